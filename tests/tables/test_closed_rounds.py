"""A table of an event round that is over is read-only to its table links (issue 30).

The QR code on a table card is the table's edit link; once the organiser has closed the
round (or seated the next one, or the event has ended with it), a phone that still holds
the link can no longer change the result: the API's seat save and the seat page's save,
finish and reopen answer 409, in the page's language, saying that the round is closed and
that the organiser can correct it. The organiser's correction still changes it.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from tests.events.test_api import BASE, new_event, play, plots
from tests.web.tables_helpers import csrf_token

CLOSED = "This table's round is closed"
CLOSED_IN = {
    "de": "Die Runde dieses Tisches ist geschlossen",
    "es": "La ronda de esta mesa está cerrada",
    "pt": "A ronda desta mesa está fechada",
    "zh_Hant": "這張桌的這一輪已結束",
}


def round_one(client, players=4, finish=True):
    """An event whose round 1 is seated and played (to the end, with ``finish``)."""
    event = new_event(client, players=players)
    token = event["organiser_token"]
    tables = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    for table in tables["tables"]:
        play(client, table, [30, 20, 10, 0][: len(table["seats"])], finish=finish)
    return event, tables["tables"][0]


def closed_round_one(client):
    event, table = round_one(client)
    token = event["organiser_token"]
    assert client.post(f"{BASE}/{token}/rounds/1/close").status_code == 200
    return event, table


def standings(client, event) -> list:
    return client.get(f"/api/v1/standings/{event['standings_token']}").get_json()["standings"]


def seat_url(table, position=4) -> str:
    return f"/api/v1/tables/{table['edit_token']}/seats/{position}"


def seat_page(table, position=4) -> str:
    return f"/t/{table['edit_token']}/seat/{position}"


def test_a_closed_round_refuses_a_phone_s_save_and_changes_nothing(api_app):
    client = api_app.test_client()
    event, table = closed_round_one(client)
    before, seat = standings(client, event), client.get(seat_url(table)).get_json()
    answer = client.put(seat_url(table), json={"version": 1, "ranch": {"plots": plots(40)}})
    assert answer.status_code == 409
    [error] = answer.get_json()["errors"]
    assert error["message"].startswith(CLOSED) and "organiser" in error["message"]
    assert client.get(seat_url(table)).get_json() == seat
    assert standings(client, event) == before


def test_a_round_superseded_by_the_next_one_refuses_a_phone_s_save(api_app):
    client = api_app.test_client()
    event, table = round_one(client)
    token = event["organiser_token"]
    seated = client.post(f"{BASE}/{token}/rounds", json={"based_on": 1})
    assert seated.status_code == 201, seated.get_json()
    answer = client.put(seat_url(table), json={"version": 1, "ranch": {"plots": plots(40)}})
    assert answer.status_code == 409
    assert answer.get_json()["errors"][0]["message"].startswith(CLOSED)


def test_an_open_round_still_takes_a_phone_s_save(api_app):
    client = api_app.test_client()
    _event, table = round_one(client)
    answer = client.put(seat_url(table), json={"version": 1, "ranch": {"plots": plots(40)}})
    assert answer.status_code == 200, answer.get_json()


@pytest.mark.parametrize("language", sorted(CLOSED_IN))
def test_the_refusal_is_in_the_request_s_language(api_app, language):
    client = api_app.test_client()
    _event, table = closed_round_one(client)
    answer = client.put(
        f"{seat_url(table)}?lang={language}", json={"version": 1, "ranch": {"plots": plots(9)}}
    )
    assert answer.status_code == 409
    assert answer.get_json()["errors"][0]["message"].startswith(CLOSED_IN[language])


def post_form(client, url: str, page: str, **data):
    return client.post(url, data={"csrf_token": csrf_token(client, page), **data})


def test_reopening_a_counted_table_of_a_closed_round_is_refused_on_the_page(api_app):
    """The issue's case: ``finished=0`` turned a counted table void, its points to 0."""
    client = api_app.test_client()
    event, table = closed_round_one(client)
    before = standings(client, event)
    page = seat_page(table)
    answer = post_form(client, f"{page}/finished", page, finished="0")
    assert answer.status_code == 409
    assert CLOSED in unescape(answer.get_data(as_text=True))
    assert client.get(seat_url(table)).get_json()["finished"] is True
    assert standings(client, event) == before


def test_finishing_at_a_closed_round_is_refused_on_the_page_in_its_language(api_app):
    client = api_app.test_client()
    event, table = round_one(client, finish=False)  # saved, nobody marked finished
    client.post(f"{BASE}/{event['organiser_token']}/rounds/1/close")
    page = f"{seat_page(table)}?lang=de"
    answer = post_form(client, f"{seat_page(table)}/finished?lang=de", page, finished="1")
    assert answer.status_code == 409
    assert CLOSED_IN["de"] in unescape(answer.get_data(as_text=True))
    assert client.get(seat_url(table)).get_json()["finished"] is False


def test_the_seat_page_says_the_round_is_closed_as_it_opens(api_app):
    client = api_app.test_client()
    event, table = round_one(client)
    assert CLOSED not in unescape(client.get(seat_page(table)).get_data(as_text=True))
    client.post(f"{BASE}/{event['organiser_token']}/rounds/1/close")
    assert CLOSED in unescape(client.get(seat_page(table)).get_data(as_text=True))


def test_the_seat_page_s_form_cannot_save_at_a_closed_round(api_app):
    client = api_app.test_client()
    _event, table = closed_round_one(client)
    seat = client.get(seat_url(table)).get_json()
    page = seat_page(table)
    html = client.get(page).get_data(as_text=True)
    cells = {
        name: value
        for name, value in re.findall(r'name="(cells-\d+-[a-z]+)"[^>]*value="([^"]*)"', html)
    }
    data = {**cells, "version": str(seat["version"]), "cells-24-terrain": "desert"}
    answer = post_form(client, page, page, **data)
    assert answer.status_code == 409, answer.get_data(as_text=True)[:500]
    assert CLOSED in unescape(answer.get_data(as_text=True))
    assert client.get(seat_url(table)).get_json() == seat


def test_the_organiser_still_corrects_a_closed_round_s_table(api_app):
    client = api_app.test_client()
    event, table = closed_round_one(client)
    token = event["organiser_token"]
    correction = {"seats": [{"position": 4, "ranch": {"plots": plots(40)}}]}
    corrected = client.put(f"{BASE}/{token}/rounds/1/tables/1", json=correction)
    assert corrected.status_code == 200, corrected.get_json()
    assert client.get(seat_url(table)).get_json()["version"] == 2
