"""Headings for the groups of topics on a rules contents page.

Topics name their section by a short key; both games draw on this one table,
so a heading is translated once. An unknown key is a mistake in a topic
module and fails loudly (a heading outside the catalogs would go untranslated).
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

SECTION_TITLES: dict[str, object] = {
    "basics": _l("The basics"),
    "setup": _l("Set-up"),
    "turn": _l("Playing a turn"),
    "actions": _l("Actions"),
    "partners": _l("Partners"),
    "dragons": _l("Dragons"),
    "ending": _l("End of the round and of the game"),
    "scoring": _l("Scoring"),
    "legends": _l("Legends of the West"),
    "two-players": _l("Two players"),
    "expert": _l("Expert rules"),
    "app": _l("How this app decides"),
    "reference": _l("Quick help"),
}

GAME_NAMES: dict[str, object] = {"moon-river": _l("Moon River"), "river-dragons": "River Dragons"}
"""Each edition's title: the Hong Kong edition of Moon River is 月之河畔 (River Dragons has
no edition but the Spanish one here, so its name stays as it is)."""


def section_title(key: str) -> object:
    return SECTION_TITLES[key]


def game_name(game: str) -> str:
    return str(GAME_NAMES.get(game) or game.replace("-", " ").title())
