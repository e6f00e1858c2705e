"""The game-night commands on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set."""

from __future__ import annotations

from tests.events.conftest import api_app, event_app  # noqa: F401  (fixtures)
from tests.storage.conftest import database_url, postgres_url  # noqa: F401  (fixtures)
