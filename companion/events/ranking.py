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
- The standings rank by event points, then by total game points over all
  counted games, then by the best single game's total. Players equal on all
  three share a place.
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


@dataclass(frozen=True)
class Placing:
    """One player's result at one counted table."""

    player: Hashable
    place: int
    """The game's rank at the table (1 = won; equal players share it)."""
    total: int
    """The game's total score (the score-pad's bottom line)."""
    table_size: int


@dataclass(frozen=True)
class Standing:
    player: Hashable
    place: int
    """1 = leading; players equal on all three keys share a place."""
    event_points: int
    game_points: int
    best_game: int
    games: int
    """Counted games played."""


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
) -> list[Standing]:
    """Every player (even those with no counted game yet), best first."""
    totals = {p: [0, 0, 0, 0] for p in players}  # event points, game points, best, games
    for placing in placings:
        row = totals[placing.player]
        row[0] += event_points(points, placing)
        row[1] += placing.total
        row[2] = max(row[2], placing.total) if row[3] else placing.total
        row[3] += 1
    keys = {p: tuple(row[:3]) for p, row in totals.items()}
    order = sorted(players, key=lambda p: keys[p], reverse=True)  # stable: entry order
    ranked = []
    for index, player in enumerate(order):
        # Best first: the place is one more than the players strictly ahead, which are
        # those before the first player holding the same keys.
        tied_with = ranked[-1] if index and keys[order[index - 1]] == keys[player] else None
        place = tied_with.place if tied_with else index + 1
        event, game, best, games = totals[player]
        ranked.append(Standing(player, place, event, game, best, games))
    return ranked
