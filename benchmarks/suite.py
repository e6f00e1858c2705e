"""``python -m benchmarks suite``: what the README's ``make test`` costs on a fresh clone.

The committed HEAD is cloned into a temporary folder and ``make test`` runs there with no
``TEST_DATABASE_URL`` or ``TEST_REDIS_URL``, as a new contributor would run it: the virtualenv,
the Python packages, Biome, the catalogs, lint, and every test on every core, each worker with
PostgreSQL and Redis servers of its own. Then ``make test-quick`` runs in the same clone (its
set-up already done). Each is timed on the wall clock.

The baseline, measured in the same run, is what the tests themselves took added up (pytest's
JUnit report): the wall time of a run one test at a time, set-up aside. Their ratio is what
spreading over the cores buys. The goal for ``make test`` is 7 minutes on 2 cores.

It takes as long as ``make test`` does, so ``make bench`` leaves it out; name it to run it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL_SECONDS = 7 * 60


def timed_make(clone: Path, target: str, report: Path) -> tuple[float, str, float]:
    """Wall seconds of ``make target`` in ``clone``, pytest's summary line, and the seconds
    its tests took added up."""
    env = {k: v for k, v in os.environ.items() if k not in ("TEST_DATABASE_URL", "TEST_REDIS_URL")}
    env["PYTEST_ADDOPTS"] = f"--junitxml={report}"
    start = time.monotonic()
    done = subprocess.run(
        ["make", target], cwd=clone, env=env, capture_output=True, text=True, check=False
    )
    wall = time.monotonic() - start
    lines = [line for line in done.stdout.splitlines() if re.search(r"\d+ (passed|failed)", line)]
    summary = lines[-1].strip("= ") if lines else f"no summary (exit {done.returncode})"
    if done.returncode:
        sys.stdout.write(done.stdout[-3000:] + done.stderr[-3000:])
    return wall, summary, tests_seconds(report)


def tests_seconds(report: Path) -> float:
    if not report.exists():
        return 0.0
    cases = ElementTree.parse(report).getroot().iter("testcase")
    return sum(float(case.get("time", 0)) for case in cases)


def bench_suite() -> None:
    with tempfile.TemporaryDirectory(prefix="companion-suite-") as folder:
        clone = Path(folder) / "clone"
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
        for target in ("test", "test-quick"):
            wall, summary, serial = timed_make(clone, target, Path(folder) / f"{target}.xml")
            speedup = serial / wall if wall else 0.0
            print(
                f"suite:  make {target} on a fresh clone, {os.cpu_count()} cores: "
                f"{wall / 60:.1f} min wall ({summary}); the tests added up take "
                f"{serial / 60:.1f} min: {speedup:.2f}x that"
                + (f"; goal {GOAL_SECONDS / 60:.0f} min" if target == "test" else "")
            )
