"""How often one client may do the expensive things: create tables, make PDFs, score by API.

Flask-Limiter counts per client address (the proxy's ``X-Forwarded-For`` once
``TRUSTED_PROXIES`` says a proxy is trusted), in Redis when ``REDIS_URL`` is
set, so every server shares the counts, else in this process's memory. Each
limit is a setting (``LIMIT_NEW_TABLES``, ``LIMIT_PDFS``, ``LIMIT_SCORING_API``,
in Flask-Limiter's notation such as ``"20 per minute; 300 per hour"``);
``RATELIMIT_ENABLED=0`` turns them all off. A client over a limit gets 429 in
its language with ``Retry-After`` (errors.py).

The limits are attached here by endpoint, so the routes' modules stay free of
hosting concerns and this file is the one table of what is limited.
"""

from __future__ import annotations

from flask import Flask, current_app, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address


def _is_pdf() -> bool:
    return request.path.endswith(".pdf")


LIMITED = {
    # endpoint: (setting, counted only when ...)
    "tables.new": ("LIMIT_NEW_TABLES", lambda: request.method == "POST"),
    "checks.start": ("LIMIT_NEW_TABLES", None),
    "sheets.blank_pdf": ("LIMIT_PDFS", None),
    "sheets.filled_pdf": ("LIMIT_PDFS", None),
    "tables.score_sheet_pdf": ("LIMIT_PDFS", _is_pdf),
    "api.score_table": ("LIMIT_SCORING_API", None),
}


def _setting(name: str):
    return lambda: current_app.config[name]


def init_app(app: Flask) -> Limiter:
    """A limiter of this app's own (each app its own counts), bound to the limited views."""
    limiter = Limiter(get_remote_address, app=app)
    app.extensions["companion.limits"] = limiter  # the wrapped views hold it only weakly
    if not app.config.get("RATELIMIT_ENABLED", True):
        # Switched off for good (set at start-up): the wrapper would still run on every call.
        return limiter
    for endpoint, (setting, counted_when) in LIMITED.items():
        view = app.view_functions.get(endpoint)
        if view is None:
            continue
        exempt = None if counted_when is None else (lambda when=counted_when: not when())
        scope = setting.lower()  # one count per setting: both PDF routes share it
        app.view_functions[endpoint] = limiter.shared_limit(
            _setting(setting), scope=scope, exempt_when=exempt
        )(view)
    return limiter
