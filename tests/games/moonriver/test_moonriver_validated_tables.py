"""What validation lets through, the engine scores without raising, and scores as a ranch.

``score_game`` validates a table before it scores any of it; these tables are
well typed but may break any rule, so they reach both outcomes.
"""

from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_moonriver_properties import games_of

from companion.games.moonriver import (
    MAX_COWS_PER_PLOT_INPUT,
    MAX_RESOURCES_PER_PLOT,
    Game,
    InvalidGame,
    Partner,
    Player,
    Plot,
    Ranch,
    Scenario,
    Terrain,
    problems,
    score_game,
    score_ranch,
)

typed_plot = st.builds(
    Plot,
    row=st.integers(1, 10),
    col=st.integers(1, 5),
    terrain=st.sampled_from(list(Terrain)),
    cows=st.integers(0, MAX_COWS_PER_PLOT_INPUT),
    resources=st.just(0) | st.integers(0, MAX_RESOURCES_PER_PLOT),
    partner=st.none() | st.sampled_from(list(Partner)),
    bonus=st.sampled_from([False] * 9 + [True]),  # mostly plain, as tables are
)
typed_game = games_of(
    st.builds(
        Ranch,
        rows=st.sampled_from([5, 10]),
        plots=st.lists(typed_plot, max_size=12).map(tuple)
        | st.lists(typed_plot, max_size=30, unique_by=lambda p: (p.row, p.col)).map(tuple),
    ),
    names=["Ana", "Bo", "Cy", "Di", "ana "],
    scenario=st.none() | st.sampled_from(list(Scenario)),
    min_players=1,
    max_players=5,
)
ONE_PLOT_ABOVE_THE_GRID = Game(players=(Player("A", Ranch(5, (Plot(7, 1, Terrain.FOREST),))),))


@example(ONE_PLOT_ABOVE_THE_GRID)
@settings(max_examples=400)
@given(typed_game)
def test_a_well_typed_table_is_refused_with_its_problems_or_scored_ranch_by_ranch(game):
    found = problems(game)
    try:
        result = score_game(game)
    except InvalidGame as exc:
        assert list(exc.problems) == found
    else:
        assert found == []
        assert [player.score for player in result.players] == [
            score_ranch(player.ranch, game.mode, game.scenario) for player in game.players
        ]


def test_what_validation_takes_the_engine_takes():
    """Plots and players given as lists (the annotations say tuples) score like tuples, and a
    height that is no whole number is validation's to report: the engine must not raise
    where validation would not."""
    plots = (
        Plot(1, 1, Terrain.FOREST, cows=1),
        Plot(1, 2, Terrain.FOREST),
        Plot(2, 1, Terrain.FARM, partner=Partner.FARMER),
    )
    as_tuples = Game(players=(Player("A", Ranch(5, plots)), Player("B", Ranch(5, plots[:2]))))
    as_lists = Game(
        players=[Player("A", Ranch(5, list(plots))), Player("B", Ranch(5, list(plots[:2])))]  # type: ignore[arg-type]
    )
    assert score_game(as_lists) == score_game(as_tuples)
    whole = score_ranch(Ranch(5, plots))
    for height in (5.0, "5", None):
        ranch = Ranch(height, plots)  # type: ignore[arg-type]
        assert score_ranch(ranch) == whole
        try:
            score_game(Game(players=(Player("A", ranch),)))
        except InvalidGame as invalid:
            assert any(p.path[-1] == "rows" for p in invalid.problems), invalid.problems
        else:
            raise AssertionError(f"a height of {height!r} was scored")
