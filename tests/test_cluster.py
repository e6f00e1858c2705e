"""Several servers, for real: two gunicorn servers behind nginx on PostgreSQL and Redis.

A short convention evening, played by Locust over HTTP as phones would, with one
app server killed (SIGKILL) half-way and started again: no request may fail,
and every save a phone was told is stored must be in the database afterwards.
With the limits' Redis hung, every kind of request still answers, at once.
``make bench`` plays the long evening (benchmarks/cluster.py) and the venue's
faults at length (benchmarks/venue.py).
"""

from __future__ import annotations

import os
import re
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
from sqlalchemy import create_engine, text

from loadtest.cluster import ROOT, Cluster, nginx_program
from loadtest.evening import SAVES_PER_TABLE, Evening, play
from loadtest.event import EventPlan, play_event
from loadtest.redis_server import OwnRedis, redis_server_program
from tests.conftest import missing, redis_at

pytestmark = [pytest.mark.postgres, pytest.mark.slow]  # two servers behind nginx


@pytest.fixture(autouse=True)
def _nginx():
    """nginx, or the reason it is missing (tests/conftest.py)."""
    if nginx_program() is None:
        missing("nginx", "`make system-packages` installs it")


@pytest.fixture
def postgres(postgres_server_url) -> str:
    return postgres_server_url


@pytest.fixture
def redis_url(redis_server_url) -> str:
    redis_at(redis_server_url).close()
    return redis_server_url


def schema_exists(postgres: str, schema: str) -> bool:
    engine = create_engine(postgres)
    try:
        with engine.connect() as connection:
            found = connection.execute(
                text("SELECT 1 FROM pg_namespace WHERE nspname = :name"), {"name": schema}
            )
            return found.first() is not None
    finally:
        engine.dispose()


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.long
def test_a_short_evening_with_a_server_killed_half_way_loses_no_save(postgres, redis_url):
    evening = Evening(tables=6, at_once=6, pace=0.4, poll=1.5, time_limit=90, kill=True)
    report = play(postgres, redis_url, evening)
    figures = "\n".join(report.lines("short evening"))
    assert report.killed_at is not None, figures
    assert report.tables_started == 6, figures
    assert report.tables_complete == 6, figures
    assert report.errors == 0, figures
    assert report.lost == [], figures
    assert report.acknowledged >= 6 * SAVES_PER_TABLE, figures
    assert report.timings["autosave"].count >= 6 * SAVES_PER_TABLE, figures
    assert report.redis_keys > 0, "the servers keep their rate limits in the run's Redis keys"


def start_tables(url: str, count: int) -> list[int]:
    """Start ``count`` tables from one phone through the Game night form; the statuses."""
    phone = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
    form = phone.open(f"{url}/moon-river/game-night", timeout=30).read().decode()
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', form).group(1)
    fields = {"csrf_token": token, "mode": "base", "scenario": "draw"}
    for i, (name, colour) in enumerate([("Ana", "purple"), ("Bo", "orange"), ("", "green")]):
        fields |= {f"players-{i}-name": name, f"players-{i}-colour": colour}
    fields |= {"players-3-name": "", "players-3-colour": "white"}
    statuses = []
    for _ in range(count):
        body = urllib.parse.urlencode(fields).encode()
        try:
            statuses.append(phone.open(f"{url}/moon-river/game-night", body, timeout=30).status)
        except urllib.error.HTTPError as refused:
            statuses.append(refused.code)
            assert refused.headers["Retry-After"], "a 429 says when to try again"
    return statuses


def test_two_servers_share_one_limit_and_a_failed_run_leaves_nothing_behind(postgres, redis_url):
    cluster = Cluster(postgres, redis_url, workers=1, extra_env={"LIMIT_NEW_TABLES": "3 per day"})
    with pytest.raises(RuntimeError, match="the evening broke"), cluster:
        processes = [cluster.nginx, *(s.process for s in cluster.servers)]
        assert schema_exists(postgres, cluster.schema)
        # nginx takes turns between the servers; counted apart, each would allow 3.
        statuses = start_tables(cluster.url, 5)
        assert statuses == [200, 200, 200, 429, 429], cluster.logs()
        for server in cluster.servers:  # gunicorn writes the line just after the answer
            deadline = time.monotonic() + 10
            while "POST /moon-river/game-night" not in server.log.read_text():
                assert time.monotonic() < deadline, cluster.logs()
                time.sleep(0.1)
        assert cluster.redis_keys() > 0
        raise RuntimeError("the evening broke")
    for process in processes:
        process.wait(timeout=10)
        assert not alive(process.pid)
    assert not schema_exists(postgres, cluster.schema)
    assert not cluster.folder.exists()
    assert cluster.redis_keys() == 0


def ask(url: str, data: bytes | None = None, headers: dict | None = None) -> tuple[int, float]:
    """Status and seconds of one request (a refusal is an answer too)."""
    start = time.monotonic()
    try:
        with urllib.request.urlopen(
            urllib.request.Request(url, data, headers or {}), timeout=60
        ) as answer:
            answer.read()
            status = answer.status
    except urllib.error.HTTPError as refused:
        status = refused.code
    return status, time.monotonic() - start


@pytest.mark.long
def test_a_hung_redis_costs_the_servers_no_5xx_and_no_stall(postgres):
    """Served as in production (threaded gunicorn workers, render processes, nginx), with
    the limits' Redis stopped: every kind of request still answers, and at once."""
    if redis_server_program() is None:
        missing("redis-server", "make system-packages installs it")
    scores = (ROOT / "examples" / "table.json").read_bytes()
    with OwnRedis() as redis_server, Cluster(postgres, redis_server.url, workers=1) as cluster:
        asks = {
            "home page": lambda: ask(f"{cluster.url}/"),
            "score check": lambda: ask(f"{cluster.url}/moon-river/score-check", b""),
            "scoring API": lambda: ask(
                f"{cluster.url}/api/v1/moon-river/scores",
                scores,
                {"Content-Type": "application/json"},
            ),
            "PDF": lambda: ask(f"{cluster.url}/moon-river/sheets/blank.pdf?players=2"),
        }
        assert {name: a()[0] for name, a in asks.items()} == dict.fromkeys(asks, 200)
        redis_server.hang()
        try:
            for _ in range(3):
                for name, a in asks.items():
                    status, seconds = a()
                    assert status == 200, (name, status, cluster.logs())
                    assert seconds < 5, (name, seconds)  # not the 30 s of a Redis with no timeout
        finally:
            redis_server.resume()


@pytest.mark.long
def test_a_64_player_event_over_4_rounds_loses_nothing_and_ranks_as_the_stored_games_say(
    postgres, redis_url
):
    """Issue 24's measure: every phone of every table enters and finishes over HTTP, two
    organisers seat each round at once (one seats, one is told), a player drops and a late
    one joins, a table never finishes and its round is closed, an odd count is seated; the
    standings served equal the ones worked out from the stored seats alone."""
    report = play_event(postgres, redis_url, EventPlan())
    figures = "\n".join(report.lines("event"))
    assert report.tables == 4 * 16, figures
    assert report.errors == [], figures
    assert report.acknowledged == 64 + 64 + 63 + 63 and report.lost == [], figures
    assert report.seat_races == 4, figures
    assert report.standings_match, figures
    assert max(report.organiser_touches) <= 3, figures
