"""POST /api/v1/moon-river/scores: score a whole table (api.md).

The order of checks follows the contract's error table: media type (415),
size (413, raised by Flask while reading), JSON syntax (400), then the
contract and the rulings (422, one entry per problem).
"""

from __future__ import annotations

from typing import Any

from companion.api import api
from companion.api.bodies import json_response, read_body, unreadable
from companion.errors import json_errors
from companion.formats.ranch_json import ContractError, read_game_json
from companion.games.moonriver import InvalidGame, score_game
from companion.games.moonriver.model import GameResult, Partner, PlayerResult, Resource, Terrain
from companion.words.moonriver.messages import problem_json, warning_message


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
    return json_response(result_to_json(result))


def cells(plots) -> list[list[int]]:
    return [[row, col] for row, col in plots]


# The breakdown keys, paired with their members once: iterating an Enum class
# and reading ``.value`` are both slow in CPython, and every response repeats them.
_TERRAIN_KEYS = [(terrain, terrain.value) for terrain in Terrain]
_RESOURCE_KEYS = [(resource, resource.value) for resource in Resource]
_PARTNER_KEYS = [(p, p.value) for p in (Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER)]
_TERRAIN_VALUE = dict(_TERRAIN_KEYS)


def player_to_json(player: PlayerResult) -> dict[str, Any]:
    score = player.score
    territory_points, resources, partners = (
        score.territory_points,
        score.resources,
        score.partner_points,
    )
    return {
        "name": player.name,
        "total": score.total,
        "rank": player.rank,
        "breakdown": {
            "territories": {key: territory_points.get(t, 0) for t, key in _TERRAIN_KEYS},
            "resources": {key: resources.get(r, 0) for r, key in _RESOURCE_KEYS},
            "partners": {key: partners.get(p, 0) for p, key in _PARTNER_KEYS},
            "scenario": score.scenario_points,
        },
        "territories": [
            {
                "terrain": _TERRAIN_VALUE[t.terrain],
                "size": len(t.plots),
                "cows": t.cows,
                "points": t.points,
                "plots": cells(t.plots),
            }
            for t in score.territories
        ],
        "scenario_groups": [
            {"size": g.size, "points": g.points, "plots": cells(g.plots)}
            for g in score.scenario_groups
        ],
        "largest_territory": score.largest_territory,
        "cows": score.cows,
        "overpopulation_removed": score.overpopulation_removed,
        "warnings": [
            {"code": w.code.value, "message": warning_message(w), "plots": cells(w.plots)}
            for w in score.warnings
        ],
    }


def result_to_json(result: GameResult) -> dict[str, Any]:
    return {
        "players": [player_to_json(p) for p in result.players],
        "winners": list(result.winners),
        "tiebreak": result.tiebreak.value if result.tiebreak else None,
    }
