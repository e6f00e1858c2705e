"""Two phones change one ranch from the same version: the plot-wise three-way merge.

Each case is drawn: the version both phones started from, what this phone
saves, what the other phone stored meanwhile, and what the merge gives.
"""

from moonriver_tables import ranch

from companion.games.moonriver import parse_diagram
from companion.games.moonriver.merge import merge_ranches, unmerged

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
    assert merged.conflicts == ((2, 2),)
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


def test_unmerged_lists_every_differing_plot_and_proposes_the_stored_ranch():
    mine = """
    . . . . .
    . . . . .
    . . . . .
    D C . . .
    D F . . .
    ~~~~~~~~~
    """
    result = unmerged(ranch(mine), ranch(BASE))
    assert result.conflicts == ((1, 3), (2, 2))
    assert result.ranch == ranch(BASE)
