"""Find rules topics the way players ask, in any of the five languages.

Players at one table use different editions, so a German player may type
"Viehdiebin" on an English page, with or without umlauts, as a question, with
a typo or in everyday words. So:

- every topic's title, keywords and blocks are rendered under every locale
  and folded (``folding``) once, when the index is built (rebuilt when a compiled catalog
  changes); a query only folds itself;
- the query is first read as players talk (``talk``): spoken Cantonese
  written out, numbers and players' words taken out, and what it speaks of
  noted as concepts;
- what is left loses its punctuation and question words
  (``search_words.QUESTION_WORDS``); each remaining word is looked for as a
  substring (Chinese has no spaces); a word found nowhere is replaced by its
  closest words in the index (RapidFuzz), or for Chinese by the longest
  pieces of it that the index holds;
- a topic scores, for each query word it holds, the word's rarity (words
  found in few topics weigh more) times where it was found (title, then
  keywords, then the text), plus a bonus when it holds the whole
  phrase; the edition's words for what the player said in other words count
  as query words too; and a topic that answers the question's concepts
  (``talk.intent_scores``: our intents, and the questions the rules ask
  themselves, such as the FAQ's) gains a fixed weight. Ties keep reading order.

Nothing found: ``suggestions`` gives the topics to try instead.
"""

from __future__ import annotations

import dataclasses
import math
import os
from dataclasses import dataclass
from functools import lru_cache

from flask_babel import force_locale, get_babel
from rapidfuzz import fuzz, process

from companion.i18n import BY_CODE, CODES
from companion.rules import talk
from companion.rules.folding import fold, fold_with_map
from companion.rules.markup import block_anchor, to_plain
from companion.rules.search_words import QUESTION_WORDS, UNSPACED
from companion.rules.topics import Topic, rulebook
from companion.rules.tuning import (
    BLOCK,
    CHINESE_FILLERS,
    KEYWORD,
    LONGEST_PIECE,
    PHRASE_BONUS,
    PIECE_WEIGHT,
    SHORTEST_CORRECTED,
    SHORTEST_INSIDE,
    STAND_IN_WEIGHT,
    TITLE,
    TYPO_SCORE,
    TYPO_WEIGHT,
    TYPOS_TRIED,
)

__all__ = ["MAX_QUERY", "Hit", "fold", "fold_with_map", "query_words", "search", "suggestions"]

MAX_QUERY = 200
"""Longer queries are cut: no rule sentence is that long."""
CONTEXT = 60
"""Characters of context on each side of a match in a snippet."""

HELD_WORDS = 20_000
"""How many looked-up words an index remembers (a bound against floods of made-up words)."""
SUGGESTED_SECTION = "reference"
"""Nothing found: the topics of this section (questions at the table, glossary...) are offered."""


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
    words: frozenset[str]
    """The same words, to tell whether a word occurs whole (``mending``)."""
    everything: str
    """All folded text of the game, to tell quickly whether a word occurs at all."""
    chinese: frozenset[str]
    """Every run of 2 to ``LONGEST_PIECE`` Chinese characters of the index."""
    asked: tuple[tuple[str, frozenset[str]], ...] = ()
    """The questions the rules ask themselves (a FAQ's bold questions, every language),
    read as concepts: (topic slug, concepts), an intent of that topic (``talk``)."""
    held: dict[str, bool] = dataclasses.field(default_factory=dict, compare=False, hash=False)
    """Words already looked up in ``everything`` (``holds``): queries repeat their words."""

    def holds(self, word: str) -> bool:
        """Whether the index holds a (folded) word: short Latin words only whole."""
        found = self.held.get(word)
        if found is None:
            if len(self.held) > HELD_WORDS:
                self.held.clear()
            found = self.held[word] = _needle(word) in self.everything
        return found


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


def _field(text: str, weight: float, anchor: str | None = None) -> Field:
    folded, origin = fold_with_map(text)
    return Field(text, f" {folded} ", tuple(origin), weight, anchor)


def topic_fields(game: str, topic: Topic, code: str) -> list[Field]:
    """A topic's searchable text in the current locale (``code``)."""
    titles = {t.slug: str(t.title) for t in rulebook(game)}
    fields = [_field(str(topic.title), TITLE)]
    fields += [_field(str(k), KEYWORD) for k in topic.keywords]
    fields += [
        _field(to_plain(block.text, titles.get), BLOCK, block_anchor(i))
        for i, block in enumerate(topic.blocks)
    ]
    return fields


def index_for(game: str) -> Index:
    """The game's topics rendered and folded in every locale (needs an app context)."""
    key = (game, _catalog_signature())
    if key not in _INDEX:
        for old in [k for k in _INDEX if k[0] == game]:
            del _INDEX[old]  # an old catalog's index is never needed again
        _INDEX[key] = _build_index(game)
    return _INDEX[key]


def _build_index(game: str) -> Index:
    entries = []
    asked: dict[tuple[str, frozenset[str]], None] = {}
    for code in CODES:
        with force_locale(code):
            for topic in rulebook(game):
                fields = tuple(topic_fields(game, topic, code))
                entries.append(Entry(topic, code, fields, "".join(f.folded for f in fields)))
                for block in topic.blocks:
                    if concepts := talk.asked_by_rules(str(block.text), code):
                        asked[(topic.slug, concepts)] = None
    everything = "".join(entry.folded for entry in entries)
    vocabulary = tuple(sorted({word for word in everything.split() if len(word) > 2}))
    return Index(
        tuple(entries),
        vocabulary,
        frozenset(vocabulary),
        everything,
        _chinese_runs(everything),
        tuple(asked),
    )


def _chinese_runs(everything: str) -> frozenset[str]:
    """Every run of 2 to ``LONGEST_PIECE`` characters of the index's Chinese words."""
    return frozenset(
        word[i : i + size]
        for word in set(everything.split())
        if _is_cjk_word(word)
        for size in range(2, LONGEST_PIECE + 1)
        for i in range(len(word) - size + 1)
    )


@lru_cache(maxsize=1)
def _question_words() -> tuple[frozenset[str], tuple[str, ...]]:
    """Folded question words: whole words, and Chinese phrases cut out anywhere."""
    words: set[str] = set()
    phrases: list[str] = []
    for code, listed in QUESTION_WORDS.items():
        folded = [fold(word) for word in listed.split()]
        if code in UNSPACED:
            phrases += folded
        else:
            words.update(folded)
    return frozenset(words), tuple(sorted(phrases, key=len, reverse=True))


def _is_cjk_word(word: str) -> bool:
    return any("\u3400" <= char <= "\u9fff" for char in word)


def query_words(query: str) -> list[str]:
    """The folded words of a query that say what it is about."""
    return _words(fold(query[:MAX_QUERY]))


def _words(folded: str) -> list[str]:
    """A folded query's words, without its question words (all of them if that leaves none)."""
    stop_words, phrases = _question_words()
    original = folded
    for phrase in phrases:
        folded = folded.replace(phrase, " ")
    words = [
        w
        for w in folded.split()
        if w not in stop_words and (len(w) > 1 or w.isdigit() or _is_cjk_word(w))
    ]
    if words:
        return list(dict.fromkeys(words))
    return list(dict.fromkeys(original.split()))


def _needle(word: str) -> str:
    """Short Latin words must match a whole word; others may match inside one."""
    return f" {word} " if len(word) < SHORTEST_INSIDE and not _is_cjk_word(word) else word


def _alternatives(word: str, index: Index) -> list[tuple[str, float]]:
    """What to look for instead of a word the index does not hold, and its weight."""
    if _is_cjk_word(word):
        return _pieces(word, index)
    if len(word) < SHORTEST_CORRECTED:
        return []
    found = process.extract(
        word, index.vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO_SCORE, limit=TYPOS_TRIED
    )
    return [(match, TYPO_WEIGHT) for match, _score, _i in found]


def _pieces(word: str, index: Index) -> list[tuple[str, float]]:
    """An unknown Chinese word cut into the longest pieces the index holds, left to right;
    a character no piece covers counts alone, unless it is a filler (的, 了, 我...)."""
    pieces: list[tuple[str, float]] = []
    start = 0
    while start < len(word):
        for end in range(min(len(word), start + LONGEST_PIECE), start + 1, -1):
            if word[start:end] in index.chinese:
                pieces.append((word[start:end], PIECE_WEIGHT))
                start = end
                break
        else:
            char = word[start]
            if char not in CHINESE_FILLERS and _is_cjk_word(char) and char in index.everything:
                pieces.append((char, PIECE_WEIGHT / 2))
            start += 1
    return list(dict.fromkeys(pieces))


def _terms(words: list[str], index: Index) -> list[tuple[str, float]]:
    terms: list[tuple[str, float]] = []
    for word in words:
        if index.holds(word):
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
    field: Field | None
    """None when only the question's concepts led to the topic (``talk``)."""
    term: str


def _opening(entry: Entry) -> str:
    """The start of a topic's first block, shown when only the question's concepts led to it."""
    text = next((f.text for f in entry.fields if f.anchor), "")
    return text if len(text) <= 2 * CONTEXT else text[: 2 * CONTEXT].rstrip() + "…"


def _hit(candidate: _Candidate) -> Hit:
    field, entry = candidate.field, candidate.entry
    if field is None:
        return Hit(entry.topic, candidate.score, entry.code, "", "", _opening(entry), None)
    parts = _snippet(field, candidate.term) or ("", field.text, "")
    return Hit(entry.topic, candidate.score, entry.code, *parts, field.anchor)


def _query_terms(game: str, query: str, page_code: str, index: Index):
    """What to look for: (term, weight) pairs, and the topics the question's concepts call."""
    reading = talk.read(query[:MAX_QUERY], index.holds, index.words.__contains__, page_code)
    words = _words(reading.text)
    terms = _terms(words, index)
    for concept in reading.stand_ins:
        term = talk.stand_in(concept, page_code)
        if term and index.holds(term) and all(t != term for t, _w in terms):
            terms.append((term, STAND_IN_WEIGHT))
    phrase = " ".join(words)
    if len(words) > 1 and phrase in index.everything:
        terms.insert(0, (phrase, PHRASE_BONUS))
    return terms, talk.intent_scores(game, reading.concepts, index.asked)


def search(game: str, query: str, page_code: str) -> list[Hit]:
    """Topics matching ``query`` in any language, best first, one hit per topic."""
    if not query.strip():
        return []
    index = index_for(game)
    terms, intents = _query_terms(game, query, page_code, index)
    if not terms and not intents:
        return []
    entries = sorted(index.entries, key=lambda e: e.code != page_code)
    candidates = _word_candidates(terms, _fields_holding(terms, entries), len(rulebook(game)))
    own = {e.topic.slug: e for e in entries if e.code == page_code}
    for slug, gain in intents.items():
        if slug in candidates:
            candidates[slug].score += gain
        elif slug in own:
            candidates[slug] = _Candidate(gain, gain, own[slug], None, "")
    order = {topic.slug: i for i, topic in enumerate(rulebook(game))}
    ranked = sorted(candidates.items(), key=lambda item: (-item[1].score, order[item[0]]))
    return [_hit(candidate) for _slug, candidate in ranked]


def _fields_holding(
    terms: list[tuple[str, float]], entries: list[Entry]
) -> dict[str, dict[str, tuple[float, Entry, Field]]]:
    """Per term and topic: the heaviest field holding it (``entries``: the page's language
    first, so that a tie keeps it)."""
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
    return found


def _word_candidates(
    terms: list[tuple[str, float]],
    found: dict[str, dict[str, tuple[float, Entry, Field]]],
    topics: int,
) -> dict[str, _Candidate]:
    """Per topic, the word search's score: each term's rarity x its weight x its field's."""
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
    return candidates


def suggestions(game: str) -> list[Topic]:
    """The topics offered when a search finds nothing: the game's quick help."""
    return [topic for topic in rulebook(game) if topic.section == SUGGESTED_SECTION]
