"""Migrations as a step of their own, and starts that never race on an empty database."""

from __future__ import annotations

import subprocess
import sys

import pytest
from sqlalchemy import create_engine, inspect

from companion import create_app, storage
from tests.hosting.conftest import ROOT, SECRET, run_together

pytestmark = pytest.mark.slow  # four processes migrating one database at once

START_AND_USE = """
from companion import create_app, storage
from companion.games.moonriver.model import Mode
from companion.storage.repository import SeatSpec
app = create_app()
seats = [SeatSpec("Ana", "red"), SeatSpec("Bo", "blue")]
record = storage.games(app).create(Mode.BASE, None, seats)
print(storage.games(app).by_edit_token(record.edit_token).seats[0].name)
"""


def _all_come_up(url: str, clean_env, tmp_path) -> None:
    env = {**clean_env, "DATABASE_URL": url, "SECRET_KEY": SECRET}
    results = run_together(START_AND_USE, 4, env, tmp_path)
    failures = [err for code, _out, err in results if code != 0]
    assert failures == []
    assert [out.strip() for _code, out, _err in results] == ["Ana"] * 4


def test_four_processes_starting_together_on_an_empty_sqlite_file_all_come_up(tmp_path, clean_env):
    _all_come_up(f"sqlite:///{tmp_path / 'fresh.sqlite3'}", clean_env, tmp_path)


@pytest.mark.postgres
def test_four_processes_starting_together_on_an_empty_postgresql_database_all_come_up(
    postgres_url,
    tmp_path,
    clean_env,
):
    _all_come_up(postgres_url, clean_env, tmp_path)


def test_flask_db_upgrade_migrates_without_serving(tmp_path, clean_env):
    url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    env = {**clean_env, "DATABASE_URL": url, "SECRET_KEY": SECRET, "MIGRATE_ON_START": "0"}
    flask = [sys.executable, "-m", "flask", "--app", "companion"]
    done = subprocess.run(
        [*flask, "db", "upgrade"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert "up to date" in done.stdout
    engine = create_engine(url)
    assert {"games", "seats", "alembic_version"} <= set(inspect(engine).get_table_names())
    assert not storage.pending(engine)
    engine.dispose()


def test_a_server_that_only_checks_answers_503_until_the_database_is_upgraded(tmp_path):
    url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    app = create_app({"SECRET_KEY": SECRET, "DATABASE_URL": url, "MIGRATE_ON_START": False})
    try:
        client = app.test_client()
        waiting = client.get("/moon-river/game-night?lang=de")
        assert waiting.status_code == 503
        assert "noch nicht bereit" in waiting.get_data(as_text=True)
        storage.upgrade(storage.games(app).sessions.kw["bind"])
        assert client.get("/moon-river/game-night").status_code == 200
    finally:
        storage.dispose(app)


def test_alembic_ini_runs_the_same_migrations(tmp_path, clean_env):
    url = f"sqlite:///{tmp_path / 'by-alembic.sqlite3'}"
    done = subprocess.run(
        [sys.executable, "-m", "alembic", "-c", str(ROOT / "alembic.ini"), "upgrade", "head"],
        cwd=ROOT,
        env={**clean_env, "DATABASE_URL": url},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    engine = create_engine(url)
    assert not storage.pending(engine)
    engine.dispose()
