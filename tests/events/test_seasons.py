"""A season over the JSON API, on SQLite and PostgreSQL: three evenings, players carried from
one to the next, one player missing an evening, each player's best 2 counting; the season's
JSON and CSV agree with a computation made another way (the stored seats scored by the game
engine, loadtest.event). Then every refusal of the season's commands, each changing nothing."""

from __future__ import annotations

import csv
import io

import pytest

from companion import storage
from tests.events.helpers import independent_standings
from tests.events.test_api import BASE, new_event, plots

SEASONS = "/api/v1/seasons"


def _event_id(app, token: str) -> int:
    return storage.events(app).by_organiser_token(token).id


def play_evening(client, token: str, totals) -> None:
    """Seat round 1 of the event; every phone saves a ranch worth the next of ``totals``
    through the seat API, then the seat is marked finished."""
    seated = client.post(f"{BASE}/{token}/rounds", json={"based_on": 0})
    assert seated.status_code == 201, seated.get_json()
    given = iter(totals)
    for table in seated.get_json()["round"]["tables"]:
        for seat in table["seats"]:
            url = f"/api/v1/tables/{table['edit_token']}/seats/{seat['position']}"
            ranch = {"rows": 5, "plots": plots(next(given))}
            saved = client.put(url, json={"version": 0, "ranch": ranch})
            assert saved.status_code == 200, saved.get_json()
            storage.games(client.application).set_finished(
                table["edit_token"], seat["position"], True
            )


def expected_season(app, tokens: list[str], best_of: int) -> list[tuple[str, int, int, int, int]]:
    """(name, season points, game points, best game, evenings) best first, worked out from the
    stored seats of each evening, not from the app's standings: each player's evenings
    sorted best first (event points, game points, best game, earlier evening), the best
    ``best_of`` summed."""
    evenings: dict[str, list[tuple[int, int, int, int]]] = {}
    for position, token in enumerate(tokens, start=1):
        for name, points, game, best in independent_standings(app, _event_id(app, token)):
            if game > 0:  # every ranch is worth at least 1: 0 means no counted game
                evenings.setdefault(name, []).append((points, game, best, -position))
    rows = []
    for name, results in evenings.items():
        kept = sorted(results, reverse=True)[:best_of]
        rows.append(
            (
                name,
                sum(r[0] for r in kept),
                sum(r[1] for r in kept),
                max(r[2] for r in kept),
                len(results),
            )
        )
    return sorted(rows, key=lambda r: (-r[1], -r[2], -r[3], r[0]))


def test_a_season_of_three_evenings_with_the_best_two_counting(api_app):
    client = api_app.test_client()
    season = client.post(SEASONS, json={"name": "Thursdays", "language": "en", "best_of": 2})
    assert season.status_code == 201, season.get_json()
    token = season.get_json()["organiser_token"]
    standings_token = season.get_json()["standings_token"]

    first = new_event(client, players=8, round_games=["base"])
    added = client.post(
        f"{SEASONS}/{token}/events",
        json={"event": f"https://club.example/e/{first['organiser_token']}?lang=en"},
    )
    assert added.status_code == 201, added.get_json()
    play_evening(client, first["organiser_token"], [30, 20, 10, 5, 9, 8, 7, 6])

    second = client.post(f"{SEASONS}/{token}/next-event", json={"based_on": 1, "name": "Week 2"})
    assert second.status_code == 201, second.get_json()
    second_token = second.get_json()["events"][-1]["organiser_token"]
    evening = client.get(f"{BASE}/{second_token}").get_json()
    assert [p["name"] for p in evening["players"]] == [f"P{i}" for i in range(8)]  # carried
    assert evening["round_games"] == ["base"]
    p7 = next(p for p in evening["players"] if p["name"] == "P7")
    assert client.post(f"{BASE}/{second_token}/players/{p7['id']}/drop").status_code == 200
    play_evening(client, second_token, [12, 40, 3, 22, 18, 2, 25])  # the eighth misses it

    third = client.post(f"{SEASONS}/{token}/next-event", json={"based_on": 2, "name": "Week 3"})
    assert third.status_code == 201, third.get_json()
    third_token = third.get_json()["events"][-1]["organiser_token"]
    play_evening(client, third_token, [15, 35, 11, 4, 28, 6, 17, 1])

    tokens = [first["organiser_token"], second_token, third_token]
    expected = expected_season(api_app, tokens, best_of=2)
    public = client.get(f"/api/v1/season-standings/{standings_token}").get_json()
    got = [
        (r["name"], r["season_points"], r["game_points"], r["best_game"], r["events"])
        for r in public["standings"]
    ]
    assert sorted(got, key=lambda r: (-r[1], -r[2], -r[3], r[0])) == expected
    assert [r["season_points"] for r in public["standings"]] == [r[1] for r in expected]
    p7_row = next(r for r in public["standings"] if r["name"] == "P7")
    assert p7_row["events"] == 2 and [r["event"] for r in p7_row["results"]] == [1, 3]
    assert all(r["counted"] for r in p7_row["results"])
    for row in public["standings"]:
        assert sum(r["counted"] for r in row["results"]) == min(2, row["events"])
    assert all(e["organiser_token"] is None for e in public["events"])  # never public
    places = [r["place"] for r in public["standings"]]
    keys = [(r["season_points"], r["game_points"], r["best_game"]) for r in public["standings"]]
    for i, place in enumerate(places):
        assert place == 1 + sum(1 for k in keys if k > keys[i])

    exported = client.get(f"/api/v1/season-standings/{standings_token}/standings.csv")
    rows = list(csv.reader(io.StringIO(exported.get_data(as_text=True).lstrip("\ufeff"))))
    assert rows[0] == [
        *("place", "name", "season_points", "game_points", "best_game", "events"),
        *("event_1", "event_2", "event_3"),
    ]
    assert [(r[1], int(r[2]), int(r[3]), int(r[4]), int(r[5])) for r in rows[1:]] == got
    p7_csv = next(r for r in rows[1:] if r[1] == "P7")
    assert p7_csv[7] == ""  # missed evening 2
    for row in rows[1:]:
        played = [cell for cell in row[6:] if cell]
        counted = [int(cell) for cell in played if not cell.startswith("(")]
        assert sum(counted) == int(row[2]) and len(counted) == min(2, len(played))

    # every result counting: the same evenings summed whole
    settings = {"name": "Thursdays", "language": "en", "best_of": None}
    assert client.put(f"{SEASONS}/{token}", json=settings).status_code == 200
    whole = client.get(f"/api/v1/season-standings/{standings_token}").get_json()
    assert sorted((r["name"], r["season_points"]) for r in whole["standings"]) == sorted(
        (r[0], r[1]) for r in expected_season(api_app, tokens, best_of=3)
    )


def test_matching_a_name_to_a_season_player_and_back(api_app):
    client = api_app.test_client()
    token = client.post(SEASONS, json={"name": "S", "language": "en"}).get_json()["organiser_token"]
    first = new_event(client, players=4, round_games=["base"])
    client.post(f"{SEASONS}/{token}/events", json={"event": first["organiser_token"]})
    second = new_event(client, players=0, round_games=["base"])
    for name in ("p0", "P1", "Bob", "P3"):  # "p0" is P0 (capitals aside); Bob is P2 tonight
        client.post(f"{BASE}/{second['organiser_token']}/players", json={"name": name})
    season = client.post(
        f"{SEASONS}/{token}/events", json={"event": second["organiser_token"]}
    ).get_json()
    by_name = {p["name"]: p["id"] for p in season["players"]}
    assert set(by_name) == {"P0", "P1", "P2", "P3", "Bob"}
    entry = {(e["event"], e["name"]): e for e in season["entries"]}
    assert entry[(2, "p0")]["season_player"] == by_name["P0"]
    bob = entry[(2, "Bob")]["player"]
    matched = client.put(f"{SEASONS}/{token}/players/{bob}", json={"season_player": by_name["P2"]})
    assert matched.status_code == 200, matched.get_json()
    after = matched.get_json()
    assert {p["name"] for p in after["players"]} == {"P0", "P1", "P2", "P3"}  # Bob's went
    back = client.put(f"{SEASONS}/{token}/players/{bob}", json={"season_player": None})
    assert {p["name"] for p in back.get_json()["players"]} == {"P0", "P1", "P2", "P3", "Bob"}

    # a player added to an event after it joined: matched by name on reading, written down
    # by the season's next change
    client.post(f"{BASE}/{second['organiser_token']}/players", json={"name": "Zed"})
    read = client.get(f"{SEASONS}/{token}").get_json()
    assert next(r for r in read["standings"] if r["name"] == "Zed")["player"] is None
    settings = {"name": "S", "language": "en"}
    written = client.put(f"{SEASONS}/{token}", json=settings).get_json()
    zed = next(r for r in written["standings"] if r["name"] == "Zed")["player"]
    assert zed in {p["id"] for p in written["players"]}


@pytest.fixture
def season_of_two(api_app):
    """A season with two events of 4 players each (matched by name), and a free event."""
    client = api_app.test_client()
    token = client.post(SEASONS, json={"name": "S", "language": "en"}).get_json()["organiser_token"]
    events = [new_event(client, players=4, round_games=["base"]) for _ in range(3)]
    for event in events[:2]:
        client.post(f"{SEASONS}/{token}/events", json={"event": event["organiser_token"]})
    return client, token, events


REFUSALS = {
    "an event that is not one": (
        "post",
        "events",
        {"event": "https://club.example/e/not-a-token"},
        422,
        "No event has this organiser link",
    ),
    "an event already in the season": ("post", "events", "FIRST", 422, "already in this season"),
    "the next event from a stale page": (
        "post",
        "next-event",
        {"based_on": 1, "name": "Week 3"},
        409,
        "it has 2 events now",
    ),
    "the next event without a name": (
        "post",
        "next-event",
        {"based_on": 2, "name": "   "},
        422,
        "Give the event a name",
    ),
    "a season player that is not one": (
        "put",
        "players/FIRST_PLAYER",
        {"season_player": 2**31 - 1},
        422,
        "not in this season",
    ),
    "a season player already at that event": (
        "put",
        "players/FIRST_PLAYER",
        {"season_player": "OTHER"},
        422,
        "already plays this event",
    ),
    "settings with a best of 0": (
        "put",
        "",
        {"name": "S", "language": "en", "best_of": 0},
        422,
        "",
    ),
    "settings in an unknown language": (
        "put",
        "",
        {"name": "S", "language": "xx"},
        422,
        "Choose one of the app's languages",
    ),
}


@pytest.mark.parametrize("case", REFUSALS, ids=list(REFUSALS))
def test_every_refusal_changes_nothing(season_of_two, case):
    client, token, events = season_of_two
    method, path, body, status, words = REFUSALS[case]
    before = client.get(f"{SEASONS}/{token}").get_json()
    first_entries = [e for e in before["entries"] if e["event"] == 1]
    path = path.replace("FIRST_PLAYER", str(first_entries[0]["player"]))
    if body == "FIRST":
        body = {"event": events[0]["organiser_token"]}
    elif isinstance(body, dict) and body.get("season_player") == "OTHER":
        body = {"season_player": first_entries[1]["season_player"]}
    url = f"{SEASONS}/{token}" + (f"/{path}" if path else "")
    answer = getattr(client, method)(url, json=body)
    assert answer.status_code == status, answer.get_json()
    assert words in answer.get_json()["errors"][0]["message"]
    after = client.get(f"{SEASONS}/{token}").get_json()
    assert after == before  # the version too: the refused unit rolled its bump back
    assert client.get(f"{BASE}/{events[2]['organiser_token']}").status_code == 200


def test_unknown_tokens_and_players_are_404(season_of_two):
    client, token, _events = season_of_two
    assert client.get(f"{SEASONS}/nope").status_code == 404
    assert client.get("/api/v1/season-standings/nope").status_code == 404
    assert client.get("/api/v1/season-standings/nope/standings.csv").status_code == 404
    answer = client.put(f"{SEASONS}/{token}/players/999999", json={"season_player": None})
    assert answer.status_code == 404
    assert client.put(f"{SEASONS}/nope", json={"name": "S", "language": "en"}).status_code == 404


def test_an_event_counts_for_one_season_only(season_of_two):
    client, _token, events = season_of_two
    other = client.post(SEASONS, json={"name": "T", "language": "en"}).get_json()
    answer = client.post(
        f"{SEASONS}/{other['organiser_token']}/events",
        json={"event": events[0]["organiser_token"]},
    )
    assert answer.status_code == 422
    assert "another season" in answer.get_json()["errors"][0]["message"]
    assert client.get(f"{SEASONS}/{other['organiser_token']}").get_json()["events"] == []


def test_expiry_keeps_a_live_seasons_events_and_unlinks_expired_ones(event_app):
    """An event of a season changed lately is kept with it; one that expires takes its
    entries and its place in the season with it (on SQLite too, which cascades nothing)."""
    from datetime import timedelta

    from companion.events import seasons
    from companion.formats.contract import SeasonEventRequest, SeasonRequest
    from tests.events import commands

    event = commands.create_event("Night", "en", ["base"])
    for i in range(4):
        commands.add_player(event.organiser_token, f"P{i}")
    record = seasons.create_season(SeasonRequest(name="S", language="en"))
    seasons.add_event(record.organiser_token, SeasonEventRequest(event=event.organiser_token))
    touched = storage.seasons().by_organiser_token(record.organiser_token).updated_at
    assert storage.events().delete_untouched(touched) == 0  # the season was changed since
    assert storage.events().delete_untouched(touched + timedelta(seconds=1)) == 1
    after = seasons.organiser_season(record.organiser_token)
    assert after.events == ()
    assert seasons.standings(after).rows == ()
