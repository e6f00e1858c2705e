"""A migrated database per test: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.

On PostgreSQL each test gets a schema of its own (dropped afterwards), so
tests never see each other's rows even when several suites share the server.
"""

from __future__ import annotations

import os
import secrets
from urllib.parse import quote

import pytest
from sqlalchemy import create_engine, text

from companion import storage
from tests.conftest import missing

POSTGRES_URL = os.environ.get("TEST_DATABASE_URL", "")


def _with_search_path(url: str, schema: str) -> str:
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options={quote(f'-csearch_path={schema}')}"


@pytest.fixture
def postgres_url():
    """A database URL whose connections land in a fresh, empty schema."""
    if not POSTGRES_URL:
        missing("PostgreSQL", "set TEST_DATABASE_URL to a server's URL, as .ci/run does")
    schema = f"t_{secrets.token_hex(6)}"
    admin = create_engine(POSTGRES_URL)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    yield _with_search_path(POSTGRES_URL, schema)
    with admin.begin() as connection:
        connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'storage.sqlite3'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def engine(database_url):
    engine = storage.make_engine(database_url)
    storage.upgrade(engine)
    yield engine
    engine.dispose()


@pytest.fixture
def repo(engine):
    from sqlalchemy.orm import sessionmaker

    return storage.GameRepository(sessionmaker(engine, expire_on_commit=False))
