"""The database tables: one row per game night and one per seat at its table.

SQLAlchemy 2.0 typed models. Web code never imports this module; it goes
through ``companion.storage.repository``, which speaks the game's own types.
The schema itself is created and changed only by the Alembic revisions in
``migrations/`` so SQLite and PostgreSQL always match the models.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String, UniqueConstraint
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
