"""River Dragons words for people: colour and card names, outcome reasons, broken rules.

The game package reports stable codes with plain parameters; this module turns
them into sentences in the request's language, so the API and the pages say
the same thing. A colour is also a player's name at the table ("Pink").
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from babel.lists import format_list
from flask_babel import get_locale
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

from companion.formats.paths import format_path
from companion.games.riverdragons import (
    Card,
    CardKind,
    Colour,
    OutcomeKind,
    Problem,
    ProblemCode,
    Reason,
    ReasonCode,
)
from companion.i18n import list_text
from companion.words import N_, Plural, formats, say

COLOUR_NAMES = {
    Colour.PINK: _l("Pink"),
    Colour.BLACK: _l("Black"),
    Colour.BLUE: _l("Blue"),
    Colour.RED: _l("Red"),
    Colour.GREEN: _l("Green"),
    Colour.YELLOW: _l("Yellow"),
}

CARD_NAMES = {
    CardKind.PLACE_1_STONE: _l("Place 1 stone"),
    CardKind.PLACE_2_STONES: _l("Place 2 stones"),
    CardKind.PLACE_1_PLANK: _l("Place 1 plank"),
    CardKind.PLACE_2_PLANKS: _l("Place 2 planks"),
    CardKind.REMOVE: _l("Remove 1 plank or 1 stone"),
    CardKind.MOVE_1: _l("1 move"),
    CardKind.MOVE_2: _l("2 moves"),
    CardKind.JUMP: _l("Jump over another pawn"),
    CardKind.DRAGON: _l("Dragon"),
    CardKind.ACTION: _l("Action"),
}


OUTCOME_NAMES = {
    OutcomeKind.PERFORMED: _l("Performed"),
    OutcomeKind.CANCELLED: _l("Cancelled"),
    OutcomeKind.DRAGON: _l("Dragon: no action"),
}
"""What happens to a programmed card, in a word or two (the resolver's result table)."""


def colour_name(colour: Colour | str) -> str:
    return str(COLOUR_NAMES[Colour(colour)])


def colour_names(colours: Iterable[Colour | str]) -> str:
    """Several colours as one phrase in the reader's language ("Pink and Blue")."""
    return format_list([colour_name(c) for c in colours], locale=str(get_locale() or "en"))


def card_name(card: Card) -> str:
    if card.is_dragon and card.colour is not None:
        return _("Dragon (%(colour)s)", colour=colour_name(card.colour))
    return str(CARD_NAMES[card.kind])


REASON_TEXTS: dict[ReasonCode, str | Plural] = {
    ReasonCode.PERFORMED: N_("%(player)s must carry out this action."),
    ReasonCode.CANCELLED_BY_DRAGON: N_(
        "Cancelled: %(players)s played a Dragon aimed at %(player)s."
    ),
    ReasonCode.DRAGON_CANCELS_ACTION: N_(
        "Plays no action; cancels the “%(action)s” card of %(target)s."
    ),
    ReasonCode.DRAGON_MEETS_DRAGON: N_(
        "Plays no action; %(target)s also played a Dragon here, and Dragons do not cancel Dragons."
    ),
}

CANCELLED_ONCE = N_("Cancelled once: %(players)s each played a Dragon aimed at %(player)s.")
"""Several Dragons on one card: a sentence of its own, not the plural of "Cancelled"
(Chinese has one plural form, which would show only one of the two)."""

CANCELS_UNNAMED_ACTION = N_("Plays no action; cancels the action of %(target)s.")
"""When nobody said which action the target laid, the action is not named."""

PROBLEM_TEXTS: dict[Enum, str] = {
    **formats.TEXTS,
    ProblemCode.PLAYER_COUNT: N_("River Dragons is for 2 to 6 players; this turn has %(count)s."),
    ProblemCode.DUPLICATE_COLOUR: N_(
        "%(colour)s is already taken by another player; colours must differ."
    ),
    ProblemCode.COLOUR_NOT_IN_PLAY: N_(
        "%(colour)s is not in play with %(players)s players; the colours are %(allowed)s."
    ),
    ProblemCode.CARD_COUNT: N_(
        "Each player programs exactly %(expected)s cards; here there are %(count)s."
    ),
    ProblemCode.TOO_MANY_DRAGONS: N_(
        "A player may play only one Dragon per turn; here there are Dragons in slots %(slots)s."
    ),
    ProblemCode.DUPLICATE_ACTION: N_(
        "Each hand holds each Action card once, but “%(action)s” is in slots %(slots)s."
    ),
    ProblemCode.DRAGON_WITHOUT_COLOUR: N_("A Dragon card needs its colour."),
    ProblemCode.ACTION_WITH_COLOUR: N_("Only a Dragon card has a colour."),
    ProblemCode.DRAGON_NOT_IN_PLAY: N_(
        "Nobody plays %(colour)s in this game, so its Dragons are back in the box."
    ),
    ProblemCode.OWN_DRAGON: N_("Nobody holds a Dragon of their own colour (%(colour)s)."),
    ProblemCode.FIRST_PLAYER_NOT_SEATED: N_(
        "The first player (%(colour)s) must be one of the players."
    ),
}
"""Every problem a programmed turn can have: its JSON shape's and the game's rules'."""


def _shown(params: dict) -> dict:
    """Parameters as the reader sees them: colours by name, lists as phrases.

    A code's parameters are plain values (``"pink"``, ``["pink", "blue"]``); which
    ones name colours is the same for every code, so one place words them.
    """
    shown = dict(params)
    for key in ("colour", "target", "player"):
        if key in shown:
            shown[key] = colour_name(shown[key])
    for key in ("allowed", "by"):
        if key in shown:
            shown[key] = colour_names(shown[key])
    if "action" in shown:
        shown["action"] = str(CARD_NAMES[CardKind(shown["action"])])
    if "slots" in shown:
        shown["slots"] = list_text(shown["slots"])
    return shown


def reason_message(player: Colour, reason: Reason) -> str:
    text = REASON_TEXTS[reason.code]
    if (
        reason.code is ReasonCode.DRAGON_CANCELS_ACTION
        and reason.params.get("action") == CardKind.ACTION.value
    ):
        text = CANCELS_UNNAMED_ACTION
    count = len(reason.params.get("by", ()))
    if reason.code is ReasonCode.CANCELLED_BY_DRAGON and count > 1:
        text = CANCELLED_ONCE
    shown = _shown({**reason.params, "player": player})
    return say(text, count, players=shown.pop("by", ""), **shown)


def problem_message(problem: Problem) -> str:
    """What is wrong, in the request's language (the path is said apart)."""
    return say(PROBLEM_TEXTS[problem.code], **_shown(problem.params))


def problem_json(problem: Problem, *prefix: str | int) -> dict[str, str]:
    """The API's error entry; ``prefix`` places a nested document's paths in the body."""
    return {"path": format_path((*prefix, *problem.path)), "message": problem_message(problem)}
