"""Sort names the way each language's readers expect: ICU collation, with CLDR's rules.

A glossary sorted by the English alphabet reads as a jumble in Chinese and
puts Spanish "Ñ" or German "Ü" where no dictionary has them. ICU (through the
``pyicu-wheels`` package, which brings its own ICU: no system library) gives
each language its Unicode CLDR order:

- ``en``, ``de``, ``pt``: the standard order, where accents and umlauts only
  break ties (``Überpopulation`` among the U's, ``área`` among the A's). For
  German this is DIN 5007-1, the dictionary order; Portuguese has no other.
- ``es``: the current Spanish order (RAE, 1994 on): ``ñ`` is a letter of its
  own after ``n`` (``cañón`` after ``canto``); ``ch`` and ``ll`` are not.
- ``zh_Hant``: stroke order (筆劃): by the first character's number of
  strokes, then the next character's, ties by radical. It is CLDR's default
  for Traditional Chinese and the order Hong Kong readers meet in lists
  sorted by name (the Legislative Council's members, school and telephone
  lists, indexes). The alternatives were not chosen: radical order is a
  dictionary's, nobody scans a glossary by radical; Jyutping or Pinyin order
  asks the reader to romanise every term first, which no Hong Kong list does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TypeVar

import icu

__all__ = ["ICU_LOCALES", "sort_key", "sorted_by_name"]

ICU_LOCALES = {"en": "en", "es": "es", "de": "de", "pt": "pt_PT", "zh_Hant": "zh_Hant_HK"}
"""Our language codes -> the ICU locale whose collation they use."""

T = TypeVar("T")


@lru_cache(maxsize=8)
def _collator(code: str) -> icu.Collator:
    return icu.Collator.createInstance(icu.Locale(ICU_LOCALES.get(code, "en")))


def sort_key(code: str) -> Callable[[str], bytes]:
    """A sort key for names in a language (any other code sorts as English)."""
    return _collator(code).getSortKey


def sorted_by_name(items: Iterable[T], code: str, name: Callable[[T], str] = str) -> list[T]:
    """``items`` sorted by ``name(item)`` in the order of the language ``code``."""
    key = sort_key(code)
    return sorted(items, key=lambda item: key(name(item)))
