"""A game night's table scored as it stands: who leads, who is still entering.

Only seats with a saved ranch are scored (the others are "waiting"); the
result is final once every seat is marked finished. The same function checks
a new save against the whole table, because some limits (32 cows, 20
partners, the specialists of each kind) belong to the table and not to one ranch.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from companion.formats.responses import SEAT_STATUSES
from companion.games.moonriver import InvalidGame, score_game
from companion.games.moonriver.model import (
    ROWS_2_PLAYERS,
    ROWS_3_4_PLAYERS,
    Game,
    GameResult,
    Player,
    PlayerResult,
    Ranch,
)
from companion.storage.repository import GameRecord, SeatRecord, table_complete
from companion.words.moonriver.messages import problem_message

WAITING, ENTERING, FINISHED = SEAT_STATUSES


def seat_status(seat: SeatRecord) -> str:
    """Waiting (no ranch saved yet), entering, or finished: read from the seat alone."""
    if seat.ranch is None:
        return WAITING
    return FINISHED if seat.finished else ENTERING


@dataclass(frozen=True)
class Standing:
    seat: SeatRecord
    result: PlayerResult | None
    """None while the seat has no ranch yet."""

    @property
    def status(self) -> str:
        return seat_status(self.seat)


@dataclass(frozen=True)
class Standings:
    rows: tuple[Standing, ...]
    """Scored seats by rank, then the waiting ones in seat order."""
    result: GameResult | None
    complete: bool
    """Every seat is finished: the ranking is final."""
    problems: tuple[str, ...] = ()
    """Why the table cannot be scored right now (then nobody is ranked)."""

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
    """What would make the table unscorable if this seat saved ``ranch`` (empty: none).

    The seat is checked after the others, so a limit that only the whole table passes is
    blamed on this seat's entries: when four specialists are each beyond 3, the one this
    seat adds is the one the box runs out of (T8).
    """
    ranches = {s.position: s.ranch for s in record.seats if s.ranch is not None}
    ranches[position] = ranch
    game, entered = _game(record, ranches)
    last = sorted(zip(entered, game.players, strict=True), key=lambda e: e[0].position == position)
    game = replace(game, players=tuple(player for _seat, player in last))
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
    problems: list[str] = []
    if ranches:
        game, entered = _game(record, ranches)
        try:
            result = score_game(game)
        except InvalidGame as invalid:
            # Each save was checked against the table, but two saves at the same moment
            # can still add up past a table limit (32 cows, 20 partners): say so, rank nobody.
            problems = _unique(problem_message(p) for p in invalid.problems)
        else:
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
    complete = table_complete(record.seats)
    return Standings(
        rows=(*scored, *waiting), result=result, complete=complete, problems=tuple(problems)
    )


def scored_game(record: GameRecord) -> tuple[Game, GameResult] | None:
    """The table as a scored game, for its score sheet (None if it cannot be scored yet)."""
    ranches = {s.position: s.ranch for s in record.seats if s.ranch is not None}
    if not ranches:
        return None
    game, _entered = _game(record, ranches)
    try:
        return game, score_game(game)
    except InvalidGame:
        return None


def seat_result(record: GameRecord, position: int) -> PlayerResult | None:
    """This seat's score, ranked against the table (None while it has no ranch)."""
    for row in standings(record).rows:
        if row.seat.position == position:
            return row.result
    return None


def is_score_check(record: GameRecord) -> bool:
    """One ranch scored on its own, with nobody to rank it against (a game night seats 2-4)."""
    return len(record.seats) == 1


def grid_rows(record: GameRecord) -> int:
    """Rulings G1/G2: ten rows at a 2-player table, five otherwise.

    A score check has no table to count: its grid is the one its ranch was saved on.
    """
    if is_score_check(record):
        ranch = record.seats[0].ranch
        return ranch.rows if ranch is not None else ROWS_3_4_PLAYERS
    return ROWS_2_PLAYERS if len(record.seats) == 2 else ROWS_3_4_PLAYERS
