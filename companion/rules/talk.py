"""Read a question the way players ask it at the table, before the search looks it up.

The search (``companion.rules.search``) finds the words of the rules; players
do not always use them. They describe a situation ("someone nicked my cow"),
name a piece by its picture ("the guy with the pitchfork"), put a score or a
count in the question ("we both have 62"), or type spoken Cantonese
(佢偷咗我隻牛得唔得㗎). So a question is read into three things:

- the **text** left for the word search: folded, spoken Cantonese written as
  the rules write it (``search_words.SPOKEN_CANTONESE``), and without the words
  that the rules never use (they would only find noise);
- the **concepts** it speaks of (``search_words.CONCEPTS``, from each language's
  lexicon): the same few dozen things and situations in every language (cow,
  steal, full, same, ...), plus
  ``NUM`` for a count and ``SCORE`` for a number of points. Numbers are read
  in digits, in words and in Chinese numerals; a number the rules never print
  (62) leaves the text, and the same score said twice ("71-71", "71 a 71",
  七十一比七十一) says the scores are the same. Three readings make a concept more precise, because
  the same words ask different things:

  - a **count** says what it counts: "4 tiles with a cow" is a territory's
    size (``plot#``), "4 cows on a tile" a crowded plot (``cow#``). The thing
    named right after a number or "how many" is counted (past a word such as
    "more" or a kind of land: "3 desert tiles"); a number naming nothing just
    after a kind of land is its size ("a desert of 5"); in Chinese the measure word
    counts too (五格: five squares, plots). A 2 that counts cows is not two
    players, and 12 plots are a size, not a score;
  - a **lack** says what is missing: "nuggets but no prospector" asks about
    nuggets without the partner, so ``no-gold-prospector`` replaces
    ``gold-prospector`` and the prospector's own topic is not called;
  - a **kind** names its family (``talk_words.BROADER``): a desert is a
    terrain, so "a desert of 4 tiles" asks what a territory asks; a duel is
    two players;
- the **stand-ins**: the concepts whose players' words were taken out of the
  text, so the search can look for the edition's own word instead
  (pitchfork -> farmer, in the page's language).

``intent_scores`` then says which topics answer a question made of those
concepts: each topic lists the concept sets it answers (``talk_words.INTENTS``),
language-blind, so a question asked in any language reaches the topic that
settles it, in words nobody wrote down beforehand.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from companion.rules.cantonese import written_chinese
from companion.rules.folding import fold
from companion.rules.mending import Mender
from companion.rules.search_words import (
    CLASSIFIERS,
    CONCEPTS,
    COUNTED_BY_MEASURE,
    HEAD_FIRST,
    NUMBERS,
    QUESTION_WORDS,
)
from companion.rules.talk_words import ALWAYS_TAKEN, BROADER, INTENTS, PICTURED, TERRAINS
from companion.rules.tuning import (
    ASKED_WEIGHT,
    EXTRA_CONCEPT,
    INTENT_WEIGHT,
    LACK_REACH,
    LONGEST_PHRASE,
    SAID_ASKED,
    SCORE_FROM,
    SHORTEST_SPELLING,
    SHORTEST_SUFFIX_STEM,
)

__all__ = [
    "Reading",
    "asked_by_rules",
    "intent_scores",
    "read",
    "stand_in",
    "written_chinese",
]

NUM, TWO, SCORE = "NUM", "TWO", "SCORE"
SAME = "same"
"""The concept a score said twice adds (the lexicons' ``same``: same, equal, igual...)."""
PEOPLE = frozenset({"players", "person", "someone", "both"})
"""What a 2 may count and still be two players."""
COUNTS, LACKS = "many", "lack"
"""Concepts that say something about the next thing named: how many of it, or none."""
KINDS = frozenset(TERRAINS)
"""A word for a kind of land may stand between a count and what it counts ("3 desert tiles")."""
AREAS = KINDS | {"territory", "terrain"}
"""A number right after one of these, with nothing after it, is its size ("a forest of 7")."""
COUNTED, LACKING = "{}#", "no-{}"
"""How a counted thing (``plot#``) and a missing one (``no-farmer``) are written in intents."""


@dataclass(frozen=True)
class Reading:
    text: str
    """The folded question, with only the words the word search can use."""
    concepts: frozenset[str]
    stand_ins: tuple[str, ...]
    """Concepts said in words the rules do not use, in the order they were said."""


class _Affixes:
    """Beginnings (or endings) of words, looked up by length: a few dict look-ups a word."""

    def __init__(self, affixes: dict[str, set[str]], at_end: bool = False) -> None:
        self.at_end = at_end
        self.by_length: dict[int, dict[str, frozenset[str]]] = {}
        for affix, concepts in affixes.items():
            self.by_length.setdefault(len(affix), {})[affix] = frozenset(concepts)
        self.lengths = sorted(self.by_length, reverse=True)

    def get(self, word: str) -> frozenset[str]:
        """The concepts of the longest affix of ``word`` (a phrase's affix has as many words)."""
        for length in self.lengths:
            if length < len(word) or (not self.at_end and length == len(word)):
                part = word[-length:] if self.at_end else word[:length]
                found = self.by_length[length].get(part)
                if found and part.count(" ") == word.count(" "):
                    return found
        return frozenset()


@dataclass(frozen=True)
class _Lexicon:
    words: dict[str, frozenset[str]]
    """Folded word or phrase -> its concepts."""
    prefixes: _Affixes
    """``rob*``: a word starting so belongs to these concepts."""
    phrases: _Affixes
    """``straw hat*``: words starting so (the last one with any ending)."""
    suffixes: _Affixes
    chinese: dict[str, frozenset[str]]
    """Chinese words -> their concepts (found anywhere: Chinese has no spaces)."""
    chinese_words: re.Pattern[str]
    """Any of them, the longest one where several start at the same place."""
    longest_chinese: int
    edition: dict[tuple[str, str], str]
    """(concept, language) -> the edition's word for it, folded."""
    numbers: dict[str, int]
    number_prefixes: tuple[tuple[str, int], ...]
    number_suffixes: tuple[tuple[str, int], ...]
    numbers_of: dict[str, frozenset[str]]
    """Language -> its number words: "dos" is 2 in Spanish, but "does" folded in English."""
    spellings: dict[str, tuple[str, ...]]
    """Language -> its single Latin words (or beginnings) of players' words, for typos."""
    languages: dict[str, frozenset[str]]
    """A single word of players' words -> the languages that list it."""
    phrased: frozenset[str]
    """Every word of a phrase of players' words ("palha" of "chapeu de palha"): mended
    into nothing else, since it belongs to a phrase."""

    def chinese_segments(self, text: str) -> list[tuple[int, int]]:
        """Where the lexicon's Chinese words are in ``text``, (start, end) in reading order.

        Chinese has no spaces, so the words are looked for from the start and from the
        end (maximum matching both ways), and the reading that covers more of the text
        with fewer words wins: 我塊地貌牌 holds 地貌牌 (a domino), not 塊地 (a plot) and
        貌牌; a tie keeps the reading from the start."""
        forward = [match.span() for match in self.chinese_words.finditer(text)]
        backward = self._from_the_end(text)

        def covered(spans: list[tuple[int, int]]) -> tuple[int, int]:
            return sum(end - start for start, end in spans), -len(spans)

        return backward if covered(backward) > covered(forward) else forward

    def _from_the_end(self, text: str) -> list[tuple[int, int]]:
        found: list[tuple[int, int]] = []
        end = len(text)
        while end > 0:
            for start in range(max(0, end - self.longest_chinese), end):
                if text[start:end] in self.chinese:
                    found.append((start, end))
                    end = start
                    break
            else:
                end -= 1
        return found[::-1]

    def concepts_of(self, word: str) -> frozenset[str]:
        """The concepts of one folded word: whole, by its beginning or by its ending."""
        return self.words.get(word) or self.prefixes.get(word) or self.suffixes.get(word)


def _is_cjk(text: str) -> bool:
    return any("\u3400" <= char <= "\u9fff" for char in text)


def _picture_heads(words: dict[str, set[str]]) -> dict[str, tuple[set[str], set[str]]]:
    """The thing each picture phrase names (hat of "straw hat", sombrero of "sombrero de
    paja") -> every pictured partner shown with it (a player who says only "the hat guy"
    means one of them), and the languages of those phrases. A word the lexicon already
    gives concepts keeps only those."""
    heads: dict[str, tuple[set[str], set[str]]] = {}
    for concept in PICTURED:
        for code, listed in CONCEPTS[concept].items():
            for raw in listed.partition("|")[2].split(","):
                phrase = fold(raw.strip("* ")).split()
                if len(phrase) < 2 or _is_cjk(phrase[0]):
                    continue
                head = phrase[0] if code in HEAD_FIRST else phrase[-1]
                concepts, codes = heads.setdefault(head, (set(), set()))
                concepts.add(concept)
                codes.add(code)
    return {head: named for head, named in heads.items() if head not in words}


class _Words:
    """The concepts' words sorted by how they match: whole, by a beginning, as a phrase
    with any last ending, by an ending, or (Chinese) anywhere; and each edition word."""

    def __init__(self) -> None:
        self.words: dict[str, set[str]] = {}
        self.prefixes: dict[str, set[str]] = {}
        self.phrases: dict[str, set[str]] = {}
        self.suffixes: dict[str, set[str]] = {}
        self.chinese: dict[str, set[str]] = {}
        self.edition: dict[tuple[str, str], str] = {}
        for concept, languages in CONCEPTS.items():
            for code, listed in languages.items():
                own, _bar, said = listed.partition("|")
                if own.strip():
                    self.edition[(concept, code)] = fold(own)
                for raw in [own, *said.split(",")]:
                    if raw.strip():
                        self.add(raw.strip(), concept)

    def add(self, word: str, concept: str) -> None:
        """File one listed word (``*`` at an end says how it may match) under its table."""
        folded = fold(word.strip("*"))
        if _is_cjk(folded):
            table = self.chinese
        elif word.endswith("*"):
            table = self.phrases if " " in folded else self.prefixes
        elif word.startswith("*"):
            table = self.suffixes
        else:
            table = self.words
        table.setdefault(folded, set()).add(concept)


def _numbers() -> tuple[dict[str, int], list, list, dict[str, frozenset[str]]]:
    """Number words: whole, by a beginning (``veinti*``), by an ending (``*zig``), and
    each language's own."""
    numbers: dict[str, int] = {}
    number_prefixes: list[tuple[str, int]] = []
    number_suffixes: list[tuple[str, int]] = []
    numbers_of: dict[str, frozenset[str]] = {}
    for code, listed in NUMBERS.items():
        pairs = [pair.split("=") for pair in listed.split()]
        numbers_of[code] = frozenset(fold(word) for word, _value in pairs)
        for word, value in pairs:
            if word.endswith("*"):
                number_prefixes.append((fold(word[:-1]), int(value)))
            elif word.startswith("*"):
                number_suffixes.append((fold(word[1:]), int(value)))
            else:
                numbers[fold(word)] = int(value)
    return numbers, number_prefixes, number_suffixes, numbers_of


def _single_words(
    listed_in: dict[str, set[str]],
) -> tuple[dict[str, set[str]], dict[str, set[str]], set[str]]:
    """Per language its single Latin words (typo targets); per single word the languages
    listing it (``listed_in`` already holds the picture heads'); every word of a phrase."""
    spellings: dict[str, set[str]] = {}
    phrased: set[str] = set()
    for languages in CONCEPTS.values():
        for code, listed in languages.items():
            for raw in listed.replace("|", ",").split(","):
                word = fold(raw.strip("* "))
                if " " in word:
                    phrased.update(word.split())
                    continue
                listed_in.setdefault(word, set()).add(code)
                if len(word) >= SHORTEST_SPELLING and word.isalpha() and not _is_cjk(word):
                    spellings.setdefault(code, set()).add(word)
    return spellings, listed_in, phrased


def _frozen(table: dict[str, set[str]]) -> dict[str, frozenset[str]]:
    return {key: frozenset(values) for key, values in table.items()}


@lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    """Every language's lexicon (``search_words``) in the forms the reader looks words up."""
    found = _Words()
    listed_in: dict[str, set[str]] = {}
    for head, (concepts, codes) in _picture_heads(found.words).items():
        found.words.setdefault(head, set()).update(concepts)
        listed_in.setdefault(head, set()).update(codes)
    numbers, number_prefixes, number_suffixes, numbers_of = _numbers()
    spellings, listed_in, phrased = _single_words(listed_in)
    chinese = found.chinese
    return _Lexicon(
        _frozen(found.words),
        _Affixes(found.prefixes),
        _Affixes(found.phrases),
        _Affixes(found.suffixes, at_end=True),
        _frozen(chinese),
        re.compile("|".join(map(re.escape, sorted(chinese, key=len, reverse=True)))),
        max(map(len, chinese)),
        found.edition,
        numbers,
        tuple(number_prefixes),
        tuple(number_suffixes),
        numbers_of,
        {code: tuple(sorted(listed)) for code, listed in spellings.items()},
        _frozen(listed_in),
        frozenset(phrased),
    )


_CHINESE_DIGITS = {
    "一": 1, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9
}  # fmt: skip
_CHINESE_NUMBER = re.compile(
    r"(?<!第)(\d+|[兩二三四五六七八九十廿卅百][一兩二三四五六七八九十廿卅百]*)"
    r"([" + CLASSIFIERS + r"分]?)"
)
"""A numeral: 一 only inside one (七十一), since alone it is also "a" (一格: a plot)."""


def _chinese_number(numeral: str) -> int:
    """五十五 -> 55, 七十一 -> 71, 十二 -> 12, 兩 -> 2, 廿 -> 20 (enough for scores and counts)."""
    if numeral.isdigit():
        return int(numeral)
    total, digit = 0, 0
    for char in numeral:
        if char in _CHINESE_DIGITS:
            digit = _CHINESE_DIGITS[char]
        elif char == "十":
            total += (digit or 1) * 10
            digit = 0
        elif char in "廿卅":
            total += 20 if char == "廿" else 30
            digit = 0
        elif char == "百":
            total += (digit or 1) * 100
            digit = 0
    return total + digit


@lru_cache(maxsize=8)
def _plain_of(code: str) -> frozenset[str]:
    """The question words of one language, folded."""
    return frozenset(fold(word) for word in QUESTION_WORDS.get(code, "").split())


@lru_cache(maxsize=1)
def _plain_words() -> frozenset[str]:
    """The question words of every language (the, el, wie...): they end what a count reaches."""
    return frozenset(fold(w) for listed in QUESTION_WORDS.values() for w in listed.split())


def _describes(word: str) -> bool:
    """Whether a word may stand between a number and what it counts ("4 more cows")."""
    return word not in _plain_words() and not word.isdigit()


class _Reader:
    """One question being read (see ``read``)."""

    def __init__(self, known: Callable[[str], bool], code: str = "en") -> None:
        self.known = known
        self.code = code
        """The page's language: it decides a word that is a number only elsewhere."""
        self.lexicon = _lexicon()
        self.concepts: set[str] = set()
        self.lacking: set[str] = set()
        self.stand_ins: list[str] = []
        self.scores: set[int] = set()
        """The scores said so far: the same score said twice is a tie."""
        self.counting = False
        """The words just read were a count: the next thing named is counted."""
        self.lack_reach = 0
        """How many more words a lack just said may still reach."""

    def found(self, concepts: frozenset[str], words: str) -> bool:
        """Note the concepts (counted or lacking, as the words before say); True when
        ``words`` should leave the text."""
        if self.lack_reach and not concepts & {LACKS, COUNTS}:
            self.lacking |= concepts
            self.lack_reach = 0
        else:
            if LACKS in concepts:
                self.lack_reach = LACK_REACH + 1  # this word's own step is taken at once
            if self.counting:
                self.concepts |= {COUNTED.format(c) for c in concepts}
            self.concepts |= concepts
        self.counting = COUNTS in concepts or (self.counting and concepts <= KINDS)
        taken = bool(concepts & ALWAYS_TAKEN) or not self.known(words)
        if taken:
            self.stand_ins += [c for c in sorted(concepts) if c not in self.stand_ins]
        return taken

    def step(self) -> None:
        """One word read: a count reaches only the next word, a lack a few words."""
        self.lack_reach = max(0, self.lack_reach - 1)

    def number(self, value: int, words: str, scored: bool, counted: frozenset[str]) -> bool:
        """Note a number; ``counted``: the concepts of what it counts, if said."""
        self.counting = False
        if value < 2:
            return False
        self.concepts.add(NUM)
        self.concepts |= counted | {COUNTED.format(c) for c in counted}
        things = counted - PEOPLE
        if value == 2 and not things:
            self.concepts.add(TWO)  # "two of us", "2 players"; "2 cows" are cows
        if scored or (value >= SCORE_FROM and not things):
            self.concepts.add(SCORE)  # "57 each" is a score, "12 plots" a size
            if value in self.scores:
                self.concepts.add(SAME)  # "71 vs 71", "88 and 88", 七十一比七十一: a tie
            self.scores.add(value)
        return not self.known(words)

    def result(self) -> frozenset[str]:
        """The concepts said, a thing said only as missing replaced by its lack, and
        each kind's family added."""
        missing = self.lacking - self.concepts
        concepts = self.concepts | {LACKING.format(c) for c in missing}
        return frozenset(concepts | {b for c in concepts for b in BROADER.get(c, ())})

    # --- Chinese ---

    def named_at(self, text: str, at: int) -> frozenset[str]:
        """The concepts of the Chinese word at ``at`` (and of the next, after a kind:
        三格草原地 is three prairie plots)."""
        named = self.lexicon.chinese_words.match(text, at)
        if not named:
            return frozenset()
        concepts = self.lexicon.chinese[named.group(0)]
        if concepts <= KINDS:
            concepts |= self.named_at(text, named.end())
        return concepts

    def chinese(self, text: str, following: str = "") -> str:
        """Read a run of Chinese; ``following``: the Latin word typed right after it, which a
        count at its very end counts (我有3個farmer: three farmers)."""

        def numbers(match: re.Match[str]) -> str:
            numeral, measure = match.group(1), match.group(2)
            after = text[match.end() : match.end() + 1]
            if numeral.isdigit() and not measure and not _is_cjk(after):
                return match.group(0)  # digits among Latin words: read with them
            value = _chinese_number(numeral)
            whole = match.group(0)
            counted = self.named_at(text, match.end())
            if not counted and match.end() == len(text) and following:
                counted = self.concepts_of(following)
            if measure in COUNTED_BY_MEASURE:
                counted |= {COUNTED_BY_MEASURE[measure]}
            scored = measure == "分" or "points" in counted
            return " " if self.number(value, whole, scored, counted) else whole

        text = _CHINESE_NUMBER.sub(numbers, text)
        kept: list[str] = []
        last_end: int | None = None
        for start, end in self.lexicon.chinese_segments(text):
            word = text[start:end]
            if last_end is None or text[last_end:start].strip(CLASSIFIERS):
                self.counting = False  # a count or a lack reaches the next word only
                self.lack_reach = 0  # (a measure word between: 多少隻牛, 沒有隻牛)
            kept.append(text[last_end or 0 : start])
            kept.append(" " if self.found(self.lexicon.chinese[word], word) else word)
            last_end = end
        kept.append(text[last_end or 0 :])
        return "".join(kept)

    # --- words with spaces ---

    def concepts_of(self, word: str) -> frozenset[str]:
        """A word's concepts, unless it is only a plain word here: German "für" folds to the
        English "fur" (the trapper's), but on a German page it is "for"."""
        listed = self.lexicon.languages.get(word)
        if listed and self.code not in listed and word in _plain_of(self.code):
            return frozenset()
        return self.lexicon.concepts_of(word)

    def value_of(self, word: str) -> int | None:
        if word.isdigit():
            return int(word)
        if word in self.lexicon.numbers:
            return self.lexicon.numbers[word]
        for prefix, value in self.lexicon.number_prefixes:
            if word.startswith(prefix) and len(word) > len(prefix):
                return value
        for suffix, value in self.lexicon.number_suffixes:
            if word.endswith(suffix) and len(word) > len(suffix) + SHORTEST_SUFFIX_STEM:
                return value
        return None

    def elsewhere(self, word: str, following: list[str]) -> bool:
        """Whether a number word is only a question word here: it is a question word in
        another language than the page's, and the next word is not of the number's own
        language ("dos vacas" is two cows anywhere, "does each person" is no number)."""
        if word not in _plain_words() or word in self.lexicon.numbers_of.get(self.code, ()):
            return False
        own = {code for code, numbers in self.lexicon.numbers_of.items() if word in numbers}
        return not any(
            own & self.lexicon.languages.get(next_word, set()) for next_word in following
        )

    def phrase_at(self, tokens: list[str], i: int) -> tuple[int, frozenset[str]]:
        """The longest phrase of players' words starting at ``tokens[i]``: (words, concepts)."""
        for size in range(min(LONGEST_PHRASE, len(tokens) - i), 1, -1):
            phrase = " ".join(tokens[i : i + size])
            concepts = self.lexicon.words.get(phrase) or self.lexicon.phrases.get(phrase)
            if concepts:
                return size, concepts
        return 1, self.concepts_of(tokens[i]) if i < len(tokens) else frozenset()

    def named_after(self, tokens: list[str], i: int) -> frozenset[str]:
        """The concepts of what ``tokens[i]`` counts: the next words, past one word that names
        nothing ("4 more cows") and past a kind ("3 canyon plots")."""
        size, concepts = self.phrase_at(tokens, i + 1)
        if concepts & {COUNTS, LACKS}:
            return frozenset()  # "somos 2, cuantas columnas": a new question, nothing counted
        if not concepts and i + 1 < len(tokens) and _describes(tokens[i + 1]):
            size, concepts = self.phrase_at(tokens, i + 2)  # "4 more cows", "2 separate areas"
            size += 1
        if concepts and concepts <= KINDS:
            concepts |= self.named_after(tokens, i + size)
        return concepts

    def sized_before(self, tokens: list[str], i: int) -> frozenset[str]:
        """What a number nothing follows counts when a kind of land comes just before it,
        perhaps with "of" between: a desert of 5 (un desierto de 5) is 5 plots."""
        for back in (1, 2):
            if i - back < 0:
                break
            named = self.concepts_of(tokens[i - back])
            if named and named <= AREAS:
                return frozenset({"plot"})
            if named or tokens[i - back] not in _plain_words():
                break
        return frozenset()

    def spaced(self, tokens: list[str]) -> list[str]:
        kept: list[str] = []
        i = 0
        while i < len(tokens):
            size, concepts = self.phrase_at(tokens, i)
            words = tokens[i : i + size]
            value = self.value_of(words[0]) if size == 1 else None
            counted = self.named_after(tokens, i) if value is not None else frozenset()
            if value is not None and not counted:
                counted = self.sized_before(tokens, i)
            if value is not None and self.elsewhere(words[0], tokens[i + 1 : i + 2]):
                value = None  # "does" folds to "dos": two on a Spanish page or before "vacas"
            if value is not None:
                near = tokens[max(0, i - 1) : i] + tokens[i + 1 : i + 2]
                scored = any("points" in self.concepts_of(w) for w in near)
                if not self.number(value, words[0], scored, counted):
                    kept.append(words[0])
            elif concepts:
                if not self.found(concepts, " ".join(words)):
                    kept += words
                for word in words:  # "zu zweit": a count inside a phrase
                    if (value := self.value_of(word)) is not None:
                        self.number(value, word, False, frozenset())
            else:
                kept.append(words[0])
                self.counting = False
            self.step()
            i += size
        return kept


def read(
    query: str,
    known: Callable[[str], bool],
    is_word: Callable[[str], bool] | None = None,
    code: str = "en",
) -> Reading:
    """Read a question; ``known(folded words)`` says whether the rules text holds them,
    ``is_word(word)`` whether it holds that word whole (then unknown words are mended,
    typos against the players' words of ``code``, the page's language)."""
    folded = written_chinese(fold(query))
    reader = _Reader(known, code)
    mender = _mender(is_word, code) if is_word else None
    latin: list[str] = []
    pieces: list[str] = []
    tokens = folded.split()
    for at, token in enumerate(tokens):
        if _is_cjk(token):
            pieces += reader.spaced(latin)
            latin = []
            pieces.append(reader.chinese(token, "".join(tokens[at + 1 : at + 2])))
        elif mender and reader.value_of(token) is None and token not in _plain_words():
            latin += mender.mend(token)
        else:
            latin.append(token)
    pieces += reader.spaced(latin)
    text = " ".join(" ".join(pieces).split())
    return Reading(text, reader.result(), tuple(reader.stand_ins))


def _mender(is_word: Callable[[str], bool], code: str) -> Mender:
    lexicon = _lexicon()
    return Mender(
        lambda word: bool(lexicon.concepts_of(word)) or word in lexicon.phrased,
        lexicon.spellings.get(code, ()),
        is_word,
    )


def stand_in(concept: str, code: str) -> str | None:
    """The edition's word (folded) for a concept in a language, if it has one."""
    lexicon = _lexicon()
    return lexicon.edition.get((concept, code)) or lexicon.edition.get((concept, "en"))


@lru_cache(maxsize=8)
def _intents(game: str) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple(
        (slug, frozenset(intent.split()))
        for slug, intents in INTENTS.get(game, {}).items()
        for intent in intents
    )


def intent_scores(
    game: str, concepts: frozenset[str], asked: Iterable[tuple[str, frozenset[str]]] = ()
) -> dict[str, float]:
    """Topic slug -> what it gains for answering a question made of ``concepts``.

    The most precise reading wins: an intent that another topic's intent holds
    and says more than ("who wins" inside "who wins a tie"; "cards face down"
    inside "reached the village with cards face down") gives its topic nothing,
    so a general topic does not push the specific one out of the first three.

    ``asked``: the questions the rules themselves ask and answer (a FAQ's "Can a
    cow stand on a skull plot?"), read as concepts, for their topic; they only
    add, never silence a topic's own intents."""
    if not concepts:
        return {}
    fired = [(slug, intent) for slug, intent in _intents(game) if intent <= concepts]
    scores: dict[str, float] = {}
    for slug, intent in fired:
        if any(intent < other and slug != elsewhere for elsewhere, other in fired):
            continue
        scores[slug] = max(scores.get(slug, 0.0), _gain(intent))
    for slug, intent in asked:
        if intent <= concepts:
            scores[slug] = max(scores.get(slug, 0.0), ASKED_WEIGHT * _gain(intent))
    return scores


def _gain(intent: frozenset[str]) -> float:
    return INTENT_WEIGHT + EXTRA_CONCEPT * (len(intent) - 1)


ASKED_BY_RULES = re.compile(r"^\s*\*\*(.+?[?？])\*\*")
"""A block that opens with a bold question: the rules asking what players ask."""


def asked_by_rules(question: str, code: str) -> frozenset[str] | None:
    """The concepts of a question a rules block asks (its bold opening) in the language
    ``code``, if it says enough."""
    opening = ASKED_BY_RULES.match(question)
    if not opening:
        return None
    reading = read(opening.group(1), lambda _words: True, None, code)
    concepts = reading.concepts - {NUM, SCORE, TWO}
    return concepts if len(concepts) >= SAID_ASKED else None
