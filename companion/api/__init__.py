"""The versioned JSON API at /api/v1 (contract: docs/api.md).

JSON <-> domain conversion lives in this package, never in companion.games.
"""

from __future__ import annotations

from flask import Blueprint, request
from flask_babel import gettext as _

from companion.errors import json_errors
from companion.i18n import CODES, alternatives

api = Blueprint("api", __name__, url_prefix="/api/v1")


@api.before_request
def known_language():
    """``?lang=`` names one of the five languages or is refused (422), never guessed at.

    Pages take any ``lang`` and fall back to the visitor's language; a program is told,
    since it declared the parameter (the OpenAPI document lists the values).
    """
    lang = request.args.get("lang")
    if lang is not None and lang not in CODES:
        message = _("The language must be one of %(codes)s.", codes=alternatives(CODES))
        return json_errors(422, [{"path": "lang", "message": message}])
    return None


from companion.api import (  # noqa: E402,F401  (routes register on import)
    events,
    openapi,
    riverdragons,
    scores,
    seasons,
    seats,
)
