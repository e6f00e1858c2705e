"""Logs without secrets: the edit and view tokens of a table are its only key.

Every line the app's processes write, gunicorn's access and error logs, the
app's own log (its tracebacks included) and the development server's
(``make run``), is written with the token part of a table address replaced
by ``[token]``; within a request, the request's own tokens are replaced
wherever they appear (a database error quoting its parameters, say).
"""

from __future__ import annotations

import logging
import re

from flask import has_request_context, request
from flask.logging import default_handler
from gunicorn.glogging import Logger

from companion.web.headers import TOKEN_ARGUMENTS

TOKEN_IN_ADDRESS = re.compile(
    r"(/(?:t|r|e|s|tables|results|events|standings|season|seasons|season-standings)/)"
    r"[A-Za-z0-9_-]{16,}"
)
"""/t/<edit>, /r/<view>, an event's /e/<organiser> and /s/<standings>, a season's
/season/<organiser> and /season-standings/<standings>, and the API's /tables/<edit>,
/results/<view>, /events/<organiser>, /standings/<standings>, /seasons/<organiser>,
/season-standings/<standings>."""
REDACTED = "[token]"
_TRACEBACKS = logging.Formatter()


def redact(text: str) -> str:
    """A log line with every table token replaced."""
    text = TOKEN_IN_ADDRESS.sub(r"\1" + REDACTED, text)
    if has_request_context() and request.view_args:
        for name in TOKEN_ARGUMENTS:
            token = request.view_args.get(name)
            if isinstance(token, str) and token:
                text = text.replace(token, REDACTED)
    return text


class RedactingFilter(logging.Filter):
    """Takes the tokens out of a record's message, traceback and stack before it is written."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        if record.exc_info and not record.exc_text:
            record.exc_text = _TRACEBACKS.formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


def _redact_through(target: logging.Logger | logging.Handler) -> None:
    if not any(isinstance(f, RedactingFilter) for f in target.filters):
        target.addFilter(RedactingFilter())


class RedactingLogger(Logger):
    """Gunicorn's logger, whose every output (access and error log alike) is redacted."""

    def setup(self, cfg) -> None:
        super().setup(cfg)
        for log in (self.error_log, self.access_log):
            for handler in log.handlers:
                _redact_through(handler)


def redact_app_logs() -> None:
    """The app's log and the development server's, redacted like gunicorn's.

    Flask's own handler writes straight to gunicorn's error stream (WSGI's
    ``wsgi.errors``), past gunicorn's handlers, so it gets the filter itself.
    """
    _redact_through(default_handler)
    _redact_through(logging.getLogger("werkzeug"))
