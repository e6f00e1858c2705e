"""Who sits where, as the organiser would state the rules (companion.events.seating)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.events.seating import (
    CannotSeat,
    Seating,
    first_round,
    later_round,
    pairs,
    repeat_meetings,
    table_sizes,
)


@pytest.mark.parametrize(
    ("players", "tables"),
    [
        (2, (2,)),
        (3, (3,)),
        (4, (4,)),
        (5, (3, 2)),  # nothing else fits: the only case beside 2 with a 2-player table
        (6, (3, 3)),
        (7, (4, 3)),
        (8, (4, 4)),
        (9, (3, 3, 3)),
        (13, (4, 3, 3, 3)),
        (64, (4,) * 16),
        (65, (4,) * 14 + (3,) * 3),
    ],
)
def test_tables_seat_4_falling_back_to_3_and_to_2_only_when_nothing_else_fits(players, tables):
    assert table_sizes(players) == tables


@given(st.integers(min_value=6, max_value=400))
def test_from_6_players_on_every_table_seats_3_or_4(players):
    sizes = table_sizes(players)
    assert sum(sizes) == players and set(sizes) <= {3, 4}
    assert len(sizes) == -(-players // 4)  # as few tables as the count allows


@pytest.mark.parametrize("players", [0, 1])
def test_one_player_alone_cannot_be_seated(players):
    with pytest.raises(CannotSeat):
        table_sizes(players)


def test_a_seating_says_when_it_needed_a_2_player_table():
    assert first_round(range(5), {}, seed=1).two_player_table
    assert not first_round(range(6), {}, seed=1).two_player_table


def test_round_1_seats_everyone_once_in_a_draw_the_seed_repeats():
    one = first_round(range(13), {}, seed="night")
    again = first_round(range(13), {}, seed="night")
    other = first_round(range(13), {}, seed="another night")
    assert one == again and one != other
    assert sorted(p for table in one.tables for p in table) == list(range(13))


def test_round_1_keeps_the_players_of_a_club_at_different_tables():
    players = list(range(16))
    clubs = {p: ["Riverside", "Hilltop", "Canyon"][p % 3] for p in range(12)}  # 4 left unattached
    for seed in range(20):
        for table in first_round(players, clubs, seed).tables:
            at_table = Counter(clubs[p] for p in table if p in clubs)
            assert max(at_table.values(), default=0) == 1, (seed, table)


def test_a_club_bigger_than_the_number_of_tables_is_spread_as_evenly_as_it_can_be():
    clubs = {p: "Riverside" for p in range(6)}
    for seed in range(20):
        counts = [
            sum(p in clubs for p in table) for table in first_round(range(8), clubs, seed).tables
        ]
        assert sorted(counts) == [3, 3]


def test_later_rounds_seat_the_leaders_together_when_nobody_has_met():
    seating = later_round(list("ABCDEFGHIJ"), [], seed=1)
    assert [set(table) for table in seating.tables] == [set("ABCD"), set("EFG"), set("HIJ")]


def test_later_rounds_avoid_repeat_opponents_where_possible():
    ranked = list(range(16))
    round_1 = [ranked[i : i + 4] for i in range(0, 16, 4)]  # the leaders had all met
    met = [pair for table in round_1 for pair in pairs(table)]
    seating = later_round(ranked, met, seed=1)
    assert repeat_meetings(seating, met) == 0
    assert 0 in seating.tables[0]  # the leader still opens table 1


def test_when_repeats_cannot_be_avoided_they_are_as_few_as_the_greedy_rule_finds():
    ranked = list(range(8))
    met = [pair for table in ([0, 1, 2, 3], [4, 5, 6, 7]) for pair in pairs(table)]
    seating = later_round(ranked, met, seed=1)
    # 8 players from two tables of 4 at two tables of 4: each table holds at least
    # two pairs who met (2 + 2 of one old table); the rule finds exactly that.
    assert repeat_meetings(seating, met) == 4


def test_players_met_twice_are_avoided_before_players_met_once():
    ranked = list("ABCDEF")
    met = [("A", "B"), ("A", "B"), ("A", "C")]
    table_of_a = next(t for t in later_round(ranked, met, seed=1).tables if "A" in t)
    assert "B" not in table_of_a


@given(
    st.integers(min_value=2, max_value=70),
    st.integers(min_value=0, max_value=3),
    st.integers(),
)
def test_every_player_is_seated_exactly_once_in_any_round(players, rounds_before, seed):
    ranked = list(range(players))
    met = []
    for r in range(rounds_before):
        met += [
            pair for table in later_round(ranked, met, seed + r).tables for pair in pairs(table)
        ]
    seating = later_round(ranked, met, seed)
    seated = [p for table in seating.tables for p in table]
    assert sorted(seated) == ranked
    assert tuple(sorted((len(t) for t in seating.tables), reverse=True)) == table_sizes(players)
    for table in seating.tables:
        assert len(set(combinations(table, 2))) == len(table) * (len(table) - 1) // 2


@given(st.integers(min_value=6, max_value=24), st.integers(min_value=0, max_value=1000))
def test_no_swap_of_two_players_would_leave_fewer_repeat_meetings(players, seed):
    ranked = list(range(players))
    met = []
    for r in range(3):
        seating = later_round(ranked, met, seed + r)
        met += [pair for table in seating.tables for pair in pairs(table)]
    seating = later_round(ranked, met, seed)
    repeats = repeat_meetings(seating, met)
    tables = [list(t) for t in seating.tables]
    for i, j in combinations(range(len(tables)), 2):
        for a in range(len(tables[i])):
            for b in range(len(tables[j])):
                first, second = list(tables[i]), list(tables[j])
                first[a], second[b] = second[b], first[a]
                others = [t for k, t in enumerate(tables) if k not in (i, j)]
                swapped = Seating(tuple(map(tuple, [*others, first, second])))
                assert repeat_meetings(swapped, met) >= repeats


def test_the_seating_s_priorities_are_named_most_important_first():
    from companion.events.seating import PRIORITIES

    assert [p.name for p in PRIORITIES] == [
        "table sizes",
        "clubs apart",
        "fewer repeat opponents",
        "leaders together",
    ]


def test_clubs_apart_outranks_leaders_together_and_reordering_the_list_reverses_it(monkeypatch):
    from companion.events import seating

    clubs = {p: "Riverside" for p in range(4)}  # the four leaders share a club
    apart = later_round(list(range(8)), [], seed=1, clubs=clubs)
    assert [sum(p in clubs for p in table) for table in apart.tables] == [2, 2]
    by_name = {p.name: p for p in seating.PRIORITIES}
    order = ("table sizes", "leaders together", "clubs apart", "fewer repeat opponents")
    monkeypatch.setattr(seating, "PRIORITIES", tuple(by_name[name] for name in order))
    together = later_round(list(range(8)), [], seed=1, clubs=clubs)
    assert set(together.tables[0]) == {0, 1, 2, 3}
