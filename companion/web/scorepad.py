"""The score-pad lines of one player, each with its points, its plots and its rule.

Shared by the editor (live score) and the results page, so both read the
same: territories by terrain, resources, partners, the scenario, the total.
Each line names the plots behind it, for highlighting on the ranch drawing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from flask import url_for
from flask_babel import lazy_gettext as _l

from companion.games.moonriver.model import Mode, Partner, Ranch, Resource, Scenario, Terrain
from companion.messages import cell_name
from companion.rules import links


def rule_url(key: str) -> str:
    """The rules page behind a breakdown key (``territories``, a scenario, ``overpopulation``),
    or behind a topic slug the rules' own table does not list (``ties``)."""
    try:
        return links.rule_url(key)
    except KeyError:
        return url_for("rules.topic", game=links.GAME, slug=key)


@dataclass(frozen=True)
class Line:
    key: str
    """Where the number sits in the API's ``breakdown`` (``territories.desert``)."""
    label: object
    points: int
    rule: str
    plots: tuple[tuple[int, int], ...] = field(default=())

    @property
    def cells_text(self) -> str:
        return "; ".join(cell_name(cell) for cell in self.plots)

    @property
    def cells_attr(self) -> str:
        return " ".join(f"{r}-{c}" for r, c in self.plots)


TERRAIN_LINES = (
    (Terrain.DESERT, _l("Desert territories")),
    (Terrain.CANYON, _l("Canyon territories")),
    (Terrain.PRAIRIE, _l("Prairie territories")),
    (Terrain.FOREST, _l("Forest territories")),
    (Terrain.FARM, _l("Farm territories")),
)
RESOURCE_LINES = (
    (Resource.NUGGET, _l("Gold nuggets")),
    (Resource.BEAVER, _l("Beavers")),
    (Resource.CORN, _l("Corn")),
)
PARTNER_LINES = (
    (Partner.PROSPECTOR, _l("Gold Prospector")),
    (Partner.TRAPPER, _l("Trapper")),
    (Partner.FARMER, _l("Farmer")),
)


def _cells(pairs) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((int(r), int(c)) for r, c in pairs))


def lines(
    player: dict[str, Any] | None, ranch: Ranch | None, mode: Mode, scenario: Scenario | None
) -> list[Line]:
    """The score pad for one player (``player`` is the API's JSON for them; None: zeros)."""
    breakdown = player["breakdown"] if player else None
    plots = ranch.plots if ranch else ()
    out = []
    for terrain, label in TERRAIN_LINES:
        cells = [
            cell
            for territory in (player["territories"] if player else [])
            if territory["terrain"] == terrain.value and territory["points"]
            for cell in territory["plots"]
        ]
        points = breakdown["territories"][terrain.value] if breakdown else 0
        out.append(
            Line(
                f"territories.{terrain.value}",
                label,
                points,
                rule_url("territories"),
                _cells(cells),
            )
        )
    for resource, label in RESOURCE_LINES:
        cells = [p.cell for p in plots if p.resources and p.terrain.resource is resource]
        points = breakdown["resources"][resource.value] if breakdown else 0
        out.append(
            Line(
                f"resources.{resource.value}",
                label,
                points,
                rule_url("resources"),
                _cells(cells),
            )
        )
    for partner, label in PARTNER_LINES:
        cells = [p.cell for p in plots if p.partner is partner]
        points = breakdown["partners"][partner.value] if breakdown else 0
        out.append(
            Line(
                f"partners.{partner.value}",
                label,
                points,
                rule_url("partners"),
                _cells(cells),
            )
        )
    if mode is Mode.LEGENDS and scenario is not None:
        cells = [
            cell
            for group in (player["scenario_groups"] if player else [])
            for cell in group["plots"]
        ]
        points = breakdown["scenario"] if breakdown else 0
        out.append(
            Line("scenario", _l("Scenario"), points, rule_url(scenario.value), _cells(cells))
        )
    return out
