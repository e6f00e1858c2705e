"""A finished table as a play for BG Stats, sent through its "createPlay" link.

BG Stats (the board game statistics app) documents a push link for plays
made elsewhere: ``https://app.bgstatsapp.com/createPlay.html?data=<data>``,
where ``data`` is the play as URL-encoded JSON. Tapping it on a phone with
BG Stats opens the app's import dialog, which matches the game and the
players to the user's own entries. The fields used here are the documented
ones: ``sourceName`` (who sends the play), ``sourcePlayId`` (the same play
sent twice is recognised), ``playDate`` (``YYYY-MM-DD HH:MM:SS``), ``game``
(name, ``highestWins``, ``noPoints``, ``sourceGameId``), ``board`` (the
variant played) and ``players`` (name, score, rank, winner, role,
``sourcePlayerId``).

Nothing leaves the server: the page shows a link and the player's own phone
opens it. ``playDate`` is written as the server knows it (UTC); the results
page's script rewrites it to the phone's own clock, as BG Stats expects.
Standard library only, so any layer can build a play.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import quote

from companion.games.moonriver.model import GameResult

CREATE_PLAY_URL = "https://app.bgstatsapp.com/createPlay.html"
SOURCE_NAME = "Moon River companion"
GAME_NAME = "Moon River"
GAME_ID = "moon-river"


@dataclass(frozen=True)
class Seat:
    """A scored player as BG Stats should list them."""

    name: str
    seat_id: str
    """Stable within the play, so a re-sent play matches the same players."""
    role: str = ""
    """The Legends of the West character, when the game had characters."""


def play(
    result: GameResult,
    seats: list[Seat],
    *,
    played_at: datetime,
    play_id: str,
    board: str = "",
) -> dict[str, object]:
    """The play of a scored table, in the order BG Stats lists it: by rank.

    ``seats`` gives, for every player of ``result`` (same order), the name and
    identifiers BG Stats sees; ``board`` names the variant (mode and scenario).
    """
    if len(seats) != len(result.players):
        raise ValueError("one seat per scored player")
    players = [
        {
            "name": seat.name,
            "score": player.score.total,
            "rank": player.rank,
            "winner": player.name in result.winners,
            "role": seat.role,
            "sourcePlayerId": seat.seat_id,
        }
        for seat, player in sorted(
            zip(seats, result.players, strict=True), key=lambda pair: pair[1].rank
        )
    ]
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play_id,
        "playDate": played_at.strftime("%Y-%m-%d %H:%M:%S"),
        "game": {
            "name": GAME_NAME,
            "sourceGameId": GAME_ID,
            "highestWins": True,
            "noPoints": False,
        },
        "board": board,
        "players": players,
    }


def create_play_url(data: dict[str, object]) -> str:
    """The link that hands ``data`` to BG Stats: compact JSON, every reserved character escaped."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"{CREATE_PLAY_URL}?data={quote(text, safe='')}"
