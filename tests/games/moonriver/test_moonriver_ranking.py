"""Winners, ranks and which tiebreak step decided (rulings W1-W6)."""

from moonriver_tables import game

from companion.games.moonriver import Tiebreak, score_game

# Each ranch is named by (total, largest territory, cows).
T4_L2_C1 = """
. . . . .
. . . . .
. . . . .
. . . . .
D1c D2r . . .
~~~~~~~~~~~~~
"""
# desert of 2 with 1 cow (2) + 2 nuggets = 4; largest 2; cows 1

T4_L4_C0 = """
. . . . .
. . . . .
. . . . .
. . . . .
M4r M M M .
~~~~~~~~~~~
"""
# cornfield of 4, no cows, 4 corn = 4; largest 4; cows 0

T4_L2_C2 = """
. . . . .
. . . . .
. . . . .
. . . . .
D1c D1c P P .
~~~~~~~~~~~~~
"""
# desert of 2 with 2 cows = 4; largest 2; cows 2

T4_L2_C2_AGAIN = """
. . . . .
. . . . .
. . . . .
. . . . .
. . P1c P1c .
~~~~~~~~~~~~~
"""

T9 = """
. . . . .
. . . . .
. . . . .
. . . . .
D1c D1c D1c D .
~~~~~~~~~~~~~~~
"""
# desert of 4 with 3 cows = 12


def totals(result):
    return [(p.score.total, p.score.largest_territory, p.score.cows) for p in result.players]


def test_the_fixtures_are_what_their_names_say():
    result = score_game(game(T4_L2_C1, T4_L4_C0, T4_L2_C2, T4_L2_C2_AGAIN))
    assert totals(result) == [(4, 2, 1), (4, 4, 0), (4, 2, 2), (4, 2, 2)]


def test_a_clear_highest_total_wins_without_a_tiebreak():
    result = score_game(game(T4_L2_C1, T9))
    assert result.winners == ("Clara",)
    assert result.tiebreak is None
    assert [p.rank for p in result.players] == [2, 1]


def test_a_single_player_wins_without_a_tiebreak():
    result = score_game(game(T4_L2_C1))
    assert result.winners == ("Carlota",)
    assert result.tiebreak is None


def test_the_largest_territory_breaks_a_tie_even_a_cornfield_without_cows():
    result = score_game(game(T4_L2_C2, T4_L4_C0))
    assert result.winners == ("Clara",)
    assert result.tiebreak is Tiebreak.LARGEST_TERRITORY
    assert [p.rank for p in result.players] == [2, 1]


def test_cows_break_a_tie_the_largest_territory_left():
    result = score_game(game(T4_L2_C1, T4_L2_C2))
    assert result.winners == ("Clara",)
    assert result.tiebreak is Tiebreak.COWS


def test_players_equal_on_all_three_share_the_victory_and_the_rank():
    result = score_game(game(T4_L2_C2, T4_L2_C1, T4_L2_C2_AGAIN))
    assert result.winners == ("Carlota", "Cristina")
    assert result.tiebreak is Tiebreak.SHARED
    assert [p.rank for p in result.players] == [1, 3, 1]


def test_three_tied_territory_drops_one_and_cows_decide_between_the_others():
    """W2 compares only the tied; the step named is the one that left a single winner."""
    result = score_game(game(T4_L2_C1, T4_L2_C2, SMALL_TERRITORIES_4_POINTS))
    assert totals(result)[2] == (4, 1, 2)
    assert result.winners == ("Clara",)
    assert result.tiebreak is Tiebreak.COWS
    assert [p.rank for p in result.players] == [2, 1, 3]


SMALL_TERRITORIES_4_POINTS = """
. . . . .
. . . . .
. . . . .
. . . . .
D1c P1c D1r F1r .
~~~~~~~~~~~~~~~~~
"""
# four territories of 1; 1 + 1 points from cows and 2 from resources = 4; largest 1; cows 2


def test_only_players_tied_on_the_top_total_take_part_in_the_tiebreak():
    """A lower player with a bigger territory changes neither winner nor step."""
    result = score_game(game(T9, T4_L4_C0, T4_L2_C1))
    assert result.winners == ("Carlota",)
    assert result.tiebreak is None
    assert [p.rank for p in result.players] == [1, 2, 3]


def test_ranks_below_the_top_follow_the_same_order():
    result = score_game(game(T9, T4_L2_C1, T4_L2_C2, T4_L4_C0))
    assert [p.rank for p in result.players] == [1, 4, 3, 2]
    assert [p.name for p in result.players] == ["Carlota", "Clara", "Cristina", "Chen"]
