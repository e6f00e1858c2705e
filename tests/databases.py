"""A database per test, for every test that asks: SQLite, and PostgreSQL (the session's own
server, or ``TEST_DATABASE_URL``: tests/services.py). Registered in tests/conftest.py.

``database_url`` is empty, for the tests of the migrations themselves; on PostgreSQL it is a
schema of its own (dropped afterwards), so tests never see each other's rows even when several
suites share the server. ``migrated_database_url`` is a copy of one database migrated once per
session (a file copy on SQLite, ``CREATE DATABASE … TEMPLATE`` on PostgreSQL): migrating for
every test was most of the events tests' time. The copy is ``STRATEGY FILE_COPY``: for a small
database it takes 24 ms against 139 ms for PostgreSQL 15's default, which writes every block to
the WAL (the test server keeps nothing durable anyway).
"""

from __future__ import annotations

import secrets
import shutil
from urllib.parse import quote

import pytest
from sqlalchemy import create_engine, make_url, text

from companion import storage


def _with_search_path(url: str, schema: str) -> str:
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options={quote(f'-csearch_path={schema}')}"


@pytest.fixture
def postgres_url(postgres_server_url):
    """A database URL whose connections land in a fresh, empty schema."""
    schema = f"t_{secrets.token_hex(6)}"
    admin = create_engine(postgres_server_url)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    yield _with_search_path(postgres_server_url, schema)
    with admin.begin() as connection:
        connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


def _admin(server_url: str):
    """An engine on ``server_url`` that runs each statement on its own (CREATE DATABASE must)."""
    return create_engine(server_url, isolation_level="AUTOCOMMIT")


@pytest.fixture(scope="session")
def migrated_postgres_template(postgres_server_url):
    """The name of a PostgreSQL database migrated once for this worker's session."""
    name = f"t_migrated_{secrets.token_hex(6)}"
    admin = _admin(postgres_server_url)
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(postgres_server_url).set(database=name)
    engine = storage.make_engine(url.render_as_string(hide_password=False))
    storage.upgrade(engine)
    engine.dispose()  # a template takes no connections while it is copied
    yield name
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture
def migrated_postgres_url(postgres_server_url, migrated_postgres_template):
    """A database of this test's own, copied from the migrated template."""
    name = f"t_{secrets.token_hex(6)}"
    admin = _admin(postgres_server_url)
    with admin.connect() as connection:
        connection.execute(
            text(
                f'CREATE DATABASE "{name}" TEMPLATE "{migrated_postgres_template}"'
                " STRATEGY FILE_COPY"
            )
        )
    yield make_url(postgres_server_url).set(database=name).render_as_string(hide_password=False)
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def migrated_database_url(request, tmp_path, migrated_database):
    if request.param == "sqlite":
        copy = tmp_path / "migrated.sqlite3"
        shutil.copyfile(migrated_database, copy)
        return f"sqlite:///{copy}"
    return request.getfixturevalue("migrated_postgres_url")


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'storage.sqlite3'}"
    return request.getfixturevalue("postgres_url")
