"""Rounds seated as drafts: the organiser reads the seating report, then publishes.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("event_rounds") as batch:
        batch.add_column(
            sa.Column("draft", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("event_rounds") as batch:
        batch.drop_column("draft")
