"""What a table can hold (rulings T1-T5, T8, G1-G2, P1-P4): every problem, not just the first.

``problems`` lists them all so a player can fix a whole score sheet in one go;
``validate`` raises ``InvalidGame`` with that list. Each problem has a path into
the game (the same shape as the JSON the API receives, e.g.
``("players", 0, "ranch", "plots", 3, "row")``) and params made of plain ints and
strings, so the web layer can phrase a translated message without knowing the
engine.

The API layer checks JSON types and ranges before building a ``Game``; the
type and range checks here are a second line of defence, so the engine never
fails with anything but ``InvalidGame``, whatever it is given: ``score_game``
validates a table before it scores any of it.
"""

from __future__ import annotations

import unicodedata

from .model import (
    COLUMNS,
    MAX_COWS_AT_TABLE,
    MAX_DOMINO_PLOTS,
    MAX_PARTNERS_AT_TABLE,
    MAX_PLOTS,
    MAX_RESOURCES_PER_PLOT,
    ROWS_2_PLAYERS,
    ROWS_3_4_PLAYERS,
    Game,
    InvalidGame,
    Mode,
    Partner,
    Path,
    Player,
    Plot,
    Problem,
    ProblemCode,
    Scenario,
    Terrain,
)
from .supply import MOST_OF_ONE_SPECIALIST, shortages

MAX_PLAYERS = 4
"""T1: the box has four Reservation boards."""

WHOLE_NUMBERS = ("row", "col", "cows", "resources")
"""The plot fields that hold whole numbers; a plot with any other there is judged no further."""


def problems(game: Game) -> list[Problem]:
    """Every reason ``game`` cannot be scored, player by player; empty when it can."""
    check = _TableCheck()
    check.table(game)
    return check.found


def validate(game: Game) -> None:
    """Raise ``InvalidGame`` with every problem of ``game``; return quietly if it has none."""
    found = problems(game)
    if found:
        raise InvalidGame(found)


def grid_problems(game: Game) -> list[Problem]:
    """G1: a whole table plays one grid, set by its player count (2 players: 10 rows,
    3 or 4: 5 rows). One ranch alone is a score check and may have either.

    Kept apart from ``problems``: a game night scores the ranches entered so far,
    fewer than the table's players, so only a whole table (a scores request) is held
    to it.
    """
    count = len(game.players)
    if not 2 <= count <= MAX_PLAYERS:
        return []
    expected = ROWS_2_PLAYERS if count == 2 else ROWS_3_4_PLAYERS
    return [
        Problem(
            ("players", index, "ranch", "rows"),
            ProblemCode.GRID_FOR_PLAYERS,
            {"rows": player.ranch.rows, "players": count, "expected": expected},
        )
        for index, player in enumerate(game.players)
        if player.ranch.rows != expected and player.ranch.rows in MAX_PLOTS
    ]


def same_name(name: str) -> str:
    """T1: "Ana" and " ana " are the same player at a table (as on a score pad).

    So are names that only look different to a computer: full-width letters
    (NFKC) and zero-width characters hidden inside ("A\u200bna").
    """
    shown = unicodedata.normalize("NFKC", name)
    return "".join(c for c in shown if unicodedata.category(c) != "Cf").strip().casefold()


def _is_int(value: object) -> bool:
    """A whole number, exactly an ``int``: a ``bool`` is an ``int`` in Python, but never a
    count or a row, and neither is any other kind of int."""
    return type(value) is int


def _plain(value: object) -> int | str:
    """A param the web layer can always print: ints stay ints, anything else its repr."""
    return value if _is_int(value) else repr(value)  # type: ignore[return-value]


class _TableCheck:
    """One walk over a table that collects every problem on the way, in reading order.

    Some rules look beyond the plot in hand: the box limits (T2, T3, T8) count over
    every ranch, and a cell (T4) or the bonus tile (G2) may be taken by an earlier
    plot of the same ranch. The walk keeps what they need as it goes.
    """

    def __init__(self) -> None:
        self.found: list[Problem] = []
        self.names: set[str] = set()
        self.cows = 0
        self.partners: list[tuple[Path, Partner]] = []
        """Each partner token and where it lies, in reading order."""
        self.rows: object = None
        """The height of the ranch being walked, as given."""
        self.grid_rows: int | None = None
        """That height when it is one the rules know (5 or 10), else None."""
        self.taken: set[tuple[int, int]] = set()
        self.bonus_seen = False

    def fail(self, path: Path, code: ProblemCode, **params: object) -> None:
        self.found.append(Problem(path, code, params))

    # ---- the table: T1, T2, T3, T5 ----------------------------------------------

    def table(self, game: Game) -> None:
        players = game.players
        if not isinstance(players, tuple | list):
            self.fail(("players",), ProblemCode.WRONG_TYPE, expected="list")
            return
        if not players:
            self.fail(("players",), ProblemCode.NO_PLAYERS)
        elif len(players) > MAX_PLAYERS:  # T1
            self.fail(
                ("players",), ProblemCode.TOO_MANY_PLAYERS, count=len(players), limit=MAX_PLAYERS
            )
        for index, player in enumerate(players):
            self.player(player, ("players", index))
        self.box_limits()
        self.mode(game)

    def box_limits(self) -> None:
        """T2, T3: the box holds 32 cows and 20 partners for the whole table.

        Cows count as entered, before overpopulation removes any: every one of them
        came out of the box.
        """
        if self.cows > MAX_COWS_AT_TABLE:
            self.fail(
                ("players",), ProblemCode.TOO_MANY_COWS, count=self.cows, limit=MAX_COWS_AT_TABLE
            )
        if len(self.partners) > MAX_PARTNERS_AT_TABLE:
            count, limit = len(self.partners), MAX_PARTNERS_AT_TABLE
            self.fail(("players",), ProblemCode.TOO_MANY_PARTNERS, count=count, limit=limit)
        self.specialists()

    def specialists(self) -> None:
        """T8: the specialists of all ranches together are sides the box's tokens can show.

        Blamed on the partner field of the first plot of a kind beyond what fits: more
        than any specialist has (5), or more than the other specialists leave room for.
        """
        for short in shortages([face for _at, face in self.partners]):
            at, _face = self.partners[short.at]
            code = (
                ProblemCode.TOO_MANY_OF_A_SPECIALIST
                if short.limit == MOST_OF_ONE_SPECIALIST
                else ProblemCode.SPECIALISTS_DO_NOT_FIT
            )
            self.fail(
                (*at, "partner"),
                code,
                specialist=short.kind.value,
                count=short.count,
                limit=short.limit,
            )

    def mode(self, game: Game) -> None:
        """T5: Legends of the West needs exactly one scenario; the base game has none."""
        if game.mode is Mode.LEGENDS:
            if game.scenario is None:
                self.fail(("scenario",), ProblemCode.SCENARIO_REQUIRED)
            elif not isinstance(game.scenario, Scenario):
                self.fail(("scenario",), ProblemCode.WRONG_TYPE, expected="scenario")
        elif game.mode is Mode.BASE:
            if game.scenario is not None:
                self.fail(("scenario",), ProblemCode.SCENARIO_NOT_ALLOWED)
        else:
            self.fail(("mode",), ProblemCode.WRONG_TYPE, expected="mode")

    def player(self, player: object, here: Path) -> None:
        """T1: each player has a name of their own (the later of two is the one to change)."""
        if not isinstance(player, Player):
            self.fail(here, ProblemCode.WRONG_TYPE, expected="player")
            return
        if not isinstance(player.name, str):
            self.fail((*here, "name"), ProblemCode.WRONG_TYPE, expected="string")
        elif (name := same_name(player.name)) in self.names:
            self.fail((*here, "name"), ProblemCode.DUPLICATE_NAME, name=player.name)
        else:
            self.names.add(name)
        self.ranch(player.ranch, (*here, "ranch"))

    # ---- one ranch: G1, G2, T4 --------------------------------------------------

    def ranch(self, ranch: object, here: Path) -> None:
        """The ranch's grid and size, then each of its plots in the order given."""
        plots = getattr(ranch, "plots", None)
        if not isinstance(plots, tuple | list):
            self.fail((*here, "plots"), ProblemCode.WRONG_TYPE, expected="list")
            return
        self.rows = getattr(ranch, "rows", None)
        self.grid_rows = self.rows if _is_int(self.rows) and self.rows in MAX_PLOTS else None
        self.taken = set()
        self.bonus_seen = False
        self.size(plots, here)
        for index, plot in enumerate(plots):
            self.plot(plot, (*here, "plots", index))

    def size(self, plots: tuple | list, here: Path) -> None:
        """G1, G2, T4: 5 or 10 rows, and no more plots than that grid holds.

        A 10-row ranch holds 49 plots, but only 48 of them from dominoes: the 49th
        can only be the bonus landscape tile.
        """
        rows = self.grid_rows
        if rows is None:
            self.fail((*here, "rows"), ProblemCode.BAD_ROWS, rows=_plain(self.rows))
            return
        limit, from_dominoes = MAX_PLOTS[rows], MAX_DOMINO_PLOTS[rows]
        if len(plots) > limit:
            self.fail((*here, "plots"), ProblemCode.TOO_MANY_PLOTS, count=len(plots), limit=limit)
            return
        if len(plots) <= from_dominoes:
            return
        dominoes = sum(1 for plot in plots if getattr(plot, "bonus", False) is not True)
        if dominoes > from_dominoes:
            self.fail(
                (*here, "plots"), ProblemCode.TOO_MANY_PLOTS, count=dominoes, limit=from_dominoes
            )

    # ---- one plot: P1-P4, T4, G2 ------------------------------------------------

    def plot(self, plot: Plot, at: Path) -> None:
        """Each field, then where the plot lies and what it carries; counted for T2, T3, T8."""
        if not self.field_types(plot, at):
            return  # numbers that are not whole numbers: nothing more can be judged
        self.placement(plot, at)
        if getattr(plot, "bonus", False) is True:
            self.bonus_tile(at)
        self.counts(plot, at)
        self.cows += max(plot.cows, 0)
        if isinstance(partner := getattr(plot, "partner", None), Partner):
            self.partners.append((at, partner))

    def field_types(self, plot: Plot, at: Path) -> bool:
        """P1-P4: each field holds what it must (behind the API's own checks, a second
        line of defence). Whether the four numbers are whole numbers."""
        whole = True
        for name in WHOLE_NUMBERS:
            if not _is_int(getattr(plot, name, None)):
                self.fail((*at, name), ProblemCode.WRONG_TYPE, expected="integer")
                whole = False
        if not isinstance(getattr(plot, "terrain", None), Terrain):
            self.fail((*at, "terrain"), ProblemCode.WRONG_TYPE, expected="terrain")
        partner = getattr(plot, "partner", None)
        if partner is not None and not isinstance(partner, Partner):
            self.fail((*at, "partner"), ProblemCode.WRONG_TYPE, expected="partner")
        if not isinstance(getattr(plot, "bonus", False), bool):
            self.fail((*at, "bonus"), ProblemCode.WRONG_TYPE, expected="boolean")
        return whole

    def placement(self, plot: Plot, at: Path) -> None:
        """T4: inside the grid, one plot per cell; the later of two plots in a cell is
        blamed. Only the column is checked when the ranch's height is itself wrong."""
        row, col, rows = plot.row, plot.col, self.grid_rows
        inside = True
        if rows is not None and not 1 <= row <= rows:
            self.fail((*at, "row"), ProblemCode.ROW_OUTSIDE_GRID, row=row, rows=rows)
            inside = False
        if not 1 <= col <= COLUMNS:
            self.fail((*at, "col"), ProblemCode.COL_OUTSIDE_GRID, col=col, columns=COLUMNS)
            inside = False
        if inside and (row, col) in self.taken:
            self.fail(at, ProblemCode.CELL_TAKEN, row=row, col=col)
        elif inside:
            self.taken.add((row, col))

    def bonus_tile(self, at: Path) -> None:
        """G2: one bonus landscape tile at most, and only in a two-player (10-row) ranch."""
        if self.rows != ROWS_2_PLAYERS:
            self.fail((*at, "bonus"), ProblemCode.BONUS_NEEDS_TEN_ROWS)
        elif self.bonus_seen:
            self.fail((*at, "bonus"), ProblemCode.SECOND_BONUS)
        self.bonus_seen = True

    def counts(self, plot: Plot, at: Path) -> None:
        """P2, P3: cows and symbols are never negative; 0 to 9 symbols, none on a farm."""
        if plot.cows < 0:
            self.fail((*at, "cows"), ProblemCode.NEGATIVE_COUNT, count=plot.cows)
        if plot.resources < 0:
            self.fail((*at, "resources"), ProblemCode.NEGATIVE_COUNT, count=plot.resources)
        if plot.resources > MAX_RESOURCES_PER_PLOT:
            limit = MAX_RESOURCES_PER_PLOT
            self.fail(
                (*at, "resources"),
                ProblemCode.TOO_MANY_RESOURCES,
                count=plot.resources,
                limit=limit,
            )
        elif plot.resources > 0 and getattr(plot, "terrain", None) is Terrain.FARM:
            self.fail((*at, "resources"), ProblemCode.FARM_WITH_RESOURCES)
