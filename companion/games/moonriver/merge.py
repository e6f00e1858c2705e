"""Two phones changed one ranch from the same version: merge them plot by plot.

A three-way merge, as version control merges lines: each cell of the grid is
compared in the version both phones started from (``base``), in the one being
saved (``mine``) and in the one stored meanwhile (``theirs``). A cell only one
side changed takes that side's plot; a cell both changed alike is simply that
plot; a cell both changed differently is a conflict, which only a player can
settle. A plot is compared whole (terrain, cows, resources, partner, bonus):
one phone adding a cow where the other changed the terrain is a conflict,
because the two intentions cannot both be kept without guessing.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Cell, Plot, Ranch


@dataclass(frozen=True)
class Merge:
    """What merging gives: both sides' changes, and the cells a player must choose."""

    ranch: Ranch
    """Every change of both sides; at a conflicting cell, what is stored (``theirs``)."""
    conflicts: tuple[Cell, ...]
    """Cells both sides changed differently, in grid order; empty when it merged by itself."""
    news: bool = True
    """Whether ``ranch`` differs from ``theirs`` (False: those changes are stored already)."""


def _by_cell(ranch: Ranch | None) -> dict[Cell, Plot]:
    return {plot.cell: plot for plot in ranch.plots} if ranch is not None else {}


def merge_ranches(base: Ranch | None, mine: Ranch, theirs: Ranch | None) -> Merge:
    """Merge ``mine`` into ``theirs``, both changed from ``base`` (None: nothing saved yet).

    The merged ranch keeps the grid of ``theirs`` (the table fixes it) and lists
    its plots in grid order.
    """
    old, new, stored = _by_cell(base), _by_cell(mine), _by_cell(theirs)
    merged: dict[Cell, Plot] = {}
    conflicts = []
    for cell in sorted(old.keys() | new.keys() | stored.keys()):
        was, mine_now, theirs_now = old.get(cell), new.get(cell), stored.get(cell)
        if mine_now in (theirs_now, was):
            keep = theirs_now
        elif theirs_now == was:
            keep = mine_now
        else:
            conflicts.append(cell)
            keep = theirs_now
        if keep is not None:
            merged[cell] = keep
    rows = theirs.rows if theirs is not None else mine.rows
    return Merge(Ranch(rows, tuple(merged.values())), tuple(conflicts), merged != stored)


def unmerged(mine: Ranch, theirs: Ranch | None) -> Merge:
    """No merge at all: what is stored, with every cell where ``mine`` differs to choose.

    For a save that does not say what it started from, or whose merge would
    break the table's limits (two bonus tiles, more cows than the box holds).
    """
    new, stored = _by_cell(mine), _by_cell(theirs)
    differ = tuple(c for c in sorted(new.keys() | stored.keys()) if new.get(c) != stored.get(c))
    rows = theirs.rows if theirs is not None else mine.rows
    return Merge(Ranch(rows, tuple(stored[c] for c in sorted(stored))), differ, news=False)
