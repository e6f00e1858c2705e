"""Ranch scoring, rulings S1-S6 and A1-A3, each rule beside its picture."""

from moonriver_tables import WORKED_EXAMPLE, ranch

from companion.games.moonriver import (
    Partner,
    Ranch,
    Resource,
    Terrain,
    WarningCode,
    score_ranch,
)


def test_the_rulebook_example_scores_89():
    score = score_ranch(ranch(WORKED_EXAMPLE))
    assert score.territory_points == {
        Terrain.DESERT: 5,
        Terrain.CANYON: 21,
        Terrain.PRAIRIE: 6,
        Terrain.FOREST: 0,
        Terrain.CORNFIELD: 0,
        Terrain.FARM: 16,
    }
    assert score.resources == {Resource.NUGGET: 4, Resource.BEAVER: 1, Resource.CORN: 18}
    assert score.partner_points == {Partner.PROSPECTOR: 0, Partner.TRAPPER: 0, Partner.FARMER: 18}
    assert score.scenario_points == 0
    assert score.total == 89
    assert score.cows == 10
    assert score.largest_territory == 7
    assert score.overpopulation_removed == 0
    assert score.warnings == ()


def test_the_example_lists_each_territory_with_its_cows():
    found = {
        (t.terrain, t.size, t.cows, t.points)
        for t in score_ranch(ranch(WORKED_EXAMPLE)).territories
    }
    assert found == {
        (Terrain.DESERT, 5, 1, 5),
        (Terrain.CANYON, 7, 3, 21),
        (Terrain.PRAIRIE, 3, 2, 6),
        (Terrain.FOREST, 1, 0, 0),
        (Terrain.CORNFIELD, 4, 0, 0),
        (Terrain.FARM, 4, 4, 16),
    }


def test_territories_come_out_in_terrain_order_then_first_cell():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        H . . . .
        P . D . .
        D P M F C
        ~~~~~~~~~
        """)
    )
    assert [(t.terrain, t.plots[0]) for t in score.territories] == [
        (Terrain.DESERT, (1, 1)),
        (Terrain.DESERT, (2, 3)),
        (Terrain.CANYON, (1, 5)),
        (Terrain.PRAIRIE, (1, 2)),
        (Terrain.PRAIRIE, (2, 1)),
        (Terrain.FOREST, (1, 4)),
        (Terrain.CORNFIELD, (1, 3)),
        (Terrain.FARM, (3, 1)),
    ]


def test_an_empty_ranch_scores_nothing():
    score = score_ranch(Ranch())
    assert score.total == 0
    assert score.largest_territory == 0
    assert score.territories == ()
    assert set(score.territory_points) == set(Terrain)
    assert score.warnings == ()


def test_overpopulation_leaves_one_cow_per_plot_and_reports_the_rest():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D3c D2c D . .
        ~~~~~~~~~~~~~
        """)
    )
    assert score.overpopulation_removed == 3
    assert score.cows == 2
    assert score.territory_points[Terrain.DESERT] == 3 * 2


def test_same_terrain_territories_are_scored_separately_and_summed():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        P1c P1c . . .
        P C C P1c P
        ~~~~~~~~~~~
        """)
    )
    prairies = [t for t in score.territories if t.terrain is Terrain.PRAIRIE]
    assert [(t.size, t.cows, t.points) for t in prairies] == [(3, 2, 6), (2, 1, 2)]
    assert score.territory_points[Terrain.PRAIRIE] == 8


def test_a_lone_plot_between_two_territories_does_not_join_them():
    """D-13: the forest plot is a territory of 1 and the prairies stay apart."""
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        P1c P F P P1c
        ~~~~~~~~~~~~~
        """)
    )
    assert [(t.terrain, t.size) for t in score.territories] == [
        (Terrain.PRAIRIE, 2),
        (Terrain.PRAIRIE, 2),
        (Terrain.FOREST, 1),
    ]
    assert score.territory_points[Terrain.PRAIRIE] == 4


def test_a_cow_on_a_cornfield_counts_nowhere_and_is_reported():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        M2c M1c D1c D .
        ~~~~~~~~~~~~~~~
        """)
    )
    assert score.overpopulation_removed == 1
    assert score.cows == 1
    assert score.territory_points[Terrain.CORNFIELD] == 0
    assert score.territory_points[Terrain.DESERT] == 2
    cornfield = [w for w in score.warnings if w.code is WarningCode.COW_ON_CORNFIELD]
    assert cornfield[0].plots == ((1, 1), (1, 2))


def test_the_largest_territory_may_be_a_cornfield_without_cows():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        M M . . .
        M M D1c D1c .
        ~~~~~~~~~~~~~
        """)
    )
    assert score.largest_territory == 4


def test_every_resource_symbol_scores_one_by_the_kind_its_terrain_carries():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D2r C1r P3r F2r M4r
        ~~~~~~~~~~~~~~~~~~~
        """)
    )
    assert score.resources == {Resource.NUGGET: 6, Resource.BEAVER: 2, Resource.CORN: 4}
    assert score.total == 12


def test_partners_of_one_kind_all_score_and_others_score_nothing():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        H@P H@P H@T H@C H@D
        D2r F1r M3r@F H@R H
        ~~~~~~~~~~~~~~~~~~~
        """)
    )
    assert score.partner_points == {Partner.PROSPECTOR: 4, Partner.TRAPPER: 1, Partner.FARMER: 3}
    assert score.total == 6 + 8


def test_an_odd_number_of_plots_is_scored_with_a_warning():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        D1c D P . .
        ~~~~~~~~~~~
        """)
    )
    assert score.total == 2
    assert [w.code for w in score.warnings] == [WarningCode.ODD_PLOT_COUNT]


def test_the_bonus_tile_does_not_make_the_plot_count_odd():
    """Ten plots up to row 10 (five dominoes) and the bonus tile earned there: nothing odd."""
    drawing = "\n".join(["D . . . ."] * 8 + ["D P* . . .", "D . . . .", "~~~~~~~~~"])
    score = score_ranch(ranch(drawing))
    assert [w.code for w in score.warnings] == []


def test_a_bonus_tile_without_a_plot_in_row_10_is_warned_about():
    """Two players: the first to reach the 10th and last row takes a bonus landscape tile.
    A ranch that never reached row 10 cannot have earned one: scored, but warned."""
    drawing = "\n".join([". . . . ."] * 8 + ["P* . . . .", "D D . . .", "~~~~~~~~~"])
    score = score_ranch(ranch(drawing))
    assert [(w.code, w.plots) for w in score.warnings] == [
        (WarningCode.BONUS_BEFORE_ROW_TEN, ((2, 1),))
    ]


def test_plots_cut_off_from_the_river_are_named():
    score = score_ranch(
        ranch("""
        . . . . .
        . . P P .
        . . . . .
        F F . . .
        D D . . .
        ~~~~~~~~~
        """)
    )
    assert [(w.code, w.plots) for w in score.warnings] == [
        (WarningCode.NOT_CONNECTED, ((4, 3), (4, 4)))
    ]
    assert score.total == 0


def test_a_ranch_without_any_plot_in_row_1_is_not_connected():
    score = score_ranch(
        ranch("""
        . . . . .
        . . . . .
        . . . . .
        D D . . .
        . . . . .
        ~~~~~~~~~
        """)
    )
    assert score.warnings[0].code is WarningCode.NOT_CONNECTED
    assert score.warnings[0].plots == ((2, 1), (2, 2))
