"""Where game nights are kept: SQLite by default, PostgreSQL when DATABASE_URL says so.

The schema is made and changed only by the Alembic revisions in
``migrations/``. ``flask --app companion db upgrade`` applies them as a step of
its own; by default (``MIGRATE_ON_START``) the app also applies them when it
starts, so ``make run`` works on a fresh clone. Either way a migration runs
under a lock (a PostgreSQL advisory lock, a file lock beside an SQLite file):
any number of processes starting together on an empty database all come up,
one migrating while the others wait and then find nothing left to do. With
``MIGRATE_ON_START=0`` a server only checks, and answers 503 until the
database has been upgraded. Pages reach the data through ``games()``, ``events()`` and
``seasons()``.

A database that refuses or hangs must not take the server with it
(``Deadlines``): connecting, each statement and waiting for a free connection
have deadlines, each worker holds fewer connections than it has threads, and
after a failure the worker stops asking for a moment (``Breaker``), so a
request that needs the database is answered 503 at once with ``Retry-After``
(errors.py) while every page that needs none goes on as before.
"""

from __future__ import annotations

import fcntl
import math
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from flask import Flask, abort, current_app
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError, SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import QueuePool

from companion.config import ConfigError
from companion.resources import MIGRATIONS
from companion.storage.events import EventRepository
from companion.storage.repository import GameRepository
from companion.storage.seasons import SeasonRepository

EXTENSION = "storage"
EVENTS = "storage-events"
SEASONS = "storage-seasons"
ADVISORY_LOCK_KEY = 0x4D6F6F6E52697672  # "MoonRivr": one lock for this app's migrations
HEAD = "0006_seasons"
"""The newest revision in migrations/versions (a test keeps the two equal). Knowing it
lets a server check its database without loading Alembic, a third of its start-up."""


@dataclass(frozen=True)
class Deadlines:
    """How long a request may wait on the database (docs/hosting.md, "The database")."""

    connect: float
    """Seconds to open a connection (PostgreSQL counts at least 2)."""
    statement: float
    """Seconds one statement may run: PostgreSQL's ``statement_timeout``, SQLite's wait for a
    lock; the app stops waiting for an answer a second after it (a server that hangs)."""
    pool: float
    """Seconds to wait for one of the worker's connections when all are in use (as long as
    the database answers others meanwhile: not once it has gone silent)."""
    pool_size: int
    """Connections per worker: fewer than its threads, so a hang never holds them all."""

    @classmethod
    def of(cls, config: Mapping) -> Deadlines:
        return cls(
            config["DATABASE_CONNECT_TIMEOUT"],
            config["DATABASE_STATEMENT_TIMEOUT"],
            config["DATABASE_POOL_TIMEOUT"],
            config["DATABASE_POOL_SIZE"],
        )

    @property
    def answer(self) -> float:
        return self.statement + ANSWER_GRACE


ANSWER_GRACE = 1.0
"""The server's own statement timeout answers first when it can; this is for one that cannot."""


class DatabaseResting(PoolTimeout):
    """The database failed a moment ago: not asked again yet (503 at once, errors.py)."""

    resting = True


class Breaker:
    """Watches the database's answers, and rests it after a failure.

    A database that has not answered any statement for ``SILENCE`` seconds while
    some wait on it hangs: nothing more is sent to it. After a failure, requests are
    refused at once for a pause (1, 2, 4, 8 s), then one request tries it while the
    others are still refused; any answer ends the pause. So a database that hangs
    holds only the requests already waiting on it, and one that refuses costs a
    request nothing.
    """

    SILENCE = 1.0
    FIRST_PAUSE, LONGEST_PAUSE = 1.0, 8.0

    def __init__(self, trial_seconds: float) -> None:
        self.trial_seconds = trial_seconds
        self._lock = threading.Lock()
        self._until = 0.0
        self._pause = 0.0
        self._waiting = 0
        self._heard = 0.0

    def check(self) -> None:
        """Raise ``DatabaseResting`` when nothing should be asked of the database now."""
        if self.silent() and not self.resting:
            self.failed()
        if not self._until:
            return
        with self._lock:
            now = time.monotonic()
            if now < self._until:
                raise DatabaseResting(
                    f"the database failed; asked again in {self._until - now:.1f} s"
                )
            if self._until:
                self._until = now + self.trial_seconds  # this request tries; others wait

    def failed(self) -> None:
        with self._lock:
            self._pause = min(max(self._pause * 2, self.FIRST_PAUSE), self.LONGEST_PAUSE)
            self._until = time.monotonic() + self._pause

    def silent(self) -> bool:
        """Statements wait, and none has been answered for ``SILENCE`` seconds."""
        return self._waiting > 0 and time.monotonic() - self._heard > self.SILENCE

    # SQLAlchemy's events: a statement sent, answered, or failed.

    def asking(self, *_event) -> None:
        with self._lock:
            if not self._waiting:
                self._heard = time.monotonic()
            self._waiting += 1

    def answered(self, *_event) -> None:
        with self._lock:
            self._waiting = max(0, self._waiting - 1)
            self._heard = time.monotonic()
            self._until = self._pause = 0.0

    def unanswered(self, context=None) -> None:
        if getattr(context, "is_pre_ping", False):
            return  # counted by ``waiting_for``
        with self._lock:
            self._waiting = max(0, self._waiting - 1)

    def waiting_for(self, call):
        """``call`` (a connection made, a ping) counted as a question to the database."""

        def asked(*args, **kwargs):
            self.asking()
            try:
                answer = call(*args, **kwargs)
            except BaseException:
                with self._lock:
                    self._waiting = max(0, self._waiting - 1)
                raise
            self.answered()
            return answer

        return asked

    @property
    def resting(self) -> bool:
        return self._until > time.monotonic()


POOL_TURN = 0.25
"""Seconds of one wait for a free connection, between two looks at the database's answers."""


def _patient_pool(breaker: Breaker, patience: float) -> type[QueuePool]:
    class PatientPool(QueuePool):
        """Waits for a free connection for ``patience`` seconds while the database answers
        (a busy evening), not a moment longer once it has gone silent (a hang)."""

        def _do_get(self):
            give_up = time.monotonic() + patience
            while True:
                try:
                    return super()._do_get()
                except PoolTimeout:
                    breaker.check()
                    if time.monotonic() >= give_up:
                        raise

    return PatientPool


def _pool_options(deadlines: Deadlines, breaker: Breaker | None) -> dict:
    options = {"pool_size": deadlines.pool_size, "max_overflow": 0}
    if breaker is None:
        return options | {"pool_timeout": deadlines.pool}
    patient = _patient_pool(breaker, deadlines.pool)
    return options | {"poolclass": patient, "pool_timeout": min(POOL_TURN, deadlines.pool)}


def make_engine(
    url: str, deadlines: Deadlines | None = None, breaker: Breaker | None = None
) -> Engine:
    """The app's engine; without ``deadlines`` (migrations, which may wait on each other and
    take their time) nothing is cut short. ``breaker`` hears every statement's answer."""
    sqlite = url.startswith("sqlite:")
    if sqlite:
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    options: dict = {"pool_pre_ping": not sqlite}
    in_memory = url == "sqlite://" or ":memory:" in url  # one connection: no pool to size
    if deadlines is not None and not in_memory:
        options |= _pool_options(deadlines, breaker)
        if sqlite:
            options["connect_args"] = {"timeout": deadlines.statement}  # SQLite's busy timeout
    engine = create_engine(url, **options)
    if deadlines is not None and engine.dialect.driver == "psycopg":
        _postgresql_deadlines(engine, deadlines, breaker)
    if breaker is not None:
        _heard_by(engine, breaker)
    return engine


def _heard_by(engine: Engine, breaker: Breaker) -> None:
    """Every statement, and the pool's ping before it hands out a connection, is a question
    the breaker waits to hear answered."""
    event.listen(engine, "before_cursor_execute", breaker.asking)
    event.listen(engine, "after_cursor_execute", breaker.answered)
    event.listen(engine, "handle_error", breaker.unanswered)
    engine.dialect.do_ping = breaker.waiting_for(engine.dialect.do_ping)


def _postgresql_deadlines(engine: Engine, deadlines: Deadlines, breaker: Breaker | None) -> None:
    """Connect within ``connect`` seconds, every statement cancelled by the server after
    ``statement``, and no answer awaited longer than ``answer`` (a server that hangs)."""
    import psycopg

    waited_too_long = psycopg.errors._WaitTimeout
    answer = deadlines.answer

    class AnswerWithin(psycopg.Connection):
        def wait(self, gen, interval=0.1, timeout=None):
            try:
                return super().wait(gen, interval, answer if timeout is None else timeout)
            except waited_too_long:
                self.close()  # mid-statement: never to be used again (SQLAlchemy drops it)
                raise psycopg.OperationalError(
                    f"the database did not answer within {answer:g} s"
                ) from None

    options = f"-c statement_timeout={round(deadlines.statement * 1000)}"

    connect = AnswerWithin.connect if breaker is None else breaker.waiting_for(AnswerWithin.connect)

    @event.listens_for(engine, "do_connect")
    def connecting(_dialect, _record, cargs, cparams):
        cparams["connect_timeout"] = max(2, math.ceil(deadlines.connect))
        cparams["options"] = f"{cparams.get('options', '')} {options}".strip()
        return connect(*cargs, **cparams)


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
    """Whether the database lacks migrations this code needs (one that cannot be reached
    raises: that is an outage, not a schema)."""
    with engine.connect() as connection:
        try:
            current = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        except SQLAlchemyError:  # no alembic_version table: nothing was ever migrated
            return True
    return current != HEAD


def init_app(app: Flask) -> None:
    url = app.config["DATABASE_URL"]
    if app.config.get("MIGRATE_ON_START", True):
        _upgrade_once(url)
    else:
        app.before_request(_check_schema)
    deadlines = Deadlines.of(app.config)
    breaker = Breaker(trial_seconds=deadlines.connect + deadlines.answer)
    engine = make_engine(url, deadlines, breaker)
    sessions = sessionmaker(engine, class_=_guarded(breaker), expire_on_commit=False)
    app.extensions[BREAKER] = breaker
    app.extensions[EXTENSION] = GameRepository(sessions)
    app.extensions[EVENTS] = EventRepository(sessions)
    app.extensions[SEASONS] = SeasonRepository(sessions)
    _register_commands(app)


BREAKER = "storage-breaker"
"""Where errors.py finds the breaker to rest the database after a failure."""


def _guarded(breaker: Breaker) -> type[Session]:
    class GuardedSession(Session):
        """A session that is not opened while the database rests after a failure."""

        def __init__(self, *args, **kwargs) -> None:
            breaker.check()
            super().__init__(*args, **kwargs)

    return GuardedSession


def _upgrade_once(url: str) -> None:
    """Migrate a database that is behind; one already at ``HEAD`` is only read once (loading
    Alembic and every migration script to learn there is nothing to do was most of an app's
    start)."""
    engine = make_engine(url)
    try:
        reach(engine)
        if pending(engine):
            upgrade(engine)
    finally:
        engine.dispose()


def _check_schema() -> None:
    """Until the database is up to date every request gets 503 (checked until it is).

    A database that cannot be reached leaves the question open: the request goes on,
    and answers 503 only if it needs the database (the home page and the rules do not).
    """
    if current_app.extensions.get("storage-checked"):
        return
    breaker = current_app.extensions[BREAKER]
    if breaker.resting:
        return
    try:
        behind = pending(games().sessions.kw["bind"])
    except (OperationalError, PoolTimeout, InterfaceError) as error:
        breaker.failed()
        current_app.logger.warning("database unavailable: %s", str(error).splitlines()[0])
        return
    if behind:
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
        _upgrade_once(app.config["DATABASE_URL"])
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


def seasons(app: Flask | None = None) -> SeasonRepository:
    """The app's season repository (the current app's when none is given)."""
    return (app or current_app).extensions[SEASONS]
