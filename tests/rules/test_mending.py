"""Mending (``companion/rules/mending.py``) on a lexicon of a few words, nothing else.

The mender is given what the talk lexicon knows, its words in the page's
language and what the rules text holds; each test shows one way a word is mended.
"""

from __future__ import annotations

from companion.rules.mending import Mender

TALK = {"farm", "bandit", "biber", "pitchfork", "gleichstand", "bande"}
RULES = {"punkte", "jager"}


def mender() -> Mender:
    return Mender(TALK.__contains__, sorted(TALK), RULES.__contains__)


def test_a_known_word_stays_as_it_is():
    assert mender().mend("farm") == ["farm"]


def test_a_plural_or_case_ending_comes_off_when_the_stem_is_known():
    assert mender().mend("farmen") == ["farm"]
    assert mender().mend("bandits") == ["bandit"]


def test_a_stem_too_short_to_trust_is_not_taken():
    assert Mender({"ab"}.__contains__, [], set().__contains__).mend("abs") == ["abs"]


def test_a_typo_of_a_players_word_becomes_that_word():
    assert mender().mend("pitchfrok") == ["pitchfork"]


def test_a_typo_must_start_with_the_same_letter():
    assert mender().mend("fitchpork") == ["fitchpork"]


def test_a_compound_is_split_into_known_parts_with_a_linking_letter_off():
    assert mender().mend("punktegleichstand") == ["punkte", "gleichstand"]
    assert mender().mend("biberjager") == ["biber", "jager"]


def test_a_word_of_the_rules_is_not_mended():
    assert mender().mend("jager") == ["jager"]


def test_words_that_are_not_plain_latin_letters_are_left_alone():
    assert mender().mend("牛隻") == ["牛隻"]
    assert mender().mend("3rd") == ["3rd"]
