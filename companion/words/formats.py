"""The words for what can be wrong with a JSON document (``companion.formats``).

A problem's path says where; these texts say what, shortly, so that
``players[0].ranch.plots[2].cows: must be a whole number from 0 to 6`` reads
as one line. Both games' problem tables include these, so one function per
game words any problem a request can have.
"""

from __future__ import annotations

from companion.formats.problems import FormatCode
from companion.words import N_

TEXTS: dict[FormatCode, str] = {
    FormatCode.UNKNOWN_FIELD: N_("unknown field “%(field)s”"),
    FormatCode.REQUIRED: N_("is required"),
    FormatCode.INTEGER_REQUIRED: N_("is required: a whole number from %(low)d to %(high)d"),
    FormatCode.NOT_AN_INTEGER: N_("must be a whole number from %(low)d to %(high)d"),
    FormatCode.INTEGER_OUT_OF_RANGE: N_(
        "%(value)d is not allowed: use a whole number from %(low)d to %(high)d"
    ),
    FormatCode.NOT_A_CHOICE: N_("must be one of: %(choices)s"),
    FormatCode.NOT_NULL_OR_CHOICE: N_("must be null or one of: %(choices)s"),
    FormatCode.NOT_A_BOOLEAN: N_("must be true or false"),
    FormatCode.NOT_A_GAME: N_("The body must be a JSON object with “players”."),
    FormatCode.PLAYERS_REQUIRED: N_(
        "is required: a list of 2 to 4 players, or of 1 to score a single ranch as a check"
    ),
    FormatCode.PLAYER_NOT_OBJECT: N_("each player must be an object with “name” and “ranch”"),
    FormatCode.BROKEN_TEXT: N_(
        "holds a broken character (half of a UTF-16 surrogate pair): the whole request is refused"
    ),
    FormatCode.NAME_CONTROL_CHARACTERS: N_("a name cannot hold control characters"),
    FormatCode.NAME_BROKEN_CHARACTERS: N_(
        "a name cannot hold broken characters (half of a UTF-16 surrogate pair)"
    ),
    FormatCode.NAME_DIRECTION_CHARACTERS: N_(
        "a name cannot hold characters that change the text's direction"
    ),
    FormatCode.NAME_INVISIBLE: N_("a name needs at least one visible character"),
    FormatCode.NAME_LENGTH: N_("needs a name of 1 to %(limit)d characters"),
    FormatCode.RANCH_REQUIRED: N_("is required: an object with “plots”"),
    FormatCode.ROWS: N_("must be 5 (3 or 4 players) or 10 (2 players)"),
    FormatCode.PLOTS_REQUIRED: N_("is required: a list of plots (it may be empty)"),
    FormatCode.PLOT_NOT_OBJECT: N_("each plot must be an object with “row”, “col” and “terrain”"),
    FormatCode.TURN_NOT_OBJECT: N_("must be an object with “players” and “first_player”"),
    FormatCode.TURN_PLAYERS_REQUIRED: N_("must be a list of 2 to 6 players in clockwise order"),
    FormatCode.TURN_PLAYER_NOT_OBJECT: N_("must be an object with “colour” and “cards”"),
    FormatCode.CARDS_REQUIRED: N_("must be a list of the 5 cards, slot 1 first"),
    FormatCode.NOT_AN_OBJECT: N_("must be a JSON object"),
    FormatCode.NOT_TEXT: N_("must be text"),
    FormatCode.NOT_A_LIST: N_("must be a list"),
    FormatCode.LIST_LENGTH: N_("must be a list of %(low)d to %(high)d items"),
    FormatCode.NOT_A_CARD: N_(
        'must be an action (%(choices)s) or a Dragon written {"dragon": colour}'
    ),
}
