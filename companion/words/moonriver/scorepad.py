"""The rows of the Moon River score pad, in the order the printed pad has them.

The results page, the command line and the printable sheets all show a
player's score as these rows, so they are defined once: a stable key, a
translatable label, how to read the number from a ``RanchScore`` and the
rules topic that explains it. Cornfields have no row: their territories
always score 0 (ruling S4). The scenario row sits directly above the total
(docs/editions.md, D-8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from flask_babel import lazy_gettext as _l

from companion.games.moonriver.model import Partner, RanchScore, Resource, Terrain
from companion.games.moonriver.scenarios import SCENARIOS


@dataclass(frozen=True)
class PadRow:
    key: str
    label: object
    """A lazy gettext string."""
    value: Callable[[RanchScore], int]
    rule: str
    """The slug of the Moon River rules topic that explains this row."""
    group: str
    """territories, resources, partners, scenario or total."""


def _territory(terrain: Terrain) -> Callable[[RanchScore], int]:
    return lambda score: score.territory_points.get(terrain, 0)


def _resource(resource: Resource) -> Callable[[RanchScore], int]:
    return lambda score: score.resources.get(resource, 0)


def _partner(partner: Partner) -> Callable[[RanchScore], int]:
    return lambda score: score.partner_points.get(partner, 0)


ROWS: tuple[PadRow, ...] = (
    PadRow("desert", _l("Desert"), _territory(Terrain.DESERT), "territory-points", "territories"),
    PadRow("canyon", _l("Canyon"), _territory(Terrain.CANYON), "territory-points", "territories"),
    PadRow(
        "prairie", _l("Prairie"), _territory(Terrain.PRAIRIE), "territory-points", "territories"
    ),
    PadRow("forest", _l("Forest"), _territory(Terrain.FOREST), "territory-points", "territories"),
    PadRow("farm", _l("Farm"), _territory(Terrain.FARM), "territory-points", "territories"),
    PadRow("nuggets", _l("Nuggets"), _resource(Resource.NUGGET), "resource-points", "resources"),
    PadRow("beavers", _l("Beavers"), _resource(Resource.BEAVER), "resource-points", "resources"),
    PadRow("corn", _l("Corn"), _resource(Resource.CORN), "resource-points", "resources"),
    PadRow(
        "prospector",
        _l("Gold prospector"),
        _partner(Partner.PROSPECTOR),
        "gold-prospector",
        "partners",
    ),
    PadRow("trapper", _l("Trapper"), _partner(Partner.TRAPPER), "trapper", "partners"),
    PadRow("farmer", _l("Farmer"), _partner(Partner.FARMER), "farmer", "partners"),
    PadRow(
        "scenario",
        _l("Scenario"),
        lambda score: score.scenario_points,
        "legends-of-the-west",
        "scenario",
    ),
    PadRow("total", _l("Total"), lambda score: score.total, "scoring", "total"),
)

SCENARIO_RULE = {scenario.value: rules.slug for scenario, rules in SCENARIOS.items()}
"""The rules topic of each scenario, by its JSON value."""
