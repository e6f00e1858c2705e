"""Fixtures shared by every test: the app, its test client and CLI runner.

Each test gets its own SQLite file, so tests never see each other's games.

PostgreSQL and Redis come from ``tests/services.py``: the session starts its own unless
``TEST_DATABASE_URL`` / ``TEST_REDIS_URL`` name a server.

Two ways to run the suite (Makefile), both spread over every core by pytest-xdist:
- ``make test-quick`` (``pytest -m "not slow"``), the inner loop: no browser, no
  servers behind a proxy, few PDFs. A test that needs a tool this machine lacks skips,
  saying what is missing.
- ``make test`` and CI (``.ci/run``) run everything with ``REQUIRE_ALL=1``: there, a missing
  tool or service fails its tests, with the reason, instead of skipping them (``missing``).

A test that costs about a second or more of a browser, a server process, a proxy or many
PDFs says so itself: ``pytestmark = pytest.mark.slow`` in its module.
"""

from __future__ import annotations

import gc
import os
import shutil
from pathlib import Path
from typing import NoReturn

import pytest
import redis
from hypothesis import settings

from companion import create_app, storage
from tests.route_builders import reuse_route_builders
from tests.template_bytecode import reuse_compiled_templates

ROOT = Path(__file__).resolve().parents[1]

pytest_plugins = [
    "tests.services",  # the session's own PostgreSQL and Redis
    "tests.databases",  # a database per test on each of them
]

reuse_route_builders()  # nearly every test makes an app: compile each route's builders once
reuse_compiled_templates()  # and renders pages: compile each template once

gc.set_threshold(50_000, 20, 20)
"""A worker holds a large heap (the test modules, Hypothesis, Playwright, each app's caches),
and with Python's default thresholds (700, 10, 10) it walked all of it in a full collection
every few hundred thousand allocations: a quarter of a worker's CPU (11.4 s of 44 s for
tests/web, measured with ``gc.callbacks``). Young collections every 50,000 objects, and what
collection loaded frozen (``pytest_collection_finish``): 4.4 s. Cycles are still collected;
they live a little longer."""


def pytest_collection_finish(session: pytest.Session) -> None:
    """What the worker loaded to collect lives until it ends: no collection need walk it again."""
    gc.collect()
    gc.freeze()


REQUIRE_ALL = os.environ.get("REQUIRE_ALL", "") not in ("", "0") or bool(os.environ.get("CI"))
"""Under ``make test`` and CI every tool and service the tests use must be there."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules with a long test first, then the other slow ones, then the rest (modules
    stay together, in their order, so a module's fixtures are made once). pytest-xdist hands
    each worker a run of the list and lets idle workers take the far end of a busy one's: a
    test of a minute that started last would leave three workers idle waiting for it."""
    long_modules = {item.module for item in items if item.get_closest_marker("long")}
    items.sort(
        key=lambda item: (item.module not in long_modules, not item.get_closest_marker("slow"))
    )


def missing(what: str, how: str) -> NoReturn:
    """A test cannot run because ``what`` is missing on this machine (``how`` gets it).

    It skips on a developer's machine (``make test-quick``, a bare ``pytest``), and fails
    under ``make test`` and CI, where everything must be there.
    """
    if REQUIRE_ALL:
        pytest.fail(f"{what} is missing, and make test and CI need it: {how}", pytrace=False)
    pytest.skip(f"{what} is missing ({how})")


def redis_at(url: str) -> redis.Redis:
    """A client of the Redis server at ``url``, or ``missing`` when none answers there."""
    client = redis.Redis.from_url(url)
    try:
        client.ping()
    except redis.ConnectionError:
        client.close()
        missing(f"Redis at {url}", "check TEST_REDIS_URL, or unset it to start one")
    return client


TEST_SETTINGS = {
    # Tests send far more requests than any client should; tests/hosting check the limits.
    "RATELIMIT_ENABLED": False,
    # A sheet's render yields the CPU (niceness 5) and the suite keeps both cores busy: under
    # it a render has taken more than production's 20 s. tests/hosting/test_faults.py checks
    # what a phone is told when the wait runs out.
    "PDF_WAIT_SECONDS": 120,
}
"""Settings of every test's app besides its own database and secret."""


# What the properties check is correctness, not speed: on a busy machine (CI shares its two cores
# with a browser) a case can take longer than Hypothesis's default 200 ms deadline.
settings.register_profile("companion", deadline=None)
settings.load_profile("companion")


@pytest.fixture(scope="session")
def migrated_database(tmp_path_factory) -> Path:
    """A SQLite file with every migration applied, made once for the whole run.

    Each test's app starts from a copy of it: migrating a fresh file for every test
    (each schema change a disk sync) was most of the quick suite's time. The app still
    checks the schema when it starts, as it always does.
    """
    path = tmp_path_factory.mktemp("migrated") / "migrated.sqlite3"
    engine = storage.make_engine(f"sqlite:///{path}")
    storage.upgrade(engine)
    engine.dispose()
    return path


@pytest.fixture(autouse=True, scope="session")
def pdf_cache_of_the_run(tmp_path_factory):
    """Apps that name no PDF cache of their own keep PDFs in this run's folder, never in the
    checkout's instance/ where an earlier run's PDFs would be found."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PDF_CACHE_DIR", str(tmp_path_factory.mktemp("pdf-cache")))
        yield


@pytest.fixture
def app(tmp_path, migrated_database):
    database = tmp_path / "test.sqlite3"
    shutil.copyfile(migrated_database, database)
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test-secret",
            "DATABASE_URL": f"sqlite:///{database}",
            "PDF_CACHE_DIR": str(tmp_path / "pdfs"),
            **TEST_SETTINGS,
        }
    )
    yield app
    storage.dispose(app)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()
