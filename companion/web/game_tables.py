"""The Moon River tables the browser needs, read from the engine's enums and constants.

The page carries them as one JSON attribute on the scorer's own script tag
(``data-tables`` on static/moonriver-score.js, see templates/tables/seat.html),
the way the editor's limits reach it: the scripts write no terrain, resource or
partner table of their own. static/moonriver-score.js is the one place that
reads them and hands them on (``MoonRiverScore.tables``); the editor uses that.
A page kept for offline use keeps them with it, since they are part of the page.

Only what the scripts need to know of the box and the rules is here: the names
(which are also the keys of the API's JSON and of the icons, ``#i-<name>``),
the orders the engine lists them in, which terrain carries which symbol, which
specialist scores which symbol, and the points of a scenario group (S7). How a
scenario finds its groups stays code in the scorer, held to the engine by the
differential test (tests/browser/test_score_in_browser.py).
"""

from __future__ import annotations

from companion.games.moonriver.model import (
    COLUMNS,
    ROWS_2_PLAYERS,
    ROWS_3_4_PLAYERS,
    Partner,
    Resource,
    Terrain,
    Tiebreak,
    WarningCode,
)
from companion.games.moonriver.scenarios import MIN_GROUP_PLOTS, SCENARIOS, points_for


def moonriver_tables() -> dict:
    """Everything static/moonriver-score.js and static/editor.js know of the game, for ``tojson``.

    Plain data (no words: those are the page's, in its language), so it needs no
    request and a benchmark can hand it to a blank page.
    """
    return {
        "columns": COLUMNS,
        "rows": {"three_or_four_players": ROWS_3_4_PLAYERS, "two_players": ROWS_2_PLAYERS},
        "terrains": [terrain.value for terrain in Terrain],
        "resources": [resource.value for resource in Resource],
        "resource_of": {
            terrain.value: terrain.resource.value if terrain.resource else None
            for terrain in Terrain
        },
        # S2/S4: cows on a cornfield count nowhere, and its territories score 0
        "without_herd": [Terrain.CORNFIELD.value],
        "partners": [partner.value for partner in Partner],
        "bandits": [partner.value for partner in Partner if partner.is_bandit],
        "bonus_of": {
            partner.value: partner.bonus_resource.value
            for partner in Partner
            if partner.bonus_resource
        },
        "scenarios": [scenario.value for scenario in SCENARIOS],
        "group": {
            "min_plots": MIN_GROUP_PLOTS,
            "points": points_for(MIN_GROUP_PLOTS),
            "each_more": points_for(MIN_GROUP_PLOTS + 1) - points_for(MIN_GROUP_PLOTS),
        },
        "warnings": {code.name.lower(): code.value for code in WarningCode},
        # W6: the steps that may separate players tied on the total, in order
        "tiebreak": {
            "steps": [Tiebreak.LARGEST_TERRITORY.value, Tiebreak.COWS.value],
            "shared": Tiebreak.SHARED.value,
        },
    }
