"""Player-facing words for the game's problems and warnings, in the request's language.

The game package reports stable codes with plain parameters; this module is
where they become sentences, so the API, the pages and the command line all
say the same thing.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.formats.paths import format_path
from companion.games.moonriver.model import (
    Problem,
    ProblemCode,
    RanchWarning,
    Tiebreak,
    WarningCode,
)
from companion.i18n import list_text


def cell_name(cell: tuple[int, int]) -> str:
    row, col = cell
    return _("row %(row)d, column %(col)d", row=row, col=col)


def problem_message(problem: Problem) -> str:
    p = problem.params
    code = problem.code
    if code is ProblemCode.NO_PLAYERS:
        return _("A game needs at least one player.")
    if code is ProblemCode.TOO_MANY_PLAYERS:
        return _("Moon River is for 1 to 4 players; this game has %(count)s.", count=p.get("count"))
    if code is ProblemCode.DUPLICATE_NAME:
        return _(
            "Another player is already called “%(name)s”; names must differ.", name=p.get("name")
        )
    if code is ProblemCode.TOO_MANY_COWS:
        return _(
            "The ranches hold %(count)s cows together, but the box has only %(limit)s.",
            count=p.get("count"),
            limit=p.get("limit", 32),
        )
    if code is ProblemCode.TOO_MANY_PARTNERS:
        return _(
            "The ranches hold %(count)s partners together, but the box has only %(limit)s.",
            count=p.get("count"),
            limit=p.get("limit", 20),
        )
    if code is ProblemCode.BAD_ROWS:
        return _("A ranch has 5 rows (3 or 4 players) or 10 rows (2 players).")
    if code is ProblemCode.ROW_OUTSIDE_GRID:
        return _(
            "row %(row)s is outside the %(rows)s-row grid", row=p.get("row"), rows=p.get("rows")
        )
    if code is ProblemCode.COL_OUTSIDE_GRID:
        return _("column %(col)s is outside the 5-column grid", col=p.get("col"))
    if code is ProblemCode.CELL_TAKEN:
        return _(
            "row %(row)s, column %(col)s already holds a plot", row=p.get("row"), col=p.get("col")
        )
    if code is ProblemCode.TOO_MANY_PLOTS:
        return _(
            "%(count)s plots do not fit: this ranch holds at most %(limit)s.",
            count=p.get("count"),
            limit=p.get("limit"),
        )
    if code is ProblemCode.BONUS_NEEDS_TEN_ROWS:
        return _("A bonus landscape tile exists only in a 2-player ranch of 10 rows.")
    if code is ProblemCode.SECOND_BONUS:
        return _("A ranch can hold only one bonus landscape tile.")
    if code is ProblemCode.FARM_WITH_RESOURCES:
        return _("A farm carries no resource symbols.")
    if code is ProblemCode.SCENARIO_REQUIRED:
        return _("Legends of the West is played with one scenario: choose it.")
    if code is ProblemCode.SCENARIO_NOT_ALLOWED:
        return _("The base game has no scenario: leave it out or play Legends of the West.")
    if code is ProblemCode.NEGATIVE_COUNT:
        return _("%(count)s is not allowed: counts start at 0.", count=p.get("count"))
    if code is ProblemCode.TOO_MANY_RESOURCES:
        return _(
            "%(count)s resource symbols do not fit on one plot: at most %(limit)s.",
            count=p.get("count"),
            limit=p.get("limit", 9),
        )
    if code is ProblemCode.WRONG_TYPE:
        return _("This value has the wrong type.")
    return code.value  # pragma: no cover - every code is listed above


def problem_path(problem: Problem) -> str:
    return format_path(problem.path)


def warning_message(warning: RanchWarning) -> str:
    cells = ", ".join(cell_name(cell) for cell in warning.plots)
    count = len(warning.plots)
    if warning.code is WarningCode.ODD_PLOT_COUNT:
        return _(
            "An odd number of plots is placed: plots come in dominoes, "
            "so one may be missing or extra."
        )
    if warning.code is WarningCode.NOT_CONNECTED:
        return ngettext(
            "This plot does not connect to the river side through other plots: %(cells)s.",
            "These plots do not connect to the river side through other plots: %(cells)s.",
            count,
            cells=cells,
        )
    if warning.code is WarningCode.COW_ON_CORNFIELD:
        return ngettext(
            "Cows cannot stand on a cornfield; this cow counts nowhere: %(cells)s.",
            "Cows cannot stand on a cornfield; these cows count nowhere: %(cells)s.",
            count,
            cells=cells,
        )
    return warning.code.value  # pragma: no cover


def winner_sentence(result) -> str:
    """Two sentences, not one ngettext: Chinese has one plural form, so a plural pair
    would collapse "Winner" and "Shared victory" into one string."""
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
        return _(
            "Tied on %(total)d and on the largest territory (%(size)d plots); "
            "the most cows decide: %(winner)d against %(other)d.",
            total=top,
            size=winners[0].score.largest_territory,
            winner=winners[0].score.cows,
            other=max(
                p.score.cows
                for p in others
                if p.score.largest_territory == winners[0].score.largest_territory
            ),
        )
    return _(
        "Tied on %(total)d, on the largest territory (%(size)d plots) and on cows (%(cows)d): "
        "the victory is shared.",
        total=top,
        size=winners[0].score.largest_territory,
        cows=winners[0].score.cows,
    )
