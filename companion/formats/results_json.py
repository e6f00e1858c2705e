"""A scored table as the API's JSON: totals, breakdowns, territories, warnings, ranks.

The scoring API, a seat's saves and the results page all write a score this
way, as the Structs declared in ``companion.formats.responses`` (the OpenAPI
document is generated from the same declarations). The words of a warning are
the caller's (``describe``), so this module stays free of Flask and of any language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

import msgspec

from companion.formats import responses
from companion.games.moonriver import (
    GameResult,
    PlayerResult,
    RanchWarning,
    ScenarioGroup,
    Territory,
)

Describe = Callable[[RanchWarning], str]


def _by_word(points: Mapping[Enum, int]) -> dict[str, int]:
    """A score's points keyed by the words of the public format (``"forest"``, ...)."""
    return {member.value: value for member, value in points.items()}


def player_result(player: PlayerResult, describe: Describe) -> responses.PlayerResult:
    """One player's scored ranch; ``describe`` words each warning in the reader's language.

    Cells stay the engine's ``(row, col)`` tuples, which msgspec writes as JSON arrays.
    """
    score = player.score
    return responses.PlayerResult(
        name=player.name,
        total=score.total,
        rank=player.rank,
        breakdown=responses.Breakdown(
            territories=responses.TerritoryPoints(**_by_word(score.territory_points)),
            resources=responses.ResourceCounts(**_by_word(score.resources)),
            partners=responses.PartnerPoints(**_by_word(score.partner_points)),
            scenario=score.scenario_points,
        ),
        territories=[_territory(t) for t in score.territories],
        scenario_groups=[_scenario_group(g) for g in score.scenario_groups],
        largest_territory=score.largest_territory,
        cows=score.cows,
        overpopulation_removed=score.overpopulation_removed,
        warnings=[
            responses.RanchWarning(w.code.value, describe(w), w.plots) for w in score.warnings
        ],
    )


def _territory(territory: Territory) -> responses.Territory:
    return responses.Territory(
        terrain=territory.terrain.value,
        size=territory.size,
        cows=territory.cows,
        points=territory.points,
        plots=territory.plots,
    )


def _scenario_group(group: ScenarioGroup) -> responses.ScenarioGroup:
    return responses.ScenarioGroup(size=group.size, points=group.points, plots=group.plots)


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
