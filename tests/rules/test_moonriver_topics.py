"""The Moon River rules text as data: complete, linked, translatable."""

from __future__ import annotations

import re

import pytest
from flask_babel.speaklater import LazyString

from companion.rules import rulebook
from companion.rules.games import load_rulebooks
from companion.rules.markup import LINK

SLUGS = [
    "components",
    "setup",
    "turn",
    "connection-rules",
    "plot-symbols",
    "partners",
    "cowboy",
    "desperado",
    "cattle-thief",
    "gold-prospector",
    "trapper",
    "farmer",
    "end-of-round",
    "end-of-game",
    "overpopulation",
    "scoring",
    "territory-points",
    "resource-points",
    "partner-points",
    "ties",
    "legends-of-the-west",
    "character-boards",
    "choosing-a-scenario",
    "timber-rafting",
    "gold-rush",
    "outlaws",
    "moon-river-city",
    "two-players",
    "how-this-app-scores",
    "glossary",
    "faq",
    "quick-turn",
    "quick-symbols",
    "quick-partners",
    "quick-scoring",
]


@pytest.fixture(scope="module")
def topics():
    load_rulebooks()
    return rulebook("moon-river")


def test_every_published_slug_is_there_in_reading_order(topics):
    assert [t.slug for t in topics] == SLUGS


def test_every_string_is_a_lazy_translation(topics):
    for topic in topics:
        texts = [topic.title, *topic.keywords, *(b.text for b in topic.blocks)]
        assert all(isinstance(text, LazyString) for text in texts), topic.slug
        assert topic.blocks and topic.keywords, topic.slug


def test_links_and_see_also_point_at_real_topics(topics):
    slugs = {t.slug for t in topics}
    for topic in topics:
        assert set(topic.see_also) <= slugs, topic.slug
        for block in topic.blocks:
            for match in LINK.finditer(str(block.text)):
                assert match.group(1) in slugs, (topic.slug, match.group(0))


def test_marks_are_balanced(topics):
    for topic in topics:
        for block in topic.blocks:
            text = str(block.text)
            assert text.count("**") % 2 == 0, text
            assert text.count("[[") == text.count("]]"), text


def test_how_this_app_scores_shows_every_ruling(topics):
    page = " ".join(
        str(b.text) for b in next(t for t in topics if t.slug == "how-this-app-scores").blocks
    )
    codes = [f"G{i}" for i in range(1, 5)] + [f"P{i}" for i in range(1, 6)]
    codes += [f"S{i}" for i in range(1, 9)] + [f"W{i}" for i in range(1, 7)]
    codes += [f"T{i}" for i in range(1, 6)] + [f"A{i}" for i in range(1, 4)]
    for code in codes:
        assert re.search(rf"\*\*{code}[. ]", page), code
    for scenario in ("Timber Rafting", "Gold Rush", "Outlaws", "Moon River City"):
        assert f"**S7 {scenario}.**" in page
    assert "Chinese edition says plots" in page


def test_glossary_links_each_term_to_its_topic(topics):
    glossary = next(t for t in topics if t.slug == "glossary")
    terms = [b for b in glossary.blocks if b.kind.value == "li"]
    linked = [b for b in terms if str(b.text).startswith("**[[")]
    assert len(terms) >= 30
    assert len(linked) == len(terms)
