"""Two phones change one ranch from the same version: the field-wise three-way merge.

Each case is drawn: the version both phones started from, what this phone
("mine", phone B) saves, what the other phone (A) stored meanwhile, and what
the merge gives.
"""

from moonriver_tables import ranch

from companion.games.moonriver import Partner, Terrain, parse_diagram
from companion.games.moonriver.merge import Conflict, merge_ranches, unmerged

BASE = """
. . . . .
. . . . .
. . . . .
D F . . .
D F H . .
~~~~~~~~~
"""


def test_changes_to_different_plots_are_both_kept():
    mine = """
    . . . . .
    . . . . .
    . . . . .
    D1c F . . .
    D   F H . .
    ~~~~~~~~~~~
    """
    theirs = """
    . . . . .
    . . . . .
    . . . . .
    D F . . .
    D F H M2r .
    ~~~~~~~~~~~
    """
    merged = merge_ranches(ranch(BASE), ranch(mine), ranch(theirs))
    assert merged.conflicts == ()
    assert merged.news
    assert merged.ranch == parse_diagram(
        """
        . . . . .
        . . . . .
        . . . . .
        D1c F . . .
        D   F H M2r .
        ~~~~~~~~~~~~~
        """
    )


def test_a_plot_cleared_on_one_phone_stays_cleared():
    mine = """
    . . . . .
    . . . . .
    . . . . .
    D F . . .
    D F . . .
    ~~~~~~~~~
    """
    merged = merge_ranches(ranch(BASE), ranch(mine), ranch(BASE))
    assert merged.conflicts == ()
    assert (1, 3) not in {p.cell for p in merged.ranch.plots}


def test_the_same_change_on_both_phones_is_no_conflict_and_nothing_new():
    both = """
    . . . . .
    . . . . .
    . . . . .
    D F@T . . .
    D F   H . .
    ~~~~~~~~~~~
    """
    merged = merge_ranches(ranch(BASE), ranch(both), ranch(both))
    assert merged.conflicts == ()
    assert not merged.news


def test_one_plot_changed_differently_is_a_conflict_the_stored_plot_shown_meanwhile():
    mine = """
    . . . . .
    . . . . .
    . . . . .
    D C . . .
    D F H1c . .
    ~~~~~~~~~~~
    """
    theirs = """
    . . . . .
    . . . . .
    . . . . .
    D P . . .
    D F H . .
    ~~~~~~~~~
    """
    merged = merge_ranches(ranch(BASE), ranch(mine), ranch(theirs))
    assert merged.conflicts == (Conflict((2, 2), "terrain", Terrain.CANYON, Terrain.PRAIRIE),)
    assert merged.cells == ((2, 2),)
    plots = {p.cell: p for p in merged.ranch.plots}
    assert plots[(2, 2)].terrain.value == "prairie"  # theirs, until the player chooses
    assert plots[(1, 3)].cows == 1  # my other change is kept


def test_nothing_saved_before_is_an_empty_base():
    mine = """
    . . . . .
    . . . . .
    . . . . .
    . . . . .
    D . . . .
    ~~~~~~~~~
    """
    theirs = """
    . . . . .
    . . . . .
    . . . . .
    . . . . .
    . F . . .
    ~~~~~~~~~
    """
    merged = merge_ranches(None, ranch(mine), ranch(theirs))
    assert merged.conflicts == ()
    assert sorted(p.cell for p in merged.ranch.plots) == [(1, 1), (1, 2)]


def test_unmerged_lists_every_differing_field_and_proposes_the_stored_ranch():
    mine = """
    . . . . .
    . . . . .
    . . . . .
    D  C . . .
    D2c F . . .
    ~~~~~~~~~~~
    """
    result = unmerged(ranch(mine), ranch(BASE))
    assert result.conflicts == (
        Conflict((1, 1), "cows", 2, 0),
        Conflict((1, 3), "terrain", None, Terrain.FARM),  # no plot here: taken whole
        Conflict((2, 2), "terrain", Terrain.CANYON, Terrain.FOREST),
    )
    assert result.cells == ((1, 1), (1, 3), (2, 2))
    assert result.ranch == ranch(BASE)
    assert not result.news


# ---- one plot, two phones: the field is the unit --------------------------


ONE_DESERT = """
. . . . .
. . . . .
. . . . .
. . . . .
D . . . .
~~~~~~~~~
"""


def one_plot(cell: str) -> str:
    """A ranch whose only plot, at row 1 column 1, is drawn as ``cell``."""
    return ONE_DESERT.replace("D . . . .", f"{cell} . . . .")


def merged_plot(base: str, mine: str, theirs: str):
    merged = merge_ranches(ranch(one_plot(base)), ranch(one_plot(mine)), ranch(one_plot(theirs)))
    plots = merged.ranch.plots
    return (plots[0] if plots else None), merged.conflicts


def test_phone_a_adds_a_cow_while_phone_b_adds_a_nugget_on_the_same_plot_both_are_kept():
    plot, conflicts = merged_plot(base="D", mine="D1r", theirs="D1c")
    assert conflicts == ()
    assert (plot.terrain, plot.cows, plot.resources) == (Terrain.DESERT, 1, 1)


def test_a_new_terrain_on_one_phone_and_a_partner_on_the_other_are_both_kept():
    plot, conflicts = merged_plot(base="D1c", mine="D1c@P", theirs="C1c")
    assert conflicts == ()
    assert (plot.terrain, plot.cows, plot.partner) == (Terrain.CANYON, 1, Partner.PROSPECTOR)


def test_both_phones_changing_the_cows_of_one_plot_is_a_conflict_on_cows_alone():
    plot, conflicts = merged_plot(base="D1c", mine="D2c1r", theirs="D1r")
    # mine: 1 cow -> 2 and a nugget; theirs: the cow taken away and the same nugget
    assert conflicts == (Conflict((1, 1), "cows", 2, 0),)
    assert (plot.cows, plot.resources) == (0, 1)  # what is stored until the player chooses


def test_each_field_changed_two_ways_is_its_own_conflict_and_the_rest_still_merges():
    plot, conflicts = merged_plot(base="D", mine="C2c@T", theirs="P1c@F*")
    assert conflicts == (
        Conflict((1, 1), "terrain", Terrain.CANYON, Terrain.PRAIRIE),
        Conflict((1, 1), "cows", 2, 1),
        Conflict((1, 1), "partner", Partner.TRAPPER, Partner.FARMER),
    )
    assert plot.bonus  # only the other phone touched the bonus tile: merged


def test_a_plot_erased_on_one_phone_and_given_a_cow_on_the_other_is_a_conflict_on_terrain():
    merged = merge_ranches(ranch(one_plot("D")), ranch(one_plot(".")), ranch(one_plot("D1c")))
    # the erase cannot keep the other phone's cow: the player picks the plot or its absence
    assert merged.conflicts == (Conflict((1, 1), "terrain", None, Terrain.DESERT),)
    assert merged.ranch == ranch(one_plot("D1c"))  # stored, until the player chooses


def test_a_cow_added_on_one_phone_to_a_plot_the_other_erased_is_the_same_conflict_seen_from_there():
    merged = merge_ranches(ranch(one_plot("D")), ranch(one_plot("D1c")), ranch(one_plot(".")))
    assert merged.conflicts == (Conflict((1, 1), "terrain", Terrain.DESERT, None),)
    assert merged.ranch.plots == ()


def test_an_erased_plot_the_other_phone_left_alone_stays_erased():
    plot, conflicts = merged_plot(base="D1c", mine=".", theirs="D1c")
    assert conflicts == () and plot is None


def test_both_phones_placing_the_same_terrain_on_an_empty_cell_merge_what_they_put_on_it():
    plot, conflicts = merged_plot(base=".", mine="F2r", theirs="F1c@T")
    assert conflicts == ()
    assert (plot.terrain, plot.cows, plot.resources, plot.partner) == (
        Terrain.FOREST,
        1,
        2,
        Partner.TRAPPER,
    )


def test_two_terrains_placed_on_an_empty_cell_conflict_on_terrain_only():
    plot, conflicts = merged_plot(base=".", mine="F2r", theirs="C1c")
    assert conflicts == (Conflict((1, 1), "terrain", Terrain.FOREST, Terrain.CANYON),)
    assert (plot.terrain, plot.cows, plot.resources) == (Terrain.CANYON, 1, 2)
