"""Game nights as the rest of the app sees them: rows in, game types out.

Pages and API routes call these methods and get frozen records holding the
game's own ``Ranch``, ``Mode`` and ``Scenario``; no SQL or ORM object leaves
this module. Saves use optimistic concurrency: each names the version it was
based on, and a stale one raises ``VersionConflict`` carrying what is stored.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session, sessionmaker

from companion.formats import ranch_json
from companion.games.moonriver.model import Mode, Ranch, Scenario
from companion.storage.models import EventTableRow, GameRow, SeatRow, utcnow

MAX_SEATS = 4
"""Moon River seats at most four players (ruling T1)."""


TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""What ``new_token`` makes; anything else cannot be a token and never reaches SQL
(PostgreSQL refuses NUL bytes in text, for one)."""


def new_token() -> str:
    """32 random bytes, URL-safe: unguessable, so the link itself is the key."""
    return secrets.token_urlsafe(32)


@dataclass(frozen=True)
class SeatSpec:
    """A player to seat when a game is created."""

    name: str
    colour: str


@dataclass(frozen=True)
class SeatRecord:
    position: int
    """1-based place at the table, as it appears in the seat's address."""
    name: str
    colour: str
    ranch: Ranch | None
    """None until the player saves for the first time ("waiting")."""
    version: int
    finished: bool
    updated_at: datetime


@dataclass(frozen=True)
class GameRecord:
    edit_token: str
    view_token: str
    mode: Mode
    scenario: Scenario | None
    created_at: datetime
    updated_at: datetime
    seats: tuple[SeatRecord, ...]

    def seat(self, position: int) -> SeatRecord | None:
        for seat in self.seats:
            if seat.position == position:
                return seat
        return None


def table_complete(seats) -> bool:
    """A table is complete once every seat has a ranch and is marked finished: then its
    result counts, and closing its round leaves it as it is. Unfinished is every other
    table. The one statement of the rule, for stored seats and records alike."""
    return all(seat.finished and seat.ranch is not None for seat in seats)


class VersionConflict(Exception):
    """A save was based on an older version than the one stored."""

    def __init__(self, current: SeatRecord):
        self.current = current
        super().__init__(f"seat {current.position} is at version {current.version}")


def _utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes; they were stored in UTC."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def stored_ranch(data: dict | None) -> Ranch | None:
    """A seat's stored ranch (the public JSON format) read back; None for none saved."""
    return None if data is None else ranch_json.read_ranch(data, rows=data.get("rows", 5))


def _ranch_from_row(row: SeatRow) -> Ranch | None:
    return stored_ranch(row.ranch)


def _seat(row: SeatRow) -> SeatRecord:
    return SeatRecord(
        position=row.position,
        name=row.name,
        colour=row.colour,
        ranch=_ranch_from_row(row),
        version=row.version,
        finished=row.finished,
        updated_at=_utc(row.updated_at),
    )


def seat_record(row: SeatRow) -> SeatRecord:
    """A seat's record (its stored ranch read back into the game's Ranch)."""
    return _seat(row)


def game_record(row: GameRow, seats: tuple[SeatRecord, ...] | None = None) -> GameRecord:
    """A game's record; ``seats`` when the caller already holds its seats' records."""
    return GameRecord(
        edit_token=row.edit_token,
        view_token=row.view_token,
        mode=Mode(row.mode),
        scenario=Scenario(row.scenario) if row.scenario else None,
        created_at=_utc(row.created_at),
        updated_at=_utc(row.updated_at),
        seats=tuple(_seat(seat) for seat in row.seats) if seats is None else seats,
    )


class GameUnit:
    """One transaction over game nights, handed down by a command of ``companion.tables``.

    Everything a command changes goes through one unit: if the command refuses part way
    (an exception leaves the ``with`` block), the whole transaction is rolled back, so a
    refused command changes nothing. ``session`` is there for the storage functions of
    other modules (``storage.events.table_round_closed``) to join the same transaction.
    """

    def __init__(self, session: Session):
        self.session = session

    def create(
        self, mode: Mode, scenario: Scenario | None, seats: Sequence[SeatSpec]
    ) -> GameRecord:
        game = GameRow(
            edit_token=new_token(),
            view_token=new_token(),
            mode=mode.value,
            scenario=scenario.value if scenario else None,
        )
        game.seats = [
            SeatRow(position=i, name=spec.name, colour=spec.colour, version=0, finished=False)
            for i, spec in enumerate(seats, start=1)
        ]
        self.session.add(game)
        self.session.flush()
        return game_record(game)

    def game(self, edit_token: str) -> GameRecord | None:
        """The game as this transaction sees it now (its own changes included)."""
        if not TOKEN_SHAPE.fullmatch(edit_token):
            return None
        self.session.expire_all()  # what this unit changed with UPDATE statements, read again
        row = self.session.scalars(
            select(GameRow).where(GameRow.edit_token == edit_token)
        ).one_or_none()
        return None if row is None else game_record(row)

    def save_ranch(self, edit_token: str, position: int, ranch: Ranch, based_on: int) -> SeatRecord:
        """Store a ranch if nobody saved since ``based_on``; else raise VersionConflict
        (which changes nothing: the unit can go on, to merge and save again)."""
        return self._change_seat(
            edit_token,
            position,
            based_on,
            ranch=ranch_json.ranch_to_json(ranch),
            version=based_on + 1,
        )

    def set_finished(self, edit_token: str, position: int, finished: bool) -> SeatRecord:
        """Mark a ranch finished (or reopen it); does not change its version."""
        seat = self._seat_row(edit_token, position)
        if seat is None:
            raise LookupError(position)
        seat.finished = finished
        seat.updated_at = seat.game.updated_at = utcnow()
        self.session.flush()
        return _seat(seat)

    def set_variant(self, edit_token: str, mode: Mode, scenario: Scenario | None) -> None:
        """Change what a game is scored as (a score check switches it from its editor)."""
        if not TOKEN_SHAPE.fullmatch(edit_token):
            raise LookupError(edit_token)
        game = self.session.scalars(select(GameRow).where(GameRow.edit_token == edit_token)).one()
        game.mode = mode.value
        game.scenario = scenario.value if scenario else None
        game.updated_at = utcnow()
        self.session.flush()

    def delete_untouched(self, since: datetime) -> int:
        """Delete every game nobody has changed since ``since``; how many went.

        Seats are deleted explicitly: SQLite enforces the cascade only when asked to.
        A table of an event is kept: the event's standings are computed from it.
        """
        old = select(GameRow.id).where(
            GameRow.updated_at < since, GameRow.id.not_in(select(EventTableRow.game_id))
        )
        self.session.execute(delete(SeatRow).where(SeatRow.game_id.in_(old)))
        return self.session.execute(delete(GameRow).where(GameRow.id.in_(old))).rowcount

    def _change_seat(self, edit_token: str, position: int, based_on: int, **values) -> SeatRecord:
        seat = self._seat_row(edit_token, position)
        if seat is None:
            raise LookupError(position)
        now = utcnow()
        # One conditional UPDATE: atomic on SQLite and PostgreSQL alike.
        changed = self.session.execute(
            update(SeatRow)
            .where(SeatRow.id == seat.id, SeatRow.version == based_on)
            .values(updated_at=now, **values)
            .execution_options(synchronize_session=False)
        ).rowcount
        self.session.refresh(seat)
        if not changed:
            raise VersionConflict(_seat(seat))
        seat.game.updated_at = now
        self.session.flush()
        return _seat(seat)

    def _seat_row(self, edit_token: str, position: int) -> SeatRow | None:
        if not TOKEN_SHAPE.fullmatch(edit_token) or not 0 < position <= MAX_SEATS:
            return None
        return self.session.scalars(
            select(SeatRow)
            .join(GameRow)
            .where(GameRow.edit_token == edit_token, SeatRow.position == position)
        ).one_or_none()


class GameRepository:
    """Every query the app makes: reads each in a short session of their own, changes in
    one transaction each (``unit``), which a command can span over several changes."""

    def __init__(self, sessions: sessionmaker[Session]):
        self.sessions = sessions

    @contextmanager
    def unit(self) -> Iterator[GameUnit]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        with self.sessions.begin() as session:
            yield GameUnit(session)

    def create(
        self, mode: Mode, scenario: Scenario | None, seats: Sequence[SeatSpec]
    ) -> GameRecord:
        with self.unit() as unit:
            return unit.create(mode, scenario, seats)

    def by_edit_token(self, token: str) -> GameRecord | None:
        return self._find(GameRow.edit_token == token) if TOKEN_SHAPE.fullmatch(token) else None

    def by_view_token(self, token: str) -> GameRecord | None:
        return self._find(GameRow.view_token == token) if TOKEN_SHAPE.fullmatch(token) else None

    def recent(self, edit_tokens: Sequence[str]) -> list[GameRecord]:
        """The games among these tokens that still exist, newest first."""
        edit_tokens = [t for t in edit_tokens if TOKEN_SHAPE.fullmatch(t)]
        if not edit_tokens:
            return []
        with self.sessions() as session:
            rows = session.scalars(
                select(GameRow)
                .where(GameRow.edit_token.in_(list(edit_tokens)))
                .order_by(GameRow.created_at.desc())
            ).all()
            return [game_record(row) for row in rows]

    def save_ranch(self, edit_token: str, position: int, ranch: Ranch, based_on: int) -> SeatRecord:
        """Store a ranch if nobody saved since ``based_on``; else raise VersionConflict."""
        with self.unit() as unit:
            return unit.save_ranch(edit_token, position, ranch, based_on)

    def set_finished(self, edit_token: str, position: int, finished: bool) -> SeatRecord:
        """Mark a ranch finished (or reopen it); does not change its version."""
        with self.unit() as unit:
            return unit.set_finished(edit_token, position, finished)

    def set_variant(self, edit_token: str, mode: Mode, scenario: Scenario | None) -> None:
        """Change what a game is scored as (a score check switches it from its editor)."""
        with self.unit() as unit:
            unit.set_variant(edit_token, mode, scenario)

    def delete_untouched(self, since: datetime) -> int:
        """Delete every game nobody has changed since ``since``; how many went."""
        with self.unit() as unit:
            return unit.delete_untouched(since)

    def _find(self, condition) -> GameRecord | None:
        with self.sessions() as session:
            row = session.scalars(select(GameRow).where(condition)).one_or_none()
            return None if row is None else game_record(row)
