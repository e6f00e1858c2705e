"""Each game-night command is all or nothing: refused part way, it leaves no change behind.

Every refusal here comes after a first part of the command was valid (a table created, a
variant switched, a ranch read, a seat found), so a command that kept its first part would
fail these tests. What is stored is read back the way the app reads it.
"""

from __future__ import annotations

import msgspec
import pytest
from sqlalchemy import func, select

from companion import storage
from companion.formats import contract
from companion.formats.ranch_json import ranch_to_contract, ranch_to_json
from companion.games.moonriver.model import Mode, Plot, Ranch, Scenario, Terrain
from companion.storage.models import GameRow
from companion.storage.repository import SeatSpec
from companion.tables import commands

SEATS = [SeatSpec("Ana", "purple"), SeatSpec("Bo", "orange"), SeatSpec("Cy", "green")]


def count_games(app) -> int:
    with storage.games(app).sessions() as session:
        return session.scalar(select(func.count()).select_from(GameRow))


def desert(row: int, col: int, **extra) -> Plot:
    return Plot(row, col, Terrain.DESERT, **extra)


def save_request(ranch: Ranch, version: int, base=msgspec.UNSET) -> contract.SeatSaveRequest:
    if isinstance(base, Ranch):
        base = ranch_to_contract(base)
    return contract.SeatSaveRequest(version=version, ranch=ranch_to_contract(ranch), base=base)


def stored(edit_token: str):
    return storage.games().by_edit_token(edit_token)


def test_a_table_started_from_a_check_on_the_wrong_grid_leaves_no_table(event_app):
    check = commands.start_score_check("My ranch", "purple")
    on_ten_rows = Ranch(10, (desert(7, 1, cows=1),))
    storage.games().save_ranch(check.edit_token, 1, on_ten_rows, based_on=0)
    before = count_games(event_app)
    with pytest.raises(commands.WrongGrid):  # the table is made first, then its first ranch
        commands.create_table(commands.NewTable(Mode.BASE, None, SEATS, first_ranch=on_ten_rows))
    assert count_games(event_app) == before


def test_a_table_started_from_a_check_holds_its_ranch_from_the_start(event_app):
    ranch = Ranch(5, (desert(1, 1, cows=2),))
    record = commands.create_table(commands.NewTable(Mode.BASE, None, SEATS, first_ranch=ranch))
    assert record.seat(1).ranch == ranch and record.seat(1).version == 1


def test_a_valid_ranch_with_a_base_on_another_grid_saves_nothing(event_app):
    game = storage.games().create(Mode.BASE, None, SEATS)
    ranch = Ranch(5, (desert(1, 1, cows=1),))
    wrong_base = Ranch(10, ())
    request = save_request(ranch, 0, base=wrong_base)
    with pytest.raises(commands.SeatProblems) as refused:
        commands.save_seat(commands.SaveSeat(game.edit_token, 1, request))
    assert refused.value.problems == [{"path": "base.rows", "message": "must be 5 at this table"}]
    seat = stored(game.edit_token).seat(1)
    assert (seat.ranch, seat.version) == (None, 0)


def test_a_ranch_that_breaks_a_table_limit_with_the_others_saves_nothing(event_app):
    game = storage.games().create(Mode.BASE, None, SEATS)
    many = Ranch(5, tuple(desert(1, col, cows=4) for col in range(1, 6)))  # 20 cows
    storage.games().save_ranch(game.edit_token, 1, many, based_on=0)
    request = save_request(many, 0)  # fine alone; 40 cows at the table
    with pytest.raises(commands.SeatProblems):
        commands.save_seat(commands.SaveSeat(game.edit_token, 2, request))
    assert stored(game.edit_token).seat(2).version == 0


def test_a_stale_save_whose_merge_conflicts_changes_nothing(event_app):
    game = storage.games().create(Mode.BASE, None, SEATS)
    base = Ranch(5, (desert(1, 1, cows=1),))
    storage.games().save_ranch(game.edit_token, 1, base, based_on=0)
    theirs = Ranch(5, (desert(1, 1, cows=2),))
    storage.games().save_ranch(game.edit_token, 1, theirs, based_on=1)
    mine = Ranch(5, (desert(1, 1, cows=3),))  # read and checked; then the merge conflicts
    with pytest.raises(commands.SeatChanged) as refused:
        commands.save_seat(commands.SaveSeat(game.edit_token, 1, save_request(mine, 1, base)))
    assert [(c.field, c.mine, c.theirs) for c in refused.value.outcome.conflicts] == [
        ("cows", 3, 2)
    ]
    seat = stored(game.edit_token).seat(1)
    assert (seat.ranch, seat.version) == (theirs, 2)


def test_a_stale_save_merges_and_is_saved_once(event_app):
    game = storage.games().create(Mode.BASE, None, SEATS)
    storage.games().save_ranch(game.edit_token, 1, Ranch(5, ()), based_on=0)
    theirs = Ranch(5, (desert(1, 1),))
    storage.games().save_ranch(game.edit_token, 1, theirs, based_on=1)
    mine = Ranch(5, (desert(2, 1),))
    saved = commands.save_seat(
        commands.SaveSeat(game.edit_token, 1, save_request(mine, 1, Ranch(5, ())))
    )
    assert saved.merged and saved.seat.version == 3
    assert ranch_to_json(saved.seat.ranch)["plots"] == [
        {"row": 1, "col": 1, "terrain": "desert"},
        {"row": 2, "col": 1, "terrain": "desert"},
    ]
    assert saved.game.seat(1) == saved.seat


def test_finishing_a_seat_with_no_ranch_changes_nothing(event_app):
    game = storage.games().create(Mode.BASE, None, SEATS)
    with pytest.raises(commands.NothingToFinish):  # the seat exists, the table is open
        commands.mark_finished(commands.FinishSeat(game.edit_token, 2, True))
    assert not stored(game.edit_token).seat(2).finished


def test_a_check_switched_to_a_grid_its_ranch_does_not_fit_keeps_its_game_too(event_app):
    check = commands.start_score_check("My ranch", "purple")
    commands.switch_variant(commands.SwitchVariant(check.edit_token, Mode.BASE, None, 10))
    storage.games().save_ranch(check.edit_token, 1, Ranch(10, (desert(6, 1),)), based_on=1)
    switch = commands.SwitchVariant(check.edit_token, Mode.LEGENDS, Scenario.GOLD_RUSH, 5)
    with pytest.raises(commands.RowsHoldPlots):  # the game is switched first, then the grid
        commands.switch_variant(switch)
    record = stored(check.edit_token)
    assert (record.mode, record.scenario, record.seat(1).ranch.rows) == (Mode.BASE, None, 10)


def test_a_check_switches_its_game_and_grid_together(event_app):
    check = commands.start_score_check("My ranch", "purple")
    switch = commands.SwitchVariant(check.edit_token, Mode.LEGENDS, Scenario.GOLD_RUSH, 10)
    record = commands.switch_variant(switch)
    assert (record.mode, record.scenario) == (Mode.LEGENDS, Scenario.GOLD_RUSH)
    assert record.seat(1).ranch == Ranch(10, ())


def test_a_save_a_finish_and_a_reopen_at_no_such_seat_are_refused(event_app):
    game = storage.games().create(Mode.BASE, None, SEATS)
    request = save_request(Ranch(5, ()), 0)
    with pytest.raises(commands.NoSuchSeat):
        commands.save_seat(commands.SaveSeat(game.edit_token, 4, request))
    with pytest.raises(commands.NoSuchSeat):
        commands.mark_finished(commands.FinishSeat("no-such-table", 1, False))
    with pytest.raises(commands.NoSuchSeat):  # PostgreSQL refuses NUL: it never gets there
        commands.save_seat(commands.SaveSeat("nul\x00token", 1, request))
