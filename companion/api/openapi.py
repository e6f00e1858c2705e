"""GET /api/v1/openapi.json: the API described for other programs.

Kept as plain data next to the routes it describes; a test checks that every
route under /api/v1 appears here, so the document cannot drift silently.
"""

from __future__ import annotations

from typing import Any

from flask import jsonify

from companion.api import api
from companion.config import MAX_REQUEST_BYTES
from companion.games.moonriver.model import Partner, Scenario, Terrain

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

PLOT = {
    "type": "object",
    "required": ["row", "col", "terrain"],
    "additionalProperties": False,
    "properties": {
        "row": {
            "type": "integer",
            "minimum": 1,
            "maximum": 10,
            "description": "Counted from the river: row 1 lies along the Reservation board.",
        },
        "col": {"type": "integer", "minimum": 1, "maximum": 5},
        "terrain": {"enum": [t.value for t in Terrain]},
        "cows": {
            "type": "integer",
            "minimum": 0,
            "maximum": 32,
            "default": 0,
            "description": "Cow meeples on the plot before overpopulation.",
        },
        "resources": {
            "type": "integer",
            "minimum": 0,
            "maximum": 9,
            "default": 0,
            "description": "Resource symbols; their kind follows the terrain.",
        },
        "partner": {"enum": [None, *(p.value for p in Partner)], "default": None},
        "bonus": {
            "type": "boolean",
            "default": False,
            "description": "The 2-player bonus landscape tile (10-row grids only).",
        },
    },
}

RANCH = {
    "type": "object",
    "required": ["plots"],
    "additionalProperties": False,
    "properties": {
        "rows": {"enum": [5, 10], "description": "Default 10 with exactly 2 players, else 5."},
        "plots": {"type": "array", "items": {"$ref": "#/components/schemas/Plot"}},
    },
}

SCORES_REQUEST = {
    "type": "object",
    "required": ["players"],
    "properties": {
        "mode": {"enum": ["base", "legends"], "default": "base"},
        "scenario": {
            "enum": [None, *(s.value for s in Scenario)],
            "description": "Required with legends; absent or null with base.",
        },
        "players": {
            "type": "array",
            "minItems": 1,
            "maxItems": 4,
            "items": {
                "type": "object",
                "required": ["name", "ranch"],
                "properties": {
                    "name": {"type": "string", "minLength": 1, "maxLength": 40},
                    "ranch": {"$ref": "#/components/schemas/Ranch"},
                },
            },
        },
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
        "rank": {"type": "integer", "minimum": 1},
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
                    "code": {"enum": ["odd-plot-count", "not-connected", "cow-on-cornfield"]},
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
        "tiebreak": {"enum": [None, "largest-territory", "cows", "shared"]},
    },
}


def error_response(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}},
    }


LANG_PARAMETER = {
    "name": "lang",
    "in": "query",
    "required": False,
    "description": "Language of messages: en, es, de, zh_Hant or pt (else Accept-Language).",
    "schema": {"enum": ["en", "es", "de", "zh_Hant", "pt"]},
}

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
                    "413": error_response("The body is larger than 256 KiB."),
                    "415": error_response("The body is not sent as application/json."),
                    "422": error_response(
                        "Valid JSON that breaks the contract or the rulings; one entry per problem."
                    ),
                },
            }
        },
        "/api/v1/openapi.json": {
            "get": {
                "summary": "This document.",
                "responses": {"200": {"description": "OpenAPI 3.1 document."}},
            }
        },
    },
    "components": {
        "schemas": {
            "Plot": PLOT,
            "Ranch": RANCH,
            "ScoresRequest": SCORES_REQUEST,
            "PlayerResult": PLAYER_RESULT,
            "ScoresResponse": SCORES_RESPONSE,
            "Errors": ERRORS,
        }
    },
}


@api.get("/openapi.json")
def openapi_document():
    return jsonify(DOCUMENT)
