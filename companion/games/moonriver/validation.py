"""What a table can hold (rulings T1-T5, G1-G2, P1-P4): every problem, not just the first.

``problems`` lists them all so a player can fix a whole score sheet in one go;
``validate`` raises ``InvalidGame`` with that list. Each problem has a path into
the game (the same shape as the JSON the API receives, e.g.
``("players", 0, "ranch", "plots", 3, "row")``) and params made of plain ints and
strings, so the web layer can phrase a translated message without knowing the
engine.

The API layer checks JSON types and ranges before building a ``Game``; the
type and range checks here are a second line of defence so the engine never
fails with anything but ``InvalidGame`` on well-formed but impossible input.
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

_FARM = Terrain.FARM  # a module global: cheaper than the Enum class attribute per plot

MAX_PLAYERS = 4
"""T1: the box has four Reservation boards."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


PlainPlots = tuple[int, int]
"""A ranch's cows and partners, from a pass that found every plot of it plain: inside the
ranch's grid, one to a cell, no bonus tile and no resources on a farm. Given for a
well-typed ranch (``typed``), that is all the per-plot checks below would establish,
so they are skipped; the ranch's and the table's own checks still run."""


def problems(
    game: Game, *, typed: bool = False, plain: list[PlainPlots | None] | None = None
) -> list[Problem]:
    """Every reason ``game`` cannot be scored, player by player; empty when it can.

    ``typed`` says the caller built every plot through a contract that already
    checked each field's type, and that cows and resources lie within their limits
    (what ``companion.formats`` reads guarantees it). The grid checks (a cell
    depends on the ranch's height) and those that need several fields, or the
    whole ranch or table, run either way; only that second look is skipped.
    ``plain``: per player, their ranch's ``PlainPlots`` or None (typed games only).
    """
    found: list[Problem] = []
    add = found.append
    players = game.players
    if not isinstance(players, tuple | list):
        return [Problem(("players",), ProblemCode.WRONG_TYPE, {"expected": "list"})]
    if not players:
        add(Problem(("players",), ProblemCode.NO_PLAYERS))
    elif len(players) > MAX_PLAYERS:
        add(
            Problem(
                ("players",),
                ProblemCode.TOO_MANY_PLAYERS,
                {"count": len(players), "limit": MAX_PLAYERS},
            )
        )

    cows = 0
    partners = 0
    names: set[object] = set()
    for index, player in enumerate(players):
        here: Path = ("players", index)
        if not isinstance(player, Player):
            add(Problem(here, ProblemCode.WRONG_TYPE, {"expected": "player"}))
            continue
        if not isinstance(player.name, str):
            add(Problem((*here, "name"), ProblemCode.WRONG_TYPE, {"expected": "string"}))
        elif (name := same_name(player.name)) in names:
            add(Problem((*here, "name"), ProblemCode.DUPLICATE_NAME, {"name": player.name}))
        else:
            names.add(name)
        seen = plain[index] if typed and plain is not None and index < len(plain) else None
        ranch_cows, ranch_partners = _ranch_problems(player, (*here, "ranch"), add, typed, seen)
        cows += ranch_cows
        partners += ranch_partners

    if cows > MAX_COWS_AT_TABLE:
        add(
            Problem(
                ("players",),
                ProblemCode.TOO_MANY_COWS,
                {"count": cows, "limit": MAX_COWS_AT_TABLE},
            )
        )
    if partners > MAX_PARTNERS_AT_TABLE:
        add(
            Problem(
                ("players",),
                ProblemCode.TOO_MANY_PARTNERS,
                {"count": partners, "limit": MAX_PARTNERS_AT_TABLE},
            )
        )

    if game.mode is Mode.LEGENDS:
        if game.scenario is None:
            add(Problem(("scenario",), ProblemCode.SCENARIO_REQUIRED))
        elif not isinstance(game.scenario, Scenario):
            add(Problem(("scenario",), ProblemCode.WRONG_TYPE, {"expected": "scenario"}))
    elif game.mode is Mode.BASE:
        if game.scenario is not None:
            add(Problem(("scenario",), ProblemCode.SCENARIO_NOT_ALLOWED))
    else:
        add(Problem(("mode",), ProblemCode.WRONG_TYPE, {"expected": "mode"}))
    return found


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
    if name.isascii():  # NFKC leaves ASCII alone, and it holds no format characters
        return name.strip().casefold()
    shown = unicodedata.normalize("NFKC", name)
    return "".join(c for c in shown if unicodedata.category(c) != "Cf").strip().casefold()


def _ranch_problems(
    player: Player, here: Path, add, typed: bool, plain: PlainPlots | None = None
) -> tuple[int, int]:
    """Add the problems of one ranch; return its cows and partners for the table limits."""
    ranch = player.ranch
    rows = getattr(ranch, "rows", None)
    plots = getattr(ranch, "plots", None)
    if not isinstance(plots, tuple | list):
        add(Problem((*here, "plots"), ProblemCode.WRONG_TYPE, {"expected": "list"}))
        return 0, 0
    limit = MAX_PLOTS.get(rows) if _is_int(rows) else None
    if limit is None:
        add(Problem((*here, "rows"), ProblemCode.BAD_ROWS, {"rows": _plain(rows)}))
    elif len(plots) > MAX_DOMINO_PLOTS[rows]:  # else neither count can be over its limit
        from_dominoes = sum(1 for plot in plots if getattr(plot, "bonus", False) is not True)
        if len(plots) > limit or from_dominoes > MAX_DOMINO_PLOTS[rows]:
            count, most = (
                (len(plots), limit)
                if len(plots) > limit
                else (from_dominoes, MAX_DOMINO_PLOTS[rows])
            )
            add(
                Problem(
                    (*here, "plots"), ProblemCode.TOO_MANY_PLOTS, {"count": count, "limit": most}
                )
            )

    if plain is not None and limit is not None:
        return plain  # every per-plot check below would pass (see PlainPlots)

    cows = partners = 0
    # Cells holding a plot, as ``row * 8 + col``: cheaper to hash than tuples, and
    # still one int per cell, as columns lie in 1-5 whenever a cell is recorded.
    taken: set[int] = set()
    bonus_seen = False
    top = rows if limit is not None else 0
    for index, plot in enumerate(plots):
        if typed:  # fields checked one by one already: what is left needs several
            row, col = plot.row, plot.col
            if (
                1 <= row <= top
                and 1 <= col <= COLUMNS
                and plot.bonus is False
                and (plot.resources == 0 or plot.terrain is not _FARM)
                and row * 8 + col not in taken
            ):
                taken.add(row * 8 + col)
                cows += plot.cows
                if plot.partner is not None:
                    partners += 1
                continue
        # Fast path for the ordinary plot, so validating a table stays cheap next
        # to scoring it; anything unusual falls through to the detailed checks.
        if type(plot) is Plot:
            row, col, plot_cows, amount = plot.row, plot.col, plot.cows, plot.resources
            partner = plot.partner
            if (
                type(row) is int
                and type(col) is int
                and type(plot_cows) is int
                and type(amount) is int
                and type(plot.terrain) is Terrain
                and plot.bonus is False
                and (partner is None or type(partner) is Partner)
                and 1 <= row <= top
                and 1 <= col <= COLUMNS
                and plot_cows >= 0
                and 0 <= amount <= MAX_RESOURCES_PER_PLOT
                and (amount == 0 or plot.terrain is not _FARM)
                and row * 8 + col not in taken
            ):
                taken.add(row * 8 + col)
                cows += plot_cows
                if partner is not None:
                    partners += 1
                continue
        at: Path = (*here, "plots", index)
        wrong = [
            name
            for name in ("row", "col", "cows", "resources")
            if not _is_int(getattr(plot, name, None))
        ]
        for name in wrong:
            add(Problem((*at, name), ProblemCode.WRONG_TYPE, {"expected": "integer"}))
        terrain = getattr(plot, "terrain", None)
        if not isinstance(terrain, Terrain):
            add(Problem((*at, "terrain"), ProblemCode.WRONG_TYPE, {"expected": "terrain"}))
        partner = getattr(plot, "partner", None)
        if partner is not None and not isinstance(partner, Partner):
            add(Problem((*at, "partner"), ProblemCode.WRONG_TYPE, {"expected": "partner"}))
            partner = None
        bonus = getattr(plot, "bonus", False)
        if not isinstance(bonus, bool):
            add(Problem((*at, "bonus"), ProblemCode.WRONG_TYPE, {"expected": "boolean"}))
            bonus = False
        if wrong:
            continue

        row, col = plot.row, plot.col
        inside = True
        if limit is not None and not 1 <= row <= rows:
            add(Problem((*at, "row"), ProblemCode.ROW_OUTSIDE_GRID, {"row": row, "rows": rows}))
            inside = False
        if not 1 <= col <= COLUMNS:
            add(
                Problem(
                    (*at, "col"),
                    ProblemCode.COL_OUTSIDE_GRID,
                    {"col": col, "columns": COLUMNS},
                )
            )
            inside = False
        if inside:
            if row * 8 + col in taken:
                add(Problem(at, ProblemCode.CELL_TAKEN, {"row": row, "col": col}))
            taken.add(row * 8 + col)

        if bonus:
            if rows != ROWS_2_PLAYERS:
                add(Problem((*at, "bonus"), ProblemCode.BONUS_NEEDS_TEN_ROWS))
            elif bonus_seen:
                add(Problem((*at, "bonus"), ProblemCode.SECOND_BONUS))
            bonus_seen = True

        for name in ("cows", "resources"):
            value = getattr(plot, name)
            if value < 0:
                add(Problem((*at, name), ProblemCode.NEGATIVE_COUNT, {"count": value}))
        if plot.resources > MAX_RESOURCES_PER_PLOT:
            add(
                Problem(
                    (*at, "resources"),
                    ProblemCode.TOO_MANY_RESOURCES,
                    {"count": plot.resources, "limit": MAX_RESOURCES_PER_PLOT},
                )
            )
        elif plot.resources > 0 and terrain is Terrain.FARM:
            add(Problem((*at, "resources"), ProblemCode.FARM_WITH_RESOURCES))
        cows += max(plot.cows, 0)
        partners += partner is not None
    return cows, partners


def _plain(value: object) -> int | str:
    """A param the web layer can always print: ints stay ints, anything else its repr."""
    return value if _is_int(value) else repr(value)  # type: ignore[return-value]


def validate(
    game: Game, *, typed: bool = False, plain: list[PlainPlots | None] | None = None
) -> None:
    """Raise ``InvalidGame`` with every problem of ``game``; return quietly if it has none.

    ``typed`` and ``plain`` as for ``problems``."""
    found = problems(game, typed=typed, plain=plain)
    if found:
        raise InvalidGame(found)
