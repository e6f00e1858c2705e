"""Rounds seated as drafts: the organiser reads the seating report, then publishes.

Revision ID: 0005_draft_rounds
Revises: 0004_event_rules
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005_draft_rounds"
down_revision = "0004_event_rules"
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
