"""A database that refuses or hangs: 503 with Retry-After at once, in the page's language,
one log line and no traceback; the pages that need no database go on answering.

Real parts: the test session's PostgreSQL (a schema of the test's own, tests/databases.py) reached
through a TCP proxy on the loopback (loadtest/db_proxy.py) that refuses or stops
forwarding on demand; SQLite locked by a second connection. Every wait is bounded.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from urllib.parse import urlsplit

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from companion import create_app, storage
from loadtest.db_proxy import FlakyProxy
from tests.hosting.conftest import SECRET, gunicorn_refusal
from tests.web.tables_helpers import start_game

AT_ONCE = 1.5
"""Seconds: a refusal or a resting database is answered without waiting on anything."""
DEADLINES = {
    "DATABASE_CONNECT_TIMEOUT": 2.0,
    "DATABASE_STATEMENT_TIMEOUT": 1.0,
    "DATABASE_POOL_TIMEOUT": 10.0,  # waits for a connection end with the silence, not this
}
WORST = 2.0 + 2 * (1.0 + 1.0) + 1.0
"""A request that meets the hang: a ping and a statement unanswered, a connection not made,
and a second of slack for a busy machine."""
EMPTY_SAVE = {"version": 1, "ranch": {"plots": []}}


@pytest.fixture
def proxy(postgres_server_url):
    address = urlsplit(postgres_server_url.replace("postgresql+psycopg", "postgresql"))
    with FlakyProxy(address.hostname or "127.0.0.1", address.port or 5432) as flaky:
        yield flaky


@pytest.fixture
def app(tmp_path, postgres_url, proxy):
    app = make_app(tmp_path, postgres_url, proxy)
    yield app
    storage.dispose(app)


def make_app(tmp_path, direct, proxy, **settings):
    """The app on the test's own schema (``direct``), reached through ``proxy``."""
    migrating = storage.make_engine(direct)
    storage.upgrade(migrating)
    migrating.dispose()
    through_proxy = direct.replace(f":{urlsplit(direct).port}/", f":{proxy.port}/", 1)
    assert through_proxy != direct
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": through_proxy,
            "MIGRATE_ON_START": False,
            "RATELIMIT_ENABLED": False,
            "PDF_CACHE_DIR": str(tmp_path / "pdfs"),
            **DEADLINES,
            **settings,
        }
    )
    return app


def timed(ask):
    start = time.monotonic()
    response = ask()
    return response, time.monotonic() - start


def _saves_again(client, edit: str, seconds: float = 20):
    """Like the seat editor: the kept change is sent again after Retry-After until stored."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        response = client.put(f"/api/v1/tables/{edit}/seats/1", json=EMPTY_SAVE)
        if response.status_code != 503:
            return response
        time.sleep(min(float(response.headers["Retry-After"]), 1.0))
    raise AssertionError("the database never came back")


def _answers_without_the_database(client) -> None:
    for path in ("/", "/moon-river/rules/", "/river-dragons/setup", "/moon-river/sheets/"):
        response, seconds = timed(lambda path=path: client.get(path))
        assert response.status_code == 200, path
        assert seconds < AT_ONCE, (path, seconds)


def test_a_refused_database_is_a_503_with_retry_after_in_the_pages_language(app, proxy, caplog):
    client = app.test_client()
    edit = start_game(client, ("Ana", "Bo"))
    assert (
        client.put(f"/api/v1/tables/{edit}/seats/1", json={**EMPTY_SAVE, "version": 0}).status_code
        == 200
    )
    proxy.refuse()
    caplog.clear()
    with caplog.at_level(logging.INFO):
        saved, seconds = timed(
            lambda: client.put(f"/api/v1/tables/{edit}/seats/1?lang=de", json=EMPTY_SAVE)
        )
        assert saved.status_code == 503 and seconds < WORST
        assert saved.headers["Retry-After"] == "5"
        (problem,) = saved.get_json()["errors"]
        assert "Datenbank" in problem["message"]
        page, seconds = timed(lambda: client.get(f"/t/{edit}?lang=es"))
        assert page.status_code == 503 and seconds < AT_ONCE  # the database rests: no wait
        assert page.headers["Retry-After"] == "5" and page.mimetype == "text/html"
        assert "base de datos" in page.get_data(as_text=True)
        _answers_without_the_database(client)
    lines = [r for r in caplog.records if "database" in r.getMessage()]
    assert len(lines) == 2, [r.getMessage() for r in lines]  # one a refused request
    assert not any(r.exc_info or r.exc_text for r in caplog.records)
    assert edit not in caplog.text
    proxy.resume()
    assert _saves_again(client, edit).status_code == 200


def test_a_hung_database_holds_a_request_for_its_deadline_then_none_at_all(app, proxy, caplog):
    client = app.test_client()
    edit = start_game(client, ("Ana", "Bo"))
    proxy.hang()
    with caplog.at_level(logging.INFO):
        saved, seconds = timed(
            lambda: client.put(f"/api/v1/tables/{edit}/seats/1", json=EMPTY_SAVE)
        )
        assert saved.status_code == 503 and seconds < WORST, seconds
        assert saved.headers["Retry-After"] == "5"
        again, seconds = timed(lambda: client.get(f"/r/{edit}"))  # resting now: at once
        assert again.status_code == 503 and seconds < AT_ONCE, seconds
        _answers_without_the_database(client)
    assert not any(r.exc_info or r.exc_text for r in caplog.records)
    proxy.resume()
    assert _saves_again(client, edit).status_code == 200


def _fill_the_pool(app) -> None:
    """Every connection of the worker opened, used and handed back: each is pinged first
    when it is next taken."""
    engine = storage.games(app).sessions.kw["bind"]
    held = [engine.connect() for _ in range(app.config["DATABASE_POOL_SIZE"])]
    for connection in held:
        connection.execute(text("SELECT 1"))
        connection.close()


def test_a_hung_database_cannot_take_every_thread(tmp_path, postgres_url, proxy):
    """More requests than the worker's connections meet the hang at once: those beyond its
    connections are answered once the database has been silent a second (they do not
    wait out the pool's patience, nor the pings' and statements' deadlines), and the
    home page at once."""
    app = make_app(tmp_path, postgres_url, proxy, DATABASE_STATEMENT_TIMEOUT=3.0)  # answers: 4 s
    try:
        _no_thread_held_by_the_hang(app, proxy)
    finally:
        storage.dispose(app)


def _no_thread_held_by_the_hang(app, proxy) -> None:
    client = app.test_client()
    edit = start_game(client, ("Ana", "Bo"))
    assert app.config["DATABASE_POOL_SIZE"] == 4
    _fill_the_pool(app)
    proxy.hang()
    answers: list[tuple[int, float]] = []

    def save() -> None:
        response, seconds = timed(
            lambda: app.test_client().put(f"/api/v1/tables/{edit}/seats/1", json=EMPTY_SAVE)
        )
        answers.append((response.status_code, seconds))

    threads = [threading.Thread(target=save) for _ in range(8)]
    for thread in threads:
        thread.start()
    time.sleep(0.3)
    _answers_without_the_database(client)
    for thread in threads:
        thread.join(timeout=30)
    assert len(answers) == 8 and {status for status, _s in answers} == {503}
    assert max(seconds for _status, seconds in answers) < 4 + 2 + 2  # a ping, a connection
    quick = [seconds for _status, seconds in answers if seconds < 2.5]
    assert len(quick) >= 4  # no connection free and the database silent: no wait on it
    proxy.resume()
    assert _saves_again(client, edit).status_code == 200


def test_a_busy_database_makes_requests_wait_for_a_connection_not_fail(app, proxy):
    """More requests at once than the worker's connections, the database answering: each
    waits its turn for a connection (the pool's patience), none is refused.

    The four holders keep their connections 1.2 s, asking a short question every 0.3 s like a
    request working between statements. A statement still unanswered after a second means a
    hung database (``storage.Breaker``), so none of theirs comes near that, however loaded the
    machine: the test is about a full pool, not a slow statement."""
    client = app.test_client()
    edit = start_game(client, ("Ana", "Bo"))
    statuses: list[int] = []
    engine = storage.games(app).sessions.kw["bind"]

    def slow_reader() -> None:
        with engine.connect() as connection:
            for _ in range(4):
                connection.execute(text("SELECT 1"))
                time.sleep(0.3)
            statuses.append(200)

    def reader() -> None:
        statuses.append(app.test_client().get(f"/t/{edit}").status_code)

    threads = [threading.Thread(target=slow_reader) for _ in range(4)]
    threads += [threading.Thread(target=reader) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert statuses.count(200) == 12, statuses


def test_the_server_cuts_a_statement_at_its_timeout(postgres_url):
    deadlines = storage.Deadlines(connect=2, statement=0.5, pool=1, pool_size=2)
    engine = storage.make_engine(postgres_url, deadlines)
    try:
        start = time.monotonic()
        with pytest.raises(OperationalError, match="statement timeout"), engine.connect() as c:
            c.execute(text("SELECT pg_sleep(5)"))
        assert time.monotonic() - start < 3
    finally:
        engine.dispose()


def test_a_locked_sqlite_database_is_a_503_after_its_busy_timeout(tmp_path, migrated_database):
    import shutil

    database = tmp_path / "locked.sqlite3"
    shutil.copyfile(migrated_database, database)
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{database}",
            "RATELIMIT_ENABLED": False,
            "DATABASE_STATEMENT_TIMEOUT": 0.3,
        }
    )
    try:
        client = app.test_client()
        edit = start_game(client, ("Ana", "Bo"))
        lock = sqlite3.connect(database, isolation_level=None)
        lock.execute("BEGIN EXCLUSIVE")
        try:
            saved, seconds = timed(
                lambda: client.put(
                    f"/api/v1/tables/{edit}/seats/1", json={**EMPTY_SAVE, "version": 0}
                )
            )
            assert saved.status_code == 503 and saved.headers["Retry-After"] == "5"
            assert seconds < 3
        finally:
            lock.execute("ROLLBACK")
            lock.close()
        assert _saves_again(client, edit).status_code == 200
    finally:
        storage.dispose(app)


def test_serving_refuses_workers_a_hung_database_could_fill(tmp_path, clean_env):
    """Each worker keeps threads beyond its connections, for the pages that need none."""
    refusal = gunicorn_refusal(tmp_path, clean_env, GUNICORN_THREADS="6", DATABASE_POOL_SIZE="6")
    assert refusal == [
        "GUNICORN_THREADS (6) must be more than DATABASE_POOL_SIZE (6): a database that hangs "
        "would hold every thread of a worker, and the pages that need none would wait behind it"
    ]
