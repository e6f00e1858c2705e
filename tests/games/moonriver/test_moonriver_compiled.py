"""The engine's hot modules run compiled, and the pure-Python source passes the same tests.

``make setup`` compiles ``grid.py`` and ``scoring.py`` with mypyc (the scoring API's
speed, README "Benchmarks"); the source stays the pure-Python, standard-library engine
that any Python can run. So the engine is tested both ways: compiled here, and as
source by a second pytest run of the engine's tests.
"""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.games.moonriver import grid, scoring
from tests.conftest import PURE_ENGINE

ROOT = Path(__file__).resolve().parents[3]
COMPILED = tuple(importlib.machinery.EXTENSION_SUFFIXES)


def test_the_hot_modules_run_compiled():
    for module in (grid, scoring):
        assert module.__file__ is not None
        if PURE_ENGINE:
            assert module.__file__.endswith(".py"), module.__file__
        else:
            assert module.__file__.endswith(COMPILED), (
                f"{module.__name__} runs as pure Python: `make setup` compiles it "
                "(build/mypyc-*.log says why it did not)"
            )


@pytest.mark.skipif(PURE_ENGINE, reason="this is the pure-Python run")
def test_the_pure_python_engine_passes_the_engine_tests():
    env = {**os.environ, "COMPANION_PURE_ENGINE": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/games"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "skipped" in run.stdout  # this test, in that run
