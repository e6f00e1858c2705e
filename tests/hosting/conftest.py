"""Helpers for the hosting tests: processes started together, free ports, a live gunicorn."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SECRET = "a-secret-shared-by-every-server-0123456789"
SETTINGS = {
    *("SECRET_KEY", "DATABASE_URL", "REDIS_URL", "PUBLIC_BASE_URL", "TRUSTED_HOSTS"),
    *("TRUSTED_PROXIES", "TRUST_FORWARDED_HOST", "INSTANCE_PATH", "MIGRATE_ON_START"),
    *("TABLE_RETENTION_DAYS", "WEB_CONCURRENCY", "GUNICORN_THREADS", "BIND"),
}
"""The app's settings: a fresh server's environment has none of them unless a test adds it."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"server exited with {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("server did not start")


def run_together(script: str, count: int, env: dict[str, str], cwd: Path) -> list:
    """Start ``count`` Pythons running ``script`` at the same moment; their results.

    Each waits for a shared start time before doing anything, so the starts
    overlap as much as the machine allows.
    """
    start_at = time.time() + 1.5
    prelude = f"import time\ntime.sleep(max(0, {start_at} - time.time()))\n"
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", prelude + script],
            cwd=cwd,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(count)
    ]
    results = []
    for process in processes:
        out, err = process.communicate(timeout=120)
        results.append((process.returncode, out, err))
    return results


@pytest.fixture
def clean_env(tmp_path):
    """The environment of a fresh server: nothing of ours set but what a test adds."""
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    env["PYTHONPATH"] = str(ROOT)
    return env


def gunicorn_refusal(tmp_path: Path, clean_env: dict[str, str], **settings: str) -> list[str]:
    """What gunicorn with the project's config says as it refuses to start with ``settings``
    (it must refuse: a non-zero exit)."""
    gunicorn = [sys.executable, "-m", "gunicorn", "-c", "python:companion.gunicorn_config"]
    env = {
        **clean_env,
        **{"SECRET_KEY": SECRET, "PUBLIC_BASE_URL": "https://games.example.org"},
        **settings,
    }
    done = subprocess.run(
        gunicorn, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    return done.stderr.strip().splitlines()
