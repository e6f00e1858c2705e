"""A throwaway PostgreSQL of our own: its own data folder, a free loopback port, gone after.

The test session (tests/services.py) and the benchmarks that need a database start one when
no ``TEST_DATABASE_URL`` names a server, so that nothing has to be set up by hand and the
machine's own servers are never touched. The process is run by pytest-postgresql's
``PostgreSQLExecutor`` (``pg_ctl`` under the hood), with the durability the tests do not check
turned off. PostgreSQL will not run as root, so as root ``pg_ctl_as_owner`` beside this file
runs ``pg_ctl`` as the ``postgres`` user of Debian's package, in a folder that user owns.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
from port_for import get_port

PG_CTL_AS_OWNER = Path(__file__).with_name("pg_ctl_as_owner")
DATABASE = "companion_test"
OPTIONS = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
"""No waiting for the disk (schema changes are the tests' main cost); room for two servers'
worker pools and a load tool."""


def pg_ctl_program() -> str | None:
    """pg_ctl of the newest installed PostgreSQL (Debian keeps it off the PATH)."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda path: int(Path(path).parts[-3])
    )
    return found[-1] if found else shutil.which("pg_ctl")


def missing_program() -> str | None:
    """What this machine lacks to start one, or None."""
    if pg_ctl_program() is None:
        return "PostgreSQL's pg_ctl (Debian's postgresql package)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "the postgres user (Debian's postgresql package)"
    return None


def _folder() -> Path:
    """A fresh folder the server's user owns: as root, PostgreSQL runs as ``postgres``."""
    folder = Path(tempfile.mkdtemp(prefix="companion-pg-"))
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    return folder


def _first_connection(port: int, deadline: float = 60.0) -> psycopg.Connection:
    """A connection once the server takes them: its port opens before it has finished
    starting ("the database system is starting up"), the more so on a busy machine."""
    give_up = time.monotonic() + deadline
    while True:
        try:
            return psycopg.connect(
                host="127.0.0.1", port=port, user="postgres", dbname="postgres", autocommit=True
            )
        except psycopg.OperationalError:
            if time.monotonic() > give_up:
                raise
            time.sleep(0.1)


@contextlib.contextmanager
def own_postgres() -> Iterator[str]:
    """``with own_postgres() as url:`` the URL of an empty database on a server of our own."""
    from pytest_postgresql.executors import PostgreSQLExecutor

    program = pg_ctl_program()
    if program is None:
        raise RuntimeError(missing_program())
    folder = _folder()
    port = get_port(None)
    os.environ["COMPANION_PG_CTL"] = program  # read by pg_ctl_as_owner
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
        postgres_options=OPTIONS,
    )
    try:
        server.start()
        with _first_connection(port) as connection:
            connection.execute(f'CREATE DATABASE "{DATABASE}"')
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/{DATABASE}"
    finally:
        if server.running():
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)
