"""Lists scanned by name (the glossaries) follow each language's own order."""

from __future__ import annotations

import re
from html import unescape

import pytest

from companion.i18n import CODES
from companion.words.collation import sort_key, sorted_by_name


def test_spanish_n_with_tilde_is_a_letter_after_n():
    words = ["oveja", "ñandú", "nube", "cañón", "canto", "Ciudad", "chorizo"]
    assert sorted_by_name(words, "es") == [
        "canto", "cañón", "chorizo", "Ciudad", "nube", "ñandú", "oveja",
    ]  # fmt: skip
    assert sorted_by_name(["ñandú", "nube"], "en") == ["ñandú", "nube"]  # a mere accent in English


def test_german_umlauts_sort_with_their_vowel():
    """DIN 5007-1: Ü with U, not after Z, and accents never split the alphabet."""
    words = ["Zebra", "Überpopulation", "Uhr", "Schädel", "Schaf", "Szenario"]
    assert sorted_by_name(words, "de") == [
        "Schädel", "Schaf", "Szenario", "Überpopulation", "Uhr", "Zebra",
    ]  # fmt: skip


def test_portuguese_accents_only_break_ties():
    words = ["Área de extração", "Agricultor", "Bando", "Caçador", "Cabo"]
    assert sorted_by_name(words, "pt") == [
        "Agricultor", "Área de extração", "Bando", "Cabo", "Caçador",
    ]  # fmt: skip


def test_traditional_chinese_sorts_by_strokes():
    """亡 3 strokes, 牛 4, 玉 5, 伐 6, 金 8, 淘 11, 農 13, 獵 18: the order of a Hong Kong list,
    not the order of the code points (which would put 亡 after 乾, and 獵 before 金)."""
    words = ["獵人", "金塊", "農夫", "淘金者", "伐木區", "牛仔", "玉米", "亡命之徒", "乾旱"]
    assert sorted_by_name(words, "zh_Hant") == [
        "亡命之徒", "牛仔", "玉米", "伐木區", "金塊", "乾旱", "淘金者", "農夫", "獵人",
    ]  # fmt: skip
    assert sorted(words) != sorted_by_name(words, "zh_Hant")


def glossary_terms(client, game: str, code: str) -> list[str]:
    page = client.get(f"/{game}/rules/glossary", query_string={"lang": code})
    main = page.get_data(as_text=True).split("<main", 1)[1]
    terms = re.findall(r'<li id="b\d+">\s*<strong>(?:<a [^>]*>)?(.*?)(?:</a>)?</strong>', main)
    return [unescape(term) for term in terms]


@pytest.mark.parametrize("game", ["moon-river", "river-dragons"])
@pytest.mark.parametrize("code", CODES)
def test_each_glossary_is_sorted_in_its_own_language(client, game, code):
    terms = glossary_terms(client, game, code)
    assert len(terms) > 10
    assert terms == sorted(terms, key=sort_key(code))


def test_the_glossaries_do_not_keep_the_english_order(client):
    english = glossary_terms(client, "moon-river", "en")
    chinese = glossary_terms(client, "moon-river", "zh_Hant")
    assert chinese[0] != "土地板塊"  # "Available plot", first in English
    assert chinese[-1] == "壞人"  # "Bandit": 壞 has 19 strokes
    assert glossary_terms(client, "moon-river", "de")[0] == "Bande"
    assert english[0] == "Available plot"


def test_the_glossary_says_which_order_it_follows(client):
    text = client.get("/moon-river/rules/glossary?lang=zh_Hant").get_data(as_text=True)
    assert "筆劃" in text
    english = client.get("/moon-river/rules/glossary?lang=en").get_data(as_text=True)
    assert "alphabetical order in English" not in english


def test_side_by_side_pairs_the_same_terms(client):
    """Each row of the side-by-side view is one entry in both languages (the left's order)."""
    page = client.get("/moon-river/rules/glossary/compare?left=zh_Hant&right=en")
    html = page.get_data(as_text=True)
    cell = r'<div class="compare-cell" lang="{}">(?:<[^>]+>)*<strong><a [^>]*/rules/([a-z-]+)'
    left = re.findall(cell.format("zh-Hant"), html)
    right = re.findall(cell.format("en"), html)
    assert left and left == right
    chinese = client.get("/moon-river/rules/glossary?lang=zh_Hant").get_data(as_text=True)
    in_order = re.findall(r'<li id="b\d+">\s*<strong><a href="/moon-river/rules/([a-z-]+)', chinese)
    assert left == in_order
