"""A turn told only by where the Dragons lie, the way players ask about it at the table.

"Is my move cancelled?" depends only on which colour each Dragon names and in
which slot it lies, so every other card may stay an unnamed action. These
helpers build such a turn and say which Dragons a player could still lay, so
a screen never offers a choice the rules forbid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from companion.games.riverdragons.model import Card, CardKind, Colour
from companion.games.riverdragons.resolve import ProgrammedPlayer
from companion.games.riverdragons.setup import SLOTS

UNNAMED = Card(CardKind.ACTION)


def marked_programme(colour: Colour, dragons: Mapping[int, Colour]) -> ProgrammedPlayer:
    """``colour``'s five cards: a Dragon of ``dragons[slot]`` in each marked slot, else actions."""
    return ProgrammedPlayer(
        colour,
        tuple(
            Card.dragon(dragons[slot]) if slot in dragons else UNNAMED
            for slot in range(1, SLOTS + 1)
        ),
    )


def dragon_choices(
    players: Sequence[ProgrammedPlayer], colour: Colour, slot: int
) -> tuple[Colour, ...]:
    """The Dragons ``colour`` may lay in ``slot``: every other colour at the table, in seating
    order, unless that player's one Dragon of the turn already lies in another slot."""
    [player] = [p for p in players if p.colour is colour]
    elsewhere = [s for s, card in enumerate(player.cards, 1) if card.is_dragon and s != slot]
    if elsewhere:
        return ()
    return tuple(p.colour for p in players if p.colour is not colour)
