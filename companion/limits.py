"""How often one client may do the things that cost: create tables, make PDFs, score, save.

Flask-Limiter counts per client address (the proxy's ``X-Forwarded-For`` once
``TRUSTED_PROXIES`` says a proxy is trusted), or per table for seat saves, in
Redis when ``REDIS_URL`` is set, so every server shares the counts, else in this
process's memory. Each limit is a setting in Flask-Limiter's notation (such as
``"60 per minute; 600 per hour"``; the table of them is in docs/hosting.md,
"Limits"); ``RATELIMIT_ENABLED=0`` turns them all off. A client over a limit gets
429 in its language with ``Retry-After`` (errors.py).

What counts is what cost something and was done: a request is counted only
once it succeeded (any answer below 400). A refused one (a cross-site post
answered 403, a form with a mistake, a 429 or a busy 503) costs nothing and
counts nothing, so a web page on the venue's Wi-Fi that makes phones post
forged requests cannot use up the venue's allowance. The check before a
request still applies the limit: a client at its limit is refused.

Every phone at a venue reaches the servers from the venue's one address, so the
per-address defaults (companion/config.py) let a 200-table convention evening
through (``python -m benchmarks venue`` plays one) while still bounding how many
tables one address can create in an hour and a day. Seat saves are counted per
table instead, keyed by a digest of the table's edit token: the token itself
is the table's secret, so it is never a key in Redis nor in a log line.

Redis that hangs: every call has ``REDIS_TIMEOUT`` seconds (connect and read)
and no retry; on the first failure Flask-Limiter counts in this process's
memory and asks Redis again only now and then (after 1, 2, 4 ... 32 seconds,
one request paying at most the timeout each time), so a hung Redis costs a
player at most a fraction of a second, never a stall or a 500.

The limits are attached here by endpoint, so the routes' modules stay free of
hosting concerns and this file is the one table of what is limited.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from flask import Flask, Response, current_app, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address


def _is_post() -> bool:
    return request.method == "POST"


def _is_pdf() -> bool:
    return request.path.endswith(".pdf")


def per_table() -> str:
    """The table a seat save belongs to: a digest of its edit token, never the token."""
    token = (request.view_args or {}).get("edit_token", "")
    return "table-" + hashlib.sha256(token.encode()).hexdigest()[:32]


def succeeded(response: Response) -> bool:
    """Only what was done counts: a refusal (4xx) or a failure (5xx) is free."""
    return response.status_code < 400


LIMITED: dict[str, tuple[str, Callable[[], bool] | None, Callable[[], str]]] = {
    # endpoint: (setting, counted only when ..., counted per ...)
    "tables.new": ("LIMIT_NEW_TABLES", _is_post, get_remote_address),
    "checks.start": ("LIMIT_NEW_TABLES", None, get_remote_address),
    "api.create_event": ("LIMIT_NEW_TABLES", None, get_remote_address),
    "sheets.blank_pdf": ("LIMIT_PDFS", None, get_remote_address),
    "sheets.filled_pdf": ("LIMIT_PDFS", None, get_remote_address),
    "tables.score_sheet_pdf": ("LIMIT_PDFS", _is_pdf, get_remote_address),
    "sheets.filled": ("LIMIT_SHEETS", None, get_remote_address),
    "api.score_table": ("LIMIT_SCORING_API", None, get_remote_address),
    "api.resolve_programmed_turn": ("LIMIT_SCORING_API", None, get_remote_address),
    "api.put_seat": ("LIMIT_SEAT_SAVES", None, per_table),
    "tables.seat": ("LIMIT_SEAT_SAVES", _is_post, per_table),
}


def _setting(name: str):
    return lambda: current_app.config[name]


def init_app(app: Flask) -> Limiter:
    """A limiter of this app's own (each app its own counts), bound to the limited views."""
    options = {}
    if str(app.config.get("RATELIMIT_STORAGE_URI", "")).startswith("redis"):
        seconds = app.config["REDIS_TIMEOUT"]
        options = {"socket_connect_timeout": seconds, "socket_timeout": seconds}
    limiter = Limiter(get_remote_address, app=app, storage_options=options)
    app.extensions["companion.limits"] = limiter  # the wrapped views hold it only weakly
    if not app.config.get("RATELIMIT_ENABLED", True):
        # Switched off for good (set at start-up): the wrapper would still run on every call.
        return limiter
    for endpoint, (setting, counted_when, key) in LIMITED.items():
        view = app.view_functions.get(endpoint)
        if view is None:
            continue
        exempt = None if counted_when is None else (lambda when=counted_when: not when())
        scope = setting.lower()  # one count per setting: every PDF route shares it
        app.view_functions[endpoint] = limiter.shared_limit(
            _setting(setting),
            scope=scope,
            key_func=key,
            exempt_when=exempt,
            deduct_when=succeeded,
        )(view)
    return limiter
