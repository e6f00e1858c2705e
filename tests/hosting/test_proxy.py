"""Behind a trusted proxy: the client's address and scheme come from its headers, and only then."""

from __future__ import annotations

import re
import time

import pytest
from sqlalchemy import func, select

from companion import create_app, storage
from companion.storage.models import GameRow
from tests.hosting.conftest import ROOT, SECRET
from tests.web.tables_helpers import csrf_token, new_game_form, plot, save, start_game

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


def _games(app) -> int:
    with storage.games(app).sessions() as session:
        return session.scalar(select(func.count()).select_from(GameRow))


@pytest.mark.parametrize(("site", "status"), [("same-origin", 302), ("cross-site", 400)])
def test_over_https_a_token_pages_form_is_judged_without_a_referer(app, client, site, status):
    """A page reached with a token sends no Referer (its address is a key), so over HTTPS
    the form on it is judged by its token and the browser's word on where it came from."""
    https = "https://games.example.org"
    check = client.post("/moon-river/score-check", base_url=https).headers["Location"]
    check = check.split("/t/")[1].split("/")[0]
    assert save(client, check, 1, [plot(1, 1, "desert")]).status_code == 200
    page = client.get(f"/t/{check}/game-night", base_url=https)
    assert page.headers["Referrer-Policy"] == "no-referrer"
    token = re.search(
        r'name="csrf_token" type="hidden" value="([^"]+)"', page.get_data(as_text=True)
    )
    data = {**new_game_form(("Ana", "Bo", "Cy")), "csrf_token": token.group(1)}
    before = _games(app)
    response = client.post(
        f"/t/{check}/game-night?lang=de",
        data=data,
        base_url=https,
        headers={"Sec-Fetch-Site": site},
    )
    assert response.status_code == status
    assert _games(app) == before + (status == 302)
    if status == 400:
        assert "Es wurde nichts geändert" in response.get_data(as_text=True)


@pytest.mark.parametrize("trusted", [False, True])
def test_a_forwarded_host_names_the_links_only_when_the_host_says_so(tmp_path, trusted):
    """A proxy that passes on a client's X-Forwarded-Host would let it point links elsewhere."""
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'proxy.sqlite3'}",
            "TRUSTED_PROXIES": 1,
            "TRUST_FORWARDED_HOST": trusted,
        }
    )
    try:
        client = app.test_client()
        edit_token = start_game(client)
        forged = {"X-Forwarded-Host": "evil.example.com", "X-Forwarded-Port": "8443"}
        page = client.get(f"/t/{edit_token}", base_url="http://games.example.org", headers=forged)
        text = page.get_data(as_text=True)
        assert (f"http://evil.example.com:8443/t/{edit_token}" in text) is trusted
        assert (f"http://games.example.org/t/{edit_token}" in text) is not trusted
    finally:
        storage.dispose(app)


def test_the_forwarded_host_is_off_unless_set(tmp_path, monkeypatch):
    app = create_app({"SECRET_KEY": SECRET, "DATABASE_URL": f"sqlite:///{tmp_path / 'x.sqlite3'}"})
    storage.dispose(app)
    assert app.config["TRUST_FORWARDED_HOST"] is False
    monkeypatch.setenv("TRUST_FORWARDED_HOST", "1")
    app = create_app({"SECRET_KEY": SECRET, "DATABASE_URL": f"sqlite:///{tmp_path / 'x.sqlite3'}"})
    storage.dispose(app)
    assert app.config["TRUST_FORWARDED_HOST"] is True
