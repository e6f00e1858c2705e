"""Starting a game night and sharing it: the form, its messages, CSRF and the secret links."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from companion import storage
from companion.games.moonriver.model import Mode, Scenario
from companion.web import share
from tests.web.tables_helpers import csrf_token, new_game_form, start_game, view_token


def test_a_base_game_seats_the_named_players_in_order(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy"))
    game = storage.games(app).by_edit_token(token)
    assert game.mode is Mode.BASE and game.scenario is None
    assert [(s.name, s.colour) for s in game.seats] == [
        ("Ana", "purple"),
        ("Bo", "orange"),
        ("Cy", "green"),
    ]
    page = client.get(f"/t/{token}").get_data(as_text=True)
    assert page.count("<svg") >= 2  # QR codes drawn inline, no image from elsewhere
    assert f"/t/{token}" in page and f"/r/{game.view_token}" in page
    for position in (1, 2, 3):
        assert f"/t/{token}/seat/{position}" in page


def test_legends_with_a_chosen_scenario_shows_each_character(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy", "Di"), mode="legends", scenario="outlaws")
    game = storage.games(app).by_edit_token(token)
    assert game.mode is Mode.LEGENDS and game.scenario is Scenario.OUTLAWS
    page = client.get(f"/t/{token}").get_data(as_text=True)
    for character in ("Mary", "Calamity", "Big Jo", "Wesley"):
        assert character in page
    assert "scenario 3: Outlaws" in page


def test_a_drawn_scenario_is_one_of_the_four_numbered_plots(app, client):
    drawn = set()
    for _ in range(12):
        token = start_game(client, names=("Ana", "Bo"), mode="legends", scenario="draw")
        scenario = storage.games(app).by_edit_token(token).scenario
        drawn.add(scenario)
        page = client.get(f"/t/{token}").get_data(as_text=True)
        number = list(Scenario).index(scenario) + 1
        assert f"Scenario drawn: plot {number}," in page
    assert drawn <= set(Scenario) and len(drawn) >= 2


def test_a_base_game_ignores_the_scenario_field(app, client):
    token = start_game(client, names=("Ana", "Bo"), mode="base", scenario="gold-rush")
    assert storage.games(app).by_edit_token(token).scenario is None


@pytest.mark.parametrize(
    ("names", "colours", "message"),
    [
        (("Ana",), None, "Write the names of 2 to 4 players"),
        (("Ana", "ana"), None, "Two players have the same name"),
        (("Ana", "Bo"), ("purple", "purple", "green", "white"), "Two players have the same colour"),
        (("A" * 41, "Bo"), None, "Field cannot be longer than 40 characters"),
    ],
)
def test_bad_tables_are_refused_with_a_clear_message(app, client, names, colours, message):
    data = new_game_form(names, colours=colours) if colours else new_game_form(names)
    data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    response = client.post("/moon-river/game-night", data=data)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)


def test_a_forged_form_without_csrf_token_is_refused_and_creates_nothing(app, client):
    response = client.post("/moon-river/game-night", data=new_game_form(("Ana", "Bo")))
    assert response.status_code == 400
    assert "This form was not accepted" in response.get_data(as_text=True)
    with storage.games(app).sessions() as session:
        from sqlalchemy import func, select

        from companion.storage.models import GameRow

        assert session.scalar(select(func.count()).select_from(GameRow)) == 0


def test_wrong_or_swapped_tokens_are_404(app, client):
    token = start_game(client)
    view = view_token(app, token)
    assert client.get("/t/not-a-token").status_code == 404
    assert client.get(f"/t/{view}").status_code == 404
    assert client.get(f"/r/{token}").status_code == 404
    assert client.get(f"/t/{view}/seat/1").status_code == 404
    assert client.get(f"/t/{token}/seat/4").status_code == 404
    assert client.get(f"/api/v1/tables/{view}/seats/1").status_code == 404
    assert client.get(f"/api/v1/results/{token}").status_code == 404
    assert client.get(f"/r/{view}").status_code == 200


def test_the_results_link_does_not_reveal_the_edit_link(app, client):
    token = start_game(client)
    page = client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)
    assert token not in page


def test_tokens_are_long_and_random(app, client):
    tokens = {start_game(client) for _ in range(5)}
    assert len(tokens) == 5
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{43}", t) for t in tokens)


def test_links_use_the_public_base_url_when_set(app, client):
    app.config["PUBLIC_BASE_URL"] = "https://games.example.org/"
    token = start_game(client)
    page = client.get(f"/t/{token}").get_data(as_text=True)
    assert f'value="https://games.example.org/t/{token}?lang=en"' in page


def table_page_from_localhost(client, monkeypatch, listening_on: str) -> tuple[str, str]:
    """A table page opened as 127.0.0.1 on a server bound to ``listening_on``."""
    monkeypatch.setattr(share, "lan_address", lambda: "192.168.1.23")
    token = start_game(client)
    page = client.get(
        f"/t/{token}",
        base_url="http://127.0.0.1:5000",
        environ_overrides={"SERVER_NAME": listening_on},
    ).get_data(as_text=True)
    return token, page


def test_links_from_localhost_use_the_machines_lan_address(app, client, monkeypatch):
    token, page = table_page_from_localhost(client, monkeypatch, "0.0.0.0")
    assert f'value="http://192.168.1.23:5000/t/{token}?lang=en"' in page
    assert 'id="unreachable"' not in page
    page = client.get(f"/t/{token}", base_url="http://ranch.lan:8000").get_data(as_text=True)
    assert f'value="http://ranch.lan:8000/t/{token}?lang=en"' in page


def test_a_server_on_the_loopback_only_says_other_phones_cannot_join(app, client, monkeypatch):
    token, page = table_page_from_localhost(client, monkeypatch, "127.0.0.1")
    assert f'value="http://127.0.0.1:5000/t/{token}?lang=en"' in page
    assert 'id="unreachable"' in page and "HOST=0.0.0.0" in page


def test_the_lan_address_is_found_without_the_loopback(app):
    address = share.lan_address()
    assert address is None or not address.startswith("127.")


def test_my_games_lists_the_games_this_device_opened(app, client):
    first = start_game(client, names=("Ana", "Bo"))
    second = start_game(client, names=("Cy", "Di"))
    client.get(f"/t/{first}")
    client.get(f"/t/{second}/seat/1")
    page = client.get("/moon-river/my-games").get_data(as_text=True)
    assert f"/t/{first}" in page and f"/t/{second}" in page
    assert "Ana and Bo" in page  # names joined as the language joins a list
    other_device = app.test_client()
    assert f"/t/{first}" not in other_device.get("/moon-river/my-games").get_data(as_text=True)


def test_my_games_dates_a_game_as_the_page_s_language_writes_dates(client):
    client.get(f"/t/{start_game(client, names=('Ana', 'Bo'))}")  # opened on this device
    today = datetime.now(UTC).date()
    for lang, written in (("de", f"{today:%d.%m.%Y}"), ("zh_Hant", f"{today.year}年")):
        page = client.get(f"/moon-river/my-games?lang={lang}").get_data(as_text=True)
        assert f'<time datetime="{today.isoformat()}">' in page
        assert (
            written in page.split(f'<time datetime="{today.isoformat()}">')[1].split("</time>")[0]
        )


def test_the_home_page_offers_game_night(client):
    page = client.get("/").get_data(as_text=True)
    assert "/moon-river/game-night" in page and "/moon-river/my-games" in page


def test_errors_name_the_player_whose_row_is_wrong(client):
    data = new_game_form(("Ana", "Bo", "C" * 41))
    data["players-3-colour"] = "pink"
    data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    page = client.post("/moon-river/game-night", data=data).get_data(as_text=True)
    assert "<li>Player 3: Field cannot be longer than 40 characters.</li>" in page
    assert "<li>Player 4: Not a valid choice.</li>" in page
    assert "<li>Player 1:" not in page


def test_a_name_with_a_control_character_is_refused_not_stored(app, client):
    from tests.web.tables_helpers import csrf_token, new_game_form

    data = new_game_form(["A\x00na", "Bo"])
    data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    response = client.post("/moon-river/game-night", data=data)
    assert response.status_code == 422
    assert "control characters" in response.get_data(as_text=True)


def test_form_library_messages_come_in_the_page_language(app, client):
    from tests.web.tables_helpers import csrf_token, new_game_form

    data = new_game_form(["A" * 50, "Bo"])
    data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    german = client.post("/moon-river/game-night?lang=de", data=data).get_data(as_text=True)
    assert "Feld kann nicht länger als 40 Zeichen sein." in german
    chinese = client.post("/moon-river/game-night?lang=zh_Hant", data=data).get_data(as_text=True)
    assert "欄位長度不能超過 40 個字元" in chinese  # Traditional, from WTForms' zh_TW catalog
