"""Find rules topics by words in any of the five languages.

Players at one table use different editions, so a German player may type
"Viehdiebin" on an English page. Each topic's title, blocks and keywords are
rendered under every locale (``force_locale``) into an index that is built
once per process, game and catalog (it is rebuilt when a compiled catalog
changes). Matching folds case and accents and looks for substrings, so it
works for Chinese, which has no spaces between words.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass

from flask_babel import force_locale, get_babel

from companion.i18n import BY_CODE, CODES
from companion.rules.markup import block_anchor, to_plain
from companion.rules.topics import Topic, rulebook

MAX_QUERY = 200
"""Longer queries are cut: no rule sentence is that long."""
CONTEXT = 60
"""Characters of context on each side of a match in a snippet."""

TITLE, KEYWORD, BLOCK = 3, 2, 1
"""How much a match weighs by where it is found."""


def fold(text: str) -> str:
    return fold_with_map(text)[0]


def fold_with_map(text: str) -> tuple[str, list[int]]:
    """Case- and accent-free text, and for each of its characters the source index."""
    folded: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        if char.isspace():
            if folded and folded[-1] != " ":
                folded.append(" ")
                origin.append(index)
            continue
        for part in unicodedata.normalize("NFKD", char).casefold():
            if not unicodedata.combining(part):
                folded.append(part)
                origin.append(index)
    return "".join(folded).strip(), origin


@dataclass(frozen=True)
class Field:
    text: str
    """The plain text, in the locale the index was built for."""
    weight: int
    anchor: str | None
    """The block's id on the topic page, when the field is a block."""


@dataclass(frozen=True)
class Hit:
    topic: Topic
    weight: float
    code: str
    """The locale whose text matched."""
    before: str
    match: str
    after: str
    anchor: str | None

    @property
    def html_lang(self) -> str:
        return BY_CODE[self.code].html_lang


_INDEX: dict[tuple, list[tuple[Topic, list[Field]]]] = {}


def _catalog_signature(code: str) -> tuple:
    """Which compiled catalog files exist for a locale, and when they changed."""
    signature = []
    for directory in get_babel().translation_directories:
        path = os.path.join(directory, code, "LC_MESSAGES", "messages.mo")
        try:
            signature.append((path, os.stat(path).st_mtime_ns))
        except OSError:
            continue
    return tuple(signature)


def topic_fields(game: str, topic: Topic) -> list[Field]:
    """A topic's searchable text in the current locale."""
    titles = {t.slug: str(t.title) for t in rulebook(game)}
    fields = [Field(str(topic.title), TITLE, None)]
    fields += [Field(str(k), KEYWORD, None) for k in topic.keywords]
    fields += [
        Field(to_plain(block.text, titles.get), BLOCK, block_anchor(i))
        for i, block in enumerate(topic.blocks)
    ]
    return fields


def index_for(game: str, code: str) -> list[tuple[Topic, list[Field]]]:
    """The game's topics rendered in one locale (needs a request context)."""
    key = (game, code, _catalog_signature(code))
    if key not in _INDEX:
        with force_locale(code):
            _INDEX[key] = [(topic, topic_fields(game, topic)) for topic in rulebook(game)]
    return _INDEX[key]


def _snippet(text: str, folded_query: str) -> tuple[str, str, str] | None:
    folded, origin = fold_with_map(text)
    at = folded.find(folded_query)
    if at < 0:
        return None
    start, end = origin[at], origin[at + len(folded_query) - 1] + 1
    before = text[max(0, start - CONTEXT) : start]
    after = text[end : end + CONTEXT]
    if start > CONTEXT:
        before = "…" + before.lstrip()
    if end + CONTEXT < len(text):
        after = after.rstrip() + "…"
    return before, text[start:end], after


def _best_in_topic(fields: list[Field], query: str) -> tuple[float, Field, str] | None:
    """The heaviest field holding the whole query; else any field, if all words occur."""
    best: tuple[float, Field, str] | None = None
    for field in fields:
        if query in fold(field.text) and (best is None or field.weight > best[0]):
            best = (field.weight, field, query)
    if best:
        return best
    words = query.split()
    if len(words) > 1:
        text = " ".join(fold(f.text) for f in fields)
        if all(word in text for word in words):
            for field in fields:
                if words[0] in fold(field.text):
                    return (0.5, field, words[0])
    return None


def search(game: str, query: str, page_code: str) -> list[Hit]:
    """Topics matching ``query`` in any language, best first, one hit per topic."""
    folded_query = fold(query[:MAX_QUERY])
    if not folded_query:
        return []
    codes = [page_code, *[c for c in CODES if c != page_code]]
    best: dict[str, Hit] = {}
    order = {topic.slug: i for i, topic in enumerate(rulebook(game))}
    for code in codes:
        for topic, fields in index_for(game, code):
            found = _best_in_topic(fields, folded_query)
            if found is None:
                continue
            weight, field, matched = found
            known = best.get(topic.slug)
            if known is not None and known.weight >= weight:
                continue
            parts = _snippet(field.text, matched) or ("", field.text, "")
            best[topic.slug] = Hit(topic, weight, code, *parts, field.anchor)
    return sorted(best.values(), key=lambda h: (-h.weight, order[h.topic.slug]))
