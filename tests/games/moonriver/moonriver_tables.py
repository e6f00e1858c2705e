"""Builders shared by the Moon River engine tests: ranches are drawn, not listed.

See companion/games/moonriver/diagram.py for the drawing format. Kept apart
from test logic (like sgfmill's board diagrams) so each test reads as a rule
and its picture.
"""

from __future__ import annotations

from companion.games.moonriver import Game, Mode, Player, Ranch, Scenario, parse_diagram

NAMES = ("Carlota", "Clara", "Cristina", "Chen")

EMPTY_5 = """
. . . . .
. . . . .
. . . . .
. . . . .
. . . . .
~~~~~~~~~
"""

WORKED_EXAMPLE = """
C1c  C1c  C2r  C     .
D1r  D    C    C     C1c
D1c  D1r  D    F1r   H1c
P1c  P    M5r  H1c@F H1c
P1c  M5r  M4r  M4r   H1c
~~~~~~~~~~~~~~~~~~~~~~~~
"""
"""The rulebooks' 89-point ranch made legal: 24 plots, corn piled on four cornfields (D-17)."""


def ranch(drawing: str) -> Ranch:
    return parse_diagram(drawing)


def game(*drawings: str | Ranch, scenario: Scenario | None = None) -> Game:
    """A table of players named after the rulebook examples, Legends if a scenario is given."""
    ranches = [d if isinstance(d, Ranch) else ranch(d) for d in drawings]
    return Game(
        players=tuple(Player(name, r) for name, r in zip(NAMES, ranches, strict=False)),
        mode=Mode.LEGENDS if scenario else Mode.BASE,
        scenario=scenario,
    )
