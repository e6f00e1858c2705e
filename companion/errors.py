"""One place that turns every HTTP error into a clear answer.

API clients (``/api/...``) get the contract's JSON shape,
``{"errors": [{"path": "", "message": "..."}]}``; people get a page in their
language. Nothing a client sends may end in a 500 with a stack trace. The
error's own headers are kept: ``Allow`` on a 405, ``Retry-After`` on a 429.
"""

from __future__ import annotations

import msgspec
from flask import Flask, Response, make_response, render_template, request
from flask.globals import request_ctx
from flask_babel import gettext as _
from werkzeug.exceptions import HTTPException, InternalServerError

from companion.formats.responses import Errors, Problem


def wants_json() -> bool:
    return request.path.startswith("/api/")


def error_message(status: int) -> str:
    messages = {
        400: _("The request could not be read."),
        403: _("This request came from another website, so it was not carried out."),
        404: _("There is nothing at this address."),
        405: _("This address does not accept that kind of request."),
        413: _("The request is too large: the limit is 256 KiB."),
        415: _("Send the request as JSON (Content-Type: application/json)."),
        429: _("Too many requests; wait a moment and try again."),
        500: _("Something went wrong on our side. Nothing you saved is lost."),
        503: _("The app is not ready yet: try again in a minute. Nothing you saved is lost."),
    }
    return messages.get(status, _("The request could not be handled."))


def json_errors(status: int, errors: list[dict[str, str]]) -> tuple[Response, int]:
    """The contract's error answer (``responses.Errors``): every problem with its path."""
    body = Errors([Problem(str(error["path"]), str(error["message"])) for error in errors])
    return Response(msgspec.json.encode(body), mimetype="application/json"), status


def init_app(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        status = error.code or 500
        message = error_message(status)
        if wants_json():
            response, _status = json_errors(status, [{"path": "", "message": message}])
        elif request_ctx.url_adapter is None:  # an untrusted Host: no link can be built
            response = make_response(message)
            response.mimetype = "text/plain"
        else:
            response = make_response(render_template("error.html", status=status, message=message))
        response.status_code = status
        # what the error itself says beyond its text: Allow on 405, Retry-After on 429 and 503
        for name, value in error.get_headers():
            if name.lower() != "content-type":
                response.headers[name] = value
        return response

    @app.errorhandler(Exception)
    def unexpected_error(error: Exception):
        app.logger.exception("unhandled error", exc_info=error)
        return http_error(InternalServerError())
