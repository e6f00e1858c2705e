"""The complete Moon River rules reference, registered as the ``moon-river`` rulebook.

Split by part of the game so each module stays short; the order of ``TOPICS``
is the reading order of the contents page and of the previous/next links.
Slugs are stable: score breakdowns and other pages link to them.
"""

from __future__ import annotations

from companion.rules.moonriver import (
    app_rulings,
    basics,
    ending,
    glossary,
    legends,
    partners,
    reference,
    scoring,
    two_players,
)
from companion.rules.topics import register

GAME = "moon-river"

TOPICS = (
    *basics.TOPICS,
    *partners.TOPICS,
    *ending.TOPICS,
    *scoring.TOPICS,
    *legends.TOPICS,
    *two_players.TOPICS,
    *app_rulings.TOPICS,
    *glossary.TOPICS,
    *reference.TOPICS,
)

register(GAME, TOPICS)
