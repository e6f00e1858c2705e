"""Real responses of every operation validate against the OpenAPI document the app serves.

Each documented operation is called for real (a scored table, a resolved turn,
a game night's seat saved, stale and refused) and every body is checked
against the schema the document gives for that operation and status, so the
document cannot promise one thing while the app sends another.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema_rs
import pytest

from tests.web.tables_helpers import plot, save, start_game, view_token

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCORES = "/api/v1/moon-river/scores"
RESOLUTIONS = "/api/v1/river-dragons/resolutions"
MOVES = ["move-1", "move-2", "jump", "place-1-stone", "remove-plank-or-stone"]


def calls(client, app):
    """(documented path, method, response) for real calls of every operation."""
    legends = json.loads((EXAMPLES / "legends-table.json").read_text())
    table = json.loads((EXAMPLES / "table.json").read_text())
    turn = {
        "players": [
            {"colour": "pink", "cards": [{"dragon": "blue"}, *MOVES[1:]]},
            {"colour": "blue", "cards": MOVES},
        ],
        "first_player": "pink",
    }
    yield SCORES, "post", client.post(SCORES, json=legends)
    yield SCORES, "post", client.post(SCORES, json=table)
    yield SCORES, "post", client.post(f"{SCORES}?lang=zh_Hant", json={"players": [{}]})
    yield SCORES, "post", client.post(SCORES, data="{", content_type="application/json")
    yield SCORES, "post", client.post(SCORES, data="x", content_type="text/plain")
    yield SCORES, "post", client.post(SCORES, data=b" " * 300_000, content_type="application/json")
    yield RESOLUTIONS, "post", client.post(RESOLUTIONS, json=turn)
    yield RESOLUTIONS, "post", client.post(RESOLUTIONS, json={"players": 3})
    setup = "/api/v1/river-dragons/setup/{players}"
    yield setup, "get", client.get("/api/v1/river-dragons/setup/4")
    yield setup, "get", client.get("/api/v1/river-dragons/setup/9")
    yield "/api/v1/openapi.json", "get", client.get("/api/v1/openapi.json")

    token = start_game(client, names=("Ana", "Bo"))
    seat = "/api/v1/tables/{edit_token}/seats/{position}"
    yield seat, "get", client.get(f"/api/v1/tables/{token}/seats/1")
    yield seat, "put", save(client, token, 1, [plot(1, 1, "forest", cows=2), plot(1, 2, "farm")])
    yield seat, "get", client.get(f"/api/v1/tables/{token}/seats/1")
    yield seat, "put", save(client, token, 1, [plot(1, 3, "desert")])  # stale: 409
    yield seat, "put", save(client, token, 1, [plot(1, 9, "desert")], version=1)  # 422
    yield seat, "get", client.get(f"/api/v1/tables/{token}/seats/7")
    finished = seat + "/finished"
    yield (
        finished,
        "post",
        client.post(f"/api/v1/tables/{token}/seats/1/finished", json={"finished": True}),
    )
    yield (
        finished,
        "post",
        client.post(f"/api/v1/tables/{token}/seats/2/finished", json={"finished": True}),
    )
    yield finished, "post", client.post(f"/api/v1/tables/{token}/seats/1/finished", json={})
    yield (
        finished,
        "post",
        client.post(f"/api/v1/tables/{token}/seats/9/finished", json={"finished": True}),
    )
    results = "/api/v1/results/{view_token}"
    yield results, "get", client.get(f"/api/v1/results/{view_token(app, token)}")
    yield results, "get", client.get("/api/v1/results/nothing-here")
    yield from event_calls(client)
    yield from season_calls(client)


def event_calls(client):
    """An event's operations, answered and refused."""
    events = "/api/v1/events"
    new = {"name": "Club night", "language": "en", "round_games": ["base", "draw"]}
    yield events, "post", client.post(events, json=new)
    yield events, "post", client.post(events, json={**new, "round_games": ["chess"]})
    created = client.post(events, json=new).get_json()
    token, public = created["organiser_token"], created["standings_token"]
    event = "/api/v1/events/{organiser_token}"
    yield event, "get", client.get(f"{events}/{token}")
    yield event, "get", client.get(f"{events}/nothing-here")
    players = event + "/players"
    for name in ("Ana", "Bo", "Cy", "Di", "Ed"):
        yield players, "post", client.post(f"{events}/{token}/players", json={"name": name})
    yield players, "post", client.post(f"{events}/{token}/players", json={"name": "ana"})
    ids = [p["id"] for p in client.get(f"{events}/{token}").get_json()["players"]]
    player = players + "/{player_id}"
    yield player, "put", client.put(f"{events}/{token}/players/{ids[0]}", json={"name": "Ana B"})
    yield player, "put", client.put(f"{events}/{token}/players/{ids[0]}", json={"name": ""})
    drop = player + "/drop"
    yield drop, "post", client.post(f"{events}/{token}/players/{ids[4]}/drop")
    back = player + "/back"
    yield back, "post", client.post(f"{events}/{token}/players/{ids[4]}/back")
    yield drop, "post", client.post(f"{events}/{token}/players/{ids[4]}/drop")
    yield back, "post", client.post(f"{events}/{token}/players/999999/back")
    rules = event + "/rules"
    yield rules, "put", client.put(f"{events}/{token}/rules", json={"odd_counts": "byes"})
    yield rules, "put", client.put(f"{events}/{token}/rules", json={"tiebreaks": ["best_game"] * 2})
    yield rules, "put", client.put(f"{events}/{token}/rules", json={"final_table": 5})
    rounds = event + "/rounds"
    seated = client.post(f"{events}/{token}/rounds", json={"based_on": 0})
    yield rounds, "post", seated
    yield rounds, "post", client.post(f"{events}/{token}/rounds", json={"based_on": 0})
    yield rounds, "post", client.post(f"{events}/{token}/rounds", json={"based_on": 1})
    swap = rounds + "/{number}/swap"
    yield swap, "post", client.post(f"{events}/{token}/rounds/1/swap", json={"players": ids[:2]})
    yield swap, "post", client.post(f"{events}/{token}/rounds/1/swap", json={"players": [1]})
    clock = rounds + "/{number}/clock"
    yield clock, "post", client.post(f"{events}/{token}/rounds/1/clock")
    close = rounds + "/{number}/close"
    yield close, "post", client.post(f"{events}/{token}/rounds/1/close")
    yield close, "post", client.post(f"{events}/{token}/rounds/3/close")
    closed_table = seated.get_json()["round"]["tables"][0]["edit_token"]
    seat_body = {"version": 0, "ranch": {"plots": []}}
    seat = "/api/v1/tables/{edit_token}/seats/{position}"
    yield seat, "put", client.put(f"/api/v1/tables/{closed_table}/seats/1", json=seat_body)
    table = rounds + "/{number}/tables/{table}"
    ranch = {"plots": [{"row": 1, "col": 1, "terrain": "desert", "resources": 2}]}
    correction = {"seats": [{"position": 1, "ranch": ranch}]}
    yield table, "put", client.put(f"{events}/{token}/rounds/1/tables/1", json=correction)
    yield table, "put", client.put(f"{events}/{token}/rounds/1/tables/1", json={"seats": [{}]})
    yield table, "put", client.put(f"{events}/{token}/rounds/1/tables/9", json=correction)
    count = table + "/count"
    yield count, "post", client.post(f"{events}/{token}/rounds/1/tables/1/count")
    yield count, "post", client.post(f"{events}/{token}/rounds/1/tables/9/count")
    yield from draft_calls(client, token, rounds)
    standings = "/api/v1/standings/{standings_token}"
    yield standings, "get", client.get(f"/api/v1/standings/{public}")
    yield standings, "get", client.get("/api/v1/standings/nothing-here")
    csv = standings + "/standings.csv"
    yield csv, "get", client.get(f"/api/v1/standings/{public}/standings.csv")
    yield csv, "get", client.get("/api/v1/standings/nothing-here/standings.csv")


def draft_calls(client, token, rounds):
    """Round 2 seated as a draft: its report, thrown away, seated again and published."""
    base = f"/api/v1/events/{token}/rounds"
    draft = {"based_on": 1, "publish": False}
    yield rounds, "post", client.post(base, json=draft)
    report = rounds + "/{number}/report"
    yield report, "get", client.get(f"{base}/2/report")
    yield report, "get", client.get(f"{base}/7/report")
    discard = rounds + "/{number}/discard"
    yield discard, "post", client.post(f"{base}/2/discard")
    yield discard, "post", client.post(f"{base}/2/discard")  # nothing left to throw away
    client.post(base, json=draft)
    publish = rounds + "/{number}/publish"
    yield publish, "post", client.post(f"{base}/2/publish", json={"tables": [[1]]})  # stale
    yield publish, "post", client.post(f"{base}/2/publish", json={"tables": 3})
    yield publish, "post", client.post(f"{base}/2/publish", json={})


def season_calls(client):
    """A season's operations, answered and refused."""
    seasons, events = "/api/v1/seasons", "/api/v1/events"
    new = {"name": "Thursdays", "language": "en", "best_of": 2}
    yield seasons, "post", client.post(seasons, json=new)
    yield seasons, "post", client.post(seasons, json={**new, "best_of": 0})
    created = client.post(seasons, json=new).get_json()
    token, public = created["organiser_token"], created["standings_token"]
    season = "/api/v1/seasons/{organiser_token}"
    yield season, "get", client.get(f"{seasons}/{token}")
    yield season, "get", client.get(f"{seasons}/nothing-here")
    yield season, "put", client.put(f"{seasons}/{token}", json={**new, "best_of": None})
    yield season, "put", client.put(f"{seasons}/{token}", json={**new, "language": "xx"})
    event = client.post(events, json={"name": "E", "language": "en", "round_games": ["base"]})
    event_token = event.get_json()["organiser_token"]
    for name in ("Ana", "Bo"):
        client.post(f"{events}/{event_token}/players", json={"name": name})
    added = season + "/events"
    yield added, "post", client.post(f"{seasons}/{token}/events", json={"event": event_token})
    yield added, "post", client.post(f"{seasons}/{token}/events", json={"event": event_token})
    following = season + "/next-event"
    body = {"based_on": 1, "name": "E2"}
    yield following, "post", client.post(f"{seasons}/{token}/next-event", json=body)
    yield following, "post", client.post(f"{seasons}/{token}/next-event", json=body)  # 409
    entries = client.get(f"{seasons}/{token}").get_json()["entries"]
    match = season + "/players/{player_id}"
    url = f"{seasons}/{token}/players/{entries[0]['player']}"
    yield match, "put", client.put(url, json={"season_player": None})
    yield match, "put", client.put(url, json={"season_player": entries[1]["season_player"]})
    yield match, "put", client.put(f"{seasons}/{token}/players/99999", json={"season_player": None})
    standings = "/api/v1/season-standings/{standings_token}"
    yield standings, "get", client.get(f"/api/v1/season-standings/{public}")
    yield standings, "get", client.get("/api/v1/season-standings/nothing-here")
    csv = standings + "/standings.csv"
    yield csv, "get", client.get(f"/api/v1/season-standings/{public}/standings.csv")
    yield csv, "get", client.get("/api/v1/season-standings/nothing-here/standings.csv")


@pytest.fixture
def document(client):
    return client.get("/api/v1/openapi.json").get_json()


def validator(document, schema):
    """A validator for ``schema`` whose ``#/components/...`` references resolve in the document."""
    return jsonschema_rs.validator_for({**schema, "components": document["components"]})


def test_every_response_matches_the_served_document(app, client, document):
    seen = set()
    for path, method, response in calls(client, app):
        operation = document["paths"][path][method]
        status = str(response.status_code)
        assert status in operation["responses"], (path, method, status)
        content = operation["responses"][status].get("content")
        seen.add((path, method))
        if content is None:
            continue
        if "application/json" not in content:  # an export: the declared media type
            assert response.mimetype in content, (path, status)
            continue
        assert response.mimetype == "application/json", (path, status)
        errors = [
            f"{error.instance_path}: {error.message}"
            for error in validator(document, content["application/json"]["schema"]).iter_errors(
                response.get_json()
            )
        ]
        assert not errors, (path, method, status, errors[:5])
    documented = {
        (path, method) for path, operations in document["paths"].items() for method in operations
    }
    assert seen == documented, documented - seen


def test_the_validator_does_catch_a_wrong_body(client, document):
    """The check above can fail: a score without its total does not validate."""
    body = client.post(SCORES, json=json.loads((EXAMPLES / "table.json").read_text())).get_json()
    del body["players"][0]["total"]
    schema = {"$ref": "#/components/schemas/ScoresResponse"}
    assert not validator(document, schema).is_valid(body)
