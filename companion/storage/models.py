"""The database tables: game nights and their seats, and events whose tables are game nights.

SQLAlchemy 2.0 typed models. Web code never imports this module; it goes
through ``companion.storage.repository``, which speaks the game's own types.
The schema itself is created and changed only by the Alembic revisions in
``migrations/`` so SQLite and PostgreSQL always match the models.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String, UniqueConstraint, false
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

TOKEN_LENGTH = 64
"""Room for ``secrets.token_urlsafe`` tokens (43 characters for 32 bytes)."""


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    """A game night: how it is played and the two secret links that reach it."""

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    edit_token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), unique=True)
    """Whoever holds it may pick a seat and change that ranch."""
    view_token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), unique=True)
    """Whoever holds it may read the results, nothing more."""
    mode: Mapped[str] = mapped_column(String(16))
    scenario: Mapped[str | None] = mapped_column(String(32), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, index=True
    )
    """Moved by every save; games untouched for TABLE_RETENTION_DAYS are deleted."""

    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="game", order_by="SeatRow.position", cascade="all, delete-orphan"
    )


class SeatRow(Base):
    """One player's place at the table and the ranch they have entered so far."""

    __tablename__ = "seats"
    __table_args__ = (
        UniqueConstraint("game_id", "position"),
        UniqueConstraint("game_id", "name"),
        UniqueConstraint("game_id", "colour"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(40))
    colour: Mapped[str] = mapped_column(String(16))
    ranch: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    """The ranch in the public JSON format (docs/api.md); null until first saved."""
    version: Mapped[int] = mapped_column(Integer, default=0)
    """Bumped by every save; a save names the version it was based on (optimistic locking)."""
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    game: Mapped[GameRow] = relationship(back_populates="seats")


# ---- events: several tables over several rounds ------------------------------------------


class EventRow(Base):
    """An event (a club night, a tournament): its settings and where its rounds stand."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    organiser_token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), unique=True)
    """Whoever holds it runs the event: players, seating, closing rounds, corrections."""
    standings_token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), unique=True)
    """Whoever holds it may read the standings, nothing more."""
    name: Mapped[str] = mapped_column(String(80))
    language: Mapped[str] = mapped_column(String(16))
    rounds: Mapped[int] = mapped_column(Integer)
    round_games: Mapped[list[str]] = mapped_column(JSON)
    """One word per round: ``base``, a Legends scenario's word, or ``draw``."""
    points: Mapped[dict[str, list[int]]] = mapped_column(JSON)
    """Event points by place, keyed by the table's player count ("2", "3", "4")."""
    current_round: Mapped[int] = mapped_column(Integer, default=0)
    """The last round seated (0 before the first); seating checks it, so two organisers
    seating at once cannot both succeed."""
    version: Mapped[int] = mapped_column(Integer, default=0)
    """Bumped by every change of the organiser's."""
    odd_counts: Mapped[str] = mapped_column(String(16), default="threes-bottom")
    """A count not divisible by 4: ``threes-bottom``, ``threes-top`` or ``byes``."""
    bye_points: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """What a bye earns (None: the points of 2nd place at a table of 4)."""
    final_table: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The last round seats only the top 3 or 4 at one table (None: no final)."""
    consolation: Mapped[bool] = mapped_column(Boolean, default=True)
    """With a final: the others play a consolation round among themselves (else sit out)."""
    tiebreaks: Mapped[list[str]] = mapped_column(
        JSON, default=lambda: ["event_points", "game_points", "best_game"]
    )
    """The standings' keys in order (``ranking.TIEBREAKS``)."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    players: Mapped[list[EventPlayerRow]] = relationship(
        back_populates="event", order_by="EventPlayerRow.id", cascade="all, delete-orphan"
    )
    round_rows: Mapped[list[EventRoundRow]] = relationship(
        back_populates="event", order_by="EventRoundRow.number", cascade="all, delete-orphan"
    )


class EventPlayerRow(Base):
    """A player of an event, seated anew each round."""

    __tablename__ = "event_players"
    __table_args__ = (UniqueConstraint("event_id", "name"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(40))
    club: Mapped[str | None] = mapped_column(String(40), nullable=True)
    """Players of one club are kept apart in round 1 where the count allows."""
    first_round: Mapped[int] = mapped_column(Integer, default=1)
    """The first round the player is seated in (a late player joins the next round)."""
    dropped_from: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The first round the player is no longer seated in (None: still playing)."""

    event: Mapped[EventRow] = relationship(back_populates="players")


class EventRoundRow(Base):
    """A round, once seated: the game its tables play and whether it is closed."""

    __tablename__ = "event_rounds"
    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    mode: Mapped[str] = mapped_column(String(16))
    scenario: Mapped[str | None] = mapped_column(String(32), nullable=True)
    """The scenario played (drawn when the round was seated, if the event said so)."""
    closed: Mapped[bool] = mapped_column(Boolean, default=False)
    draft: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Seated but not published: only the organiser sees it (the seating report), it
    counts for nothing, and its number is the current round's + 1."""
    seated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    clock_started_at: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), nullable=True
    )
    """When the organiser started the round's clock (None: no clock)."""
    byes: Mapped[list[list[int]]] = mapped_column(JSON, default=list)
    """[player id, event points] of every player who sat the round out with a bye."""
    final: Mapped[bool] = mapped_column(Boolean, default=False)
    """Table 1 of this round is the event's final table."""

    event: Mapped[EventRow] = relationship(back_populates="round_rows")
    tables: Mapped[list[EventTableRow]] = relationship(
        back_populates="round", order_by="EventTableRow.number", cascade="all, delete-orphan"
    )


class EventTableRow(Base):
    """One table of a round: a game night of its own, with the event's players at it."""

    __tablename__ = "event_tables"
    __table_args__ = (UniqueConstraint("round_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(
        ForeignKey("event_rounds.id", ondelete="CASCADE"), index=True
    )
    number: Mapped[int] = mapped_column(Integer)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), unique=True)
    """The game night played at this table (its seats hold the ranches)."""
    void: Mapped[bool] = mapped_column(Boolean, default=False)
    """Closed unfinished: it scores nothing (until the organiser corrects it)."""

    round: Mapped[EventRoundRow] = relationship(back_populates="tables")
    game: Mapped[GameRow] = relationship()
    seats: Mapped[list[EventSeatRow]] = relationship(
        back_populates="table", order_by="EventSeatRow.position", cascade="all, delete-orphan"
    )


class EventSeatRow(Base):
    """Which event player sits in which seat of a table's game (one table per round each)."""

    __tablename__ = "event_seats"
    __table_args__ = (
        UniqueConstraint("table_id", "position"),
        UniqueConstraint("round_id", "player_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("event_tables.id", ondelete="CASCADE"), index=True
    )
    round_id: Mapped[int] = mapped_column(ForeignKey("event_rounds.id", ondelete="CASCADE"))
    """Repeated from the table, so the database itself refuses a player at two tables."""
    player_id: Mapped[int] = mapped_column(
        ForeignKey("event_players.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    """The seat's position in the table's game (1-4)."""

    table: Mapped[EventTableRow] = relationship(back_populates="seats")


# ---- seasons: events counted together (a club's evenings) ----------------------------------


class SeasonRow(Base):
    """A season: several events (a club's evenings) ranked together."""

    __tablename__ = "seasons"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    organiser_token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), unique=True)
    """Whoever holds it runs the season: its events, its players' matching, its settings."""
    standings_token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), unique=True)
    """Whoever holds it may read the season's standings, nothing more."""
    name: Mapped[str] = mapped_column(String(80))
    language: Mapped[str] = mapped_column(String(16))
    best_of: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """Each player's best this many events count (None: every event counts)."""
    version: Mapped[int] = mapped_column(Integer, default=0)
    """Bumped by every change of the organiser's."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SeasonPlayerRow(Base):
    """A player of the season: one identity over the events (each event has its own players)."""

    __tablename__ = "season_players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    season_id: Mapped[int] = mapped_column(ForeignKey("seasons.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(40))
    """The name of the event player it was first made for."""


class SeasonEventRow(Base):
    """An event of a season, in the season's order (an event belongs to one season at most)."""

    __tablename__ = "season_events"
    __table_args__ = (UniqueConstraint("season_id", "position"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    season_id: Mapped[int] = mapped_column(ForeignKey("seasons.id", ondelete="CASCADE"), index=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), unique=True)
    position: Mapped[int] = mapped_column(Integer)


class SeasonEntryRow(Base):
    """Which season player an event's player is (the organiser's matching)."""

    __tablename__ = "season_entries"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    season_player_id: Mapped[int] = mapped_column(
        ForeignKey("season_players.id", ondelete="CASCADE"), index=True
    )
    event_player_id: Mapped[int] = mapped_column(
        ForeignKey("event_players.id", ondelete="CASCADE"), unique=True
    )
