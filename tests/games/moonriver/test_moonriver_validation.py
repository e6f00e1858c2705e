"""What a table can hold (rulings T1-T5, T8, G1-G2, P2): every problem is reported at once."""

from pathlib import Path

import pytest
from moonriver_tables import EMPTY_5, WORKED_EXAMPLE, game, ranch

from companion.games.moonriver import (
    Game,
    InvalidGame,
    Mode,
    Partner,
    Player,
    Plot,
    Problem,
    ProblemCode,
    Ranch,
    Scenario,
    Terrain,
    grid_problems,
    problems,
    score_game,
    validate,
)

PLOTS = ("players", 0, "ranch", "plots")


def one_ranch(*plots: Plot, rows: int = 5) -> Game:
    return Game((Player("Carlota", Ranch(rows, plots)),))


def codes(g: Game) -> list[ProblemCode]:
    return [p.code for p in problems(g)]


def test_a_legal_table_has_no_problems():
    g = game(WORKED_EXAMPLE, WORKED_EXAMPLE, EMPTY_5)
    assert problems(g) == []
    validate(g)


def test_no_players():
    assert problems(Game(())) == [Problem(("players",), ProblemCode.NO_PLAYERS)]


def test_too_many_players():
    g = Game(tuple(Player(str(i), Ranch()) for i in range(5)))
    assert problems(g) == [
        Problem(("players",), ProblemCode.TOO_MANY_PLAYERS, {"count": 5, "limit": 4})
    ]


def test_duplicate_names_point_at_the_later_player():
    g = Game((Player("Ana", Ranch()), Player("Bo", Ranch()), Player("Ana", Ranch())))
    assert problems(g) == [
        Problem(("players", 2, "name"), ProblemCode.DUPLICATE_NAME, {"name": "Ana"})
    ]


def test_more_cows_than_the_box_holds_counting_before_overpopulation():
    g = game(WORKED_EXAMPLE, WORKED_EXAMPLE, WORKED_EXAMPLE, WORKED_EXAMPLE)
    assert problems(g) == [
        Problem(("players",), ProblemCode.TOO_MANY_COWS, {"count": 40, "limit": 32})
    ]
    assert codes(one_ranch(Plot(1, 1, Terrain.DESERT, cows=32))) == []
    assert codes(one_ranch(Plot(1, 1, Terrain.DESERT, cows=33))) == [ProblemCode.TOO_MANY_COWS]


def test_more_partners_than_the_box_holds():
    row = "H@C H@C H@C H@C H@C"
    twenty = "\n".join([". . . . ."] + [row] * 4 + ["~~~~~~~~~"])
    one = "\n".join([". . . . ."] * 4 + ["H@D H . . .", "~~~~~~~~~"])
    assert problems(game(twenty)) == []
    assert problems(game(twenty, one)) == [
        Problem(("players",), ProblemCode.TOO_MANY_PARTNERS, {"count": 21, "limit": 20})
    ]


def test_specialists_beyond_the_box_are_blamed_on_a_plot_with_the_kind():
    """T8 (tests/games/moonriver/test_moonriver_supply.py has the rule in full)."""
    six = "\n".join([". . . . ."] * 3 + ["H@F . . . .", "H@F H@F H@F H@F H@F", "~~~~~~~~~"])
    assert problems(game(six)) == [
        Problem(
            (*PLOTS, 5, "partner"),
            ProblemCode.TOO_MANY_OF_A_SPECIALIST,
            {"specialist": "farmer", "count": 6, "limit": 5},
        )
    ]
    four_of_four = "\n".join(
        [". . . . ."] + ["H@D H@R H@P H@T ."] * 4 + ["~~~~~~~~~"]
    )  # row by row: the fourth trapper comes last
    assert problems(game(four_of_four)) == [
        Problem(
            (*PLOTS, 15, "partner"),
            ProblemCode.SPECIALISTS_DO_NOT_FIT,
            {"specialist": "trapper", "count": 4, "limit": 3},
        )
    ]


def test_bad_rows():
    assert problems(one_ranch(rows=6)) == [
        Problem(("players", 0, "ranch", "rows"), ProblemCode.BAD_ROWS, {"rows": 6})
    ]


def test_rows_and_columns_outside_the_grid():
    g = one_ranch(Plot(6, 1, Terrain.DESERT), Plot(0, 1, Terrain.DESERT), Plot(1, 6, Terrain.FARM))
    assert problems(g) == [
        Problem((*PLOTS, 0, "row"), ProblemCode.ROW_OUTSIDE_GRID, {"row": 6, "rows": 5}),
        Problem((*PLOTS, 1, "row"), ProblemCode.ROW_OUTSIDE_GRID, {"row": 0, "rows": 5}),
        Problem((*PLOTS, 2, "col"), ProblemCode.COL_OUTSIDE_GRID, {"col": 6, "columns": 5}),
    ]
    assert codes(one_ranch(Plot(10, 5, Terrain.DESERT), rows=10)) == []


def test_two_plots_in_one_cell_blame_the_later_one():
    g = one_ranch(Plot(1, 1, Terrain.DESERT), Plot(1, 2, Terrain.DESERT), Plot(1, 1, Terrain.FARM))
    assert problems(g) == [Problem((*PLOTS, 2), ProblemCode.CELL_TAKEN, {"row": 1, "col": 1})]


def test_too_many_plots_for_the_grid():
    full = tuple(Plot(r, c, Terrain.DESERT) for r in range(1, 6) for c in range(1, 6))
    assert problems(one_ranch(*full)) == [
        Problem(
            ("players", 0, "ranch", "plots"), ProblemCode.TOO_MANY_PLOTS, {"count": 25, "limit": 24}
        )
    ]
    assert problems(one_ranch(*full[:24])) == []


def test_a_two_player_ranch_holds_48_plots_of_dominoes_and_one_bonus_tile():
    cells = [(r, c) for r in range(1, 11) for c in range(1, 6)]
    dominoes = tuple(Plot(r, c, Terrain.DESERT) for r, c in cells[:48])
    bonus = Plot(*cells[48], Terrain.FARM, bonus=True)
    assert problems(one_ranch(*dominoes, bonus, rows=10)) == []
    forty_nine = (*dominoes, Plot(*cells[48], Terrain.FARM))
    assert problems(one_ranch(*forty_nine, rows=10)) == [
        Problem(PLOTS, ProblemCode.TOO_MANY_PLOTS, {"count": 49, "limit": 48})
    ]


def test_the_bonus_tile_needs_the_ten_row_grid_and_comes_once():
    assert problems(one_ranch(Plot(1, 1, Terrain.DESERT, bonus=True))) == [
        Problem((*PLOTS, 0, "bonus"), ProblemCode.BONUS_NEEDS_TEN_ROWS)
    ]
    two = one_ranch(
        Plot(10, 1, Terrain.DESERT, bonus=True), Plot(10, 2, Terrain.FARM, bonus=True), rows=10
    )
    assert problems(two) == [Problem((*PLOTS, 1, "bonus"), ProblemCode.SECOND_BONUS)]


def test_a_farm_carries_no_resource_symbol():
    assert problems(one_ranch(Plot(1, 1, Terrain.FARM, resources=1))) == [
        Problem((*PLOTS, 0, "resources"), ProblemCode.FARM_WITH_RESOURCES)
    ]


def test_legends_needs_a_scenario_and_the_base_game_has_none():
    legends = Game((Player("Ana", Ranch()),), Mode.LEGENDS)
    assert problems(legends) == [Problem(("scenario",), ProblemCode.SCENARIO_REQUIRED)]
    base = Game((Player("Ana", Ranch()),), Mode.BASE, Scenario.OUTLAWS)
    assert problems(base) == [Problem(("scenario",), ProblemCode.SCENARIO_NOT_ALLOWED)]


def test_negative_and_oversized_counts_are_rejected():
    g = one_ranch(
        Plot(1, 1, Terrain.DESERT, cows=-1),
        Plot(1, 2, Terrain.DESERT, resources=-2),
        Plot(1, 3, Terrain.DESERT, resources=10),
    )
    assert problems(g) == [
        Problem((*PLOTS, 0, "cows"), ProblemCode.NEGATIVE_COUNT, {"count": -1}),
        Problem((*PLOTS, 1, "resources"), ProblemCode.NEGATIVE_COUNT, {"count": -2}),
        Problem(
            (*PLOTS, 2, "resources"), ProblemCode.TOO_MANY_RESOURCES, {"count": 10, "limit": 9}
        ),
    ]


def test_values_of_the_wrong_type_are_problems_not_crashes():
    g = one_ranch(
        Plot("1", 1, Terrain.DESERT),  # type: ignore[arg-type]
        Plot(1, 2, "desert", partner="cowboy"),  # type: ignore[arg-type]
        Plot(1, 3, Terrain.DESERT, cows=True),
    )
    assert [(p.path, p.code) for p in problems(g)] == [
        ((*PLOTS, 0, "row"), ProblemCode.WRONG_TYPE),
        ((*PLOTS, 1, "terrain"), ProblemCode.WRONG_TYPE),
        ((*PLOTS, 1, "partner"), ProblemCode.WRONG_TYPE),
        ((*PLOTS, 2, "cows"), ProblemCode.WRONG_TYPE),
    ]
    assert codes(Game((Player("Ana", Ranch()),), "base")) == [ProblemCode.WRONG_TYPE]  # type: ignore[arg-type]


def test_every_problem_is_reported_together_and_score_game_refuses():
    g = Game(
        (
            Player(
                "Ana", Ranch(5, (Plot(1, 1, Terrain.FARM, resources=2, partner=Partner.FARMER),))
            ),
            Player("Ana", Ranch(7)),
        ),
        Mode.LEGENDS,
    )
    with pytest.raises(InvalidGame) as raised:
        score_game(g)
    assert [p.code for p in raised.value.problems] == [
        ProblemCode.FARM_WITH_RESOURCES,
        ProblemCode.DUPLICATE_NAME,
        ProblemCode.BAD_ROWS,
        ProblemCode.SCENARIO_REQUIRED,
    ]
    assert isinstance(raised.value, ValueError)


def test_every_problem_code_has_a_test_here():
    """Adding a code to the model should come with a test in this file."""
    source = Path(__file__).read_text(encoding="utf-8")
    missing = [code.name for code in ProblemCode if f"ProblemCode.{code.name}" not in source]
    assert missing == []


def test_params_are_plain_ints_and_strings():
    g = Game(
        (Player("Ana", Ranch(7)), Player("Ana", Ranch(5, (Plot(9, 9, Terrain.DESERT, cows=40),)))),
    )
    for problem in problems(g):
        assert all(type(v) in (int, str) for v in problem.params.values()), problem


def test_ranch_builder_sanity():
    assert len(ranch(WORKED_EXAMPLE).plots) == 24


def test_a_whole_table_plays_the_grid_of_its_player_count():
    """Two players build ranches of 10 rows; three or four players, of 5 rows."""
    two_on_five = Game((Player("Ana", Ranch(5)), Player("Bo", Ranch(10))), Mode.BASE)
    assert [(p.code, p.path, p.params) for p in grid_problems(two_on_five)] == [
        (
            ProblemCode.GRID_FOR_PLAYERS,
            ("players", 0, "ranch", "rows"),
            {"rows": 5, "players": 2, "expected": 10},
        )
    ]
    three_on_ten = Game(tuple(Player(n, Ranch(10)) for n in ("Ana", "Bo", "Cy")), Mode.BASE)
    assert [p.path[1] for p in grid_problems(three_on_ten)] == [0, 1, 2]
    assert grid_problems(Game((Player("Ana", Ranch(10)), Player("Bo", Ranch(10))), Mode.BASE)) == []
    four = Game(tuple(Player(n, Ranch(5)) for n in ("Ana", "Bo", "Cy", "Di")), Mode.BASE)
    assert grid_problems(four) == []


def test_one_ranch_alone_may_be_checked_on_either_grid():
    """A score check of one ranch: no table to fit, so both grids are fine."""
    for rows in (5, 10):
        assert grid_problems(Game((Player("Ana", Ranch(rows)),), Mode.BASE)) == []


def test_the_grid_rule_is_left_to_whole_tables():
    """A game night scores the ranches entered so far: two of a 4-player table are fine."""
    assert problems(Game((Player("Ana", Ranch(5)), Player("Bo", Ranch(5))), Mode.BASE)) == []
