"""A seat's ranch over JSON, for the editor's autosave, and the results' polling feed.

``PUT /api/v1/tables/<edit_token>/seats/<n>`` takes ``{"version": v, "ranch": {...}}``
where ``v`` is the version the change was based on, and optionally ``"base"``:
the ranch as it was at version ``v`` (null if nothing was saved yet).

Two phones on one seat: when ``v`` is stale and ``base`` is given, the server
merges field by field (``games.moonriver.merge``: terrain, cows, resources,
partner and bonus of each plot): the changes of this phone (``ranch`` against
``base``) go on top of what is stored, and the result is saved as the next
version (200 with ``"merged": true`` and the merged ranch, which the phone
then shows). The phone sends its base because it knows it for certain, while
the server keeps only the newest ranch; a wrong base can only misplace this
phone's own changes. Where both changed one field of one plot differently,
nothing is saved: 409 with what is stored, ``proposal`` (both sides' changes,
the stored value at each conflict), ``conflicts`` (the plots concerned) and
``field_conflicts`` (each field with the value sent and the value stored), so
the player chooses per field and saves again on the stored version. Without
``base`` a stale version is a 409 listing every field that differs.

The phone whose saved change another phone's choice later replaces learns it
by itself (static/seat-sync.js compares what it had saved with what it reads
back), so no answer here has to carry it.

A table of an event round that is closed (or followed by a later round)
takes no saves from its link: 409 with only ``errors``, saying that the
organiser can correct it.

The route is an adapter: it decodes the body once against the declared
contract (``formats.contract.SeatSaveRequest``), runs the game-night command
``tables.commands.save_seat`` (one transaction: the checks, the merge and its
retries live there) and presents its outcome or refusal. Anything oversized
(413), not JSON (400/415) or invalid (422) changes nothing. The secret token in
the address is the only key: these routes need no cookie, hence no CSRF token.
"""

from __future__ import annotations

import msgspec
from flask import abort

from companion import storage
from companion.api import api
from companion.api.bodies import json_response, read_body, read_json_body, takes
from companion.api.scores import player_result
from companion.errors import json_errors
from companion.formats import contract
from companion.formats.ranch_json import ranch_to_json
from companion.formats.responses import (
    FieldConflict,
    Problem,
    ResultsStatus,
    SavedSeat,
    Seat,
    SeatConflict,
    SeatStatus,
)
from companion.games.moonriver.merge import Value
from companion.games.moonriver.model import Partner, Terrain
from companion.storage.repository import GameRecord, SeatRecord
from companion.tables import commands
from companion.tables.standings import seat_result, standings


def _seat_or_404(edit_token: str, position: int) -> tuple[GameRecord, SeatRecord]:
    record = storage.games().by_edit_token(edit_token)
    seat = record.seat(position) if record else None
    if seat is None:
        abort(404)
    return record, seat


def seat_fields(record: GameRecord, seat: SeatRecord) -> dict:
    """What every answer about a seat holds (``responses.Seat``)."""
    result = seat_result(record, seat.position)
    return {
        "version": seat.version,
        "finished": seat.finished,
        "ranch": ranch_to_json(seat.ranch) if seat.ranch else None,
        "score": player_result(result) if result else None,
    }


@api.get("/tables/<edit_token>/seats/<int:position>")
def get_seat(edit_token: str, position: int):
    record, seat = _seat_or_404(edit_token, position)
    return json_response(Seat(**seat_fields(record, seat)))


@api.put("/tables/<edit_token>/seats/<int:position>")
def put_seat(edit_token: str, position: int):
    """Decode the declared request once, run the command, present what it did."""
    body, error = read_body()
    try:
        request = None if error else contract.SEAT_SAVE_REQUEST.decode(body)
    except msgspec.MsgspecError:
        request = None
    if request is None:
        return _refused_body(edit_token, position, error)
    try:
        saved = commands.save_seat(commands.SaveSeat(edit_token, position, request))
    except commands.Refused as refused:
        return _refusal(refused)
    fields = seat_fields(saved.game, saved.seat)
    return json_response(SavedSeat(**fields, merged=saved.merged))


def _refused_body(edit_token: str, position: int, error):
    """A body the contract turned down (or none): 404 first, as for any body, then every
    problem (``commands.save_body_problems``)."""
    record, _seat = _seat_or_404(edit_token, position)
    data, error = (None, error) if error else read_json_body()
    if error:
        return error
    return json_errors(422, commands.save_body_problems(record, position, data))


def _refusal(refused: commands.Refused):
    """A refused save as the contract answers it."""
    if isinstance(refused, commands.NoSuchSeat):
        abort(404)
    if isinstance(refused, commands.SeatProblems):
        return json_errors(422, refused.problems)
    if isinstance(refused, commands.SeatChanged):
        return _conflict(refused)
    return json_errors(409, [{"path": "", "message": refused.message}])  # RoundClosed


def _json_value(value: Value) -> str | int | bool | None:
    """A field's value as a ranch's plot writes it (a terrain or partner by its word)."""
    return value.value if isinstance(value, Terrain | Partner) else value


def _conflict(refused: commands.SeatChanged):
    """409: what is stored, the merge of both phones' changes (``proposal``), what to choose.

    Without a merge (no ``base`` sent, or merging would break the table's
    limits) every field where this phone's ranch differs from the stored one
    is left to the player, and the proposal is the stored ranch itself.
    """
    outcome = refused.outcome
    body = SeatConflict(
        **seat_fields(refused.game, refused.current),
        proposal=ranch_to_json(outcome.ranch),
        conflicts=list(outcome.cells),
        field_conflicts=[
            FieldConflict(c.cell, c.field, _json_value(c.mine), _json_value(c.theirs))
            for c in outcome.conflicts
        ],
        errors=[Problem("version", refused.message)],
    )
    return json_response(body, 409)


@api.post("/tables/<edit_token>/seats/<int:position>/finished")
@takes(contract.FinishRequest)
def finish_seat(edit_token: str, position: int, body: contract.FinishRequest):
    """The seat page's "finished" (or "reopen") button: the table's result counts once
    every seat is finished. A seat with nothing saved yet, or at a closed event round, is
    refused (422, 409) and nothing changes."""
    _seat_or_404(edit_token, position)
    try:
        commands.mark_finished(commands.FinishSeat(edit_token, position, body.finished))
    except commands.NoSuchSeat:
        abort(404)
    except commands.NothingToFinish as refused:
        return json_errors(422, [{"path": "finished", "message": refused.message}])
    except commands.RoundClosed as refused:
        return json_errors(409, [{"path": "", "message": refused.message}])
    record, seat = _seat_or_404(edit_token, position)
    return json_response(Seat(**seat_fields(record, seat)))


@api.get("/results/<view_token>")
def results_status(view_token: str):
    """A small summary the results page polls to learn that something changed."""
    record = storage.games().by_view_token(view_token)
    if record is None:
        abort(404)
    table = standings(record)
    return json_response(
        ResultsStatus(
            stamp=table.stamp(),
            complete=table.complete,
            winners=list(table.winners()),
            players=[
                SeatStatus(
                    name=row.seat.name,
                    status=row.status,
                    total=row.result.score.total if row.result else None,
                    rank=row.result.rank if row.result else None,
                )
                for row in table.rows
            ],
        )
    )
