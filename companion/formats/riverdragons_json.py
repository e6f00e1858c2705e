"""Read a programmed River Dragons turn from its JSON shape (the API body, or a form).

Shape: ``{"players": [{"colour": "pink", "cards": ["move-1", {"dragon": "green"},
...]}], "first_player": "pink"}``, players in clockwise seating order. Every
shape problem is collected with its path; the game's own rules are checked
afterwards by ``resolve_turn``.
"""

from __future__ import annotations

from typing import Any

from companion.formats import contract
from companion.formats.problems import Collector, ContractError, FormatCode, choices
from companion.games.riverdragons import Card, CardKind, Colour, ProgrammedPlayer

# The fields come from the declared contract (its OpenAPI schema is made from it too).
TURN_KEYS = frozenset(contract.RiverDragonsResolutionRequest.__struct_fields__)
PLAYER_KEYS = frozenset(contract.RiverDragonsPlayer.__struct_fields__)
MAX_LIST = 50
"""Longer lists are refused outright instead of being read item by item."""


class TurnContractError(ContractError):
    """A turn that does not fit its JSON shape; ``problems`` lists every problem."""


class _Reader(Collector):
    def colour(self, value: Any, path: tuple) -> Colour | None:
        if isinstance(value, str):
            try:
                return Colour(value)
            except ValueError:
                pass
        self.fail(path, FormatCode.NOT_A_CHOICE, choices=choices(Colour))
        return None

    def card(self, value: Any, path: tuple) -> Card | None:
        if isinstance(value, str):
            try:
                return Card(CardKind(value))
            except ValueError:
                pass
        elif isinstance(value, dict) and set(value) == {"dragon"}:
            colour = self.colour(value["dragon"], (*path, "dragon"))
            return Card.dragon(colour) if colour else None
        elif isinstance(value, dict) and "dragon" in value:
            self.unknown_keys(value, {"dragon"}, path)
            return None
        self.fail(
            path,
            FormatCode.NOT_A_CARD,
            choices=choices(k for k in CardKind if k is not CardKind.DRAGON),
        )
        return None

    def player(self, data: Any, path: tuple) -> ProgrammedPlayer | None:
        if not isinstance(data, dict):
            self.fail(path, FormatCode.TURN_PLAYER_NOT_OBJECT)
            return None
        self.unknown_keys(data, PLAYER_KEYS, path)
        colour = None
        if "colour" not in data:
            self.fail((*path, "colour"), FormatCode.REQUIRED)
        else:
            colour = self.colour(data["colour"], (*path, "colour"))
        cards_data = data.get("cards")
        if not isinstance(cards_data, list) or len(cards_data) > MAX_LIST:
            self.fail((*path, "cards"), FormatCode.CARDS_REQUIRED)
            return None
        cards = [self.card(c, (*path, "cards", i)) for i, c in enumerate(cards_data)]
        if colour is None or any(c is None for c in cards):
            return None
        return ProgrammedPlayer(colour, tuple(c for c in cards if c is not None))


def read_turn(data: Any) -> tuple[list[ProgrammedPlayer], Colour]:
    """The players (clockwise) and the first player; raises TurnContractError."""
    reader = _Reader()
    if not isinstance(data, dict):
        reader.fail((), FormatCode.TURN_NOT_OBJECT)
        raise TurnContractError(reader.problems)
    reader.unknown_keys(data, TURN_KEYS, ())
    players_data = data.get("players")
    players: list[ProgrammedPlayer | None] = []
    if not isinstance(players_data, list) or len(players_data) > MAX_LIST:
        reader.fail(("players",), FormatCode.TURN_PLAYERS_REQUIRED)
    else:
        players = [reader.player(p, ("players", i)) for i, p in enumerate(players_data)]
    first = None
    if "first_player" not in data:
        reader.fail(("first_player",), FormatCode.REQUIRED)
    else:
        first = reader.colour(data["first_player"], ("first_player",))
    if reader.problems or first is None:
        raise TurnContractError(reader.problems)
    return [p for p in players if p is not None], first
