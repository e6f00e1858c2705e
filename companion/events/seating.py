"""Who sits at which table in a round of an event: pure logic, standard library only.

The rules, as the organiser would state them:

- Tables seat 4; when the count does not divide by 4, some tables seat 3
  (13 players: 4 + 3 + 3 + 3; 6 players: 3 + 3). A 2-player table (played on
  the 5 × 10 grid) is used only when nothing else fits: 2 players, or 5
  (3 + 2). The seating says so (``two_player_table``). One player cannot be seated.
- Round 1 is drawn at random, keeping the players of a club apart where the
  count allows: the clubs are dealt out over the tables like cards, the
  biggest club first, so no table gets two of a club unless the club has more
  players than there are tables.
- Later rounds follow the standings (Swiss style for multiplayer games): the
  best-placed player left opens each table, and each seat after that goes to the
  best-placed player left among those who have met the fewest of the players
  already at the table. Then, while swapping two players of different tables
  would lower the number of repeat meetings, the swap between the two
  closest in the standings is made. Leaders play leaders, and repeat opponents
  are avoided where possible. Bigger tables come first, so a 3-player table seats the
  bottom of the standings.
- A seating is a function of its inputs and a seed: the same seed seats the
  same tables (tests rely on it; the app draws a fresh seed each round).

Players are named by any hashable id (the app uses the database's player ids).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

TABLE_SIZE = 4
SMALL_TABLE = 3
TWO_PLAYERS = 2
MIN_PLAYERS = 2


class CannotSeat(ValueError):
    """Too few players to make a table (one player alone, or nobody)."""

    def __init__(self, count: int):
        self.count = count
        super().__init__(f"{count} player(s) cannot make a table")


@dataclass(frozen=True)
class Seating:
    """The tables of a round, table 1 first, each a tuple of players in seat order."""

    tables: tuple[tuple[Hashable, ...], ...]

    @property
    def two_player_table(self) -> bool:
        """A table of 2 had to be used (the 5 × 10 grid): the organiser is told."""
        return any(len(table) == TWO_PLAYERS for table in self.tables)


def table_sizes(count: int) -> tuple[int, ...]:
    """How many players each table seats, biggest first: 4s, then 3s, a 2 only if forced."""
    if count < MIN_PLAYERS:
        raise CannotSeat(count)
    if count == TWO_PLAYERS:
        return (TWO_PLAYERS,)
    tables = -(-count // TABLE_SIZE)
    short = tables * TABLE_SIZE - count  # tables that seat one fewer
    if short > tables:  # only 5 players: 3 + 2 is all that fits
        return (SMALL_TABLE, TWO_PLAYERS)
    return (TABLE_SIZE,) * (tables - short) + (SMALL_TABLE,) * short


def first_round(
    players: Sequence[Hashable], clubs: Mapping[Hashable, str | None], seed: int | str
) -> Seating:
    """Round 1: a random draw that deals each club's players out over different tables."""
    sizes = table_sizes(len(players))
    rng = random.Random(seed)
    shuffled = list(players)
    rng.shuffle(shuffled)
    members: dict[str, list[Hashable]] = defaultdict(list)
    unattached = []
    for player in shuffled:
        club = clubs.get(player)
        (members[club] if club else unattached).append(player)
    biggest_first = sorted(members.values(), key=len, reverse=True)  # stable: ties stay drawn
    dealing_order = [player for club in biggest_first for player in club] + unattached
    tables: list[list[Hashable]] = [[] for _ in sizes]
    turn = 0
    for player in dealing_order:
        while len(tables[turn % len(tables)]) >= sizes[turn % len(tables)]:
            turn += 1
        tables[turn % len(tables)].append(player)
        turn += 1
    for table in tables:
        rng.shuffle(table)  # who takes which seat (and colour) is drawn too
    order = list(range(len(tables)))
    rng.shuffle(order)
    # The 2-player table, if any, stays last: its number says it is the odd one.
    order.sort(key=lambda i: len(tables[i]) == TWO_PLAYERS)
    return Seating(tuple(tuple(tables[i]) for i in order))


def later_round(
    ranked: Sequence[Hashable], met: Iterable[tuple[Hashable, Hashable]], seed: int | str
) -> Seating:
    """A later round: by standings (``ranked``, best first), avoiding repeat opponents.

    ``met`` holds one pair per pairing of two players at a table in an earlier
    round (a pair that met twice appears twice). The seed only draws who takes
    which seat at each table, since seat 1 has no advantage to hand out by rank.
    """
    sizes = table_sizes(len(ranked))
    meetings = Counter(frozenset(pair) for pair in met)
    left = list(ranked)
    tables: list[list[Hashable]] = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best = min(
                range(len(left)),
                key=lambda i: (sum(meetings[frozenset((left[i], p))] for p in table), i),
            )
            table.append(left.pop(best))
        tables.append(table)
    _fewer_repeats(tables, meetings, {p: i for i, p in enumerate(ranked)})
    rng = random.Random(seed)
    for table in tables:
        rng.shuffle(table)
    return Seating(tuple(tuple(table) for table in tables))


def _fewer_repeats(
    tables: list[list[Hashable]], meetings: Counter, rank: Mapping[Hashable, int]
) -> None:
    """Swap two players of different tables while that lowers the tables' repeat
    meetings, the swap of the closest-ranked pair first: the greedy pass above can
    leave the last tables with opponents met before that a swap would avoid."""

    def cost(table: Sequence[Hashable]) -> int:
        return sum(meetings[frozenset(pair)] for pair in combinations(table, 2))

    for _round in range(len(rank)):  # each swap lowers the total: this bounds the loop
        best = None
        for i, j in combinations(range(len(tables)), 2):
            before = cost(tables[i]) + cost(tables[j])
            if not before:
                continue
            for a in range(len(tables[i])):
                for b in range(len(tables[j])):
                    first, second = list(tables[i]), list(tables[j])
                    first[a], second[b] = second[b], first[a]
                    gain = before - cost(first) - cost(second)
                    distance = abs(rank[tables[i][a]] - rank[tables[j][b]])
                    if gain > 0 and (best is None or (-gain, distance) < best[0]):
                        best = ((-gain, distance), i, j, a, b)
        if best is None:
            return
        _key, i, j, a, b = best
        tables[i][a], tables[j][b] = tables[j][b], tables[i][a]


def repeat_meetings(seating: Seating, met: Iterable[tuple[Hashable, Hashable]]) -> int:
    """How many earlier meetings the pairs at this seating's tables repeat (a pair that
    met twice before counts twice): what the seating keeps low."""
    before = Counter(frozenset(pair) for pair in met)
    return sum(
        before[frozenset(pair)] for table in seating.tables for pair in combinations(table, 2)
    )


def pairs(table: Sequence[Hashable]) -> list[tuple[Hashable, Hashable]]:
    """Every two players who met at one table."""
    return list(combinations(table, 2))
