"""Fold text so that the ways players type a word all look the same.

Both the rules text (once, when the search index is built) and the query go
through the same folding, so a match never depends on how a word was typed:

- case and accents: ``Überpopulation`` and ``uberpopulation``;
- German transcriptions: ``ae``/``oe``/``ue`` stand for ``ä``/``ö``/``ü`` and
  ``ß`` for ``ss`` (so ``Floesserei`` is ``Flößerei``). Applied to every
  language alike: both sides lose the same ``e``, so nothing is missed;
- punctuation and symbols become spaces (``overpopulation?``, ``平手？``);
- Simplified Chinese becomes (Hong Kong) Traditional through OpenCC, because
  zh-CN browsers are sent to the Traditional pages (``偷牛贼`` is ``偷牛賊``).

``fold_with_map`` also says, for each folded character, where it came from,
so a snippet can mark the matched words in the original text.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import opencc

_TRANSCRIBED = {"a", "o", "u"}
"""Vowels whose German umlaut may be typed as the vowel and an ``e``."""


@lru_cache(maxsize=1)
def _to_traditional() -> opencc.OpenCC:
    return opencc.OpenCC("s2hk")


def _is_cjk(char: str) -> bool:
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


def _chars(text: str) -> tuple[list[str], list[int]]:
    """Case, accents, spaces and punctuation folded, one source index per character."""
    folded: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        category = unicodedata.category(char)
        if char.isspace() or category[0] in "PSZ" or category == "Cc":
            if folded and folded[-1] != " ":
                folded.append(" ")
                origin.append(index)
            continue
        for part in unicodedata.normalize("NFKD", char).casefold():
            if not unicodedata.combining(part):
                folded.append(part)
                origin.append(index)
    return folded, origin


def _drop_transcription_e(folded: list[str], origin: list[int]) -> tuple[list[str], list[int]]:
    """``ae``/``oe``/``ue`` -> ``a``/``o``/``u``; the ``e`` keeps pointing at the source."""
    chars: list[str] = []
    where: list[int] = []
    for char, index in zip(folded, origin, strict=True):
        if char == "e" and chars and chars[-1] in _TRANSCRIBED:
            continue
        chars.append(char)
        where.append(index)
    return chars, where


def _traditional(text: str) -> str:
    """Simplified characters as Hong Kong Traditional (the same length, or unchanged)."""
    if not any(_is_cjk(char) for char in text):
        return text
    converted = _to_traditional().convert(text)
    if len(converted) == len(text):
        return converted
    # A phrase changed length: convert character by character so the map still holds.
    return "".join(c if len(c := _to_traditional().convert(char)) == 1 else char for char in text)


def fold_with_map(text: str) -> tuple[str, list[int]]:
    """The folded text, and for each of its characters the index it came from in ``text``."""
    chars, origin = _drop_transcription_e(*_chars(text))
    folded = _traditional("".join(chars))
    start = 1 if folded.startswith(" ") else 0
    end = len(folded) - 1 if folded.endswith(" ") and len(folded) > start else len(folded)
    return folded[start:end], origin[start:end]


def fold(text: str) -> str:
    return fold_with_map(text)[0]
