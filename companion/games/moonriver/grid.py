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


STRIDE = 8
"""Cells of the largest grid are packed into one int, ``row * 8 + col``.

Ints hash and compare far faster than tuples, and flood fill is most of the
work of scoring. Only cells of the largest grid (rows 1-10, columns 1-5) are
packed; their neighbours come from a precomputed table that lists only cells
of that grid, so a step can never wrap into another row. Cells outside it
(only in input that validation rejects) take the slower tuple path and get
the same answer.
"""
_SIZE = (ROWS_2_PLAYERS + 2) * STRIDE
"""Room for the largest grid and a row of gaps around it, so the right and upper
neighbours of any packed cell (``cell + 1``, ``cell + STRIDE``) are valid indexes."""
GAP = object()
"""What a packed label list holds where there is no plot (or one already grouped)."""

CELL_OF: list[Cell | None] = [None] * _SIZE
"""Packed int -> ``(row, col)``; list indexing is the cheapest lookup there is."""
NEAR: list[tuple[int, ...]] = [()] * _SIZE
"""Packed int -> its packed neighbours inside the largest grid."""
for (_row, _col), _near in _NEIGHBOURS.items():
    CELL_OF[_row * STRIDE + _col] = (_row, _col)
    NEAR[_row * STRIDE + _col] = tuple(r * STRIDE + c for r, c in _near if (r, c) in _NEIGHBOURS)


_ALONE: list[tuple[Cell, ...]] = [(cell,) if cell else () for cell in CELL_OF]
"""Packed int -> the one-cell tuple of a territory of a single plot (tuples are immutable,
so every result can share them)."""


def pack(row: int, col: int) -> int | None:
    """``row * 8 + col`` for a cell of the largest grid, else None (see ``STRIDE``)."""
    return row * STRIDE + col if 1 <= row <= ROWS_2_PLAYERS and 1 <= col <= COLUMNS else None


def _packable(cells: Iterable[Cell]) -> bool:
    return all(1 <= row <= ROWS_2_PLAYERS and 1 <= col <= COLUMNS for row, col in cells)


def unpack(cells: list[int]) -> tuple[Cell, ...]:
    """The ``(row, col)`` cells of packed ones, in the same order."""
    return tuple([CELL_OF[cell] for cell in cells])  # type: ignore[misc]


def label_list() -> list:
    """An empty packed label list for ``components``: every cell a gap."""
    return [GAP] * _SIZE


def components(label_at: list, starts: Iterable[int]) -> list[tuple[Hashable, list[int]]]:
    """Groups of adjacent packed cells with equal labels, each sorted, by first cell.

    Each comes with its label, as ``(label, cells)``.

    ``label_at`` comes from ``label_list`` with a label set for every plot;
    ``starts`` lists those cells in ascending order. Grouped cells are set
    back to gaps, so the list is used up. Labels are compared by identity,
    which is cheaper than ``==``: equal labels must be the same object (enum
    members are; ``regions`` makes sure for any other labels).
    """
    found = []
    for start in starts:
        label = label_at[start]
        if label is GAP:
            continue
        label_at[start] = GAP
        members = [start]
        # Appending while iterating is well defined for lists: the loop also
        # visits the cells found on the way, which makes this a flood fill
        # without a separate stack.
        for cell in members:
            for near in NEAR[cell]:
                if label_at[near] is label:
                    label_at[near] = GAP
                    members.append(near)
        members.sort()
        found.append((label, members))
    return found


def regions(labels: Mapping[Cell, Hashable]) -> list[tuple[Cell, ...]]:
    """Split the labelled cells into maximal groups of adjacent cells with equal labels.

    A cell absent from ``labels`` is a gap: it joins nothing. A lone cell is a
    group of one, and a cell whose label differs from both sides keeps those
    sides apart (D-13), which is simply what connected components do.
    """
    label_at = label_list()
    starts = []
    same: dict[Hashable, Hashable] = {}  # one object per distinct label, for ``components``
    for (row, col), label in labels.items():
        if not (1 <= row <= ROWS_2_PLAYERS and 1 <= col <= COLUMNS):
            return _regions_by_tuple(labels)
        cell = row * STRIDE + col
        label_at[cell] = same.setdefault(label, label)
        starts.append(cell)
    starts.sort()
    return [unpack(members) for _, members in components(label_at, starts)]


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
    label_at = label_list()
    for row, col in inside:
        label_at[row * STRIDE + col] = True
    packed_starts = [row * STRIDE + col for row, col in starts if (row, col) in inside]
    return set(unpack(packed_reachable(label_at, packed_starts)))


def packed_reachable(label_at: list, starts: Iterable[int]) -> list[int]:
    """``reachable`` for packed cells: ``label_at`` as for ``components``, any labels.

    The cells reached are set to gaps, so what is left in ``label_at`` is
    exactly the cells that cannot be reached.
    """
    seen = []
    for start in starts:
        if label_at[start] is not GAP:
            label_at[start] = GAP
            seen.append(start)
    for cell in seen:  # grows as it goes: a flood fill, as in ``components``
        for near in NEAR[cell]:
            if label_at[near] is not GAP:
                label_at[near] = GAP
                seen.append(near)
    return seen


_TERRAIN_ORDER = {terrain: index for index, terrain in enumerate(Terrain)}
_TERRAINS = tuple(Terrain)


Found = tuple[list[Territory], dict[Terrain, int], int]
"""A ranch's territories, the points of each terrain, and the size of the largest."""


def territories(terrain_at: Mapping[Cell, Terrain], cows_at: Container[Cell]) -> Found:
    """The territories of a ranch (S3) with their points (S4), as ``Found``.

    ``terrain_at`` maps every plot's cell to its terrain; ``cows_at`` holds the
    cells whose cow counts (after overpopulation and the cornfield rule, so at
    most one per cell). Territories come out in terrain order, then by first
    cell. Cornfield territories score 0 whatever stands on them.
    """
    if _packable(terrain_at):
        label_at = label_list()
        for (row, col), terrain in terrain_at.items():
            label_at[row * STRIDE + col] = terrain
        return packed_territories(
            label_at,
            sorted(row * STRIDE + col for row, col in terrain_at),
            {row * STRIDE + col for row, col in terrain_at if (row, col) in cows_at},
        )
    found = [
        _territory(terrain_at[cells[0]], cells, sum(1 for cell in cells if cell in cows_at))
        for cells in _regions_by_tuple(terrain_at)
    ]
    found.sort(key=_territory_order)
    points = dict.fromkeys(_TERRAINS, 0)
    for territory in found:
        points[territory.terrain] += territory.points
    return found, points, max([len(territory.plots) for territory in found], default=0)


def packed_territories(label_at: list, cells: list[int], cows_at: set[int]) -> Found:
    """``territories`` for packed cells: the scoring hot path.

    ``label_at`` and ``cells`` are as for ``components`` (``label_at`` is used
    up); ``cows_at`` holds the packed cells whose cow counts. The flood fill of
    ``components`` is written out again here, because this is where scoring
    spends most of its time and a single plot (most territories of a real
    ranch) then costs one list lookup: its territory is made once, at import.
    Scoring needs the points of each terrain and the size of the largest
    territory next, and they are cheapest to add up here, as each is found:
    they come back with the territories.
    """
    by_terrain: dict[Terrain, list[Territory]] = {terrain: [] for terrain in _TERRAINS}
    points = dict.fromkeys(_TERRAINS, 0)
    largest = 1 if cells else 0
    for start in cells:
        terrain = label_at[start]
        if terrain is GAP:
            continue
        label_at[start] = GAP
        # Cells come in ascending order, so a plot of this terrain to the left or below
        # would have taken this one into its territory already: only the right and the
        # upper neighbours can still be of the same terrain.
        if label_at[start + 1] is not terrain and label_at[start + STRIDE] is not terrain:
            # a territory of one plot, made at import
            if start in cows_at:
                territory = _SINGLE[terrain][-start]
                points[terrain] += territory.points
            else:
                territory = _SINGLE[terrain][start]
            by_terrain[terrain].append(territory)
            continue
        members = [start]
        herd = 1 if start in cows_at else 0
        for cell in members:  # grows as it goes, as in ``components``
            for near in NEAR[cell]:
                if label_at[near] is terrain:
                    label_at[near] = GAP
                    members.append(near)
                    if near in cows_at:
                        herd += 1
        members.sort()
        territory = _territory(terrain, unpack(members), herd)
        by_terrain[terrain].append(territory)
        points[terrain] += territory.points
        if len(members) > largest:
            largest = len(members)
    return [territory for found in by_terrain.values() for territory in found], points, largest


_new = object.__new__


def _territory(terrain: Terrain, cells: tuple[Cell, ...], herd: int) -> Territory:
    """A scored territory (S4: cornfields score 0 whatever stands on them).

    Built like ``frozen.build`` does, with the four fields stored one by one:
    a table has some 70 territories, and this is the cheapest way to make them.
    """
    territory = _new(Territory)
    fields = territory.__dict__
    fields["terrain"] = terrain
    fields["plots"] = cells
    fields["cows"] = herd
    fields["points"] = 0 if terrain is Terrain.CORNFIELD else len(cells) * herd
    return territory


def _territory_order(territory: Territory) -> tuple[int, Cell]:
    return (_TERRAIN_ORDER[territory.terrain], territory.plots[0])


_SINGLE: dict[Terrain, dict[int, Territory]] = {
    terrain: {
        signed: _territory(terrain, _ALONE[cell], 1 if signed < 0 else 0)
        for cell in range(_SIZE)
        if _ALONE[cell]
        for signed in (cell, -cell)
    }
    for terrain in _TERRAIN_ORDER
}
"""Terrain -> packed cell (negated when a cow counts on it) -> the territory of that
one plot. Territories are immutable values, so every ranch can share these."""

SHARED_TERRITORIES: tuple[Territory, ...] = tuple(
    territory for by_cell in _SINGLE.values() for territory in by_cell.values()
)
"""Every territory scoring hands out shared, alive as long as the program: whatever is
worked out from one of them (an answer's JSON, say) can be kept for good."""
