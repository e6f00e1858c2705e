"""What a player's name may hold: text people can see, read in its own direction.

A name is shown on every phone at the table, on score sheets and in PDFs, so
it is refused (with a code saying why) when it holds
- control characters (NUL and the like; PostgreSQL refuses NUL outright);
- half of a UTF-16 surrogate pair, which JSON can smuggle in as ``\\ud800``
  but no page, database or PDF can write;
- characters that override or embed a text direction (U+202A–U+202E,
  U+2066–U+2069), which make a name display as something else;
- nothing visible at all (only spaces, zero-width or filler characters).
Joiners inside a visible name (emoji sequences, Persian) stay allowed.
"""

from __future__ import annotations

import unicodedata

from companion.formats.problems import FormatCode

DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")
"""Characters Unicode files as letters or symbols that print as nothing (Hangul fillers,
the blank Braille pattern, the Mongolian vowel separator)."""
INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Zs", "Zl", "Zp", "Mn", "Me"})


def visible(char: str) -> bool:
    return char not in BLANK_LETTERS and unicodedata.category(char) not in INVISIBLE_CATEGORIES


def name_problem(name: str) -> FormatCode | None:
    """Why this name cannot be used, or None when it can."""
    if name.isascii() and name.isprintable() and not name.isspace():
        return None  # plain ASCII with a visible letter: none of the faults below can apply
    categories = {unicodedata.category(char) for char in name}
    if "Cc" in categories:
        return FormatCode.NAME_CONTROL_CHARACTERS
    if "Cs" in categories:
        return FormatCode.NAME_BROKEN_CHARACTERS
    if not DIRECTION_CONTROLS.isdisjoint(name):
        return FormatCode.NAME_DIRECTION_CHARACTERS
    if name and not any(visible(char) for char in name):
        return FormatCode.NAME_INVISIBLE
    return None
