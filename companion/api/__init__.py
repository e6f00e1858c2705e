"""The versioned JSON API at /api/v1 (contract: docs/api.md).

JSON <-> domain conversion lives in this package, never in companion.games.
"""

from __future__ import annotations

from flask import Blueprint

api = Blueprint("api", __name__, url_prefix="/api/v1")

from companion.api import (  # noqa: E402,F401  (routes register on import)
    events,
    openapi,
    riverdragons,
    scores,
    seats,
)
