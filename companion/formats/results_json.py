"""A scored table as the API's JSON: totals, breakdowns, territories, warnings, ranks.

The scoring API, a seat's saves and the results page all write a score this
way. The words of a warning are the caller's (``describe``), so this module
stays free of Flask and of any language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games.moonriver.model import (
    GameResult,
    Partner,
    PlayerResult,
    RanchWarning,
    Resource,
    Terrain,
)

Describe = Callable[[RanchWarning], str]


def cells(plots) -> list[list[int]]:
    return [[row, col] for row, col in plots]


# The breakdown keys, paired with their members once: iterating an Enum class
# and reading ``.value`` are both slow in CPython, and every response repeats them.
_TERRAIN_KEYS = [(terrain, terrain.value) for terrain in Terrain]
_RESOURCE_KEYS = [(resource, resource.value) for resource in Resource]
_PARTNER_KEYS = [(p, p.value) for p in (Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER)]
_TERRAIN_VALUE = dict(_TERRAIN_KEYS)


def player_to_json(player: PlayerResult, describe: Describe) -> dict[str, Any]:
    """One player's scored ranch; ``describe`` words each warning in the reader's language."""
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
            {"code": w.code.value, "message": describe(w), "plots": cells(w.plots)}
            for w in score.warnings
        ],
    }


def result_to_json(result: GameResult, describe: Describe) -> dict[str, Any]:
    """A scored table: players in seating order with ranks, winners and the tiebreak used."""
    return {
        "players": [player_to_json(p, describe) for p in result.players],
        "winners": list(result.winners),
        "tiebreak": result.tiebreak.value if result.tiebreak else None,
    }
