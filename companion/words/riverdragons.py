"""River Dragons words for people: colour and card names, outcome reasons, broken rules.

The game package reports stable codes with plain parameters; this module turns
them into sentences in the request's language, so the API and the pages say
the same thing. A colour is also a player's name at the table ("Pink").
"""

from __future__ import annotations

from collections.abc import Iterable

from babel.lists import format_list
from flask_babel import get_locale
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l

from companion.formats.paths import format_path
from companion.games.riverdragons import Card, CardKind, Colour, Problem, ProblemCode, Reason
from companion.i18n import list_text

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


def colour_name(colour: Colour | str) -> str:
    return str(COLOUR_NAMES[Colour(colour)])


def colour_names(colours: Iterable[Colour | str]) -> str:
    """Several colours as one phrase in the reader's language ("Pink and Blue")."""
    return format_list([colour_name(c) for c in colours], locale=str(get_locale() or "en"))


def card_name(card: Card) -> str:
    if card.is_dragon and card.colour is not None:
        return _("Dragon (%(colour)s)", colour=colour_name(card.colour))
    return str(CARD_NAMES[card.kind])


def reason_message(player: Colour, reason: Reason) -> str:
    p = reason.params
    if reason.code == "performed":
        return _("%(player)s must carry out this action.", player=colour_name(player))
    if reason.code == "cancelled-by-dragon":
        # Two sentences, not one ngettext: Chinese has a single plural form.
        if len(p["by"]) > 1:
            return _(
                "Cancelled once: %(players)s each played a Dragon aimed at %(player)s.",
                players=colour_names(p["by"]),
                player=colour_name(player),
            )
        return _(
            "Cancelled: %(players)s played a Dragon aimed at %(player)s.",
            players=colour_names(p["by"]),
            player=colour_name(player),
        )
    if reason.code == "dragon-cancels-action" and p["action"] == CardKind.ACTION.value:
        return _(
            "Plays no action; cancels the action of %(target)s.", target=colour_name(p["target"])
        )
    if reason.code == "dragon-cancels-action":
        return _(
            "Plays no action; cancels the “%(action)s” card of %(target)s.",
            action=str(CARD_NAMES[CardKind(p["action"])]),
            target=colour_name(p["target"]),
        )
    if reason.code == "dragon-meets-dragon":
        return _(
            "Plays no action; %(target)s also played a Dragon here, and Dragons do not "
            "cancel Dragons.",
            target=colour_name(p["target"]),
        )
    return reason.code  # pragma: no cover - every code the resolver gives is listed above


def problem_message(problem: Problem) -> str:
    p = problem.params
    code = problem.code
    if code is ProblemCode.PLAYER_COUNT:
        return _("River Dragons is for 2 to 6 players; this turn has %(count)s.", count=p["count"])
    if code is ProblemCode.DUPLICATE_COLOUR:
        return _(
            "%(colour)s is already taken by another player; colours must differ.",
            colour=colour_name(p["colour"]),
        )
    if code is ProblemCode.COLOUR_NOT_IN_PLAY:
        return _(
            "%(colour)s is not in play with %(players)s players; the colours are %(allowed)s.",
            colour=colour_name(p["colour"]),
            players=p["players"],
            allowed=colour_names(p["allowed"]),
        )
    if code is ProblemCode.CARD_COUNT:
        return _(
            "Each player programs exactly %(expected)s cards; here there are %(count)s.",
            expected=p["expected"],
            count=p["count"],
        )
    if code is ProblemCode.TOO_MANY_DRAGONS:
        return _(
            "A player may play only one Dragon per turn; here there are Dragons in slots "
            "%(slots)s.",
            slots=list_text(p["slots"]),
        )
    if code is ProblemCode.DRAGON_WITHOUT_COLOUR:
        return _("A Dragon card needs its colour.")
    if code is ProblemCode.ACTION_WITH_COLOUR:
        return _("Only a Dragon card has a colour.")
    if code is ProblemCode.DRAGON_NOT_IN_PLAY:
        return _(
            "Nobody plays %(colour)s in this game, so its Dragons are back in the box.",
            colour=colour_name(p["colour"]),
        )
    if code is ProblemCode.OWN_DRAGON:
        return _(
            "Nobody holds a Dragon of their own colour (%(colour)s).",
            colour=colour_name(p["colour"]),
        )
    if code is ProblemCode.FIRST_PLAYER_NOT_SEATED:
        return _(
            "The first player (%(colour)s) must be one of the players.",
            colour=colour_name(p["colour"]),
        )
    return code.value  # pragma: no cover - every code is listed above


def problem_json(problem: Problem) -> dict[str, str]:
    return {"path": format_path(problem.path), "message": problem_message(problem)}
