"""A seat save the server refuses for now (429 or 503 with Retry-After) waits that long and
goes again.

The app runs with its real rate limiter and a seat-save limit tight enough to
meet in a test (one save a table every 3 seconds), and, for the 503, restarted
as an upgrade does it: waiting for its database's migration. The phone must
keep the change, say it is waiting, send nothing before the time the server
named, and then save by itself, changes made meanwhile included.
"""

from __future__ import annotations

import re
import sqlite3
import threading
import time

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from companion import create_app, errors
from tests.browser.conftest import _free_port, screenshot, served
from tests.browser.test_game_night import paint, start_table, wait_saved
from tests.browser.test_seat_sync import stored, terrains

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

WINDOW_SECONDS = 3


@pytest.fixture(scope="module")
def strict_server(tmp_path_factory):
    """The app over real HTTP with its rate limits on: one seat save a table every 3 s."""
    db = tmp_path_factory.mktemp("busy") / "busy.sqlite3"
    app = create_app(
        {
            "SECRET_KEY": "browser-tests",
            "DATABASE_URL": f"sqlite:///{db}",
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_STORAGE_URI": "memory://",
            "LIMIT_SEAT_SAVES": f"1 per {WINDOW_SECONDS} seconds",
        }
    )
    yield from served(app)


def test_a_save_answered_429_is_kept_said_and_sent_again_after_retry_after(page, strict_server):
    url = start_table(page, strict_server).replace("?", "/seat/1?")
    saves: list[tuple[float, int, str | None]] = []  # when, status, Retry-After
    page.on(
        "response",
        lambda r: (
            r.request.method == "PUT"
            and saves.append((time.monotonic(), r.status, r.headers.get("retry-after")))
        ),
    )
    page.goto(url)
    expect(page.locator("#palette")).to_be_visible()

    paint(page, 0, "forest")
    wait_saved(page)
    paint(page, 1, "canyon")  # within the same 3 seconds: refused for now
    state = page.locator("#save-state")
    expect(state).to_have_class(re.compile(r"\bbusy\b"))
    expect(state).to_have_text("Server busy: kept on this phone, sent again soon")
    screenshot(page, "seat-busy-waiting")
    box, score = state.bounding_box(), page.locator("#score-button").bounding_box()
    assert box["y"] >= score["y"] + score["height"] or box["x"] + box["width"] <= score["x"], (
        "the whole sentence is read, not under the score"
    )
    refused_at, status, retry_after = next(s for s in saves if s[1] == 429)
    assert status == 429 and retry_after and int(retry_after) >= 1
    kept = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('moonriver.ranch:'))"
    )
    assert kept, "the refused change waits on the phone"

    paint(page, 2, "desert")  # a change while waiting goes with it, not at once
    expect(state).to_have_class(re.compile(r"\bbusy\b"))

    expect(state).to_have_class(re.compile(r"\bsaved\b"), timeout=(WINDOW_SECONDS + 10) * 1000)
    after = [s for s in saves if s[0] > refused_at]
    assert after, "the change was sent again by itself"
    assert after[0][0] - refused_at >= int(retry_after) - 0.5, "not before the time it was given"
    assert after[-1][1] == 200
    assert terrains(stored(page, strict_server, url)["ranch"]) == {
        (1, 1): "forest",
        (1, 2): "canyon",
        (1, 3): "desert",
    }
    assert not page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('moonriver.ranch:'))"
    ), "nothing left waiting once saved"


def serve(app, port: int):
    server = make_server("127.0.0.1", port, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_a_save_answered_503_during_an_upgrade_goes_through_once_the_database_is_ready(
    page, tmp_path, monkeypatch
):
    """An upgrade: the server restarts with MIGRATE_ON_START=0 and answers 503 with Retry-After
    until the database is migrated; the phone keeps the change and saves it after that."""
    monkeypatch.setattr(errors, "RETRY_AFTER_SECONDS", 2)  # a minute in production
    db = tmp_path / "upgrade.sqlite3"
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    config = {
        "SECRET_KEY": "browser-tests",
        "DATABASE_URL": f"sqlite:///{db}",
        "RATELIMIT_ENABLED": False,
        "PUBLIC_BASE_URL": base,
    }
    old_server = serve(create_app(config), port)
    url = start_table(page, base).replace("?", "/seat/1?")
    statuses: list[tuple[int, str | None]] = []
    page.on(
        "response",
        lambda r: (
            r.request.method == "PUT" and statuses.append((r.status, r.headers.get("retry-after")))
        ),
    )
    page.goto(url)
    paint(page, 0, "forest")
    wait_saved(page)

    old_server.shutdown()  # the upgrade: the new code needs a migration not run yet
    old_server.server_close()
    with sqlite3.connect(db) as connection:
        (head,) = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        connection.execute("UPDATE alembic_version SET version_num = 'before-the-upgrade'")
    new_server = serve(create_app({**config, "MIGRATE_ON_START": False}), port)
    try:
        paint(page, 1, "canyon")
        state = page.locator("#save-state")
        expect(state).to_have_class(re.compile(r"\bbusy\b"))
        assert (503, "2") in statuses

        with sqlite3.connect(db) as connection:  # the migration has run
            connection.execute("UPDATE alembic_version SET version_num = ?", (head,))
        expect(state).to_have_class(re.compile(r"\bsaved\b"), timeout=15_000)
        assert statuses[-1][0] == 200
        assert terrains(stored(page, base, url)["ranch"]) == {(1, 1): "forest", (1, 2): "canyon"}
    finally:
        new_server.shutdown()
        new_server.server_close()


def test_a_save_answered_503_while_the_database_is_locked_goes_through_once_it_is_free(
    page, tmp_path, monkeypatch
):
    """A database away (here SQLite locked by another writer past its busy timeout): the
    save is answered 503 with Retry-After, as for a PostgreSQL refused or hung; the phone
    keeps the change, says it waits, and saves it once the database answers again."""
    monkeypatch.setattr(errors, "BUSY_RETRY_SECONDS", 2)  # 5 in production
    db = tmp_path / "locked.sqlite3"
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    config = {
        "SECRET_KEY": "browser-tests",
        "DATABASE_URL": f"sqlite:///{db}",
        "RATELIMIT_ENABLED": False,
        "PUBLIC_BASE_URL": base,
        "DATABASE_STATEMENT_TIMEOUT": 0.2,
    }
    server = serve(create_app(config), port)
    try:
        url = start_table(page, base).replace("?", "/seat/1?")
        statuses: list[tuple[int, str | None]] = []
        page.on(
            "response",
            lambda r: (
                r.request.method == "PUT"
                and statuses.append((r.status, r.headers.get("retry-after")))
            ),
        )
        page.goto(url)
        paint(page, 0, "forest")
        wait_saved(page)
        lock = sqlite3.connect(db, isolation_level=None)
        lock.execute("BEGIN EXCLUSIVE")
        try:
            paint(page, 1, "canyon")
            state = page.locator("#save-state")
            expect(state).to_have_class(re.compile(r"\bbusy\b"))
            assert (503, "2") in statuses
        finally:
            lock.execute("ROLLBACK")
            lock.close()
        expect(state).to_have_class(re.compile(r"\bsaved\b"), timeout=15_000)
        assert statuses[-1][0] == 200
        assert terrains(stored(page, base, url)["ranch"]) == {(1, 1): "forest", (1, 2): "canyon"}
    finally:
        server.shutdown()
        server.server_close()
