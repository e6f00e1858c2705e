"""The engine's fast paths agree with the plain definitions they replace."""

from dataclasses import fields
from functools import cached_property

from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_moonriver_properties import games_of

from companion.games.moonriver import (
    Game,
    GameResult,
    InvalidGame,
    Mode,
    Partner,
    Player,
    PlayerResult,
    Plot,
    Ranch,
    RanchScore,
    Scenario,
    Terrain,
    Territory,
    score_game,
    score_ranch,
)
from companion.games.moonriver.grid import _territory, reachable, regions
from companion.games.moonriver.model import MAX_COWS_PER_PLOT_INPUT, MAX_RESOURCES_PER_PLOT


def test_a_territory_built_fast_is_the_same_as_one_built_normally():
    fast = _territory(Terrain.FOREST, ((1, 1), (1, 2)), 1)
    normal = Territory(terrain=Terrain.FOREST, plots=((1, 1), (1, 2)), cows=1, points=2)
    assert fast == normal
    assert hash(fast) == hash(normal)
    assert repr(fast) == repr(normal)
    assert vars(fast) == {f.name: getattr(normal, f.name) for f in fields(Territory)}
    assert _territory(Terrain.CORNFIELD, ((1, 1),), 1).points == 0


def test_equal_labels_join_even_when_they_are_different_objects():
    big, same_big = 10**30, int("1" + "0" * 30)
    assert big == same_big and big is not same_big
    assert regions({(1, 1): big, (1, 2): same_big, (1, 3): 7}) == [((1, 1), (1, 2)), ((1, 3),)]


cells = st.sets(st.tuples(st.integers(1, 10), st.integers(1, 5)), max_size=30)


@given(cells, st.sampled_from([-40, 14]))
def test_grid_cells_and_off_grid_cells_group_alike(inside, shift):
    """Cells of the grid take the packed path, shifted ones the tuple path."""
    moved = {(row, col + shift) for row, col in inside}
    labels = {cell: (cell[0] + cell[1]) % 3 for cell in inside}
    moved_labels = {(row, col + shift): label for (row, col), label in labels.items()}
    assert regions(moved_labels) == [
        tuple((row, col + shift) for row, col in group) for group in regions(labels)
    ]
    starts = [cell for cell in inside if cell[0] == 1]
    assert reachable(moved, [(row, col + shift) for row, col in starts]) == {
        (row, col + shift) for row, col in reachable(inside, starts)
    }


def _same_as_constructed(instance: object) -> None:
    """Built without ``__init__``: every field set, and equal to a constructed twin.

    A cached property the builder filled in ahead (``RanchScore.total``) must hold what
    the property itself works out on the twin.
    """
    cls = type(instance)
    cached = {name for name, value in vars(cls).items() if isinstance(value, cached_property)}
    names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
    assert set(vars(instance)) - cached == names
    twin = cls(**{name: value for name, value in vars(instance).items() if name in names})
    assert instance == twin and repr(instance) == repr(twin)
    for name in cached & set(vars(instance)):
        assert getattr(instance, name) == getattr(twin, name), name


def test_scores_and_results_built_fast_have_every_field():
    plots = (
        Plot(1, 1, Terrain.FOREST, cows=2, resources=1, partner=Partner.TRAPPER),
        Plot(1, 2, Terrain.FOREST),
        Plot(1, 3, Terrain.FOREST),
        Plot(3, 3, Terrain.CORNFIELD, cows=1),
    )
    score = score_ranch(Ranch(5, plots), Mode.LEGENDS, Scenario.TIMBER_RAFTING)
    assert score.warnings and score.scenario_groups and score.overpopulation_removed
    _same_as_constructed(score)
    result = score_game(
        Game(
            players=(Player("A", Ranch(5, plots[:2])), Player("B", Ranch(5, plots[1:3]))),
            mode=Mode.LEGENDS,
            scenario=Scenario.OUTLAWS,
        )
    )
    for instance in (result, *result.players, *result.players[0].score.territories):
        _same_as_constructed(instance)
    assert isinstance(result, GameResult) and isinstance(result.players[0], PlayerResult)
    assert isinstance(score, RanchScore)


typed_plot = st.builds(
    Plot,
    row=st.integers(1, 10),
    col=st.integers(1, 5),
    terrain=st.sampled_from(list(Terrain)),
    cows=st.integers(0, MAX_COWS_PER_PLOT_INPUT),
    resources=st.just(0) | st.integers(0, MAX_RESOURCES_PER_PLOT),
    partner=st.none() | st.sampled_from(list(Partner)),
    bonus=st.sampled_from([False] * 9 + [True]),  # mostly plain: the case being sped up
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


def _outcome(game: Game, typed: bool):
    try:
        return score_game(game, typed=typed)
    except InvalidGame as exc:
        return sorted(exc.problems, key=repr)


@example(ONE_PLOT_ABOVE_THE_GRID)
@settings(max_examples=400)
@given(typed_game)
def test_a_well_typed_table_scores_and_fails_alike_on_the_fast_path(game):
    """With ``typed``, the scoring pass spares validation its look at plain ranches: the
    table still gets exactly the result, or exactly the problems, of the full checks."""
    assert _outcome(game, typed=True) == _outcome(game, typed=False)


def test_what_validation_takes_the_engine_takes_compiled_or_not():
    """Plots and players given as lists (the annotations say tuples) score like tuples, and a
    height that is no whole number is validation's to report: the compiled engine checks
    what it reads against annotations, and must not raise where the source would not."""
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
    assert score_game(as_lists, typed=True) == score_game(as_tuples, typed=True)
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
