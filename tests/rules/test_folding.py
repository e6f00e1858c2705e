"""Folding (``companion/rules/folding.py``): every way of typing a word looks the same."""

from __future__ import annotations

import pytest

from companion.rules.folding import fold, fold_with_map


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("Überpopulation", "uberpopulation"),
        ("CAMIÓN", "camion"),
        ("Floesserei", "flosserei"),
        ("Flößerei", "flosserei"),
        ("overpopulation?", "overpopulation"),
        ("wie viele, bitte!", "wie viele bitte"),
        ("平手？", "平手"),
    ],
)
def test_case_accents_umlaut_spellings_and_punctuation_fold_away(typed, folded):
    assert fold(typed) == folded


def test_simplified_chinese_folds_to_hong_kong_traditional():
    assert fold("偷牛贼") == fold("偷牛賊") == "偷牛賊"


def test_each_folded_character_points_at_where_it_came_from():
    text = "  Die Kühe?"
    folded, origin = fold_with_map(text)
    assert folded == "die kuhe"
    assert [text[i] for i in origin] == list("Die Kühe")
