"""Where game nights are kept: SQLite by default, PostgreSQL when DATABASE_URL says so.

The schema is made and changed only by the Alembic revisions in
``migrations/``. ``flask --app companion db upgrade`` applies them as a step of
its own; by default (``MIGRATE_ON_START``) the app also applies them when it
starts, so ``make run`` works on a fresh clone. Either way a migration runs
under a lock (a PostgreSQL advisory lock, a file lock beside an SQLite file):
any number of processes starting together on an empty database all come up,
one migrating while the others wait and then find nothing left to do. With
``MIGRATE_ON_START=0`` a server only checks, and answers 503 until the
database has been upgraded. Pages reach the data through ``games()`` and ``events()``.
"""

from __future__ import annotations

import fcntl
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from flask import Flask, abort, current_app
from sqlalchemy import Connection, Engine, create_engine, text
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.orm import sessionmaker

from companion.config import ConfigError
from companion.resources import MIGRATIONS
from companion.storage.events import EventRepository
from companion.storage.repository import GameRepository

EXTENSION = "storage"
EVENTS = "storage-events"
ADVISORY_LOCK_KEY = 0x4D6F6F6E52697672  # "MoonRivr": one lock for this app's migrations
HEAD = "0003"
"""The newest revision in migrations/versions (a test keeps the two equal). Knowing it
lets a server check its database without loading Alembic, a third of its start-up."""


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite:"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    return create_engine(url, pool_pre_ping=not url.startswith("sqlite:"))


def alembic_config():
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


@contextmanager
def _file_lock(engine: Engine) -> Iterator[None]:
    """SQLite has no advisory locks: a lock file beside the database serializes migrations."""
    database = engine.url.database
    if not database or database == ":memory:":
        yield
        return
    with open(f"{database}.migrate-lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@contextmanager
def migration_lock(engine: Engine) -> Iterator[Connection]:
    """A connection, in a transaction, that only one process at a time can hold."""
    if engine.dialect.name == "postgresql":
        with engine.begin() as connection:
            lock = text("SELECT pg_advisory_xact_lock(:key)")
            connection.execute(lock, {"key": ADVISORY_LOCK_KEY})
            yield connection
    else:
        with _file_lock(engine), engine.begin() as connection:
            yield connection


def reach(engine: Engine) -> None:
    """Connect once, so a database that cannot be reached is one line naming DATABASE_URL.

    A wrong host, name or password is a setting to fix, not a traceback to read.
    """
    try:
        with engine.connect():
            pass
    except DBAPIError as error:
        reason = (str(error.orig or error).strip().splitlines() or ["no reason given"])[0]
        address = engine.url.render_as_string(hide_password=True)
        raise ConfigError(f"DATABASE_URL ({address}) cannot be reached: {reason}") from None


def upgrade(engine: Engine) -> None:
    """Apply every migration not yet applied to this database (safe to run concurrently)."""
    from alembic import command

    reach(engine)
    config = alembic_config()
    with migration_lock(engine) as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def pending(engine: Engine) -> bool:
    """Whether the database lacks migrations this code needs."""
    try:
        with engine.connect() as connection:
            current = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    except SQLAlchemyError:  # no alembic_version table: nothing was ever migrated
        return True
    return current != HEAD


def init_app(app: Flask) -> None:
    engine = make_engine(app.config["DATABASE_URL"])
    if app.config.get("MIGRATE_ON_START", True):
        upgrade(engine)
    else:
        app.before_request(_check_schema)
    sessions = sessionmaker(engine, expire_on_commit=False)
    app.extensions[EXTENSION] = GameRepository(sessions)
    app.extensions[EVENTS] = EventRepository(sessions)
    _register_commands(app)


def _check_schema() -> None:
    """Until the database is up to date every request gets 503 (checked until it is)."""
    if current_app.extensions.get("storage-checked"):
        return
    if pending(games().sessions.kw["bind"]):
        current_app.logger.error("the database needs `flask --app companion db upgrade`")
        abort(503)
    current_app.extensions["storage-checked"] = True


def _register_commands(app: Flask) -> None:
    import click

    @app.cli.group("db")
    def db() -> None:
        """The database's schema."""

    @db.command("upgrade")
    def upgrade_command() -> None:
        """Apply the migrations (run it before starting servers with MIGRATE_ON_START=0)."""
        upgrade(games(app).sessions.kw["bind"])
        click.echo("The database is up to date.")


def games(app: Flask | None = None) -> GameRepository:
    """The app's game repository (the current app's when none is given)."""
    return (app or current_app).extensions[EXTENSION]


def dispose(app: Flask) -> None:
    """Close the app's database connections (tests call it to leave no file open)."""
    repo = app.extensions.get(EXTENSION)
    if repo is not None:
        repo.sessions.kw["bind"].dispose()


def events(app: Flask | None = None) -> EventRepository:
    """The app's event repository (the current app's when none is given)."""
    return (app or current_app).extensions[EVENTS]
