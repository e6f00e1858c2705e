"""Score check: one ranch scored on its own, from one tap on the home page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from flask_babel import force_locale, gettext, ngettext

from tests.web.tables_helpers import csrf_token, new_game_form, plot, save, view_token

ROOT = Path(__file__).resolve().parents[2]
CARLOTA = {
    "plots": json.loads((ROOT / "examples" / "table.json").read_text())["players"][0]["ranch"][
        "plots"
    ]
}
LANGUAGES = ("en", "es", "de", "zh_Hant", "pt")


def start_check(client) -> str:
    """The home page's button: one POST, straight to the editor."""
    response = client.post("/moon-river/score-check")
    assert response.status_code == 302
    path = urlsplit(response.headers["Location"]).path
    assert re.fullmatch(r"/t/[A-Za-z0-9_-]+/seat/1", path)
    return path.split("/")[2]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_home_page_offers_score_a_ranch_as_a_one_button_form(client):
    page = client.get("/").get_data(as_text=True)
    form = re.search(
        r'<form method="post" action="(/moon-river/score-check)[^"]*"[^>]*>(.*?)</form>', page, re.S
    )
    assert form is not None
    assert "Score a ranch" in form.group(2)
    assert "<input" not in form.group(2)  # nothing to fill in


def test_a_link_or_prefetch_cannot_create_a_check(client):
    assert client.get("/moon-river/score-check").status_code == 405


def test_one_tap_opens_the_editor_on_an_empty_base_game_ranch(client):
    token = start_check(client)
    page = client.get(f"/t/{token}/seat/1").get_data(as_text=True)
    assert "<h1>Score check</h1>" in page
    assert 'data-rows="5"' in page
    assert 'id="ranch-form"' in page
    assert "My ranch is finished" not in page  # nothing to finish: nobody waits for it
    assert 'selected value="base"' in page


def test_the_rulebook_ranch_scores_89_and_the_result_is_a_check_not_a_victory(app, client):
    token = start_check(client)
    response = save(client, token, 1, CARLOTA["plots"])
    assert response.get_json()["score"]["total"] == 89
    for lang in LANGUAGES:
        page = client.get(f"/t/{token}/results?lang={lang}").get_data(as_text=True)
        with app.test_request_context(f"/?lang={lang}"), force_locale(lang):
            assert (
                ngettext(
                    "This ranch scores %(num)d point.", "This ranch scores %(num)d points.", 89
                )
                in page
            )
            forbidden = [
                gettext("Ranking"),
                ngettext(
                    "%(name)s wins with %(num)d point!",
                    "%(name)s wins with %(num)d points!",
                    89,
                    name="My ranch",
                ),
                gettext("Send to BG Stats"),
                gettext("Provisional: not every ranch is finished yet."),
            ]
        for words in forbidden:
            assert words not in page, (lang, words)
        if lang == "en":
            winning = r"\b(wins?|winners?|victory|ties?|tiebreak|rank(ed|ing)?)\b"
            assert not re.search(winning, text(page), re.I)
        assert '<span class="num">89</span>' in page


def test_the_game_night_results_still_rank_and_name_the_winner(client):
    """The check's wording is its own: a table's results page keeps its ranking."""
    from tests.web.tables_helpers import start_game

    token = start_game(client, names=("Ana", "Bo"))
    save(client, token, 1, CARLOTA["plots"], rows=10)
    page = client.get(f"/t/{token}/results").get_data(as_text=True)
    assert "Ranking" in page


def test_the_check_is_kept_in_my_games_and_its_table_address_opens_the_editor(client):
    token = start_check(client)
    client.get(f"/t/{token}/seat/1")
    games = client.get("/moon-river/my-games").get_data(as_text=True)
    assert f"/t/{token}" in games
    assert "Score check" in games
    response = client.get(f"/t/{token}")
    assert response.status_code == 302
    assert urlsplit(response.headers["Location"]).path == f"/t/{token}/seat/1"


def test_the_editor_switches_to_a_legends_scenario_and_the_2_player_grid(client):
    token = start_check(client)
    url = f"/t/{token}/seat/1"
    data = {"csrf_token": csrf_token(client, url), "variant": "gold-rush", "rows": "10"}
    assert client.post(f"/t/{token}/variant", data=data).status_code == 302
    page = client.get(url).get_data(as_text=True)
    assert 'data-rows="10"' in page
    assert 'data-mode="legends"' in page and 'data-scenario="gold-rush"' in page
    assert "Gold Rush" in client.get(f"/t/{token}/results").get_data(as_text=True)


def test_a_plot_in_row_6_keeps_the_check_on_the_10_row_grid(client):
    token = start_check(client)
    url = f"/t/{token}/seat/1"
    client.post(
        f"/t/{token}/variant",
        data={"csrf_token": csrf_token(client, url), "variant": "base", "rows": "10"},
    )
    assert (
        save(client, token, 1, [plot(6, 1, "desert", cows=1)], version=1, rows=10).status_code
        == 200
    )
    data = {"csrf_token": csrf_token(client, url), "variant": "base", "rows": "5"}
    client.post(f"/t/{token}/variant", data=data)
    page = client.get(url).get_data(as_text=True)
    assert "Rows 6 to 10 hold plots" in page
    assert 'data-rows="10"' in page
    assert client.get(f"/api/v1/tables/{token}/seats/1").get_json()["ranch"]["plots"][0]["row"] == 6


def test_a_bad_variant_is_refused_with_a_message_and_changes_nothing(client):
    token = start_check(client)
    url = f"/t/{token}/seat/1"
    data = {"csrf_token": csrf_token(client, url), "variant": "chess", "rows": "7"}
    client.post(f"/t/{token}/variant", data=data)
    page = client.get(url).get_data(as_text=True)
    assert "Choose a game and a grid from the lists." in page
    assert 'data-mode="base"' in page and 'data-rows="5"' in page


def test_a_game_night_cannot_be_switched_like_a_check(client):
    from tests.web.tables_helpers import start_game

    token = start_game(client)
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/1"), "variant": "base", "rows": "10"}
    assert client.post(f"/t/{token}/variant", data=data).status_code == 404


def test_the_filled_sheet_is_titled_as_a_check_and_is_final(app, client):
    token = start_check(client)
    save(client, token, 1, CARLOTA["plots"])
    sheet = client.get(f"/r/{view_token(app, token)}/sheet").get_data(as_text=True)
    assert "Moon River score check" in sheet
    assert "89" in sheet
    assert "game night" not in sheet


@pytest.mark.parametrize("names, status", [(("Ana", "Bo", "Cy"), 302), (("Ana", "Bo"), 422)])
def test_the_ranch_becomes_the_first_seat_of_a_game_night(app, client, names, status):
    token = start_check(client)
    save(client, token, 1, CARLOTA["plots"])
    result = client.get(f"/t/{token}/results").get_data(as_text=True)
    form_url = f"/t/{token}/game-night"
    assert f'href="{form_url}?lang=en"' in result  # the check's token in the path, not the query
    page = client.get(form_url).get_data(as_text=True)
    assert "already entered" in page
    data = new_game_form(names) | {"csrf_token": csrf_token(client, form_url)}
    response = client.post(form_url, data=data)
    assert response.status_code == status
    if status == 422:
        assert "seat 3 or 4 players" in response.get_data(as_text=True)
        return
    night = urlsplit(response.headers["Location"]).path.removeprefix("/t/")
    seat = client.get(f"/api/v1/tables/{night}/seats/1").get_json()
    assert seat["score"]["total"] == 89
    assert client.get(f"/api/v1/tables/{night}/seats/2").get_json()["ranch"] is None


@pytest.mark.parametrize("site", ["cross-site", "same-site"])
def test_a_post_from_another_website_starts_no_check(client, site):
    """The button needs no token, but a page elsewhere cannot make a phone start checks."""
    response = client.post(
        "/moon-river/score-check?lang=de", headers={"Sec-Fetch-Site": site, "Accept": "text/html"}
    )
    assert response.status_code == 403
    assert "einer anderen Website" in response.get_data(as_text=True)
    assert "/t/" not in response.headers.get("Location", "")


@pytest.mark.parametrize("site", ["same-origin", "none"])
def test_the_buttons_own_post_starts_a_check(client, site):
    response = client.post("/moon-river/score-check", headers={"Sec-Fetch-Site": site})
    assert response.status_code == 302
