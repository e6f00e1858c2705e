"""The secret key: shared when set, never empty, and the dev key made safely."""

from __future__ import annotations

import stat

import pytest

from companion import create_app, storage
from companion.config import ConfigError, instance_secret
from tests.hosting.conftest import ROOT, run_together


def test_the_dev_key_file_is_readable_by_its_owner_only(tmp_path):
    key = instance_secret(tmp_path / "instance" / "secret_key")
    path = tmp_path / "instance" / "secret_key"
    assert len(key) >= 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert instance_secret(path) == key  # read back, not made again
    assert [p.name for p in path.parent.iterdir()] == ["secret_key"]  # no temporary left


def test_eight_processes_starting_together_share_one_key(tmp_path, clean_env):
    script = (
        "from pathlib import Path\n"
        "from companion.config import instance_secret\n"
        f"print(instance_secret(Path({str(tmp_path / 'instance' / 'secret_key')!r})))\n"
    )
    results = run_together(script, 8, clean_env, ROOT)
    assert all(code == 0 for code, _out, _err in results), results
    keys = {out.strip() for _code, out, _err in results}
    assert len(keys) == 1
    assert len(keys.pop()) >= 32


def test_an_empty_key_file_is_refused_with_a_message(tmp_path):
    path = tmp_path / "secret_key"
    path.write_text("\n")
    with pytest.raises(ConfigError, match="no usable key"):
        instance_secret(path)


@pytest.mark.parametrize("key", ["", "   ", "short"])
def test_a_blank_or_short_secret_key_in_the_environment_is_refused(key, tmp_path, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", key)
    with pytest.raises(ConfigError, match="SECRET_KEY"):
        create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"})


def test_an_empty_key_passed_in_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="SECRET_KEY is empty"):
        create_app({"SECRET_KEY": "", "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"})


def test_the_environment_key_is_used_and_no_key_file_is_made(tmp_path, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "k" * 40)
    monkeypatch.setenv("INSTANCE_PATH", str(tmp_path / "instance"))
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"})
    try:
        assert app.secret_key == "k" * 40
        assert not (tmp_path / "instance" / "secret_key").exists()
    finally:
        storage.dispose(app)
