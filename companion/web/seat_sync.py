"""The words a seat's save runtime (static/seat-sync.js) needs, in the page's language.

The browser scores every change itself (static/moonriver-score.js) and words
its warnings as the server does; when two phones changed one field of a plot
differently it names the field and both values ("Cows: 1 (this phone)"), and
when another phone replaced what this phone had saved it says which, and
what it was. The script holds no language of its own: everything it shows
comes from here, through one data attribute.
"""

from __future__ import annotations

from flask_babel import gettext as _

from companion.i18n import punctuation_for_js
from companion.words.moonriver import labels
from companion.words.moonriver.messages import warning_words


def seat_sync_words() -> dict[str, object]:
    return {
        "warnings": warning_words(),
        "punctuation": punctuation_for_js(),
        "terrains": {t.value: str(name) for t, name in labels.TERRAIN.items()},
        "partners": {p.value: str(name) for p, name in labels.PARTNER.items()},
        "fields": {
            "terrain": _("Terrain"),
            "cows": _("Cows"),
            "resources": _("Resources"),
            "partner": _("Partner"),
            "bonus": _("Bonus tile"),
            "plot": _("Plot"),
        },
        "empty": _("no plot"),
        "none": _("no partner"),
        "yes": _("yes"),
        "no": _("no"),
        # %(field)s is a field's name above, %(value)s its value ("Cows: 1 (this phone)")
        "this_phone": _("%(field)s: %(value)s (this phone)"),
        "other_phone": _("%(field)s: %(value)s (the other phone)"),
        "instead": _("%(field)s: %(theirs)s (the other phone) instead of %(mine)s (this phone)"),
        # Translators: a plot both phones changed, named by the number drawn on it on the grid
        # (the grid prints no row or column numbers)
        "marked": _("Plot %(number)s, marked on the grid"),
        "stale": _("Offline: may not be the latest"),
        "overridden": _("Changed on another phone"),
    }
