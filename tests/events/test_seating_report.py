"""The seating report, as the organiser reads it before publishing a round
(companion.events.seating_report)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.events.seating import Wanted, first_round, later_round, pairs
from companion.events.seating_report import Swap, costs, seating_report


def wanted(met=(), ranked=(), clubs=None, players=0) -> Wanted:
    return Wanted(
        meetings=Counter(frozenset(pair) for pair in met),
        rank={p: i for i, p in enumerate(ranked)},
        clubs=clubs or {},
        players=players or len(ranked),
    )


def total(tables, want: Wanted) -> tuple[int, ...]:
    sums = [costs(table, want) for table in tables]
    return tuple(map(sum, zip(*sums, strict=True)))


def up_to_repeats(tables, want: Wanted) -> tuple[int, ...]:
    """Table sizes, clubs apart, fewer repeat opponents: what a repeat weighs against."""
    return total(tables, want)[:3]


def swapped(tables, swap: Swap):
    out = [list(table) for table in tables]
    a = out[swap.table - 1].index(swap.player)
    b = out[swap.other_table - 1].index(swap.other)
    out[swap.table - 1][a], out[swap.other_table - 1][b] = swap.other, swap.player
    return out


def met_in(*rounds):
    return [pair for tables in rounds for table in tables for pair in pairs(table)]


def test_a_seating_that_avoided_every_repeat_reports_nothing():
    round_1 = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    round_2 = [[1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]]
    report = seating_report(round_2, wanted(met_in(round_1), ranked=range(1, 17)))
    assert report.findings == ()


def test_eight_players_meet_again_in_round_2_and_the_report_names_who_where_and_how_often():
    round_1 = [[1, 2, 3, 4], [5, 6, 7, 8]]
    round_2 = [[1, 2, 5, 6], [3, 4, 7, 8]]  # 8 players at 2 tables: repeats cannot be avoided
    report = seating_report(round_2, wanted(met_in(round_1), ranked=range(1, 9)))
    assert [(f.table, f.players, f.met_before) for f in report.repeats] == [
        (1, (1, 2), 1),
        (1, (5, 6), 1),
        (2, (3, 4), 1),
        (2, (7, 8), 1),
    ]
    assert report.club_mates == ()


def test_a_pair_that_met_twice_says_twice():
    report = seating_report([[1, 2, 3], [4, 5, 6]], wanted([(1, 2), (2, 1)], ranked=range(1, 7)))
    assert [(f.players, f.met_before) for f in report.findings] == [((1, 2), 2)]


def test_a_suggested_swap_parts_the_pair_and_adds_no_repeat_nor_club_mate():
    round_1 = [[1, 2, 3, 4], [5, 6, 7, 8]]
    round_2 = [[1, 2, 5, 6], [3, 4, 7, 8]]
    want = wanted(met_in(round_1), ranked=range(1, 9))
    for finding in seating_report(round_2, want).findings:
        assert finding.swap is not None
        after = swapped(round_2, finding.swap)
        table = after[finding.swap.table - 1]
        assert not set(finding.players) <= set(table)
        assert up_to_repeats(after, want) <= up_to_repeats(round_2, want)


def test_no_swap_is_suggested_when_every_swap_would_make_the_seating_worse():
    met = [(1, 2)] + [(p, x) for p in (1, 2) for x in (4, 5, 6) for _twice in range(2)]
    report = seating_report([[1, 2, 3], [4, 5, 6]], wanted(met, ranked=range(1, 7)))
    assert [(f.players, f.swap) for f in report.findings] == [((1, 2), None)]


def test_after_the_organiser_s_own_swap_brought_two_together_again_the_report_undoes_it():
    round_1 = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    good = [[1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]]
    worse = [[1, 2, 9, 13], [5, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]]
    want = wanted(met_in(round_1), ranked=range(1, 17))
    findings = seating_report(worse, want).findings
    assert [(f.table, f.players) for f in findings] == [(1, (1, 2)), (2, (5, 6))]
    assert findings[0].swap == Swap(2, 1, 5, 2)  # back to where the seating had them
    assert total(swapped(worse, findings[0].swap), want) < total(worse, want)
    assert seating_report(good, want).findings == ()


def test_in_round_1_club_mates_a_big_club_forces_together_are_reported_with_their_club():
    clubs = {p: "Otters" for p in (1, 2, 3, 4, 5)}
    seated = first_round(list(range(1, 9)), clubs, seed=3)  # 5 Otters, 2 tables
    report = seating_report(seated.tables, wanted(clubs=clubs, players=8))
    assert len(report.club_mates) == 4  # 3 + 2 at two tables: 3 pairs and 1
    assert {f.club for f in report.findings} == {"Otters"}
    assert all(f.met_before == 0 for f in report.findings)
    for finding in report.findings:  # each can move to the other table at the same cost
        after = swapped(seated.tables, finding.swap)
        assert total(after, wanted(clubs=clubs, players=8)) == (0, 4, 0, 0)


def test_of_swaps_that_cost_the_same_the_one_closest_in_the_standings_is_suggested():
    # 1 and 2 met. Sending 2 or 1 to table 2 for 4 parts them and spreads the tables'
    # places by 3 either way: 2 and 4 are two places apart, 1 and 4 three.
    report = seating_report([[1, 2, 3], [4, 5, 6]], wanted([(1, 2)], ranked=[1, 2, 3, 4, 5, 6]))
    (finding,) = report.findings
    assert finding.swap == Swap(2, 1, 4, 2)


@settings(max_examples=30, deadline=None)
@given(st.integers(6, 20), st.integers(1, 4), st.integers(0, 10**6))
def test_every_suggestion_parts_its_pair_without_making_the_seating_worse(count, rounds, seed):
    players = list(range(1, count + 1))
    met: list = []
    for number in range(rounds):
        tables = later_round(players, met, seed + number).tables
        met += met_in(tables)
    want = wanted(met, ranked=players)
    for finding in seating_report(tables, want).findings:
        if finding.swap:
            after = swapped(tables, finding.swap)
            assert not any(set(finding.players) <= set(table) for table in after)
            assert up_to_repeats(after, want) <= up_to_repeats(tables, want)
