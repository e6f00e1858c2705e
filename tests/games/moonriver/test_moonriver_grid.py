"""The one flood fill: groups of side-by-side cells, wherever they lie."""

from hypothesis import given
from hypothesis import strategies as st

from companion.games.moonriver.grid import groups, regions


def test_equal_labels_join_even_when_they_are_different_objects():
    big, same_big = 10**30, int("1" + "0" * 30)
    assert big == same_big and big is not same_big
    assert regions({(1, 1): big, (1, 2): same_big, (1, 3): 7}) == [((1, 1), (1, 2)), ((1, 3),)]


def test_a_lone_cell_between_two_groups_keeps_them_apart():
    labels = {(1, 1): "forest", (1, 2): "farm", (1, 3): "forest", (2, 2): "farm"}
    assert regions(labels) == [((1, 1),), ((1, 2), (2, 2)), ((1, 3),)]
    assert groups(labels) == [((1, 1), (1, 2), (1, 3), (2, 2))]


cells = st.sets(st.tuples(st.integers(1, 10), st.integers(1, 5)), max_size=30)


@given(cells, st.sampled_from([-40, 14]))
def test_grid_cells_and_off_grid_cells_group_alike(inside, shift):
    """The same shape groups the same way wherever it lies, inside the grid or not."""
    labels = {cell: (cell[0] + cell[1]) % 3 for cell in inside}
    moved_labels = {(row, col + shift): label for (row, col), label in labels.items()}
    assert regions(moved_labels) == [
        tuple((row, col + shift) for row, col in group) for group in regions(labels)
    ]
    assert groups(moved_labels) == [
        tuple((row, col + shift) for row, col in group) for group in groups(labels)
    ]
