"""An app per test on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set."""

from __future__ import annotations

import pytest

from companion import create_app, storage
from tests.storage.conftest import database_url, postgres_url  # noqa: F401  (fixtures)


@pytest.fixture
def api_app(database_url):  # noqa: F811
    """The app on this database, reached through its test client."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "events-test",
            "DATABASE_URL": database_url,
            "RATELIMIT_ENABLED": False,
        }
    )
    yield app
    storage.dispose(app)


@pytest.fixture
def event_app(api_app):
    """The app with a request open, for calling the services directly."""
    with api_app.test_request_context("/?lang=en"):
        yield api_app
