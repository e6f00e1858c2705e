"""Every code the game packages and the formats can report has a text to show.

The texts are tables keyed by code, so a code added without its words fails
here rather than reaching a player as a bare code.
"""

from __future__ import annotations

import pytest

from companion.formats.problems import FormatCode
from companion.games import moonriver, riverdragons
from companion.words import formats
from companion.words import riverdragons as riverdragons_words
from companion.words.moonriver import messages as moonriver_words

TABLES = [
    (FormatCode, formats.TEXTS),
    (FormatCode, moonriver_words.PROBLEM_TEXTS),
    (moonriver.ProblemCode, moonriver_words.PROBLEM_TEXTS),
    (moonriver.WarningCode, moonriver_words.WARNING_TEXTS),
    (FormatCode, riverdragons_words.PROBLEM_TEXTS),
    (riverdragons.ProblemCode, riverdragons_words.PROBLEM_TEXTS),
    (riverdragons.ReasonCode, riverdragons_words.REASON_TEXTS),
]


@pytest.mark.parametrize(
    ("codes", "texts"), TABLES, ids=lambda x: getattr(x, "__qualname__", "texts")
)
def test_every_code_has_a_text(codes, texts):
    missing = [code for code in codes if code not in texts]
    assert not missing


@pytest.mark.parametrize("lang", ["en", "es", "de", "zh_Hant", "pt"])
def test_every_format_problem_reads_as_a_sentence_in_every_language(app, lang):
    params = {"field": "colour", "low": 0, "high": 6, "value": 9, "choices": "a, b", "limit": 40}
    with app.test_request_context(f"/?lang={lang}"):
        messages = [
            moonriver_words.problem_message(moonriver.Problem(("players", 0), code, params))
            for code in FormatCode
        ]
    assert all(message and "%(" not in message for message in messages)
    assert len(set(messages)) == len(messages)


def test_every_scenario_is_declared_once_with_a_name_a_topic_and_a_number():
    from companion.games.moonriver.scenarios import SCENARIOS
    from companion.rules.games import load_rulebooks
    from companion.rules.topics import rulebook
    from companion.words.moonriver.labels import SCENARIO

    load_rulebooks()
    topics = {topic.slug for topic in rulebook("moon-river")}
    assert set(SCENARIOS) == set(moonriver.Scenario) == set(SCENARIO)
    assert sorted(rules.number for rules in SCENARIOS.values()) == [1, 2, 3, 4]
    assert all(rules.slug in topics for rules in SCENARIOS.values())
    assert all(rules.counts in {"plots", "nuggets", "partners"} for rules in SCENARIOS.values())
