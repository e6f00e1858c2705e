"""Behind a trusted proxy: the client's address and scheme come from its headers, and only then."""

from __future__ import annotations

import time

import pytest
from sqlalchemy import func, select

from companion import create_app, storage
from companion.storage.models import GameRow
from tests.hosting.conftest import ROOT, SECRET
from tests.web.tables_helpers import csrf_token, new_game_form

TABLE = (ROOT / "examples" / "table.json").read_text()


def _app(tmp_path, proxies: int):
    return create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'proxy.sqlite3'}",
            "TRUSTED_PROXIES": proxies,
            "LIMIT_SCORING_API": "1 per minute",
        }
    )


def _score(client, forwarded_for: str):
    return client.post(
        "/api/v1/moon-river/scores",
        data=TABLE,
        content_type="application/json",
        headers={"X-Forwarded-For": forwarded_for},
    ).status_code


def test_behind_a_trusted_proxy_each_phone_has_its_own_count(tmp_path):
    app = _app(tmp_path, 1)
    try:
        client = app.test_client()
        assert [_score(client, "10.0.0.1"), _score(client, "10.0.0.2")] == [200, 200]
        assert _score(client, "10.0.0.1") == 429
        page = client.get("/moon-river/game-night?lang=de", headers={"X-Forwarded-Proto": "https"})
        assert all("; Secure" in c for c in page.headers.getlist("Set-Cookie"))
    finally:
        storage.dispose(app)


def test_without_a_trusted_proxy_forwarded_headers_are_ignored(tmp_path):
    app = _app(tmp_path, 0)
    try:
        client = app.test_client()
        assert _score(client, "10.0.0.1") == 200
        assert _score(client, "10.0.0.2") == 429  # the same client, whatever it claims
        page = client.get("/moon-river/game-night?lang=de", headers={"X-Forwarded-Proto": "https"})
        assert not any("Secure" in c for c in page.headers.getlist("Set-Cookie"))
    finally:
        storage.dispose(app)


def test_form_tokens_expire(app, client, monkeypatch):
    assert app.config["WTF_CSRF_TIME_LIMIT"] == 12 * 3600
    data = {
        **new_game_form(("Ana", "Bo")),
        "csrf_token": csrf_token(client, "/moon-river/game-night"),
    }
    later = time.time() + 12 * 3600 + 60
    monkeypatch.setattr(time, "time", lambda: later)
    response = client.post("/moon-river/game-night?lang=es", data=data)
    assert response.status_code == 400
    assert "Nothing was changed" not in response.get_data(as_text=True)  # said in Spanish
    with storage.games(app).sessions() as session:
        assert session.scalar(select(func.count()).select_from(GameRow)) == 0
    monkeypatch.undo()
    assert client.post("/moon-river/game-night", data=data).status_code == 302  # in time: taken


@pytest.mark.parametrize("value", ["abc", "1.5"])
def test_a_setting_that_is_not_a_number_is_refused_by_name(tmp_path, monkeypatch, value):
    from companion.config import ConfigError

    monkeypatch.setenv("TABLE_RETENTION_DAYS", value)
    with pytest.raises(ConfigError, match="TABLE_RETENTION_DAYS"):
        create_app({"SECRET_KEY": SECRET, "DATABASE_URL": f"sqlite:///{tmp_path / 'x.sqlite3'}"})
