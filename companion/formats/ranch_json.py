"""Read the public ranch and table JSON format into the game's value objects, and back.

A table is read once, one of two ways. A scores request's JSON text goes
through the declared contract (``contract.SCORES_REQUEST``), which decodes and
checks it in one pass. Whatever the contract turns down, and every document
that arrives already parsed, is read by ``_Reader``, which stops at nothing:
every field is checked and every problem is collected as a code with its path,
so a client learns everything wrong at once. A whole table must also have the
grid of its player count (G1, ``grid_problems``); every other rule of the game
(table limits, cells, farms without resources) is the engine's, checked when it
scores. No Flask here: the words for each code come from ``companion.words``.
"""

from __future__ import annotations

from typing import Any

import msgspec

from companion.formats import contract
from companion.formats.contract import MAX_NAME_LENGTH
from companion.formats.json_text import parse_json
from companion.formats.names import name_problem
from companion.formats.problems import Collector, ContractError, FormatCode, choices
from companion.games.moonriver import (
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
    grid_problems,
)

GRID_LIMIT = 1_000_000
"""Row and column numbers this far out are still read, so the grid check can say
"row 0 is outside the 5-row grid" instead of a bare range."""


# The fields come from the declared contract, so the reader that words problems knows the
# same keys.
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
        plots = [self.plot(raw, (*path, "plots", i)) for i, raw in enumerate(plots_data)]
        if rows is None or any(plot is None for plot in plots):
            return None
        return Ranch(rows=rows, plots=tuple(plots))  # type: ignore[arg-type]

    def plot(self, data: Any, path: tuple) -> Plot | None:
        """One plot, or None when it has problems (each of them collected)."""
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


def read_game_json(body: bytes | str) -> Game:
    """A scores request's JSON text as a Game: ValueError if it is not JSON at all,
    ContractError with every problem if it breaks the contract.

    The declared contract decodes and checks the body in one pass; msgspec stops
    at the first problem, so a body it turns down is parsed again and read by
    ``read_game``, which words every problem.
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


def _game_from_contract(request: contract.ScoresRequest) -> Game | None:
    """The Game of a decoded request; None for a name ``read_game`` must word (blank,
    invisible or holding characters no page can show)."""
    default_rows = ROWS_2_PLAYERS if len(request.players) == 2 else ROWS_3_4_PLAYERS
    players = []
    for player in request.players:
        name = player.name.strip()
        if not name or name_problem(player.name) is not None:
            return None
        plots = tuple(_game_plot(plot) for plot in player.ranch.plots)
        players.append(Player(name=name, ranch=Ranch(player.ranch.rows or default_rows, plots)))
    scenario = Scenario(request.scenario) if request.scenario is not None else None
    return Game(players=tuple(players), mode=Mode(request.mode), scenario=scenario)


def contract_ranch(ranch: contract.Ranch, default_rows: int) -> Ranch:
    """The game's ranch for a ranch the contract has decoded and checked (its height
    ``default_rows`` unless it says one)."""
    return Ranch(ranch.rows or default_rows, tuple(_game_plot(plot) for plot in ranch.plots))


def _game_plot(plot: contract.Plot) -> Plot:
    """The game's plot for a plot the contract has checked."""
    return Plot(
        row=plot.row,
        col=plot.col,
        terrain=Terrain(plot.terrain),
        cows=plot.cows,
        resources=plot.resources,
        partner=Partner(plot.partner) if plot.partner is not None else None,
        bonus=plot.bonus,
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
