"""Score breakdown lines link to the rule behind them, in the page's language."""

from __future__ import annotations

import pytest

from companion.games.moonriver.model import Scenario, Tiebreak, WarningCode
from companion.rules import rulebook
from companion.rules.games import load_rulebooks
from companion.rules.links import BREAKDOWN_SLUGS, rule_url, slug_for


def test_every_mapped_slug_exists():
    load_rulebooks()
    slugs = {t.slug for t in rulebook("moon-river")}
    assert set(BREAKDOWN_SLUGS.values()) <= slugs


@pytest.mark.parametrize(
    ("key", "slug"),
    [
        ("territories", "territory-points"),
        ("resources", "resource-points"),
        ("partners", "partner-points"),
        ("tiebreak", "ties"),
        ("overpopulation", "overpopulation"),
        ("warnings", "how-this-app-scores"),
        (Scenario.GOLD_RUSH, "gold-rush"),
    ],
)
def test_breakdown_lines_map_to_their_topic(key, slug):
    assert slug_for(key) == slug


def test_every_engine_scenario_tiebreak_and_warning_has_a_rule():
    for key in (*Scenario, *Tiebreak, *WarningCode):
        assert slug_for(key)


def test_rule_url_carries_the_page_language(app):
    with app.test_request_context("/?lang=de"):
        assert rule_url("resources") == "/moon-river/rules/resource-points?lang=de"
        assert rule_url(Scenario.OUTLAWS) == "/moon-river/rules/outlaws?lang=de"


def test_unknown_key_is_a_programming_error():
    with pytest.raises(KeyError):
        slug_for("no-such-line")
