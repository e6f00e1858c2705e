"""An app per test on SQLite and on PostgreSQL, each on a copy of a database migrated once."""

from __future__ import annotations

import pytest

from companion import create_app, storage
from tests.conftest import TEST_SETTINGS


@pytest.fixture
def api_app(migrated_database_url):
    """The app on this database, reached through its test client."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "events-test",
            "DATABASE_URL": migrated_database_url,
            **TEST_SETTINGS,
        }
    )
    yield app
    storage.dispose(app)


@pytest.fixture
def event_app(api_app):
    """The app with a request open, for calling the services directly."""
    with api_app.test_request_context("/?lang=en"):
        yield api_app
