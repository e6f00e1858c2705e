"""Access logs without secrets: the edit and view tokens of a table are its only key.

Gunicorn's access line shows the request line, the path and the referrer;
each is written with the token part of a table address replaced by ``[token]``.
The development server's request log (``make run``) gets the same treatment.
"""

from __future__ import annotations

import logging
import re

from gunicorn.glogging import Logger

TOKEN_IN_ADDRESS = re.compile(r"(/(?:t|r|tables|results)/)[A-Za-z0-9_-]{16,}")
"""/t/<edit>, /r/<view> and the API's /tables/<edit>, /results/<view>."""


def redact(text: str) -> str:
    """A request line, path or referrer with every table token replaced."""
    return TOKEN_IN_ADDRESS.sub(r"\1[token]", text)


class RedactingLogger(Logger):
    """Gunicorn's logger, with tokens taken out of everything an access line can show."""

    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        return {k: redact(v) if isinstance(v, str) else v for k, v in atoms.items()}


class RedactingFilter(logging.Filter):
    """For Werkzeug's development-server log: the same lines, without tokens."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        return True


def redact_development_log() -> None:
    werkzeug = logging.getLogger("werkzeug")
    if not any(isinstance(f, RedactingFilter) for f in werkzeug.filters):
        werkzeug.addFilter(RedactingFilter())
