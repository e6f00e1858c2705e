"""Events: several game-night tables over several rounds, with standings.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("organiser_token", sa.String(64), nullable=False, unique=True),
        sa.Column("standings_token", sa.String(64), nullable=False, unique=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("language", sa.String(16), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("round_games", sa.JSON(), nullable=False),
        sa.Column("points", sa.JSON(), nullable=False),
        sa.Column("current_round", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "event_players",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("events.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("club", sa.String(40), nullable=True),
        sa.Column("first_round", sa.Integer(), nullable=False),
        sa.Column("dropped_from", sa.Integer(), nullable=True),
        sa.UniqueConstraint("event_id", "name"),
    )
    op.create_table(
        "event_rounds",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("events.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("scenario", sa.String(32), nullable=True),
        sa.Column("closed", sa.Boolean(), nullable=False),
        sa.Column("seated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("clock_started_at", sa.DateTime(timezone=True), nullable=True),
        sa.UniqueConstraint("event_id", "number"),
    )
    op.create_table(
        "event_tables",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "round_id",
            sa.Integer(),
            sa.ForeignKey("event_rounds.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("games.id"), nullable=False, unique=True),
        sa.Column("void", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("round_id", "number"),
    )
    op.create_table(
        "event_seats",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "table_id",
            sa.Integer(),
            sa.ForeignKey("event_tables.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column(
            "round_id",
            sa.Integer(),
            sa.ForeignKey("event_rounds.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("event_players.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.UniqueConstraint("table_id", "position"),
        sa.UniqueConstraint("round_id", "player_id"),
    )


def downgrade() -> None:
    op.drop_table("event_seats")
    op.drop_table("event_tables")
    op.drop_table("event_rounds")
    op.drop_table("event_players")
    op.drop_table("events")
