"""The wording of a score's arithmetic ("Canyon: 7 plots × 3 cows = 21"), in the page's language.

Pages that work the sums out in the browser (the ranch editor's live score) get
these templates as one JSON object in a data attribute, so no English is ever
written in JavaScript. Placeholders are ``%(name)s``; counts come as a pair of
forms, ``one`` and ``other``, picked by the number (the rule of every language
the app speaks: Chinese has one form for both).
"""

from __future__ import annotations

from collections.abc import Callable

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.words.moonriver.labels import PARTNER, TERRAIN
from companion.words.moonriver.scorepad import ROWS


def _forms(say: Callable[[int], str]) -> dict[str, str]:
    """Both forms of a counted phrase, with the number left for the browser to fill in."""
    return {"one": say(1).replace("1", "%(num)s", 1), "other": say(2).replace("2", "%(num)s", 1)}


def _plots(n: int) -> str:
    return ngettext("%(num)d plot", "%(num)d plots", n)


def _cows(n: int) -> str:
    return ngettext("%(num)d cow", "%(num)d cows", n)


def _symbols(n: int) -> str:
    return ngettext("%(num)d symbol", "%(num)d symbols", n)


def arithmetic_words() -> dict:
    """Every template and name the live arithmetic needs, ready for ``tojson``."""
    return {
        "territory": _("%(terrain)s: %(plots)s × %(cows)s = %(points)s"),
        "resource": _("%(resource)s: %(symbols)s = %(points)s"),
        "partner": _("%(partner)s: %(partners)s × %(symbols)s = %(points)s"),
        "line": _("%(label)s: %(points)s"),
        "plots": _forms(_plots),
        "cows": _forms(_cows),
        "symbols": _forms(_symbols),
        "terrains": {terrain.value: str(name) for terrain, name in TERRAIN.items()},
        "partners": {partner.value: str(name) for partner, name in PARTNER.items()},
        "rows": {row.key: str(row.label) for row in ROWS},
    }
