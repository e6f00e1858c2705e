"""Flood fill on the ranch grid: territories and other groups of adjacent plots.

Every group the rules talk about (territories S3, scenario groups S7, the river
connection of warning A2) is a maximal set of orthogonally adjacent cells that
share something. One small flood fill serves them all, so the meaning of
"adjacent" lives in exactly one place.

Results are deterministic: groups come out ordered by their first cell and the
cells of each group are sorted, so tests, JSON and stored results never depend on
the order plots were entered in.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping

from .model import COLUMNS, ROWS_2_PLAYERS, Cell, Plot, Terrain, Territory

_NEIGHBOURS: dict[Cell, tuple[Cell, ...]] = {}


def _compute_neighbours(cell: Cell) -> tuple[Cell, ...]:
    row, col = cell
    return ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))


for _row in range(1, ROWS_2_PLAYERS + 1):
    for _col in range(1, COLUMNS + 1):
        _NEIGHBOURS[(_row, _col)] = _compute_neighbours((_row, _col))


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four orthogonal neighbours of a cell, in or out of the grid.

    Lookups for the 50 cells of the largest grid are precomputed because scoring
    a table asks for them thousands of times; cells outside it (only possible in
    input that validation rejects) are computed on demand.
    """
    found = _NEIGHBOURS.get(cell)
    return found if found is not None else _compute_neighbours(cell)


def regions(labels: Mapping[Cell, Hashable]) -> list[tuple[Cell, ...]]:
    """Split the labelled cells into maximal groups of adjacent cells with equal labels.

    A cell absent from ``labels`` is a gap: it joins nothing. A lone cell is a
    group of one, and a cell whose label differs from both sides keeps those
    sides apart (D-13), which is simply what connected components do.
    """
    seen: set[Cell] = set()
    found: list[tuple[Cell, ...]] = []
    get = labels.get
    for start in sorted(labels):
        if start in seen:
            continue
        label = labels[start]
        seen.add(start)
        stack = [start]
        members = [start]
        while stack:
            for near in neighbours(stack.pop()):
                if near not in seen and near in labels and get(near) == label:
                    seen.add(near)
                    stack.append(near)
                    members.append(near)
        members.sort()
        found.append(tuple(members))
    return found


def groups(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """Maximal groups of adjacent cells among ``cells`` (all of them count alike)."""
    return regions(dict.fromkeys(cells, True))


def reachable(cells: Iterable[Cell], starts: Iterable[Cell]) -> set[Cell]:
    """The cells of ``cells`` connected to any of ``starts`` through other such cells."""
    inside = set(cells)
    seen = {cell for cell in starts if cell in inside}
    stack = list(seen)
    while stack:
        for near in neighbours(stack.pop()):
            if near in inside and near not in seen:
                seen.add(near)
                stack.append(near)
    return seen


_TERRAIN_ORDER = {terrain: index for index, terrain in enumerate(Terrain)}


def territories(plots: Iterable[Plot], cows: Mapping[Cell, int] | None = None) -> list[Territory]:
    """The territories of a ranch (S3) with their points (S4).

    ``cows`` gives the cows that count on each cell (after overpopulation and
    the cornfield rule); by default every plot's own ``cows`` count. Territories
    come out in terrain order, then by first cell. Cornfield territories score 0
    whatever stands on them.
    """
    by_cell = {plot.cell: plot for plot in plots}
    if cows is None:
        cows = {cell: plot.cows for cell, plot in by_cell.items()}
    found = []
    for cells in regions({cell: plot.terrain for cell, plot in by_cell.items()}):
        terrain = by_cell[cells[0]].terrain
        herd = sum(cows.get(cell, 0) for cell in cells)
        points = 0 if terrain is Terrain.CORNFIELD else len(cells) * herd
        found.append(Territory(terrain=terrain, plots=cells, cows=herd, points=points))
    found.sort(key=lambda t: (_TERRAIN_ORDER[t.terrain], t.plots[0]))
    return found
