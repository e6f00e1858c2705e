"""An event's standings from its counted tables: pure logic, standard library only.

The rules, as the organiser reads them:

- At each counted table a player earns the event points of their place, from
  the event's points table for that many players (by default 4-2-1-0 at 4
  players, 4-2-0 at 3, 4-0 at 2: the winner earns the same anywhere, the last
  nothing).
- A shared place (the game's own tiebreaks, largest territory then cows, left
  players equal, rule W4) gives each of them the points of that place, the
  better one: two players sharing the win both earn the winner's points, and
  the next player is third, as the game itself ranks them.
- A bye earns the event points the organiser set for it (by default those of
  2nd place at a table of 4), and no game: no game points, no best game.
- The standings rank by the organiser's order of keys (``TIEBREAKS``), by
  default event points, then total game points over all counted games, then
  the best single game's total. The fourth key, opponents' event points, is
  the sum of the event points of every opponent met at a counted table (an
  opponent met in two rounds counts twice, as each game does). Players equal on
  every key chosen share a place. Each row names the first key on which the
  row above it is ahead (``separated_by``), so "why am I below her?" has an answer.
- With a final table, its players take the top places in the order they
  finished it (a place shared at the final is then split by the keys); the
  others follow by the keys.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

DEFAULT_POINTS: dict[int, tuple[int, ...]] = {
    2: (4, 0),
    3: (4, 2, 0),
    4: (4, 2, 1, 0),
}
"""Event points by place (1st first) for each table size."""

MAX_PLACE_POINTS = 100
"""A place earns at most this many event points (a typo of 1000 is refused)."""

EVENT_POINTS, GAME_POINTS, BEST_GAME, OPPONENTS = (
    "event_points",
    "game_points",
    "best_game",
    "opponents_points",
)
TIEBREAKS = (EVENT_POINTS, GAME_POINTS, BEST_GAME, OPPONENTS)
"""The keys an organiser can rank by, in any order."""
DEFAULT_TIEBREAKS = (EVENT_POINTS, GAME_POINTS, BEST_GAME)
FINAL = "final"
"""What separates a row from the row above when the final table did."""


def bye_points(points: Mapping[int, Sequence[int]], chosen: int | None) -> int:
    """What a bye earns: the number the organiser set, else 2nd place at a table of 4."""
    return points[4][1] if chosen is None else chosen


def tiebreaks_problem(order: Sequence[str]) -> str | None:
    """Why an order of keys cannot be used (a code), or None: 1 to 4 known keys, each once."""
    if not order or any(key not in TIEBREAKS for key in order):
        return "tiebreak-keys"
    if len(set(order)) != len(order):
        return "tiebreak-twice"
    return None


@dataclass(frozen=True)
class Placing:
    """One player's result at one counted table."""

    player: Hashable
    place: int
    """The game's rank at the table (1 = won; equal players share it)."""
    total: int
    """The game's total score (the score-pad's bottom line)."""
    table_size: int
    table: Hashable = None
    """Which table (any id): the players of one table are each other's opponents."""


@dataclass(frozen=True)
class Standing:
    player: Hashable
    place: int
    """1 = leading; players equal on every key chosen share a place."""
    event_points: int
    game_points: int
    best_game: int
    games: int
    """Counted games played."""
    opponents_points: int = 0
    """The event points of every opponent met at a counted table, summed."""
    byes: int = 0
    final_place: int | None = None
    """The place at the final table (None: did not play it, or it has not counted)."""
    separated_by: str | None = None
    """The first key on which the row above is ahead (a ``TIEBREAKS`` key or ``FINAL``);
    None for the first row and for a place shared with the row above."""

    def value(self, key: str) -> int | None:
        """The row's value of a key (its final place for ``FINAL``)."""
        return self.final_place if key == FINAL else getattr(self, key)


def event_points(points: Mapping[int, Sequence[int]], placing: Placing) -> int:
    """The event points of a place at a table of that size (a shared place: the better)."""
    return points[placing.table_size][placing.place - 1]


def points_problem(points: Mapping[int, Sequence[int]]) -> str | None:
    """Why a points table cannot be used (a code), or None: one whole number per place,
    none negative or above ``MAX_PLACE_POINTS``, a better place never earning fewer."""
    for size in DEFAULT_POINTS:
        row = points.get(size)
        if row is None or len(row) != size:
            return "points-per-place"
        if any(isinstance(p, bool) or not isinstance(p, int) for p in row):
            return "points-whole-numbers"
        if any(not 0 <= p <= MAX_PLACE_POINTS for p in row):
            return "points-range"
        if any(better < worse for better, worse in pairwise(row)):
            return "points-order"
    return None


def standings(
    players: Sequence[Hashable],
    placings: Iterable[Placing],
    points: Mapping[int, Sequence[int]] = DEFAULT_POINTS,
    *,
    byes: Iterable[tuple[Hashable, int]] = (),
    order: Sequence[str] = DEFAULT_TIEBREAKS,
    final: Iterable[Placing] = (),
) -> list[Standing]:
    """Every player (even those with no counted game yet), best first. ``byes`` holds a
    (player, points) pair per bye; ``final`` the placings of the final table, if it counted
    (they are in ``placings`` too)."""
    placings = list(placings)
    rows = {p: _Totals() for p in players}
    for placing in placings:
        rows[placing.player].add(event_points(points, placing), placing.total)
    for player, earned in byes:
        rows[player].event_points += earned
        rows[player].byes += 1
    _add_opponents(rows, placings)
    finals = {placing.player: placing.place for placing in final}
    keys = {p: _key(rows[p], order, finals.get(p)) for p in players}
    ranked: list[Standing] = []
    for player in sorted(players, key=lambda p: keys[p], reverse=True):  # stable: entry order
        above = keys[ranked[-1].player] if ranked else None
        # Best first: the place is one more than the players strictly ahead, which are
        # those before the first player holding the same keys.
        place = ranked[-1].place if above == keys[player] else len(ranked) + 1
        ranked.append(
            rows[player].standing(
                player, place, finals.get(player), _separated(above, keys[player], order)
            )
        )
    return ranked


@dataclass
class _Totals:
    """One player's sums while the standings are added up."""

    event_points: int = 0
    game_points: int = 0
    best_game: int = 0
    games: int = 0
    opponents_points: int = 0
    byes: int = 0

    def add(self, earned: int, total: int) -> None:
        self.event_points += earned
        self.game_points += total
        self.best_game = max(self.best_game, total) if self.games else total
        self.games += 1

    def standing(self, player, place, final_place, separated_by) -> Standing:
        return Standing(
            player,
            place,
            self.event_points,
            self.game_points,
            self.best_game,
            self.games,
            self.opponents_points,
            self.byes,
            final_place,
            separated_by,
        )


def _add_opponents(rows: Mapping[Hashable, _Totals], placings: Sequence[Placing]) -> None:
    """Each player's opponents' event points: over every counted table, the others' totals
    (placings without a table are nobody's opponents)."""
    tables: dict[Hashable, list[Hashable]] = {}
    for placing in placings:
        if placing.table is not None:
            tables.setdefault(placing.table, []).append(placing.player)
    for seated in tables.values():
        for player in seated:
            rows[player].opponents_points += sum(
                rows[other].event_points for other in seated if other != player
            )


def _key(row: _Totals, order: Sequence[str], final_place: int | None) -> tuple[int, ...]:
    """What the standings sort by, biggest first: finalists ahead (better final place
    first), then the organiser's keys in order."""
    finalist = (1, -final_place) if final_place is not None else (0, 0)
    return (*finalist, *(getattr(row, key) for key in order))


def _separated(above: tuple | None, mine: tuple, order: Sequence[str]) -> str | None:
    """The first key on which the row above is ahead (None: nothing above, or equal)."""
    if above is None:
        return None
    for i, (theirs, ours) in enumerate(zip(above, mine, strict=True)):
        if theirs != ours:
            return FINAL if i < 2 else order[i - 2]
    return None
