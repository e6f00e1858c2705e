"""Every command of the event service is one unit of work: refused, it leaves nothing.

Each case sets an event up, then sends a command that is refused only after a first
part of it was valid (and, where the command writes before it can know, after that
part was written): the event, its rounds and every seat of its game nights are
exactly as before, its version included, on SQLite and PostgreSQL.
"""

from __future__ import annotations

import pytest

from companion import storage
from companion.events import service
from companion.events.service import EventError
from companion.games.moonriver.model import Plot, Ranch, Terrain
from tests.events import commands
from tests.events.helpers import play_table, ranch_worth


def snapshot(token: str):
    """Everything stored about the event: the whole record (version, players, rounds,
    tables, every seat's ranch, version and finished flag) and each game read again."""
    event = service.organiser_event(token)
    rounds = [*event.round_list, *([event.draft] if event.draft else [])]
    games = [storage.games().by_edit_token(t.game.edit_token) for r in rounds for t in r.tables]
    return event, games


def seated_event(players=8, rounds=2):
    event = commands.create_event("Night", "en", ["base"] * rounds)
    for i in range(players):
        commands.add_player(event.organiser_token, f"P{i}", "Club" if i % 2 else None)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    return event.organiser_token, first


def add_a_taken_name():
    token, _first = seated_event()
    return token, lambda: commands.add_player(token, "p1", "A club")  # "P1" with other capitals


def rename_to_a_taken_name():
    token, first = seated_event()
    who = first.tables[0].players[0]
    name = service.organiser_event(token).player(first.tables[0].players[1]).name
    return token, lambda: commands.rename_player(token, who, f" {name.upper()} ", "New club")


def seat_while_a_table_plays():
    token, first = seated_event()
    play_table(first.tables[0], [4, 3, 2, 1])  # table 1 counts; table 2 still plays
    return token, lambda: commands.seat_next_round(token, 1)


def seat_past_the_last_round():
    token, first = seated_event(rounds=1)
    for table in first.tables:
        play_table(table, [4, 3, 2, 1])
    return token, lambda: commands.seat_next_round(token, 1)


def swap_after_a_save():
    token, first = seated_event()
    play_table(first.tables[1], [1, 2, 3, 4], finish=False)
    a, b = first.tables[0].players[0], first.tables[1].players[0]
    return token, lambda: commands.swap_players(token, 1, a, b)  # the round is open: refused late


def swap_with_a_stranger():
    token, first = seated_event()
    return token, lambda: commands.swap_players(token, 1, first.tables[0].players[0], 999_999)


def close_a_stale_round():
    token, _first = seated_event()
    return token, lambda: service.close_round(token, 2)


def clock_of_a_stale_round():
    token, _first = seated_event()
    return token, lambda: service.start_clock(token, 2)


def correct_past_the_table_s_cows():
    """Two seats of 20 cows: each fine alone, 40 together at one table (32 in the box)."""
    token, _first = seated_event()
    twenty = Ranch(5, tuple(Plot(1, col, Terrain.PRAIRIE, cows=4) for col in range(1, 6)))
    return token, lambda: commands.correct_table(token, 1, 1, {1: twenty, 2: twenty})


def correct_a_void_table_left_unfinished():
    """The ranches are valid and saved, seats finished; only then is the table found still
    missing a seat, so it cannot count: the saves go too."""
    token, first = seated_event()
    play_table(first.tables[1], [4, 3, 2, 1])
    service.close_round(token, 1)  # table 1 void
    return token, lambda: commands.correct_table(token, 1, 1, {1: ranch_worth(9)})


def count_a_void_table_left_unfinished():
    """Counting marks every entered seat finished first; the seat never entered then
    refuses the count, and the seats finished on the way are unfinished again."""
    token, first = seated_event()
    edit = first.tables[0].game.edit_token
    for position in (1, 2, 3):
        storage.games().save_ranch(edit, position, ranch_worth(position), 0)
    play_table(first.tables[1], [4, 3, 2, 1])
    service.close_round(token, 1)  # table 1 void: seats 1-3 entered, none finished
    return token, lambda: service.count_table(token, 1, 1)


def played_and_drafted():
    """Round 1 played to the end, round 2 seated as a draft."""
    token, first = seated_event()
    for table in first.tables:
        play_table(table, [4, 3, 2, 1])
    return token, commands.seat_draft(token, 1, seed=2).round


def publish_a_draft_read_before_a_swap():
    token, draft = played_and_drafted()
    read = [list(t.players) for t in draft.tables]
    commands.swap_players(token, 2, draft.tables[0].players[0], draft.tables[1].players[0])
    return token, lambda: commands.publish_round(token, 2, read)


def publish_a_draft_a_late_player_is_missing_from():
    token, _draft = played_and_drafted()
    commands.add_player(token, "Late")
    return token, lambda: commands.publish_round(token, 2)


def publish_while_a_table_of_the_round_before_plays_again():
    """A phone reopened its seat after the draft was seated: checked last, after the
    draft and the players were found right."""
    token, _draft = played_and_drafted()
    edit = service.organiser_event(token).round(1).tables[0].game.edit_token
    storage.games().set_finished(edit, 1, False)
    return token, lambda: commands.publish_round(token, 2)


def draft_again_while_a_table_plays():
    token, first = seated_event()
    play_table(first.tables[0], [4, 3, 2, 1])
    return token, lambda: commands.seat_draft(token, 1)


def discard_a_draft_never_seated():
    token, _first = seated_event()
    return token, lambda: service.discard_draft(token, 2)


def create_with_bad_points():
    token, _first = seated_event()
    return token, lambda: commands.create_event("Other", "en", ["base"], {4: (1, 2, 3, 4)})


CASES = [
    add_a_taken_name,
    rename_to_a_taken_name,
    seat_while_a_table_plays,
    seat_past_the_last_round,
    swap_after_a_save,
    swap_with_a_stranger,
    close_a_stale_round,
    clock_of_a_stale_round,
    correct_past_the_table_s_cows,
    correct_a_void_table_left_unfinished,
    count_a_void_table_left_unfinished,
    publish_a_draft_read_before_a_swap,
    publish_a_draft_a_late_player_is_missing_from,
    publish_while_a_table_of_the_round_before_plays_again,
    draft_again_while_a_table_plays,
    discard_a_draft_never_seated,
    create_with_bad_points,
]


@pytest.mark.parametrize("case", CASES, ids=[case.__name__ for case in CASES])
def test_a_refused_command_changes_nothing(event_app, case):
    token, command = case()
    before = snapshot(token)
    with pytest.raises(EventError):
        command()
    assert snapshot(token) == before


def test_dropping_or_bringing_back_a_player_the_event_lacks_changes_nothing(event_app):
    token, _first = seated_event()
    before = snapshot(token)
    for change in (service.drop_player, service.bring_back_player):
        with pytest.raises(LookupError):
            change(token, 999_999)
    assert snapshot(token) == before


def test_a_correction_raced_by_a_phone_keeps_the_phone_s_save_and_nothing_of_its_own(
    event_app, monkeypatch
):
    token, first = seated_event()
    table = first.tables[0]
    storage.games().save_ranch(table.game.edit_token, 2, ranch_worth(7), 0)  # after the read
    before = snapshot(token)
    seats = {1: ranch_worth(5), 2: ranch_worth(6)}
    read = commands.correction(seats)
    real = service._checked_ranches

    def as_read_before_the_phone(record, request):
        ranches = real(record, request)
        return {position: (ranch, 0) for position, (ranch, _v) in ranches.items()}

    monkeypatch.setattr(service, "_checked_ranches", as_read_before_the_phone)
    with pytest.raises(service.EventConflict):
        service.correct_table(token, 1, 1, read)
    assert snapshot(token) == before
