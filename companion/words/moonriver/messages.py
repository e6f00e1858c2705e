"""Player-facing words for the game's problems and warnings, in the request's language.

The game package reports stable codes with plain parameters; this module is
where they become sentences, so the API, the pages and the command line all
say the same thing.
"""

from __future__ import annotations

from enum import Enum

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.formats.paths import format_path
from companion.games.moonriver.model import (
    Partner,
    Problem,
    ProblemCode,
    RanchWarning,
    Tiebreak,
    WarningCode,
)
from companion.i18n import clauses, list_text
from companion.words import N_, NP_, Plural, formats, say
from companion.words.moonriver import labels


def cell_name(cell: tuple[int, int]) -> str:
    row, col = cell
    return _("row %(row)d, column %(col)d", row=row, col=col)


PROBLEM_TEXTS: dict[Enum, str] = {
    **formats.TEXTS,
    ProblemCode.NO_PLAYERS: N_("A game needs at least one player."),
    ProblemCode.TOO_MANY_PLAYERS: N_(
        "Moon River is for 2 to 4 players, and one ranch alone can be scored as a check; "
        "this game has %(count)s."
    ),
    ProblemCode.DUPLICATE_NAME: N_(
        "Another player is already called “%(name)s”; names must differ."
    ),
    ProblemCode.TOO_MANY_COWS: N_(
        "The ranches hold %(count)s cows together, but the box has only %(limit)s."
    ),
    ProblemCode.TOO_MANY_PARTNERS: N_(
        "The ranches hold %(count)s partners together, but the box has only %(limit)s."
    ),
    # T8: %(specialist)s is the specialist's name, as in the partner list of the editor.
    ProblemCode.TOO_MANY_OF_A_SPECIALIST: N_(
        "%(specialist)s: %(count)s on the ranches, but the box has at most %(limit)s partner "
        "tokens of any one specialist."
    ),
    ProblemCode.SPECIALISTS_DO_NOT_FIT: N_(
        "%(specialist)s: %(count)s on the ranches, but with the other specialists there the "
        "box's partner tokens allow only %(limit)s."
    ),
    ProblemCode.BAD_ROWS: N_("A ranch has 5 rows (3 or 4 players) or 10 rows (2 players)."),
    ProblemCode.ROW_OUTSIDE_GRID: N_("row %(row)s is outside the %(rows)s-row grid"),
    ProblemCode.COL_OUTSIDE_GRID: N_("column %(col)s is outside the 5-column grid"),
    ProblemCode.CELL_TAKEN: N_("row %(row)s, column %(col)s already holds a plot"),
    ProblemCode.TOO_MANY_PLOTS: N_(
        "%(count)s plots do not fit: this ranch holds at most %(limit)s."
    ),
    ProblemCode.BONUS_NEEDS_TEN_ROWS: N_(
        "A bonus landscape tile exists only in a 2-player ranch of 10 rows."
    ),
    ProblemCode.GRID_FOR_PLAYERS: N_(
        "A game of %(players)s players is played on ranches of %(expected)s rows; "
        "this one has %(rows)s."
    ),
    ProblemCode.SECOND_BONUS: N_("A ranch can hold only one bonus landscape tile."),
    ProblemCode.FARM_WITH_RESOURCES: N_("A farm carries no resource symbols."),
    ProblemCode.SCENARIO_REQUIRED: N_(
        "Legends of the West is played with one scenario: choose it."
    ),
    ProblemCode.SCENARIO_NOT_ALLOWED: N_(
        "The base game has no scenario: leave it out or play Legends of the West."
    ),
    ProblemCode.NEGATIVE_COUNT: N_("%(count)s is not allowed: counts start at 0."),
    ProblemCode.TOO_MANY_RESOURCES: N_(
        "%(count)s resource symbols do not fit on one plot: at most %(limit)s."
    ),
    ProblemCode.WRONG_TYPE: N_("This value has the wrong type."),
}
"""Every problem a Moon River table can have: its JSON format's and its rules'."""

WARNING_TEXTS: dict[WarningCode, str | Plural] = {
    WarningCode.ODD_PLOT_COUNT: N_(
        "An odd number of plots is placed: plots come in dominoes, so one may be missing or extra."
    ),
    WarningCode.NOT_CONNECTED: NP_(
        "This plot does not connect to the river side through other plots: %(cells)s.",
        "These plots do not connect to the river side through other plots: %(cells)s.",
    ),
    WarningCode.COW_ON_CORNFIELD: NP_(
        "Cows cannot stand on a cornfield; this cow counts nowhere: %(cells)s.",
        "Cows cannot stand on a cornfield; these cows count nowhere: %(cells)s.",
    ),
    WarningCode.BONUS_BEFORE_ROW_TEN: N_(
        "A bonus landscape tile is earned by reaching the 10th row, but no plot of this ranch "
        "lies in row 10: %(cells)s."
    ),
}
"""Warnings name the plots they are about, so most have a singular and a plural."""


def problem_message(problem: Problem) -> str:
    """What is wrong, in the request's language (the path is said apart).

    A specialist comes as its word in the JSON format ("prospector") and is said by its
    name in the edition's terms.
    """
    params = dict(problem.params)
    if isinstance(kind := params.get("specialist"), str):
        params["specialist"] = labels.PARTNER[Partner(kind)]
    return say(PROBLEM_TEXTS[problem.code], **params)


def problem_path(problem: Problem) -> str:
    return format_path(problem.path)


def problem_json(problem: Problem, *prefix: str | int) -> dict[str, str]:
    """The API's error entry; ``prefix`` places a nested document's paths in the body."""
    return {"path": format_path((*prefix, *problem.path)), "message": problem_message(problem)}


def warning_message(warning: RanchWarning) -> str:
    cells = clauses(cell_name(cell) for cell in warning.plots)
    return say(WARNING_TEXTS[warning.code], len(warning.plots), cells=cells)


def warning_words() -> dict[str, object]:
    """The warning sentences for the browser's scorer, worded exactly as ``warning_message``.

    ``{"cell": "row %(row)d, column %(col)d", "<code>": [one plot, several plots], ...}``
    with ``%(cells)s`` left in each sentence for the page's script to fill (a plural
    choice of one form for 1 and another for more suits all five languages).
    """
    words: dict[str, object] = {"cell": _("row %(row)d, column %(col)d")}
    for code, text in WARNING_TEXTS.items():
        words[code.value] = [say(text, n, cells="%(cells)s") for n in (1, 2)]
    return words


def is_score_check(result) -> bool:
    """T7: one ranch alone is a score check, with no winner and no ranking."""
    return len(result.players) == 1


def winner_sentence(result) -> str:
    """Two sentences, not one ngettext: Chinese has one plural form, so a plural pair
    would collapse "Winner" and "Shared victory" into one string."""
    if is_score_check(result):
        return _("Score check: one ranch alone has no winner.")
    names = list_text(result.winners)
    if len(result.winners) > 1:
        return _("Shared victory: %(names)s", names=names)
    return _("Winner: %(names)s", names=names)


def explain_tiebreak(result) -> str | None:
    """One sentence saying how a tie on the highest total was settled (W2-W4), or None.

    ``result`` is a GameResult. Only the players tied on the highest total are
    compared, as the rulebooks say.
    """
    if result.tiebreak is None:
        return None
    top = max(p.score.total for p in result.players)
    tied = [p for p in result.players if p.score.total == top]
    winners = [p for p in tied if p.name in result.winners]
    others = [p for p in tied if p.name not in result.winners]
    if result.tiebreak is Tiebreak.LARGEST_TERRITORY:
        return _(
            "Tied on %(total)d; the largest territory decides: %(winner)d plots against %(other)d.",
            total=top,
            winner=winners[0].score.largest_territory,
            other=max(p.score.largest_territory for p in others),
        )
    if result.tiebreak is Tiebreak.COWS:
        return ngettext(
            "Tied on %(total)d and on the largest territory (%(num)d plot); "
            "the most cows decide: %(winner)d against %(other)d.",
            "Tied on %(total)d and on the largest territory (%(num)d plots); "
            "the most cows decide: %(winner)d against %(other)d.",
            winners[0].score.largest_territory,
            total=top,
            winner=winners[0].score.cows,
            other=max(
                p.score.cows
                for p in others
                if p.score.largest_territory == winners[0].score.largest_territory
            ),
        )
    return ngettext(
        "Tied on %(total)d, on the largest territory (%(num)d plot) and on cows (%(cows)d): "
        "the victory is shared.",
        "Tied on %(total)d, on the largest territory (%(num)d plots) and on cows (%(cows)d): "
        "the victory is shared.",
        winners[0].score.largest_territory,
        total=top,
        cows=winners[0].score.cows,
    )
