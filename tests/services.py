"""The test session's own PostgreSQL and Redis, so that ``make test`` needs nothing set.

A test that needs a database server asks for ``postgres_server_url``, one that needs Redis for
``redis_server_url``. Unless ``TEST_DATABASE_URL`` / ``TEST_REDIS_URL`` name a server someone
already runs, the first such test starts a throwaway one from the installed programs (Debian's
``postgresql`` and ``redis-server`` packages), on a free loopback port with its data in a
temporary folder, and the end of the session stops it and removes the folder. Nothing is started
for a run that needs neither, and the machine's own servers (``make run``'s default, a system
PostgreSQL on 5432) are never touched.

Under pytest-xdist every worker has servers of its own, so no worker sees another's rows,
keys or limits, whatever order the tests run in.

The processes are run by the plugins made for this: pytest-postgresql's ``PostgreSQLExecutor``
(through ``loadtest/postgres_server.py``, which the benchmarks use too, and which runs the server
as the ``postgres`` user when the tests run as root) and pytest-redis's ``redis_proc``.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import pytest
from pytest_redis import factories as redis_factories

from loadtest import postgres_server
from tests.conftest import missing


def worker_index(config: pytest.Config) -> int:
    """0 for a run without xdist or its first worker (gw0), 1 for gw1, and so on."""
    worker = getattr(config, "workerinput", {}).get("workerid", "gw0")
    return int(worker.removeprefix("gw"))


def redis_server_program() -> str | None:
    return shutil.which("redis-server") or shutil.which("redis-server", path="/usr/sbin:/sbin")


@pytest.fixture(scope="session")
def postgres_server_url() -> Iterator[str]:
    """The URL of a PostgreSQL database the tests may fill: ``TEST_DATABASE_URL``, or this
    worker's own throwaway server."""
    if url := os.environ.get("TEST_DATABASE_URL"):
        yield url
        return
    if absent := postgres_server.missing_program():
        missing(absent, "`make system-packages` installs it")
    with postgres_server.own_postgres() as url:
        yield url


own_redis_server = redis_factories.redis_proc(
    executable=redis_server_program() or "/usr/bin/redis-server", host="127.0.0.1", port=None
)
"""pytest-redis's process fixture: a Redis of this worker's own, started on first use."""


@pytest.fixture(scope="session")
def redis_server_url(request: pytest.FixtureRequest) -> str:
    """The URL of a Redis database the tests may fill: ``TEST_REDIS_URL`` (one database number
    per xdist worker, counted up from the one it names), or this worker's own server."""
    if url := os.environ.get("TEST_REDIS_URL"):
        parts = urlsplit(url)
        number = int(parts.path.strip("/") or 0) + worker_index(request.config)
        return urlunsplit(parts._replace(path=f"/{number}"))
    if redis_server_program() is None:
        missing("Redis", "`make system-packages` installs Debian's redis-server")
    server = request.getfixturevalue("own_redis_server")
    return f"redis://{server.host}:{server.port}/0"
