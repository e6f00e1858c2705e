"""Several servers, for real: two gunicorn servers behind nginx on PostgreSQL and Redis.

A short convention evening, played by Locust over HTTP as phones would, with one
app server killed (SIGKILL) half-way and started again: no request may fail,
and every save a phone was told is stored must be in the database afterwards.
``make bench`` plays the long evening (benchmarks/cluster.py).
"""

from __future__ import annotations

import os

import pytest
from sqlalchemy import create_engine, text

from loadtest.cluster import Cluster, nginx_program
from loadtest.evening import SAVES_PER_TABLE, Evening, play

POSTGRES_URL = os.environ.get("TEST_DATABASE_URL", "")
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not POSTGRES_URL, reason="TEST_DATABASE_URL is not set (.ci/run sets it)"),
    pytest.mark.skipif(nginx_program() is None, reason="nginx is not installed"),
]


def schema_exists(schema: str) -> bool:
    engine = create_engine(POSTGRES_URL)
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


def test_a_short_evening_with_a_server_killed_half_way_loses_no_save():
    evening = Evening(tables=8, at_once=4, pace=0.4, poll=1.5, time_limit=60, kill=True)
    report = play(POSTGRES_URL, REDIS_URL, evening)
    figures = "\n".join(report.lines("short evening"))
    assert report.killed_at is not None, figures
    assert report.tables_started == 8, figures
    assert report.tables_complete == 8, figures
    assert report.errors == 0, figures
    assert report.lost == [], figures
    assert report.acknowledged >= 8 * SAVES_PER_TABLE, figures
    assert report.timings["autosave"].count >= 8 * SAVES_PER_TABLE, figures


def test_everything_is_torn_down_even_when_the_run_fails():
    cluster = Cluster(POSTGRES_URL, REDIS_URL, servers=2, workers=1)
    with pytest.raises(RuntimeError, match="the evening broke"), cluster:
        processes = [cluster.nginx, *(s.process for s in cluster.servers)]
        assert schema_exists(cluster.schema)
        raise RuntimeError("the evening broke")
    for process in processes:
        process.wait(timeout=10)
        assert not alive(process.pid)
    assert not schema_exists(cluster.schema)
    assert not cluster.folder.exists()
    assert cluster.redis_keys() == 0
