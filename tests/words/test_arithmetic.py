"""Every score-pad line explained as a sum, in the player's language, the same for Python and JS."""

from __future__ import annotations

import pytest

from companion.games.moonriver import parse_diagram, score_ranch
from companion.games.moonriver.model import Mode, Partner, Resource, Scenario, Terrain
from companion.words.arithmetic import NBSP, Wording, for_js
from tests.games.moonriver.moonriver_tables import WORKED_EXAMPLE


class Plain(Wording):
    """The sums as read aloud: the no-break spaces that hold "= 21" to its terms as spaces."""

    def total(self, terms: list[str], points: int) -> str:
        return super().total(terms, points).replace(NBSP, " ")


@pytest.fixture
def wording(app):
    with app.test_request_context("/?lang=en"):
        yield Plain()


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
            "4 plots = 10 + 10 × 1 = 20",
        ),
        (  # three plots with five nugget symbols: n counts the symbols
            Scenario.GOLD_RUSH,
            ". . . . .\n. . . . .\n. . . . .\n. . . . .\nD2r C1r P2r . .\n~~~~~",
            "5 nuggets = 10 + 10 × 2 = 30",
        ),
        (  # three partners with a desperado among them, and a cowboy that counts
            Scenario.OUTLAWS,
            ". . . . .\n. . . . .\n. . . . .\n. . . . .\nD@D D@C D@P . .\n~~~~~",
            "3 partners = 10",
        ),
        (  # a gold vein of exactly three nuggets: just its size, then its 10 points
            Scenario.GOLD_RUSH,
            ". . . . .\n. . . . .\n. . . . .\n. . . . .\nD1r C1r P1r . .\n~~~~~",
            "3 nuggets = 10",
        ),
        (  # two farm groups of 3 and 4 plots
            Scenario.MOON_RIVER_CITY,
            ". . . . .\n. . . . .\nH . . . .\nH . . H H\nH H . H H\n~~~~~",
            "(4 plots = 10 + 10 × 1) + (4 plots = 10 + 10 × 1) = 40",
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
    assert (
        german.endswith(f"={NBSP}21") and "7" in german and "3" in german and "cows" not in german
    )
    assert chinese.endswith(f"{NBSP}18") and "corn" not in chinese


def test_the_browser_gets_the_same_templates(app):
    with app.test_request_context("/?lang=en"):
        data = for_js()
        python = Wording()
    assert data["templates"] == python.templates
    assert data["units"]["cows"] == ["%(num)d cow", "%(num)d cows"]
    assert data["resource_units"] == {"nuggets": "nuggets", "beavers": "beavers", "corn": "corn"}
    assert data["scenario_units"]["gold-rush"] == "nuggets"
    assert data["plus"] == " + "


def test_two_equal_territories_are_said_once_twice_and_three_as_three_times(wording):
    ranch = parse_diagram("""
        . . . . .
        F1c . F1c . F1c
        F1c . F1c . F1c
        . . . . .
        D1c D1c . D1c D1c
        ~~~~~~~~~~~~~~~~~
        """)
    score = score_ranch(ranch)
    assert wording.territories(score, Terrain.FOREST) == "2 plots × 2 cows, 3 times = 12"
    assert wording.territories(score, Terrain.DESERT) == "2 plots × 2 cows, twice = 8"


def test_different_territories_of_one_terrain_stay_a_sum(wording):
    ranch = parse_diagram(". . . . .\n. . . . .\n. . . . .\nD1c . . . .\nD1c . D1c . .\n~~~~~")
    assert wording.territories(score_ranch(ranch), Terrain.DESERT) == (
        "2 plots × 2 cows + 1 plot × 1 cow = 5"
    )


def test_the_points_never_wrap_away_from_their_terms(app):
    """Only the sum's own spaces are no-break: the terms may wrap, "= 21" stays with the last."""
    ranch = parse_diagram(WORKED_EXAMPLE)
    for lang in ("en", "es", "de", "pt", "zh_Hant"):
        with app.test_request_context(f"/?lang={lang}"):
            said = Wording().territories(score_ranch(ranch), Terrain.CANYON)
        assert said.endswith(f"{NBSP}21"), (lang, said)
        assert " " in said, (lang, said)  # the terms can still break between words


@pytest.mark.parametrize(
    ("lang", "twice"),
    [
        ("en", ", twice"),
        ("es", ", dos veces"),
        ("de", ", zweimal"),
        ("pt", ", duas vezes"),
        ("zh_Hant", "，兩次"),
    ],
)
def test_scenario_and_repeated_territory_lines_in_every_language(app, lang, twice):
    desert = parse_diagram(". . . . .\n. . . . .\n. . . . .\n. . . . .\nD1c D1c . D1c D1c\n~~~~~")
    vein = parse_diagram(". . . . .\n. . . . .\n. . . . .\n. . . . .\nD2r C1r P2r . .\n~~~~~")
    with app.test_request_context(f"/?lang={lang}"):
        wording = Plain()
        pair = wording.territories(score_ranch(desert), Terrain.DESERT)
        term = wording.templates["territory"] % {
            "plots": wording.count("plots", 2),
            "cows": wording.count("cows", 2),
        }
        scenario = wording.scenario(
            score_ranch(vein, Mode.LEGENDS, Scenario.GOLD_RUSH), Scenario.GOLD_RUSH
        )
        nuggets = wording.count("nuggets", 5)
    assert pair == f"{term}{twice} = 8"
    assert scenario == f"{nuggets} = 10 + 10 × 2 = 30"  # no second colon after "Gold Rush:"
