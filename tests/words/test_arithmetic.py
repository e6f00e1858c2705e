"""Every score-pad line explained as a sum, in the player's language, the same for Python and JS."""

from __future__ import annotations

import pytest

from companion.games.moonriver import parse_diagram, score_ranch
from companion.games.moonriver.model import Mode, Partner, Resource, Scenario, Terrain
from companion.words.arithmetic import Wording, for_js
from tests.games.moonriver.moonriver_tables import WORKED_EXAMPLE


@pytest.fixture
def wording(app):
    with app.test_request_context("/?lang=en"):
        yield Wording()


def test_the_rulebook_ranch_line_by_line(wording):
    ranch = parse_diagram(WORKED_EXAMPLE)
    score = score_ranch(ranch)
    assert wording.territories(score, Terrain.DESERT) == "5 plots × 1 cow = 5"
    assert wording.territories(score, Terrain.CANYON) == "7 plots × 3 cows = 21"
    assert wording.territories(score, Terrain.PRAIRIE) == "3 plots × 2 cows = 6"
    assert wording.territories(score, Terrain.FARM) == "4 plots × 4 cows = 16"
    assert wording.territories(score, Terrain.FOREST) is None  # no cows: nothing to add up
    assert wording.resources(score, Resource.NUGGET) == "4 nuggets × 1 = 4"
    assert wording.resources(score, Resource.BEAVER) == "1 beaver × 1 = 1"
    assert wording.resources(score, Resource.CORN) == "18 corn × 1 = 18"
    assert wording.partners(score, ranch, Partner.FARMER) == "1 × 18 corn = 18"
    assert wording.partners(score, ranch, Partner.TRAPPER) is None


def test_two_farmers_and_two_territories_of_one_terrain(wording):
    ranch = parse_diagram("""
        . . . . .
        . . . . .
        . . . . .
        D1c D1c M4r D2c M5r@F
        D1c M . D1c M@F
        ~~~~~~~~~~~~~~~~~
        """)
    score = score_ranch(ranch)
    assert wording.partners(score, ranch, Partner.FARMER) == "2 × 9 corn = 18"
    assert wording.territories(score, Terrain.DESERT) == "3 plots × 3 cows + 2 plots × 2 cows = 13"


def test_a_farmer_without_corn_scores_nothing_and_says_why(wording):
    ranch = parse_diagram(". . . . .\n. . . . .\n. . . . .\n. . . . .\nD@F . . . .\n~~~~~")
    assert wording.partners(score_ranch(ranch), ranch, Partner.FARMER) == "1 × 0 corn = 0"


@pytest.mark.parametrize(
    ("scenario", "drawing", "expected"),
    [
        (  # a forest of 4 plots along the river: n counts plots
            Scenario.TIMBER_RAFTING,
            ". . . . .\n. . . . .\n. . . . .\nF . . . .\nF F F . .\n~~~~~",
            "4 plots: 10 + 10 × 1 = 20",
        ),
        (  # three plots with five nugget symbols: n counts the symbols
            Scenario.GOLD_RUSH,
            ". . . . .\n. . . . .\n. . . . .\n. . . . .\nD2r C1r P2r . .\n~~~~~",
            "5 nuggets: 10 + 10 × 2 = 30",
        ),
        (  # three partners with a desperado among them, and a cowboy that counts
            Scenario.OUTLAWS,
            ". . . . .\n. . . . .\n. . . . .\n. . . . .\nD@D D@C D@P . .\n~~~~~",
            "3 partners: 10 = 10",
        ),
        (  # two farm groups of 3 and 4 plots
            Scenario.MOON_RIVER_CITY,
            ". . . . .\n. . . . .\nH . . . .\nH . . H H\nH H . H H\n~~~~~",
            "(4 plots: 10 + 10 × 1) + (4 plots: 10 + 10 × 1) = 40",
        ),
    ],
)
def test_scenario_groups_show_10_plus_10_for_each_beyond_three(
    wording, scenario, drawing, expected
):
    ranch = parse_diagram(drawing)
    score = score_ranch(ranch, Mode.LEGENDS, scenario)
    assert wording.scenario(score, scenario) == expected


def test_the_words_follow_the_page_language(app):
    ranch = parse_diagram(WORKED_EXAMPLE)
    score = score_ranch(ranch)
    with app.test_request_context("/?lang=de"):
        german = Wording().territories(score, Terrain.CANYON)
    with app.test_request_context("/?lang=zh_Hant"):
        chinese = Wording().partners(score, ranch, Partner.FARMER)
    assert german.endswith("= 21") and "7" in german and "3" in german and "cows" not in german
    assert chinese.endswith("= 18") and "corn" not in chinese


def test_the_browser_gets_the_same_templates(app):
    with app.test_request_context("/?lang=en"):
        data = for_js()
        python = Wording()
    assert data["templates"] == python.templates
    assert data["units"]["cows"] == ["%(num)d cow", "%(num)d cows"]
    assert data["resource_units"] == {"nuggets": "nuggets", "beavers": "beavers", "corn": "corn"}
    assert data["scenario_units"]["gold-rush"] == "nuggets"
    assert data["plus"] == " + "
