"""Two phones changed one ranch from the same version: merge them field by field.

A three-way merge, as version control merges lines, but the unit is one field
of one plot: its terrain, cows, resources, partner and bonus tile. Each field
is compared in the version both phones started from (``base``), in the one
being saved (``mine``) and in the one stored meanwhile (``theirs``). A field
only one side changed takes that side's value; a field both changed alike is
simply that value; a field both changed differently is a conflict, which only
a player can settle. So one phone adding a cow while the other adds a nugget
to the same plot keeps both: a plot holds both, nobody has to choose.

An empty cell has no fields to merge, so whether a plot is there at all
belongs to its terrain:

- a plot placed on an empty cell by both phones merges field by field against
  an empty plot's values (no cows, no resources, no partner, no bonus); two
  different terrains are a conflict on the terrain;
- a plot erased on one phone stays erased if the other phone left it alone;
  if the other phone changed it meanwhile (a cow added, a new terrain), the
  two cannot both hold: that is a conflict on the terrain, and whichever side
  the player picks is taken whole, the plot or its absence. A cow on a plot
  that is no longer there would be a guess.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .model import Cell, Partner, Plot, Ranch, Terrain

FIELDS = ("terrain", "cows", "resources", "partner", "bonus")
"""What a plot holds, each merged on its own."""

EMPTY = {"terrain": None, "cows": 0, "resources": 0, "partner": None, "bonus": False}
"""The fields of a cell without a plot: no terrain, and nothing on it."""

Value = Terrain | Partner | int | bool | None


@dataclass(frozen=True)
class Conflict:
    """One field of one plot both phones changed differently.

    ``mine`` and ``theirs`` are the two values; a ``terrain`` of None is no
    plot at all (erased on that side), and choosing it takes that side's
    whole plot (or its absence), not only its terrain.
    """

    cell: Cell
    field: str
    mine: Value
    theirs: Value


@dataclass(frozen=True)
class Merge:
    """What merging gives: both sides' changes, and the fields a player must choose."""

    ranch: Ranch
    """Every change of both sides; at a conflicting field, what is stored (``theirs``)."""
    conflicts: tuple[Conflict, ...]
    """Fields both sides changed differently, in grid order; empty when it merged by itself."""
    news: bool = True
    """Whether ``ranch`` differs from ``theirs`` (False: those changes are stored already)."""

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The plots holding a conflict, each once, in grid order."""
        return tuple(dict.fromkeys(c.cell for c in self.conflicts))


def _by_cell(ranch: Ranch | None) -> dict[Cell, Plot]:
    return {plot.cell: plot for plot in ranch.plots} if ranch is not None else {}


def _value(plot: Plot | None, field: str) -> Value:
    return EMPTY[field] if plot is None else getattr(plot, field)


def _merge_plot(
    cell: Cell, was: Plot | None, mine: Plot | None, theirs: Plot | None
) -> tuple[Plot | None, list[Conflict]]:
    """One cell merged: the plot to keep (``theirs`` at a conflict) and its conflicts."""
    if mine in (theirs, was):
        return theirs, []
    if theirs == was:
        return mine, []
    if mine is None or theirs is None:  # erased on one side, changed on the other
        erased = Conflict(cell, "terrain", _value(mine, "terrain"), _value(theirs, "terrain"))
        return theirs, [erased]
    kept: dict[str, Value] = {}
    conflicts = []
    for field in FIELDS:
        old, new, stored = _value(was, field), getattr(mine, field), getattr(theirs, field)
        if new in (stored, old):
            kept[field] = stored
        elif stored == old:
            kept[field] = new
        else:
            conflicts.append(Conflict(cell, field, new, stored))
            kept[field] = stored
    return replace(theirs, **kept), conflicts


def merge_ranches(base: Ranch | None, mine: Ranch, theirs: Ranch | None) -> Merge:
    """Merge ``mine`` into ``theirs``, both changed from ``base`` (None: nothing saved yet).

    The merged ranch keeps the grid of ``theirs`` (the table fixes it) and lists
    its plots in grid order.
    """
    old, new, stored = _by_cell(base), _by_cell(mine), _by_cell(theirs)
    merged: dict[Cell, Plot] = {}
    conflicts: list[Conflict] = []
    for cell in sorted(old.keys() | new.keys() | stored.keys()):
        keep, found = _merge_plot(cell, old.get(cell), new.get(cell), stored.get(cell))
        conflicts += found
        if keep is not None:
            merged[cell] = keep
    rows = theirs.rows if theirs is not None else mine.rows
    return Merge(Ranch(rows, tuple(merged.values())), tuple(conflicts), merged != stored)


def differences(mine: Ranch, theirs: Ranch | None) -> tuple[Conflict, ...]:
    """Every field where ``mine`` differs from ``theirs``, in grid order.

    A plot on one side only differs in its terrain (taken whole, as above).
    """
    new, stored = _by_cell(mine), _by_cell(theirs)
    found = []
    for cell in sorted(new.keys() | stored.keys()):
        a, b = new.get(cell), stored.get(cell)
        if a == b:
            continue
        fields = ("terrain",) if a is None or b is None else FIELDS
        found += [
            Conflict(cell, f, _value(a, f), _value(b, f))
            for f in fields
            if _value(a, f) != _value(b, f)
        ]
    return tuple(found)


def unmerged(mine: Ranch, theirs: Ranch | None) -> Merge:
    """No merge at all: what is stored, with every field where ``mine`` differs to choose.

    For a save that does not say what it started from, or whose merge would
    break the table's limits (two bonus tiles, more cows than the box holds).
    """
    stored = _by_cell(theirs)
    rows = theirs.rows if theirs is not None else mine.rows
    ranch = Ranch(rows, tuple(stored[c] for c in sorted(stored)))
    return Merge(ranch, differences(mine, theirs), news=False)
