"""The database and Redis a load run uses: the ones named, or servers of the run's own.

``TEST_DATABASE_URL`` and ``TEST_REDIS_URL`` name servers someone runs; without them a
benchmark starts a throwaway PostgreSQL (``postgres_server``) and Redis (``OwnRedis``) on
free loopback ports and stops them after, as the test session does, so ``make bench`` needs
nothing set and never touches the machine's own servers.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

from loadtest import postgres_server


@contextlib.contextmanager
def database_url() -> Iterator[str]:
    if url := os.environ.get("TEST_DATABASE_URL"):
        yield url
        return
    with postgres_server.own_postgres() as url:
        yield url


@contextlib.contextmanager
def redis_url() -> Iterator[str]:
    if url := os.environ.get("TEST_REDIS_URL"):
        yield url
        return
    from loadtest.redis_server import OwnRedis

    with OwnRedis() as server:
        yield server.url


def missing() -> str | None:
    """What this machine lacks to start its own servers (None when something is named)."""
    if os.environ.get("TEST_DATABASE_URL"):
        return None
    return postgres_server.missing_program()
