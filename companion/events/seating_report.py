"""What a seating could not avoid, and a swap that would move it: pure logic, standard library only.

The rules, as the organiser reads the report before publishing a round:

- A *finding* is two players at one table whom the seating's priorities
  (``seating.PRIORITIES``) would rather have kept apart: a repeat meeting (they
  met before, at any earlier table; the report says how many times) or two
  players of one club, where the seating keeps clubs apart (round 1: later
  rounds follow the standings and are given no clubs). A pair that is both is
  one finding.
- Each finding comes with a suggested swap when one exists: one of its two
  players exchanges seats with a player of another table, so the two no longer
  meet, and the seating is no worse on any priority that weighs as much as the
  finding or more (compared in ``PRIORITIES``' order, as the seating compares
  them: for a repeat, table sizes, clubs apart and fewer repeat opponents; a
  lower one, leaders together, may give way). The best such swap is suggested:
  the one that lowers the costs most (every priority, in order), then the one
  between players closest in the standings, then the first by table and seat.
  The seating has already made every swap that lowers its costs, so a swap
  suggested for a fresh seating moves the meeting to other players at no more
  cost (the organiser chooses whom it hurts least); after the organiser's own
  swaps it may undo the harm.
- No finding: the seating avoided every repeat and every club-mate.

Tables are numbered from 1 in the order given. Players are any hashable ids.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from itertools import combinations

from companion.events.seating import PRIORITIES, Wanted, club_mates, repeat_opponents


@dataclass(frozen=True)
class Swap:
    """``player`` (at ``table``) and ``other`` (at ``other_table``) exchange seats."""

    player: Hashable
    table: int
    other: Hashable
    other_table: int


@dataclass(frozen=True)
class Finding:
    """Two players at one table whom the priorities would rather keep apart."""

    table: int
    players: tuple[Hashable, Hashable]
    met_before: int
    """How many times the two met at earlier tables (0: not a repeat)."""
    club: str | None
    """The club both belong to, where the seating keeps clubs apart (else None)."""
    swap: Swap | None
    """A swap that parts the two and leaves the seating no worse, if any."""


@dataclass(frozen=True)
class Report:
    findings: tuple[Finding, ...]
    """Table by table, in seat order."""

    @property
    def repeats(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.met_before)

    @property
    def club_mates(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.club)


def costs(table: Sequence[Hashable], wanted: Wanted) -> tuple[int, ...]:
    """What one table costs on each of the seating's priorities, in their order."""
    return tuple(priority.cost(table, wanted) for priority in PRIORITIES)


def seating_report(tables: Sequence[Sequence[Hashable]], wanted: Wanted) -> Report:
    """Every finding of the seating ``tables``, each with its suggested swap."""
    findings = []
    for number, table in enumerate(tables, start=1):
        for first, second in combinations(table, 2):
            met = wanted.meetings[frozenset((first, second))]
            club = _shared_club(first, second, wanted)
            if met or club:
                weighs = _weight(repeat_opponents if met else club_mates)
                swap = suggested_swap(tables, number, (first, second), wanted, weighs)
                findings.append(Finding(number, (first, second), met, club, swap))
    return Report(tuple(findings))


def _weight(cost) -> int:
    """How many of the priorities, from the first, weigh as much as ``cost`` or more."""
    return next(i for i, priority in enumerate(PRIORITIES) if priority.cost is cost) + 1


def _shared_club(first: Hashable, second: Hashable, wanted: Wanted) -> str | None:
    club = wanted.clubs.get(first)
    return club if club and club == wanted.clubs.get(second) else None


def suggested_swap(
    tables: Sequence[Sequence[Hashable]],
    number: int,
    pair: tuple[Hashable, Hashable],
    wanted: Wanted,
    weighs: int = len(PRIORITIES),
) -> Swap | None:
    """The best swap that moves one of ``pair`` (at table ``number``) away from the other
    without making the seating worse on the first ``weighs`` of ``PRIORITIES``; None if
    every such swap would."""
    table = tables[number - 1]
    best = None
    for player in pair:
        at = table.index(player)
        for other_number, other_table in enumerate(tables, start=1):
            if other_number == number:
                continue
            before = _plus(costs(table, wanted), costs(other_table, wanted))
            for seat, other in enumerate(other_table):
                key = _swap_key(table, at, other_table, seat, before, wanted, weighs)
                if key is not None and (best is None or key < best[0]):
                    best = (key, Swap(player, number, other, other_number))
    return None if best is None else best[1]


def _swap_key(table, at, other_table, seat, before, wanted: Wanted, weighs: int):
    """(the change of costs, the two players' distance in the standings), or None when
    the swap makes the seating worse on one of the first ``weighs`` priorities."""
    one, two = list(table), list(other_table)
    one[at], two[seat] = two[seat], one[at]
    change = tuple(
        a - b for a, b in zip(_plus(costs(one, wanted), costs(two, wanted)), before, strict=True)
    )
    if change[:weighs] > (0,) * weighs:
        return None
    gap = abs(wanted.rank.get(table[at], 0) - wanted.rank.get(other_table[seat], 0))
    return change, gap


def _plus(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))
