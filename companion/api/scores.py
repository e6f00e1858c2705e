"""POST /api/v1/moon-river/scores: score a whole table (docs/api.md).

The order of checks follows the contract's error table: media type (415),
size (413, raised by Flask while reading), JSON syntax (400), then the
contract and the rulings (422, one entry per problem).
"""

from __future__ import annotations

from typing import Any

from companion.api import api
from companion.api.bodies import json_response, read_body, unreadable
from companion.errors import json_errors
from companion.formats import responses, results_json
from companion.formats.ranch_json import ContractError, read_game_json
from companion.games.moonriver import GameResult, InvalidGame, PlayerResult, score_game
from companion.words.moonriver.messages import is_score_check, problem_json, warning_message


@api.post("/moon-river/scores")
def score_table():
    body, error = read_body()
    if error:
        return error
    try:
        result = score_game(read_game_json(body))
    except (ContractError, InvalidGame) as exc:
        return json_errors(422, [problem_json(p) for p in exc.problems])
    except ValueError:  # not JSON at all (after the narrower kinds above)
        return unreadable()
    return json_response(table_response(result))


def player_result(player: PlayerResult) -> responses.PlayerResult:
    """One player's scored ranch as the API writes it, warnings worded for the request."""
    return results_json.player_result(player, warning_message)


def table_response(result: GameResult) -> responses.ScoresResponse:
    """A scored table as the API writes it, warnings worded for the request.

    One ranch alone is a score check (T7): its points, no winner, no rank.
    """
    data = results_json.table_result(result, warning_message)
    if is_score_check(result):
        data.winners, data.tiebreak = [], None
        data.players[0].rank = None
    return data


def result_to_json(result: GameResult) -> dict[str, Any]:
    """``table_response`` as the dicts and lists a client reads back."""
    return results_json.as_json_data(table_response(result))
