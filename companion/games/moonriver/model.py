"""The vocabulary of a finished Moon River ranch: closed sets and value objects.

Everything here is frozen and standard-library only, so the web layer, the API,
storage and the tests can all share one description of the game without the
game depending on any of them. The string values of the enums are the ones the
public JSON format uses (see docs/api.md), so the edge of the app can
convert with ``Terrain(value)`` and ``member.value`` and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from companion.games.problems import Path, Problem, Problems  # noqa: F401  (part of the vocabulary)

Cell = tuple[int, int]
"""A grid position as ``(row, col)``; row 1 lies along the river, col 1 is the left."""

COLUMNS = 5
"""Every ranch is five plots wide: the Reservation board fixes the width."""

ROWS_3_4_PLAYERS = 5
ROWS_2_PLAYERS = 10
MAX_PLOTS = {ROWS_3_4_PLAYERS: 24, ROWS_2_PLAYERS: 49}
"""Rulings G1/G2: 12 dominoes in a 5x5 grid; 24 dominoes plus one bonus tile in 5x10."""

MAX_DOMINO_PLOTS = {ROWS_3_4_PLAYERS: 24, ROWS_2_PLAYERS: 48}
"""The plots that come from dominoes; the 49th plot of a 10-row ranch is the bonus tile."""

MAX_COWS_AT_TABLE = 32
"""Ruling T2: the box holds 32 cow meeples."""

MAX_PARTNERS_AT_TABLE = 20
"""Ruling T3: the box holds 20 partner tokens."""

SPECIALIST_TOKENS = (5, 5, 5, 3, 2)
"""Ruling T8: how many of those 20 tokens show each specialist on their other side, most
first. The parts overview at the end of the rulebooks gives these five counts beside
pictures that the text lost, so which specialist has 3 tokens and which 2 is not known:
no count is tied to a kind (see ``supply``)."""

MAX_RESOURCES_PER_PLOT = 9
MAX_COWS_PER_PLOT_INPUT = 32


class Resource(Enum):
    """The three resource symbols; each scores 1 point (ruling S5)."""

    NUGGET = "nuggets"
    """Gold nugget, printed on desert, prairie and canyon plots."""
    BEAVER = "beavers"
    """Beaver, printed on forest plots."""
    CORN = "corn"
    """Corn, printed on cornfield plots."""


class Terrain(Enum):
    """The six landscapes a plot can show (ruling P1)."""

    DESERT = "desert"
    CANYON = "canyon"
    PRAIRIE = "prairie"
    FOREST = "forest"
    CORNFIELD = "cornfield"
    """Cows may never stand here; cornfield territories always score 0 (S2, S4)."""
    FARM = "farm"
    """Farm buildings carry no resource symbol (P2)."""

    @property
    def resource(self) -> Resource | None:
        """The kind of resource symbol this terrain's plots carry, if any (P2)."""
        return _RESOURCE_OF[self]


_RESOURCE_OF = {
    Terrain.DESERT: Resource.NUGGET,
    Terrain.CANYON: Resource.NUGGET,
    Terrain.PRAIRIE: Resource.NUGGET,
    Terrain.FOREST: Resource.BEAVER,
    Terrain.CORNFIELD: Resource.CORN,
    Terrain.FARM: None,
}


class Partner(Enum):
    """The face of a partner token that is up at the end of the game (P4)."""

    COWBOY = "cowboy"
    """The plain side of every token: a partner, never a bandit, scores nothing."""
    DESPERADO = "desperado"
    """A bandit for the Outlaws scenario; scores nothing by itself."""
    CATTLE_THIEF = "cattle-thief"
    """A bandit for the Outlaws scenario; scores nothing by itself."""
    PROSPECTOR = "prospector"
    """Gold prospector: 1 point per nugget symbol in the ranch (S6)."""
    TRAPPER = "trapper"
    """Trapper: 1 point per beaver symbol in the ranch (S6)."""
    FARMER = "farmer"
    """Farmer: 1 point per corn symbol in the ranch (S6)."""

    @property
    def is_specialist(self) -> bool:
        """Every face but the cowboy: the side that makes each token one of five kinds (T8)."""
        return self is not Partner.COWBOY

    @property
    def is_bandit(self) -> bool:
        """Desperados and cattle thieves make a group of partners an outlaw gang."""
        return self in (Partner.DESPERADO, Partner.CATTLE_THIEF)

    @property
    def bonus_resource(self) -> Resource | None:
        """The resource this specialist scores for at the end of the game, if any."""
        return _BONUS_OF.get(self)


_BONUS_OF = {
    Partner.PROSPECTOR: Resource.NUGGET,
    Partner.TRAPPER: Resource.BEAVER,
    Partner.FARMER: Resource.CORN,
}


class Mode(Enum):
    """Which side of the Reservation boards the table played."""

    BASE = "base"
    """Moon River, the base game on the Camp side: no scenario."""
    LEGENDS = "legends"
    """Legends of the West: character boards and exactly one scenario (T5)."""


class Scenario(Enum):
    """The four Legends of the West scenarios (S7), numbered as the draw plots 1-4."""

    TIMBER_RAFTING = "timber-rafting"
    GOLD_RUSH = "gold-rush"
    OUTLAWS = "outlaws"
    MOON_RIVER_CITY = "moon-river-city"


class Tiebreak(Enum):
    """Which step decided the winner when the highest total was shared (W6)."""

    LARGEST_TERRITORY = "largest-territory"
    COWS = "cows"
    SHARED = "shared"


class WarningCode(Enum):
    """Oddities that are scored anyway but shown next to the ranch (A1-A3)."""

    ODD_PLOT_COUNT = "odd-plot-count"
    NOT_CONNECTED = "not-connected"
    COW_ON_CORNFIELD = "cow-on-cornfield"
    BONUS_BEFORE_ROW_TEN = "bonus-before-row-ten"
    """G2: a 2-player ranch holds a bonus landscape tile but no plot reached row 10."""


@dataclass(frozen=True)
class Plot:
    """One half-domino square as it lies on the table at the end of the game."""

    row: int
    col: int
    terrain: Terrain
    cows: int = 0
    resources: int = 0
    partner: Partner | None = None
    bonus: bool = False

    @property
    def cell(self) -> Cell:
        return (self.row, self.col)


@dataclass(frozen=True)
class Ranch:
    """A player's finished ranch: the grid height and the plots placed in it."""

    rows: int = ROWS_3_4_PLAYERS
    plots: tuple[Plot, ...] = ()


@dataclass(frozen=True)
class Player:
    name: str
    ranch: Ranch


@dataclass(frozen=True)
class Game:
    """A whole table to be scored together (ranks and tiebreaks need everyone)."""

    players: tuple[Player, ...]
    mode: Mode = Mode.BASE
    scenario: Scenario | None = None


# ---- results -------------------------------------------------------------


@dataclass(frozen=True)
class Territory:
    """A maximal group of orthogonally adjacent plots of one terrain (S3)."""

    terrain: Terrain
    plots: tuple[Cell, ...]
    cows: int
    points: int

    @property
    def size(self) -> int:
        return len(self.plots)


@dataclass(frozen=True)
class ScenarioGroup:
    """A qualifying scenario group; ``size`` is the n of 10 + 10 x (n - 3)."""

    size: int
    points: int
    plots: tuple[Cell, ...]


@dataclass(frozen=True)
class RanchWarning:
    code: WarningCode
    plots: tuple[Cell, ...]


@dataclass(frozen=True)
class RanchScore:
    """Every number of one player's score-pad column, and the tiebreak values."""

    territories: tuple[Territory, ...]
    territory_points: dict[Terrain, int]
    resources: dict[Resource, int]
    partner_points: dict[Partner, int]
    scenario_points: int
    scenario_groups: tuple[ScenarioGroup, ...]
    largest_territory: int
    cows: int
    overpopulation_removed: int
    warnings: tuple[RanchWarning, ...] = field(default=())

    @property
    def total(self) -> int:
        """S8: territory points + resource points + partner points + scenario points."""
        return (
            sum(self.territory_points.values())
            + sum(self.resources.values())
            + sum(self.partner_points.values())
            + self.scenario_points
        )


@dataclass(frozen=True)
class PlayerResult:
    name: str
    score: RanchScore
    rank: int


@dataclass(frozen=True)
class GameResult:
    """The table's outcome; ``players`` keeps the order they were given in."""

    players: tuple[PlayerResult, ...]
    winners: tuple[str, ...]
    tiebreak: Tiebreak | None


# ---- invalid input ---------------------------------------------------------


class ProblemCode(Enum):
    """Why a game cannot be scored (rulings T1-T5, T8, P1-P4, G1-G2)."""

    NO_PLAYERS = "no-players"  # T1
    TOO_MANY_PLAYERS = "too-many-players"  # T1, params: count, limit
    DUPLICATE_NAME = "duplicate-name"  # T1, params: name
    TOO_MANY_COWS = "too-many-cows"  # T2, params: count, limit
    TOO_MANY_PARTNERS = "too-many-partners"  # T3, params: count, limit
    TOO_MANY_OF_A_SPECIALIST = "too-many-of-a-specialist"  # T8, params: specialist, count, limit
    SPECIALISTS_DO_NOT_FIT = "specialists-do-not-fit"  # T8, params: specialist, count, limit
    BAD_ROWS = "bad-rows"  # G1/G2, params: rows
    ROW_OUTSIDE_GRID = "row-outside-grid"  # T4, params: row, rows
    COL_OUTSIDE_GRID = "col-outside-grid"  # T4, params: col, columns
    CELL_TAKEN = "cell-taken"  # T4, params: row, col
    TOO_MANY_PLOTS = "too-many-plots"  # T4, params: count, limit
    BONUS_NEEDS_TEN_ROWS = "bonus-needs-ten-rows"  # G2
    GRID_FOR_PLAYERS = "grid-for-players"  # G1, params: rows, players, expected
    SECOND_BONUS = "second-bonus"  # G2
    FARM_WITH_RESOURCES = "farm-with-resources"  # P2
    SCENARIO_REQUIRED = "scenario-required"  # T5
    SCENARIO_NOT_ALLOWED = "scenario-not-allowed"  # T5
    NEGATIVE_COUNT = "negative-count"  # P2/P3 cows or resources below 0, params: count
    TOO_MANY_RESOURCES = "too-many-resources"  # P2 more than 9 symbols, params: count, limit
    WRONG_TYPE = "wrong-type"  # a field of the wrong Python type, params: expected


class InvalidGame(Problems):
    """The table breaks the rulings; ``problems`` lists every violation at once."""
