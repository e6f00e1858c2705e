"""The player-count table, the inferred hands and the First-player card's journey."""

from __future__ import annotations

import pytest

from companion.games.riverdragons import (
    ACTIONS,
    BoardSide,
    Card,
    CardKind,
    Colour,
    first_player_of_turn,
    next_first_player,
    setup_for,
)

C = Colour

TABLE = {
    2: ({C.PINK, C.BLACK}, {C.RED, C.GREEN, C.BLUE, C.YELLOW}),
    3: ({C.BLUE, C.RED, C.PINK}, {C.GREEN, C.YELLOW, C.BLACK}),
    4: ({C.BLUE, C.GREEN, C.RED, C.YELLOW}, {C.BLACK, C.PINK}),
    5: ({C.BLACK, C.BLUE, C.RED, C.GREEN, C.YELLOW}, {C.PINK}),
    6: (set(Colour), set()),
}


@pytest.mark.parametrize("players", sorted(TABLE))
def test_every_row_of_the_player_count_table(players):
    row = setup_for(players)
    colours, removed = TABLE[players]
    assert set(row.colours) == colours
    assert len(row.colours) == players
    assert set(row.removed_dragons) == removed
    assert row.board_side is BoardSide.ISLANDS


@pytest.mark.parametrize("players", sorted(TABLE))
def test_hand_is_eight_actions_and_a_dragon_of_each_other_colour_in_play(players):
    row = setup_for(players)
    for colour in row.colours:
        hand = row.hand(colour)
        assert len(hand) == row.hand_size == 7 + players
        assert [c.kind for c in hand if not c.is_dragon] == list(ACTIONS)
        dragons = {c.colour for c in hand if c.is_dragon}
        assert dragons == set(row.colours) - {colour}
        assert not dragons & set(row.removed_dragons)


def test_hand_sizes_run_from_9_to_13():
    assert [setup_for(n).hand_size for n in range(2, 7)] == [9, 10, 11, 12, 13]


def test_thirteen_cards_per_colour_with_six_players():
    assert len(setup_for(6).hand(C.RED)) == 13
    assert Card.dragon(C.RED) not in setup_for(6).hand(C.RED)


def test_a_colour_out_of_play_has_no_hand():
    with pytest.raises(ValueError):
        setup_for(2).hand(C.GREEN)


@pytest.mark.parametrize("players", [0, 1, 7])
def test_player_counts_outside_two_to_six_are_refused(players):
    with pytest.raises(ValueError):
        setup_for(players)


def test_expert_rules_turn_the_board_to_the_side_without_islands():
    assert setup_for(3, expert=True).board_side is BoardSide.NO_ISLANDS
    assert setup_for(3, expert=True).colours == setup_for(3).colours


def test_first_player_card_passes_clockwise_and_wraps():
    seating = [C.BLUE, C.RED, C.PINK]
    assert next_first_player(seating, C.BLUE) is C.RED
    assert next_first_player(seating, C.PINK) is C.BLUE
    turns = [first_player_of_turn(seating, C.RED, t) for t in range(1, 6)]
    assert turns == [C.RED, C.PINK, C.BLUE, C.RED, C.PINK]
    with pytest.raises(ValueError):
        first_player_of_turn(seating, C.RED, 0)


def test_card_values_are_the_api_strings():
    assert Card(CardKind.JUMP).value == "jump"
    assert Card.dragon(C.GREEN).value == {"dragon": "green"}
    assert len(ACTIONS) == 8 and CardKind.DRAGON not in ACTIONS
