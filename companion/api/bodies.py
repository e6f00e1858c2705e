"""Reading a JSON request body the same way in every route that takes one.

The order of checks follows the contract's error table: media type (415),
size (413, raised by Flask while reading), then JSON syntax (400). Anything
that parses, even ``null``, goes on to the contract checks (422).
"""

from __future__ import annotations

import functools
from typing import Any

import msgspec
from flask import Response, request
from msgspec import Struct

from companion.errors import error_message, json_errors
from companion.formats.json_text import parse_json
from companion.formats.problems import ContractError
from companion.formats.requests import Request, read_request
from companion.words.moonriver.messages import problem_json


def read_body() -> tuple[bytes, tuple | None]:
    """The request's JSON text unparsed (for a route that decodes it in one pass with its
    contract), or an error response ready to return."""
    if not request.is_json:
        return b"", json_errors(415, [{"path": "", "message": error_message(415)}])
    return request.get_data(cache=True), None  # reading past MAX_CONTENT_LENGTH raises 413


def unreadable() -> tuple:
    """The answer to a body that is not JSON at all."""
    return json_errors(400, [{"path": "", "message": error_message(400)}])


def read_json_body() -> tuple[Any, tuple | None]:
    """The request's JSON, or an error response ready to return."""
    body, error = read_body()
    if error:
        return None, error
    try:
        return parse_json(body), None
    except ContractError as exc:  # valid JSON holding text no page can show
        return None, json_errors(422, [problem_json(p) for p in exc.problems])
    except ValueError:  # also UnicodeDecodeError
        return None, unreadable()


def json_response(data: Any, status: int = 200) -> Response:
    """``data`` as a JSON response, serialised in one pass (msgspec writes UTF-8 directly)."""
    return Response(ENCODER.encode(data), status=status, mimetype="application/json")


ENCODER = msgspec.json.Encoder()


def read_request_body(kind: type[Request]) -> tuple[Request | None, tuple | None]:
    """The body decoded as the contract's ``kind`` in one pass, or the error answer: 415,
    400 for what is not JSON, 422 with every problem (each with its path) otherwise."""
    body, error = read_body()
    if error:
        return None, error
    try:
        return read_request(kind, body), None
    except ContractError as exc:
        return None, json_errors(422, [problem_json(p) for p in exc.problems])
    except ValueError:  # also UnicodeDecodeError
        return None, unreadable()


def takes(kind: type[Struct]):
    """The route receives its body as the contract's ``kind`` (keyword ``body``); a body
    that does not fit is answered here and the route never runs."""

    def wrap(route):
        @functools.wraps(route)
        def wrapped(*args, **kwargs):
            body, error = read_request_body(kind)
            return error if error else route(*args, body=body, **kwargs)

        return wrapped

    return wrap
