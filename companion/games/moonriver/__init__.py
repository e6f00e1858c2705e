"""Moon River scoring: a pure, standard-library-only engine.

The package turns a finished table (``Game``) into scores, ranks and the
tiebreak that decided it, exactly as the rulings in docs/rulings.md say. It
knows nothing about HTTP, storage or translation: the web, API and storage
layers import it, never the reverse, so it can be tested and reused alone.

Modules: ``model`` (vocabulary), ``grid`` (adjacency and flood fill),
``scenarios`` (Legends of the West registry), ``supply`` (the box's partner
tokens), ``validation``, ``scoring`` and ``diagram`` (the text drawing used by
tests and bug reports).
"""

from .diagram import DiagramError, canonical
from .diagram import format as format_diagram
from .diagram import parse as parse_diagram
from .model import (
    COLUMNS,
    MAX_COWS_AT_TABLE,
    MAX_COWS_PER_PLOT_INPUT,
    MAX_PARTNERS_AT_TABLE,
    MAX_PLOTS,
    MAX_RESOURCES_PER_PLOT,
    ROWS_2_PLAYERS,
    ROWS_3_4_PLAYERS,
    SPECIALIST_TOKENS,
    Cell,
    Game,
    GameResult,
    InvalidGame,
    Mode,
    Partner,
    Player,
    PlayerResult,
    Plot,
    Problem,
    ProblemCode,
    Ranch,
    RanchScore,
    RanchWarning,
    Resource,
    Scenario,
    ScenarioGroup,
    Terrain,
    Territory,
    Tiebreak,
    WarningCode,
)
from .scenarios import SCENARIOS, ScenarioRules
from .scoring import score_game, score_ranch
from .supply import fits_the_box
from .validation import MAX_PLAYERS, grid_problems, problems, validate

__all__ = [
    "COLUMNS",
    "MAX_COWS_AT_TABLE",
    "MAX_COWS_PER_PLOT_INPUT",
    "MAX_PARTNERS_AT_TABLE",
    "MAX_PLAYERS",
    "MAX_PLOTS",
    "MAX_RESOURCES_PER_PLOT",
    "ROWS_2_PLAYERS",
    "ROWS_3_4_PLAYERS",
    "SCENARIOS",
    "SPECIALIST_TOKENS",
    "Cell",
    "DiagramError",
    "Game",
    "GameResult",
    "InvalidGame",
    "Mode",
    "Partner",
    "Player",
    "PlayerResult",
    "Plot",
    "Problem",
    "ProblemCode",
    "Ranch",
    "RanchScore",
    "RanchWarning",
    "Resource",
    "Scenario",
    "ScenarioGroup",
    "ScenarioRules",
    "Terrain",
    "Territory",
    "Tiebreak",
    "WarningCode",
    "canonical",
    "fits_the_box",
    "format_diagram",
    "grid_problems",
    "parse_diagram",
    "problems",
    "score_game",
    "score_ranch",
    "validate",
]
