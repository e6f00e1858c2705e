"""The repository against a real database: games, seats, tokens and version conflicts."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from companion import storage
from companion.games.moonriver.model import Mode, Partner, Plot, Ranch, Scenario, Terrain
from companion.storage.models import Base
from companion.storage.repository import SeatSpec, VersionConflict

PLAYERS = [SeatSpec("Carlota", "purple"), SeatSpec("Clara", "orange"), SeatSpec("Ana", "green")]
RANCH = Ranch(
    rows=5,
    plots=(
        Plot(1, 1, Terrain.DESERT, cows=2, resources=1),
        Plot(1, 2, Terrain.FARM, partner=Partner.FARMER),
    ),
)


def test_migrations_build_exactly_the_models(engine):
    with engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert diff == []


def test_migrating_twice_changes_nothing(engine):
    storage.upgrade(engine)
    with engine.connect() as connection:
        assert MigrationContext.configure(connection).get_current_revision() == storage.HEAD
    assert not storage.pending(engine)


def test_the_head_the_app_checks_for_is_the_newest_migration():
    from alembic.script import ScriptDirectory

    assert ScriptDirectory.from_config(storage.alembic_config()).get_current_head() == storage.HEAD


def test_a_new_game_has_two_different_secret_tokens_and_empty_seats(repo):
    game = repo.create(Mode.LEGENDS, Scenario.GOLD_RUSH, PLAYERS)
    assert game.edit_token != game.view_token
    assert len(game.edit_token) >= 40
    assert [(s.position, s.name, s.colour) for s in game.seats] == [
        (1, "Carlota", "purple"),
        (2, "Clara", "orange"),
        (3, "Ana", "green"),
    ]
    assert all(s.ranch is None and s.version == 0 and not s.finished for s in game.seats)
    again = repo.by_edit_token(game.edit_token)
    assert again == game
    assert repo.by_view_token(game.view_token) == game
    assert again.mode is Mode.LEGENDS and again.scenario is Scenario.GOLD_RUSH


def test_unknown_or_swapped_tokens_find_nothing(repo):
    game = repo.create(Mode.BASE, None, PLAYERS)
    assert repo.by_edit_token("nope") is None
    assert repo.by_edit_token(game.view_token) is None
    assert repo.by_view_token(game.edit_token) is None
    for odd in ("\x00", "a\x00b", "x" * 65, "", "é"):
        assert repo.by_edit_token(odd) is None and repo.by_view_token(odd) is None
    assert repo.recent(["\x00", game.edit_token])[0].edit_token == game.edit_token
    with pytest.raises(LookupError):
        repo.save_ranch("\x00", 1, RANCH, based_on=0)
    with pytest.raises(LookupError):
        repo.save_ranch(game.edit_token, 10**30, RANCH, based_on=0)


def test_a_saved_ranch_comes_back_as_the_same_ranch(repo):
    game = repo.create(Mode.BASE, None, PLAYERS)
    seat = repo.save_ranch(game.edit_token, 2, RANCH, based_on=0)
    assert seat.version == 1 and seat.ranch == RANCH
    stored = repo.by_edit_token(game.edit_token).seat(2)
    assert stored.ranch == RANCH and stored.version == 1
    assert repo.by_edit_token(game.edit_token).seat(1).ranch is None


def test_a_save_based_on_an_old_version_is_refused_with_what_is_stored(repo):
    game = repo.create(Mode.BASE, None, PLAYERS)
    repo.save_ranch(game.edit_token, 1, RANCH, based_on=0)
    other = Ranch(rows=5, plots=(Plot(1, 3, Terrain.FOREST),))
    with pytest.raises(VersionConflict) as conflict:
        repo.save_ranch(game.edit_token, 1, other, based_on=0)
    assert conflict.value.current.version == 1
    assert conflict.value.current.ranch == RANCH
    assert repo.by_edit_token(game.edit_token).seat(1).ranch == RANCH
    # "Keep mine": the same change based on the version now stored goes through.
    assert repo.save_ranch(game.edit_token, 1, other, based_on=1).version == 2


def test_finishing_keeps_the_version(repo):
    game = repo.create(Mode.BASE, None, PLAYERS)
    repo.save_ranch(game.edit_token, 3, RANCH, based_on=0)
    seat = repo.set_finished(game.edit_token, 3, True)
    assert seat.finished and seat.version == 1
    assert not repo.set_finished(game.edit_token, 3, False).finished


def test_no_seat_outside_the_table(repo):
    game = repo.create(Mode.BASE, None, PLAYERS)
    with pytest.raises(LookupError):
        repo.save_ranch(game.edit_token, 4, RANCH, based_on=0)
    with pytest.raises(LookupError):
        repo.set_finished("wrong", 1, True)


def test_recent_lists_only_existing_games_newest_first(repo):
    first = repo.create(Mode.BASE, None, PLAYERS)
    second = repo.create(Mode.BASE, None, PLAYERS[:2])
    found = repo.recent([first.edit_token, "gone", second.edit_token])
    assert {g.edit_token for g in found} == {first.edit_token, second.edit_token}
    assert repo.recent([]) == []
