"""The pages' actions over the API too: the event's rules (create and change), bringing a
dropped player back, a phone marking its seat finished, the organiser counting a table."""

from __future__ import annotations

import pytest

from tests.events.test_api import BASE, new_event, play


def test_an_event_made_with_byes_and_a_final_says_so_and_seats_so(api_app):
    client = api_app.test_client()
    rules = {"odd_counts": "byes", "bye_points": 3, "final_table": 4, "consolation": False}
    event = new_event(client, players=9, **rules)
    assert event["rules"] == {
        **rules,
        "bye_points_now": 3,
        "tiebreaks": ["event_points", "game_points", "best_game"],
    }
    token = event["organiser_token"]
    seated = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()
    assert [len(t["seats"]) for t in seated["round"]["tables"]] == [4, 4]
    (bye,) = seated["round"]["byes"]
    assert bye["points"] == 3
    assert seated["notices"] == [
        f"{bye['name']} sits this round out with a bye, earning 3 event points."
    ]
    for table in seated["round"]["tables"]:
        play(client, table, (40, 30, 20, 10))
    final = client.post(f"{BASE}/{token}/rounds", json={"based_on": 1}).get_json()
    assert final["round"]["final"] and len(final["round"]["tables"]) == 1
    assert len(final["sitting_out"]) == 5
    assert final["notice"].startswith("Table 1 is the final: the top 4 of the standings.")


def test_the_rules_change_over_the_api_and_a_refusal_changes_nothing(api_app):
    client = api_app.test_client()
    event = new_event(client, players=8)
    token = event["organiser_token"]
    changed = client.put(
        f"{BASE}/{token}/rules", json={"tiebreaks": ["opponents_points", "event_points"]}
    )
    assert changed.status_code == 200
    assert changed.get_json()["tiebreaks"] == ["opponents_points", "event_points"]
    assert changed.get_json()["odd_counts"] == "threes-bottom"  # what was not sent stays
    version = client.get(f"{BASE}/{token}").get_json()["version"]
    refused = client.put(
        f"{BASE}/{token}/rules?lang=de", json={"odd_counts": "byes", "tiebreaks": ["best_game"] * 2}
    )
    assert refused.status_code == 422
    assert refused.get_json()["errors"][0]["path"] == "tiebreaks"
    after = client.get(f"{BASE}/{token}").get_json()
    assert after["version"] == version and after["rules"]["odd_counts"] == "threes-bottom"
    bad = client.put(f"{BASE}/{token}/rules", json={"odd_counts": "pairs", "final_table": 2})
    assert bad.status_code == 422
    assert {e["path"] for e in bad.get_json()["errors"]} == {"odd_counts", "final_table"}


@pytest.mark.parametrize(
    "body",
    [
        {"odd_counts": "byes", "bye_points": 101},
        {"tiebreaks": []},
        {"tiebreaks": ["luck"]},
        {"final_table": 4},  # an event of one round has no final
    ],
)
def test_a_new_event_with_bad_rules_is_a_clear_422(api_app, body):
    client = api_app.test_client()
    answer = client.post(
        BASE, json={"name": "N", "language": "en", "round_games": ["base"], **body}
    )
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["errors"][0]["message"]


def test_a_dropped_player_is_brought_back_over_the_api(api_app):
    client = api_app.test_client()
    event = new_event(client, players=5)
    token, player = event["organiser_token"], event["players"][4]["id"]
    dropped = client.post(f"{BASE}/{token}/players/{player}/drop").get_json()
    assert dropped["dropped_from"] == 1
    back = client.post(f"{BASE}/{token}/players/{player}/back")
    assert back.status_code == 200 and back.get_json()["dropped_from"] is None
    again = client.post(f"{BASE}/{token}/players/{player}/back")  # sent twice: nothing more
    assert again.status_code == 200 and again.get_json()["dropped_from"] is None
    seated = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()
    assert player in {s["player"] for t in seated["round"]["tables"] for s in t["seats"]}
    assert client.post(f"{BASE}/{token}/players/999999/back").status_code == 404


def test_a_phone_marks_its_seat_finished_over_the_api_and_the_table_counts(api_app):
    client = api_app.test_client()
    event = new_event(client, players=4)
    token = event["organiser_token"]
    table = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    table = table["tables"][0]
    seat_url = f"/api/v1/tables/{table['edit_token']}/seats"
    nothing_yet = client.post(f"{seat_url}/1/finished", json={"finished": True})
    assert nothing_yet.status_code == 422
    play(client, table, (40, 30, 20, 10), finish=False)
    for position in (1, 2, 3, 4):
        done = client.post(f"{seat_url}/{position}/finished", json={"finished": True})
        assert done.status_code == 200 and done.get_json()["finished"] is True
    now = client.get(f"{BASE}/{token}").get_json()
    assert now["seated_rounds"][0]["tables"][0]["status"] == "counted"
    reopened = client.post(f"{seat_url}/1/finished", json={"finished": False})
    assert reopened.get_json()["finished"] is False
    assert client.post(f"{seat_url}/1/finished", json={"finished": "yes"}).status_code == 422


def test_the_organiser_counts_a_table_closed_unfinished_over_the_api(api_app):
    client = api_app.test_client()
    event = new_event(client, players=4)
    token = event["organiser_token"]
    table = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    table = table["tables"][0]
    play(client, table, (40, 30, 20, 10), finish=False)
    client.post(f"{BASE}/{token}/rounds/1/close")
    counted = client.post(f"{BASE}/{token}/rounds/1/tables/1/count")
    assert counted.status_code == 200
    assert counted.get_json()["tables"][0]["status"] == "counted"


def test_the_standings_json_says_which_key_separated_each_row_in_the_asked_language(api_app):
    client = api_app.test_client()
    event = new_event(client, players=8)
    token = event["organiser_token"]
    seated = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()
    first, second = seated["round"]["tables"]
    play(client, first, (50, 30, 20, 10))
    play(client, second, (45, 30, 20, 10))
    public = event["standings_token"]
    rows = client.get(f"/api/v1/standings/{public}").get_json()["standings"]
    assert rows[0]["separation"] is None
    assert rows[1]["separated_by"] == "game_points"
    assert rows[1]["separation"] == f"{rows[0]['name']} ahead on game points: 50 vs 45"
    german = client.get(f"/api/v1/standings/{public}?lang=de").get_json()["standings"]
    assert german[1]["separation"] != rows[1]["separation"]
    assert "50" in german[1]["separation"] and "45" in german[1]["separation"]
