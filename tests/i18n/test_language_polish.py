"""Each language reads as its edition does: the title, its words, its list punctuation."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from flask_babel import force_locale

from companion.games.riverdragons import Colour, Reason, ReasonCode
from companion.words.moonriver.messages import winner_sentence
from companion.words.riverdragons import reason_message

ROOT = Path(__file__).parents[2]
GAME_TITLE = {"en": "Moon River", "es": "Moon River", "de": "Moon River", "pt": "Moon River"}


def catalog(code: str):
    with open(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po", "rb") as po:
        return read_po(po, locale=code)


def translations(code: str) -> list[str]:
    texts = []
    for message in catalog(code):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        texts += [s for s in strings if s and message.id]
    return texts


def visible(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("url", ["/", "/moon-river/rules/", "/moon-river/sheets/"])
def test_the_hong_kong_pages_call_the_game_by_its_edition_title(client, url):
    page = client.get(url, query_string={"lang": "zh_Hant"}).get_data(as_text=True)
    assert "月之河畔" in visible(page)
    assert "Moon River" not in visible(page).replace("Moon River City", "")


@pytest.mark.parametrize(("code", "title"), GAME_TITLE.items())
def test_the_other_editions_keep_the_title_moon_river(client, code, title):
    page = client.get("/moon-river/rules/", query_string={"lang": code}).get_data(as_text=True)
    assert f"<h1>{title}" in page or f"{title} " in visible(page)


def test_no_chinese_string_leaves_moon_river_untranslated():
    assert not [t for t in translations("zh_Hant") if "Moon River" in t.replace("City", "")]


def test_hong_kong_words_print_and_example():
    """打印 is the Hong Kong word (列印 is Taiwan's); the edition writes 範例 for an example."""
    texts = translations("zh_Hant")
    assert not [t for t in texts if "列印" in t or "例子" in t]
    assert any(t.startswith("範例：") for t in texts)


def test_winners_are_listed_with_each_languages_separators(app):
    class Result:
        winners = ("Ana", "Bo", "Cy")
        players = winners

    expected = {
        "en": "Shared victory: Ana, Bo, and Cy",
        "de": "Geteilter Sieg: Ana, Bo und Cy",
        "zh_Hant": "Ana、Bo和Cy",
    }
    with app.test_request_context():
        for code, sentence in expected.items():
            with force_locale(code):
                assert sentence in winner_sentence(Result())


def test_winner_and_shared_victory_stay_apart_in_chinese(app):
    class One:
        winners = ("Ana",)
        players = ("Ana", "Bo")

    class Two:
        winners = ("Ana", "Bo")
        players = ("Ana", "Bo")

    with app.test_request_context(), force_locale("zh_Hant"):
        one, two = winner_sentence(One()), winner_sentence(Two())
    assert one.replace("Ana", "") != two.replace("Ana、Bo", "").replace("Ana和Bo", "")


def test_cancelled_and_cancelled_once_stay_apart_in_chinese(app):
    by_one = Reason(ReasonCode.CANCELLED_BY_DRAGON, {"by": [Colour.GREEN]})
    by_two = Reason(ReasonCode.CANCELLED_BY_DRAGON, {"by": [Colour.GREEN, Colour.BLUE]})
    with app.test_request_context(), force_locale("zh_Hant"):
        one = reason_message(Colour.PINK, by_one)
        two = reason_message(Colour.PINK, by_two)
    assert one.split("：")[0] != two.split("：")[0]


@pytest.mark.parametrize("code", ["es", "de", "zh_Hant", "pt"])
def test_the_two_split_sentences_are_no_plural_pairs(code):
    """Chinese has one plural form: a pair would show only its first sentence."""
    singular = {m.id[0] for m in catalog(code) if isinstance(m.id, tuple)}
    assert "Winner: %(names)s" not in singular
    assert "Cancelled: %(players)s played a Dragon aimed at %(player)s." not in singular


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "Purple – Mary, Orange – Calamity, Green – Big Jo, and White – Wesley."),
        ("de", "Violett – Mary, Orange – Calamity, Grün – Big Jo und Weiß – Wesley."),
        ("zh_Hant", "紫色（瑪利）、橙色（克拉米緹）、綠色（大喬伊）和白色（衛斯理）。"),
    ],
)
def test_the_character_list_is_punctuated_as_each_language_lists(client, code, expected):
    page = client.get("/moon-river/game-night", query_string={"lang": code})
    assert expected in unescape(page.get_data(as_text=True))


@pytest.mark.parametrize(
    ("code", "edition_word", "other_word"),
    [
        ("es", "libreta de puntuación", "hoja de puntuación"),
        ("pt", "link", "ligações"),
        ("pt", "salto", "pulo"),
        ("de", "Mitglied", "Element"),
        ("de", "am Eintragen", "gibt ein"),
    ],
)
def test_one_word_for_one_thing(code, edition_word, other_word):
    """Spanish says libreta as its edition does; Portuguese says link (ligação is the
    connection rule) and salto; German groups have members and seats are "am Eintragen"."""
    texts = translations(code)
    assert any(edition_word in t for t in texts)
    assert not [t for t in texts if other_word in t and "ligações desta" not in t]


def test_the_ranch_editor_names_the_river_as_the_hong_kong_edition_does(client):
    """The game is 月之河畔 (beside the Moon River); the edition calls the river itself 月亮河."""
    from tests.web.tables_helpers import start_game

    token = start_game(client)
    page = client.get(f"/t/{token}/seat/1", query_string={"lang": "zh_Hant"}).get_data(True)
    assert re.search(r'<div class="river">月亮河 · ', page)
