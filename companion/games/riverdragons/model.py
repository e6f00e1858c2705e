"""The vocabulary of River Dragons: colours, card kinds, programmed cards, board sides.

Values are the stable strings the API and the forms use (``"place-2-planks"``,
``"pink"``); words for people come from the web layer in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Colour(Enum):
    """The six player colours, in the order the rulebook lists them."""

    PINK = "pink"
    BLACK = "black"
    BLUE = "blue"
    RED = "red"
    GREEN = "green"
    YELLOW = "yellow"


class CardKind(Enum):
    """What an Action card does; a Dragon card also names the colour it targets."""

    PLACE_1_STONE = "place-1-stone"
    PLACE_2_STONES = "place-2-stones"
    PLACE_1_PLANK = "place-1-plank"
    PLACE_2_PLANKS = "place-2-planks"
    REMOVE = "remove-plank-or-stone"
    MOVE_1 = "move-1"
    MOVE_2 = "move-2"
    JUMP = "jump"
    DRAGON = "dragon"
    ACTION = "action"
    """An action card nobody named: whether a move is cancelled depends only on where
    the Dragons lie, so players may resolve a turn without saying which actions they laid."""


ACTIONS: tuple[CardKind, ...] = tuple(
    k for k in CardKind if k not in (CardKind.DRAGON, CardKind.ACTION)
)
"""The eight action kinds, one card of each in every player's hand (inferred, see setup)."""


class BoardSide(Enum):
    ISLANDS = "islands"
    """The standard side: stones go on the 27 islands."""
    NO_ISLANDS = "no-islands"
    """The expert side: stones go straight into the water."""


@dataclass(frozen=True)
class Card:
    """One card a player programmed: an action, or a Dragon of ``colour``."""

    kind: CardKind
    colour: Colour | None = None
    """The Dragon's colour; None for every action card."""

    @classmethod
    def dragon(cls, colour: Colour) -> Card:
        return cls(CardKind.DRAGON, colour)

    @property
    def is_dragon(self) -> bool:
        return self.kind is CardKind.DRAGON

    @property
    def value(self) -> str | dict[str, str]:
        """The card as the API writes it: ``"jump"`` or ``{"dragon": "green"}``."""
        if self.is_dragon and self.colour is not None:
            return {"dragon": self.colour.value}
        return self.kind.value
