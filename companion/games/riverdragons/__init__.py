"""River Dragons: the set-up table and the dragon resolver, as pure game logic.

Standard library only, so the pages, the API and the tests share one
implementation of the rules and nothing here knows about HTTP or languages.
"""

from __future__ import annotations

from companion.games.riverdragons.marks import UNNAMED, dragon_choices, marked_programme
from companion.games.riverdragons.model import (
    ACTIONS,
    BoardSide,
    Card,
    CardKind,
    Colour,
)
from companion.games.riverdragons.resolve import (
    DragonPlay,
    InvalidTurn,
    Outcome,
    OutcomeKind,
    Problem,
    ProblemCode,
    ProgrammedPlayer,
    Reason,
    ReasonCode,
    SlotResolution,
    TurnResolution,
    resolve_turn,
)
from companion.games.riverdragons.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOTS,
    SetupRow,
    first_player_of_turn,
    next_first_player,
    setup_for,
)

__all__ = [
    "ACTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SLOTS",
    "UNNAMED",
    "BoardSide",
    "Card",
    "CardKind",
    "Colour",
    "DragonPlay",
    "InvalidTurn",
    "Outcome",
    "OutcomeKind",
    "Problem",
    "ProblemCode",
    "ProgrammedPlayer",
    "Reason",
    "ReasonCode",
    "SetupRow",
    "SlotResolution",
    "TurnResolution",
    "dragon_choices",
    "first_player_of_turn",
    "marked_programme",
    "next_first_player",
    "resolve_turn",
    "setup_for",
]
