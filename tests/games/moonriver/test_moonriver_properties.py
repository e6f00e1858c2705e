"""Properties that hold for every ranch, checked on many generated ones."""

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from companion.games.moonriver import (
    COLUMNS,
    Game,
    InvalidGame,
    Mode,
    Partner,
    Player,
    Plot,
    Ranch,
    Scenario,
    Terrain,
    canonical,
    format_diagram,
    parse_diagram,
    score_game,
    score_ranch,
)

scenarios = st.sampled_from([None, *Scenario])


@st.composite
def plots_at(draw, cell):
    terrain = draw(st.sampled_from(Terrain))
    return Plot(
        row=cell[0],
        col=cell[1],
        terrain=terrain,
        cows=draw(st.integers(0, 3)),
        resources=0 if terrain is Terrain.FARM else draw(st.integers(0, 9)),
        partner=draw(st.none() | st.sampled_from(Partner)),
    )


@st.composite
def ranches(draw, rows=None):
    """Legal ranches: any cells of the grid, up to its plot limit, in any order."""
    rows = rows or draw(st.sampled_from([5, 10]))
    every = [(r, c) for r in range(1, rows + 1) for c in range(1, COLUMNS + 1)]
    limit = 24 if rows == 5 else 48
    cells = draw(st.lists(st.sampled_from(every), unique=True, max_size=limit))
    plots = [draw(plots_at(cell)) for cell in cells]
    if rows == 10 and draw(st.booleans()):
        free = [cell for cell in every if cell not in cells]  # at most 48 of 50 are taken
        plots.append(replace(draw(plots_at(draw(st.sampled_from(free)))), bonus=True))
    return Ranch(rows, tuple(plots))


@given(ranches(), st.randoms(use_true_random=False), scenarios)
def test_plot_order_never_changes_a_score(ranch, random, scenario):
    shuffled = list(ranch.plots)
    random.shuffle(shuffled)
    mode = Mode.LEGENDS if scenario else Mode.BASE
    assert score_ranch(Ranch(ranch.rows, tuple(shuffled)), mode, scenario) == score_ranch(
        ranch, mode, scenario
    )


@given(ranches(), st.data(), scenarios)
def test_removing_a_cow_never_raises_a_total(ranch, data, scenario):
    herded = [i for i, p in enumerate(ranch.plots) if p.cows > 0]
    if not herded:
        return
    i = data.draw(st.sampled_from(herded))
    fewer = list(ranch.plots)
    fewer[i] = replace(fewer[i], cows=fewer[i].cows - 1)
    mode = Mode.LEGENDS if scenario else Mode.BASE
    before = score_ranch(ranch, mode, scenario)
    after = score_ranch(Ranch(ranch.rows, tuple(fewer)), mode, scenario)
    assert after.total <= before.total
    assert after.cows <= before.cows


@given(ranches(), st.data(), scenarios)
def test_adding_a_resource_raises_a_total_by_at_least_one(ranch, data, scenario):
    carriers = [i for i, p in enumerate(ranch.plots) if p.terrain is not Terrain.FARM]
    if not carriers:
        return
    i = data.draw(st.sampled_from(carriers))
    more = list(ranch.plots)
    more[i] = replace(more[i], resources=more[i].resources + 1)
    mode = Mode.LEGENDS if scenario else Mode.BASE
    before = score_ranch(ranch, mode, scenario).total
    assert score_ranch(Ranch(ranch.rows, tuple(more)), mode, scenario).total >= before + 1


@given(ranches())
def test_a_drawing_reads_back_as_the_same_ranch(ranch):
    assert parse_diagram(format_diagram(ranch)) == canonical(ranch)


@given(ranches())
def test_territories_cover_every_plot_once(ranch):
    score = score_ranch(ranch)
    covered = [cell for t in score.territories for cell in t.plots]
    assert sorted(covered) == sorted(p.cell for p in ranch.plots)
    assert score.largest_territory == max((t.size for t in score.territories), default=0)


@given(st.lists(ranches(rows=5), min_size=1, max_size=4), scenarios)
def test_winners_are_exactly_the_players_ranked_first(ranch_list, scenario):
    players = tuple(Player(f"P{i}", r) for i, r in enumerate(ranch_list))
    game = Game(players, Mode.LEGENDS if scenario else Mode.BASE, scenario)
    try:
        result = score_game(game)
    except InvalidGame:
        return  # too many cows or partners at the table
    assert result.winners == tuple(p.name for p in result.players if p.rank == 1)
    top = max(p.score.total for p in result.players)
    assert all(p.score.total == top for p in result.players if p.rank == 1)
    assert (result.tiebreak is None) == (sum(p.score.total == top for p in result.players) == 1)


anything_plot = st.builds(
    Plot,
    row=st.integers(),
    col=st.integers(),
    terrain=st.sampled_from(Terrain),
    cows=st.integers(),
    resources=st.integers(),
    partner=st.none() | st.sampled_from(Partner),
    bonus=st.booleans(),
)


def games_of(ranches, *, names, scenario=scenarios, min_players=0, max_players=6):
    """Tables of players with these names and ranches, in any mode (other tests share it)."""
    players = st.builds(Player, name=st.sampled_from(names), ranch=ranches)
    return st.builds(
        Game,
        players=st.lists(players, min_size=min_players, max_size=max_players).map(tuple),
        mode=st.sampled_from(Mode),
        scenario=scenario,
    )


anything_game = games_of(
    st.builds(Ranch, rows=st.integers(), plots=st.lists(anything_plot, max_size=30).map(tuple)),
    names=["Ana", "Bo", "Cy", "Di", "Ed"],
)


@given(anything_game)
def test_score_game_only_ever_raises_invalid_game(game):
    try:
        result = score_game(game)
    except InvalidGame as error:
        assert error.problems
    else:
        assert len(result.players) == len(game.players)


@given(ranches(rows=5), st.sampled_from([-40, 14, 100]))
def test_plots_off_the_grid_score_like_the_same_shape_anywhere(ranch, shift):
    """score_ranch trusts its input; off-grid columns take the slow path and agree with it."""
    moved = Ranch(ranch.rows, tuple(replace(p, col=p.col + shift) for p in ranch.plots))
    here, there = score_ranch(ranch), score_ranch(moved)
    assert there.total == here.total
    assert there.warnings == tuple(
        replace(w, plots=tuple((r, c + shift) for r, c in w.plots)) for w in here.warnings
    )
    assert sorted((t.terrain.value, t.size, t.points) for t in there.territories) == sorted(
        (t.terrain.value, t.size, t.points) for t in here.territories
    )
