"""The box's partner tokens (rulings T3, T8): which specialists one table can show.

Each of the 20 tokens has the cowboy on one side and one specialist on the other, and
the five specialists are on 5, 5, 5, 3 and 2 tokens, in an order the rulebooks' text
does not give. A table's partners come out of that one box, so the specialists on all
its ranches together must be a choice of token sides that exists. A cowboy can be any
token left over, so with at most 20 partners in all (T3) the cowboys always fit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .model import SPECIALIST_TOKENS, Partner

MOST_OF_ONE_SPECIALIST = max(SPECIALIST_TOKENS)
"""No specialist is on more tokens than this, whichever kind it is."""


def fits_the_box(counts: Iterable[int]) -> bool:
    """T8: the specialists' counts (one per kind) can all be shown by the box's tokens.

    Largest count against the largest supply, and so on down the line: if any way of
    giving the five supplies to the five kinds works, this one does, because the i
    largest counts need i kinds of token that each hold at least the i-th largest.
    """
    ordered = sorted((n for n in counts if n), reverse=True)
    if len(ordered) > len(SPECIALIST_TOKENS):
        return False
    return all(n <= tokens for n, tokens in zip(ordered, SPECIALIST_TOKENS, strict=False))


@dataclass(frozen=True)
class Shortage:
    """A specialist the box runs out of: where, and by how much."""

    at: int
    """The index (in the order given) of the first token of this kind beyond what fits."""
    kind: Partner
    count: int
    """How many of this kind the table holds."""
    limit: int
    """The most of this kind the box can show beside the other specialists that fit."""


def shortages(faces: Sequence[Partner]) -> list[Shortage]:
    """T8: each specialist the box runs out of, taking the faces in the order given.

    Each face is kept if it still fits with those kept before it; the first one of a
    kind that does not is the one blamed. When no single kind is beyond 5 but four of
    them are beyond 3, any of the four could be the short one: the one reached last is,
    so a seat saved after the others is told about its own partners. A kind that is
    short once is short for the rest of the walk (adding more faces never makes room),
    so each kind is reported at most once, and what was kept of it is the most that fits.
    """
    kept: Counter[Partner] = Counter()
    first_beyond: dict[Partner, int] = {}
    for index, face in enumerate(faces):
        if not face.is_specialist or face in first_beyond:
            continue
        kept[face] += 1
        if not fits_the_box(kept.values()):
            kept[face] -= 1
            first_beyond[face] = index
    held = Counter(faces)
    return [Shortage(index, kind, held[kind], kept[kind]) for kind, index in first_beyond.items()]
