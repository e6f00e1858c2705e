"""The resolution phase: acting order, Dragons, and every rule a programmed turn can break."""

from __future__ import annotations

import pytest

from companion.games.riverdragons import (
    Card,
    CardKind,
    Colour,
    InvalidTurn,
    OutcomeKind,
    ProblemCode,
    ProgrammedPlayer,
    resolve_turn,
)

C = Colour
K = CardKind
MOVE = Card(K.MOVE_1)
SIX = (C.PINK, C.GREEN, C.BLUE, C.RED, C.BLACK, C.YELLOW)
HAND = tuple(
    Card(k) for k in (K.MOVE_1, K.MOVE_2, K.JUMP, K.PLACE_1_PLANK, K.PLACE_1_STONE, K.REMOVE)
)
"""Action cards of one hand: a programme shows each at most once."""


def spare(cards, count):
    """``count`` cards of the hand that ``cards`` do not use yet."""
    used = {card.kind for card in cards}
    return [card for card in HAND if card.kind not in used][:count]


def programmed(colour, *cards):
    """Five cards: the given ones first, the rest filled with other cards of the hand."""
    return ProgrammedPlayer(colour, (*cards, *spare(cards, 5 - len(cards))))


def at(colour, slot, card):
    cards = spare([card], 4)
    cards.insert(slot - 1, card)
    return ProgrammedPlayer(colour, tuple(cards))


def outcome(resolution, slot, colour):
    [found] = [o for o in resolution.slots[slot - 1].outcomes if o.player is colour]
    return found


def codes(players, first):
    with pytest.raises(InvalidTurn) as info:
        resolve_turn(players, first)
    return [(p.path, p.code) for p in info.value.problems]


def test_rulebook_example_5_dragons_do_not_cancel_dragons():
    players = [
        at(C.PINK, 4, Card.dragon(C.GREEN)),
        at(C.GREEN, 4, Card.dragon(C.BLUE)),
        *(programmed(c) for c in SIX[2:]),
    ]
    result = resolve_turn(players, C.PINK)
    blue = outcome(result, 4, C.BLUE)
    assert blue.kind is OutcomeKind.CANCELLED
    assert [(d.player, d.colour) for d in blue.cancelled_by] == [(C.GREEN, C.BLUE)]
    green = outcome(result, 4, C.GREEN)
    assert green.kind is OutcomeKind.DRAGON
    assert green.reason.code == "dragon-cancels-action"
    assert green.reason.params["target"] == "blue"
    pink = outcome(result, 4, C.PINK)
    assert pink.kind is OutcomeKind.DRAGON
    assert pink.reason.code == "dragon-meets-dragon"
    for slot in (1, 2, 3, 5):
        assert {o.kind for o in result.slots[slot - 1].outcomes} == {OutcomeKind.PERFORMED}


def test_a_dragon_cancels_only_the_same_slot_of_its_colour():
    players = [at(C.PINK, 2, Card.dragon(C.BLACK)), programmed(C.BLACK, *[Card(k) for k in K][:5])]
    result = resolve_turn(players, C.PINK)
    black = outcome(result, 2, C.BLACK)
    assert black.kind is OutcomeKind.CANCELLED
    assert black.card == Card(K.PLACE_2_STONES)
    assert black.reason.code == "cancelled-by-dragon"
    assert black.reason.params == {"by": ["pink"], "colour": "black", "slot": 2}
    others = [outcome(result, s, C.BLACK).kind for s in (1, 3, 4, 5)]
    assert others == [OutcomeKind.PERFORMED] * 4


def test_several_dragons_at_one_player_cancel_that_action_once():
    players = [
        at(C.BLUE, 3, Card.dragon(C.PINK)),
        at(C.RED, 3, Card.dragon(C.PINK)),
        at(C.PINK, 3, Card(K.JUMP)),
    ]
    result = resolve_turn(players, C.RED)
    pink = outcome(result, 3, C.PINK)
    assert pink.kind is OutcomeKind.CANCELLED
    # In acting order: red is first, then pink, then blue.
    assert [d.player for d in pink.cancelled_by] == [C.RED, C.BLUE]
    assert [o.kind for o in result.slots[2].outcomes].count(OutcomeKind.CANCELLED) == 1


def test_cancellation_does_not_depend_on_who_acts_first():
    players = [at(C.PINK, 1, Card.dragon(C.BLACK)), programmed(C.BLACK)]
    for first in (C.PINK, C.BLACK):
        result = resolve_turn(players, first)
        assert outcome(result, 1, C.BLACK).kind is OutcomeKind.CANCELLED


def test_a_dragon_card_plays_no_action_and_cannot_be_cancelled():
    players = [at(C.PINK, 5, Card.dragon(C.BLACK)), at(C.BLACK, 5, Card.dragon(C.PINK))]
    result = resolve_turn(players, C.BLACK)
    for colour in (C.PINK, C.BLACK):
        found = outcome(result, 5, colour)
        assert found.kind is OutcomeKind.DRAGON
        assert found.cancelled_by == ()
        assert found.reason.code == "dragon-meets-dragon"


def test_players_act_clockwise_from_the_first_player_in_every_slot():
    seating = [C.BLUE, C.GREEN, C.RED, C.YELLOW]
    players = [programmed(c) for c in seating]
    result = resolve_turn(players, C.RED)
    assert result.order == (C.RED, C.YELLOW, C.BLUE, C.GREEN)
    for slot in result.slots:
        assert tuple(o.player for o in slot.outcomes) == result.order
    assert [s.slot for s in result.slots] == [1, 2, 3, 4, 5]
    assert result.next_first_player is C.YELLOW


def test_performed_actions_name_their_card():
    players = [programmed(C.PINK, Card(K.PLACE_2_PLANKS)), programmed(C.BLACK)]
    found = outcome(resolve_turn(players, C.PINK), 1, C.PINK)
    assert found.kind is OutcomeKind.PERFORMED
    assert found.reason.params == {"action": "place-2-planks"}


@pytest.mark.parametrize("count", [0, 1, 7])
def test_two_to_six_players(count):
    colours = (list(C) * 2)[:count]
    players = [programmed(c) for c in colours]
    problems = codes(players, C.PINK)
    assert (("players",), ProblemCode.PLAYER_COUNT) in problems


def test_colours_must_be_unique():
    problems = codes([programmed(C.PINK), programmed(C.PINK)], C.PINK)
    assert (("players", 1, "colour"), ProblemCode.DUPLICATE_COLOUR) in problems


def test_colours_must_be_in_play_for_the_player_count():
    problems = codes([programmed(C.PINK), programmed(C.GREEN)], C.PINK)
    assert problems[0] == (("players", 1, "colour"), ProblemCode.COLOUR_NOT_IN_PLAY)
    with pytest.raises(InvalidTurn) as info:
        resolve_turn([programmed(C.PINK), programmed(C.GREEN)], C.PINK)
    assert info.value.problems[0].params["allowed"] == ["pink", "black"]


@pytest.mark.parametrize("count", [4, 6])
def test_exactly_five_cards(count):
    players = [ProgrammedPlayer(C.PINK, HAND[:count]), programmed(C.BLACK)]
    assert codes(players, C.PINK) == [(("players", 0, "cards"), ProblemCode.CARD_COUNT)]


def test_at_most_one_dragon_per_player_per_turn():
    players = [
        programmed(C.PINK, Card.dragon(C.BLACK), MOVE, Card.dragon(C.BLACK)),
        programmed(C.BLACK),
    ]
    with pytest.raises(InvalidTurn) as info:
        resolve_turn(players, C.PINK)
    [problem] = info.value.problems
    assert problem.code is ProblemCode.TOO_MANY_DRAGONS
    assert problem.path == ("players", 0, "cards")
    assert problem.params == {"slots": [1, 3]}


def test_no_dragon_of_a_colour_not_in_play():
    players = [programmed(C.PINK, MOVE, Card.dragon(C.RED)), programmed(C.BLACK)]
    assert codes(players, C.PINK) == [(("players", 0, "cards", 1), ProblemCode.DRAGON_NOT_IN_PLAY)]


def test_no_dragon_of_your_own_colour():
    players = [programmed(C.PINK), programmed(C.BLACK, MOVE, Card(K.JUMP), Card.dragon(C.BLACK))]
    assert codes(players, C.PINK) == [(("players", 1, "cards", 2), ProblemCode.OWN_DRAGON)]


def test_a_dragon_names_a_colour_and_an_action_does_not():
    players = [
        programmed(C.PINK, Card(K.DRAGON)),
        programmed(C.BLACK, Card(K.JUMP, C.PINK)),
    ]
    assert codes(players, C.PINK) == [
        (("players", 0, "cards", 0), ProblemCode.DRAGON_WITHOUT_COLOUR),
        (("players", 1, "cards", 0), ProblemCode.ACTION_WITH_COLOUR),
    ]


def test_first_player_must_be_seated():
    players = [programmed(C.PINK), programmed(C.BLACK)]
    assert codes(players, C.RED) == [(("first_player",), ProblemCode.FIRST_PLAYER_NOT_SEATED)]


def test_every_problem_is_reported_at_once():
    players = [
        ProgrammedPlayer(C.PINK, (Card.dragon(C.PINK),)),
        programmed(C.GREEN, Card.dragon(C.RED), Card.dragon(C.BLACK)),
        programmed(C.GREEN),
    ]
    found = codes(players, C.YELLOW)
    assert found == [
        (("players", 1, "colour"), ProblemCode.COLOUR_NOT_IN_PLAY),
        (("players", 2, "colour"), ProblemCode.DUPLICATE_COLOUR),
        (("players", 0, "cards"), ProblemCode.CARD_COUNT),
        (("players", 0, "cards", 0), ProblemCode.OWN_DRAGON),
        (("players", 1, "cards"), ProblemCode.TOO_MANY_DRAGONS),
        (("players", 1, "cards", 0), ProblemCode.DRAGON_NOT_IN_PLAY),
        (("players", 1, "cards", 1), ProblemCode.DRAGON_NOT_IN_PLAY),
        (("first_player",), ProblemCode.FIRST_PLAYER_NOT_SEATED),
    ]


def test_invalid_turn_is_a_value_error():
    assert issubclass(InvalidTurn, ValueError)


def test_each_action_card_at_most_once_in_a_programme():
    """Each hand holds each Action card once, so one programme cannot show it twice."""
    players = [
        ProgrammedPlayer(C.PINK, (MOVE, Card(K.JUMP), MOVE, Card(K.REMOVE), MOVE)),
        programmed(C.BLACK),
    ]
    with pytest.raises(InvalidTurn) as info:
        resolve_turn(players, C.PINK)
    [problem] = info.value.problems
    assert problem.code is ProblemCode.DUPLICATE_ACTION
    assert problem.path == ("players", 0, "cards", 2)
    assert problem.params == {"action": "move-1", "slots": [1, 3, 5]}


def test_unnamed_action_cards_may_repeat():
    """Players who do not say which actions they laid stand for different cards."""
    unnamed = Card(K.ACTION)
    players = [ProgrammedPlayer(C.PINK, (unnamed,) * 5), ProgrammedPlayer(C.BLACK, (unnamed,) * 5)]
    result = resolve_turn(players, C.PINK)
    assert [[(o.player, o.card, o.kind) for o in slot.outcomes] for slot in result.slots] == [
        [(C.PINK, unnamed, OutcomeKind.PERFORMED), (C.BLACK, unnamed, OutcomeKind.PERFORMED)]
    ] * 5
