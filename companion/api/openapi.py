"""GET /api/v1/openapi.json: the API described for other programs.

Every schema is generated from the declarations the routes use: requests from
``companion.formats.contract`` (with the game's own limits), responses from
``companion.formats.responses``. What is written here is only the paths: which
operation takes and answers which declaration, with its status codes. Tests
check that every route under /api/v1 appears here and that real responses of
every operation validate against the served document.
"""

from __future__ import annotations

from typing import Any

from flask import jsonify

from companion.api import api
from companion.config import MAX_REQUEST_BYTES
from companion.formats.contract import request_schemas
from companion.formats.responses import response_schemas
from companion.games.riverdragons import MAX_PLAYERS, MIN_PLAYERS
from companion.i18n import CODES

TOO_LARGE = f"The body is larger than {MAX_REQUEST_BYTES // 1024} KiB."


def answer(description: str, component: str) -> dict[str, Any]:
    """A documented response whose body is the declared component."""
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{component}"}}},
    }


def error_response(description: str) -> dict[str, Any]:
    return answer(description, "Errors")


LANG_PARAMETER = {
    "name": "lang",
    "in": "query",
    "required": False,
    "description": f"Language of messages: {', '.join(CODES)} (else Accept-Language).",
    "schema": {"enum": list(CODES)},
}

TOKEN = {"in": "path", "required": True, "schema": {"type": "string"}}
SEAT_PARAMETERS = [
    {"name": "edit_token", **TOKEN, "description": "The secret of the game's edit link."},
    {"name": "position", "in": "path", "required": True, "schema": {"type": "integer"}},
]
GAME_NIGHT_PATHS: dict[str, Any] = {
    "/api/v1/tables/{edit_token}/seats/{position}": {
        "get": {
            "summary": "One seat's ranch, its version and its score against the table.",
            "parameters": SEAT_PARAMETERS,
            "responses": {
                "200": answer("The seat.", "Seat"),
                "404": error_response("No such game or seat."),
            },
        },
        "put": {
            "summary": "Save a seat's ranch, based on the version the change started from.",
            "parameters": SEAT_PARAMETERS,
            "requestBody": {
                "required": True,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/SeatSaveRequest"}}
                },
            },
            "responses": {
                "200": answer(
                    "Saved; the new version and score. `merged` is true when other changes "
                    "were merged in: show `ranch`.",
                    "SavedSeat",
                ),
                "400": error_response("The body is not JSON."),
                "404": error_response("No such game or seat."),
                "409": {
                    "description": "Someone saved meanwhile and both changed one field of one "
                    "plot differently: what is stored now, `proposal` (both phones' changes, "
                    "the stored value at each conflict), `conflicts` (the [row, col] plots "
                    "concerned), `field_conflicts` (each field with the value sent and the "
                    "value stored, to choose per field), plus errors (`SeatConflict`). Or the "
                    "table belongs to an event round that is closed (or followed by a later "
                    "round): only errors, saying so; the organiser corrects such a table.",
                    "content": {
                        "application/json": {
                            "schema": {
                                "anyOf": [
                                    {"$ref": "#/components/schemas/SeatConflict"},
                                    {"$ref": "#/components/schemas/Errors"},
                                ]
                            }
                        }
                    },
                },
                "413": error_response(TOO_LARGE),
                "415": error_response("The body is not sent as application/json."),
                "422": error_response("The ranch breaks the contract or the rulings."),
            },
        },
    },
    "/api/v1/tables/{edit_token}/seats/{position}/finished": {
        "post": {
            "summary": "Mark the seat's saved ranch finished (or reopen it): the table's "
            "result counts once every seat is finished.",
            "parameters": SEAT_PARAMETERS,
            "requestBody": {
                "required": True,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/FinishRequest"}}
                },
            },
            "responses": {
                "200": answer("The seat.", "Seat"),
                "400": error_response("The body is not JSON."),
                "404": error_response("No such game or seat."),
                "409": error_response(
                    "The table belongs to an event round that is closed: the organiser corrects it."
                ),
                "413": error_response(TOO_LARGE),
                "415": error_response("The body is not sent as application/json."),
                "422": error_response("Nothing is saved at this seat yet, or the body is wrong."),
            },
        }
    },
    "/api/v1/results/{view_token}": {
        "get": {
            "summary": "Who has entered and finished, totals and ranks (polled by results).",
            "parameters": [
                {"name": "view_token", **TOKEN, "description": "The results link's secret."}
            ],
            "responses": {
                "200": answer("The table's state; `stamp` changes with any save.", "ResultsStatus"),
                "404": error_response("No such game."),
            },
        }
    },
}
"""A game night's seats (the editor's autosave) and its results feed."""


def json_body(component: str) -> dict[str, Any]:
    return {
        "required": True,
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{component}"}}},
    }


ORGANISER = {"name": "organiser_token", **TOKEN, "description": "The organiser link's secret."}
ROUND = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer"}}
NO_EVENT = error_response("No such event (or player, round or table in it).")
BAD_INPUT = error_response("Bad input: every problem, each with its path.")
RACED = error_response(
    "Someone changed the rounds first (another organiser, or this request sent twice): "
    "nothing was changed."
)
BODY_ERRORS = {
    "400": error_response("The body is not JSON."),
    "413": error_response(TOO_LARGE),
    "415": error_response("The body is not sent as application/json."),
}


def organiser_operation(summary: str, body: str | None, ok: tuple[str, str, str], **more):
    """One of the organiser's operations: its token, body, answer and refusals."""
    status, description, component = ok
    operation: dict[str, Any] = {
        "summary": summary,
        "parameters": [ORGANISER, LANG_PARAMETER, *more.pop("parameters", [])],
        "responses": {
            status: answer(description, component),
            "404": NO_EVENT,
            "422": BAD_INPUT,
            "429": error_response("Too many changes to this event: try again later."),
            **({"409": RACED} if more.pop("races", False) else {}),
            **(BODY_ERRORS if body else {}),
        },
    }
    if body:
        operation["requestBody"] = json_body(body)
    return operation


STANDINGS_TOKEN = {
    "name": "standings_token",
    **TOKEN,
    "description": "The standings link's secret.",
}
EVENT_PATHS: dict[str, Any] = {
    "/api/v1/events": {
        "post": {
            "summary": "Create an event; the answer holds its organiser and standings tokens.",
            "parameters": [LANG_PARAMETER],
            "requestBody": json_body("EventRequest"),
            "responses": {
                "201": answer("The new event.", "Event"),
                "422": BAD_INPUT,
                "429": error_response("Too many new tables or events from this address."),
                **BODY_ERRORS,
            },
        }
    },
    "/api/v1/events/{organiser_token}": {
        "get": {
            "summary": "The event as its organiser sees it: players, rounds, tables, standings.",
            "parameters": [ORGANISER],
            "responses": {"200": answer("The event.", "Event"), "404": NO_EVENT},
        }
    },
    "/api/v1/events/{organiser_token}/rules": {
        "put": organiser_operation(
            "Change the event's rules (only the fields sent): odd counts and the final hold "
            "from the next round seated, the tiebreaks re-rank at once.",
            "EventRulesRequest",
            ("200", "The rules as they now stand.", "EventRules"),
        )
    },
    "/api/v1/events/{organiser_token}/players": {
        "post": organiser_operation(
            "Add a player (from the next round seated: a late player).",
            "EventPlayerRequest",
            ("201", "The player.", "EventPlayer"),
        )
    },
    "/api/v1/events/{organiser_token}/players/{player_id}": {
        "put": organiser_operation(
            "Rename a player (and set the club); open tables show the new name.",
            "EventPlayerRequest",
            ("200", "The player.", "EventPlayer"),
            parameters=[
                {"name": "player_id", "in": "path", "required": True, "schema": {"type": "integer"}}
            ],
        )
    },
    "/api/v1/events/{organiser_token}/players/{player_id}/drop": {
        "post": organiser_operation(
            "Drop a player from the next round on (the round under way keeps its tables).",
            None,
            ("200", "The player, with `dropped_from`.", "EventPlayer"),
            parameters=[
                {"name": "player_id", "in": "path", "required": True, "schema": {"type": "integer"}}
            ],
        )
    },
    "/api/v1/events/{organiser_token}/players/{player_id}/back": {
        "post": organiser_operation(
            "Bring a dropped player back from the next round on (the rounds missed stay "
            "missed; sent twice, nothing more changes).",
            None,
            ("200", "The player, `dropped_from` null again.", "EventPlayer"),
            parameters=[
                {"name": "player_id", "in": "path", "required": True, "schema": {"type": "integer"}}
            ],
        )
    },
    "/api/v1/events/{organiser_token}/rounds": {
        "post": organiser_operation(
            "Seat the next round: one game night per table (closing the current round once "
            "all its tables count), with its seating report. With `publish: false` the round "
            "is a draft only the organiser sees: read the report, swap, then publish.",
            "SeatRoundRequest",
            ("201", "The round seated.", "SeatedRound"),
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/swap": {
        "post": organiser_operation(
            "Swap two players' seats before anyone at their tables has saved.",
            "SwapRequest",
            ("200", "The round.", "EventRound"),
            parameters=[ROUND],
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/report": {
        "get": {
            "summary": "The round's seating report as it stands: the repeat meetings and "
            "club-mates its seating could not avoid, each with a swap that would part them.",
            "parameters": [ORGANISER, LANG_PARAMETER, ROUND],
            "responses": {"200": answer("The report.", "SeatingReport"), "404": NO_EVENT},
        }
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/publish": {
        "post": organiser_operation(
            "Publish the draft round: its tables go live, the round before it closes. "
            "Refused if the draft changed since `tables` were read, or a player joined or "
            "left since it was seated (seat it again).",
            "PublishRequest",
            ("200", "The round, now current.", "EventRound"),
            parameters=[ROUND],
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/discard": {
        "post": organiser_operation(
            "Throw the draft round away: the event is as before it was seated.",
            None,
            ("200", "The event, without the draft.", "Event"),
            parameters=[ROUND],
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/close": {
        "post": organiser_operation(
            "Close the round: tables not finished now score nothing.",
            None,
            ("200", "The void tables, and a notice saying so.", "ClosedRound"),
            parameters=[ROUND],
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/clock": {
        "post": organiser_operation(
            "Start the round's clock (the projector view counts from it).",
            None,
            ("200", "The round.", "EventRound"),
            parameters=[ROUND],
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/tables/{table}": {
        "put": organiser_operation(
            "Enter or correct a table's ranches; every entered seat is marked finished and "
            "the standings re-rank.",
            "TableCorrection",
            ("200", "The round.", "EventRound"),
            parameters=[
                ROUND,
                {"name": "table", "in": "path", "required": True, "schema": {"type": "integer"}},
            ],
            races=True,
        )
    },
    "/api/v1/events/{organiser_token}/rounds/{number}/tables/{table}/count": {
        "post": organiser_operation(
            "Count the table as it stands: every entered seat is marked finished and a table "
            "closed unfinished counts again once every seat is entered.",
            None,
            ("200", "The round.", "EventRound"),
            parameters=[
                ROUND,
                {"name": "table", "in": "path", "required": True, "schema": {"type": "integer"}},
            ],
            races=True,
        )
    },
    "/api/v1/standings/{standings_token}": {
        "get": {
            "summary": "The live standings (JSON export): players by event points, then game "
            "points, then best game; every table's status.",
            "parameters": [STANDINGS_TOKEN],
            "responses": {"200": answer("The standings.", "EventStandings"), "404": NO_EVENT},
        }
    },
    "/api/v1/standings/{standings_token}/standings.csv": {
        "get": {
            "summary": "The standings as CSV (UTF-8 with a byte-order mark, for spreadsheets).",
            "parameters": [STANDINGS_TOKEN],
            "responses": {
                "200": {
                    "description": "place, name, club, event_points, game_points, best_game, "
                    "games; one row per player, best first.",
                    "content": {"text/csv": {"schema": {"type": "string"}}},
                },
                "404": NO_EVENT,
            },
        }
    },
}
"""An event: the organiser's requests (by the secret organiser token) and the standings."""

SEASON_ORGANISER = {
    "name": "organiser_token",
    **TOKEN,
    "description": "The season's organiser link's secret.",
}
NO_SEASON = error_response("No such season (or event player in it).")
SEASON_STANDINGS_TOKEN = {
    "name": "standings_token",
    **TOKEN,
    "description": "The season's standings link's secret.",
}


def season_operation(summary: str, body: str, ok: tuple[str, str, str], **more):
    """One of a season organiser's operations: its token, body, answer and refusals."""
    operation = organiser_operation(summary, body, ok, **more)
    operation["parameters"][0] = SEASON_ORGANISER
    operation["responses"]["404"] = NO_SEASON
    operation["responses"]["429"] = error_response("Too many changes: try again later.")
    return operation


SEASON_PATHS: dict[str, Any] = {
    "/api/v1/seasons": {
        "post": {
            "summary": "Create a season (events counted together); the answer holds its "
            "organiser and standings tokens.",
            "parameters": [LANG_PARAMETER],
            "requestBody": json_body("SeasonRequest"),
            "responses": {
                "201": answer("The new season.", "Season"),
                "422": BAD_INPUT,
                **BODY_ERRORS,
            },
        }
    },
    "/api/v1/seasons/{organiser_token}": {
        "get": {
            "summary": "The season as its organiser sees it: events, players, matches, standings.",
            "parameters": [SEASON_ORGANISER],
            "responses": {"200": answer("The season.", "Season"), "404": NO_SEASON},
        },
        "put": season_operation(
            "Change the season's name, language or best-N counting.",
            "SeasonRequest",
            ("200", "The season.", "Season"),
        ),
    },
    "/api/v1/seasons/{organiser_token}/events": {
        "post": season_operation(
            "Add an existing event (by its organiser link) as the season's next event; its "
            "players are matched to the season's by name.",
            "SeasonEventRequest",
            ("201", "The season.", "Season"),
        )
    },
    "/api/v1/seasons/{organiser_token}/next-event": {
        "post": season_operation(
            "Start the season's next event with the last event's players (each the same "
            "season player), rounds and points.",
            "NextEventRequest",
            ("201", "The season; its last event is the new one.", "Season"),
            races=True,
        )
    },
    "/api/v1/seasons/{organiser_token}/players/{player_id}": {
        "put": season_operation(
            "Match an event's player to a season player, or unmatch them (null).",
            "SeasonMatchRequest",
            ("200", "The season.", "Season"),
            parameters=[
                {"name": "player_id", "in": "path", "required": True, "schema": {"type": "integer"}}
            ],
        )
    },
    "/api/v1/season-standings/{standings_token}": {
        "get": {
            "summary": "The season's standings (JSON export): each player's counted results "
            "(best N if set), then game points, then best game.",
            "parameters": [SEASON_STANDINGS_TOKEN],
            "responses": {"200": answer("The standings.", "SeasonStandings"), "404": NO_SEASON},
        }
    },
    "/api/v1/season-standings/{standings_token}/standings.csv": {
        "get": {
            "summary": "The season's standings as CSV (UTF-8 with a byte-order mark).",
            "parameters": [SEASON_STANDINGS_TOKEN],
            "responses": {
                "200": {
                    "description": "place, name, season_points, game_points, best_game, events, "
                    "then event_1, event_2...: each event's event points (empty: not played; "
                    "in brackets: not among the best N counted).",
                    "content": {"text/csv": {"schema": {"type": "string"}}},
                },
                "404": NO_SEASON,
            },
        }
    },
}
"""A season: the organiser's requests (by the season's organiser token) and its standings."""


DOCUMENT: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {
        "title": "Moon River & River Dragons table companion",
        "version": "1",
        "description": "Scores finished Moon River tables exactly as the rulebooks and the "
        f"project's rulings say. Request bodies are limited to {MAX_REQUEST_BYTES // 1024} KiB.",
    },
    "paths": {
        "/api/v1/moon-river/scores": {
            "post": {
                "summary": "Score a whole table: totals, breakdowns, ranks, winners, tiebreak.",
                "parameters": [LANG_PARAMETER],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {"$ref": "#/components/schemas/ScoresRequest"}
                        }
                    },
                },
                "responses": {
                    "200": answer("The scored table.", "ScoresResponse"),
                    "400": error_response("The body is not JSON."),
                    "413": error_response(TOO_LARGE),
                    "415": error_response("The body is not sent as application/json."),
                    "422": error_response(
                        "Valid JSON that breaks the contract or the rulings; one entry per problem."
                    ),
                },
            }
        },
        "/api/v1/river-dragons/resolutions": {
            "post": {
                "summary": "Resolve one River Dragons turn: acting order and, slot by slot, "
                "which actions are performed or cancelled by Dragons.",
                "parameters": [LANG_PARAMETER],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {"$ref": "#/components/schemas/RiverDragonsResolutionRequest"}
                        }
                    },
                },
                "responses": {
                    "200": answer("The resolved turn.", "RiverDragonsResolution"),
                    "400": error_response("The body is not JSON."),
                    "413": error_response(TOO_LARGE),
                    "415": error_response("The body is not sent as application/json."),
                    "422": error_response(
                        "Valid JSON that breaks the contract or the rules; one entry per problem."
                    ),
                },
            }
        },
        "/api/v1/river-dragons/setup/{players}": {
            "get": {
                "summary": "The set-up table row for a player count: colours, Dragons removed, "
                "hands.",
                "parameters": [
                    LANG_PARAMETER,
                    {
                        "name": "players",
                        "in": "path",
                        "required": True,
                        "schema": {
                            "type": "integer",
                            "minimum": MIN_PLAYERS,
                            "maximum": MAX_PLAYERS,
                        },
                    },
                ],
                "responses": {
                    "200": answer("The set-up row.", "RiverDragonsSetup"),
                    "404": error_response("No such player count (2 to 6)."),
                },
            }
        },
        **GAME_NIGHT_PATHS,
        **EVENT_PATHS,
        **SEASON_PATHS,
        "/api/v1/openapi.json": {
            "get": {
                "summary": "This document.",
                "responses": {"200": {"description": "OpenAPI 3.1 document."}},
            }
        },
    },
    "components": {
        # Both halves are generated from the declarations in companion/formats.
        "schemas": {**request_schemas(), **response_schemas()}
    },
}


UNKNOWN_LANGUAGE = "A `lang` that is not one of the listed languages, or bad input."


def _languages_refused(document: dict[str, Any]) -> None:
    """Every operation taking ``lang`` answers 422 to one outside the list (api/__init__.py)."""
    for operations in document["paths"].values():
        for operation in operations.values():
            if LANG_PARAMETER in operation.get("parameters", []):
                operation["responses"].setdefault("422", error_response(UNKNOWN_LANGUAGE))


_languages_refused(DOCUMENT)


@api.get("/openapi.json")
def openapi_document():
    return jsonify(DOCUMENT)
