"""Two organisers at once, on the real databases: one wins, the other is told; nothing lost."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

from companion import storage
from companion.events import service
from companion.events.service import Code, EventConflict
from tests.events import commands
from tests.events.helpers import play_table


def at_once(app, *calls):
    """Run each call in its own thread and request, released together; what each gave."""
    barrier = threading.Barrier(len(calls))
    outcomes: list = [None] * len(calls)

    def run(i, call):
        with app.test_request_context("/?lang=en"):
            barrier.wait()
            try:
                outcomes[i] = call()
            except Exception as error:
                outcomes[i] = error

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def test_two_organisers_seating_at_once_seat_the_round_once(event_app):
    event = commands.create_event("Night", "en", ["base", "base"])
    for i in range(12):
        commands.add_player(event.organiser_token, f"P{i}")
    for _attempt in range(3):  # a race is a matter of timing: try it more than once
        number = service.organiser_event(event.organiser_token).current_round
        outcomes = at_once(
            event_app,
            lambda n=number: commands.seat_next_round(event.organiser_token, n),
            lambda n=number: commands.seat_next_round(event.organiser_token, n),
        )
        seated = [o for o in outcomes if isinstance(o, service.Seated)]
        told = [o for o in outcomes if isinstance(o, EventConflict)]
        assert len(seated) == 1 and len(told) == 1, outcomes
        assert told[0].issues[0].code is Code.ROUND_CHANGED
        after = service.organiser_event(event.organiser_token)
        assert after.current_round == number + 1
        assert len(after.round(number + 1).tables) == 3  # one set of tables, not two
        if number + 1 == after.rounds:
            break
        for table in after.round(number + 1).tables:
            play_table(table, [4, 3, 2, 1])


def test_closing_while_the_last_phone_finishes_counts_the_table_or_voids_it_never_both(
    event_app,
):
    event = commands.create_event("Night", "en", ["base"])
    for i in range(4):
        commands.add_player(event.organiser_token, f"P{i}")
    table = commands.seat_next_round(event.organiser_token, 0, seed=1).round.tables[0]
    play_table(table, [4, 3, 2, 1], finish=False)
    games = storage.games()
    for position in (1, 2, 3):
        games.set_finished(table.game.edit_token, position, True)
    outcomes = at_once(
        event_app,
        lambda: games.set_finished(table.game.edit_token, 4, True),
        lambda: service.close_round(event.organiser_token, 1),
    )
    assert not any(isinstance(o, Exception) for o in outcomes), outcomes
    state = service.standings(service.organiser_event(event.organiser_token))
    assert [s.status for s in state.tables] in ([service.COUNTED], [service.VOID])
    counted = sum(row.standing.games for row in state.rows)
    assert counted == (4 if state.tables[0].status == service.COUNTED else 0)
    # every ranch saved is still stored, whichever way it went
    stored = games.by_edit_token(table.game.edit_token)
    assert all(seat.ranch is not None for seat in stored.seats)


def test_expiry_keeps_the_games_an_event_is_ranked_from(event_app):
    event = commands.create_event("Night", "en", ["base"])
    for i in range(4):
        commands.add_player(event.organiser_token, f"P{i}")
    table = commands.seat_next_round(event.organiser_token, 0, seed=1).round.tables[0]
    loose = storage.games().create(table.game.mode, None, [])
    assert storage.games().delete_untouched(datetime.now(UTC) + timedelta(days=1)) == 1
    assert storage.games().by_edit_token(loose.edit_token) is None
    assert storage.games().by_edit_token(table.game.edit_token) is not None


def test_an_event_nobody_touched_for_the_retention_time_goes_with_its_games(event_app):
    event = commands.create_event("Night", "en", ["base"])
    for i in range(4):
        commands.add_player(event.organiser_token, f"P{i}")
    table = commands.seat_next_round(event.organiser_token, 0, seed=1).round.tables[0]
    now = datetime.now(UTC)
    assert storage.events().delete_untouched(now - timedelta(days=1)) == 0
    play_table(table, [1, 2, 3, 4], finish=False)  # a phone saves: the event is in use
    later = storage.games().by_edit_token(table.game.edit_token).updated_at
    assert storage.events().delete_untouched(later) == 0
    assert storage.events().delete_untouched(later + timedelta(seconds=1)) == 1
    assert storage.events().by_id_or_none(event.id) is None
    assert storage.games().by_edit_token(table.game.edit_token) is None
