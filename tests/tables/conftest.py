"""The game-night commands on SQLite and on PostgreSQL (tests/databases.py)."""

from __future__ import annotations

from tests.events.conftest import api_app, event_app  # noqa: F401  (fixtures)
