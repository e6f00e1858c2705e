"""Limits on the expensive routes: a translated 429 with Retry-After once a client is over."""

from __future__ import annotations

import json

import pytest

from companion import create_app, storage
from tests.hosting.conftest import ROOT, SECRET
from tests.web.tables_helpers import csrf_token, new_game_form, save, start_game, view_token

TABLE = (ROOT / "examples" / "table.json").read_text()


@pytest.fixture
def strict_app(tmp_path):
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'limits.sqlite3'}",
            "LIMIT_NEW_TABLES": "2 per minute",
            "LIMIT_PDFS": "1 per minute",
            "LIMIT_SCORING_API": "2 per minute",
        }
    )
    yield app
    storage.dispose(app)


def test_the_scoring_api_answers_429_in_the_clients_language_after_the_limit(strict_app):
    client = strict_app.test_client()
    post = lambda: client.post(  # noqa: E731
        "/api/v1/moon-river/scores",
        data=TABLE,
        headers={"Accept-Language": "pt-PT"},
        content_type="application/json",
    )
    assert [post().status_code for _ in range(2)] == [200, 200]
    refused = post()
    assert refused.status_code == 429
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    assert refused.get_json() == {
        "errors": [
            {"path": "", "message": "Demasiados pedidos; espera um momento e tenta outra vez."}
        ]
    }


def test_creating_tables_is_limited_but_opening_the_form_is_not(strict_app):
    client = strict_app.test_client()
    NEW_TABLE = {
        **new_game_form(("Ana", "Bo")),
        "csrf_token": csrf_token(client, "/moon-river/game-night"),
    }
    assert [
        client.post("/moon-river/game-night", data=NEW_TABLE).status_code for _ in range(2)
    ] == [302, 302]
    refused = client.post("/moon-river/game-night?lang=es", data=NEW_TABLE)
    assert refused.status_code == 429
    assert "Retry-After" in refused.headers
    assert "Demasiadas peticiones" in refused.get_data(as_text=True)
    assert client.get("/moon-river/game-night").status_code == 200


def test_score_checks_count_against_the_same_limit_as_new_tables(strict_app):
    client = strict_app.test_client()
    assert client.post("/moon-river/score-check").status_code == 302
    NEW_TABLE = {
        **new_game_form(("Ana", "Bo")),
        "csrf_token": csrf_token(client, "/moon-river/game-night"),
    }
    assert client.post("/moon-river/game-night", data=NEW_TABLE).status_code == 302
    refused = client.post("/moon-river/score-check?lang=de")
    assert refused.status_code == 429
    assert "Retry-After" in refused.headers
    assert client.get("/").status_code == 200


def test_every_pdf_route_shares_one_limit(strict_app):
    client = strict_app.test_client()
    assert client.get("/moon-river/sheets/blank.pdf").status_code == 200
    assert client.get("/moon-river/sheets/blank.pdf?players=2").status_code == 429
    refused = client.post(
        "/moon-river/sheets/filled.pdf", data=TABLE, content_type="application/json"
    )
    assert refused.status_code == 429
    assert "Retry-After" in refused.headers
    # the printable pages themselves stay free
    assert client.get("/moon-river/sheets/blank?players=2").status_code == 200


def test_a_saved_games_sheet_pdf_is_limited_and_its_page_is_not(strict_app):
    client = strict_app.test_client()
    edit_token = start_game(client, ("Ana", "Bo"))
    plots = json.loads(TABLE)["players"][0]["ranch"]["plots"]
    assert save(client, edit_token, 1, plots).status_code == 200
    sheet = f"/r/{view_token(strict_app, edit_token)}/sheet"
    assert client.get(sheet + ".pdf").status_code == 200
    assert client.get(sheet + ".pdf").status_code == 429
    assert client.get(sheet).status_code == 200


def test_limits_can_be_switched_off_for_a_load_test(tmp_path):
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'off.sqlite3'}",
            "RATELIMIT_ENABLED": False,
            "LIMIT_SCORING_API": "1 per minute",
        }
    )
    try:
        client = app.test_client()
        statuses = {
            client.post(
                "/api/v1/moon-river/scores", data=TABLE, content_type="application/json"
            ).status_code
            for _ in range(3)
        }
        assert statuses == {200}
    finally:
        storage.dispose(app)


def test_limits_come_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("LIMIT_PDFS", "500 per minute")
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/0")
    app = create_app({"SECRET_KEY": SECRET, "DATABASE_URL": f"sqlite:///{tmp_path / 'e.sqlite3'}"})
    try:
        assert app.config["LIMIT_PDFS"] == "500 per minute"
        assert app.config["RATELIMIT_STORAGE_URI"] == "redis://127.0.0.1:6379/0"
    finally:
        storage.dispose(app)


def test_new_events_count_with_new_tables_and_their_pdfs_with_every_pdf(strict_app):
    from tests.web.event_helpers import NEW, add_players, new_event_form, seat

    client = strict_app.test_client()
    form = {**new_event_form(), "csrf_token": csrf_token(client, NEW)}
    created = client.post(NEW, data=form)
    assert created.status_code == 302
    token = created.headers["Location"].split("/e/")[1].split("?")[0]
    assert client.post(NEW, data=form).status_code == 302
    assert client.post(f"{NEW}?lang=de", data=form).status_code == 429
    assert client.get(NEW).status_code == 200  # opening the form is free
    add_players(client, token, ("Ana", "Bo", "Cy"))
    seat(client, token, 0)
    assert client.get(f"/e/{token}/rounds/1/cards.pdf").status_code == 200
    assert client.get(f"/e/{token}/rounds/1/cards.pdf?paper=letter").status_code == 429
    assert client.get(f"/e/{token}/rounds/1/cards").status_code == 200  # the page is free
