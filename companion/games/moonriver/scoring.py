"""Score a finished ranch (rulings S1-S8, A1-A4) and a whole table (W1-W6).

The steps follow the score pad from top to bottom, each a small function named
after its rule: overpopulation (S1, S2), territories (S3, S4), resources (S5),
partners (S6), the scenario (S7) and the total (S8, ``RanchScore.total``); then
the warnings (A1-A4) and, for a whole table, the ranking and its ties (W1-W6).

``score_game`` validates the table before anything is scored, because ranks and
tiebreaks are only meaningful for a game that could have been played.
``score_ranch`` trusts its input: it is what the editor calls to preview one
ranch, and it never raises on a ranch of well-typed plots, though the numbers of
an invalid ranch (two plots in one cell, say) mean little.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from .grid import groups, regions
from .model import (
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
    Territory,
    Tiebreak,
    WarningCode,
)
from .scenarios import SCENARIOS
from .validation import validate

SCORE_PAD_TERRAINS = tuple(Terrain)
"""S4: the score pad's territory rows, in order; territories are listed the same way."""

Grid = Mapping[Cell, Plot]
"""A ranch as its board shows it: the plot in each cell."""

SCORING_PARTNERS = (Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER)
"""S6: the only faces that score by themselves, each for its own resource."""


def score_ranch(
    ranch: Ranch, mode: Mode = Mode.BASE, scenario: Scenario | None = None
) -> RanchScore:
    """Every number of one ranch's score-pad column, plus tiebreak values and warnings.

    Scenario points are scored only in Legends of the West (S7); a scenario
    passed with the base mode is ignored here and rejected by validation.
    """
    plots = after_overpopulation(ranch.plots)  # S1
    grid = {plot.cell: plot for plot in plots}
    herd = counted_cows(grid)  # S2
    territories = find_territories(grid, herd)  # S3
    resources = resource_symbols(plots)  # S5
    scenario_scored = scenario_groups(Ranch(ranch.rows, plots), mode, scenario)  # S7
    return RanchScore(  # its total is S8's sum
        territories=territories,
        territory_points=territory_points(territories),  # S4
        resources=resources,
        partner_points=partner_points(plots, resources),  # S6
        scenario_points=sum(group.points for group in scenario_scored),
        scenario_groups=scenario_scored,
        largest_territory=max((territory.size for territory in territories), default=0),  # W2
        cows=len(herd),  # W3
        overpopulation_removed=cows_removed(ranch.plots),
        warnings=ranch_warnings(ranch, grid),  # A1-A4
    )


# ---- S1, S2: overpopulation and the cows that count -------------------------


def after_overpopulation(plots: Iterable[Plot]) -> tuple[Plot, ...]:
    """S1: before anything is scored, every plot keeps at most one cow."""
    return tuple(replace(plot, cows=1) if plot.cows > 1 else plot for plot in plots)


def cows_removed(plots: Iterable[Plot]) -> int:
    """S1: how many cows overpopulation took off the ranch (the app reports it)."""
    return sum(plot.cows - 1 for plot in plots if plot.cows > 1)


def counted_cows(grid: Grid) -> set[Cell]:
    """S2: the cells whose cow counts, after overpopulation: a cow on a cornfield counts
    nowhere, neither in territory points nor in the cow tiebreak (W3)."""
    return {
        cell
        for cell, plot in grid.items()
        if plot.cows > 0 and plot.terrain is not Terrain.CORNFIELD
    }


# ---- S3, S4: territories ------------------------------------------------------


def find_territories(grid: Grid, herd: set[Cell]) -> tuple[Territory, ...]:
    """S3: the ranch's territories, each a largest group of adjacent plots of one terrain.

    Listed as the score pad lists terrains, then by first cell, so results never
    depend on the order the plots were entered in.
    """
    terrain_at = {cell: plot.terrain for cell, plot in grid.items()}
    found = [territory(terrain_at[cells[0]], cells, herd) for cells in regions(terrain_at)]
    return tuple(sorted(found, key=lambda each: SCORE_PAD_TERRAINS.index(each.terrain)))


def territory(terrain: Terrain, cells: tuple[Cell, ...], herd: set[Cell]) -> Territory:
    """S4: a territory scores its plots times its cows; a cornfield territory scores 0."""
    cows = len(herd.intersection(cells))
    points = 0 if terrain is Terrain.CORNFIELD else len(cells) * cows
    return Territory(terrain, cells, cows, points)


def territory_points(territories: Sequence[Territory]) -> dict[Terrain, int]:
    """S4: the territories of one terrain are summed on the score pad's row for it."""
    return {
        terrain: sum(each.points for each in territories if each.terrain is terrain)
        for terrain in SCORE_PAD_TERRAINS
    }


# ---- S5, S6: resources and partners -------------------------------------------


def resource_symbols(plots: Iterable[Plot]) -> dict[Resource, int]:
    """S5: every resource symbol in the ranch scores 1; its kind follows the terrain (P2)."""
    symbols = dict.fromkeys(Resource, 0)
    for plot in plots:
        kind = plot.terrain.resource
        if kind is not None and plot.resources > 0:
            symbols[kind] += plot.resources
    return symbols


def partner_points(plots: Sequence[Plot], symbols: dict[Resource, int]) -> dict[Partner, int]:
    """S6: each prospector, trapper and farmer scores 1 per symbol of its resource."""
    faces = [plot.partner for plot in plots]
    return {
        partner: faces.count(partner) * symbols[partner.bonus_resource]  # type: ignore[index]
        for partner in SCORING_PARTNERS
    }


# ---- S7: the scenario -----------------------------------------------------------


def scenario_groups(
    ranch: Ranch, mode: Mode, scenario: Scenario | None
) -> tuple[ScenarioGroup, ...]:
    """S7: the scenario's scoring groups, in Legends of the West only.

    ``ranch`` is the one after overpopulation (S1), the state the rules score.
    """
    if mode is not Mode.LEGENDS or scenario is None:
        return ()
    return SCENARIOS[scenario].groups(ranch)


# ---- A1-A4: warnings ----------------------------------------------------------


def ranch_warnings(ranch: Ranch, grid: Grid) -> tuple[RanchWarning, ...]:
    """What is scored anyway but shown next to the ranch, in the order of the rulings."""
    found = (
        odd_plot_count(ranch.plots),
        not_connected(grid),
        cows_on_cornfields(grid),
        bonus_before_row_ten(ranch),
    )
    return tuple(warning for warning in found if warning is not None)


def odd_plot_count(plots: Iterable[Plot]) -> RanchWarning | None:
    """A1: plots come in dominoes, so a ranch holds an even number (the bonus tile aside)."""
    if sum(1 for plot in plots if not plot.bonus) % 2:
        return RanchWarning(WarningCode.ODD_PLOT_COUNT, ())
    return None


def not_connected(grid: Grid) -> RanchWarning | None:
    """A2: every domino joins the river side (row 1, G4) or an earlier domino, so every
    group of adjacent plots reaches row 1. A group's cells are sorted: its first cell
    lies in its lowest row."""
    adjacent = groups(grid)
    loose = tuple(sorted(cell for group in adjacent if group[0][0] != 1 for cell in group))
    return RanchWarning(WarningCode.NOT_CONNECTED, loose) if loose else None


def cows_on_cornfields(grid: Grid) -> RanchWarning | None:
    """A3: a cow on a cornfield is a mistake on the table; S2 counts it nowhere."""
    cells = tuple(
        sorted(
            cell
            for cell, plot in grid.items()
            if plot.cows > 0 and plot.terrain is Terrain.CORNFIELD
        )
    )
    return RanchWarning(WarningCode.COW_ON_CORNFIELD, cells) if cells else None


def bonus_before_row_ten(ranch: Ranch) -> RanchWarning | None:
    """A4: the bonus tile is earned by reaching the 10th and last row with a domino (G2)."""
    if ranch.rows != ROWS_2_PLAYERS:
        return None
    bonus = tuple(plot.cell for plot in ranch.plots if plot.bonus)
    reached = any(plot.row == ROWS_2_PLAYERS and not plot.bonus for plot in ranch.plots)
    return RanchWarning(WarningCode.BONUS_BEFORE_ROW_TEN, bonus) if bonus and not reached else None


# ---- W1-W6: the table -----------------------------------------------------------


def score_game(game: Game) -> GameResult:
    """Validate the table, score every ranch and rank the players (W1-W6).

    Raises ``InvalidGame`` carrying every problem found. Ranks are competition
    ranks: two players equal on total, largest territory and cows share rank 1
    and the next player is 3rd.
    """
    validate(game)
    scores = [score_ranch(player.ranch, game.mode, game.scenario) for player in game.players]
    keys = [order_key(score) for score in scores]
    players = tuple(
        PlayerResult(name=player.name, score=score, rank=rank(key, keys))
        for player, score, key in zip(game.players, scores, keys, strict=True)
    )
    return GameResult(
        players=players,
        winners=tuple(player.name for player in players if player.rank == 1),
        tiebreak=tiebreak(keys),
    )


OrderKey = tuple[int, int, int]


def order_key(score: RanchScore) -> OrderKey:
    """W1-W3, W5: what ranks players, most important first: total, largest territory, cows."""
    return (score.total, score.largest_territory, score.cows)


def rank(key: OrderKey, keys: Iterable[OrderKey]) -> int:
    """W5: 1 + the players ahead; players equal on all three share a rank (W4)."""
    return 1 + sum(1 for other in keys if other > key)


def tiebreak(keys: list[OrderKey]) -> Tiebreak | None:
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
