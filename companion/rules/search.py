"""Find rules topics the way players ask, in any of the five languages.

Players at one table use different editions, so a German player may type
"Viehdiebin" on an English page, with or without umlauts, as a question, with
a typo or in everyday words. So:

- every topic's title, keywords, blocks and our own synonyms
  (``search_words.SYNONYMS``) are rendered under every locale and folded
  (``folding``) once, when the index is built (rebuilt when a compiled catalog
  changes); a query only folds itself;
- the query loses its punctuation and question words
  (``search_words.QUESTION_WORDS``); each remaining word is looked for as a
  substring (Chinese has no spaces); a word found nowhere is replaced by its
  closest words in the index (RapidFuzz), or for Chinese by its two-character
  pieces;
- a topic scores, for each query word it holds, the word's rarity (words
  found in few topics weigh more) times where it was found (title, then
  keywords and synonyms, then the text), plus a bonus when it holds the whole
  phrase. Ties keep reading order.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from functools import lru_cache

from flask_babel import force_locale, get_babel
from rapidfuzz import fuzz, process

from companion.i18n import BY_CODE, CODES
from companion.rules.folding import fold, fold_with_map
from companion.rules.markup import block_anchor, to_plain
from companion.rules.search_words import QUESTION_WORDS, synonyms
from companion.rules.topics import Topic, rulebook

__all__ = ["MAX_QUERY", "Hit", "fold", "fold_with_map", "query_words", "search"]

MAX_QUERY = 200
"""Longer queries are cut: no rule sentence is that long."""
CONTEXT = 60
"""Characters of context on each side of a match in a snippet."""

TITLE, KEYWORD, BLOCK = 3.0, 2.0, 1.0
"""How much a match weighs by where it is found (synonyms weigh as keywords)."""
PHRASE_BONUS = 1.5
"""Extra weight, times the field's weight, for a field holding the whole query."""
TYPO_SCORE = 80
"""RapidFuzz similarity (0-100) from which an unknown word counts as a typo."""
TYPO_WEIGHT = 0.8
"""A word found only through a typo correction counts this much."""
PIECE_WEIGHT = 0.5
"""A two-character piece of an unknown Chinese word counts this much (one character: half)."""


@dataclass(frozen=True)
class Field:
    text: str
    """The plain text, in the locale the index was built for."""
    folded: str
    """``text`` folded, with a space on each side (so short words can match whole)."""
    origin: tuple[int, ...]
    """For each character of ``folded`` but the two spaces, its index in ``text``."""
    weight: float
    anchor: str | None
    """The block's id on the topic page, when the field is a block."""
    shown: bool = True
    """False for our synonyms: a hit on one shows the topic's first block instead."""


@dataclass(frozen=True)
class Entry:
    """One topic in one locale."""

    topic: Topic
    code: str
    fields: tuple[Field, ...]
    folded: str
    """Every field's folded text together, to skip a topic quickly."""


@dataclass(frozen=True)
class Index:
    entries: tuple[Entry, ...]
    """Every topic in every locale, the page's own locale first when searching."""
    vocabulary: tuple[str, ...]
    """Every folded word of the game's index, for typo correction."""
    everything: str
    """All folded text of the game, to tell quickly whether a word occurs at all."""


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


_INDEX: dict[tuple, Index] = {}


def _catalog_signature() -> tuple:
    """Which compiled catalog files exist, and when they changed."""
    signature = []
    for directory in get_babel().translation_directories:
        for code in CODES:
            path = os.path.join(directory, code, "LC_MESSAGES", "messages.mo")
            try:
                signature.append((path, os.stat(path).st_mtime_ns))
            except OSError:
                continue
    return tuple(signature)


def _field(text: str, weight: float, anchor: str | None = None, shown: bool = True) -> Field:
    folded, origin = fold_with_map(text)
    return Field(text, f" {folded} ", tuple(origin), weight, anchor, shown)


def topic_fields(game: str, topic: Topic, code: str) -> list[Field]:
    """A topic's searchable text in the current locale (``code``)."""
    titles = {t.slug: str(t.title) for t in rulebook(game)}
    fields = [_field(str(topic.title), TITLE)]
    fields += [_field(str(k), KEYWORD) for k in topic.keywords]
    fields += [_field(word, KEYWORD, shown=False) for word in synonyms(game, code, topic.slug)]
    fields += [
        _field(to_plain(block.text, titles.get), BLOCK, block_anchor(i))
        for i, block in enumerate(topic.blocks)
    ]
    return fields


def index_for(game: str) -> Index:
    """The game's topics rendered and folded in every locale (needs an app context)."""
    key = (game, _catalog_signature())
    if key not in _INDEX:
        entries = []
        for code in CODES:
            with force_locale(code):
                for topic in rulebook(game):
                    fields = tuple(topic_fields(game, topic, code))
                    entries.append(Entry(topic, code, fields, "".join(f.folded for f in fields)))
        everything = "".join(entry.folded for entry in entries)
        vocabulary = tuple(sorted({word for word in everything.split() if len(word) > 2}))
        for old in [k for k in _INDEX if k[0] == game]:
            del _INDEX[old]  # an old catalog's index is never needed again
        _INDEX[key] = Index(tuple(entries), vocabulary, everything)
    return _INDEX[key]


@lru_cache(maxsize=1)
def _question_words() -> tuple[frozenset[str], tuple[str, ...]]:
    """Folded question words: whole words, and Chinese phrases cut out anywhere."""
    words: set[str] = set()
    phrases: list[str] = []
    for code, listed in QUESTION_WORDS.items():
        folded = [fold(word) for word in listed.split()]
        if code == "zh_Hant":
            phrases += folded
        else:
            words.update(folded)
    return frozenset(words), tuple(sorted(phrases, key=len, reverse=True))


def _is_cjk_word(word: str) -> bool:
    return any("\u3400" <= char <= "\u9fff" for char in word)


def query_words(query: str) -> list[str]:
    """The folded words of a query that say what it is about."""
    folded = fold(query[:MAX_QUERY])
    stop_words, phrases = _question_words()
    for phrase in phrases:
        folded = folded.replace(phrase, " ")
    words = [
        w
        for w in folded.split()
        if w not in stop_words and (len(w) > 1 or w.isdigit() or _is_cjk_word(w))
    ]
    if words:
        return list(dict.fromkeys(words))
    return list(dict.fromkeys(fold(query[:MAX_QUERY]).split()))


def _needle(word: str) -> str:
    """Short Latin words must match a whole word; others may match inside one."""
    return f" {word} " if len(word) < 3 and not _is_cjk_word(word) else word


def _alternatives(word: str, index: Index) -> list[tuple[str, float]]:
    """What to look for instead of a word the index does not hold, and its weight."""
    if _is_cjk_word(word):
        pairs = sorted(_present(word, index))
        if pairs:
            return [(pair, PIECE_WEIGHT) for pair in pairs]
        return [(char, PIECE_WEIGHT / 2) for char in sorted(set(word)) if char in index.everything]
    if len(word) < 4:
        return []
    found = process.extract(
        word, index.vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO_SCORE, limit=3
    )
    return [(match, TYPO_WEIGHT) for match, _score, _i in found]


def _present(word: str, index: Index) -> set[str]:
    """The two-character pieces of a Chinese word that occur in the index."""
    return {word[i : i + 2] for i in range(len(word) - 1) if word[i : i + 2] in index.everything}


def _terms(words: list[str], index: Index) -> list[tuple[str, float]]:
    terms: list[tuple[str, float]] = []
    for word in words:
        if _needle(word) in index.everything:
            terms.append((word, 1.0))
        else:
            terms += _alternatives(word, index)
    return terms


def _snippet(field: Field, term: str) -> tuple[str, str, str] | None:
    """The field's text around the (folded) term, the matched words apart."""
    text, origin = field.text, field.origin
    at = field.folded.find(term.strip()) - 1  # the folded text starts with a space
    if at < 0:
        return None
    start, end = origin[at], origin[at + len(term.strip()) - 1] + 1
    before = text[max(0, start - CONTEXT) : start]
    after = text[end : end + CONTEXT]
    if start > CONTEXT:
        before = "…" + before.lstrip()
    if end + CONTEXT < len(text):
        after = after.rstrip() + "…"
    return before, text[start:end], after


@dataclass
class _Candidate:
    score: float
    best: float
    entry: Entry
    field: Field
    term: str


def _opening(entry: Entry) -> str:
    """The start of a topic's first block, shown when a synonym matched."""
    text = next((f.text for f in entry.fields if f.anchor), "")
    return text if len(text) <= 2 * CONTEXT else text[: 2 * CONTEXT].rstrip() + "…"


def _hit(candidate: _Candidate) -> Hit:
    field, entry = candidate.field, candidate.entry
    if not field.shown:
        return Hit(entry.topic, candidate.score, entry.code, "", "", _opening(entry), None)
    parts = _snippet(field, candidate.term) or ("", field.text, "")
    return Hit(entry.topic, candidate.score, entry.code, *parts, field.anchor)


def search(game: str, query: str, page_code: str) -> list[Hit]:
    """Topics matching ``query`` in any language, best first, one hit per topic."""
    words = query_words(query)
    if not words:
        return []
    index = index_for(game)
    phrase = " ".join(words)
    terms = _terms(words, index)
    if not terms:
        return []
    if len(words) > 1 and phrase in index.everything:
        terms.insert(0, (phrase, PHRASE_BONUS))
    # Per term and topic: the heaviest field holding it (the page's language first).
    entries = sorted(index.entries, key=lambda e: e.code != page_code)
    found: dict[str, dict[str, tuple[float, Entry, Field]]] = {}
    for term, _weight in terms:
        needle = _needle(term)
        per_topic = found.setdefault(term, {})
        for entry in entries:
            if needle not in entry.folded:
                continue
            known = per_topic.get(entry.topic.slug)
            for field in entry.fields:
                if needle in field.folded and (known is None or field.weight > known[0]):
                    known = (field.weight, entry, field)
            if known is not None:
                per_topic[entry.topic.slug] = known
    topics = len(rulebook(game))
    candidates: dict[str, _Candidate] = {}
    for term, weight in terms:
        per_topic = found[term]
        rarity = math.log(1 + topics / max(1, len(per_topic)))
        for slug, (field_weight, entry, field) in per_topic.items():
            gain = rarity * weight * field_weight
            known = candidates.get(slug)
            if known is None:
                candidates[slug] = _Candidate(gain, gain, entry, field, term)
                continue
            known.score += gain
            if gain > known.best:
                known.best, known.entry, known.field, known.term = gain, entry, field, term
    order = {topic.slug: i for i, topic in enumerate(rulebook(game))}
    ranked = sorted(candidates.items(), key=lambda item: (-item[1].score, order[item[0]]))
    return [_hit(candidate) for _slug, candidate in ranked]
