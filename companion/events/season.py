"""A season's standings from its events' standings: pure logic, standard library only.

The rules, as the organiser reads them:

- A season is a run of events (a club's evenings). Each evening a player
  played at least one counted game of is one *result* for that player: the
  event points, game points and best game the evening's standings gave them.
  A player who missed an evening simply has one result fewer; nothing is
  counted against them.
- With "best N" set, only each player's N best results count (best by event
  points, then game points, then best game; between equal results the earlier
  evening). Without it every result counts.
- The season ranks by the counted results' event points, then their game
  points, then the best single game among them. Players equal on all three
  share a place.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Result:
    """One player's result of one evening (from that event's standings)."""

    player: Hashable
    evening: int
    """The event's position in the season (1 = the first evening)."""
    event_points: int
    game_points: int
    best_game: int
    games: int
    """Counted games played that evening (0: the player did not play, so no result)."""

    def key(self) -> tuple[int, int, int, int]:
        """Better results sort first when sorted by this, descending; earlier evenings win ties."""
        return (self.event_points, self.game_points, self.best_game, -self.evening)


@dataclass(frozen=True)
class SeasonStanding:
    player: Hashable
    place: int
    """1 = leading; players equal on all three keys share a place."""
    season_points: int
    """The counted results' event points."""
    game_points: int
    """The counted results' game points."""
    best_game: int
    """The best single game among the counted results."""
    evenings: int
    """Evenings played (results), counted or not."""
    counted: tuple[int, ...]
    """The evenings whose results count, in the season's order."""


def best_of_problem(best_of: int | None, limit: int) -> bool:
    """Whether ``best_of`` cannot be used: a whole number from 1 to ``limit``, or None."""
    if best_of is None:
        return False
    return isinstance(best_of, bool) or not isinstance(best_of, int) or not 1 <= best_of <= limit


def counted(results: Iterable[Result], best_of: int | None = None) -> list[Result]:
    """The results that count: all of them, or the ``best_of`` best (season's order kept)."""
    played = [r for r in results if r.games > 0]
    if best_of is not None:
        played = sorted(played, key=Result.key, reverse=True)[:best_of]
    return sorted(played, key=lambda r: r.evening)


def standings(
    players: Sequence[Hashable], results: Iterable[Result], best_of: int | None = None
) -> list[SeasonStanding]:
    """Every player (even one with no result yet), best first; ties keep ``players``' order."""
    by_player: dict[Hashable, list[Result]] = {p: [] for p in players}
    for result in results:
        by_player[result.player].append(result)
    rows = {}
    for player, own in by_player.items():
        kept = counted(own, best_of)
        rows[player] = SeasonStanding(
            player=player,
            place=0,
            season_points=sum(r.event_points for r in kept),
            game_points=sum(r.game_points for r in kept),
            best_game=max((r.best_game for r in kept), default=0),
            evenings=sum(1 for r in own if r.games > 0),
            counted=tuple(r.evening for r in kept),
        )
    keys = {p: (s.season_points, s.game_points, s.best_game) for p, s in rows.items()}
    order = sorted(players, key=lambda p: keys[p], reverse=True)
    return [
        replace(rows[p], place=1 + sum(1 for other in players if keys[other] > keys[p]))
        for p in order
    ]
