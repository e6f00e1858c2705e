"""Who plays which colour, which Dragons leave the box, the hands, and the First player.

The player-count table is the rulebook's summary table. The composition of the
13-card deck per colour (the eight actions plus a Dragon of each other colour)
is inferred: the rulebook gives only the count and the removal table, which
this reading fits exactly (hands of 9 to 13 cards for 2 to 6 players).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.games.riverdragons.model import ACTIONS, BoardSide, Card, Colour

MIN_PLAYERS = 2
MAX_PLAYERS = 6
SLOTS = 5
"""Cards each player programs per turn."""

_IN_PLAY: dict[int, tuple[Colour, ...]] = {
    2: (Colour.PINK, Colour.BLACK),
    3: (Colour.BLUE, Colour.RED, Colour.PINK),
    4: (Colour.BLUE, Colour.GREEN, Colour.RED, Colour.YELLOW),
    5: (Colour.BLACK, Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW),
    6: tuple(Colour),
}


@dataclass(frozen=True)
class SetupRow:
    """One row of the player-count table and what follows from it."""

    players: int
    colours: tuple[Colour, ...]
    """Colours (villages) in play, in the rulebook's order for that row."""
    removed_dragons: tuple[Colour, ...]
    """Dragon colours every player returns to the box before the game."""
    board_side: BoardSide

    def hand(self, colour: Colour) -> tuple[Card, ...]:
        """The cards ``colour`` holds after removal: 8 actions + Dragons of the other colours."""
        if colour not in self.colours:
            raise ValueError(f"{colour.value} is not in play with {self.players} players")
        dragons = tuple(Card.dragon(c) for c in Colour if c in self.colours and c is not colour)
        return tuple(Card(kind) for kind in ACTIONS) + dragons

    @property
    def hand_size(self) -> int:
        return len(ACTIONS) + self.players - 1


def setup_for(players: int, expert: bool = False) -> SetupRow:
    """The set-up for ``players`` (2 to 6); ``expert`` turns the board to its no-island side."""
    if players not in _IN_PLAY:
        raise ValueError(f"River Dragons is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    colours = _IN_PLAY[players]
    return SetupRow(
        players=players,
        colours=colours,
        removed_dragons=tuple(c for c in Colour if c not in colours),
        board_side=BoardSide.NO_ISLANDS if expert else BoardSide.ISLANDS,
    )


def next_first_player(seating: Sequence[Colour], current: Colour) -> Colour:
    """At the end of a turn the First-player card goes to the left, i.e. clockwise."""
    index = list(seating).index(current)
    return seating[(index + 1) % len(seating)]


def first_player_of_turn(seating: Sequence[Colour], starter: Colour, turn: int) -> Colour:
    """Who holds the First-player card in ``turn`` (1-based) if ``starter`` held it in turn 1."""
    if turn < 1:
        raise ValueError("turns are counted from 1")
    index = list(seating).index(starter)
    return seating[(index + turn - 1) % len(seating)]
