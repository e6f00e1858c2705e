"""Read the public ranch and table JSON format into the game's value objects, and back.

Reading stops at nothing: every field is checked and every problem is
collected as a code with its path, so a client learns everything wrong at
once. Rules of the game itself (table limits, grid, farms without resources)
are checked afterwards by ``companion.games.moonriver.validate``. No Flask
here: the words for each code come from ``companion.words``.
"""

from __future__ import annotations

from typing import Any

import msgspec

from companion.formats import contract
from companion.formats.contract import MAX_NAME_LENGTH
from companion.formats.json_text import parse_json
from companion.formats.names import name_problem
from companion.formats.problems import Collector, ContractError, FormatCode, choices
from companion.games.moonriver.frozen import build
from companion.games.moonriver.model import (
    MAX_COWS_PER_PLOT_INPUT,
    MAX_RESOURCES_PER_PLOT,
    ROWS_2_PLAYERS,
    ROWS_3_4_PLAYERS,
    Game,
    Mode,
    Partner,
    Player,
    Plot,
    Ranch,
    Scenario,
    Terrain,
)
from companion.games.moonriver.validation import grid_problems

GRID_LIMIT = 1_000_000
"""Row and column numbers this far out are still read, so the grid check can say
"row 0 is outside the 5-row grid" instead of a bare range."""


# The fields come from the declared contract, so the slow reader knows the same keys.
GAME_KEYS = frozenset(contract.ScoresRequest.__struct_fields__)
PLAYER_KEYS = frozenset(contract.Player.__struct_fields__)
RANCH_KEYS = frozenset(contract.Ranch.__struct_fields__)
PLOT_KEYS = frozenset(contract.Plot.__struct_fields__)


class _Reader(Collector):
    def integer(self, data: dict, key: str, path: tuple, low: int, high: int, default=None):
        value = data.get(key, default)
        if key not in data and default is None:
            self.fail((*path, key), FormatCode.INTEGER_REQUIRED, low=low, high=high)
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail((*path, key), FormatCode.NOT_AN_INTEGER, low=low, high=high)
            return None
        if not low <= value <= high:
            self.fail(
                (*path, key), FormatCode.INTEGER_OUT_OF_RANGE, value=value, low=low, high=high
            )
            return None
        return value

    def game(self, data: Any) -> Game | None:
        if not isinstance(data, dict):
            self.fail((), FormatCode.NOT_A_GAME)
            return None
        self.unknown_keys(data, GAME_KEYS, ())
        mode = Mode.BASE
        raw_mode = data.get("mode", "base")
        try:
            mode = Mode(raw_mode)
        except ValueError:
            self.fail(("mode",), FormatCode.NOT_A_CHOICE, choices=choices(Mode))
        scenario = None
        raw_scenario = data.get("scenario")
        if raw_scenario is not None:
            try:
                scenario = Scenario(raw_scenario)
            except ValueError:
                self.fail(("scenario",), FormatCode.NOT_A_CHOICE, choices=choices(Scenario))
        players_data = data.get("players")
        if not isinstance(players_data, list):
            self.fail(("players",), FormatCode.PLAYERS_REQUIRED)
            return None
        default_rows = ROWS_2_PLAYERS if len(players_data) == 2 else ROWS_3_4_PLAYERS
        players = [self.player(p, ("players", i), default_rows) for i, p in enumerate(players_data)]
        if self.problems:
            return None
        return Game(players=tuple(players), mode=mode, scenario=scenario)  # type: ignore[arg-type]

    def player(self, data: Any, path: tuple, default_rows: int) -> Player | None:
        if not isinstance(data, dict):
            self.fail(path, FormatCode.PLAYER_NOT_OBJECT)
            return None
        self.unknown_keys(data, PLAYER_KEYS, path)
        name = data.get("name")
        fault = name_problem(name) if isinstance(name, str) else None
        if fault is not None:
            self.fail((*path, "name"), fault)
            name = None
        elif not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME_LENGTH:
            self.fail((*path, "name"), FormatCode.NAME_LENGTH, limit=MAX_NAME_LENGTH)
            name = None
        ranch = self.ranch(data.get("ranch"), (*path, "ranch"), default_rows)
        if name is None or ranch is None:
            return None
        return Player(name=name.strip(), ranch=ranch)

    def ranch(self, data: Any, path: tuple, default_rows: int) -> Ranch | None:
        if not isinstance(data, dict):
            self.fail(path, FormatCode.RANCH_REQUIRED)
            return None
        self.unknown_keys(data, RANCH_KEYS, path)
        rows = data.get("rows", default_rows)
        if type(rows) is not int or rows not in (ROWS_3_4_PLAYERS, ROWS_2_PLAYERS):  # not 5.0
            self.fail((*path, "rows"), FormatCode.ROWS)
            rows = None
        plots_data = data.get("plots")
        if not isinstance(plots_data, list):
            self.fail((*path, "plots"), FormatCode.PLOTS_REQUIRED)
            return None
        # Paths are only worth building for the rare plot the fast path turns down.
        plots = [_well_formed_plot(p) for p in plots_data]
        if any(plot is None for plot in plots):
            plots = [
                plot if plot is not None else self.checked_plot(raw, (*path, "plots", i))
                for i, (plot, raw) in enumerate(zip(plots, plots_data, strict=True))
            ]
        if rows is None or any(plot is None for plot in plots):
            return None
        return Ranch(rows=rows, plots=tuple(plots))  # type: ignore[arg-type]

    def checked_plot(self, data: Any, path: tuple) -> Plot | None:
        """The slow path: find and word every problem of one plot."""
        if not isinstance(data, dict):
            self.fail(path, FormatCode.PLOT_NOT_OBJECT)
            return None
        before = len(self.problems)
        self.unknown_keys(data, PLOT_KEYS, path)
        # Wide ranges here: the grid check (with the ranch's own height) speaks more plainly.
        row = self.integer(data, "row", path, -GRID_LIMIT, GRID_LIMIT)
        col = self.integer(data, "col", path, -GRID_LIMIT, GRID_LIMIT)
        terrain = None
        raw_terrain = data.get("terrain")
        try:
            terrain = Terrain(raw_terrain)
        except ValueError:
            self.fail((*path, "terrain"), FormatCode.NOT_A_CHOICE, choices=choices(Terrain))
        cows = self.integer(data, "cows", path, 0, MAX_COWS_PER_PLOT_INPUT, default=0)
        resources = self.integer(data, "resources", path, 0, MAX_RESOURCES_PER_PLOT, default=0)
        partner = None
        raw_partner = data.get("partner")
        if raw_partner is not None:
            try:
                partner = Partner(raw_partner)
            except ValueError:
                self.fail(
                    (*path, "partner"), FormatCode.NOT_NULL_OR_CHOICE, choices=choices(Partner)
                )
        bonus = data.get("bonus", False)
        if not isinstance(bonus, bool):
            self.fail((*path, "bonus"), FormatCode.NOT_A_BOOLEAN)
        if len(self.problems) > before:
            return None
        return Plot(
            row=row,
            col=col,
            terrain=terrain,
            cows=cows,
            resources=resources,  # type: ignore[arg-type]
            partner=partner,
            bonus=bonus,
        )


_TERRAINS = {t.value: t for t in Terrain}
_PARTNERS = {p.value: p for p in Partner}
_PARTNERS[None] = None  # type: ignore[index]


def _well_formed_plot(data: Any) -> Plot | None:
    """A plot that is plainly right, read without ceremony; None sends it to the checks.

    Nearly every plot a client sends is well formed, and a table has up to 196,
    so this fast path is what keeps the API close to a bare endpoint's speed
    (``frozen.build`` makes the plot without the slow frozen ``__init__``).
    """
    if type(data) is not dict or not data.keys() <= PLOT_KEYS:
        return None
    row, col = data.get("row"), data.get("col")
    cows, resources = data.get("cows", 0), data.get("resources", 0)
    bonus = data.get("bonus", False)
    terrain_value = data.get("terrain")
    # Only a string may be looked up: a list or object here is unhashable.
    terrain = _TERRAINS.get(terrain_value) if type(terrain_value) is str else None
    partner_value = data.get("partner")
    if (
        type(row) is not int
        or type(col) is not int
        or type(cows) is not int
        or type(resources) is not int
        or type(bonus) is not bool
        or terrain is None
        or not (1 <= row <= 99 and 1 <= col <= 99)
        or not 0 <= cows <= MAX_COWS_PER_PLOT_INPUT
        or not 0 <= resources <= MAX_RESOURCES_PER_PLOT
        or (type(partner_value) is not str and partner_value is not None)
        or partner_value not in _PARTNERS
    ):
        return None
    return build(
        Plot,
        row=row,
        col=col,
        terrain=terrain,
        cows=cows,
        resources=resources,
        partner=_PARTNERS[partner_value],
        bonus=bonus,
    )


_MODES = {m.value: m for m in Mode}
_SCENARIOS = {s.value: s for s in Scenario}
_SCENARIOS[None] = None  # type: ignore[index]


def read_game_json(body: bytes | str) -> Game:
    """A scores request's JSON text as a Game: ValueError if it is not JSON at all,
    ContractError with every problem if it breaks the contract.

    The declared contract decodes and checks the body in one pass; only a body
    it turns down is parsed again and read by the slow path, which finds every
    problem instead of the first.
    """
    try:
        request = contract.SCORES_REQUEST.decode(body)
    except msgspec.MsgspecError:
        return read_game(parse_json(body))
    game = _game_from_contract(request)
    return _whole_table(game) if game is not None else read_game(parse_json(body))


def _whole_table(game: Game) -> Game:
    """The game, if its ranches have the grid of its player count (else ContractError)."""
    grid = grid_problems(game)
    if grid:
        raise ContractError(grid)
    return game


_KNOWN_PLOTS: dict[contract.Plot, Plot] = {}
"""The game's plot for each declared plot seen lately. Plots are immutable values and
tables repeat them (a forest with one cow, an empty prairie), so making each once saves
most of the reading."""
KNOWN_PLOTS_LIMIT = 20_000


def _game_plot(plot: contract.Plot) -> Plot:
    if len(_KNOWN_PLOTS) >= KNOWN_PLOTS_LIMIT:
        _KNOWN_PLOTS.clear()
    # The constructor, not ``build``: it is slower, but a plot is made once and read by
    # every scoring of it, and fields set this way are quicker to read (``build`` leaves
    # them in a separate ``__dict__``).
    made = _KNOWN_PLOTS[plot] = Plot(
        row=plot.row,
        col=plot.col,
        terrain=_TERRAINS[plot.terrain],
        cows=plot.cows,
        resources=plot.resources,
        partner=_PARTNERS[plot.partner],
        bonus=plot.bonus,
    )
    return made


def _game_from_contract(request: contract.ScoresRequest) -> Game | None:
    """The Game of a decoded request; None for a name the slow path must word (blank,
    invisible or holding characters no page can show)."""
    rows = ROWS_2_PLAYERS if len(request.players) == 2 else ROWS_3_4_PLAYERS
    players = []
    for player in request.players:
        name = player.name.strip()
        if not name or name_problem(player.name) is not None:
            return None
        ranch = player.ranch
        plots = tuple([_KNOWN_PLOTS.get(plot) or _game_plot(plot) for plot in ranch.plots])
        # ``build``: every field is given and already checked, so skip the frozen __init__.
        players.append(
            build(Player, name=name, ranch=build(Ranch, rows=ranch.rows or rows, plots=plots))
        )
    return build(
        Game,
        players=tuple(players),
        mode=_MODES[request.mode],
        scenario=_SCENARIOS[request.scenario],
    )


def read_game(data: Any) -> Game:
    """A scores request as a Game, or ContractError with every problem."""
    reader = _Reader()
    game = reader.game(data)
    if reader.problems or game is None:
        raise ContractError(reader.problems)
    return _whole_table(game)


def read_ranch(data: Any, rows: int = ROWS_3_4_PLAYERS) -> Ranch:
    """A single ranch object as a Ranch, or ContractError."""
    reader = _Reader()
    ranch = reader.ranch(data, (), rows)
    if reader.problems or ranch is None:
        raise ContractError(reader.problems)
    return ranch


def ranch_to_json(ranch: Ranch) -> dict[str, Any]:
    """The inverse of read_ranch, with defaults left out to keep saves small."""
    plots = []
    for plot in ranch.plots:
        item: dict[str, Any] = {"row": plot.row, "col": plot.col, "terrain": plot.terrain.value}
        if plot.cows:
            item["cows"] = plot.cows
        if plot.resources:
            item["resources"] = plot.resources
        if plot.partner is not None:
            item["partner"] = plot.partner.value
        if plot.bonus:
            item["bonus"] = True
        plots.append(item)
    return {"rows": ranch.rows, "plots": plots}


def game_to_json(game: Game) -> dict[str, Any]:
    """The inverse of read_game: a scores request for ``game``."""
    data: dict[str, Any] = {"mode": game.mode.value}
    if game.scenario is not None:
        data["scenario"] = game.scenario.value
    data["players"] = [
        {"name": player.name, "ranch": ranch_to_json(player.ranch)} for player in game.players
    ]
    return data
