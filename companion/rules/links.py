"""Links from other pages (score breakdowns, warnings) to the rule that explains them.

A score breakdown line names what it scores; ``rule_url`` turns that name into
the address of the Moon River topic, in the page's language (url_for carries
``?lang=``). Keys are the engine's vocabulary: scenario and tiebreak values
from ``companion.games.moonriver.model`` work as they are, enums too.
"""

from __future__ import annotations

from enum import Enum

from flask import url_for

from companion.games.moonriver.scenarios import SCENARIOS

GAME = "moon-river"

BREAKDOWN_SLUGS: dict[str, str] = {
    "territories": "territory-points",
    "resources": "resource-points",
    "partners": "partner-points",
    "scenario": "choosing-a-scenario",
    **{scenario.value: rules.slug for scenario, rules in SCENARIOS.items()},
    "total": "scoring",
    "tiebreak": "ties",
    "largest-territory": "ties",
    "cows": "ties",
    "shared": "ties",
    "overpopulation": "overpopulation",
    "warnings": "how-this-app-scores",
    "odd-plot-count": "how-this-app-scores",
    "not-connected": "how-this-app-scores",
    "cow-on-cornfield": "how-this-app-scores",
    "bonus-before-row-ten": "how-this-app-scores",
}


def slug_for(key: str | Enum) -> str:
    """The topic slug for a breakdown key; KeyError for a key nobody mapped."""
    name = key.value if isinstance(key, Enum) else key
    return BREAKDOWN_SLUGS[str(name)]


def rule_url(key: str | Enum, game: str = GAME, **values: object) -> str:
    """The URL of the rule behind a score-breakdown line (needs a request or app context)."""
    return url_for("rules.topic", game=game, slug=slug_for(key), **values)
