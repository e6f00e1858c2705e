"""The season's ranking rules alone (companion.events.season), as the organiser reads them."""

from __future__ import annotations

from companion.events.season import Result, best_of_problem, counted, standings


def result(player, evening, points, game=10, best=10, games=1):
    return Result(player, evening, points, game, best, games)


def test_every_result_counts_without_best_n():
    rows = standings(["a", "b"], [result("a", 1, 4), result("a", 2, 1), result("b", 1, 4)])
    assert [(r.player, r.season_points, r.evenings, r.counted) for r in rows] == [
        ("a", 5, 2, (1, 2)),
        ("b", 4, 1, (1,)),
    ]


def test_best_two_of_three_drop_the_worst_evening():
    results = [result("a", 1, 2), result("a", 2, 8), result("a", 3, 5), result("b", 2, 12)]
    rows = standings(["a", "b"], results, best_of=2)
    assert [(r.player, r.season_points, r.counted) for r in rows] == [
        ("a", 13, (2, 3)),
        ("b", 12, (2,)),
    ]


def test_a_missed_evening_is_no_result_and_costs_nothing():
    results = [result("a", 1, 4), result("a", 2, 0, 0, 0, games=0), result("a", 3, 4)]
    (row,) = standings(["a"], results, best_of=2)
    assert (row.season_points, row.evenings, row.counted) == (8, 2, (1, 3))


def test_equal_results_keep_the_earlier_evening_and_ties_share_a_place():
    assert [r.evening for r in counted([result("a", 2, 4), result("a", 1, 4)], 1)] == [1]
    rows = standings(["a", "b", "c"], [result("a", 1, 4), result("b", 1, 4), result("c", 1, 1)])
    assert [r.place for r in rows] == [1, 1, 3]


def test_game_points_then_best_game_break_ties_over_the_counted_results():
    results = [result("a", 1, 4, game=30, best=30), result("b", 1, 4, game=30, best=31)]
    rows = standings(["a", "b"], results)
    assert [r.player for r in rows] == ["b", "a"]
    assert [r.place for r in rows] == [1, 2]


def test_best_of_must_be_a_whole_number_in_range():
    assert not best_of_problem(None, 52) and not best_of_problem(3, 52)
    assert best_of_problem(0, 52) and best_of_problem(53, 52) and best_of_problem(True, 52)
