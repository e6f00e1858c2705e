"""A finished table as a BG Stats play: the documented createPlay link, decoded back."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from urllib.parse import parse_qs, urlsplit

import pytest

from companion.formats import bgstats
from companion.games.moonriver import parse_diagram, score_game
from companion.games.moonriver.model import Game, Player

SMALL = ". . . . .\n. . . . .\n. . . . .\n. . . . .\n{}\n~~~~~"


def scored(*rows: str):
    players = tuple(
        Player(name, parse_diagram(SMALL.format(row)))
        for name, row in zip(("Ana", "Bo", "Cy"), rows, strict=False)
    )
    return score_game(Game(players=players))


def decode(url: str) -> dict:
    parts = urlsplit(url)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == bgstats.CREATE_PLAY_URL
    (data,) = parse_qs(parts.query, strict_parsing=True)["data"]
    return json.loads(data)


def test_the_play_lists_every_player_by_rank_with_score_and_winner():
    # Ana: a 2-plot desert with 1 cow = 2; Bo: a 2-plot canyon with a cow on each = 4; Cy: 0.
    result = scored("D1c D . . .", "C1c C1c . . .", "P . . . .")
    seats = [
        bgstats.Seat("Ana", "seat-1"),
        bgstats.Seat("Bo", "seat-2"),
        bgstats.Seat("Cy", "seat-3"),
    ]
    play = bgstats.play(
        result, seats, played_at=datetime(2026, 11, 26, 21, 5, 9, tzinfo=UTC), play_id="t1"
    )
    assert play["sourceName"] == "Moon River companion"
    assert play["sourcePlayId"] == "t1"
    assert play["playDate"] == "2026-11-26 21:05:09"
    assert play["game"] == {
        "name": "Moon River",
        "sourceGameId": "moon-river",
        "highestWins": True,
        "noPoints": False,
    }
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in play["players"]] == [
        ("Bo", 4, 1, True),
        ("Ana", 2, 2, False),
        ("Cy", 0, 3, False),
    ]
    assert [p["sourcePlayerId"] for p in play["players"]] == ["seat-2", "seat-1", "seat-3"]


def test_a_shared_victory_has_two_winners_of_rank_1():
    result = scored("D1c D . . .", "C1c C . . .")
    play = bgstats.play(
        result,
        [bgstats.Seat("Ana", "seat-1"), bgstats.Seat("Bo", "seat-2", role="Mary")],
        played_at=datetime(2026, 1, 2, 3, 4, 5),
        play_id="t2",
    )
    assert [(p["rank"], p["winner"], p["role"]) for p in play["players"]] == [
        (1, True, ""),
        (1, True, "Mary"),
    ]


def test_the_link_survives_any_name_and_decodes_to_the_same_play():
    result = scored("D1c D . . .", "C . . . .")
    names = ["Zoë & Ana?=#+", "小明 100%"]
    seats = [bgstats.Seat(name, f"seat-{i}") for i, name in enumerate(names, 1)]
    play = bgstats.play(result, seats, played_at=datetime(2026, 1, 2), play_id="x", board="B")
    url = bgstats.create_play_url(play)
    assert " " not in url and "&" not in url.split("?", 1)[1] and "#" not in url
    assert decode(url) == play


def test_one_seat_is_needed_for_every_scored_player():
    with pytest.raises(ValueError, match="one seat per scored player"):
        bgstats.play(
            scored("D . . . .", "C . . . ."), [], played_at=datetime(2026, 1, 1), play_id=""
        )
