"""Legends of the West scenario groups (ruling S7): 10 + 10 x (n - 3) for 3+ plots."""

import pytest
from moonriver_tables import ranch

from companion.games.moonriver import SCENARIOS, Mode, Scenario, score_ranch


def scenario_points(scenario: Scenario, drawing: str) -> int:
    return score_ranch(ranch(drawing), Mode.LEGENDS, scenario).scenario_points


def sizes(scenario: Scenario, drawing: str) -> list[int]:
    return [g.size for g in SCENARIOS[scenario].groups(ranch(drawing))]


def test_every_scenario_is_registered():
    assert set(SCENARIOS) == set(Scenario)
    assert all(rules.scenario is key for key, rules in SCENARIOS.items())


def test_the_base_game_scores_no_scenario():
    drawing = """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        F F F . .
        ~~~~~~~~~
        """
    assert score_ranch(ranch(drawing), Mode.BASE, Scenario.TIMBER_RAFTING).scenario_points == 0
    assert scenario_points(Scenario.TIMBER_RAFTING, drawing) == 10


# ---- Timber Rafting ---------------------------------------------------------

SIX_FORESTS_ON_THE_RIVER = """
. . . . .
. . . . .
. . . . .
F F F . .
F F F . .
~~~~~~~~~
"""

TWO_WOODCUTTING_AREAS = """
. . . . .
. . . . .
F . . . .
F . . F .
F D . F F
~~~~~~~~~
"""


def test_timber_rafting_a_forest_of_six_scores_40():
    assert scenario_points(Scenario.TIMBER_RAFTING, SIX_FORESTS_ON_THE_RIVER) == 40


def test_timber_rafting_two_forests_of_three_score_20():
    assert sizes(Scenario.TIMBER_RAFTING, TWO_WOODCUTTING_AREAS) == [3, 3]
    assert scenario_points(Scenario.TIMBER_RAFTING, TWO_WOODCUTTING_AREAS) == 20


def test_timber_rafting_a_forest_of_two_scores_nothing():
    assert (
        scenario_points(
            Scenario.TIMBER_RAFTING,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        F F D . .
        ~~~~~~~~~
        """,
        )
        == 0
    )


def test_timber_rafting_needs_a_forest_plot_on_the_river():
    assert (
        scenario_points(
            Scenario.TIMBER_RAFTING,
            """
        . . . . .
        . . . . .
        F F F F .
        . . . F .
        D D D D .
        ~~~~~~~~~
        """,
        )
        == 0
    )


# ---- Gold Rush ----------------------------------------------------------------


def test_gold_rush_a_vein_of_six_nuggets_scores_40():
    assert (
        scenario_points(
            Scenario.GOLD_RUSH,
            """
        . . . . .
        . . . . .
        . . . . .
        D1r D1r D1r . .
        D1r D1r D1r . .
        ~~~~~~~~~~~~~~~
        """,
        )
        == 40
    )


def test_gold_rush_counts_nuggets_not_plots():
    """D-1: three plots with four nuggets score 20 (the Chinese edition would say 10)."""
    drawing = """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D2r D1r D1r . .
        ~~~~~~~~~~~~~~~
        """
    assert sizes(Scenario.GOLD_RUSH, drawing) == [4]
    assert scenario_points(Scenario.GOLD_RUSH, drawing) == 20


def test_gold_rush_veins_mix_desert_canyon_and_prairie():
    assert (
        scenario_points(
            Scenario.GOLD_RUSH,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D1r C1r P1r . .
        ~~~~~~~~~~~~~~~
        """,
        )
        == 10
    )


def test_gold_rush_two_veins_of_three_score_20_and_plots_without_nuggets_break_a_vein():
    assert (
        scenario_points(
            Scenario.GOLD_RUSH,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D1r D1r D1r D P1r
        ~~~~~~~~~~~~~~~~~
        """,
        )
        == 10
    )
    assert (
        scenario_points(
            Scenario.GOLD_RUSH,
            """
        . . . . .
        . . . . .
        C1r . . . .
        C1r . . P1r .
        C1r D F P1r P1r
        ~~~~~~~~~~~~~~~
        """,
        )
        == 20
    )


def test_gold_rush_three_nuggets_on_two_plots_are_no_vein():
    assert (
        scenario_points(
            Scenario.GOLD_RUSH,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D2r D1r . . .
        ~~~~~~~~~~~~~
        """,
        )
        == 0
    )


def test_gold_rush_ignores_beavers_and_corn():
    assert (
        scenario_points(
            Scenario.GOLD_RUSH,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D1r F1r M1r P1r C1r
        ~~~~~~~~~~~~~~~~~~~
        """,
        )
        == 0
    )


# ---- Outlaws ------------------------------------------------------------------


def test_outlaws_a_gang_of_six_scores_40():
    assert (
        scenario_points(
            Scenario.OUTLAWS,
            """
        . . . . .
        . . . . .
        . . . . .
        D@C F@P H@T . .
        D@D M@F P@C . .
        ~~~~~~~~~~~~~~~
        """,
        )
        == 40
    )


def test_outlaws_needs_a_bandit():
    assert (
        scenario_points(
            Scenario.OUTLAWS,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D@C D@P D@C . .
        ~~~~~~~~~~~~~~~
        """,
        )
        == 0
    )


def test_outlaws_counts_cowboys_and_two_gangs_of_three_score_20():
    drawing = """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D@R D@C D@C D H@D
        ~~~~~~~~~~~~~~~~~
        """
    assert scenario_points(Scenario.OUTLAWS, drawing) == 10
    assert (
        scenario_points(
            Scenario.OUTLAWS,
            """
        . . . . .
        . . . . .
        H@C . . . .
        H@C . . H@C .
        H@R H H@D H@C .
        ~~~~~~~~~~~~~~~
        """,
        )
        == 20
    )


def test_outlaws_a_gang_of_two_scores_nothing():
    assert (
        scenario_points(
            Scenario.OUTLAWS,
            """
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D@R D@D D D@C .
        ~~~~~~~~~~~~~~~
        """,
        )
        == 0
    )


# ---- Moon River City ------------------------------------------------------------


def test_moon_river_city_a_town_of_six_scores_40_wherever_it_lies():
    assert (
        scenario_points(
            Scenario.MOON_RIVER_CITY,
            """
        H H H . .
        H H H . .
        D . . . .
        D . . . .
        D . . . .
        ~~~~~~~~~
        """,
        )
        == 40
    )


def test_moon_river_city_two_towns_of_three_score_20_and_a_pair_nothing():
    assert (
        scenario_points(
            Scenario.MOON_RIVER_CITY,
            """
        . . . . .
        . . . H H
        H . . . .
        H . . H .
        H D D H H
        ~~~~~~~~~
        """,
        )
        == 20
    )


@pytest.mark.parametrize("n, points", [(3, 10), (4, 20), (6, 40), (10, 80)])
def test_a_group_of_n_scores_10_plus_10_for_each_beyond_three(n, points):
    top = ["H"] * n + ["."] * (10 - n)
    drawing = " ".join(top[5:]) + "\n" + " ".join(top[:5]) + "\n" + "~~~~~~~~~"
    drawing = "\n".join([". . . . ."] * 3) + "\n" + drawing
    assert scenario_points(Scenario.MOON_RIVER_CITY, drawing) == points
