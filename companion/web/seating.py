"""Who sits where: the four colours, the Legends characters and the scenario draw.

The colours are the ranchero colours in the box. In Legends of the West each
colour plays one character board (rules-notes §1.9); the names are proper
names and stay untranslated. The scenario draw follows rule 25: one of four
plots numbered 1-4, in the order of ``Scenario``.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from flask_babel import lazy_gettext as _l

from companion.games.moonriver.model import Scenario


@dataclass(frozen=True)
class Colour:
    key: str
    label: object
    character: str
    """The Legends of the West character board of this colour."""
    bridges: int
    storage: int


COLOURS: tuple[Colour, ...] = (
    Colour("purple", _l("purple"), "Mary", 1, 4),
    Colour("orange", _l("orange"), "Calamity", 2, 3),
    Colour("green", _l("green"), "Big Jo", 3, 2),
    Colour("white", _l("white"), "Wesley", 2, 3),
)
BY_KEY = {colour.key: colour for colour in COLOURS}

SCENARIO_NAMES = {
    Scenario.TIMBER_RAFTING: _l("Timber Rafting"),
    Scenario.GOLD_RUSH: _l("Gold Rush"),
    Scenario.OUTLAWS: _l("Outlaws"),
    Scenario.MOON_RIVER_CITY: _l("Moon River City"),
}


def scenario_number(scenario: Scenario) -> int:
    """The number printed on the plot that stands for this scenario in the draw (1-4)."""
    return list(Scenario).index(scenario) + 1


def draw_scenario() -> Scenario:
    """Draw one of the four numbered plots, as the table would (rule 25)."""
    return secrets.choice(list(Scenario))
