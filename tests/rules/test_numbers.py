"""Numbers in a question (``companion/rules/talk.py``): digits, words of each language's
lexicon (``numbers``), and Chinese numerals."""

from __future__ import annotations

import pytest

from companion.rules.folding import fold
from companion.rules.talk import _chinese_number, _Reader


@pytest.mark.parametrize(
    ("numeral", "value"),
    [
        ("五十五", 55),
        ("七十一", 71),
        ("十二", 12),
        ("十", 10),
        ("兩", 2),
        ("廿", 20),
        ("三百", 300),
    ],
)
def test_a_chinese_numeral_is_read_digit_by_digit(numeral, value):
    assert _chinese_number(numeral) == value


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("62", 62),
        ("fifty", 50),
        ("cincuenta", 50),
        ("fünf", 5),
        ("veintidos", 20),
        ("dreiundzwanzig", 20),
        ("dezassete", 17),
        ("couple", 2),
    ],
)
def test_a_number_word_of_any_lexicon_is_a_number(word, value):
    """Folded first, as the reader sees it: "cincuenta" folds to "cincunta" on both sides."""
    assert _Reader(lambda _words: True).value_of(fold(word)) == value


@pytest.mark.parametrize("word", ["cow", "zig", "one", "once", "veinti"])
def test_a_word_that_only_looks_like_a_number_is_none(word):
    assert _Reader(lambda _words: True).value_of(fold(word)) is None
