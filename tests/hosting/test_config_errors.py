"""A setting that cannot work is one clear line from every way the app is started, never a
traceback: ``flask --app companion ...``, ``companion serve`` (the console script, which
runs gunicorn) and gunicorn with the project's config directly."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.hosting.conftest import SECRET, free_port

pytestmark = pytest.mark.slow  # a fresh interpreter for every entry point and setting

PYTHON = Path(sys.executable)
FLASK = [PYTHON, "-m", "flask", "--app", "companion", "db", "upgrade"]
SERVE = [PYTHON.parent / "companion", "serve"]
GUNICORN = [PYTHON, "-m", "gunicorn", "-c", "python:companion.gunicorn_config"]
ENTRY_POINTS = {"flask": FLASK, "companion serve": SERVE, "gunicorn": GUNICORN}

UNREACHABLE = "postgresql+psycopg://nobody:hunter2secret@127.0.0.1:1/nowhere"

BAD_SETTINGS = {
    "short key": ({"SECRET_KEY": "short"}, "SECRET_KEY must have at least 16 characters"),
    "not an address": (
        {"DATABASE_URL": "my database"},
        "DATABASE_URL is not a database address",
    ),
    "the old scheme": (
        {"DATABASE_URL": "postgres://companion@127.0.0.1/companion"},
        "DATABASE_URL is not a database address (Can't load plugin: sqlalchemy.dialects:postgres)",
    ),
    "a driver not installed": (
        {"DATABASE_URL": "mysql://companion@127.0.0.1/companion"},
        "DATABASE_URL names a database driver that is not installed (mysqldb)",
    ),
    "redis without a scheme": (
        {"REDIS_URL": "127.0.0.1:6379"},
        "REDIS_URL must look like redis://HOST:PORT/DB",
    ),
    "keeping tables 0 days": (
        {"TABLE_RETENTION_DAYS": "0"},
        "TABLE_RETENTION_DAYS must be a whole number of days from 1 to 36525",
    ),
    "not a number": ({"TRUSTED_PROXIES": "one"}, "TRUSTED_PROXIES must be a whole number"),
}


def _env(clean_env, tmp_path, **extra) -> dict[str, str]:
    return {
        **clean_env,
        "SECRET_KEY": SECRET,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'club.sqlite3'}",
        "PUBLIC_BASE_URL": "https://games.example.org",
        "BIND": f"127.0.0.1:{free_port()}",
        "WEB_CONCURRENCY": "1",
        **extra,
    }


def _run(command, env, cwd) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def _said_once(done: subprocess.CompletedProcess, message: str) -> list[str]:
    """The process ended in failure, with ``message`` as one whole line and no traceback."""
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert "Traceback" not in output, output
    lines = [line.removeprefix("Error: ") for line in output.splitlines() if message in line]
    assert lines and all(line.startswith(message) for line in lines), output
    return output.strip().splitlines()


@pytest.mark.parametrize("entry", ENTRY_POINTS)
@pytest.mark.parametrize("setting", BAD_SETTINGS)
def test_a_bad_setting_is_one_line_from_every_entry_point(entry, setting, tmp_path, clean_env):
    values, message = BAD_SETTINGS[setting]
    done = _run(ENTRY_POINTS[entry], _env(clean_env, tmp_path, **values), tmp_path)
    assert len(_said_once(done, message)) == 1  # nothing else at all: no worker was started
    assert not (tmp_path / "club.sqlite3").exists()  # and nothing was touched


@pytest.mark.parametrize("entry", ["companion serve", "gunicorn"])
@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"SECRET_KEY": ""}, "SECRET_KEY is not set."),
        ({"PUBLIC_BASE_URL": ""}, "PUBLIC_BASE_URL or TRUSTED_HOSTS must be set"),
        ({"GUNICORN_THREADS": "many"}, "WEB_CONCURRENCY and GUNICORN_THREADS must be whole"),
    ],
)
def test_production_serving_wants_its_own_settings(entry, values, message, tmp_path, clean_env):
    done = _run(ENTRY_POINTS[entry], _env(clean_env, tmp_path, **values), tmp_path)
    assert len(_said_once(done, message)) == 1


def test_serve_says_a_worker_count_in_words_in_one_line(tmp_path, clean_env):
    """gunicorn itself reads WEB_CONCURRENCY on import (bare gunicorn ends in its traceback)."""
    env = _env(clean_env, tmp_path, WEB_CONCURRENCY="abc")
    done = _run(ENTRY_POINTS["companion serve"], env, tmp_path)
    assert len(_said_once(done, "WEB_CONCURRENCY and GUNICORN_THREADS must be whole")) == 1


@pytest.mark.parametrize(
    "command", [FLASK, [PYTHON, "-m", "flask", "--app", "companion", "tables", "expire"]]
)
@pytest.mark.parametrize("migrate_on_start", ["1", "0"])
def test_a_database_out_of_reach_is_one_line_naming_the_setting(
    command, migrate_on_start, tmp_path, clean_env
):
    env = _env(clean_env, tmp_path, DATABASE_URL=UNREACHABLE, MIGRATE_ON_START=migrate_on_start)
    done = _run(command, env, tmp_path)
    (line,) = _said_once(done, "DATABASE_URL (")
    assert "nobody:***@127.0.0.1:1/nowhere) cannot be reached: " in line
    assert "hunter2secret" not in done.stdout + done.stderr


def test_a_server_whose_workers_cannot_reach_the_database_stops_with_that_line(tmp_path, clean_env):
    """Only a worker finds it out (it migrates on start): gunicorn's "App failed to load"."""
    env = _env(clean_env, tmp_path, DATABASE_URL=UNREACHABLE, MIGRATE_ON_START="1")
    done = _run(SERVE, env, tmp_path)
    lines = _said_once(done, "DATABASE_URL (")
    assert "Reason: App failed to load." in lines[-1]
    assert "hunter2secret" not in done.stdout + done.stderr
