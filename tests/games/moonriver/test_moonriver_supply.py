"""The box's partner tokens (rulings T3, T8): the specialists a whole table can show.

Twenty tokens, each with the cowboy on one side and a specialist on the other; the five
specialists are on 5, 5, 5, 3 and 2 of them, and which is on 3 and which on 2 is not
known. So a table fits when its specialist counts, largest first, fit under 5, 5, 5, 3, 2.
"""

from itertools import permutations, product

import pytest
from moonriver_tables import game

from companion.games.moonriver import (
    SPECIALIST_TOKENS,
    Partner,
    Plot,
    Problem,
    ProblemCode,
    Ranch,
    Terrain,
    fits_the_box,
    problems,
)

COWBOY, DESPERADO, CATTLE_THIEF = Partner.COWBOY, Partner.DESPERADO, Partner.CATTLE_THIEF
PROSPECTOR, TRAPPER, FARMER = Partner.PROSPECTOR, Partner.TRAPPER, Partner.FARMER
SPECIALISTS = (DESPERADO, CATTLE_THIEF, PROSPECTOR, TRAPPER, FARMER)


def ranch_with(*faces: Partner) -> Ranch:
    """A farm ranch with one partner a plot, in the order given (row 1 first, left to right)."""
    return Ranch(
        5, tuple(Plot(1 + i // 5, 1 + i % 5, Terrain.FARM, partner=f) for i, f in enumerate(faces))
    )


def partner_at(player: int, plot: int) -> tuple:
    return ("players", player, "ranch", "plots", plot, "partner")


def short(code: ProblemCode, at: tuple, specialist: Partner, count: int, limit: int) -> Problem:
    return Problem(at, code, {"specialist": specialist.value, "count": count, "limit": limit})


def test_six_farmers_at_one_table_are_more_than_the_box_holds():
    table = game(ranch_with(*[FARMER] * 3), ranch_with(*[FARMER] * 3))
    assert problems(table) == [
        short(ProblemCode.TOO_MANY_OF_A_SPECIALIST, partner_at(1, 2), FARMER, 6, 5)
    ]


def test_five_farmers_at_one_table_fit_whichever_specialist_the_box_has_five_of():
    for kind in SPECIALISTS:
        assert problems(game(ranch_with(*[kind] * 2), ranch_with(*[kind] * 3))) == []


def test_20_prospectors_on_one_ranch_refused_at_the_sixth():
    """420 points in a score check: one ranch alone is held to the same box."""
    assert problems(game(ranch_with(*[PROSPECTOR] * 20))) == [
        short(ProblemCode.TOO_MANY_OF_A_SPECIALIST, partner_at(0, 5), PROSPECTOR, 20, 5)
    ]


@pytest.mark.parametrize("counts", sorted(set(permutations(SPECIALIST_TOKENS))))
def test_5_5_5_3_2_of_five_kinds_fits_in_any_order(counts):
    """The whole box on four ranches: the rulebooks' text does not say which kind has 3 or 2."""
    faces = [kind for kind, n in zip(SPECIALISTS, counts, strict=True) for _ in range(n)]
    assert problems(game(*(ranch_with(*faces[seat::4]) for seat in range(4)))) == []


def test_4_4_4_4_does_not_fit_only_three_kinds_can_exceed_3():
    table = game(
        ranch_with(*[DESPERADO] * 4, *[CATTLE_THIEF] * 4),
        ranch_with(*[PROSPECTOR] * 4, *[TRAPPER] * 4),
    )
    assert problems(table) == [
        short(ProblemCode.SPECIALISTS_DO_NOT_FIT, partner_at(1, 7), TRAPPER, 4, 3)
    ]


def test_3_of_each_of_the_five_does_not_fit_one_kind_is_on_only_2_tokens():
    table = game(ranch_with(*[kind for kind in SPECIALISTS for _ in range(3)]))
    assert problems(table) == [
        short(ProblemCode.SPECIALISTS_DO_NOT_FIT, partner_at(0, 14), FARMER, 3, 2)
    ]


def test_five_farmers_beside_three_kinds_of_five_do_not_fit_three_are_left():
    """Three kinds took the three sets of 5: the farmers have 3 tokens at most, not 5."""
    full = [kind for kind in (DESPERADO, CATTLE_THIEF, PROSPECTOR) for _ in range(5)]
    table = game(ranch_with(*full), ranch_with(*[FARMER] * 5))
    assert problems(table) == [
        short(ProblemCode.SPECIALISTS_DO_NOT_FIT, partner_at(1, 3), FARMER, 5, 3)
    ]


def test_each_kind_the_box_runs_out_of_is_named_once_at_its_first_plot_beyond():
    table = game(ranch_with(*[TRAPPER] * 7, *[FARMER] * 7))
    assert problems(table) == [
        short(ProblemCode.TOO_MANY_OF_A_SPECIALIST, partner_at(0, 5), TRAPPER, 7, 5),
        short(ProblemCode.TOO_MANY_OF_A_SPECIALIST, partner_at(0, 12), FARMER, 7, 5),
    ]


def test_cowboys_take_the_tokens_left_over():
    """Every token has a cowboy side: with 20 partners at most (T3), cowboys always fit."""
    assert problems(game(ranch_with(*[FARMER] * 5, *[COWBOY] * 15))) == []
    assert [p.code for p in problems(game(ranch_with(*[FARMER] * 5, *[COWBOY] * 16)))] == [
        ProblemCode.TOO_MANY_PARTNERS
    ]


def assignable(counts: tuple[int, ...]) -> bool:
    """Some way of giving the box's five supplies to the five kinds covers every count."""
    return any(
        all(n <= tokens for n, tokens in zip(counts, supplies, strict=True))
        for supplies in set(permutations(SPECIALIST_TOKENS))
    )


def test_largest_first_is_exactly_some_way_of_handing_out_the_tokens():
    for counts in product(range(7), repeat=5):
        assert fits_the_box(counts) == assignable(counts), counts
