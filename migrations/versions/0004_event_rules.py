"""Event rules: odd counts (tables of 3 or byes), a final table, the order of tiebreaks.

Revision ID: 0004_event_rules
Revises: 0003
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004_event_rules"
down_revision = "0003"
branch_labels = None
depends_on = None

DEFAULT_TIEBREAKS = '["event_points", "game_points", "best_game"]'


def upgrade() -> None:
    with op.batch_alter_table("events") as table:
        table.add_column(
            sa.Column(
                "odd_counts", sa.String(16), nullable=False, server_default="threes-bottom"
            )
        )
        table.add_column(sa.Column("bye_points", sa.Integer(), nullable=True))
        table.add_column(sa.Column("final_table", sa.Integer(), nullable=True))
        table.add_column(
            sa.Column("consolation", sa.Boolean(), nullable=False, server_default=sa.true())
        )
        table.add_column(
            sa.Column("tiebreaks", sa.JSON(), nullable=False, server_default=DEFAULT_TIEBREAKS)
        )
    with op.batch_alter_table("event_rounds") as table:
        table.add_column(sa.Column("byes", sa.JSON(), nullable=False, server_default="[]"))
        table.add_column(
            sa.Column("final", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("event_rounds") as table:
        table.drop_column("final")
        table.drop_column("byes")
    with op.batch_alter_table("events") as table:
        for column in ("tiebreaks", "consolation", "final_table", "bye_points", "odd_counts"):
            table.drop_column(column)
