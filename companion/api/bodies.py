"""Reading a JSON request body the same way in every API route.

The order of checks follows the contract's error table: media type (415),
size (413, raised by Flask while reading), then JSON syntax (400).
"""

from __future__ import annotations

from typing import Any

from flask import request

from companion.errors import error_message, json_errors


def read_json_body() -> tuple[Any, tuple | None]:
    """The request's JSON, or an error response ready to return."""
    if not request.is_json:
        return None, json_errors(415, [{"path": "", "message": error_message(415)}])
    data = request.get_json(silent=True)  # reading past MAX_CONTENT_LENGTH raises 413
    if data is None:
        return None, json_errors(400, [{"path": "", "message": error_message(400)}])
    return data, None
