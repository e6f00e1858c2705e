"""Flood fill on the ranch grid: groups of orthogonally adjacent cells.

Every group the rules talk about (territories S3, scenario groups S7, the river
connection of warning A2) is a maximal set of orthogonally adjacent cells that
share something. One small flood fill, ``regions``, serves them all, so the
meaning of "adjacent" lives in exactly one place.

Cells are ``(row, col)`` tuples anywhere on the plane: the flood fill never asks
whether a cell lies inside the ranch's grid (that is validation's job, T4), so
it gives the same answer for the same shape wherever it lies.

Results are deterministic: groups come out ordered by their first cell and the
cells of each group are sorted, so tests, JSON and stored results never depend on
the order plots were entered in.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping

from .model import Cell


def regions(labels: Mapping[Cell, Hashable]) -> list[tuple[Cell, ...]]:
    """Split the labelled cells into maximal groups of adjacent cells with equal labels.

    A cell absent from ``labels`` is a gap: it joins nothing. A lone cell is a
    group of one, and a cell whose label differs from both sides keeps those
    sides apart (D-13), which is simply what connected components do.
    """
    ungrouped = dict(labels)
    found: list[tuple[Cell, ...]] = []
    for start in sorted(labels):
        if start not in ungrouped:
            continue  # already in the group of an earlier cell
        label = ungrouped.pop(start)
        group = [start]
        todo = [start]
        while todo:
            row, col = todo.pop()
            # side by side: the four orthogonal neighbours; diagonals never touch (S3)
            for near in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                if near in ungrouped and ungrouped[near] == label:
                    del ungrouped[near]
                    group.append(near)
                    todo.append(near)
        found.append(tuple(sorted(group)))
    return found


def groups(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """Maximal groups of adjacent cells among ``cells`` (all of them count alike)."""
    return regions(dict.fromkeys(cells, True))
