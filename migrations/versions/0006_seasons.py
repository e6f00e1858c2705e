"""Seasons: events grouped as a club's evenings, with players matched across them.

Revision ID: 0006_seasons
Revises: 0005_draft_rounds
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006_seasons"
down_revision = "0005_draft_rounds"
branch_labels = None
depends_on = None


def _belongs_to(name: str, target: str, **key) -> sa.Column:
    """A required reference to the row this one belongs to, deleted with it; ``key`` says
    whether the column is indexed (``index=True``) or names its row once (``unique=True``).
    A function, not a shared column: a column can stand in one table only."""
    return sa.Column(
        name, sa.Integer(), sa.ForeignKey(target, ondelete="CASCADE"), nullable=False, **key
    )


def upgrade() -> None:
    op.create_table(
        "seasons",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("organiser_token", sa.String(64), nullable=False, unique=True),
        sa.Column("standings_token", sa.String(64), nullable=False, unique=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("language", sa.String(16), nullable=False),
        sa.Column("best_of", sa.Integer(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "season_players",
        sa.Column("id", sa.Integer(), primary_key=True),
        _belongs_to("season_id", "seasons.id", index=True),
        sa.Column("name", sa.String(40), nullable=False),
    )
    op.create_table(
        "season_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        _belongs_to("season_id", "seasons.id", index=True),
        _belongs_to("event_id", "events.id", unique=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.UniqueConstraint("season_id", "position"),
    )
    op.create_table(
        "season_entries",
        sa.Column("id", sa.Integer(), primary_key=True),
        _belongs_to("season_player_id", "season_players.id", index=True),
        _belongs_to("event_player_id", "event_players.id", unique=True),
    )


def downgrade() -> None:
    op.drop_table("season_entries")
    op.drop_table("season_events")
    op.drop_table("season_players")
    op.drop_table("seasons")
