"""Words nobody listed are still understood: plurals, typos in players' words, German
compounds joined any way (``companion.rules.mending``)."""

from __future__ import annotations

import pytest

from companion.rules import talk
from companion.rules.search import index_for
from tests.rules.test_search_questions import first_three


def mended(app, word: str, code: str = "de") -> list[str]:
    with app.test_request_context():
        index = index_for("moon-river")
        return talk._mender(index.words.__contains__, code).mend(word)


def test_a_plural_nobody_listed_is_its_singular(app):
    assert mended(app, "farmen") == ["farm"]  # drei Farmen: farms, not farmers
    assert mended(app, "kuhen") == ["kuhe"]


def test_a_typo_in_a_players_word_is_mended_in_the_pages_language(app):
    assert mended(app, "pitchfrok", "en") == ["pitchfork"]
    assert mended(app, "picaxe", "en") == ["pickaxe"]
    assert mended(app, "better", "en") == ["better"]  # not the German Bretter
    assert mended(app, "meiner", "de") == ["meiner"]  # not the English miner


def test_a_word_of_a_players_phrase_is_not_taken_for_a_typo(app):
    """palha (straw) belongs to "chapeu de palha": it is no typo of pa (shovel)."""
    assert mended(app, "palha", "pt") == ["palha"]


def test_a_german_compound_is_split_into_the_words_it_joins(app):
    assert mended(app, "punktegleichstand") == ["punkte", "gleichstand"]
    assert mended(app, "fellhut") == ["fell", "hut"]
    assert mended(app, "biberjager") == ["biber", "jager"]


def test_a_known_word_or_a_number_is_left_alone(app):
    assert mended(app, "uberbevolkerung") == ["uberbevolkerung"]
    read = talk.read("wir haben achtundvierzig", lambda words: False, lambda word: False, "de")
    assert "SCORE" in read.concepts


@pytest.mark.parametrize(
    ("code", "question", "slug"),
    [
        ("en", "the guy with the pitchfrok", "farmer"),
        ("en", "picaxe lady, what does she score", "gold-prospector"),
        ("de", "Punktegleichstand bei 88", "ties"),
        ("de", "Banditenbande, wie viele Punkte?", "outlaws"),
        ("de", "was bringt der Biberjäger", "trapper"),
        ("de", "drei Farmen nebeneinander", "moon-river-city"),
    ],
)
def test_a_mended_question_finds_its_topic(client, code, question, slug):
    assert slug in first_three(client, "moon-river", question, code)
