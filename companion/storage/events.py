"""Events as the rest of the app sees them: rows in, frozen records out.

An event's tables are game nights (``games`` and ``seats`` rows, made here in
the same transaction as the round that seats them), so every phone scores
through the game-night machinery and the standings are computed from the
stored games themselves. Each change is one short transaction; the ones two
organisers could race on check what they were based on inside it:

- seating round n+1 is one conditional UPDATE of ``current_round`` from n, so
  of two organisers seating at once (or one submitting twice) exactly one
  seats, and the other gets ``RoundConflict`` with where the event now stands;
- a swap re-reads both tables inside its transaction and is refused once
  either has a saved ranch;
- closing a round decides which tables are unfinished from the seats as they
  are stored at that moment, not from what a page showed earlier.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload, sessionmaker

from companion.games.moonriver.model import Mode, Scenario
from companion.storage.models import (
    EventPlayerRow,
    EventRoundRow,
    EventRow,
    EventSeatRow,
    EventTableRow,
    GameRow,
    SeatRow,
    utcnow,
)
from companion.storage.repository import (
    TOKEN_SHAPE,
    GameRecord,
    SeatSpec,
    game_record,
    new_token,
)
from companion.storage.repository import (
    _utc as utc,
)


@dataclass(frozen=True)
class PlayerRecord:
    id: int
    name: str
    club: str | None
    first_round: int
    dropped_from: int | None

    def plays_in(self, number: int) -> bool:
        """Seated in round ``number``: joined by then and not dropped before it."""
        return self.first_round <= number and (
            self.dropped_from is None or number < self.dropped_from
        )


@dataclass(frozen=True)
class TableRecord:
    number: int
    players: tuple[int, ...]
    """Player ids in seat order (seat 1 first), as the game's seats hold their names."""
    game: GameRecord
    """The table's game night: its links (edit and view tokens) and stored ranches."""
    void: bool
    """Closed unfinished: it scores nothing unless the organiser corrects it."""


@dataclass(frozen=True)
class RoundRecord:
    number: int
    mode: Mode
    scenario: Scenario | None
    closed: bool
    seated_at: datetime
    clock_started_at: datetime | None
    tables: tuple[TableRecord, ...]

    def started(self) -> bool:
        """Some player of the round has saved a ranch (seats can no longer be swapped)."""
        return any(seat.ranch is not None for t in self.tables for seat in t.game.seats)


@dataclass(frozen=True)
class EventRecord:
    id: int
    organiser_token: str
    standings_token: str
    name: str
    language: str
    rounds: int
    round_games: tuple[str, ...]
    points: dict[int, tuple[int, ...]]
    current_round: int
    version: int
    created_at: datetime
    updated_at: datetime
    players: tuple[PlayerRecord, ...]
    round_list: tuple[RoundRecord, ...]

    def player(self, player_id: int) -> PlayerRecord | None:
        return next((p for p in self.players if p.id == player_id), None)

    def round(self, number: int) -> RoundRecord | None:
        return next((r for r in self.round_list if r.number == number), None)


class EventMoved(Exception):
    """The event changed (a player added, dropped or renamed) after a seating was drawn
    from it, though its round did not: the drawing is stale, nothing was seated."""


class RoundConflict(Exception):
    """Someone changed the rounds since the change was asked for (another organiser,
    or the same form sent twice): nothing was changed."""

    def __init__(self, current_round: int):
        self.current_round = current_round
        super().__init__(f"the event is at round {current_round}")


class NameTaken(Exception):
    """Another player of the event already has this name."""


class RoundStarted(Exception):
    """A ranch is saved at one of the tables: its seats can no longer change."""


def _utc(moment: datetime | None) -> datetime | None:
    return None if moment is None else utc(moment)


def _event(row: EventRow) -> EventRecord:
    return EventRecord(
        id=row.id,
        organiser_token=row.organiser_token,
        standings_token=row.standings_token,
        name=row.name,
        language=row.language,
        rounds=row.rounds,
        round_games=tuple(row.round_games),
        points={int(size): tuple(places) for size, places in row.points.items()},
        current_round=row.current_round,
        version=row.version,
        created_at=_utc(row.created_at),
        updated_at=_utc(row.updated_at),
        players=tuple(
            PlayerRecord(p.id, p.name, p.club, p.first_round, p.dropped_from) for p in row.players
        ),
        round_list=tuple(
            RoundRecord(
                number=r.number,
                mode=Mode(r.mode),
                scenario=Scenario(r.scenario) if r.scenario else None,
                closed=r.closed,
                seated_at=_utc(r.seated_at),
                clock_started_at=_utc(r.clock_started_at),
                tables=tuple(
                    TableRecord(
                        number=t.number,
                        players=tuple(s.player_id for s in t.seats),
                        game=game_record(t.game),
                        void=t.void,
                    )
                    for t in r.tables
                ),
            )
            for r in row.round_rows
        ),
    )


WHOLE_EVENT = (
    selectinload(EventRow.players),
    selectinload(EventRow.round_rows)
    .selectinload(EventRoundRow.tables)
    .selectinload(EventTableRow.seats),
    selectinload(EventRow.round_rows)
    .selectinload(EventRoundRow.tables)
    .selectinload(EventTableRow.game)
    .selectinload(GameRow.seats),
)
"""Everything an event's pages show, in a handful of queries whatever its size."""


class EventRepository:
    """Every query about events, each in its own short transaction."""

    def __init__(self, sessions: sessionmaker[Session]):
        self.sessions = sessions

    # ---- reading -------------------------------------------------------------------------

    def by_organiser_token(self, token: str) -> EventRecord | None:
        return (
            self._find(EventRow.organiser_token == token) if TOKEN_SHAPE.fullmatch(token) else None
        )

    def by_standings_token(self, token: str) -> EventRecord | None:
        return (
            self._find(EventRow.standings_token == token) if TOKEN_SHAPE.fullmatch(token) else None
        )

    def by_id(self, event_id: int) -> EventRecord:
        found = self.by_id_or_none(event_id)
        if found is None:
            raise LookupError(event_id)
        return found

    def by_id_or_none(self, event_id: int) -> EventRecord | None:
        return self._find(EventRow.id == event_id)

    def _find(self, condition) -> EventRecord | None:
        with self.sessions() as session:
            row = session.scalars(
                select(EventRow).where(condition).options(*WHOLE_EVENT)
            ).one_or_none()
            return None if row is None else _event(row)

    # ---- the organiser's changes ---------------------------------------------------------------

    def create(
        self,
        name: str,
        language: str,
        round_games: Sequence[str],
        points: dict[int, Sequence[int]],
    ) -> EventRecord:
        with self.sessions.begin() as session:
            row = EventRow(
                organiser_token=new_token(),
                standings_token=new_token(),
                name=name,
                language=language,
                rounds=len(round_games),
                round_games=list(round_games),
                points={str(size): list(places) for size, places in points.items()},
                current_round=0,
                version=0,
            )
            session.add(row)
            session.flush()
            event_id = row.id
        return self.by_id(event_id)

    def add_player(self, event_id: int, name: str, club: str | None) -> PlayerRecord:
        """A new player, seated from the next round to be seated."""
        try:
            with self.sessions.begin() as session:
                event = self._bump(session, event_id)
                row = EventPlayerRow(
                    event_id=event_id, name=name, club=club, first_round=event.current_round + 1
                )
                session.add(row)
                session.flush()
                return PlayerRecord(row.id, row.name, row.club, row.first_round, None)
        except IntegrityError:
            raise NameTaken(name) from None

    def rename_player(self, event_id: int, player_id: int, name: str, club: str | None) -> None:
        """A new name (and club); the tables of rounds still open show it too."""
        try:
            with self.sessions.begin() as session:
                self._bump(session, event_id)
                player = self._player_row(session, event_id, player_id)
                player.name, player.club = name, club
                for seat in self._open_game_seats(session, event_id, player_id):
                    seat.name = name
        except IntegrityError:
            raise NameTaken(name) from None

    def set_dropped(self, event_id: int, player_id: int, dropped: bool) -> int:
        """Drop a player from the next round on (a round under way keeps its tables), or
        bring a dropped one back from the next round on (rounds missed stay missed);
        that next round's number."""
        with self.sessions.begin() as session:
            event = self._bump(session, event_id)
            player = self._player_row(session, event_id, player_id)
            player.dropped_from = event.current_round + 1 if dropped else None
            return event.current_round + 1

    def seat_round(
        self,
        event_id: int,
        based_on: int,
        version: int,
        mode: Mode,
        scenario: Scenario | None,
        tables: Sequence[Sequence[tuple[int, SeatSpec]]],
    ) -> None:
        """Seat round ``based_on + 1``, closing round ``based_on``: one game per table.

        ``version`` is the event's version the seating was drawn from. Raises
        ``RoundConflict`` if the event is no longer at round ``based_on``, and
        ``EventMoved`` if it is but something else changed since (draw again).
        """
        number = based_on + 1
        with self.sessions.begin() as session:
            changed = session.execute(
                update(EventRow)
                .where(
                    EventRow.id == event_id,
                    EventRow.current_round == based_on,
                    EventRow.version == version,
                )
                .values(current_round=number, version=EventRow.version + 1, updated_at=utcnow())
                .execution_options(synchronize_session=False)
            ).rowcount
            if not changed:
                current = session.scalar(
                    select(EventRow.current_round).where(EventRow.id == event_id)
                )
                if current != based_on:
                    raise RoundConflict(current)
                raise EventMoved
            session.execute(
                update(EventRoundRow)
                .where(EventRoundRow.event_id == event_id, EventRoundRow.number == based_on)
                .values(closed=True)
            )
            round_row = EventRoundRow(
                event_id=event_id,
                number=number,
                mode=mode.value,
                scenario=scenario.value if scenario else None,
                closed=False,
            )
            session.add(round_row)
            session.flush()
            for table_number, seats in enumerate(tables, start=1):
                game = GameRow(
                    edit_token=new_token(),
                    view_token=new_token(),
                    mode=mode.value,
                    scenario=scenario.value if scenario else None,
                    seats=[
                        SeatRow(
                            position=position,
                            name=spec.name,
                            colour=spec.colour,
                            version=0,
                            finished=False,
                        )
                        for position, (_player, spec) in enumerate(seats, start=1)
                    ],
                )
                session.add(
                    EventTableRow(
                        round_id=round_row.id,
                        number=table_number,
                        game=game,
                        void=False,
                        seats=[
                            EventSeatRow(round_id=round_row.id, player_id=player, position=position)
                            for position, (player, _spec) in enumerate(seats, start=1)
                        ],
                    )
                )

    def swap_players(self, event_id: int, number: int, first: int, second: int) -> None:
        """Exchange two players' seats (names in the games too) before anyone has saved.

        Raises ``RoundConflict`` unless round ``number`` is the open current round,
        ``RoundStarted`` once either table has a saved ranch, ``LookupError`` if one
        of the two is not seated in the round.
        """
        with self.sessions.begin() as session:
            round_row = self._open_round(session, event_id, number)
            seats = {
                s.player_id: s
                for s in session.scalars(
                    select(EventSeatRow).where(
                        EventSeatRow.round_id == round_row.id,
                        EventSeatRow.player_id.in_([first, second]),
                    )
                )
            }
            if set(seats) != {first, second}:
                raise LookupError((first, second))
            a, b = seats[first], seats[second]
            games = {s.table.game for s in (a, b)}
            if any(seat.ranch is not None for game in games for seat in game.seats):
                raise RoundStarted()
            game_seat = {
                player: next(gs for gs in s.table.game.seats if gs.position == s.position)
                for player, s in seats.items()
            }
            names = {player: gs.name for player, gs in game_seat.items()}
            # Unique constraints hold after each statement: move through free values.
            game_seat[first].name = f"~{new_token()[:30]}"
            session.flush()
            game_seat[second].name = names[first]
            session.flush()
            game_seat[first].name = names[second]
            places = {player: (s.table_id, s.position) for player, s in seats.items()}
            session.delete(a)
            session.delete(b)
            session.flush()
            for player, other in ((first, second), (second, first)):
                table_id, position = places[other]
                session.add(
                    EventSeatRow(
                        table_id=table_id,
                        round_id=round_row.id,
                        player_id=player,
                        position=position,
                    )
                )

    def close_round(self, event_id: int, number: int) -> list[int]:
        """Close round ``number``: its unfinished tables (as stored now) become void.

        Returns the void tables' numbers. Raises ``RoundConflict`` unless it is the
        current round; closing it again changes nothing and returns the same numbers.
        """
        with self.sessions.begin() as session:
            event = self._bump(session, event_id)
            if event.current_round != number:
                raise RoundConflict(event.current_round)
            round_row = session.scalars(
                select(EventRoundRow)
                .where(EventRoundRow.event_id == event_id, EventRoundRow.number == number)
                .options(selectinload(EventRoundRow.tables).selectinload(EventTableRow.game))
            ).one()
            if not round_row.closed:
                round_row.closed = True
                for table in round_row.tables:
                    table.void = not all(
                        s.finished and s.ranch is not None for s in table.game.seats
                    )
            return [table.number for table in round_row.tables if table.void]

    def count_table(self, event_id: int, number: int, table_number: int) -> None:
        """A void table counts again (the organiser entered its result)."""
        with self.sessions.begin() as session:
            self._bump(session, event_id)
            table = self._table_row(session, event_id, number, table_number)
            table.void = False

    def start_clock(self, event_id: int, number: int) -> datetime:
        with self.sessions.begin() as session:
            round_row = self._open_round(session, event_id, number)
            round_row.clock_started_at = utcnow()
            return _utc(round_row.clock_started_at)

    def delete_untouched(self, since: datetime) -> int:
        """Delete every event nobody has changed since ``since``, with its tables' games;
        how many events went (see ``delete_untouched_events``)."""
        with self.sessions.begin() as session:
            return delete_untouched_events(session, since)

    # ---- helpers ----------------------------------------------------------------------------

    @staticmethod
    def _bump(session: Session, event_id: int) -> EventRow:
        """The event's row, locked for this transaction (PostgreSQL: FOR UPDATE), its
        version moved on: changes of one event are made one after the other."""
        event = session.scalars(
            select(EventRow).where(EventRow.id == event_id).with_for_update()
        ).one_or_none()
        if event is None:
            raise LookupError(event_id)
        event.version += 1
        event.updated_at = utcnow()
        return event

    @classmethod
    def _open_round(cls, session: Session, event_id: int, number: int) -> EventRoundRow:
        """Round ``number``, locked with its event, when it is the current round and still open;
        otherwise ``RoundConflict`` naming the round that is current (the organiser's page is
        stale, or another organiser moved on)."""
        event = cls._bump(session, event_id)
        round_row = session.scalars(
            select(EventRoundRow).where(
                EventRoundRow.event_id == event_id, EventRoundRow.number == number
            )
        ).one_or_none()
        if round_row is None or event.current_round != number or round_row.closed:
            raise RoundConflict(event.current_round)
        return round_row

    @staticmethod
    def _player_row(session: Session, event_id: int, player_id: int) -> EventPlayerRow:
        player = session.get(EventPlayerRow, player_id)
        if player is None or player.event_id != event_id:
            raise LookupError(player_id)
        return player

    @staticmethod
    def _table_row(
        session: Session, event_id: int, number: int, table_number: int
    ) -> EventTableRow:
        table = session.scalars(
            select(EventTableRow)
            .join(EventRoundRow)
            .where(
                EventRoundRow.event_id == event_id,
                EventRoundRow.number == number,
                EventTableRow.number == table_number,
            )
        ).one_or_none()
        if table is None:
            raise LookupError((number, table_number))
        return table

    @staticmethod
    def _open_game_seats(session: Session, event_id: int, player_id: int) -> list[SeatRow]:
        """The game seats this player holds at tables of rounds not yet closed."""
        rows = session.execute(
            select(SeatRow, EventSeatRow)
            .join(EventTableRow, EventTableRow.game_id == SeatRow.game_id)
            .join(EventSeatRow, EventSeatRow.table_id == EventTableRow.id)
            .join(EventRoundRow, EventRoundRow.id == EventTableRow.round_id)
            .where(
                EventRoundRow.event_id == event_id,
                EventRoundRow.closed.is_(False),
                EventSeatRow.player_id == player_id,
                EventSeatRow.position == SeatRow.position,
            )
        ).all()
        return [seat for seat, _event_seat in rows]


def delete_untouched_events(session: Session, since: datetime) -> int:
    """Delete every event nobody has changed since ``since`` (neither its organiser nor a
    phone at one of its tables), with its tables' games; how many events went.

    Rows are deleted explicitly, children first: SQLite enforces the cascades only
    when asked to.
    """
    touched = (
        select(EventRoundRow.event_id)
        .join(EventTableRow, EventTableRow.round_id == EventRoundRow.id)
        .join(GameRow, GameRow.id == EventTableRow.game_id)
        .where(GameRow.updated_at >= since)
    )
    old = select(EventRow.id).where(EventRow.updated_at < since, EventRow.id.not_in(touched))
    ids = list(session.scalars(old))
    if not ids:
        return 0
    rounds = select(EventRoundRow.id).where(EventRoundRow.event_id.in_(ids))
    tables = select(EventTableRow.id).where(EventTableRow.round_id.in_(rounds))
    games = list(session.scalars(select(EventTableRow.game_id).where(EventTableRow.id.in_(tables))))
    session.execute(delete(EventSeatRow).where(EventSeatRow.round_id.in_(rounds)))
    session.execute(delete(EventTableRow).where(EventTableRow.round_id.in_(rounds)))
    session.execute(delete(EventRoundRow).where(EventRoundRow.event_id.in_(ids)))
    session.execute(delete(EventPlayerRow).where(EventPlayerRow.event_id.in_(ids)))
    session.execute(delete(EventRow).where(EventRow.id.in_(ids)))
    session.execute(delete(SeatRow).where(SeatRow.game_id.in_(games)))
    session.execute(delete(GameRow).where(GameRow.id.in_(games)))
    return len(ids)


def table_round_closed(session: Session, edit_token: str) -> bool:
    """Whether this game night is a table of an event round that no longer takes its table
    links' writes: the round is closed (the event finished with it), or a later round has
    been seated. Only the organiser's correction changes such a table.

    Asked inside the transaction of the write it guards, with the event's row held FOR SHARE
    (PostgreSQL): closing or seating a round holds that row FOR UPDATE, so the two wait for
    each other and a save cannot slip in as its round closes.
    """
    found = session.execute(
        select(EventRoundRow.closed, EventRoundRow.number, EventRow.current_round)
        .join(EventTableRow, EventTableRow.round_id == EventRoundRow.id)
        .join(GameRow, GameRow.id == EventTableRow.game_id)
        .join(EventRow, EventRow.id == EventRoundRow.event_id)
        .where(GameRow.edit_token == edit_token)
        .with_for_update(read=True, of=EventRow)
    ).one_or_none()
    return found is not None and (found.closed or found.number < found.current_round)
