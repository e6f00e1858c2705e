"""A seat's ranch over JSON, for the editor's autosave, and the results' polling feed.

``PUT /api/v1/tables/<edit_token>/seats/<n>`` takes ``{"version": v, "ranch": {...}}``
where ``v`` is the version the change was based on. A stale version gets 409
with what is stored, so the player can choose; anything oversized (413), not
JSON (400/415) or invalid (422) changes nothing. The secret token in the
address is the only key: these routes need no cookie, hence no CSRF token.
"""

from __future__ import annotations

from flask import abort, jsonify
from flask_babel import gettext as _

from companion import storage
from companion.api import api, openapi
from companion.api.bodies import read_json_body
from companion.api.scores import player_to_json
from companion.errors import json_errors
from companion.formats.ranch_json import ContractError, ranch_to_json, read_ranch
from companion.storage.repository import MAX_VERSION, GameRecord, SeatRecord, VersionConflict
from companion.tables.standings import grid_rows, seat_result, standings, table_problems
from companion.words.moonriver.messages import problem_json


def _seat_or_404(edit_token: str, position: int) -> tuple[GameRecord, SeatRecord]:
    record = storage.games().by_edit_token(edit_token)
    seat = record.seat(position) if record else None
    if seat is None:
        abort(404)
    return record, seat


def seat_json(record: GameRecord, seat: SeatRecord) -> dict:
    result = seat_result(record, seat.position)
    return {
        "version": seat.version,
        "finished": seat.finished,
        "ranch": ranch_to_json(seat.ranch) if seat.ranch else None,
        "score": player_to_json(result) if result else None,
    }


@api.get("/tables/<edit_token>/seats/<int:position>")
def get_seat(edit_token: str, position: int):
    record, seat = _seat_or_404(edit_token, position)
    return jsonify(seat_json(record, seat))


@api.put("/tables/<edit_token>/seats/<int:position>")
def put_seat(edit_token: str, position: int):
    record, _current = _seat_or_404(edit_token, position)
    data, error = read_json_body()
    if error:
        return error
    if not isinstance(data, dict) or set(data) != {"version", "ranch"}:
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
    raw_ranch = data["ranch"]
    if isinstance(raw_ranch, dict) and raw_ranch.get("rows", rows) != rows:
        return json_errors(
            422,
            [{"path": "ranch.rows", "message": _("must be %(rows)d at this table", rows=rows)}],
        )
    try:
        ranch = read_ranch(raw_ranch, rows=rows)
    except ContractError as exc:
        return json_errors(422, [problem_json(p, "ranch") for p in exc.problems])
    problems = table_problems(record, position, ranch)
    if problems:
        return json_errors(422, [{"path": "ranch", "message": message} for message in problems])
    try:
        saved = storage.games().save_ranch(edit_token, position, ranch, based_on=based_on)
    except VersionConflict as conflict:
        current = conflict.current
        body = seat_json(record, current)
        body["errors"] = [
            {
                "path": "version",
                "message": _(
                    "Someone else saved this ranch meanwhile (version %(version)d).",
                    version=current.version,
                ),
            }
        ]
        return jsonify(body), 409
    record = storage.games().by_edit_token(edit_token)
    return jsonify(seat_json(record, saved))


@api.get("/results/<view_token>")
def results_status(view_token: str):
    """A small summary the results page polls to learn that something changed."""
    record = storage.games().by_view_token(view_token)
    if record is None:
        abort(404)
    table = standings(record)
    return jsonify(
        {
            "stamp": table.stamp(),
            "complete": table.complete,
            "winners": list(table.winners()),
            "players": [
                {
                    "name": row.seat.name,
                    "status": row.status,
                    "total": row.result.score.total if row.result else None,
                    "rank": row.result.rank if row.result else None,
                }
                for row in table.rows
            ],
        }
    )


SEAT_RESPONSE = {
    "type": "object",
    "required": ["version", "finished", "ranch", "score"],
    "properties": {
        "version": {"type": "integer", "description": "Send it back with the next save."},
        "finished": {"type": "boolean"},
        "ranch": {"oneOf": [{"$ref": "#/components/schemas/Ranch"}, {"type": "null"}]},
        "score": {"oneOf": [{"$ref": "#/components/schemas/PlayerResult"}, {"type": "null"}]},
    },
}
TOKEN = {"in": "path", "required": True, "schema": {"type": "string"}}
SEAT_PARAMETERS = [
    {"name": "edit_token", **TOKEN, "description": "The secret of the game's edit link."},
    {"name": "position", "in": "path", "required": True, "schema": {"type": "integer"}},
]
openapi.DOCUMENT["paths"].update(
    {
        "/api/v1/tables/{edit_token}/seats/{position}": {
            "get": {
                "summary": "One seat's ranch, its version and its score against the table.",
                "parameters": SEAT_PARAMETERS,
                "responses": {
                    "200": {
                        "description": "The seat.",
                        "content": {"application/json": {"schema": SEAT_RESPONSE}},
                    },
                    "404": openapi.error_response("No such game or seat."),
                },
            },
            "put": {
                "summary": "Save a seat's ranch, based on the version the change started from.",
                "parameters": SEAT_PARAMETERS,
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["version", "ranch"],
                                "properties": {
                                    "version": {"type": "integer"},
                                    "ranch": {"$ref": "#/components/schemas/Ranch"},
                                },
                            }
                        }
                    },
                },
                "responses": {
                    "200": {
                        "description": "Saved; the new version and score.",
                        "content": {"application/json": {"schema": SEAT_RESPONSE}},
                    },
                    "400": openapi.error_response("The body is not JSON."),
                    "404": openapi.error_response("No such game or seat."),
                    "409": {
                        "description": "Someone saved meanwhile: what is stored now, plus errors.",
                        "content": {"application/json": {"schema": SEAT_RESPONSE}},
                    },
                    "413": openapi.error_response("The body is larger than 256 KiB."),
                    "415": openapi.error_response("The body is not sent as application/json."),
                    "422": openapi.error_response("The ranch breaks the contract or the rulings."),
                },
            },
        },
        "/api/v1/results/{view_token}": {
            "get": {
                "summary": "Who has entered and finished, totals and ranks (polled by results).",
                "parameters": [
                    {"name": "view_token", **TOKEN, "description": "The results link's secret."}
                ],
                "responses": {
                    "200": {"description": "The table's state; `stamp` changes with any save."},
                    "404": openapi.error_response("No such game."),
                },
            }
        },
    }
)
