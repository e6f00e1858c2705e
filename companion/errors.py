"""One place that turns every HTTP error into a clear answer.

API clients (``/api/...``) get the contract's JSON shape,
``{"errors": [{"path": "", "message": "..."}]}``; people get a page in their
language. Nothing a client sends may end in a 500 with a stack trace. The
error's own headers are kept: ``Allow`` on a 405, ``Retry-After`` on a 429.

Every 503 says when to come back (``Retry-After``): a phone, a proxy or a
program retrying blindly would only add to whatever made the server say no.
``Busy`` is the 503 of a server with too much work at that moment (every PDF
renderer taken): back in a few seconds, not in a minute.
"""

from __future__ import annotations

import sqlite3

import msgspec
from flask import Flask, Response, current_app, g, make_response, render_template, request
from flask.globals import request_ctx
from flask_babel import gettext as _
from werkzeug.exceptions import HTTPException, InternalServerError, ServiceUnavailable

from companion.formats.responses import Errors, Problem

RETRY_AFTER_SECONDS = 60
"""A 503 that names no time of its own (the database not migrated yet): a minute."""
BUSY_RETRY_SECONDS = 5


class Busy(ServiceUnavailable):
    """Too much to do at this moment: 503, try again in a few seconds."""

    def __init__(self, retry_after: int = BUSY_RETRY_SECONDS) -> None:
        super().__init__(retry_after=retry_after)


class DatabaseAway(ServiceUnavailable):
    """The database refused, did not answer in time, or is resting after that: 503, try
    again in a few seconds (a phone's seat keeps its change and sends it again then)."""

    def __init__(self) -> None:
        super().__init__(retry_after=BUSY_RETRY_SECONDS)


def database_errors() -> tuple[tuple[type, ...], tuple[type, ...]]:
    """What a database that is down, hung or overloaded raises (a connection refused or
    cut, a deadline passed, no free connection, SQLite locked too long, the breaker
    resting), and of those what the database itself did (the worker then leaves it
    alone for a moment; not for a pool that was only busy). Imported here, not above:
    ``companion score`` uses this module and loads no database library."""
    from sqlalchemy import exc

    away = (exc.OperationalError, exc.TimeoutError, exc.InterfaceError)
    return away, (exc.OperationalError, exc.InterfaceError)


SQLITE_AWAY = ("database is locked", "database table is locked", "unable to open", "disk i/o")
"""SQLite's own errors that say the database is away or busy; its others (a missing table,
say) are bugs, answered 500 with their traceback."""


def is_outage(error: Exception) -> bool:
    reason = getattr(error, "orig", None)
    if isinstance(reason, sqlite3.Error):
        return any(words in str(reason).lower() for words in SQLITE_AWAY)
    return True


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


def busy_message() -> str:
    return _("The server is busy: try again in a few seconds. Nothing you saved is lost.")


def database_message() -> str:
    return _(
        "The server cannot reach its database just now: try again in a few seconds. "
        "Nothing you saved is lost."
    )


def _first_line(error: Exception) -> str:
    reason = getattr(error, "orig", None) or error
    return (str(reason).strip().splitlines() or [type(reason).__name__])[0]


def json_errors(status: int, errors: list[dict[str, str]]) -> tuple[Response, int]:
    """The contract's error answer (``responses.Errors``): every problem with its path."""
    body = Errors([Problem(str(error["path"]), str(error["message"])) for error in errors])
    return Response(msgspec.json.encode(body), mimetype="application/json"), status


def init_app(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        status = error.code or 500
        if isinstance(error, Busy):
            message = busy_message()
        elif isinstance(error, DatabaseAway):
            message = database_message()
        else:
            message = error_message(status)
        if wants_json():
            response, _status = json_errors(status, [{"path": "", "message": message}])
        elif request_ctx.url_adapter is None:  # an untrusted Host: no link can be built
            response = make_response(message)
            response.mimetype = "text/plain"
        else:
            response = make_response(render_template("error.html", status=status, message=message))
        response.status_code = status
        if isinstance(error, ServiceUnavailable) and isinstance(error.retry_after, int):
            g.retry_after = error.retry_after
        # what the error itself says beyond its text: Allow on 405, Retry-After on 429 and 503
        for name, value in error.get_headers():
            if name.lower() != "content-type":
                response.headers[name] = value
        return response

    def database_away(error: Exception):
        """One line in the log, no traceback: the database's state, not a bug to read."""
        if not is_outage(error):
            return unexpected_error(error)
        breaker = current_app.extensions.get("storage-breaker")  # storage/__init__.py
        if breaker is not None and isinstance(error, failed):
            breaker.failed()  # not for a pool that was only busy: the database answered
        app.logger.warning("database unavailable, answered 503: %s", _first_line(error))
        return http_error(DatabaseAway())

    away, failed = database_errors()
    for kind in away:
        app.register_error_handler(kind, database_away)

    @app.errorhandler(Exception)
    def unexpected_error(error: Exception):
        app.logger.exception("unhandled error", exc_info=error)
        return http_error(InternalServerError())

    @app.after_request
    def retry_after(response: Response) -> Response:
        """Whatever answered 503, and however, says when to try again: what its error said,
        else in a minute. This runs after the limiter's headers, which would stretch the
        time to the end of the client's counting window."""
        if response.status_code == 503:
            response.headers["Retry-After"] = str(g.get("retry_after", RETRY_AFTER_SECONDS))
        return response
