"""Fixtures shared by every test: the app, its test client and CLI runner.

Each test gets its own SQLite file, so tests never see each other's games.
"""

from __future__ import annotations

import hashlib
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


def engine_source_digest() -> str:
    """What scripts/compile-engine.sh records of the source it compiled (the same digest:
    every engine file's bytes, in name order)."""
    files = sorted(ENGINE.glob("*.py"), key=lambda path: path.name.encode())
    return hashlib.sha256(b"".join(path.read_bytes() for path in files)).hexdigest()


def pytest_sessionstart(session) -> None:
    """A build of other source would test another engine than the one in the tree: refuse."""
    if PURE_ENGINE or not list(ENGINE.glob("*.so")):
        return  # nothing compiled: test_moonriver_compiled says so
    recorded = ENGINE.parents[2] / "build" / "engine-source.sha256"
    built_from = recorded.read_text().strip() if recorded.exists() else None
    if built_from != engine_source_digest():
        pytest.exit("the compiled engine was built from other source: run `make setup`", 2)


# What the properties check is correctness, not speed: on a busy machine (CI shares its two cores
# with a browser) a case can take longer than Hypothesis's default 200 ms deadline.
settings.register_profile("companion", deadline=None)
settings.load_profile("companion")


@pytest.fixture(autouse=True, scope="session")
def pdf_cache_of_the_run(tmp_path_factory):
    """Apps that name no PDF cache of their own keep PDFs in this run's folder, never in the
    checkout's instance/ where an earlier run's PDFs would be found."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PDF_CACHE_DIR", str(tmp_path_factory.mktemp("pdf-cache")))
        yield


@pytest.fixture
def app(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test-secret",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'test.sqlite3'}",
            "PDF_CACHE_DIR": str(tmp_path / "pdfs"),
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
