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
        sa.Column(
            "season_id",
            sa.Integer(),
            sa.ForeignKey("seasons.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("name", sa.String(40), nullable=False),
    )
    op.create_table(
        "season_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "season_id",
            sa.Integer(),
            sa.ForeignKey("seasons.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("events.id", ondelete="CASCADE"),
            nullable=False,
            unique=True,
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.UniqueConstraint("season_id", "position"),
    )
    op.create_table(
        "season_entries",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "season_player_id",
            sa.Integer(),
            sa.ForeignKey("season_players.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column(
            "event_player_id",
            sa.Integer(),
            sa.ForeignKey("event_players.id", ondelete="CASCADE"),
            nullable=False,
            unique=True,
        ),
    )


def downgrade() -> None:
    op.drop_table("season_entries")
    op.drop_table("season_events")
    op.drop_table("season_players")
    op.drop_table("seasons")
