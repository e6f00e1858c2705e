"""The words a seat's save runtime (static/seat-sync.js) needs, in the page's language.

The browser scores every change itself (static/moonriver-score.js) and words
its warnings as the server does; when two phones changed one plot differently
it names each plot's two versions. The script holds no language of its own:
everything it shows comes from here, through one data attribute.
"""

from __future__ import annotations

from flask_babel import gettext as _

from companion.words.moonriver import labels
from companion.words.moonriver.messages import warning_words


def seat_sync_words() -> dict[str, object]:
    return {
        "warnings": warning_words(),
        "terrains": {t.value: str(name) for t, name in labels.TERRAIN.items()},
        "partners": {p.value: str(name) for p, name in labels.PARTNER.items()},
        "cows": _("Cows"),
        "resources": _("Resources"),
        "empty": _("no plot"),
        "stale": _("Offline: may not be the latest"),
    }
