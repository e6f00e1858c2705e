"""Fixtures shared by every test: the app, its test client and CLI runner.

Each test gets its own SQLite file, so tests never see each other's games.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

ENGINE = Path(__file__).resolve().parents[1] / "companion" / "games" / "moonriver"
COMPILED_MODULES = ("grid", "scoring")
"""The engine's modules that ``make setup`` compiles with mypyc (scripts/compile-engine.sh)."""
PURE_ENGINE = os.environ.get("COMPANION_PURE_ENGINE") == "1"
"""Set by the test that runs the engine's tests again on the pure-Python source."""


class _EngineSource(importlib.abc.MetaPathFinder):
    """Imports the compiled modules from their ``.py`` source, ignoring the built ones."""

    def find_spec(self, name, path=None, target=None):
        package, _, module = name.rpartition(".")
        if package == "companion.games.moonriver" and module in COMPILED_MODULES:
            return importlib.util.spec_from_file_location(name, ENGINE / f"{module}.py")
        return None


if PURE_ENGINE:
    sys.meta_path.insert(0, _EngineSource())

from companion import create_app, storage  # noqa: E402  (after the finder above, if any)


def pytest_sessionstart(session) -> None:
    """A build older than the engine's source would test yesterday's engine: refuse."""
    built = list(ENGINE.glob("*.so"))
    if built and not PURE_ENGINE:
        newest_source = max(path.stat().st_mtime for path in ENGINE.glob("*.py"))
        if min(path.stat().st_mtime for path in built) < newest_source:
            pytest.exit("the compiled engine is older than its source: run `make setup`", 2)


# What the properties check is correctness, not speed: on a busy machine (CI shares its two cores
# with a browser) a case can take longer than Hypothesis's default 200 ms deadline.
settings.register_profile("companion", deadline=None)
settings.load_profile("companion")


@pytest.fixture
def app(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test-secret",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'test.sqlite3'}",
            # tests send far more requests than any client should; tests/hosting check the limits
            "RATELIMIT_ENABLED": False,
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
