"""What a rules topic is, and the registry of each game's topics.

A topic is a short page with a stable slug (links to it are shared and come
from score breakdowns, so slugs never change once published). Its body is a
sequence of blocks; each block is one translatable string, so a side-by-side
view can pair the languages paragraph by paragraph.

Block text may use two tiny marks, kept simple so translators keep them:
``**bold**`` for an official term, and ``[[slug]]`` or ``[[slug|words]]`` for a
link to another topic of the same game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum


class BlockKind(Enum):
    PARAGRAPH = "p"
    ITEM = "li"
    """Consecutive items render as one list."""
    STEP = "step"
    """Consecutive steps render as one numbered list."""
    NOTE = "note"
    """A boxed remark: an example, a common mistake, an edition difference."""


@dataclass(frozen=True)
class Block:
    kind: BlockKind
    text: object
    """A lazy gettext string (str() gives it in the current language)."""


def p(text: object) -> Block:
    return Block(BlockKind.PARAGRAPH, text)


def item(text: object) -> Block:
    return Block(BlockKind.ITEM, text)


def step(text: object) -> Block:
    return Block(BlockKind.STEP, text)


def note(text: object) -> Block:
    return Block(BlockKind.NOTE, text)


@dataclass(frozen=True)
class Topic:
    slug: str
    title: object
    """A lazy gettext string."""
    section: str
    """Groups topics on the contents page (e.g. "basics", "scoring", "legends")."""
    blocks: tuple[Block, ...]
    see_also: tuple[str, ...] = ()
    keywords: tuple[object, ...] = field(default=())
    """Extra lazy strings that should find this topic in a search (synonyms, terms)."""
    items_by_name: bool = False
    """Its lists are scanned by name (a glossary): each run of items is shown sorted in the
    page's language (``companion.words.collation``), not in the order written here."""


_REGISTRY: dict[str, list[Topic]] = {}


def register(game: str, topics: Sequence[Topic]) -> None:
    """Record a game's topics in reading order (called once per game module)."""
    slugs = [t.slug for t in topics]
    if len(set(slugs)) != len(slugs):
        raise ValueError(f"duplicate topic slugs in {game}")
    _REGISTRY[game] = list(topics)


def rulebook(game: str) -> list[Topic]:
    return _REGISTRY[game]


def rulebooks() -> dict[str, list[Topic]]:
    return dict(_REGISTRY)
