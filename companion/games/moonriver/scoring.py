"""Score a finished ranch (rulings S1-S8, A1-A3) and a whole table (W1-W6).

``score_ranch`` trusts its input: it is what the editor calls to preview one
ranch, and it never raises on a ranch of well-typed plots, though the numbers of
an invalid ranch (two plots in one cell, say) mean little. ``score_game``
validates the whole table first, because ranks and tiebreaks are only
meaningful for a game that could have been played.
"""

from __future__ import annotations

from dataclasses import replace

from .grid import packed_reachable, packed_territories, reachable, territories, unpack
from .model import (
    Cell,
    Game,
    GameResult,
    Mode,
    Partner,
    PlayerResult,
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
from .scenarios import SCENARIOS
from .validation import validate

_CORNFIELD, _FOREST, _FARM = Terrain.CORNFIELD, Terrain.FOREST, Terrain.FARM
_PROSPECTOR, _TRAPPER, _FARMER = Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER
_STRIDE = 16  # grid.pack: row * 16 + col
_PACK_LIMIT = _STRIDE - 1
_ROW_2 = 2 * _STRIDE


def score_ranch(
    ranch: Ranch, mode: Mode = Mode.BASE, scenario: Scenario | None = None
) -> RanchScore:
    """Every number of one ranch's score-pad column, plus tiebreak values and warnings.

    Scenario points are scored only in Legends of the West (S7); a scenario
    passed with the base mode is ignored here and rejected by validation.
    """
    plots = ranch.plots
    removed = 0
    # Cells are packed into ints (grid.pack) because int hashing is much
    # cheaper than tuple hashing; a column no int can hold (invalid input only)
    # switches to the slower tuple functions after the loop.
    packable = True
    terrain_at: dict[int, Terrain] = {}
    counted_cows: set[int] = set()
    on_cornfield = []
    nuggets = beavers = corn = 0
    prospectors = trappers = farmers = 0
    unpaired = False
    row_one = []
    unsupported = False  # some plot above row 1 has no plot right below it
    # One pass with identity tests instead of enum-keyed lookups: this loop runs
    # for every plot of every ranch, and enum hashing is slow in CPython.
    for plot in plots:
        row, col = plot.row, plot.col
        if not 0 < col < _PACK_LIMIT:
            packable = False
        cell = row * _STRIDE + col
        terrain = plot.terrain
        terrain_at[cell] = terrain
        cows = plot.cows
        if cows > 0:
            if cows > 1:  # S1: every plot keeps at most one cow.
                removed += cows - 1
            if terrain is _CORNFIELD:  # S2: it counts nowhere.
                on_cornfield.append((row, col))
            else:
                counted_cows.add(cell)
        amount = plot.resources
        if amount > 0:
            if terrain is _CORNFIELD:
                corn += amount
            elif terrain is _FOREST:
                beavers += amount
            elif terrain is not _FARM:
                nuggets += amount
        partner = plot.partner
        if partner is not None:
            if partner is _PROSPECTOR:
                prospectors += 1
            elif partner is _TRAPPER:
                trappers += 1
            elif partner is _FARMER:
                farmers += 1
        if not plot.bonus:
            unpaired = not unpaired
        if row == 1:
            row_one.append(cell)
        elif cell - _STRIDE not in terrain_at:
            unsupported = True

    loose: tuple[Cell, ...] = ()
    if packable:
        found = tuple(packed_territories(terrain_at, counted_cows))
        # A plot with a plot under it is connected if that one is: when that
        # holds all the way down (the usual case, though only knowable once
        # every plot is in), no flood fill is needed.
        if unsupported and any(
            c - _STRIDE not in terrain_at for c in terrain_at if not _STRIDE < c < _ROW_2
        ):
            connected = packed_reachable(terrain_at, row_one)
            loose = tuple(sorted(unpack(c) for c in terrain_at if c not in connected))
        cow_count = len(counted_cows)
    else:
        by_cell = {plot.cell: plot for plot in plots}
        herd = {c for c, p in by_cell.items() if p.cows > 0 and p.terrain is not _CORNFIELD}
        found = tuple(territories({c: p.terrain for c, p in by_cell.items()}, herd))
        connected = reachable(by_cell, [c for c in by_cell if c[0] == 1])
        loose = tuple(sorted(c for c in by_cell if c not in connected))
        cow_count = len(herd)

    territory_points = dict.fromkeys(Terrain, 0)
    for territory in found:
        if territory.points:
            territory_points[territory.terrain] += territory.points

    scenario_groups: tuple[ScenarioGroup, ...] = ()
    if mode is Mode.LEGENDS and scenario is not None:
        if removed:
            ranch = Ranch(ranch.rows, tuple(replace(p, cows=1) if p.cows > 1 else p for p in plots))
        scenario_groups = SCENARIOS[scenario].groups(ranch)

    warnings = []
    if unpaired:
        warnings.append(RanchWarning(WarningCode.ODD_PLOT_COUNT, ()))
    if loose:
        warnings.append(RanchWarning(WarningCode.NOT_CONNECTED, loose))
    if on_cornfield:
        warnings.append(RanchWarning(WarningCode.COW_ON_CORNFIELD, tuple(sorted(on_cornfield))))

    return RanchScore(
        territories=found,
        territory_points=territory_points,
        resources={Resource.NUGGET: nuggets, Resource.BEAVER: beavers, Resource.CORN: corn},
        partner_points={
            Partner.PROSPECTOR: prospectors * nuggets,
            Partner.TRAPPER: trappers * beavers,
            Partner.FARMER: farmers * corn,
        },
        scenario_points=sum(group.points for group in scenario_groups),
        scenario_groups=scenario_groups,
        largest_territory=max((t.size for t in found), default=0),
        cows=cow_count,
        overpopulation_removed=removed,
        warnings=tuple(warnings),
    )


def _order_key(score: RanchScore) -> tuple[int, int, int]:
    """W5: what ranks players, most important first."""
    return (score.total, score.largest_territory, score.cows)


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


def score_game(game: Game) -> GameResult:
    """Validate the table, score every ranch and rank the players (W1-W6).

    Raises ``InvalidGame`` carrying every problem found. Ranks are competition
    ranks: two players equal on total, largest territory and cows share rank 1
    and the next player is 3rd.
    """
    validate(game)
    scores = [score_ranch(player.ranch, game.mode, game.scenario) for player in game.players]
    keys = [_order_key(score) for score in scores]
    results = tuple(
        PlayerResult(
            name=player.name,
            score=score,
            rank=1 + sum(1 for other in keys if other > key),
        )
        for player, score, key in zip(game.players, scores, keys, strict=True)
    )
    return GameResult(
        players=results,
        winners=tuple(result.name for result in results if result.rank == 1),
        tiebreak=_tiebreak(keys),
    )
