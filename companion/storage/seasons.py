"""Seasons as the rest of the app sees them: rows in, frozen records out.

A season groups events (a club's evenings) and says which of each event's
players is which season player (``season_entries``: the organiser's
matching). Its events stay ordinary events, run from their own organiser
pages; the season only reads their standings.

Every change of a season is one unit of work (``SeasonRepository.change``), as
for events: one transaction whose first statement moves the season's version
on, which holds the season's row (PostgreSQL) or the writer lock (SQLite) until
the end, so changes of one season are made one after the other; a refusal
raised inside rolls everything back. Starting the season's next event makes the
event, its players and their season entries in that same transaction.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from companion.storage.models import (
    EventPlayerRow,
    EventRow,
    SeasonEntryRow,
    SeasonEventRow,
    SeasonPlayerRow,
    SeasonRow,
    utcnow,
)
from companion.storage.repository import TOKEN_SHAPE, new_token
from companion.storage.repository import _utc as utc


@dataclass(frozen=True)
class SeasonPlayerRecord:
    id: int
    name: str


@dataclass(frozen=True)
class SeasonEventRecord:
    """One event of the season: its place in the season and its players' season identities."""

    position: int
    """1 = the season's first evening."""
    event_id: int
    entries: dict[int, int]
    """Event player id -> season player id, for the players the organiser has matched."""


@dataclass(frozen=True)
class SeasonRecord:
    id: int
    organiser_token: str
    standings_token: str
    name: str
    language: str
    best_of: int | None
    version: int
    created_at: datetime
    updated_at: datetime
    players: tuple[SeasonPlayerRecord, ...]
    events: tuple[SeasonEventRecord, ...]

    def player(self, player_id: int) -> SeasonPlayerRecord | None:
        return next((p for p in self.players if p.id == player_id), None)


class EventTaken(Exception):
    """The event already belongs to a season (this one or another)."""


@dataclass(frozen=True)
class NewEvent:
    """What the season's next event is made with (settings copied from the last one)."""

    name: str
    language: str
    round_games: Sequence[str]
    points: dict[int, Sequence[int]]
    players: Sequence[tuple[str, str | None, int]]
    """Name, club and season player id of each player carried over."""


def _season(session: Session, row: SeasonRow) -> SeasonRecord:
    players = session.scalars(
        select(SeasonPlayerRow)
        .where(SeasonPlayerRow.season_id == row.id)
        .order_by(SeasonPlayerRow.id)
    )
    events = list(
        session.scalars(
            select(SeasonEventRow)
            .where(SeasonEventRow.season_id == row.id)
            .order_by(SeasonEventRow.position)
        )
    )
    entries: dict[int, dict[int, int]] = {e.event_id: {} for e in events}
    for event_id, event_player, season_player in session.execute(
        select(
            EventPlayerRow.event_id, SeasonEntryRow.event_player_id, SeasonEntryRow.season_player_id
        )
        .join(EventPlayerRow, EventPlayerRow.id == SeasonEntryRow.event_player_id)
        .join(SeasonEventRow, SeasonEventRow.event_id == EventPlayerRow.event_id)
        .where(SeasonEventRow.season_id == row.id)
    ):
        entries[event_id][event_player] = season_player
    return SeasonRecord(
        id=row.id,
        organiser_token=row.organiser_token,
        standings_token=row.standings_token,
        name=row.name,
        language=row.language,
        best_of=row.best_of,
        version=row.version,
        created_at=utc(row.created_at),
        updated_at=utc(row.updated_at),
        players=tuple(SeasonPlayerRecord(p.id, p.name) for p in players),
        events=tuple(
            SeasonEventRecord(i, e.event_id, entries[e.event_id])
            for i, e in enumerate(events, start=1)
        ),
    )


class SeasonRepository:
    """Every query about seasons: reads in a short session each, changes as units of work."""

    def __init__(self, sessions: sessionmaker[Session]):
        self.sessions = sessions

    def by_organiser_token(self, token: str) -> SeasonRecord | None:
        return self._find(SeasonRow.organiser_token, token)

    def by_standings_token(self, token: str) -> SeasonRecord | None:
        return self._find(SeasonRow.standings_token, token)

    def _find(self, column, token: str) -> SeasonRecord | None:
        if not TOKEN_SHAPE.fullmatch(token):
            return None
        with self.sessions() as session:
            row = session.scalars(select(SeasonRow).where(column == token)).one_or_none()
            return None if row is None else _season(session, row)

    def create(self, name: str, language: str, best_of: int | None) -> SeasonRecord:
        with self.sessions.begin() as session:
            row = SeasonRow(
                organiser_token=new_token(),
                standings_token=new_token(),
                name=name,
                language=language,
                best_of=best_of,
                version=0,
            )
            session.add(row)
            session.flush()
            return _season(session, row)

    @contextmanager
    def change(self, organiser_token: str) -> Iterator[SeasonChange]:
        """One unit of work on the season of this organiser token: all of it or nothing.
        Its first statement moves the season's version on, so changes of one season are
        made one after the other. An unknown token is a ``LookupError``."""
        if not TOKEN_SHAPE.fullmatch(organiser_token):
            raise LookupError(organiser_token)
        with self.sessions.begin() as session:
            moved = session.execute(
                update(SeasonRow)
                .where(SeasonRow.organiser_token == organiser_token)
                .values(version=SeasonRow.version + 1, updated_at=utcnow())
                .execution_options(synchronize_session=False)
            ).rowcount
            if not moved:
                raise LookupError(organiser_token)
            row = session.scalars(
                select(SeasonRow).where(SeasonRow.organiser_token == organiser_token)
            ).one()
            yield SeasonChange(session, row)


class SeasonChange:
    """What one unit of work on a season can read and write."""

    def __init__(self, session: Session, row: SeasonRow):
        self.session = session
        self.row = row

    @property
    def season(self) -> SeasonRecord:
        """The season as this unit has left it so far."""
        self.session.flush()
        return _season(self.session, self.row)

    def settle(self, name: str, language: str, best_of: int | None) -> None:
        self.row.name, self.row.language, self.row.best_of = name, language, best_of

    # ---- events ---------------------------------------------------------------------------

    def event_id(self, organiser_token: str) -> int | None:
        """The event this organiser token runs, if any (holding it proves the right to add it)."""
        if not TOKEN_SHAPE.fullmatch(organiser_token):
            return None
        return self.session.scalar(
            select(EventRow.id).where(EventRow.organiser_token == organiser_token)
        )

    def event_players(self, event_id: int) -> list[tuple[int, str, str | None]]:
        """The event's players (id, name, club), in the order they joined."""
        return [
            (player.id, player.name, player.club)
            for player in self.session.scalars(
                select(EventPlayerRow)
                .where(EventPlayerRow.event_id == event_id)
                .order_by(EventPlayerRow.id)
            )
        ]

    def event_settings(self, event_id: int) -> tuple[str, tuple[str, ...], dict[int, tuple]]:
        """The event's language, round games and points per place (the next event copies them)."""
        row = self.session.get(EventRow, event_id)
        points = {int(size): tuple(places) for size, places in row.points.items()}
        return row.language, tuple(row.round_games), points

    def add_event(self, event_id: int) -> None:
        """The event becomes the season's next evening (``EventTaken`` if it has a season)."""
        last = self.session.scalar(
            select(func.max(SeasonEventRow.position)).where(SeasonEventRow.season_id == self.row.id)
        )
        position = (last or 0) + 1
        self.session.add(
            SeasonEventRow(season_id=self.row.id, event_id=event_id, position=position)
        )
        try:
            self.session.flush()
        except IntegrityError:
            raise EventTaken(event_id) from None

    def season_of(self, event_id: int) -> int | None:
        return self.session.scalar(
            select(SeasonEventRow.season_id).where(SeasonEventRow.event_id == event_id)
        )

    def create_event(self, new: NewEvent) -> tuple[int, str]:
        """A new event with the carried players, each entered as their season player; its
        id and organiser token. Made in this unit: the season's change and the event are one."""
        row = EventRow(
            organiser_token=new_token(),
            standings_token=new_token(),
            name=new.name,
            language=new.language,
            rounds=len(new.round_games),
            round_games=list(new.round_games),
            points={str(size): list(places) for size, places in new.points.items()},
            current_round=0,
            version=0,
        )
        self.session.add(row)
        self.session.flush()
        for name, club, season_player in new.players:
            player = EventPlayerRow(event_id=row.id, name=name, club=club, first_round=1)
            self.session.add(player)
            self.session.flush()
            self.link(player.id, season_player)
        self.add_event(row.id)
        return row.id, row.organiser_token

    # ---- players --------------------------------------------------------------------------

    def new_player(self, name: str) -> int:
        row = SeasonPlayerRow(season_id=self.row.id, name=name)
        self.session.add(row)
        self.session.flush()
        return row.id

    def link(self, event_player_id: int, season_player_id: int) -> None:
        """The event's player is this season player (replacing any earlier match)."""
        self.session.execute(
            delete(SeasonEntryRow).where(SeasonEntryRow.event_player_id == event_player_id)
        )
        self.session.add(
            SeasonEntryRow(event_player_id=event_player_id, season_player_id=season_player_id)
        )
        self.session.flush()

    def forget_unmatched(self) -> None:
        """Season players no event player is matched to any more are gone."""
        matched = select(SeasonEntryRow.season_player_id)
        self.session.execute(
            delete(SeasonPlayerRow).where(
                SeasonPlayerRow.season_id == self.row.id, SeasonPlayerRow.id.not_in(matched)
            )
        )
        self.session.flush()


def delete_season_links(session: Session, event_ids: Sequence[int]) -> None:
    """Before events are deleted (expired): their season entries and places in a season."""
    players = select(EventPlayerRow.id).where(EventPlayerRow.event_id.in_(event_ids))
    session.execute(delete(SeasonEntryRow).where(SeasonEntryRow.event_player_id.in_(players)))
    session.execute(delete(SeasonEventRow).where(SeasonEventRow.event_id.in_(event_ids)))


def seasons_touched_since(since: datetime):
    """The events of seasons changed since ``since`` (kept by the expiry with their season)."""
    return (
        select(SeasonEventRow.event_id)
        .join(SeasonRow, SeasonRow.id == SeasonEventRow.season_id)
        .where(SeasonRow.updated_at >= since)
    )
