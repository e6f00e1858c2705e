"""Score a finished ranch (rulings S1-S8, A1-A3) and a whole table (W1-W6).

``score_ranch`` trusts its input: it is what the editor calls to preview one
ranch, and it never raises on a ranch of well-typed plots, though the numbers of
an invalid ranch (two plots in one cell, say) mean little. ``score_game``
validates the whole table before it ranks anyone, because ranks and tiebreaks
are only meaningful for a game that could have been played (a table of
well-typed plots is scored first and validated with what scoring saw).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .frozen import build
from .grid import (
    CELL_OF,
    GAP,
    STRIDE,
    label_list,
    packed_reachable,
    packed_territories,
    reachable,
    territories,
)
from .model import (
    COLUMNS,
    ROWS_2_PLAYERS,
    Cell,
    Game,
    GameResult,
    Mode,
    Partner,
    PlayerResult,
    Plot,
    Ranch,
    RanchScore,
    RanchWarning,
    Resource,
    Scenario,
    ScenarioGroup,
    Terrain,
    Tiebreak,
    WarningCode,
)
from .scenarios import scenario_groups as find_scenario_groups
from .validation import PlainPlots, validate

_CORNFIELD, _FOREST, _FARM = Terrain.CORNFIELD, Terrain.FOREST, Terrain.FARM
_PROSPECTOR, _TRAPPER, _FARMER = Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER
_ROWS, _STRIDE = ROWS_2_PLAYERS, STRIDE
_ABOVE_ROW_1 = 2 * STRIDE
"""Packed cells from here on lie above row 1 (``grid.pack``, rows before columns)."""


def score_ranch(
    ranch: Ranch, mode: Mode = Mode.BASE, scenario: Scenario | None = None
) -> RanchScore:
    """Every number of one ranch's score-pad column, plus tiebreak values and warnings.

    Scenario points are scored only in Legends of the West (S7); a scenario
    passed with the base mode is ignored here and rejected by validation.
    """
    return _score_ranch(ranch, mode, scenario)[0]


def _score_ranch(
    ranch: Ranch, mode: Mode, scenario: Scenario | None
) -> tuple[RanchScore, PlainPlots | None]:
    """``score_ranch``, and what its pass over the plots saw of them for validation.

    The second value is the ranch's cows and partners when every plot is plain
    (see ``validation.PlainPlots``), else None. Noticing it costs a comparison or
    two per plot here, where the plot's fields are in hand already, and spares
    validation a pass of its own over every plot of a well-typed table.
    """
    # a Sequence, not the annotated tuple: a list passes, and the loop still reads typed plots
    plots: Sequence[Plot] = _as_given(ranch, "plots")
    height = _as_given(ranch, "rows")
    rows = height if type(height) is int else 0  # a height that is no number: not plain
    plain = True
    placed_cows = placed_partners = 0
    removed = 0
    # Cells are packed into ints (grid.pack) because ints are much cheaper to
    # hash and compare than tuples; a cell outside the largest grid (invalid
    # input only) switches to the slower tuple functions after the loop.
    packable = True
    label_at = label_list()
    cells: list[int] = []
    counted_cows: set[int] = set()
    on_cornfield = []
    nuggets = beavers = corn = 0
    prospectors = trappers = farmers = 0
    unpaired = False
    # One pass with identity tests instead of enum-keyed lookups: this loop runs
    # for every plot of every ranch, and enum hashing is slow in CPython.
    for plot in plots:
        row, col = plot.row, plot.col
        terrain = plot.terrain
        if 1 <= row <= _ROWS and 1 <= col <= COLUMNS:  # grid.pack, inlined for speed
            cell = row * _STRIDE + col
            if label_at[cell] is GAP:
                cells.append(cell)
            else:  # two plots in one cell
                plain = False
            label_at[cell] = terrain
            if row > rows:
                plain = False
        else:
            packable = plain = False
        cows = plot.cows
        if cows > 0:
            placed_cows += cows
            if cows > 1:  # S1: every plot keeps at most one cow.
                removed += cows - 1
            if terrain is _CORNFIELD:  # S2: it counts nowhere.
                on_cornfield.append((row, col))
            else:  # packed like the cells (off the grid the tuple path recounts)
                counted_cows.add(row * _STRIDE + col)
        amount = plot.resources
        if amount > 0:
            if terrain is _CORNFIELD:
                corn += amount
            elif terrain is _FOREST:
                beavers += amount
            elif terrain is not _FARM:
                nuggets += amount
            else:  # a farm carries none (P-rules of validation)
                plain = False
        partner = plot.partner
        if partner is not None:
            placed_partners += 1
            if partner is _PROSPECTOR:
                prospectors += 1
            elif partner is _TRAPPER:
                trappers += 1
            elif partner is _FARMER:
                farmers += 1
        if not plot.bonus:
            unpaired = not unpaired
        else:  # a bonus tile has rules of its own (G2): validation looks at it
            plain = False

    loose: tuple[Cell, ...] = ()
    if packable:
        cells.sort()
        loose = _loose(label_at, cells)
        found, points_by_terrain, largest = packed_territories(label_at, cells, counted_cows)
        cow_count = len(counted_cows)
    else:
        by_cell = {plot.cell: plot for plot in plots}
        herd = {c for c, p in by_cell.items() if p.cows > 0 and p.terrain is not _CORNFIELD}
        found, points_by_terrain, largest = territories(
            {c: p.terrain for c, p in by_cell.items()}, herd
        )
        connected = reachable(by_cell, [c for c in by_cell if c[0] == 1])
        loose = tuple(sorted(c for c in by_cell if c not in connected))
        cow_count = len(herd)

    scenario_groups: tuple[ScenarioGroup, ...] = ()
    if mode is Mode.LEGENDS and scenario is not None:
        if removed:
            ranch = Ranch(height, tuple(replace(p, cows=1) if p.cows > 1 else p for p in plots))
        scenario_groups = find_scenario_groups(scenario, ranch, found)

    warnings = []
    if unpaired:
        warnings.append(RanchWarning(WarningCode.ODD_PLOT_COUNT, ()))
    if loose:
        warnings.append(RanchWarning(WarningCode.NOT_CONNECTED, loose))
    if on_cornfield:
        warnings.append(RanchWarning(WarningCode.COW_ON_CORNFIELD, tuple(sorted(on_cornfield))))
    if height == ROWS_2_PLAYERS:
        # G2: the bonus tile is earned by reaching the 10th and last row with a domino.
        bonus = tuple(plot.cell for plot in plots if plot.bonus)
        if bonus and not any(p.row == ROWS_2_PLAYERS and not p.bonus for p in plots):
            warnings.append(RanchWarning(WarningCode.BONUS_BEFORE_ROW_TEN, bonus))

    partner_points = prospectors * nuggets + trappers * beavers + farmers * corn
    scenario_points = sum([group.points for group in scenario_groups])
    score = build(
        RanchScore,
        territories=tuple(found),
        territory_points=points_by_terrain,
        resources={Resource.NUGGET: nuggets, Resource.BEAVER: beavers, Resource.CORN: corn},
        partner_points={
            Partner.PROSPECTOR: prospectors * nuggets,
            Partner.TRAPPER: trappers * beavers,
            Partner.FARMER: farmers * corn,
        },
        scenario_points=scenario_points,
        scenario_groups=scenario_groups,
        largest_territory=largest,
        cows=cow_count,
        overpopulation_removed=removed,
        warnings=tuple(warnings),
        # ``RanchScore.total`` is a cached property: set here, where every part is in hand,
        # it is never worked out again (the tests check it against the property's sum).
        total=sum(points_by_terrain.values())
        + nuggets
        + beavers
        + corn
        + partner_points
        + scenario_points,
    )
    return score, (placed_cows, placed_partners) if plain else None


def _as_given(instance: object, name: str) -> Any:
    """``instance.name`` as it is, whatever its annotation says.

    Compiled (``make setup``), this module checks what it reads against the
    annotations: a list of plots where ``Ranch`` says tuple, or a height that is
    no whole number, would raise there and not in the pure source. The engine
    takes what validation takes (a list as well as a tuple; a bad height is
    validation's to report), so those few values are read without the check.
    """
    return getattr(instance, name)


def _loose(label_at: list, cells: list[int]) -> tuple[Cell, ...]:
    """A2: the plots not connected to the river (row 1) through other plots.

    ``cells`` are sorted, so going through them walks the ranch row by row from
    the river, left to right: a plot next to one already known to be connected,
    below it or to its left, is connected too. That settles nearly every ranch;
    when it leaves some plot in doubt, a flood fill from row 1 decides.
    """
    held = [False] * len(label_at)
    doubt = False
    for c in cells:
        if c < _ABOVE_ROW_1 or held[c - _STRIDE] or held[c - 1]:
            held[c] = True
        else:
            doubt = True
    if not doubt:
        return ()
    left = label_at.copy()
    packed_reachable(left, [c for c in cells if c < _ABOVE_ROW_1])
    return tuple([CELL_OF[c] for c in cells if left[c] is not GAP])  # type: ignore[misc]


def _tiebreak(keys: list[tuple[int, int, int]]) -> Tiebreak | None:
    """W6: which step separated the winners from the others tied on the top total.

    Only players tied on the highest total take part (W2): a 3-way tie where the
    largest territory drops one player and cows decide between the other two
    was decided by cows.
    """
    contenders = keys
    for step, deciding in enumerate((None, Tiebreak.LARGEST_TERRITORY, Tiebreak.COWS)):
        best = max(key[step] for key in contenders)
        contenders = [key for key in contenders if key[step] == best]
        if len(contenders) == 1:
            return deciding
    return Tiebreak.SHARED


def score_game(game: Game, *, typed: bool = False) -> GameResult:
    """Validate the table, score every ranch and rank the players (W1-W6).

    Raises ``InvalidGame`` carrying every problem found. Ranks are competition
    ranks: two players equal on total, largest territory and cows share rank 1
    and the next player is 3rd. ``typed``: the game comes from a reader that
    checked every field's type and range (see ``validation.problems``): its
    ranches are scored first, and validation then checks only what spans several
    fields, skipping the plots of every ranch the scoring pass found plain.
    """
    mode, scenario, players = game.mode, game.scenario, _as_given(game, "players")
    if typed:
        # Well-typed plots are safe to score before validation (score_ranch never raises
        # on them), and the scoring pass tells validation which ranches need no second look.
        scored = [_score_ranch(player.ranch, mode, scenario) for player in players]
        validate(game, typed=True, plain=[facts for _score, facts in scored])
        scores = [score for score, _facts in scored]
    else:
        validate(game)
        scores = [score_ranch(player.ranch, mode, scenario) for player in players]
    keys = [(score.total, score.largest_territory, score.cows) for score in scores]  # W5
    results = []
    for player, score, key in zip(players, scores, keys, strict=True):
        rank = 1
        for other in keys:
            if other > key:
                rank += 1
        results.append(build(PlayerResult, name=player.name, score=score, rank=rank))
    return build(
        GameResult,
        players=tuple(results),
        winners=tuple([result.name for result in results if result.rank == 1]),
        tiebreak=_tiebreak(keys),
    )
