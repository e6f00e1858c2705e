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

Anything oversized (413), not JSON (400/415) or invalid (422) changes
nothing. The secret token in the address is the only key: these routes need
no cookie, hence no CSRF token.
"""

from __future__ import annotations

from flask import abort
from flask_babel import gettext as _

from companion import storage
from companion.api import api
from companion.api.bodies import json_response, read_json_body
from companion.api.scores import player_result
from companion.errors import json_errors
from companion.formats.ranch_json import ContractError, ranch_to_json, read_ranch
from companion.formats.responses import (
    FieldConflict,
    Problem,
    ResultsStatus,
    SavedSeat,
    Seat,
    SeatConflict,
    SeatStatus,
)
from companion.games.moonriver.merge import Merge, Value, merge_ranches, unmerged
from companion.games.moonriver.model import Partner, Ranch, Terrain
from companion.storage.repository import MAX_VERSION, GameRecord, SeatRecord, VersionConflict
from companion.tables.standings import grid_rows, seat_result, standings, table_problems
from companion.words.moonriver.messages import problem_json

BODY_KEYS = {"version", "ranch", "base"}
MERGE_ATTEMPTS = 3
"""A merged save is retried against a newer version this often before the player chooses."""


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


def _read_ranch_field(raw, rows: int, name: str) -> tuple[Ranch | None, list[dict]]:
    """One ranch of the body (``ranch`` or ``base``) in this table's grid, or its problems."""
    if isinstance(raw, dict) and raw.get("rows", rows) != rows:
        return None, [
            {"path": f"{name}.rows", "message": _("must be %(rows)d at this table", rows=rows)}
        ]
    try:
        return read_ranch(raw, rows=rows), []
    except ContractError as exc:
        return None, [problem_json(p, name) for p in exc.problems]


@api.put("/tables/<edit_token>/seats/<int:position>")
def put_seat(edit_token: str, position: int):
    record, _current = _seat_or_404(edit_token, position)
    data, error = read_json_body()
    if error:
        return error
    if not isinstance(data, dict) or not {"version", "ranch"} <= set(data) <= BODY_KEYS:
        return json_errors(
            422, [{"path": "", "message": _("Send an object with “version” and “ranch”.")}]
        )
    based_on = data["version"]
    if (
        isinstance(based_on, bool)
        or not isinstance(based_on, int)
        or not 0 <= based_on < MAX_VERSION
    ):
        return json_errors(
            422, [{"path": "version", "message": _("must be the whole number of a saved version")}]
        )
    rows = grid_rows(record)
    ranch, errors = _read_ranch_field(data["ranch"], rows, "ranch")
    merging = "base" in data
    base = None
    if merging and data["base"] is not None:
        base, base_errors = _read_ranch_field(data["base"], rows, "base")
        errors += base_errors
    if errors:
        return json_errors(422, errors)
    problems = table_problems(record, position, ranch)
    if problems:
        return json_errors(422, [{"path": "ranch", "message": message} for message in problems])
    merged = False
    for _attempt in range(MERGE_ATTEMPTS):
        try:
            saved = storage.games().save_ranch(edit_token, position, ranch, based_on=based_on)
        except VersionConflict as conflict:
            current = conflict.current
            if merging:
                outcome = merge_ranches(base, ranch, current.ranch)
            else:  # without a base nothing merges: every differing field is the player's choice
                outcome = unmerged(ranch, current.ranch)
            if outcome.conflicts:
                return _conflict(record, current, outcome)
            if not outcome.news:
                saved = current  # what this phone changed is stored already
                break
            if table_problems(record, position, outcome.ranch):  # two bonus tiles, 33 cows...
                return _conflict(record, current, unmerged(ranch, current.ranch))
            ranch, based_on, base, merged = outcome.ranch, current.version, current.ranch, True
            continue
        break
    else:
        return _conflict(record, current, outcome)
    record = storage.games().by_edit_token(edit_token)
    return json_response(SavedSeat(**seat_fields(record, saved), merged=merged))


def _json_value(value: Value) -> str | int | bool | None:
    """A field's value as a ranch's plot writes it (a terrain or partner by its word)."""
    return value.value if isinstance(value, Terrain | Partner) else value


def _conflict(record: GameRecord, current: SeatRecord, outcome: Merge):
    """409: what is stored, the merge of both phones' changes (``proposal``), what to choose.

    Without a merge (no ``base`` sent, or merging would break the table's
    limits) every field where this phone's ranch differs from the stored one
    is left to the player, and the proposal is the stored ranch itself.
    """
    message = _(
        "Someone else saved this ranch meanwhile (version %(version)d).", version=current.version
    )
    body = SeatConflict(
        **seat_fields(record, current),
        proposal=ranch_to_json(outcome.ranch),
        conflicts=list(outcome.cells),
        field_conflicts=[
            FieldConflict(c.cell, c.field, _json_value(c.mine), _json_value(c.theirs))
            for c in outcome.conflicts
        ],
        errors=[Problem("version", message)],
    )
    return json_response(body, 409)


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
