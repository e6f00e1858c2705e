"""A turn told by where the Dragons lie: unnamed actions resolve like named ones."""

from __future__ import annotations

import pytest

from companion.games.riverdragons import (
    UNNAMED,
    Card,
    CardKind,
    Colour,
    OutcomeKind,
    dragon_choices,
    marked_programme,
    resolve_turn,
    setup_for,
)

C = Colour
SIX = setup_for(6).colours


def outcome(resolution, slot, colour):
    [found] = [o for o in resolution.slots[slot - 1].outcomes if o.player is colour]
    return found


def test_an_unmarked_programme_is_five_unnamed_actions():
    assert marked_programme(C.RED, {}).cards == (UNNAMED,) * 5
    assert UNNAMED.kind is CardKind.ACTION and not UNNAMED.is_dragon


def test_a_mark_puts_the_dragon_in_its_slot():
    cards = marked_programme(C.PINK, {4: C.GREEN}).cards
    assert cards[3] == Card.dragon(C.GREEN)
    assert cards[:3] + cards[4:] == (UNNAMED,) * 4


def test_rulebook_example_5_told_only_by_the_dragons():
    """Pink lays a green Dragon in position 4 and green a blue one: the green Dragon does
    not cancel the blue Dragon, so the blue player's fourth action is cancelled."""
    marks = {C.PINK: {4: C.GREEN}, C.GREEN: {4: C.BLUE}}
    players = [marked_programme(c, marks.get(c, {})) for c in SIX]
    result = resolve_turn(players, C.PINK)
    blue = outcome(result, 4, C.BLUE)
    assert blue.kind is OutcomeKind.CANCELLED
    assert [d.player for d in blue.cancelled_by] == [C.GREEN]
    assert outcome(result, 4, C.GREEN).reason.code == "dragon-cancels-action"
    assert outcome(result, 4, C.PINK).reason.code == "dragon-meets-dragon"
    performed = [o for s in result.slots for o in s.outcomes if o.kind is OutcomeKind.PERFORMED]
    assert len(performed) == 6 * 5 - 3
    assert all(o.card == UNNAMED for o in performed)


def test_an_unnamed_action_is_cancelled_like_a_named_one():
    players = [
        marked_programme(C.PINK, {2: C.BLACK}),
        marked_programme(C.BLACK, {}),
    ]
    result = resolve_turn(players, C.BLACK)
    black = outcome(result, 2, C.BLACK)
    assert black.kind is OutcomeKind.CANCELLED
    assert outcome(result, 2, C.PINK).reason.params["action"] == "action"


@pytest.mark.parametrize("count", range(2, 7))
def test_a_dragon_may_name_every_other_colour_in_play_and_never_your_own(count):
    colours = setup_for(count).colours
    players = [marked_programme(c, {}) for c in colours]
    for colour in colours:
        offered = dragon_choices(players, colour, 3)
        assert colour not in offered
        assert set(offered) == set(colours) - {colour}


def test_colours_not_in_play_are_never_offered():
    players = [marked_programme(c, {}) for c in setup_for(4).colours]
    offered = dragon_choices(players, C.BLUE, 1)
    assert C.PINK not in offered and C.BLACK not in offered


def test_only_one_dragon_per_player_per_turn():
    players = [marked_programme(C.PINK, {2: C.BLACK}), marked_programme(C.BLACK, {})]
    assert dragon_choices(players, C.PINK, 4) == ()
    assert dragon_choices(players, C.PINK, 2) == (C.BLACK,), "the Dragon may change colour"
    assert dragon_choices(players, C.BLACK, 4) == (C.PINK,)
