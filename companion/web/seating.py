"""Who sits where: the four colours in seating order, and the scenario draw.

The colours are the ranchero colours in the box; their names and the Legends
of the West character each colour plays live in ``companion.words.moonriver.labels``. The
scenario draw follows rule 25: one of four plots numbered 1-4, the numbers
declared with each scenario.
"""

from __future__ import annotations

import secrets

from companion.games.moonriver.model import Scenario
from companion.games.moonriver.scenarios import SCENARIOS

COLOURS: tuple[str, ...] = ("purple", "orange", "green", "white")
"""The order the start form offers them in, one per player row."""


def scenario_number(scenario: Scenario) -> int:
    """The number printed on the plot that stands for this scenario in the draw (1-4)."""
    return SCENARIOS[scenario].number


def draw_scenario() -> Scenario:
    """Draw one of the four numbered plots, as the table would (rule 25)."""
    return secrets.choice(list(SCENARIOS))
