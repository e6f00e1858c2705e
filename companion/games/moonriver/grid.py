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

from collections.abc import Container, Hashable, Iterable, Mapping

from .model import COLUMNS, ROWS_2_PLAYERS, Cell, Terrain, Territory

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


_STRIDE = 16
_PACKABLE_COLS = range(1, _STRIDE - 1)
"""Cells whose column lies here can be packed into one int, ``row * 16 + col``.

Ints hash far faster than tuples, and flood fill is most of the work of
scoring. Columns 0 and 15 are never packed, so stepping left or right off a
packed cell can only land on a cell that is absent, never wrap into the next
row. Real ranches (columns 1-5) always pack; odd invalid input takes the
slower tuple path and gets the same answer.
"""
_GONE = object()


_UNPACK = {row * _STRIDE + col: (row, col) for row, col in _NEIGHBOURS}


def _packable(cells: Iterable[Cell]) -> bool:
    cols = {col for _, col in cells}
    return not cols or (min(cols) >= _PACKABLE_COLS.start and max(cols) < _PACKABLE_COLS.stop)


def _unpack(cells: list[int]) -> tuple[Cell, ...]:
    cell_of = _UNPACK.get
    return tuple([cell_of(cell) or divmod(cell, _STRIDE) for cell in cells])  # type: ignore[misc]


def pack(row: int, col: int) -> int | None:
    """``row * 16 + col`` for a packable cell, else None (see ``_PACKABLE_COLS``)."""
    return row * _STRIDE + col if 0 < col < _STRIDE - 1 else None


def _flood(remaining: dict[int, Hashable]) -> list[list[int]]:
    """Connected groups of equal labels among packed cells; empties ``remaining``."""
    found = []
    for start in sorted(remaining):
        label = remaining.pop(start, _GONE)
        if label is _GONE:
            continue
        stack = [start]
        members = [start]
        while stack:
            cell = stack.pop()
            for near in (cell - _STRIDE, cell + _STRIDE, cell - 1, cell + 1):
                if near in remaining and remaining[near] == label:
                    del remaining[near]
                    stack.append(near)
                    members.append(near)
        members.sort()
        found.append(members)
    return found


def regions(labels: Mapping[Cell, Hashable]) -> list[tuple[Cell, ...]]:
    """Split the labelled cells into maximal groups of adjacent cells with equal labels.

    A cell absent from ``labels`` is a gap: it joins nothing. A lone cell is a
    group of one, and a cell whose label differs from both sides keeps those
    sides apart (D-13), which is simply what connected components do.
    """
    if not _packable(labels):
        return _regions_by_tuple(labels)
    packed = {row * _STRIDE + col: label for (row, col), label in labels.items()}
    return [_unpack(members) for members in _flood(packed)]


def _regions_by_tuple(labels: Mapping[Cell, Hashable]) -> list[tuple[Cell, ...]]:
    """``regions`` for cells that cannot be packed (only in invalid input)."""
    seen: set[Cell] = set()
    found: list[tuple[Cell, ...]] = []
    for start in sorted(labels):
        if start in seen:
            continue
        label = labels[start]
        seen.add(start)
        stack = [start]
        members = [start]
        while stack:
            for near in neighbours(stack.pop()):
                if near not in seen and near in labels and labels[near] == label:
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
    if not _packable(inside):
        seen = {cell for cell in starts if cell in inside}
        stack = list(seen)
        while stack:
            for near in neighbours(stack.pop()):
                if near in inside and near not in seen:
                    seen.add(near)
                    stack.append(near)
        return seen
    left = {row * _STRIDE + col for row, col in inside}
    stack = []
    for row, col in starts:
        cell = row * _STRIDE + col
        if cell in left:
            left.discard(cell)
            stack.append(cell)
    while stack:
        cell = stack.pop()
        for near in (cell - _STRIDE, cell + _STRIDE, cell - 1, cell + 1):
            if near in left:
                left.discard(near)
                stack.append(near)
    return {cell for cell in inside if cell[0] * _STRIDE + cell[1] not in left}


_TERRAIN_ORDER = {terrain: index for index, terrain in enumerate(Terrain)}


def territories(terrain_at: Mapping[Cell, Terrain], cows_at: Container[Cell]) -> list[Territory]:
    """The territories of a ranch (S3) with their points (S4).

    ``terrain_at`` maps every plot's cell to its terrain; ``cows_at`` holds the
    cells whose cow counts (after overpopulation and the cornfield rule, so at
    most one per cell). Territories come out in terrain order, then by first
    cell. Cornfield territories score 0 whatever stands on them.
    """
    if _packable(terrain_at):
        return packed_territories(
            {row * _STRIDE + col: terrain for (row, col), terrain in terrain_at.items()},
            {row * _STRIDE + col for row, col in cows_at},  # type: ignore[attr-defined]
        )
    found = [
        _territory(terrain_at[cells[0]], cells, sum(1 for cell in cells if cell in cows_at))
        for cells in _regions_by_tuple(terrain_at)
    ]
    found.sort(key=_territory_order)
    return found


def packed_territories(terrain_at: dict[int, Terrain], cows_at: Container[int]) -> list[Territory]:
    """``territories`` for cells already packed with ``pack``: the scoring hot path."""
    found = []
    for members in _flood(dict(terrain_at)):
        herd = 0
        for cell in members:
            if cell in cows_at:
                herd += 1
        found.append(_territory(terrain_at[members[0]], _unpack(members), herd))
    found.sort(key=_territory_order)
    return found


def _territory(terrain: Terrain, cells: tuple[Cell, ...], herd: int) -> Territory:
    points = 0 if terrain is Terrain.CORNFIELD else len(cells) * herd
    return Territory(terrain=terrain, plots=cells, cows=herd, points=points)


def _territory_order(territory: Territory) -> tuple[int, Cell]:
    return (_TERRAIN_ORDER[territory.terrain], territory.plots[0])


def packed_reachable(cells: Container[int], starts: Iterable[int]) -> set[int]:
    """``reachable`` for packed cells."""
    seen = set(starts)
    stack = list(seen)
    while stack:
        cell = stack.pop()
        for near in (cell - _STRIDE, cell + _STRIDE, cell - 1, cell + 1):
            if near in cells and near not in seen:
                seen.add(near)
                stack.append(near)
    return seen


def unpack(cell: int) -> Cell:
    """The ``(row, col)`` of a packed cell."""
    return _UNPACK.get(cell) or divmod(cell, _STRIDE)  # type: ignore[return-value]
