"""The draft flow over the JSON API: seat a draft, read its report, swap, publish."""

from __future__ import annotations

from tests.events.test_api import BASE, new_event, play


def seat(client, token, based_on, **extra):
    answer = client.post(f"{BASE}/{token}/rounds", json={"based_on": based_on, **extra})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def tables_of(round_json) -> list[list[int]]:
    return [[seat["player"] for seat in table["seats"]] for table in round_json["tables"]]


def test_seat_report_swap_publish(api_app):
    client = api_app.test_client()
    event = new_event(client, players=8)
    token, public = event["organiser_token"], f"/api/v1/standings/{event['standings_token']}"
    first = seat(client, token, 0)  # publish defaults to true: live at once, as before
    assert first["round"]["draft"] is False and first["report"]["findings"] == []
    for table, totals in zip(first["round"]["tables"], ([4, 3, 2, 1], [8, 7, 6, 5]), strict=True):
        play(client, table, totals)
    # Round 2 as a draft: 8 players at 2 tables again cannot avoid meeting again.
    drafted = seat(client, token, 1, publish=False)
    assert drafted["round"]["draft"] is True and drafted["round"]["number"] == 2
    report = client.get(f"{BASE}/{token}/rounds/2/report").get_json()
    assert report == drafted["report"] and report["draft"] is True
    assert len(report["findings"]) >= 4
    assert all(f["met_before"] == 1 for f in report["findings"])
    assert "have met before (1 time)" in report["findings"][0]["text"]
    assert "repeat meetings could not be avoided" in report["summary"]
    # Nobody else sees the draft: the standings still show round 1 only.
    watched = client.get(public).get_json()
    assert watched["current_round"] == 1 and len(watched["seated_rounds"]) == 1
    organiser = client.get(f"{BASE}/{token}").get_json()
    assert organiser["draft"]["number"] == 2 and organiser["current_round"] == 1
    # Apply a suggested swap, if the report has one; the report then reads the new seats.
    swap = next((f["swap"] for f in report["findings"] if f["swap"]), None)
    seats = tables_of(drafted["round"])
    if swap:
        swapped = client.post(
            f"{BASE}/{token}/rounds/2/swap", json={"players": [swap["player"], swap["other"]]}
        )
        assert swapped.status_code == 200, swapped.get_json()
        assert swapped.get_json()["draft"] is True
        seats = tables_of(swapped.get_json())
        again = client.get(f"{BASE}/{token}/rounds/2/report").get_json()
        assert len(again["findings"]) <= len(report["findings"]) + 1
    published = client.post(f"{BASE}/{token}/rounds/2/publish", json={"tables": seats})
    assert published.status_code == 200, published.get_json()
    assert published.get_json()["draft"] is False and tables_of(published.get_json()) == seats
    watched = client.get(public).get_json()
    assert watched["current_round"] == 2 and tables_of(watched["seated_rounds"][1]) == seats
    assert client.get(f"{BASE}/{token}").get_json()["draft"] is None


def test_a_publish_of_a_draft_read_before_a_swap_is_409_and_publishes_nothing(api_app):
    client = api_app.test_client()
    token = new_event(client, players=8)["organiser_token"]
    drafted = seat(client, token, 0, publish=False)
    read = tables_of(drafted["round"])
    a, b = read[0][0], read[1][0]
    assert client.post(f"{BASE}/{token}/rounds/1/swap", json={"players": [a, b]}).status_code == 200
    stale = client.post(f"{BASE}/{token}/rounds/1/publish", json={"tables": read})
    assert stale.status_code == 409
    assert "changed meanwhile" in stale.get_json()["errors"][0]["message"]
    assert client.get(f"{BASE}/{token}").get_json()["current_round"] == 0
    assert client.post(f"{BASE}/{token}/rounds/1/publish", json={}).status_code == 200


def test_a_draft_s_table_link_takes_no_ranch_until_published(api_app):
    client = api_app.test_client()
    token = new_event(client, players=4)["organiser_token"]
    table = seat(client, token, 0, publish=False)["round"]["tables"][0]
    url = f"/api/v1/tables/{table['edit_token']}/seats/1"
    refused = client.put(url, json={"version": 0, "ranch": {"rows": 5, "plots": []}})
    assert refused.status_code >= 400
    client.post(f"{BASE}/{token}/rounds/1/publish", json={})
    saved = client.put(url, json={"version": 0, "ranch": {"rows": 5, "plots": []}})
    assert saved.status_code == 200, saved.get_json()


def test_a_discarded_draft_leaves_the_event_as_it_was_and_bad_bodies_are_422(api_app):
    client = api_app.test_client()
    token = new_event(client, players=8)["organiser_token"]
    before = client.get(f"{BASE}/{token}").get_json()
    seat(client, token, 0, publish=False)
    bad = client.post(f"{BASE}/{token}/rounds/1/publish", json={"tables": "all"})
    assert bad.status_code == 422
    assert (
        client.post(f"{BASE}/{token}/rounds", json={"based_on": 0, "publish": 1}).status_code == 422
    )
    discarded = client.post(f"{BASE}/{token}/rounds/1/discard")
    assert discarded.status_code == 200 and discarded.get_json()["draft"] is None
    after = client.get(f"{BASE}/{token}").get_json()
    assert after["seated_rounds"] == before["seated_rounds"] == []
    assert after["current_round"] == 0
    assert client.post(f"{BASE}/{token}/rounds/1/discard").status_code == 409
    assert client.get(f"{BASE}/{token}/rounds/1/report").status_code == 404
