"""An event run over the JSON API, on SQLite and PostgreSQL: organiser, phones, standings."""

from __future__ import annotations

import csv
import io

import pytest

from companion import storage
from tests.events.helpers import independent_standings

BASE = "/api/v1/events"


def plots(points: int) -> list[dict]:
    """Six desert plots holding ``points`` nuggets: a ranch worth ``points``."""
    cells = [(1, col) for col in range(1, 6)] + [(2, 1)]
    return [
        {"row": r, "col": c, "terrain": "desert", "resources": min(9, max(0, points - 9 * i))}
        for i, (r, c) in enumerate(cells)
    ]


def new_event(client, players=8, **extra) -> dict:
    body = {"name": "Club night", "language": "en", "round_games": ["base", "gold-rush"], **extra}
    answer = client.post(BASE, json=body)
    assert answer.status_code == 201, answer.get_json()
    event = answer.get_json()
    for i in range(players):
        added = client.post(f"{BASE}/{event['organiser_token']}/players", json={"name": f"P{i}"})
        assert added.status_code == 201, added.get_json()
    return client.get(f"{BASE}/{event['organiser_token']}").get_json()


def play(client, table: dict, totals, finish=True) -> None:
    """Each phone of the table saves its ranch through the seat API, then finishes."""
    for seat, total in zip(table["seats"], totals, strict=True):
        url = f"/api/v1/tables/{table['edit_token']}/seats/{seat['position']}"
        rows = 10 if len(table["seats"]) == 2 else 5
        saved = client.put(url, json={"version": 0, "ranch": {"rows": rows, "plots": plots(total)}})
        assert saved.status_code == 200, saved.get_json()
    if finish:
        for seat in table["seats"]:
            page = client.get(f"/t/{table['edit_token']}/seat/{seat['position']}")
            token = page.get_data(as_text=True).split('name="csrf_token" type="hidden" value="')
            client.post(
                f"/t/{table['edit_token']}/seat/{seat['position']}/finished",
                data={
                    "finished": "1",
                    "csrf_token": token[1].split('"')[0] if len(token) > 1 else "",
                },
            )


def test_an_event_over_the_api_from_creation_to_standings(api_app):
    client = api_app.test_client()
    event = new_event(client, players=8)
    token = event["organiser_token"]
    assert event["current_round"] == 0 and len(event["players"]) == 8
    seated = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0})
    assert seated.status_code == 201
    body = seated.get_json()
    assert body["two_player_table"] is False and body["notice"] is None
    tables = body["round"]["tables"]
    assert [len(t["seats"]) for t in tables] == [4, 4]
    again = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0})  # a repeated submit
    assert again.status_code == 409
    assert "round 1 is the current one now" in again.get_json()["errors"][0]["message"]
    play(client, tables[0], [30, 20, 10, 0])
    play(client, tables[1], [9, 8, 7, 6])
    public = client.get(f"/api/v1/standings/{event['standings_token']}").get_json()
    assert [t["status"] for t in public["seated_rounds"][0]["tables"]] == ["counted", "counted"]
    assert all(t["edit_token"] is None for t in public["seated_rounds"][0]["tables"])
    got = [(s["name"], s["event_points"], s["game_points"]) for s in public["standings"]]
    assert got == [row[:3] for row in independent_standings(api_app, _event_id(api_app, token))]
    second = client.post(f"{BASE}/{token}/rounds", json={"based_on": 1}).get_json()
    assert second["round"]["scenario"] == "gold-rush"
    leaders = {s["player"] for s in public["standings"][:4]}
    assert len(leaders & {seat["player"] for seat in second["round"]["tables"][0]["seats"]}) >= 2


def _event_id(app, token: str) -> int:
    return storage.events(app).by_organiser_token(token).id


def test_the_standings_export_as_csv_best_first(api_app):
    client = api_app.test_client()
    event = new_event(client, players=4)
    token = event["organiser_token"]
    client.post(f"{BASE}/{token}/players/{event['players'][0]['id']}", json={})
    client.put(f"{BASE}/{token}/players/{event['players'][0]['id']}", json={"name": "=cmd()"})
    tables = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"][
        "tables"
    ]
    play(client, tables[0], [1, 2, 3, 4])
    answer = client.get(f"/api/v1/standings/{event['standings_token']}/standings.csv")
    assert answer.status_code == 200 and answer.mimetype == "text/csv"
    rows = list(csv.reader(io.StringIO(answer.get_data(as_text=True).lstrip("\ufeff"))))
    assert rows[0] == ["place", "name", "club", "event_points", "game_points", "best_game", "games"]
    assert [row[0] for row in rows[1:]] == ["1", "2", "3", "4"]
    assert [row[3] for row in rows[1:]] == ["4", "2", "1", "0"]
    assert "'=cmd()" in [row[1] for row in rows[1:]]  # no formula reaches a spreadsheet


@pytest.mark.parametrize(
    ("body", "paths"),
    [
        ({"name": "", "language": "en", "round_games": ["base"]}, ["name"]),
        ({"name": "N", "language": "en", "round_games": []}, ["round_games"]),
        ({"name": "N", "language": "en", "round_games": ["chess"]}, ["round_games[0]"]),
        ({"name": "N", "language": "en"}, ["round_games"]),
        ({"name": "N", "language": "en", "round_games": ["base"], "x": 1}, ["x"]),
        (
            {"name": "N", "language": "en", "round_games": ["base"], "points": {"4": [1]}},
            ["points"],
        ),
        ([], [""]),
    ],
)
def test_a_bad_new_event_is_refused_with_every_problem_and_its_path(api_app, body, paths):
    answer = api_app.test_client().post(BASE, json=body)
    assert answer.status_code == 422
    assert [e["path"] for e in answer.get_json()["errors"]] == paths


def test_refusals_are_in_the_requests_language(api_app):
    client = api_app.test_client()
    event = new_event(client, players=1)
    answer = client.post(f"{BASE}/{event['organiser_token']}/players?lang=de", json={"name": "P0"})
    assert answer.status_code == 422
    message = answer.get_json()["errors"][0]["message"]
    assert "P0" in message and "Another player" not in message
    seat = client.post(f"{BASE}/{event['organiser_token']}/rounds?lang=pt", json={"based_on": 0})
    assert seat.status_code == 422 and "2" in seat.get_json()["errors"][0]["message"]


def test_unknown_tokens_and_players_are_404(api_app):
    client = api_app.test_client()
    assert client.get(f"{BASE}/nothing-here").status_code == 404
    assert client.get("/api/v1/standings/nothing-here").status_code == 404
    event = new_event(client, players=2)
    token = event["organiser_token"]
    assert client.put(f"{BASE}/{token}/players/999999", json={"name": "X"}).status_code == 404
    assert client.post(f"{BASE}/{token}/players/999999/drop").status_code == 404
    # the public link runs nothing
    assert client.get(f"{BASE}/{event['standings_token']}").status_code == 404


def test_closing_a_round_says_which_tables_score_nothing(api_app):
    client = api_app.test_client()
    event = new_event(client, players=7)
    token = event["organiser_token"]
    tables = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"][
        "tables"
    ]
    play(client, tables[0], [5, 4, 3, 2][: len(tables[0]["seats"])])
    refused = client.post(f"{BASE}/{token}/rounds", json={"based_on": 1})
    assert refused.status_code == 422
    assert refused.get_json()["errors"][0]["message"].startswith("Table 2 is still playing")
    closed = client.post(f"{BASE}/{token}/rounds/1/close").get_json()
    assert closed["void_tables"] == [2]
    assert closed["notice"] == "Table 2 was not finished: it scores nothing this round."
    assert client.post(f"{BASE}/{token}/rounds/1/close").get_json()["void_tables"] == [2]
    positions = range(1, len(tables[1]["seats"]) + 1)
    correction = {"seats": [{"position": p, "ranch": {"plots": plots(p)}} for p in positions]}
    corrected = client.put(f"{BASE}/{token}/rounds/1/tables/2", json=correction)
    assert corrected.status_code == 200, corrected.get_json()
    assert [t["status"] for t in corrected.get_json()["tables"]] == ["counted", "counted"]


def test_a_swap_before_the_round_starts(api_app):
    client = api_app.test_client()
    event = new_event(client, players=8)
    token = event["organiser_token"]
    tables = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"][
        "tables"
    ]
    a, b = tables[0]["seats"][0]["player"], tables[1]["seats"][0]["player"]
    swapped = client.post(f"{BASE}/{token}/rounds/1/swap", json={"players": [a, b]})
    assert swapped.status_code == 200
    assert swapped.get_json()["tables"][0]["seats"][0]["player"] == b
    same = client.post(f"{BASE}/{token}/rounds/1/swap", json={"players": [a, a]})
    assert same.status_code == 422
    stale = client.post(f"{BASE}/{token}/rounds/2/swap", json={"players": [a, b]})
    assert stale.status_code == 409


@pytest.mark.parametrize(
    ("route", "body"),
    [
        ("/players", {"name": 123}),
        ("/players", {"name": "Ana", "club": ["x"]}),
        ("/players", {"name": "Ana", "seat": 1}),
        ("/players", "Ana"),
        ("/players", {"name": "\u0000Ana"}),
        ("/rounds", {"based_on": "0"}),
        ("/rounds", {"based_on": True}),
        ("/rounds", {"based_on": -1}),
        ("/rounds", {}),
        ("/rounds/1/swap", {"players": ["a", "b"]}),
        ("/rounds/1/swap", {"players": 7}),
        ("/rounds/1/swap", {"players": [1, 2, 3]}),
    ],
)
def test_a_body_of_the_wrong_shape_is_a_clear_422_and_changes_nothing(api_app, route, body):
    client = api_app.test_client()
    event = new_event(client, players=4)
    token = event["organiser_token"]
    if route.startswith("/rounds/1"):
        client.post(f"{BASE}/{token}/rounds", json={"based_on": 0})
    before = client.get(f"{BASE}/{token}").get_json()
    answer = client.post(f"{BASE}/{token}{route}", json=body)
    assert answer.status_code == 422, answer.get_json()
    assert all(e["message"] for e in answer.get_json()["errors"])
    assert client.get(f"{BASE}/{token}").get_json() == before


@pytest.mark.parametrize(
    "body",
    [
        {"seats": "x"},
        {"seats": [{"position": "1", "ranch": {"plots": []}}]},
        {"seats": [{"position": 9, "ranch": {"plots": []}}]},
        {"seats": [{"position": 1, "ranch": 3}]},
        {"seats": [{"position": 1, "ranch": {"rows": 10, "plots": []}}]},
        {"seats": [{"position": 1, "ranch": {"plots": [{"row": 1, "col": 1, "terrain": "x"}]}}]},
        {
            "seats": [
                {
                    "position": 1,
                    "ranch": {"plots": [{"row": 1, "col": 1, "terrain": "desert", "cows": 40}]},
                }
            ]
        },
    ],
)
def test_a_bad_correction_is_a_clear_422_and_changes_nothing(api_app, body):
    client = api_app.test_client()
    event = new_event(client, players=4)
    token = event["organiser_token"]
    client.post(f"{BASE}/{token}/rounds", json={"based_on": 0})
    before = client.get(f"{BASE}/{token}").get_json()
    answer = client.put(f"{BASE}/{token}/rounds/1/tables/1", json=body)
    assert answer.status_code == 422, answer.get_json()
    assert client.get(f"{BASE}/{token}").get_json() == before


@pytest.mark.parametrize(
    "body",
    [
        {"name": 5, "language": "en", "round_games": ["base"]},
        {"name": "N", "language": None, "round_games": ["base"]},
        {"name": "N", "language": "en", "round_games": "base"},
        {"name": "N", "language": "en", "round_games": [1]},
        {"name": "N", "language": "en", "round_games": ["base"] * 13},
        {"name": "N", "language": "en", "round_games": ["base"], "points": {"4": "x"}},
        {"name": "N", "language": "en", "round_games": ["base"], "points": []},
        {
            "name": "N",
            "language": "en",
            "round_games": ["base"],
            "points": {"2": [4, 0], "3": [4, 2, 0], "4": [4, 2, True, 0]},
        },
        {"name": "\u202eN", "language": "en", "round_games": ["base"]},
    ],
)
def test_a_new_event_of_the_wrong_shape_is_a_clear_422(api_app, body):
    answer = api_app.test_client().post(BASE, json=body)
    assert answer.status_code == 422, answer.get_json()
    assert all(e["message"] for e in answer.get_json()["errors"])


def test_standings_follow_a_phone_s_late_correction_at_once(api_app):
    """Nothing is cached: a counted table's seat saved again re-ranks the event."""
    client = api_app.test_client()
    event = new_event(client, players=4)
    token, public = event["organiser_token"], event["standings_token"]
    table = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    table = table["tables"][0]
    play(client, table, [30, 20, 10, 0])
    last = table["seats"][3]
    before = client.get(f"/api/v1/standings/{public}").get_json()
    assert before["standings"][0]["player"] == table["seats"][0]["player"]
    url = f"/api/v1/tables/{table['edit_token']}/seats/{last['position']}"
    resaved = client.put(url, json={"version": 1, "ranch": {"plots": plots(40)}})
    assert resaved.status_code == 200, resaved.get_json()
    after = client.get(f"/api/v1/standings/{public}").get_json()
    assert after["stamp"] != before["stamp"]
    assert after["standings"][0]["player"] == last["player"]
    assert after["standings"][0]["event_points"] == 4
    got = [
        (s["name"], s["event_points"], s["game_points"], s["best_game"]) for s in after["standings"]
    ]
    assert got == independent_standings(api_app, _event_id(api_app, token))


def test_a_correction_refused_for_the_whole_table_stores_none_of_its_seats(api_app):
    """Two seats of 20 cows each are fine one by one but 40 together: the table is refused,
    and seat 1 (valid on its own, checked first) is not stored either."""
    client = api_app.test_client()
    event = new_event(client, players=4)
    token = event["organiser_token"]
    client.post(f"{BASE}/{token}/rounds", json={"based_on": 0})
    before = client.get(f"{BASE}/{token}").get_json()
    cows = [{"row": 1, "col": c, "terrain": "prairie", "cows": 4} for c in range(1, 6)]
    seats = [{"position": p, "ranch": {"plots": cows}} for p in (1, 2)]
    answer = client.put(f"{BASE}/{token}/rounds/1/tables/1", json={"seats": seats})
    assert answer.status_code == 422, answer.get_json()
    assert "cows" in answer.get_json()["errors"][0]["message"]
    after = client.get(f"{BASE}/{token}").get_json()
    assert after["seated_rounds"] == before["seated_rounds"]
    edit = before["seated_rounds"][0]["tables"][0]["edit_token"]
    stored = storage.games(api_app).by_edit_token(edit)
    assert [(s.ranch, s.version, s.finished) for s in stored.seats[:2]] == [(None, 0, False)] * 2


def test_a_standings_poll_with_nothing_changed_is_a_304_and_scores_nothing(api_app, monkeypatch):
    """The stamp is one query; the standings of a stamp are scored once; its ETag lets
    a watcher that sends it back get an empty 304 until a phone or the organiser moves."""
    from companion.events import service

    client = api_app.test_client()
    event = new_event(client, players=4)
    token, public = event["organiser_token"], event["standings_token"]
    table = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    play(client, table["tables"][0], [30, 20, 10, 0])
    scored = []
    real = service._score_table
    monkeypatch.setattr(service, "_score_table", lambda r, t: scored.append(t.number) or real(r, t))
    first = client.get(f"/api/v1/standings/{public}")
    etag = first.headers["ETag"]
    stamp = first.get_json()["stamp"]
    assert first.status_code == 200 and etag.strip('"') == f"{stamp}.en"  # stamp and language
    assert scored == [1]  # each table scored once for its seats as they stand
    polled = client.get(f"/s/{public}/status", headers={"If-None-Match": f'"{stamp}"'})
    assert polled.status_code == 304 and polled.get_data() == b""
    again = client.get(f"/api/v1/standings/{public}", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert client.get(f"/api/v1/standings/{public}").get_json() == first.get_json()
    assert scored == [1]  # nothing changed: nothing scored again
    resaved = client.put(
        f"/api/v1/tables/{table['tables'][0]['edit_token']}/seats/4",
        json={"version": 1, "ranch": {"plots": plots(40)}},
    )
    assert resaved.status_code == 200
    moved = client.get(f"/s/{public}/status", headers={"If-None-Match": f'"{stamp}"'})
    assert moved.status_code == 200 and moved.get_json()["stamp"] != stamp
    after = client.get(f"/api/v1/standings/{public}", headers={"If-None-Match": etag})
    assert after.status_code == 200 and after.get_json()["stamp"] == moved.get_json()["stamp"]
    assert scored == [1, 1]  # the changed table, once


def test_the_same_standings_in_another_language_are_not_a_304(api_app):
    """Each row says in words which key separated it: a client that changes its language
    gets the answer in the new one, not a 304 for the stamp it holds."""
    client = api_app.test_client()
    event = new_event(client, players=4)
    token, public = event["organiser_token"], event["standings_token"]
    table = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    play(client, table["tables"][0], [30, 20, 10, 0])
    english = client.get(f"/api/v1/standings/{public}?lang=en")
    german = client.get(
        f"/api/v1/standings/{public}?lang=de", headers={"If-None-Match": english.headers["ETag"]}
    )
    assert german.status_code == 200
    assert german.get_json()["stamp"] == english.get_json()["stamp"]
    assert german.headers["ETag"] != english.headers["ETag"]
    assert "Accept-Language" in german.headers["Vary"]


def test_the_stamp_one_query_reads_is_the_stamp_the_loaded_standings_show(api_app):
    from companion.events import service

    client = api_app.test_client()
    event = new_event(client, players=5)
    token, public = event["organiser_token"], event["standings_token"]
    tables = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0}).get_json()["round"]
    play(client, tables["tables"][0], [3, 2, 1])
    with api_app.test_request_context("/"):
        loaded = service.standings(service.public_event(public)).stamp
        assert service.stamp(standings_token=public) == loaded
        assert service.stamp(organiser_token=token) == loaded
