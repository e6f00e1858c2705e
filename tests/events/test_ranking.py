"""Event points and the standings' order (companion.events.ranking)."""

from __future__ import annotations

from companion.events.ranking import DEFAULT_POINTS, Placing, points_problem, standings


def test_by_default_the_winner_earns_4_anywhere_and_the_last_nothing():
    assert DEFAULT_POINTS == {2: (4, 0), 3: (4, 2, 0), 4: (4, 2, 1, 0)}
    assert points_problem(DEFAULT_POINTS) is None


def test_players_sharing_a_place_each_earn_that_place_s_points():
    table = [Placing("A", 1, 30, 4), Placing("B", 1, 30, 4), Placing("C", 3, 20, 4)]
    table.append(Placing("D", 4, 10, 4))
    points = {s.player: s.event_points for s in standings("ABCD", table)}
    assert points == {"A": 4, "B": 4, "C": 1, "D": 0}


def test_standings_rank_by_event_points_then_game_points_then_best_game():
    placings = [
        Placing("A", 1, 40, 3),  # A: 4 points, 40 + 10 = 50 game points, best 40
        Placing("A", 3, 10, 3),
        Placing("B", 1, 25, 3),  # B: 4 points, 25 + 25 = 50 game points, best 25
        Placing("B", 3, 25, 3),
        Placing("C", 2, 30, 3),  # C: 2 + 2 = 4 points, 60 game points
        Placing("C", 2, 30, 3),
        Placing("D", 2, 20, 3),  # D: 2 points
    ]
    ranked = standings("ABCD", placings)
    assert [(s.player, s.place) for s in ranked] == [("C", 1), ("A", 2), ("B", 3), ("D", 4)]


def test_players_equal_on_all_three_share_a_place():
    ranked = standings("ABC", [Placing("A", 1, 9, 2), Placing("B", 1, 9, 2)])
    assert [(s.player, s.place) for s in ranked] == [("A", 1), ("B", 1), ("C", 3)]
    assert ranked[2].games == 0 and ranked[2].best_game == 0


def test_a_points_table_must_give_every_place_whole_points_best_place_first():
    assert points_problem({2: (4, 0), 3: (4, 2, 0)}) == "points-per-place"
    assert points_problem({**DEFAULT_POINTS, 3: (4, 2.5, 0)}) == "points-whole-numbers"
    assert points_problem({**DEFAULT_POINTS, 3: (4, 2, -1)}) == "points-range"
    assert points_problem({**DEFAULT_POINTS, 4: (1000, 2, 1, 0)}) == "points-range"
    assert points_problem({**DEFAULT_POINTS, 4: (4, 1, 2, 0)}) == "points-order"
    assert points_problem({**DEFAULT_POINTS, 4: (3, 3, 3, 3)}) is None
