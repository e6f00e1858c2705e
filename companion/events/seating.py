"""Who sits at which table in a round of an event: pure logic, standard library only.

The rules, as the organiser would state them:

- Tables seat 4; when the count does not divide by 4, some tables seat 3
  (13 players: 4 + 3 + 3 + 3; 6 players: 3 + 3). A 2-player table (played on
  the 5 × 10 grid) is used only when nothing else fits: 2 players, or 5
  (3 + 2). The seating says so (``two_player_table``). One player cannot be seated.
- Round 1 is drawn at random, keeping the players of a club apart where the
  count allows: the clubs are dealt out over the tables like cards, the
  biggest club first, so no table gets two of a club unless the club has more
  players than there are tables (the search below then finds nothing to mend).
- Later rounds follow the standings (Swiss style for multiplayer games): the
  best-placed player left opens each table, and each seat after that goes to the
  best-placed player left among those who have met the fewest of the players
  already at the table. Bigger tables come first, so a 3-player table seats the
  bottom of the standings.
- Then one search improves either round: while swapping two players of
  different tables lowers the seating's costs, taken in the order of
  ``PRIORITIES`` (table sizes, clubs apart, fewer repeat opponents, leaders
  together: a later one counts only between seatings equal on every earlier
  one), the best such swap is made, between the two closest in the standings
  on a tie. Changing what matters more is moving a line of ``PRIORITIES``.
- Odd counts are the organiser's choice (``ODD_COUNTS``): tables of 3 at the
  bottom of the standings (the default above), tables of 3 at the top (the
  leaders play at the small tables), or byes: as many players as the count
  leaves over 4s sit the round out (13 players: one bye, three tables of 4).
  A bye goes to the player placed lowest among those with the fewest byes so
  far (in round 1, drawn at random), so nobody sits out twice before everyone
  has sat out once. Fewer than 4 players still play at one table.
- A final (``final_round``): the top N of the standings (3 or 4) play at
  table 1; the others either play a consolation round among themselves,
  seated by the same rules, or sit the round out.
- A seating is a function of its inputs and a seed: the same seed seats the
  same tables (tests rely on it; the app draws a fresh seed each round).

Players are named by any hashable id (the app uses the database's player ids).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

TABLE_SIZE = 4
SMALL_TABLE = 3
TWO_PLAYERS = 2
MIN_PLAYERS = 2

THREES_BOTTOM, THREES_TOP, BYES = "threes-bottom", "threes-top", "byes"
ODD_COUNTS = (THREES_BOTTOM, THREES_TOP, BYES)
"""What an organiser does with a count that does not divide by 4: tables of 3 at the
bottom of the standings, tables of 3 at the top, or byes (players sit the round out)."""
FINAL_SIZES = (3, 4)


class CannotSeat(ValueError):
    """Too few players to make a table (one player alone, or nobody)."""

    def __init__(self, count: int):
        self.count = count
        super().__init__(f"{count} player(s) cannot make a table")


@dataclass(frozen=True)
class Seating:
    """The tables of a round, table 1 first, each a tuple of players in seat order."""

    tables: tuple[tuple[Hashable, ...], ...]
    byes: tuple[Hashable, ...] = ()
    """Players who sit this round out with a bye (the event's bye points)."""
    sitting_out: tuple[Hashable, ...] = ()
    """Players left out of a final round with no consolation round (no points)."""
    final: bool = False
    """Table 1 is the final table."""

    @property
    def two_player_table(self) -> bool:
        """A table of 2 had to be used (the 5 × 10 grid): the organiser is told."""
        return any(len(table) == TWO_PLAYERS for table in self.tables)


def bye_count(count: int, odd_counts: str = THREES_BOTTOM) -> int:
    """How many players sit out with a bye: the count left over 4s, when byes are chosen
    and at least one table of 4 remains."""
    if odd_counts != BYES or count < TABLE_SIZE:
        return 0
    return count % TABLE_SIZE


def choose_byes(
    ranked: Sequence[Hashable], count: int, had: Mapping[Hashable, int]
) -> tuple[Hashable, ...]:
    """Who sits out: among the players with the fewest byes so far, the lowest placed
    (``ranked`` is best first: the standings, or a random draw in round 1)."""
    place = {player: i for i, player in enumerate(ranked)}
    order = sorted(ranked, key=lambda p: (had.get(p, 0), -place[p]))
    return tuple(order[:count])


def table_sizes(count: int, odd_counts: str = THREES_BOTTOM) -> tuple[int, ...]:
    """How many players each table seats, in the standings' order: 4s then 3s (3s then
    4s with tables of 3 at the top), a 2 only if forced and always last."""
    sizes = _sizes(count)
    if odd_counts == THREES_TOP and TWO_PLAYERS not in sizes:
        return tuple(sorted(sizes))
    return sizes


def _sizes(count: int) -> tuple[int, ...]:
    """Biggest first: 4s, then 3s, a 2 only if forced."""
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
    players: Sequence[Hashable],
    clubs: Mapping[Hashable, str | None],
    seed: int | str,
    odd_counts: str = THREES_BOTTOM,
) -> Seating:
    """Round 1: a random draw that deals each club's players out over different tables
    (with byes, the byes are drawn first)."""
    rng = random.Random(seed)
    shuffled = list(players)
    rng.shuffle(shuffled)
    byes = choose_byes(shuffled, bye_count(len(shuffled), odd_counts), {})
    shuffled = [p for p in shuffled if p not in byes]
    sizes = table_sizes(len(shuffled))
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
    improve(tables, Wanted(Counter(), {}, clubs, len(shuffled)))  # the deal already is best
    for table in tables:
        rng.shuffle(table)  # who takes which seat (and colour) is drawn too
    order = list(range(len(tables)))
    rng.shuffle(order)
    # The 2-player table, if any, stays last: its number says it is the odd one.
    order.sort(key=lambda i: len(tables[i]) == TWO_PLAYERS)
    return Seating(tuple(tuple(tables[i]) for i in order), byes=byes)


def later_round(
    ranked: Sequence[Hashable],
    met: Iterable[tuple[Hashable, Hashable]],
    seed: int | str,
    clubs: Mapping[Hashable, str | None] | None = None,
    odd_counts: str = THREES_BOTTOM,
    had_byes: Mapping[Hashable, int] | None = None,
) -> Seating:
    """A later round: by standings (``ranked``, best first), avoiding repeat opponents.

    ``met`` holds one pair per pairing of two players at a table in an earlier
    round (a pair that met twice appears twice). ``clubs``, if given, are kept
    apart before anything else (the app gives them for round 1 only). The seed only
    draws who takes which seat at each table, since seat 1 has no advantage to hand
    out by rank. ``odd_counts`` says where tables of 3 go, or that byes are given
    (``had_byes``: how many each player has had).
    """
    byes = choose_byes(ranked, bye_count(len(ranked), odd_counts), had_byes or {})
    ranked = [p for p in ranked if p not in byes]
    sizes = table_sizes(len(ranked), odd_counts)
    wanted = Wanted(
        meetings=Counter(frozenset(pair) for pair in met),
        rank={p: i for i, p in enumerate(ranked)},
        clubs=clubs or {},
        players=len(ranked),
    )
    left = list(ranked)
    tables: list[list[Hashable]] = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best = min(
                range(len(left)),
                key=lambda i: (sum(wanted.meetings[frozenset((left[i], p))] for p in table), i),
            )
            table.append(left.pop(best))
        tables.append(table)
    improve(tables, wanted)
    # table 1 holds the best-placed player of the biggest tables, and so on down (with
    # tables of 3 at the top, simply in the standings' order); a table of 2 stays last
    top = odd_counts == THREES_TOP
    tables.sort(
        key=lambda table: (
            len(table) == TWO_PLAYERS,
            0 if top else -len(table),
            min(wanted.rank[p] for p in table),
        )
    )
    rng = random.Random(seed)
    for table in tables:
        rng.shuffle(table)
    return Seating(tuple(tuple(table) for table in tables), byes=byes)


def final_round(
    ranked: Sequence[Hashable],
    met: Iterable[tuple[Hashable, Hashable]],
    seed: int | str,
    size: int,
    consolation: bool,
    odd_counts: str = THREES_BOTTOM,
    had_byes: Mapping[Hashable, int] | None = None,
) -> Seating:
    """The last round with a final: the top ``size`` of ``ranked`` at table 1; the others
    seated among themselves as a later round (``consolation``) or sitting out. A single
    player left for the consolation round has nobody to play: a bye if byes are chosen,
    else sitting out."""
    finalists, rest = list(ranked[:size]), list(ranked[size:])
    random.Random(seed).shuffle(finalists)
    final = (tuple(finalists),)
    if not consolation or not rest:
        return Seating(final, sitting_out=tuple(rest), final=True)
    if len(rest) < MIN_PLAYERS:
        if odd_counts == BYES:
            return Seating(final, byes=tuple(rest), final=True)
        return Seating(final, sitting_out=tuple(rest), final=True)
    others = later_round(rest, met, seed, odd_counts=odd_counts, had_byes=had_byes)
    return Seating(final + others.tables, byes=others.byes, final=True)


# ---- what a seating keeps low, and the one search that lowers it --------------------------------


@dataclass(frozen=True)
class Wanted:
    """What the costs read: earlier meetings, the standings, the clubs."""

    meetings: Counter
    """How often each pair (a frozenset) has met before."""
    rank: Mapping[Hashable, int]
    """Place in the standings, 0 best (empty in round 1: nobody leads yet)."""
    clubs: Mapping[Hashable, str | None]
    players: int


def wrong_size(table: Sequence[Hashable], wanted: Wanted) -> int:
    """Table sizes: a table of more than 4, or of 2 when the count allows 3s and 4s."""
    size = len(table)
    forced = wanted.players in (TWO_PLAYERS, 5)
    return max(0, size - TABLE_SIZE) + (size == TWO_PLAYERS and not forced)


def club_mates(table: Sequence[Hashable], wanted: Wanted) -> int:
    """Clubs apart: pairs of players of one club at the table."""
    counts = Counter(wanted.clubs.get(p) for p in table if wanted.clubs.get(p))
    return sum(n * (n - 1) // 2 for n in counts.values())


def repeat_opponents(table: Sequence[Hashable], wanted: Wanted) -> int:
    """Fewer repeat opponents: earlier meetings of the table's pairs (twice counts twice)."""
    return sum(wanted.meetings[frozenset(pair)] for pair in combinations(table, 2))


def leaders_apart(table: Sequence[Hashable], wanted: Wanted) -> int:
    """Leaders together: how far the table's places spread beyond neighbours in the
    standings (0 for players next to each other; nothing before there are standings)."""
    if not wanted.rank:
        return 0
    places = [wanted.rank[p] for p in table]
    return max(places) - min(places) - (len(table) - 1)


@dataclass(frozen=True)
class Priority:
    name: str
    cost: Callable[[Sequence[Hashable], Wanted], int]
    """What one table costs; a seating costs the sum over its tables."""
    neighbours_only: bool = False
    """Sought only by swaps between neighbouring tables (tables are built in the
    standings' order, so places come closer there): keeps the search fast."""


PRIORITIES: tuple[Priority, ...] = (
    Priority("table sizes", wrong_size),
    Priority("clubs apart", club_mates),
    Priority("fewer repeat opponents", repeat_opponents),
    Priority("leaders together", leaders_apart, neighbours_only=True),
)
"""What a seating keeps low, most important first: a seating is better than another when
it costs less on the first priority where they differ. Table sizes are set by
``table_sizes`` and a swap keeps them, so that cost stays 0; it heads the list because
no other priority may ever trade a size for itself."""


def _costs(table: Sequence[Hashable], wanted: Wanted) -> tuple[int, ...]:
    return tuple(priority.cost(table, wanted) for priority in PRIORITIES)


def _plus(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def improve(tables: list[list[Hashable]], wanted: Wanted) -> None:
    """The one search: swap two players of different tables while that lowers the costs
    (``PRIORITIES`` in order), the best swap first and, among equals, the one between the
    two closest in the standings. A swap can only lower a cost one of its two tables has,
    so tables costing nothing are only ever the other side of a swap, and a priority
    marked ``neighbours_only`` is sought between neighbouring tables only."""
    costs = [_costs(table, wanted) for table in tables]
    for _swap in range(wanted.players * len(PRIORITIES)):  # each swap lowers the total
        best = _best_swap(tables, costs, wanted)
        if best is None:
            return
        i, j, a, b = best
        tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
        costs[i], costs[j] = _costs(tables[i], wanted), _costs(tables[j], wanted)


def _best_swap(tables, costs, wanted: Wanted):
    best = None
    costly = [i for i, cost in enumerate(costs) if any(cost)]
    for i in costly:
        for j in range(len(tables)):
            if j == i or (j < i and any(costs[j])):  # each pair of costly tables once
                continue
            before = _plus(costs[i], costs[j])
            if abs(i - j) > 1 and not _far_reaching(before):
                continue
            for a, b in _places(tables[i], tables[j]):
                key = _swap_key(tables[i], tables[j], a, b, before, wanted)
                if key is not None and (best is None or key < best[0]):
                    best = (key, i, j, a, b)
    return None if best is None else best[1:]


def _swap_key(first, second, a: int, b: int, before: tuple[int, ...], wanted: Wanted):
    """How much swapping ``first[a]`` and ``second[b]`` lowers the costs, then how far
    apart in the standings the two are; None if it lowers nothing."""
    one, other = list(first), list(second)
    one[a], other[b] = other[b], one[a]
    after = _plus(_costs(one, wanted), _costs(other, wanted))
    if after >= before:
        return None
    gap = abs(wanted.rank.get(first[a], 0) - wanted.rank.get(second[b], 0))
    return tuple(x - y for x, y in zip(after, before, strict=True)), gap


def _far_reaching(cost: tuple[int, ...]) -> bool:
    """Some priority worth a swap between any two tables is not met."""
    return any(c and not p.neighbours_only for c, p in zip(cost, PRIORITIES, strict=True))


def _places(first: Sequence, second: Sequence):
    return ((a, b) for a in range(len(first)) for b in range(len(second)))


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
