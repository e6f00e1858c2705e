"""Reading a JSON request body the same way in every route that takes one.

The order of checks follows the contract's error table: media type (415),
size (413, raised by Flask while reading), then JSON syntax (400). Anything
that parses, even ``null``, goes on to the contract checks (422).
"""

from __future__ import annotations

from typing import Any

from flask import request

from companion.errors import error_message, json_errors
from companion.formats.json_text import parse_json


def read_json_body() -> tuple[Any, tuple | None]:
    """The request's JSON, or an error response ready to return."""
    if not request.is_json:
        return None, json_errors(415, [{"path": "", "message": error_message(415)}])
    body = request.get_data(cache=True)  # reading past MAX_CONTENT_LENGTH raises 413
    try:
        return parse_json(body), None
    except ValueError:  # also UnicodeDecodeError
        return None, json_errors(400, [{"path": "", "message": error_message(400)}])
