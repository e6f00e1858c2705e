"""What can be wrong with a JSON document, as codes with paths (no words here).

Readers collect every problem before giving up, so a client learns everything
wrong at once. The words for each code live in ``companion.words.formats``
and are chosen in the reader's language when shown.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from companion.games.problems import Path, Problem, Problems


class FormatCode(Enum):
    """Why a JSON document does not fit its format; the parameters each code carries."""

    UNKNOWN_FIELD = "unknown-field"
    """A key the format does not have; params: field."""
    REQUIRED = "required"
    """A field that must be present is missing."""
    INTEGER_REQUIRED = "integer-required"
    """A whole number is missing; params: low, high."""
    NOT_AN_INTEGER = "not-an-integer"
    """Something other than a whole number; params: low, high."""
    INTEGER_OUT_OF_RANGE = "integer-out-of-range"
    """A whole number outside its range; params: value, low, high."""
    NOT_A_CHOICE = "not-a-choice"
    """Not one of a closed set of words; params: choices."""
    NOT_NULL_OR_CHOICE = "not-null-or-choice"
    """Neither null nor one of a closed set of words; params: choices."""
    NOT_A_BOOLEAN = "not-a-boolean"
    """Something other than true or false."""
    NOT_A_GAME = "not-a-game"
    """A scores request that is not an object with ``players``."""
    PLAYERS_REQUIRED = "players-required"
    """A scores request without a list of players."""
    PLAYER_NOT_OBJECT = "player-not-object"
    """A Moon River player that is not an object with ``name`` and ``ranch``."""
    BROKEN_TEXT = "broken-text"
    """A string holding half of a UTF-16 surrogate pair (``\\ud800`` in JSON)."""
    NAME_CONTROL_CHARACTERS = "name-control-characters"
    """A name holding control characters (NUL and the like)."""
    NAME_BROKEN_CHARACTERS = "name-broken-characters"
    """A name holding half of a UTF-16 surrogate pair (``\\ud800`` in JSON)."""
    NAME_DIRECTION_CHARACTERS = "name-direction-characters"
    """A name holding characters that override the text's direction."""
    NAME_INVISIBLE = "name-invisible"
    """A name with nothing visible in it (spaces, zero-width characters)."""
    NAME_LENGTH = "name-length"
    """An empty or too long name; params: limit."""
    RANCH_REQUIRED = "ranch-required"
    """A ranch that is not an object with ``plots``."""
    ROWS = "rows"
    """A ranch height other than 5 or 10 rows."""
    PLOTS_REQUIRED = "plots-required"
    """A ranch without a list of plots."""
    PLOT_NOT_OBJECT = "plot-not-object"
    """A plot that is not an object with ``row``, ``col`` and ``terrain``."""
    TURN_NOT_OBJECT = "turn-not-object"
    """A River Dragons turn that is not an object with ``players`` and ``first_player``."""
    TURN_PLAYERS_REQUIRED = "turn-players-required"
    """A River Dragons turn without a list of players."""
    TURN_PLAYER_NOT_OBJECT = "turn-player-not-object"
    """A River Dragons player that is not an object with ``colour`` and ``cards``."""
    CARDS_REQUIRED = "cards-required"
    """A River Dragons player without the list of programmed cards."""
    NOT_AN_OBJECT = "not-an-object"
    """Something other than a JSON object where one is declared."""
    NOT_TEXT = "not-text"
    """Something other than a string where text is declared."""
    NOT_A_LIST = "not-a-list"
    """Something other than a list where one is declared."""
    LIST_LENGTH = "list-length"
    """A list too short or too long; params: low, high."""
    NOT_A_CARD = "not-a-card"
    """Neither an action nor a Dragon written ``{"dragon": colour}``; params: choices."""


class ContractError(Problems):
    """The document does not fit its format; ``problems`` lists every problem with its path."""


def choices(values: Any) -> tuple[str, ...]:
    """The allowed words of a closed set; the messages list them as each language lists
    alternatives ("a, b or c", "a、b或c"), so the words are kept apart here."""
    return tuple(value.value for value in values)


class Collector:
    """Gathers problems while a reader walks a document."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: Path, code: FormatCode, **params: Any) -> None:
        self.problems.append(Problem(path, code, params))

    def unknown_keys(self, data: dict, allowed: set[str] | frozenset[str], path: Path) -> None:
        for key in data:
            if key not in allowed:
                self.fail((*path, key), FormatCode.UNKNOWN_FIELD, field=str(key))
