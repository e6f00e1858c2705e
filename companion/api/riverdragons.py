"""River Dragons over HTTP: resolve a programmed turn, and read the set-up table.

``POST /api/v1/river-dragons/resolutions`` follows the scoring API's error
discipline: 415 (not JSON), 413 (too large), 400 (unreadable), 422 with every
problem and its path (shape first, then the game's rules), never a 500.
"""

from __future__ import annotations

from flask_babel import gettext as _

from companion.api import api
from companion.api.bodies import json_response, read_json_body
from companion.errors import json_errors
from companion.formats import responses
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
    return json_response(resolution_answer(resolution))


@api.get("/river-dragons/setup/<int:players>")
def setup_row(players: int):
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return json_errors(
            404,
            [{"path": "players", "message": _("River Dragons is for 2 to 6 players.")}],
        )
    return json_response(setup_answer(setup_for(players)))


def outcome_answer(outcome: Outcome) -> responses.RiverDragonsOutcome:
    return responses.RiverDragonsOutcome(
        player=outcome.player.value,
        card=outcome.card.value,
        card_name=card_name(outcome.card),
        outcome=outcome.kind.value,
        cancelled_by=[
            responses.DragonAim(d.player.value, d.colour.value) for d in outcome.cancelled_by
        ],
        reason=responses.Reason(
            code=outcome.reason.code.value,
            params=outcome.reason.params,
            message=reason_message(outcome.player, outcome.reason),
        ),
    )


def resolution_answer(resolution: TurnResolution) -> responses.RiverDragonsResolution:
    return responses.RiverDragonsResolution(
        first_player=resolution.first_player.value,
        order=[c.value for c in resolution.order],
        next_first_player=resolution.next_first_player.value,
        slots=[
            responses.SlotOutcomes(s.slot, [outcome_answer(o) for o in s.outcomes])
            for s in resolution.slots
        ],
    )


def setup_answer(row: SetupRow) -> responses.RiverDragonsSetup:
    return responses.RiverDragonsSetup(
        players=row.players,
        colours=[c.value for c in row.colours],
        removed_dragons=[c.value for c in row.removed_dragons],
        hand_size=row.hand_size,
        hand_inferred=True,
        hands={c.value: [card.value for card in row.hand(c)] for c in row.colours},
        board_side=row.board_side.value,
        expert_board_side=BoardSide.NO_ISLANDS.value,
        first_player_passes="clockwise",
    )
