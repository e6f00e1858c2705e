"""GET /api/v1/openapi.json: the API described for other programs.

The request schemas of the scoring API are generated from the declared
contract (``companion.formats.contract``), with the game's own limits. The
rest is plain data next to the routes it describes; tests check that every
route under /api/v1 appears here and that real responses of every operation
validate against the served document, so it cannot drift silently.
"""

from __future__ import annotations

from typing import Any

from flask import jsonify

from companion.api import api
from companion.config import MAX_REQUEST_BYTES
from companion.formats.contract import request_schemas
from companion.games.moonriver.model import Terrain, Tiebreak, WarningCode
from companion.games.riverdragons import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOTS,
    BoardSide,
    Colour,
    OutcomeKind,
    ReasonCode,
)
from companion.i18n import CODES
from companion.tables.standings import ENTERING, FINISHED, WAITING

ERRORS = {
    "type": "object",
    "required": ["errors"],
    "properties": {
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["path", "message"],
                "properties": {
                    "path": {"type": "string", "examples": ["players[0].ranch.plots[3].terrain"]},
                    "message": {"type": "string"},
                },
            },
        }
    },
}

CELLS = {
    "type": "array",
    "items": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
}

PLAYER_RESULT = {
    "type": "object",
    "required": [
        "name",
        "total",
        "rank",
        "breakdown",
        "territories",
        "scenario_groups",
        "largest_territory",
        "cows",
        "overpopulation_removed",
        "warnings",
    ],
    "properties": {
        "name": {"type": "string"},
        "total": {"type": "integer"},
        "rank": {
            "type": ["integer", "null"],
            "minimum": 1,
            "description": "null for one ranch alone: a score check ranks nobody (T7)",
        },
        "breakdown": {
            "type": "object",
            "properties": {
                "territories": {"type": "object", "additionalProperties": {"type": "integer"}},
                "resources": {"type": "object", "additionalProperties": {"type": "integer"}},
                "partners": {"type": "object", "additionalProperties": {"type": "integer"}},
                "scenario": {"type": "integer"},
            },
        },
        "territories": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "terrain": {"enum": [t.value for t in Terrain]},
                    "size": {"type": "integer"},
                    "cows": {"type": "integer"},
                    "points": {"type": "integer"},
                    "plots": CELLS,
                },
            },
        },
        "scenario_groups": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "size": {"type": "integer"},
                    "points": {"type": "integer"},
                    "plots": CELLS,
                },
            },
        },
        "largest_territory": {"type": "integer"},
        "cows": {"type": "integer"},
        "overpopulation_removed": {"type": "integer"},
        "warnings": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "code": {"enum": [w.value for w in WarningCode]},
                    "message": {"type": "string"},
                    "plots": CELLS,
                },
            },
        },
    },
}

SCORES_RESPONSE = {
    "type": "object",
    "required": ["players", "winners", "tiebreak"],
    "properties": {
        "players": {"type": "array", "items": {"$ref": "#/components/schemas/PlayerResult"}},
        "winners": {"type": "array", "items": {"type": "string"}},
        "tiebreak": {"enum": [None, *(t.value for t in Tiebreak)]},
    },
}

RD_COLOUR = {"enum": [c.value for c in Colour]}

RD_OUTCOME = {
    "type": "object",
    "required": ["player", "card", "card_name", "outcome", "cancelled_by", "reason"],
    "properties": {
        "player": RD_COLOUR,
        "card": {"$ref": "#/components/schemas/RiverDragonsCard"},
        "card_name": {"type": "string"},
        "outcome": {"enum": [k.value for k in OutcomeKind]},
        "cancelled_by": {
            "type": "array",
            "description": "Every Dragon aimed at this cancelled action (it is cancelled once).",
            "items": {
                "type": "object",
                "properties": {"player": RD_COLOUR, "dragon": RD_COLOUR},
            },
        },
        "reason": {
            "type": "object",
            "required": ["code", "params", "message"],
            "properties": {
                "code": {"enum": [code.value for code in ReasonCode]},
                "params": {"type": "object"},
                "message": {"type": "string"},
            },
        },
    },
}

RD_RESOLUTION_RESPONSE = {
    "type": "object",
    "required": ["first_player", "order", "next_first_player", "slots"],
    "properties": {
        "first_player": RD_COLOUR,
        "order": {"type": "array", "items": RD_COLOUR, "description": "Acting order per slot."},
        "next_first_player": RD_COLOUR,
        "slots": {
            "type": "array",
            "minItems": SLOTS,
            "maxItems": SLOTS,
            "items": {
                "type": "object",
                "required": ["slot", "outcomes"],
                "properties": {
                    "slot": {"type": "integer", "minimum": 1, "maximum": SLOTS},
                    "outcomes": {
                        "type": "array",
                        "items": {"$ref": "#/components/schemas/RiverDragonsOutcome"},
                    },
                },
            },
        },
    },
}

RD_SETUP = {
    "type": "object",
    "required": ["players", "colours", "removed_dragons", "hand_size", "hands"],
    "properties": {
        "players": {"type": "integer", "minimum": MIN_PLAYERS, "maximum": MAX_PLAYERS},
        "colours": {"type": "array", "items": RD_COLOUR},
        "removed_dragons": {"type": "array", "items": RD_COLOUR},
        "hand_size": {"type": "integer"},
        "hand_inferred": {
            "type": "boolean",
            "description": "The hand (8 actions + Dragons of the other colours in play) is "
            "inferred from the card count and the removal table, not stated in the rulebook.",
        },
        "hands": {
            "type": "object",
            "additionalProperties": {
                "type": "array",
                "items": {"$ref": "#/components/schemas/RiverDragonsCard"},
            },
        },
        "board_side": {"enum": [b.value for b in BoardSide]},
        "expert_board_side": {"enum": [b.value for b in BoardSide]},
        "first_player_passes": {"enum": ["clockwise"]},
    },
}


TOO_LARGE = f"The body is larger than {MAX_REQUEST_BYTES // 1024} KiB."


def error_response(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}},
    }


LANG_PARAMETER = {
    "name": "lang",
    "in": "query",
    "required": False,
    "description": f"Language of messages: {', '.join(CODES)} (else Accept-Language).",
    "schema": {"enum": list(CODES)},
}

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
RESULTS_STATUS = {
    "type": "object",
    "required": ["stamp", "complete", "winners", "players"],
    "properties": {
        "stamp": {"type": "string"},
        "complete": {"type": "boolean", "description": "Every seat is finished."},
        "winners": {"type": "array", "items": {"type": "string"}},
        "players": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "status", "total", "rank"],
                "properties": {
                    "name": {"type": "string"},
                    "status": {"enum": [WAITING, ENTERING, FINISHED]},
                    "total": {"type": ["integer", "null"]},
                    "rank": {"type": ["integer", "null"], "minimum": 1},
                },
            },
        },
    },
}

GAME_NIGHT_PATHS: dict[str, Any] = {
    "/api/v1/tables/{edit_token}/seats/{position}": {
        "get": {
            "summary": "One seat's ranch, its version and its score against the table.",
            "parameters": SEAT_PARAMETERS,
            "responses": {
                "200": {
                    "description": "The seat.",
                    "content": {"application/json": {"schema": SEAT_RESPONSE}},
                },
                "404": error_response("No such game or seat."),
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
                                "base": {
                                    "oneOf": [
                                        {"$ref": "#/components/schemas/Ranch"},
                                        {"type": "null"},
                                    ],
                                    "description": "The ranch at `version`: a stale save "
                                    "is then merged plot by plot with what is stored.",
                                },
                            },
                        }
                    }
                },
            },
            "responses": {
                "200": {
                    "description": "Saved; the new version and score. `merged` is true "
                    "when other changes were merged in: show `ranch`.",
                    "content": {"application/json": {"schema": SEAT_RESPONSE}},
                },
                "400": error_response("The body is not JSON."),
                "404": error_response("No such game or seat."),
                "409": {
                    "description": "Someone saved meanwhile: what is stored now, `proposal` "
                    "(both phones' changes) and `conflicts` (the [row, col] cells both "
                    "changed differently, to choose per plot), plus errors.",
                    "content": {"application/json": {"schema": SEAT_RESPONSE}},
                },
                "413": error_response(TOO_LARGE),
                "415": error_response("The body is not sent as application/json."),
                "422": error_response("The ranch breaks the contract or the rulings."),
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
                "200": {
                    "description": "The table's state; `stamp` changes with any save.",
                    "content": {"application/json": {"schema": RESULTS_STATUS}},
                },
                "404": error_response("No such game."),
            },
        }
    },
}
"""A game night's seats (the editor's autosave) and its results feed."""


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
                    "200": {
                        "description": "The scored table.",
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/ScoresResponse"}
                            }
                        },
                    },
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
                    "200": {
                        "description": "The resolved turn.",
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/RiverDragonsResolution"}
                            }
                        },
                    },
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
                    "200": {
                        "description": "The set-up row.",
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/RiverDragonsSetup"}
                            }
                        },
                    },
                    "404": error_response("No such player count (2 to 6)."),
                },
            }
        },
        **GAME_NIGHT_PATHS,
        "/api/v1/openapi.json": {
            "get": {
                "summary": "This document.",
                "responses": {"200": {"description": "OpenAPI 3.1 document."}},
            }
        },
    },
    "components": {
        "schemas": {
            **request_schemas(),
            "PlayerResult": PLAYER_RESULT,
            "ScoresResponse": SCORES_RESPONSE,
            "RiverDragonsOutcome": RD_OUTCOME,
            "RiverDragonsResolution": RD_RESOLUTION_RESPONSE,
            "RiverDragonsSetup": RD_SETUP,
            "Errors": ERRORS,
        }
    },
}


@api.get("/openapi.json")
def openapi_document():
    return jsonify(DOCUMENT)
