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
(``pg_ctl`` under the hood) and pytest-redis's ``redis_proc``. PostgreSQL will not run as root,
so as root (CI, ``make test`` on a fresh Debian machine) ``tests/support/pg_ctl`` runs ``pg_ctl``
as the ``postgres`` user the Debian package creates, with a data folder that user owns.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
from port_for import get_port
from pytest_redis import factories as redis_factories

ROOT = Path(__file__).resolve().parents[1]
PG_CTL_AS_OWNER = ROOT / "tests" / "support" / "pg_ctl"
DATABASE = "companion_test"

# Durability is not what the tests check: a server that never waits for the disk makes the
# storage tests' schema changes cheap. Enough connections for two servers' worker pools.
POSTGRES_OPTIONS = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"


def worker_index(config: pytest.Config) -> int:
    """0 for a run without xdist or its first worker (gw0), 1 for gw1, and so on."""
    worker = getattr(config, "workerinput", {}).get("workerid", "gw0")
    return int(worker.removeprefix("gw"))


def pg_ctl_program() -> str | None:
    """pg_ctl of the newest installed PostgreSQL (Debian keeps it off the PATH)."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
        key=lambda path: int(Path(path).parts[-3]),
    )
    return found[-1] if found else shutil.which("pg_ctl")


def redis_server_program() -> str | None:
    return shutil.which("redis-server") or shutil.which("redis-server", path="/usr/sbin:/sbin")


def _folder_for_postgres() -> Path:
    """A fresh folder the server's user owns: as root, PostgreSQL runs as ``postgres``."""
    folder = Path(tempfile.mkdtemp(prefix="companion-pg-"))
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    return folder


@pytest.fixture(scope="session")
def postgres_server_url(request: pytest.FixtureRequest) -> Iterator[str]:
    """The URL of a PostgreSQL database the tests may fill: ``TEST_DATABASE_URL``, or this
    worker's own throwaway server."""
    if url := os.environ.get("TEST_DATABASE_URL"):
        yield url
        return
    from tests.conftest import missing

    program = pg_ctl_program()
    if program is None:
        missing("PostgreSQL", "`make system-packages` installs Debian's postgresql")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            missing("the postgres user", "`make system-packages` installs Debian's postgresql")
    yield from _throwaway_postgres(program)


def _throwaway_postgres(program: str) -> Iterator[str]:
    from pytest_postgresql.executors import PostgreSQLExecutor

    folder = _folder_for_postgres()
    port = get_port(None)
    os.environ["COMPANION_PG_CTL"] = program  # read by tests/support/pg_ctl
    server = PostgreSQLExecutor(
        executable=str(PG_CTL_AS_OWNER),
        host="127.0.0.1",
        port=port,
        datadir=str(folder / "data"),
        unixsocketdir=str(folder),
        logfile=str(folder / "postgresql.log"),
        startparams="-w",
        dbname=DATABASE,
        user="postgres",
        postgres_options=POSTGRES_OPTIONS,
    )
    try:
        server.start()
        with psycopg.connect(
            host="127.0.0.1", port=port, user="postgres", dbname="postgres", autocommit=True
        ) as connection:
            connection.execute(f'CREATE DATABASE "{DATABASE}"')
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/{DATABASE}"
    finally:
        if server.running():
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)


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
    from tests.conftest import missing

    if redis_server_program() is None:
        missing("Redis", "`make system-packages` installs Debian's redis-server")
    server = request.getfixturevalue("own_redis_server")
    return f"redis://{server.host}:{server.port}/0"
