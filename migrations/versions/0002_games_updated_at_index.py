"""An index on games.updated_at, for the expiry command's sweep.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-26
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_games_updated_at", "games", ["updated_at"])


def downgrade() -> None:
    op.drop_index("ix_games_updated_at", table_name="games")
