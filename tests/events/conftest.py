"""An app per test on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set."""

from __future__ import annotations

import pytest

from companion import create_app, storage
from tests.storage.conftest import database_url, postgres_url  # noqa: F401  (fixtures)


@pytest.fixture
def event_app(database_url):  # noqa: F811
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "events-test",
            "DATABASE_URL": database_url,
            "RATELIMIT_ENABLED": False,
        }
    )
    with app.test_request_context("/?lang=en"):
        yield app
    storage.dispose(app)
