"""River Dragons over HTTP: resolve a programmed turn, and read the set-up table.

``POST /api/v1/river-dragons/resolutions`` follows the scoring API's error
discipline: 415 (not JSON), 413 (too large), 400 (unreadable), 422 with every
problem and its path (shape first, then the game's rules), never a 500.
"""

from __future__ import annotations

from typing import Any

from flask import jsonify
from flask_babel import gettext as _

from companion.api import api
from companion.api.bodies import read_json_body
from companion.errors import json_errors
from companion.formats.riverdragons_json import TurnContractError, read_turn
from companion.games.riverdragons import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    BoardSide,
    InvalidTurn,
    Outcome,
    SetupRow,
    TurnResolution,
    resolve_turn,
    setup_for,
)
from companion.words.riverdragons import card_name, problem_json, reason_message


@api.post("/river-dragons/resolutions")
def resolve_programmed_turn():
    data, error = read_json_body()
    if error:
        return error
    try:
        players, first = read_turn(data)
        resolution = resolve_turn(players, first)
    except (TurnContractError, InvalidTurn) as exc:
        return json_errors(422, [problem_json(p) for p in exc.problems])
    return jsonify(resolution_to_json(resolution))


@api.get("/river-dragons/setup/<int:players>")
def setup_row(players: int):
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return json_errors(
            404,
            [{"path": "players", "message": _("River Dragons is for 2 to 6 players.")}],
        )
    return jsonify(setup_to_json(setup_for(players)))


def outcome_to_json(outcome: Outcome) -> dict[str, Any]:
    return {
        "player": outcome.player.value,
        "card": outcome.card.value,
        "card_name": card_name(outcome.card),
        "outcome": outcome.kind.value,
        "cancelled_by": [
            {"player": d.player.value, "dragon": d.colour.value} for d in outcome.cancelled_by
        ],
        "reason": {
            "code": outcome.reason.code,
            "params": outcome.reason.params,
            "message": reason_message(outcome.player, outcome.reason),
        },
    }


def resolution_to_json(resolution: TurnResolution) -> dict[str, Any]:
    return {
        "first_player": resolution.first_player.value,
        "order": [c.value for c in resolution.order],
        "next_first_player": resolution.next_first_player.value,
        "slots": [
            {"slot": s.slot, "outcomes": [outcome_to_json(o) for o in s.outcomes]}
            for s in resolution.slots
        ],
    }


def setup_to_json(row: SetupRow) -> dict[str, Any]:
    return {
        "players": row.players,
        "colours": [c.value for c in row.colours],
        "removed_dragons": [c.value for c in row.removed_dragons],
        "hand_size": row.hand_size,
        "hand_inferred": True,
        "hands": {c.value: [card.value for card in row.hand(c)] for c in row.colours},
        "board_side": row.board_side.value,
        "expert_board_side": BoardSide.NO_ISLANDS.value,
        "first_player_passes": "clockwise",
    }
