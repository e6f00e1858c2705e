"""What the ranch editor's template needs (``editor_context``), above all the limits it checks
on the spot, with the sentence it shows for each.

The editor refuses a tap that would pass a limit of the box or of a plot and says
why, in the page's language, before anything is saved; the sentences are the
same ones the server gives when a saved ranch passes the limit, so the player
reads one wording wherever the limit is met. Cows and partners are counted for
the whole table: what the other seats hold is no longer in the box. So are the
specialists (T8): the page gets the other seats' count of each and the box's
supplies, and checks the whole table's counts as ``games.moonriver.supply`` does.
"""

from __future__ import annotations

from collections.abc import Iterable

from babel.lists import format_list
from flask_babel import get_locale, pgettext

from companion.games.moonriver.model import (
    COLUMNS,
    MAX_COWS_AT_TABLE,
    MAX_PARTNERS_AT_TABLE,
    MAX_PLOTS,
    MAX_RESOURCES_PER_PLOT,
    SPECIALIST_TOKENS,
    Partner,
    Problem,
    ProblemCode,
    Ranch,
    Terrain,
)
from companion.web.game_tables import moonriver_tables
from companion.words import arithmetic, say
from companion.words.moonriver import labels
from companion.words.moonriver.messages import PROBLEM_TEXTS, problem_message
from companion.words.moonriver.scorepad import ROWS


def _say(code: ProblemCode, **params) -> str:
    return problem_message(Problem((), code, params))


def editor_limits(rows: int, other_ranches: Iterable[Ranch | None]) -> dict:
    """What this seat may still add, and the sentence for each limit, ready for ``tojson``."""
    others = [ranch for ranch in other_ranches if ranch is not None]
    cows_elsewhere = sum(plot.cows for ranch in others for plot in ranch.plots)
    partners_elsewhere = sum(1 for ranch in others for plot in ranch.plots if plot.partner)
    plots = MAX_PLOTS[rows]
    return {
        "cows": max(MAX_COWS_AT_TABLE - cows_elsewhere, 0),
        "partners": max(MAX_PARTNERS_AT_TABLE - partners_elsewhere, 0),
        "specialists": _specialists_elsewhere(others),
        "specialist_tokens": list(SPECIALIST_TOKENS),
        "resources": MAX_RESOURCES_PER_PLOT,
        "plots": plots,
        "say": {
            "cows": _say(
                ProblemCode.TOO_MANY_COWS, count=MAX_COWS_AT_TABLE + 1, limit=MAX_COWS_AT_TABLE
            ),
            "partners": _say(
                ProblemCode.TOO_MANY_PARTNERS,
                count=MAX_PARTNERS_AT_TABLE + 1,
                limit=MAX_PARTNERS_AT_TABLE,
            ),
            "resources": _say(
                ProblemCode.TOO_MANY_RESOURCES,
                count=MAX_RESOURCES_PER_PLOT + 1,
                limit=MAX_RESOURCES_PER_PLOT,
            ),
            "no_symbols": _say(ProblemCode.FARM_WITH_RESOURCES),
            "plots": _say(ProblemCode.TOO_MANY_PLOTS, count=plots + 1, limit=plots),
            "bonus": _say(ProblemCode.SECOND_BONUS),
            **_specialist_sentences(),
        },
    }


def _specialists_elsewhere(others: list[Ranch]) -> dict[str, int]:
    """T8: how many of each specialist the other seats hold (every kind, 0 included)."""
    faces = [plot.partner for ranch in others for plot in ranch.plots]
    return {kind.value: faces.count(kind) for kind in Partner if kind.is_specialist}


def _specialist_sentences() -> dict[str, str]:
    """T8's two sentences with ``%(specialist)s``, ``%(count)s`` and ``%(limit)s`` left for
    the page to fill: more of a kind than any has (5), or more than the others leave room for."""
    blanks = {name: f"%({name})s" for name in ("specialist", "count", "limit")}
    return {
        "specialist": say(PROBLEM_TEXTS[ProblemCode.TOO_MANY_OF_A_SPECIALIST], **blanks),
        "specialists": say(PROBLEM_TEXTS[ProblemCode.SPECIALISTS_DO_NOT_FIT], **blanks),
    }


def editor_context(rows: int, other_ranches: Iterable[Ranch | None]) -> dict:
    """Everything templates/tables/_ranch_editor.html needs besides the form and the score."""
    return {
        "columns": COLUMNS,
        "terrains": list(Terrain),
        "partners": list(Partner),
        "limits": editor_limits(rows, other_ranches),
        "game_tables": moonriver_tables(),
        "arithmetic": arithmetic.for_js(),
        "names": _editor_names(),
        "tool_names": _tool_names(),
        "list_separator": _list_separator(),
    }


def _editor_names() -> dict:
    """The names the editor's live sums and spoken plot names use, for a JSON attribute.

    ``order`` lists each group's rows as the score pad has them: a JSON object's keys
    reach the browser sorted (Canyon before Desert), so the sums follow this list instead,
    the order of the results and the printed pad.
    """
    order: dict[str, list[str]] = {}
    for row in ROWS:
        order.setdefault(row.group, []).append(row.key)
    return {
        "terrains": {t.value: str(name) for t, name in labels.TERRAIN.items()},
        "partners": {p.value: str(name) for p, name in labels.PARTNER.items()},
        "rows": {row.key: str(row.label) for row in ROWS},
        "order": order,
    }


def _tool_names() -> dict[str, str]:
    """The name under each terrain's tool: the edition's term, or a shorter word meaning the
    same where the term is too wide for its tool at 360 px (Spanish "Campo de maíz")."""
    names = {t.value: str(name) for t, name in labels.TERRAIN.items()}
    names[Terrain.CORNFIELD.value] = pgettext(
        "the cornfield's name under its tool: one short word", "Cornfield"
    )
    return names


def _list_separator() -> str:
    """What stands between two items of a list in the page's language (", " or "、")."""
    text = format_list(["A", "B", "C"], locale=str(get_locale() or "en"))
    return text[1 : text.index("B")]
