"""Events as the rest of the app sees them: rows in, frozen records out.

An event's tables are game nights (``games`` and ``seats`` rows, made here in
the same transaction as the round that seats them), so every phone scores
through the game-night machinery and the standings are computed from the
stored games themselves.

Every change of an event is one unit of work (``EventRepository.change``): one
transaction that first moves the event's version on (an UPDATE of its row, so
changes of one event are made one after the other on PostgreSQL and SQLite
alike), then reads what it needs and writes, all through ``EventChange``. The
service raises a refusal inside it and nothing of the change is kept, however
much was already written. What two organisers could race on is checked inside:

- seating round n+1 is drawn from the event as read, then written in a unit
  that names the version it was drawn from: of two organisers seating at once
  (or one submitting twice) exactly one seats, and the other learns where the
  event now stands (``EventMoved``);
- a swap re-reads both tables inside its unit and is refused once either has
  a saved ranch;
- closing a round decides which tables are unfinished from the seats as they
  are stored at that moment, not from what a page showed earlier;
- a correction saves each seat only if it is still at the version read.

A change never loads the whole event: the event's row and players, and the one
round it touches. Reading the standings' stamp is one aggregate query.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Integer, and_, delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload, sessionmaker

from companion.formats.ranch_json import ranch_to_json
from companion.games.moonriver.model import Mode, Ranch, Scenario
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
    SeatRecord,
    SeatSpec,
    game_record,
    new_token,
    seat_record,
    stored_ranch,
    table_complete,
)
from companion.storage.repository import (
    _utc as utc,
)
from companion.storage.seasons import delete_season_links, seasons_touched_since


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
    byes: tuple[tuple[int, int], ...] = ()
    """(player id, event points) of each player who sat the round out with a bye."""
    final: bool = False
    """Table 1 is the event's final table."""
    draft: bool = False
    """Seated but not yet published: only its organiser sees it (see ``EventRecord.draft``)."""

    def started(self) -> bool:
        """Some player of the round has saved a ranch (seats can no longer be swapped)."""
        return any(seat.ranch is not None for t in self.tables for seat in t.game.seats)


@dataclass(frozen=True)
class EventRules:
    """How the organiser wants odd counts, the last round and the standings handled."""

    odd_counts: str = "threes-bottom"
    """``threes-bottom``, ``threes-top`` or ``byes`` (``events.seating.ODD_COUNTS``)."""
    bye_points: int | None = None
    """What a bye earns (None: the points of 2nd place at a table of 4)."""
    final_table: int | None = None
    """The last round seats only the top 3 or 4 at one table (None: no final)."""
    consolation: bool = True
    """With a final, the others play a consolation round among themselves."""
    tiebreaks: tuple[str, ...] = ("event_points", "game_points", "best_game")


RULE_FIELDS = tuple(EventRules.__dataclass_fields__)


@dataclass(frozen=True)
class EventHead:
    """An event without its rounds: what a change of it reads first."""

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
    rules: EventRules = EventRules()

    def player(self, player_id: int) -> PlayerRecord | None:
        return next((p for p in self.players if p.id == player_id), None)


@dataclass(frozen=True)
class EventRecord(EventHead):
    """The whole event: its rounds, their tables and every table's game night."""

    round_list: tuple[RoundRecord, ...] = ()
    """The published rounds: what the standings, the players and the exports see."""
    draft: RoundRecord | None = None
    """The next round, seated as a draft and not yet published (numbered
    ``current_round + 1``): the organiser alone sees it, to read its seating report,
    swap players and publish it. It counts for nothing until then."""

    def round(self, number: int) -> RoundRecord | None:
        return next((r for r in self.round_list if r.number == number), None)


class EventMoved(Exception):
    """The event changed after a seating was drawn from it: the drawing is stale, nothing
    was seated. ``current_round`` says whether its round moved too (another seating) or
    only something else (a player added, dropped or renamed: draw again)."""

    def __init__(self, current_round: int):
        self.current_round = current_round
        super().__init__(f"the event moved on (round {current_round})")


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


class SeatMoved(Exception):
    """A phone saved the seat after the organiser's correction was read: nothing was saved."""


def _utc(moment: datetime | None) -> datetime | None:
    return None if moment is None else utc(moment)


def _head_fields(row: EventRow, players=None) -> dict:
    return dict(
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
        players=tuple(_player(p) for p in (row.players if players is None else players)),
        rules=_rules(row),
    )


def _rules(row: EventRow) -> EventRules:
    return EventRules(
        odd_counts=row.odd_counts or "threes-bottom",
        bye_points=row.bye_points,
        final_table=row.final_table,
        consolation=True if row.consolation is None else row.consolation,
        tiebreaks=tuple(row.tiebreaks or EventRules.tiebreaks),
    )


def _player(row: EventPlayerRow) -> PlayerRecord:
    return PlayerRecord(row.id, row.name, row.club, row.first_round, row.dropped_from)


def _table(row: EventTableRow) -> TableRecord:
    return TableRecord(
        number=row.number,
        players=tuple(s.player_id for s in row.seats),
        game=_game(row.game),
        void=row.void,
    )


RANCHES_KEPT = 50_000
"""Stored ranches kept read back (a 256-player event over 12 rounds holds 3,072)."""
_ranches: dict = {}
_ranches_lock = threading.Lock()


def _keep_ranch(key, read: Callable[[], Ranch | None]) -> Ranch | None:
    """The ranch kept under ``key``, read (and kept) the first time it is asked for."""
    if key in _ranches:
        return _ranches[key]
    ranch = read()
    with _ranches_lock:
        if len(_ranches) >= RANCHES_KEPT:
            _ranches.clear()
        _ranches[key] = ranch
    return ranch


def forget_kept() -> None:
    """Drop every record and ranch kept between reads (a benchmark's cold read)."""
    with _ranches_lock:
        _ranches.clear()
        _seats.clear()
        _tables.clear()


def _game(row: GameRow) -> GameRecord:
    """The table's game night as ``game_record`` makes it, each stored ranch read back once
    and kept by its JSON text: reading a large event again reads only the ranches
    saved since."""
    return game_record(row, seats=tuple(_kept_seat(seat) for seat in row.seats))


def _kept_seat(row: SeatRow) -> SeatRecord:
    if row.ranch is None:
        return seat_record(row)
    text = json.dumps(row.ranch, sort_keys=True)
    return _seat_with(row, _keep_ranch(text, lambda: seat_record(row).ranch))


def _seat_with(row, ranch: Ranch | None) -> SeatRecord:
    """A seat's record from its row (an ORM row or a plain one of the same columns)."""
    return SeatRecord(
        position=row.position,
        name=row.name,
        colour=row.colour,
        ranch=ranch,
        version=row.version,
        finished=row.finished,
        updated_at=utc(row.updated_at),
    )


def _round(row: EventRoundRow) -> RoundRecord:
    """A round's record from its ORM row and the tables loaded with it: made as from a plain
    row (``_plain_round``), so the two ways of reading a round cannot drift apart."""
    return _plain_round(row, [_table(t) for t in row.tables])


def _event(row: EventRow) -> EventRecord:
    rounds = [_round(r) for r in row.round_rows]
    return EventRecord(
        **_head_fields(row),
        round_list=tuple(r for r in rounds if not r.draft),
        draft=next((r for r in rounds if r.draft), None),
    )


ROUND_TABLES = (
    selectinload(EventRoundRow.tables).selectinload(EventTableRow.seats),
    selectinload(EventRoundRow.tables).selectinload(EventTableRow.game).selectinload(GameRow.seats),
)
"""A round's tables with their seats and game nights, in three queries."""

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


def one_snapshot(session: Session) -> None:
    """Let every query of this (read-only) session see the database at one moment, so the
    pieces of an event read in several queries fit together. PostgreSQL needs asking
    (REPEATABLE READ); SQLite's read transaction already is one snapshot."""
    if session.get_bind().dialect.name == "postgresql":
        session.connection(execution_options={"isolation_level": "REPEATABLE READ"})


def read_event(session: Session, condition) -> EventRecord | None:
    """The whole event, read as plain rows (no ORM objects: a 256-player event over 12
    rounds is some 8,000 rows, and making an ORM object of each cost most of a second).
    Each stored ranch is read back only when its seat's (id, version, moment of change)
    is not kept already: after one save, reading the event again reads one ranch."""
    row = session.scalars(select(EventRow).where(condition)).one_or_none()
    if row is None:
        return None
    players = session.execute(
        select(*_columns(EventPlayerRow, "id name club first_round dropped_from"))
        .where(EventPlayerRow.event_id == row.id)
        .order_by(EventPlayerRow.id)
    ).all()
    rounds = session.execute(
        select(
            *_columns(
                EventRoundRow,
                "id number mode scenario closed seated_at clock_started_at byes final draft",
            )
        )
        .where(EventRoundRow.event_id == row.id)
        .order_by(EventRoundRow.number)
    ).all()
    tables = _round_tables(session, row.id)
    records = [_plain_round(r, tables.get(r.id, ())) for r in rounds]
    return EventRecord(
        **_head_fields(row, players),
        round_list=tuple(r for r in records if not r.draft),
        draft=next((r for r in records if r.draft), None),
    )


def _columns(model, names: str) -> list:
    return [getattr(model, name) for name in names.split()]


def _in_event(query, event_id: int, round_column):
    return query.join(EventRoundRow, EventRoundRow.id == round_column).where(
        EventRoundRow.event_id == event_id
    )


def _round_tables(session: Session, event_id: int) -> dict[int, list[TableRecord]]:
    """Every table of the event as a record, by its round's id, in table order."""
    tables = session.execute(
        _in_event(
            select(
                *_columns(EventTableRow, "id round_id number void game_id"),
                *_columns(GameRow, "edit_token view_token mode scenario created_at updated_at"),
            ).join(GameRow, GameRow.id == EventTableRow.game_id),
            event_id,
            EventTableRow.round_id,
        ).order_by(EventTableRow.round_id, EventTableRow.number)
    ).all()
    sitting: dict[int, list[int]] = {}
    for seat in session.execute(
        _in_event(
            select(EventSeatRow.table_id, EventSeatRow.player_id), event_id, EventSeatRow.round_id
        ).order_by(EventSeatRow.table_id, EventSeatRow.position)
    ):
        sitting.setdefault(seat.table_id, []).append(seat.player_id)
    seats = _game_seats(session, event_id)
    by_round: dict[int, list[TableRecord]] = {}
    for t in tables:
        players = tuple(sitting.get(t.id, ()))
        game_seats = seats.get(t.game_id, ())
        key = (tuple(t), players, tuple(row for row, _record in game_seats))
        table = _tables.get(key)
        if table is None:
            records = tuple(record for _row, record in game_seats)
            table = _kept_table(key, _plain_table(t, players, records))
        by_round.setdefault(t.round_id, []).append(table)
    return by_round


TABLES_KEPT = 20_000
"""Table records kept by the rows they were made from (a large event holds 768)."""
_tables: dict = {}


def _kept_table(key, table: TableRecord) -> TableRecord:
    with _ranches_lock:
        if len(_tables) >= TABLES_KEPT:
            _tables.clear()
        _tables[key] = table
    return table


def _plain_table(t, players: tuple[int, ...], seats: tuple[SeatRecord, ...]) -> TableRecord:
    """A table's record from its row (the table's and its game's columns) and seats."""
    game = GameRecord(
        edit_token=t.edit_token,
        view_token=t.view_token,
        mode=Mode(t.mode),
        scenario=Scenario(t.scenario) if t.scenario else None,
        created_at=utc(t.created_at),
        updated_at=utc(t.updated_at),
        seats=seats,
    )
    return TableRecord(t.number, players, game, t.void)


RANCH_QUERY_IDS = 500
"""Seats whose ranches one query reads back (well within every database's bound on
parameters)."""


def _game_seats(session: Session, event_id: int) -> dict[int, list[tuple[tuple, SeatRecord]]]:
    """Every game seat of the event's tables, its row and its record, by game, in seat
    order; only the ranches not kept already are read (by seat id, a few hundred a query)."""
    rows = session.execute(
        select(*_columns(SeatRow, "id game_id position name colour version finished updated_at"))
        .join(EventTableRow, EventTableRow.game_id == SeatRow.game_id)
        .join(EventRoundRow, EventRoundRow.id == EventTableRow.round_id)
        .where(EventRoundRow.event_id == event_id)
        .order_by(SeatRow.game_id, SeatRow.position)
    ).all()
    keys = {r.id: (r.id, r.version, r.updated_at) for r in rows}
    known = {seat_id: _ranches.get(key, _UNREAD) for seat_id, key in keys.items()}
    missing = [seat_id for seat_id, ranch in known.items() if ranch is _UNREAD]
    for start in range(0, len(missing), RANCH_QUERY_IDS):
        chunk = missing[start : start + RANCH_QUERY_IDS]
        for seat_id, data in session.execute(
            select(SeatRow.id, SeatRow.ranch).where(SeatRow.id.in_(chunk))
        ):
            known[seat_id] = _keep_ranch(keys[seat_id], lambda data=data: stored_ranch(data))
    seats: dict[int, list[tuple[tuple, SeatRecord]]] = {}
    for r in rows:
        key = tuple(r)
        record = _seats.get(key)
        if record is None:
            record = _seats[key] = _seat_with(r, known[r.id])
        seats.setdefault(r.game_id, []).append((key, record))
    if len(_seats) >= RANCHES_KEPT:
        _seats.clear()
    return seats


_seats: dict = {}
"""Seat records kept by the row they were made from (its id, version and moment of
change stand for its ranch, as for ``_ranches``)."""


_UNREAD = object()
"""A seat whose ranch is not kept yet."""


def _plain_round(row, tables: Sequence[TableRecord]) -> RoundRecord:
    """A round's record from a row of its columns (a plain one or an ORM row) and its
    tables' records."""
    return RoundRecord(
        number=row.number,
        mode=Mode(row.mode),
        scenario=Scenario(row.scenario) if row.scenario else None,
        closed=row.closed,
        seated_at=_utc(row.seated_at),
        clock_started_at=_utc(row.clock_started_at),
        tables=tuple(tables),
        byes=tuple((int(player), int(points)) for player, points in row.byes or ()),
        final=bool(row.final),
        draft=bool(row.draft),
    )


def _rule_columns(rules: EventRules) -> dict:
    columns = {field: getattr(rules, field) for field in RULE_FIELDS}
    columns["tiebreaks"] = list(rules.tiebreaks)
    return columns


class EventRepository:
    """Every query about events: reads in a short session each, changes as units of work."""

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
            one_snapshot(session)
            return read_event(session, condition)

    def stamp(self, *, standings_token: str = "", organiser_token: str = "") -> str | None:
        """A word that changes whenever anything the event's pages show changes: the
        event's version and moment of change (every organiser change moves both; the
        moment keeps two databases' events of one id and version apart) and, over the
        seats of the open current round's tables, the sum of their versions, how many are
        finished and the latest change of a game. Only that round's seats take the
        phones' writes (a closed or superseded round's table refuses its links,
        ``table_round_closed``), so every other change is the organiser's and moves the
        version. One aggregate query over one round's seats (a 256-player event's 256,
        not its 3,072), no ranch read: what a poll costs. None for an unknown token."""
        token = standings_token or organiser_token
        if not TOKEN_SHAPE.fullmatch(token):
            return None
        column = EventRow.standings_token if standings_token else EventRow.organiser_token
        with self.sessions() as session:
            found = session.execute(
                select(
                    EventRow.version,
                    EventRow.updated_at,
                    func.count(SeatRow.id),
                    func.coalesce(func.sum(SeatRow.version), 0),
                    func.sum(SeatRow.finished.cast(Integer)),
                    func.max(GameRow.updated_at),
                )
                .select_from(EventRow)
                .outerjoin(
                    EventRoundRow,
                    and_(
                        EventRoundRow.event_id == EventRow.id,
                        EventRoundRow.number == EventRow.current_round,
                        EventRoundRow.closed.is_(False),
                    ),
                )
                .outerjoin(EventTableRow, EventTableRow.round_id == EventRoundRow.id)
                .outerjoin(GameRow, GameRow.id == EventTableRow.game_id)
                .outerjoin(SeatRow, SeatRow.game_id == GameRow.id)
                .where(column == token)
                .group_by(EventRow.id, EventRow.version, EventRow.updated_at)
            ).one_or_none()
        if found is None:
            return None
        version, changed, seats, versions, finished, latest = found
        moment = _utc(latest).timestamp() if isinstance(latest, datetime) else latest
        changed = _utc(changed).timestamp()
        return f"{version}.{changed}.{seats}.{versions}.{finished or 0}.{moment or 0}"

    # ---- the organiser's changes ---------------------------------------------------------------

    def create(
        self,
        name: str,
        language: str,
        round_games: Sequence[str],
        points: dict[int, Sequence[int]],
        rules: EventRules | None = None,
    ) -> EventRecord:
        rules = rules or EventRules()
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
                players=[],
                round_rows=[],
                **_rule_columns(rules),
            )
            session.add(row)
            session.flush()
            return _event(row)

    @contextmanager
    def change(self, organiser_token: str, version: int | None = None) -> Iterator[EventChange]:
        """One unit of work on the event of this organiser token: all of it or nothing.

        Its first statement moves the event's version on, which holds the event's row
        (PostgreSQL) or the database's writer lock (SQLite) until the end: changes of
        one event are made one after the other, each reading what the one before left.
        With ``version`` the change is made only if the event is still at it (else
        ``EventMoved``, nothing done). An unknown token is a ``LookupError``. Any
        exception raised inside rolls every write of the unit back.
        """
        if not TOKEN_SHAPE.fullmatch(organiser_token):
            raise LookupError(organiser_token)
        with self.sessions.begin() as session:
            conditions = [EventRow.organiser_token == organiser_token]
            if version is not None:
                conditions.append(EventRow.version == version)
            moved = session.execute(
                update(EventRow)
                .where(*conditions)
                .values(version=EventRow.version + 1, updated_at=utcnow())
                .execution_options(synchronize_session=False)
            ).rowcount
            row = session.scalars(
                select(EventRow)
                .where(EventRow.organiser_token == organiser_token)
                .options(selectinload(EventRow.players))
            ).one_or_none()
            if row is None:
                raise LookupError(organiser_token)
            if not moved:
                raise EventMoved(row.current_round)
            yield EventChange(session, row)

    def delete_untouched(self, since: datetime) -> int:
        """Delete every event nobody has changed since ``since``, with its tables' games;
        how many events went (see ``delete_untouched_events``)."""
        with self.sessions.begin() as session:
            return delete_untouched_events(session, since)


class EventChange:
    """What one unit of work can read and write: the event's row (its version already
    moved on), its players, and one round at a time. Never the whole event, so a change
    costs the same in round 1 as in round 12."""

    def __init__(self, session: Session, row: EventRow):
        self.session = session
        self.row = row

    @property
    def event(self) -> EventHead:
        """The event as this unit sees it (players included, rounds not)."""
        return EventHead(**_head_fields(self.row))

    # ---- reading inside the unit ---------------------------------------------------------------

    def round(self, number: int) -> RoundRecord | None:
        found = self._round_row(number)
        return None if found is None else _round(found)

    def table(self, number: int, table_number: int) -> TableRecord | None:
        found = self._round_row(number)
        table = next((t for t in found.tables if t.number == table_number), None) if found else None
        return None if table is None else _table(table)

    def _round_row(self, number: int) -> EventRoundRow | None:
        return self.session.scalars(
            select(EventRoundRow)
            .where(EventRoundRow.event_id == self.row.id, EventRoundRow.number == number)
            .options(*ROUND_TABLES)
            .execution_options(populate_existing=True)  # as this unit has left it
        ).one_or_none()

    def _open_round(self, number: int, *, draft: bool = False) -> EventRoundRow:
        """Round ``number`` when it is the current round and still open (or, with
        ``draft``, the draft seated after it); otherwise ``RoundConflict`` naming the round
        that is current (the organiser's page is stale, or another organiser moved on)."""
        found = self._round_row(number)
        if found is not None and draft and found.draft:
            return found
        if found is None or found.draft or self.row.current_round != number or found.closed:
            raise RoundConflict(self.row.current_round)
        return found

    # ---- players -----------------------------------------------------------------------------

    def add_player(self, name: str, club: str | None) -> PlayerRecord:
        """A new player, seated from the next round to be seated."""
        row = EventPlayerRow(
            event_id=self.row.id, name=name, club=club, first_round=self.row.current_round + 1
        )
        self.session.add(row)
        self._flush_names(name)
        return _player(row)

    def rename_player(self, player_id: int, name: str, club: str | None) -> None:
        """A new name (and club); the tables of rounds still open show it too."""
        player = self._player_row(player_id)
        player.name, player.club = name, club
        for seat in self._open_game_seats(player_id):
            seat.name = name
        self._flush_names(name)

    def set_dropped(self, player_id: int, dropped: bool) -> int:
        """Drop a player from the next round on (a round under way keeps its tables), or
        bring a dropped one back from the next round on (rounds missed stay missed);
        that next round's number."""
        player = self._player_row(player_id)
        player.dropped_from = self.row.current_round + 1 if dropped else None
        return self.row.current_round + 1

    def set_rules(self, rules: EventRules) -> None:
        """The organiser's rules from now on (rounds already seated keep their seating)."""
        for field, value in _rule_columns(rules).items():
            setattr(self.row, field, value)
        self.session.flush()

    def _flush_names(self, name: str) -> None:
        try:
            self.session.flush()
        except IntegrityError:
            raise NameTaken(name) from None

    def _player_row(self, player_id: int) -> EventPlayerRow:
        player = self.session.get(EventPlayerRow, player_id)
        if player is None or player.event_id != self.row.id:
            raise LookupError(player_id)
        return player

    def _open_game_seats(self, player_id: int) -> list[SeatRow]:
        """The game seats this player holds at tables of rounds not yet closed."""
        rows = self.session.execute(
            select(SeatRow, EventSeatRow)
            .join(EventTableRow, EventTableRow.game_id == SeatRow.game_id)
            .join(EventSeatRow, EventSeatRow.table_id == EventTableRow.id)
            .join(EventRoundRow, EventRoundRow.id == EventTableRow.round_id)
            .where(
                EventRoundRow.event_id == self.row.id,
                EventRoundRow.closed.is_(False),
                EventSeatRow.player_id == player_id,
                EventSeatRow.position == SeatRow.position,
            )
        ).all()
        return [seat for seat, _event_seat in rows]

    # ---- rounds --------------------------------------------------------------------------------

    def seat_round(
        self,
        based_on: int,
        mode: Mode,
        scenario: Scenario | None,
        tables: Sequence[Sequence[tuple[int, SeatSpec]]],
        byes: Sequence[tuple[int, int]] = (),
        final: bool = False,
        *,
        draft: bool = False,
    ) -> RoundRecord:
        """Seat round ``based_on + 1``, closing round ``based_on``: one game per table;
        ``byes`` (player id, event points) sit it out. With ``draft`` the round is only
        drawn: round ``based_on`` stays current and open until ``publish_round``. A draft
        seated before is replaced either way. ``RoundConflict`` if the event is no longer
        at round ``based_on``."""
        if self.row.current_round != based_on:
            raise RoundConflict(self.row.current_round)
        number = based_on + 1
        self.discard_draft(number)
        if not draft:
            self._make_current(number)
        round_row = EventRoundRow(
            event_id=self.row.id,
            number=number,
            mode=mode.value,
            scenario=scenario.value if scenario else None,
            closed=False,
            byes=[[player, points] for player, points in byes],
            final=final,
            draft=draft,
        )
        self.session.add(round_row)
        self.session.flush()
        for table_number, seats in enumerate(tables, start=1):
            self.session.add(_new_table(round_row, table_number, mode, scenario, seats))
        self.session.flush()
        return self.round(number)

    def _make_current(self, number: int) -> None:
        """Round ``number`` becomes the current round; the one before it closes."""
        self.row.current_round = number
        self.session.execute(
            update(EventRoundRow)
            .where(EventRoundRow.event_id == self.row.id, EventRoundRow.number == number - 1)
            .values(closed=True)
        )

    def publish_round(self, number: int) -> RoundRecord:
        """The draft round ``number`` becomes the current round, as if seated now (the
        round before it closes). ``RoundConflict`` unless round ``number`` is a draft."""
        found = self._round_row(number)
        if found is None or not found.draft or self.row.current_round != number - 1:
            raise RoundConflict(self.row.current_round)
        self._make_current(number)
        found.draft, found.seated_at = False, utcnow()
        self.session.flush()
        return self.round(number)

    def discard_draft(self, number: int) -> bool:
        """Delete the draft round ``number`` with its tables' games, if there is one
        (whether there was)."""
        found = self._round_row(number)
        if found is None or not found.draft:
            return False
        games = [table.game for table in found.tables]
        self.session.delete(found)  # its tables and their seats go with it
        self.session.flush()
        for game in games:  # then the games they held (and the games' seats)
            self.session.delete(game)
        self.session.flush()
        return True

    def swap_players(self, number: int, first: int, second: int) -> None:
        """Exchange two players' seats (names in the games too) before anyone has saved.

        Raises ``RoundConflict`` unless round ``number`` is the open current round (or
        the draft after it), ``RoundStarted`` once either table has a saved ranch,
        ``LookupError`` if one of the two is not seated in the round.
        """
        round_row = self._open_round(number, draft=True)
        seats = {
            s.player_id: s
            for s in self.session.scalars(
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
        self.session.flush()
        game_seat[second].name = names[first]
        self.session.flush()
        game_seat[first].name = names[second]
        places = {player: (s.table_id, s.position) for player, s in seats.items()}
        self.session.delete(a)
        self.session.delete(b)
        self.session.flush()
        for player, other in ((first, second), (second, first)):
            table_id, position = places[other]
            self.session.add(
                EventSeatRow(
                    table_id=table_id, round_id=round_row.id, player_id=player, position=position
                )
            )
        self.session.flush()

    def close_round(self, number: int) -> list[int]:
        """Close round ``number``: its unfinished tables (as stored now) become void.

        Returns the void tables' numbers. Raises ``RoundConflict`` unless it is the
        current round; closing it again changes nothing and returns the same numbers.
        """
        if self.row.current_round != number:
            raise RoundConflict(self.row.current_round)
        round_row = self._round_row(number)
        if not round_row.closed:
            round_row.closed = True
            for table in round_row.tables:
                table.void = not table_complete(table.game.seats)
        return [table.number for table in round_row.tables if table.void]

    def start_clock(self, number: int) -> datetime:
        round_row = self._open_round(number)
        round_row.clock_started_at = utcnow()
        return _utc(round_row.clock_started_at)

    # ---- a table's result ------------------------------------------------------------------------

    def correct_table(
        self, number: int, table_number: int, ranches: Mapping[int, tuple[Ranch, int]]
    ) -> TableRecord:
        """Save the organiser's ranches over the table's seats (position -> ranch and the
        seat's version it was read at), then mark every entered seat finished: the
        organiser vouches for the result. ``SeatMoved`` if a phone saved meanwhile."""
        table = self._table_row(number, table_number)
        now = utcnow()
        for position, (ranch, based_on) in sorted(ranches.items()):
            saved = self.session.execute(
                update(SeatRow)
                .where(
                    SeatRow.game_id == table.game_id,
                    SeatRow.position == position,
                    SeatRow.version == based_on,
                )
                .values(ranch=ranch_to_json(ranch), version=based_on + 1, updated_at=now)
                .execution_options(synchronize_session=False)
            ).rowcount
            if not saved:
                raise SeatMoved(position)
        game = self.session.get(GameRow, table.game_id)
        self.session.refresh(game, ["seats"])
        for seat in game.seats:
            self.session.refresh(seat)
            if seat.ranch is not None and not seat.finished:
                seat.finished, seat.updated_at = True, now
        game.updated_at = now
        self.session.flush()
        return _table(table)

    def count_table(self, number: int, table_number: int) -> None:
        """A void table counts again (the organiser entered its result)."""
        self._table_row(number, table_number).void = False
        self.session.flush()

    def _table_row(self, number: int, table_number: int) -> EventTableRow:
        table = self.session.scalars(
            select(EventTableRow)
            .join(EventRoundRow)
            .where(
                EventRoundRow.event_id == self.row.id,
                EventRoundRow.number == number,
                EventTableRow.number == table_number,
            )
        ).one_or_none()
        if table is None:
            raise LookupError((number, table_number))
        return table


def _new_table(
    round_row: EventRoundRow,
    number: int,
    mode: Mode,
    scenario: Scenario | None,
    seats: Sequence[tuple[int, SeatSpec]],
) -> EventTableRow:
    """A table of the round and its game night, seats in order."""
    game = GameRow(
        edit_token=new_token(),
        view_token=new_token(),
        mode=mode.value,
        scenario=scenario.value if scenario else None,
        seats=[
            SeatRow(
                position=position, name=spec.name, colour=spec.colour, version=0, finished=False
            )
            for position, (_player, spec) in enumerate(seats, start=1)
        ],
    )
    return EventTableRow(
        round_id=round_row.id,
        number=number,
        game=game,
        void=False,
        seats=[
            EventSeatRow(round_id=round_row.id, player_id=player, position=position)
            for position, (player, _spec) in enumerate(seats, start=1)
        ],
    )


def delete_untouched_events(session: Session, since: datetime) -> int:
    """Delete every event nobody has changed since ``since`` (neither its organiser nor a
    phone at one of its tables, nor the organiser of a season it is part of), with its
    tables' games and its places in a season; how many events went.

    Rows are deleted explicitly, children first: SQLite enforces the cascades only
    when asked to.
    """
    touched = (
        select(EventRoundRow.event_id)
        .join(EventTableRow, EventTableRow.round_id == EventRoundRow.id)
        .join(GameRow, GameRow.id == EventTableRow.game_id)
        .where(GameRow.updated_at >= since)
    )
    old = select(EventRow.id).where(
        EventRow.updated_at < since,
        EventRow.id.not_in(touched),
        EventRow.id.not_in(seasons_touched_since(since)),  # a season keeps its evenings
    )
    ids = list(session.scalars(old))
    if not ids:
        return 0
    delete_season_links(session, ids)
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
    been seated; or the round is a draft, not yet published. Only the organiser's
    correction changes such a table.

    Asked inside the transaction of the write it guards, with the event's row held FOR SHARE
    (PostgreSQL): closing or seating a round holds that row FOR UPDATE, so the two wait for
    each other and a save cannot slip in as its round closes.
    """
    found = session.execute(
        select(
            EventRoundRow.closed, EventRoundRow.draft, EventRoundRow.number, EventRow.current_round
        )
        .join(EventTableRow, EventTableRow.round_id == EventRoundRow.id)
        .join(GameRow, GameRow.id == EventTableRow.game_id)
        .join(EventRow, EventRow.id == EventRoundRow.event_id)
        .where(GameRow.edit_token == edit_token)
        .with_for_update(read=True, of=EventRow)
    ).one_or_none()
    return found is not None and (found.closed or found.draft or found.number < found.current_round)
