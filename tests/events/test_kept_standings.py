"""The standings kept between reads equal a full recompute, whatever happened in between.

Reading an event keeps its records, its ranches and each table's score by what they were
made from, and the standings by the event's stamp (a query over the open round's seats
only). Here random changes (phones saving and finishing, some of them refused because
their round is closed; organisers' corrections, some refused; rounds closed and seated)
are each followed by a read through every kept layer, compared with the event read again
through the ORM and every table scored anew, nothing kept.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from sqlalchemy import select

from companion import storage
from companion.events import ranking, service
from companion.formats.contract import Ranch, SeatSaveRequest
from companion.formats.ranch_json import ranch_to_json
from companion.storage.events import WHOLE_EVENT, _event
from companion.storage.models import EventRow
from companion.tables import commands as table_commands
from tests.events import commands
from tests.events.helpers import ranch_worth


def _orm_event(public: str):
    """The event read the ORM's way (one object per row), nothing kept from before."""
    with storage.events().sessions() as session:
        row = session.scalars(
            select(EventRow).where(EventRow.standings_token == public).options(*WHOLE_EVENT)
        ).one()
        return _event(row)


def _recomputed(event):
    """Every table scored anew (no kept score) and the standings ranked from them."""
    counted, tables = [], []
    for round_ in event.round_list:
        for table in round_.tables:
            score = service._score_table(round_, table)
            tables.append((round_.number, table.number, score.status, score.finished))
            counted += score.placings
    rows = ranking.standings([p.id for p in event.players], counted, event.points)
    return rows, tables


def _kept(public: str):
    event = service.public_event(public)
    table = service.standings(event)
    rows = [row.standing for row in table.rows]
    tables = [(s.round, s.table.number, s.status, s.finished) for s in table.tables]
    return event, (rows, tables), table.stamp


def _seat(event, rng: random.Random):
    """A seat of any seated round (closed ones too: their saves must be refused)."""
    round_ = rng.choice(event.round_list)
    table = rng.choice(round_.tables)
    return round_, table, rng.choice(table.game.seats)


def _phone_save(event, rng: random.Random) -> bool:
    _round, table, seat = _seat(event, rng)
    rows = 10 if len(table.game.seats) == 2 else 5
    ranch = ranch_to_json(ranch_worth(rng.randrange(0, 40), rows))
    request = SeatSaveRequest(version=seat.version, ranch=msgspec.convert(ranch, Ranch))
    try:
        table_commands.save_seat(
            table_commands.SaveSeat(table.game.edit_token, seat.position, request)
        )
    except table_commands.Refused:
        return True  # a closed round's table
    return False


def _phone_finish(event, rng: random.Random) -> bool:
    _round, table, seat = _seat(event, rng)
    finish = table_commands.FinishSeat(table.game.edit_token, seat.position, rng.random() < 0.8)
    try:
        table_commands.mark_finished(finish)
    except table_commands.Refused:
        return True  # a closed round's table, or nothing saved yet to finish
    return False


def _correction(event, rng: random.Random, token: str) -> bool:
    round_ = rng.choice(event.round_list)
    table = rng.choice(round_.tables)
    positions = rng.sample(range(1, len(table.players) + 1), rng.randrange(1, 3))
    rows = 10 if len(table.players) == 2 else 5
    if rng.random() < 0.2:
        rows = 15 - rows  # the other grid's ranches: refused
    ranches = {p: ranch_worth(rng.randrange(0, 40), rows) for p in positions}
    try:
        commands.correct_table(token, round_.number, table.number, ranches)
    except service.EventError:
        return True
    return False


def _next_round(event, rng: random.Random, token: str) -> bool:
    try:
        if rng.random() < 0.5:
            service.close_round(token, event.current_round)
        commands.seat_next_round(token, event.current_round, seed=rng.randrange(1000))
    except service.EventError:
        return True  # tables still playing, or every round seated (a close may have been kept)
    return False


@pytest.mark.parametrize("seed", [1, 2])
def test_kept_standings_equal_a_full_recompute_after_random_changes(event_app, seed):
    rng = random.Random(seed)
    event = commands.create_event("Kept", "en", ["base", "base", "base"])
    token, public = event.organiser_token, event.standings_token
    for i in range(10):
        commands.add_player(token, f"Player {i}", f"Club {i % 3}")
    commands.seat_next_round(token, 0, seed=seed)
    before, refused, refusals = None, False, 0
    for _step in range(60):
        event, kept, stamp = _kept(public)
        orm = _orm_event(public)
        assert event == orm
        assert kept == _recomputed(orm)
        assert stamp == service.stamp(standings_token=public)
        page = event_app.test_client().get(f"/s/{public}?lang=en").get_data(as_text=True)
        assert f'data-stamp="{stamp}"' in page  # the kept page follows the stamp too
        if before is not None and kept != before[1]:
            assert stamp != before[2], "the standings moved but the stamp did not"
        if refused:
            assert (event, kept, stamp) == before, "a refused change changed something"
        before = (event, kept, stamp)
        change = rng.choice(("save", "save", "save", "finish", "finish", "correct", "next"))
        if change == "save":
            refused = _phone_save(event, rng)
        elif change == "finish":
            refused = _phone_finish(event, rng)
        elif change == "correct":
            refused = _correction(event, rng, token)
        else:
            refused = _next_round(event, rng, token) and False  # a close may have been kept
        refusals += refused
    assert event.current_round >= 2  # the changes reached closed rounds too
    assert refusals  # and some were refused
