"""A game night's table scored as it stands: who leads, who is still entering.

Only seats with a saved ranch are scored (the others are "waiting"); the
result is final once every seat is marked finished. The same function checks
a new save against the whole table, because some limits (32 cows, 20
partners) belong to the table and not to one ranch.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.api.scores import player_to_json
from companion.games.moonriver import InvalidGame, score_game
from companion.games.moonriver.model import (
    Game,
    GameResult,
    Player,
    PlayerResult,
    Ranch,
    Tiebreak,
)
from companion.messages import problem_message
from companion.storage.repository import GameRecord, SeatRecord

WAITING, ENTERING, FINISHED = "waiting", "entering", "finished"


@dataclass(frozen=True)
class Standing:
    seat: SeatRecord
    result: PlayerResult | None
    """None while the seat has no ranch yet."""

    @property
    def status(self) -> str:
        if self.seat.ranch is None:
            return WAITING
        return FINISHED if self.seat.finished else ENTERING


@dataclass(frozen=True)
class Standings:
    rows: tuple[Standing, ...]
    """Scored seats by rank, then the waiting ones in seat order."""
    result: GameResult | None
    complete: bool
    """Every seat is finished: the ranking is final."""

    def winners(self) -> tuple[str, ...]:
        return self.result.winners if self.result else ()

    def stamp(self) -> str:
        """Changes whenever anything the results page shows changes (for polling)."""
        return "|".join(f"{r.seat.version}.{int(r.seat.finished)}" for r in self.rows)


def _game(record: GameRecord, ranches: dict[int, Ranch]) -> tuple[Game, list[SeatRecord]]:
    entered = [seat for seat in record.seats if seat.position in ranches]
    players = tuple(Player(seat.name, ranches[seat.position]) for seat in entered)
    return Game(players=players, mode=record.mode, scenario=record.scenario), entered


def table_problems(record: GameRecord, position: int, ranch: Ranch) -> list[str]:
    """What would make the table unscorable if this seat saved ``ranch`` (empty: none)."""
    ranches = {s.position: s.ranch for s in record.seats if s.ranch is not None}
    ranches[position] = ranch
    game, _entered = _game(record, ranches)
    try:
        score_game(game)
    except InvalidGame as invalid:
        return _unique(problem_message(p) for p in invalid.problems)
    return []


def _unique(messages) -> list[str]:
    return list(dict.fromkeys(messages))


def standings(record: GameRecord) -> Standings:
    ranches = {s.position: s.ranch for s in record.seats if s.ranch is not None}
    results: dict[int, PlayerResult] = {}
    result = None
    if ranches:
        game, entered = _game(record, ranches)
        result = score_game(game)  # every stored ranch passed the same check when saved
        results = {seat.position: r for seat, r in zip(entered, result.players, strict=True)}
    scored = sorted(
        (
            Standing(seat, results[seat.position])
            for seat in record.seats
            if seat.position in results
        ),
        key=lambda s: (s.result.rank, s.seat.position),
    )
    waiting = [Standing(seat, None) for seat in record.seats if seat.position not in results]
    complete = all(seat.finished and seat.ranch is not None for seat in record.seats)
    return Standings(rows=(*scored, *waiting), result=result, complete=complete)


def seat_score_json(record: GameRecord, position: int) -> dict[str, Any] | None:
    """This seat's line of the API's score response, ranked against the table."""
    for row in standings(record).rows:
        if row.seat.position == position and row.result is not None:
            return player_to_json(row.result)
    return None


def tiebreak_sentence(table: Standings) -> str | None:
    """Why the winner won when the highest total was shared (rulings W2-W4), in words."""
    result = table.result
    if result is None or result.tiebreak is None:
        return None
    top = [r.result.score for r in table.rows if r.result and r.result.rank == 1]
    total = top[0].total
    tied = [r.result.score for r in table.rows if r.result and r.result.score.total == total]
    winner = top[0]
    others = [s for s in tied if s not in top]
    if result.tiebreak is Tiebreak.LARGEST_TERRITORY:
        other = max(s.largest_territory for s in others)
        return ngettext(
            "Tied on %(total)d points; the largest territory decides: %(num)d plot against"
            " %(other)d.",
            "Tied on %(total)d points; the largest territory decides: %(num)d plots against"
            " %(other)d.",
            winner.largest_territory,
            total=total,
            other=other,
        )
    if result.tiebreak is Tiebreak.COWS:
        other = max(s.cows for s in others if s.largest_territory == winner.largest_territory)
        return _(
            "Tied on %(total)d points and on the largest territory (%(size)d plots); the most"
            " cows decide: %(cows)d against %(other)d.",
            total=total,
            size=winner.largest_territory,
            cows=winner.cows,
            other=other,
        )
    return _(
        "Tied on %(total)d points, on the largest territory (%(size)d plots) and on cows"
        " (%(cows)d): the victory is shared.",
        total=total,
        size=winner.largest_territory,
        cows=winner.cows,
    )
