"""A scored table as the API's JSON: totals, breakdowns, territories, warnings, ranks.

The scoring API, a seat's saves and the results page all write a score this
way, as the Structs declared in ``companion.formats.responses`` (the OpenAPI
document is generated from the same declarations). The words of a warning are
the caller's (``describe``), so this module stays free of Flask and of any language.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Any

import msgspec

from companion.formats import responses
from companion.games.moonriver.grid import SHARED_TERRITORIES
from companion.games.moonriver.model import (
    GameResult,
    PlayerResult,
    RanchWarning,
    Resource,
    Terrain,
)

Describe = Callable[[RanchWarning], str]


# Worked out once: iterating an Enum class and reading ``.value`` are both slow in
# CPython, and every response repeats them.
_TERRAIN_VALUE = {terrain: terrain.value for terrain in Terrain}
_BY_TERRAIN, _BY_RESOURCE, _BY_PARTNER = (
    itemgetter(*members) for members in (Terrain, Resource, responses.PARTNERS_SCORED)
)
"""A score's points of every terrain (resource, partner) in the order of the declared
fields, in one call: the engine's score always holds every key."""
_Territory, _Group, _Warning = responses.Territory, responses.ScenarioGroup, responses.RanchWarning

_SHARED_ANSWERS: dict[int, responses.Territory] = {
    id(t): _Territory(_TERRAIN_VALUE[t.terrain], len(t.plots), t.cows, t.points, t.plots)
    for t in SHARED_TERRITORIES
}
"""The answer for each territory the engine shares (most are single plots), made once.
Keyed by identity: those territories live as long as the program, so no other live
territory can ever have one of their ids."""


def player_result(player: PlayerResult, describe: Describe) -> responses.PlayerResult:
    """One player's scored ranch; ``describe`` words each warning in the reader's language.

    Cells stay the engine's ``(row, col)`` tuples: msgspec writes a tuple as a JSON
    array, so the 200-odd cells of a table need no copying.
    """
    score = player.score
    points, resources, partners = score.territory_points, score.resources, score.partner_points
    return responses.PlayerResult(
        name=player.name,
        total=score.total,
        rank=player.rank,
        breakdown=responses.Breakdown(
            territories=responses.TerritoryPoints(*_BY_TERRAIN(points)),
            resources=responses.ResourceCounts(*_BY_RESOURCE(resources)),
            partners=responses.PartnerPoints(*_BY_PARTNER(partners)),
            scenario=score.scenario_points,
        ),
        territories=[
            _SHARED_ANSWERS.get(id(t))
            or _Territory(_TERRAIN_VALUE[t.terrain], len(t.plots), t.cows, t.points, t.plots)
            for t in score.territories
        ],
        scenario_groups=[_Group(g.size, g.points, g.plots) for g in score.scenario_groups],
        largest_territory=score.largest_territory,
        cows=score.cows,
        overpopulation_removed=score.overpopulation_removed,
        warnings=[_Warning(w.code.value, describe(w), w.plots) for w in score.warnings],
    )


def table_result(result: GameResult, describe: Describe) -> responses.ScoresResponse:
    """A scored table: players in seating order with ranks, winners and the tiebreak used."""
    return responses.ScoresResponse(
        players=[player_result(p, describe) for p in result.players],
        winners=list(result.winners),
        tiebreak=result.tiebreak.value if result.tiebreak else None,
    )


_ENCODE, _DECODE = msgspec.json.encode, msgspec.json.decode


def as_json_data(answer: msgspec.Struct) -> Any:
    """A declared answer as the dicts and lists its JSON reads back as (cells as lists)."""
    return _DECODE(_ENCODE(answer))


def player_to_json(player: PlayerResult, describe: Describe) -> dict[str, Any]:
    """``player_result`` as plain dicts and lists, for a page that embeds it."""
    return as_json_data(player_result(player, describe))


def result_to_json(result: GameResult, describe: Describe) -> dict[str, Any]:
    """``table_result`` as plain dicts and lists."""
    return as_json_data(table_result(result, describe))
