"""POST /api/v1/river-dragons/resolutions and GET .../setup/<players> over real HTTP."""

from __future__ import annotations

import pytest

from tests.riverdragons_tables import PLAYER_COUNT_ROWS

URL = "/api/v1/river-dragons/resolutions"
MOVES = ["move-1", "move-2", "place-1-plank", "place-1-stone", "remove-plank-or-stone"]
"""Five different action cards: a hand holds each once."""


def cards(slot=None, card=None):
    out = list(MOVES)
    if slot:
        out[slot - 1] = card
    return out


EXAMPLE_5 = {
    "players": [
        {"colour": "pink", "cards": cards(4, {"dragon": "green"})},
        {"colour": "green", "cards": cards(4, {"dragon": "blue"})},
        {"colour": "blue", "cards": cards(4, "jump")},
        {"colour": "red", "cards": cards()},
        {"colour": "black", "cards": cards()},
        {"colour": "yellow", "cards": cards()},
    ],
    "first_player": "blue",
}


def errors(response):
    return [(e["path"], e["message"]) for e in response.get_json()["errors"]]


def test_example_5_through_the_api(client):
    response = client.post(URL, json=EXAMPLE_5)
    assert response.status_code == 200
    body = response.get_json()
    assert body["order"] == ["blue", "red", "black", "yellow", "pink", "green"]
    assert body["next_first_player"] == "red"
    assert [s["slot"] for s in body["slots"]] == [1, 2, 3, 4, 5]
    slot4 = {o["player"]: o for o in body["slots"][3]["outcomes"]}
    assert slot4["blue"]["outcome"] == "cancelled"
    assert slot4["blue"]["card"] == "jump"
    assert slot4["blue"]["cancelled_by"] == [{"player": "green", "dragon": "blue"}]
    assert slot4["blue"]["reason"]["code"] == "cancelled-by-dragon"
    assert "Green" in slot4["blue"]["reason"]["message"]
    assert slot4["green"]["outcome"] == "dragon"
    assert slot4["green"]["card"] == {"dragon": "blue"}
    assert slot4["pink"]["reason"]["code"] == "dragon-meets-dragon"
    assert [o["player"] for o in body["slots"][3]["outcomes"]] == body["order"]


def test_the_messages_follow_the_language(client):
    response = client.post(URL + "?lang=es", json=EXAMPLE_5)
    assert response.status_code == 200
    # Catalogs may still be empty: the message exists and names the players either way.
    message = response.get_json()["slots"][3]["outcomes"][0]["reason"]["message"]
    assert message


@pytest.mark.parametrize(
    ("body", "paths"),
    [
        ([], [""]),
        ({}, ["players", "first_player"]),
        ({"players": "x", "first_player": "pink", "extra": 1}, ["extra", "players"]),
        ({"players": [1], "first_player": "purple"}, ["players[0]", "first_player"]),
        (
            {"players": [{"cards": MOVES}, {"colour": "black", "cards": "x"}], "first_player": 1},
            ["players[0].colour", "players[1].cards", "first_player"],
        ),
        (
            {
                "players": [
                    {"colour": "pink", "cards": ["move-3", {"dragon": "grey"}, {"x": 1}]},
                    {"colour": "black", "cards": [{"dragon": "pink", "extra": 1}], "name": "A"},
                ],
                "first_player": "pink",
            },
            [
                "players[0].cards[0]",
                "players[0].cards[1].dragon",
                "players[0].cards[2]",
                "players[1].name",
                "players[1].cards[0].extra",
            ],
        ),
    ],
)
def test_shape_problems_are_422_with_every_path(client, body, paths):
    response = client.post(URL, json=body)
    assert response.status_code == 422
    assert [p for p, _m in errors(response)] == paths
    assert all(m for _p, m in errors(response))


def test_rule_problems_are_422_with_every_path(client):
    body = {
        "players": [
            {"colour": "pink", "cards": ["dragon", "jump", "jump", "jump"]},
            {"colour": "red", "cards": cards(2, {"dragon": "red"})},
            {"colour": "green", "cards": [{"dragon": "pink"}, {"dragon": "red"}, *MOVES[:3]]},
        ],
        "first_player": "yellow",
    }
    response = client.post(URL, json=body)
    assert response.status_code == 422
    assert errors(response) == [
        (
            "players[2].colour",
            "Green is not in play with 3 players; the colours are Blue, Red, and Pink.",
        ),
        ("players[0].cards", "Each player programs exactly 5 cards; here there are 4."),
        (
            "players[0].cards[2]",
            "Each hand holds each Action card once, but “Jump over another pawn” is in slots "
            "2, 3, and 4.",
        ),
        ("players[0].cards[0]", "A Dragon card needs its colour."),
        ("players[1].cards[1]", "Nobody holds a Dragon of their own colour (Red)."),
        (
            "players[2].cards",
            "A player may play only one Dragon per turn; here there are Dragons in slots 1 and 2.",
        ),
        ("first_player", "The first player (Yellow) must be one of the players."),
    ]


def test_player_count_and_duplicates_are_422(client):
    one = {"players": [{"colour": "pink", "cards": MOVES}], "first_player": "pink"}
    response = client.post(URL, json=one)
    assert response.status_code == 422
    assert errors(response)[0][0] == "players"
    two = {
        "players": [{"colour": "pink", "cards": MOVES}, {"colour": "pink", "cards": MOVES}],
        "first_player": "pink",
    }
    assert errors(client.post(URL, json=two))[0][0] == "players[1].colour"


def test_dragon_of_a_colour_not_in_play_is_422(client):
    body = {
        "players": [
            {"colour": "pink", "cards": cards(3, {"dragon": "red"})},
            {"colour": "black", "cards": MOVES},
        ],
        "first_player": "black",
    }
    response = client.post(URL, json=body)
    assert response.status_code == 422
    assert errors(response) == [
        (
            "players[0].cards[2]",
            "Nobody plays Red in this game, so its Dragons are back in the box.",
        )
    ]


@pytest.mark.parametrize(
    ("players", "colours", "removed"),
    PLAYER_COUNT_ROWS,
)
def test_setup_rows(client, players, colours, removed):
    response = client.get(f"/api/v1/river-dragons/setup/{players}")
    assert response.status_code == 200
    row = response.get_json()
    assert row["colours"] == colours
    assert row["removed_dragons"] == removed
    assert row["hand_size"] == 7 + players
    assert row["hand_inferred"] is True
    for colour, hand in row["hands"].items():
        dragons = [c["dragon"] for c in hand if isinstance(c, dict)]
        assert sorted(dragons) == sorted(set(colours) - {colour})


@pytest.mark.parametrize("players", ["1", "7", "x"])
def test_setup_outside_two_to_six_is_404(client, players):
    response = client.get(f"/api/v1/river-dragons/setup/{players}")
    assert response.status_code == 404
    assert response.get_json()["errors"]


def test_openapi_lists_the_river_dragons_routes(client):
    document = client.get("/api/v1/openapi.json").get_json()
    assert "post" in document["paths"]["/api/v1/river-dragons/resolutions"]
    assert "get" in document["paths"]["/api/v1/river-dragons/setup/{players}"]
    schemas = document["components"]["schemas"]
    colours = schemas["RiverDragonsResolutionRequest"]["properties"]["first_player"]["enum"]
    assert colours == ["pink", "black", "blue", "red", "green", "yellow"]
    assert "RiverDragonsResolution" in schemas and "RiverDragonsSetup" in schemas


def test_action_cards_may_stay_unnamed(client):
    """Whether an action is cancelled depends only on the Dragons, so "action" will do."""
    unnamed = ["action"] * 5
    body = {
        "players": [
            {"colour": "pink", "cards": ["action", {"dragon": "black"}, *unnamed[:3]]},
            {"colour": "black", "cards": unnamed},
        ],
        "first_player": "black",
    }
    response = client.post(URL, json=body)
    assert response.status_code == 200
    black, pink = response.get_json()["slots"][1]["outcomes"]
    assert black["outcome"] == "cancelled" and black["card"] == "action"
    assert pink["reason"]["message"] == "Plays no action; cancels the action of Black."
    schema = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    enums = [option.get("enum", []) for option in schema["RiverDragonsCard"]["oneOf"]]
    assert any("action" in values for values in enums), "the contract says so"
