"""Fixtures shared by every test: the app, its test client and CLI runner.

Each test gets its own SQLite file, so tests never see each other's games.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

from companion import create_app, storage

# What the properties check is correctness, not speed: on a busy machine (CI shares its two cores
# with a browser) a case can take longer than Hypothesis's default 200 ms deadline.
settings.register_profile("companion", deadline=None)
settings.load_profile("companion")


@pytest.fixture
def app(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test-secret",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'test.sqlite3'}",
            # tests send far more requests than any client should; tests/hosting check the limits
            "RATELIMIT_ENABLED": False,
        }
    )
    yield app
    storage.dispose(app)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()
