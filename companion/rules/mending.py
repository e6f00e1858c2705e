"""Words a question uses that neither the rules nor the players' words know, mended.

Players type plurals the talk lexicon does not list (Farmen, Kühen), typos in
words the rules never print (pitchfrok, picaxe), and German compounds joined
any way (Punktegleichstand, Banditenbande, Biberjäger). A word that says
nothing as typed is tried, in this order, as:

1. an inflected word: a plural or case ending dropped (s, es, n, en, e) gives
   a word of the talk lexicon;
2. a typo of a word of the talk lexicon in the page's language (RapidFuzz,
   same first letter, the length nearly the same): the rules' own words are
   corrected by the search itself, against its index;
3. a compound: two parts (the last one split again if needed), each a word of
   the rules or of the talk lexicon, German linking letters (s, n, en, e)
   allowed at the end of the first part.

The result replaces the word in the question, so the talk reading and the word
search both see the parts they know. Latin letters only: Chinese is cut into
pieces by the search itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from companion.rules.tuning import (
    COMPOUND_DEPTH,
    ENDINGS,
    LINKS,
    MENDING_TYPO_SCORE,
    MENDING_TYPOS_TRIED,
    SHORTEST_COMPOUND,
    SHORTEST_PART,
    SHORTEST_STEM,
    SHORTEST_TYPO,
    TYPO_LENGTH_SLACK,
)

__all__ = ["Mender"]


@dataclass(frozen=True)
class Mender:
    says: Callable[[str], bool]
    """Whether the talk lexicon knows a (folded) word: gives it concepts, or has it in a
    phrase."""
    spellings: Sequence[str]
    """The lexicon's single words in the page's language, for typos (across languages,
    too many everyday words look like a typo: better, Bretter)."""
    is_word: Callable[[str], bool]
    """Whether the rules' text holds a (folded) word whole."""

    def mend(self, word: str) -> list[str]:
        """The words meant by ``word``: itself when it is known or cannot be mended."""
        if self.says(word) or not word.isalpha() or not word.isascii():
            return [word]
        stem = self.stem(word)
        if stem:
            return [stem]
        if self.is_word(word):
            return [word]
        return self.corrected(word) or self.split(word) or [word]

    def stem(self, word: str) -> str | None:
        for ending in ENDINGS:
            stem = word.removesuffix(ending)
            if stem != word and len(stem) >= SHORTEST_STEM and self.says(stem):
                return stem
        return None

    def corrected(self, word: str) -> list[str] | None:
        if len(word) < SHORTEST_TYPO:
            return None
        found = process.extract(
            word,
            self.spellings,
            scorer=fuzz.ratio,
            score_cutoff=MENDING_TYPO_SCORE,
            limit=MENDING_TYPOS_TRIED,
        )
        for match, _score, _i in found:
            if match[0] == word[0] and abs(len(match) - len(word)) <= TYPO_LENGTH_SLACK:
                return [match]
        return None

    def split(self, word: str, depth: int = COMPOUND_DEPTH) -> list[str] | None:
        """Two known parts (the longest last part first), the last one split again if needed."""
        if depth == 0 or len(word) < SHORTEST_COMPOUND:
            return None
        for cut in range(SHORTEST_PART - 1, len(word) - SHORTEST_PART + 2):
            first, last = word[:cut], word[cut:]
            head = self.part(first, linked=True)
            if head is None:
                continue
            known = self.part(last)
            tail = [known] if known else self.split(last, depth - 1)
            if tail:
                return [head, *tail]
        return None

    def part(self, part: str, linked: bool = False) -> str | None:
        """``part`` as a word of the rules or of the talk lexicon (a linking letter off)."""
        for link in LINKS if linked else ("",):
            bare = part.removesuffix(link) if link else part
            if bare == part and link:
                continue
            if len(bare) >= SHORTEST_PART and self.is_word(bare):
                return bare
            if len(bare) >= SHORTEST_PART - 1 and (self.says(bare) or self.stem(bare)):
                return bare
        return None
