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
    add_players(client, token, ("Ana", "Bo", "Cy"))
    assert seat(client, token, 0).status_code == 302  # one table: the second of two
    assert client.post(f"{NEW}?lang=de", data=form).status_code == 429
    assert client.get(NEW).status_code == 200  # opening the form is free
    assert client.get(f"/e/{token}/rounds/1/cards.pdf").status_code == 200
    assert client.get(f"/e/{token}/rounds/1/cards.pdf?paper=letter").status_code == 429
    assert client.get(f"/e/{token}/rounds/1/cards").status_code == 200  # the page is free


# ---- cross-site requests to the score sheets (no form token there) ---------------

CROSS_SITE_IMAGE = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors"}
CROSS_SITE_IMAGE |= {"Sec-Fetch-Dest": "image"}
CROSS_SITE_FORM = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}
CROSS_SITE_FORM |= {"Sec-Fetch-Dest": "document"}
CROSS_SITE_LINK = CROSS_SITE_FORM
"""A person following another site's link: the same headers as its form, but a GET."""


def test_pdfs_another_site_makes_a_browser_fetch_are_refused_and_do_not_count(strict_app):
    client = strict_app.test_client()
    blank = "/moon-river/sheets/blank.pdf"
    for headers in (CROSS_SITE_IMAGE, {**CROSS_SITE_IMAGE, "Sec-Fetch-Site": "same-site"}):
        refused = client.get(f"{blank}?lang=de", headers=headers)
        assert refused.status_code == 403
        assert "von einer anderen Website" in refused.get_data(as_text=True)
    scripted = {**CROSS_SITE_IMAGE, "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty"}
    assert client.get(blank, headers=scripted).status_code == 403
    framed = {**CROSS_SITE_FORM, "Sec-Fetch-Dest": "iframe"}
    assert client.get(blank, headers=framed).status_code == 403
    posted = client.post(
        "/moon-river/sheets/filled.pdf", data={"request": TABLE}, headers=CROSS_SITE_FORM
    )
    assert posted.status_code == 403
    # none of them counted: the one PDF a minute is still there for the venue's own page
    assert client.get(blank, headers={"Sec-Fetch-Site": "same-origin"}).status_code == 200
    assert client.get(blank).status_code == 429


def test_posted_sheets_from_another_site_are_refused_before_they_count(strict_app):
    strict_app.config["LIMIT_SHEETS"] = "1 per minute"
    client = strict_app.test_client()
    filled = "/moon-river/sheets/filled"
    for _ in range(3):
        assert (
            client.post(filled, data={"request": TABLE}, headers=CROSS_SITE_FORM).status_code == 403
        )
    assert client.post(filled, data={"request": TABLE}).status_code == 200
    assert client.post(filled, data={"request": TABLE}).status_code == 429


def test_a_blank_pad_linked_from_another_site_still_opens(strict_app):
    client = strict_app.test_client()
    assert (
        client.get("/moon-river/sheets/blank?players=3", headers=CROSS_SITE_LINK).status_code == 200
    )
    assert client.get("/moon-river/sheets/blank.pdf", headers=CROSS_SITE_LINK).status_code == 200
    assert client.get("/moon-river/sheets/", headers=CROSS_SITE_LINK).status_code == 200


# ---- an event's organiser link -------------------------------------------------------


@pytest.fixture
def event_app(tmp_path):
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'events.sqlite3'}",
            "LIMIT_NEW_TABLES": "3 per minute",
            "LIMIT_ORGANISER_WRITES": "3 per minute",
            "LIMIT_EVENT_PLAYERS": "5 per minute",
        }
    )
    yield app
    storage.dispose(app)


def _api_event(client) -> str:
    body = {"name": "Club night", "language": "en", "round_games": ["base", "base", "base"]}
    created = client.post("/api/v1/events", json=body)
    assert created.status_code == 201, created.get_json()
    return created.get_json()["organiser_token"]


def test_players_added_to_an_event_are_limited_per_event(event_app):
    client = event_app.test_client()
    first, second = _api_event(client), _api_event(client)
    add = lambda token, name: client.post(  # noqa: E731
        f"/api/v1/events/{token}/players?lang=es", json={"name": name}
    )
    assert [add(first, f"P{i}").status_code for i in range(5)] == [201] * 5
    refused = add(first, "P5")
    assert refused.status_code == 429 and "Retry-After" in refused.headers
    assert refused.get_json()["errors"][0]["message"].startswith("Demasiadas")
    assert add(first, "P0").status_code == 429  # at the limit, even what would be refused
    assert add(second, "P0").status_code == 201  # another event has its own count
    from tests.web.event_helpers import post

    page = post(client, first, "/players", name="Late", club="")
    assert page.status_code == 429  # the organiser's page shares the count


def test_organiser_writes_are_limited_per_event_and_refusals_are_free(event_app):
    client = event_app.test_client()
    token = _api_event(client)
    for name in ("Ana", "Bo", "Cy", "Di"):
        assert (
            client.post(f"/api/v1/events/{token}/players", json={"name": name}).status_code == 201
        )
    players = [p["id"] for p in client.get(f"/api/v1/events/{token}").get_json()["players"]]
    rename = lambda name: client.put(  # noqa: E731
        f"/api/v1/events/{token}/players/{players[0]}", json={"name": name}
    )
    assert rename("").status_code == 422  # refused: not counted
    assert [rename(f"Ana {i}").status_code for i in range(2)] == [200, 200]
    seated = client.post(f"/api/v1/events/{token}/rounds", json={"based_on": 0})
    assert seated.status_code == 201  # the third write
    assert rename("Ana again").status_code == 429
    other = _api_event(client)  # new tables: the event and the round's one table; a third
    assert client.post(f"/api/v1/events/{other}/players", json={"name": "Ed"}).status_code == 201
    assert client.put(f"/api/v1/events/{other}/players/999", json={"name": "X"}).status_code == 404


def test_seating_a_round_counts_each_table_it_makes_as_a_new_table(event_app):
    client = event_app.test_client()
    event_app.config["LIMIT_EVENT_PLAYERS"] = "50 per minute"
    token = _api_event(client)  # 1 of 3 new tables
    for i in range(8):
        client.post(f"/api/v1/events/{token}/players", json={"name": f"P{i}"})
    seated = client.post(f"/api/v1/events/{token}/rounds", json={"based_on": 0})
    assert seated.status_code == 201
    assert len(seated.get_json()["round"]["tables"]) == 2  # 3 of 3
    refused = client.post(
        "/api/v1/events", json={"name": "More", "language": "en", "round_games": ["base"]}
    )
    assert refused.status_code == 429
    assert client.post("/moon-river/score-check").status_code == 429
