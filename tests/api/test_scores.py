"""POST /api/v1/moon-river/scores, answered case by case as docs/api.md lists them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

URL = "/api/v1/moon-river/scores"
EXAMPLE = json.loads((Path(__file__).resolve().parents[2] / "examples" / "table.json").read_text())


def plot(row, col, terrain, **extra):
    return {"row": row, "col": col, "terrain": terrain, **extra}


def table(*ranches, mode="base", scenario=None, names=None):
    names = names or [f"P{i + 1}" for i in range(len(ranches))]
    body = {
        "mode": mode,
        "players": [{"name": n, "ranch": r} for n, r in zip(names, ranches, strict=True)],
    }
    if scenario:
        body["scenario"] = scenario
    return body


def errors(response):
    return [(e["path"], e["message"]) for e in response.get_json()["errors"]]


def test_the_rulebook_example_scores_89_with_every_part(client):
    response = client.post(URL, json=EXAMPLE)
    assert response.status_code == 200
    carlota = response.get_json()["players"][0]
    assert carlota["name"] == "Carlota"
    assert carlota["total"] == 89
    assert carlota["breakdown"] == {
        "territories": {
            "desert": 5,
            "canyon": 21,
            "prairie": 6,
            "forest": 0,
            "cornfield": 0,
            "farm": 16,
        },
        "resources": {"nuggets": 4, "beavers": 1, "corn": 18},
        "partners": {"prospector": 0, "trapper": 0, "farmer": 18},
        "scenario": 0,
    }
    assert carlota["largest_territory"] == 7
    assert carlota["cows"] == 10
    assert carlota["rank"] == 1
    assert carlota["warnings"] == []


def test_players_keep_request_order_and_get_ranks(client):
    body = {**EXAMPLE, "players": list(reversed(EXAMPLE["players"]))}
    data = client.post(URL, json=body).get_json()
    assert [p["name"] for p in data["players"]] == ["Bruno", "Carlota"]
    assert [p["rank"] for p in data["players"]] == [2, 1]
    assert data["winners"] == ["Carlota"]
    assert data["tiebreak"] is None


def test_overpopulation_is_reported(client):
    bruno = client.post(URL, json=EXAMPLE).get_json()["players"][1]
    assert bruno["overpopulation_removed"] == 1
    assert bruno["total"] == 14


def test_territories_list_their_plots(client):
    carlota = client.post(URL, json=EXAMPLE).get_json()["players"][0]
    canyon = next(t for t in carlota["territories"] if t["terrain"] == "canyon")
    assert canyon["size"] == 7 and canyon["cows"] == 3 and canyon["points"] == 21
    assert sorted(map(tuple, canyon["plots"])) == [
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 5),
        (2, 1),
        (2, 2),
    ]


def test_a_scenario_group_of_six_scores_40(client):
    farms = [plot(1, c, "farm") for c in range(1, 6)] + [plot(2, 1, "farm")]
    data = client.post(
        URL, json=table({"plots": farms}, mode="legends", scenario="moon-river-city")
    ).get_json()
    player = data["players"][0]
    assert player["breakdown"]["scenario"] == 40
    assert player["scenario_groups"][0]["size"] == 6
    assert player["scenario_groups"][0]["points"] == 40


def test_a_tie_broken_by_the_largest_territory(client):
    big = {"plots": [plot(1, c, "desert") for c in range(1, 5)]}
    small = {
        "plots": [
            plot(1, 1, "desert"),
            plot(1, 2, "desert"),
            plot(1, 3, "canyon"),
            plot(1, 4, "canyon"),
        ]
    }
    data = client.post(URL, json=table(big, small, names=["Ana", "Ben"])).get_json()
    assert data["winners"] == ["Ana"]
    assert data["tiebreak"] == "largest-territory"


def test_warnings_are_in_the_requested_language_with_stable_codes(client):
    body = table({"plots": [plot(2, 1, "desert")]})
    data = client.post(URL + "?lang=en", json=body).get_json()
    codes = {w["code"] for w in data["players"][0]["warnings"]}
    assert codes == {"odd-plot-count", "not-connected"}
    for warning in data["players"][0]["warnings"]:
        assert warning["message"]


def test_two_player_games_default_to_ten_rows(client):
    ranch = {"plots": [plot(10, 1, "desert", bonus=True)]}
    response = client.post(URL, json=table(ranch, {"plots": []}))
    assert response.status_code == 200


# ---- errors --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "path", "words"),
    [
        ([], "", "object"),
        ({}, "players", "list"),
        ({"players": [{"name": "", "ranch": {"plots": []}}]}, "players[0].name", "name"),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(1, 1, "swamp")]}}]},
            "players[0].ranch.plots[0].terrain",
            "desert",
        ),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(6, 1, "desert")]}}]},
            "players[0].ranch.plots[0].row",
            "row 6 is outside the 5-row grid",
        ),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(1, 1, "desert", cows="2")]}}]},
            "players[0].ranch.plots[0].cows",
            "whole number",
        ),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(1, 1, "farm", resources=1)]}}]},
            "players[0].ranch.plots[0].resources",
            "farm",
        ),
        (
            {
                "players": [
                    {"name": "A", "ranch": {"plots": [plot(1, 1, "farm", partner="sheriff")]}}
                ]
            },
            "players[0].ranch.plots[0].partner",
            "farmer",
        ),
        (
            {"players": [{"name": "A", "ranch": {"rows": 7, "plots": []}}]},
            "players[0].ranch.rows",
            "10",
        ),
        (
            {"mode": "legends", "players": [{"name": "A", "ranch": {"plots": []}}]},
            "scenario",
            "scenario",
        ),
        (
            {
                "mode": "base",
                "scenario": "outlaws",
                "players": [{"name": "A", "ranch": {"plots": []}}],
            },
            "scenario",
            "base game",
        ),
        (
            {
                "players": [
                    {"name": "A", "ranch": {"plots": []}},
                    {"name": "A", "ranch": {"plots": []}},
                ]
            },
            "players[1].name",
            "A",
        ),
        (
            {
                "players": [
                    {"name": "Ana", "ranch": {"plots": []}},
                    {"name": " ana ", "ranch": {"plots": []}},
                ]
            },
            "players[1].name",
            "ana",
        ),
        (
            {"players": [{"name": "A\u0000na", "ranch": {"plots": []}}]},
            "players[0].name",
            "control characters",
        ),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(0, 1, "desert")]}}]},
            "players[0].ranch.plots[0].row",
            "row 0 is outside the 5-row grid",
        ),
        (
            {"players": [{"name": f"P{i}", "ranch": {"plots": []}} for i in range(5)]},
            "players",
            "4",
        ),
        (
            {
                "players": [
                    {"name": "A", "ranch": {"plots": [plot(1, 1, "desert"), plot(1, 1, "canyon")]}}
                ]
            },
            "players[0].ranch.plots[1]",
            "already holds a plot",
        ),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(1, 1, "desert", cow=1)]}}]},
            "players[0].ranch.plots[0].cow",
            "unknown field",
        ),
        (
            {"players": [{"name": "A", "ranch": {"plots": [plot(1, 1, "desert", bonus=True)]}}]},
            "players[0].ranch.plots[0]",
            "bonus",
        ),
    ],
)
def test_contract_violations_are_422_naming_the_field(client, body, path, words):
    response = client.post(URL, json=body)
    assert response.status_code == 422
    found = errors(response)
    assert any(p.startswith(path) and words in m for p, m in found), found


def test_table_limits_count_every_ranch_together(client):
    many_cows = [plot(1, c, "desert", cows=9) for c in range(1, 5)]
    body = table({"plots": many_cows}, {"plots": many_cows})  # 72 cows > 32 in the box
    response = client.post(URL, json=body)
    assert response.status_code == 422
    assert any("32" in m for _, m in errors(response))


def test_every_problem_is_listed_at_once(client):
    body = {"players": [{"name": "", "ranch": {"plots": [plot(1, 9, "swamp", cows=-1)]}}]}
    paths = {p for p, _ in errors(client.post(URL, json=body))}
    assert {
        "players[0].name",
        "players[0].ranch.plots[0].terrain",
        "players[0].ranch.plots[0].cows",
    } <= paths


def test_errors_come_in_the_requested_language(client):
    response = client.post(URL, json={}, headers={"Accept-Language": "de"})
    assert response.status_code == 422  # the message itself is checked by the catalog tests


@pytest.mark.parametrize(
    ("rows", "count", "expected"),
    [(5, 2, "10 rows"), (10, 3, "5 rows"), (10, 4, "5 rows")],
)
def test_the_grid_must_fit_the_player_count(client, rows, count, expected):
    """The real game cannot produce a 2-player ranch of 5 rows or a 3-4 player one of 10."""
    body = table(*[{"rows": rows, "plots": [plot(1, 1, "desert")]} for _ in range(count)])
    response = client.post(URL, json=body)
    assert response.status_code == 422
    found = errors(response)
    assert [p for p, _ in found] == [f"players[{i}].ranch.rows" for i in range(count)]
    assert all(expected in m and f"{rows}" in m for _, m in found), found


@pytest.mark.parametrize("rows", [5.0, 10.0, True, "5"])
def test_a_height_that_is_not_a_whole_number_is_refused_by_name(client, rows):
    """5.0 equals 5, but the contract asks for the whole number: 422 naming it, never a 500."""
    body = table(*[{"rows": rows, "plots": [plot(1, 1, "desert")]} for _ in range(3)])
    response = client.post(URL, json=body)
    assert response.status_code == 422
    assert [p for p, _ in errors(response)] == [f"players[{i}].ranch.rows" for i in range(3)]


def test_the_grid_of_the_player_count_is_the_default(client):
    two = table({"plots": [plot(10, 1, "desert")]}, {"plots": [plot(1, 1, "desert")]})
    assert client.post(URL, json=two).status_code == 200
