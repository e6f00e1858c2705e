"""The words players type, one lexicon per language: ``companion/rules/lexicon/<code>.py``.

Ours, and used only for matching (never shown on a page), so data rather than
catalog entries: a German player's word has no English original to translate.
Every word a language needs for the search is in its one module (Python, so
the wheel carries it like any module):

- ``QUESTION_WORDS``: the words that make a question a question ("what
  happens with", "qué pasa si", "怎麼辦"). They are dropped from a query so
  that "what happens with overpopulation?" searches for "overpopulation". In a
  language written without spaces (``SPACES = False``: Chinese) they are cut
  out wherever they occur.
- ``NUMBERS``: number words, ``word=value``, so "fifty", "cincuenta" and 五十 are
  numbers like 50 (and "pareja", a couple, is 2). 1 is left out everywhere (it is
  also "a"), and so is "once" (11 in Spanish, but "at once" in English: players
  type scores in digits). ``*`` at a word's end (or start) lets it start (or end)
  any way: ``veinti*`` is 20-something. Chinese numerals are read digit by digit
  (十 multiplies: ``talk._chinese_number``).
- ``HEAD_FIRST = True``: the language's phrases name the thing first (sombrero
  de paja) rather than last (straw hat).
- ``CONCEPTS``: what players talk about, one entry a thing or a situation,
  the same concept names in every language (``talk_words.INTENTS`` says, once
  for all languages, which topics answer them). Before the ``|``: the
  edition's own word (the rules text uses it, so the search can look for it
  when a player said something else); after: the words players use, including
  what a piece's picture shows (the farmer's pitchfork, the desperado's gun).
  ``*`` at a word's end (or start) lets it match any ending (or beginning):
  ``klau*`` is klaut, klaue...; a phrase ending in ``*`` lets its last word end
  any way. A word that only ever means one topic's matter (overcrowding,
  Überbevölkerung, 人口過剩: overpopulation; logs and rafts: Timber Rafting) is
  a concept too, whose intent of one concept calls that topic: there is no
  second table of words per topic.
- Chinese only: ``CLASSIFIERS`` (measure words, which go with a number: 三隻牛),
  ``MEASURES`` (what a measure word counts alone: 五格 is five plots, 兩人 two
  players) and
  ``SPOKEN`` (spoken Cantonese as Hong Kong players type it -> the written
  Chinese the rules use; 冇 is 沒有, the particles 㗎, 喇, 囉 become nothing).

Every language of ``companion.i18n`` must have its module with every table;
``lexicon`` says which module or table is missing.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from companion.i18n import CODES

__all__ = [
    "CLASSIFIERS",
    "CONCEPTS",
    "COUNTED_BY_MEASURE",
    "LEXICON_DIR",
    "NUMBERS",
    "QUESTION_WORDS",
    "SPOKEN_CANTONESE",
    "Lexicon",
    "LexiconMissing",
    "lexicon",
]

LEXICON_DIR = Path(__file__).with_name("lexicon")
"""Where the per-language modules are: ``<code>.py`` for each code of ``companion.i18n``."""
LEXICON_PACKAGE = "companion.rules.lexicon"
REQUIRED = ("QUESTION_WORDS", "NUMBERS", "CONCEPTS")
"""The tables every language's module has."""
OPTIONAL = ("HEAD_FIRST", "SPACES", "CLASSIFIERS", "MEASURES", "SPOKEN")
"""The tables a language has only when they apply (see the module's docstring)."""
CHINESE = "zh_Hant"
"""The language whose file also holds the measure words and spoken Cantonese."""


class LexiconMissing(LookupError):
    """A language lacks its lexicon file or one of its tables."""


@dataclass(frozen=True)
class Lexicon:
    """One language's search words (see the module's docstring for each table)."""

    code: str
    question_words: str
    numbers: str
    concepts: dict[str, str]
    head_first: bool = False
    spaces: bool = True
    classifiers: str = ""
    measures: dict[str, str] = field(default_factory=dict)
    spoken: dict[str, str] = field(default_factory=dict)


@lru_cache(maxsize=16)
def lexicon(code: str) -> Lexicon:
    """The lexicon of one language, read from its module."""
    name = f"{LEXICON_PACKAGE}.{code}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        raise LexiconMissing(
            f"{code}: no lexicon module companion/rules/lexicon/{code}.py"
        ) from None
    missing = [table for table in REQUIRED if not hasattr(module, table)]
    if missing:
        raise LexiconMissing(f"{code}: lexicon/{code}.py has no {', '.join(missing)}")
    tables = {table.lower(): getattr(module, table, None) for table in REQUIRED + OPTIONAL}
    return Lexicon(code=code, **{k: v for k, v in tables.items() if v is not None})


def _every_language() -> dict[str, Lexicon]:
    return {code: lexicon(code) for code in CODES}


_LEXICONS = _every_language()

QUESTION_WORDS: dict[str, str] = {code: lex.question_words for code, lex in _LEXICONS.items()}
"""Language -> its question words, space-separated."""
NUMBERS: dict[str, str] = {code: lex.numbers for code, lex in _LEXICONS.items()}
"""Language -> its number words, "word=value" space-separated."""
CONCEPTS: dict[str, dict[str, str]] = {}
"""Concept -> language -> "edition word | players' words" (every language's file, together)."""
for _code, _lex in _LEXICONS.items():
    for _concept, _words in _lex.concepts.items():
        CONCEPTS.setdefault(_concept, {})[_code] = _words
SPOKEN_CANTONESE: dict[str, str] = _LEXICONS[CHINESE].spoken
"""Spoken Cantonese (after folding, so Simplified input is covered) -> written Chinese."""
CLASSIFIERS: str = _LEXICONS[CHINESE].classifiers
"""Chinese measure words: "三隻牛" is three cows; the measure word goes with the number."""
COUNTED_BY_MEASURE: dict[str, str] = _LEXICONS[CHINESE].measures
"""What a Chinese measure word counts when no word follows it: 五格 is five squares (plots)."""
HEAD_FIRST = frozenset(code for code, lex in _LEXICONS.items() if lex.head_first)
"""Languages whose phrases name the thing first (sombrero de paja); the others last (straw hat)."""
UNSPACED = frozenset(code for code, lex in _LEXICONS.items() if not lex.spaces)
"""Languages written without spaces: their question words are cut out wherever they occur."""
