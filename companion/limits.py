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

An event's organiser link is limited per event (a digest of its token, as for
tables): its changes (``LIMIT_ORGANISER_WRITES``) and its players added
(``LIMIT_EVENT_PLAYERS``), with figures a 128-player event never reaches; seating
a round counts each table it makes against ``LIMIT_NEW_TABLES``, the address's
allowance of game nights, so one event cannot make game nights without end.

The limits are attached here by endpoint, so the routes' modules stay free of
hosting concerns and this file is the one table of what is limited.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from flask import Flask, Response, current_app, g, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address


def _is_post() -> bool:
    return request.method == "POST"


def _is_pdf() -> bool:
    return request.path.endswith(".pdf")


def _digest(kind: str, argument: str) -> str:
    """A key naming one table or event by a digest of its token, never the token."""
    token = (request.view_args or {}).get(argument, "")
    return f"{kind}-" + hashlib.sha256(token.encode()).hexdigest()[:32]


def per_table() -> str:
    """The table a seat save belongs to: a digest of its edit token, never the token."""
    return _digest("table", "edit_token")


def per_event() -> str:
    """The event an organiser's request belongs to: a digest of its organiser token."""
    return _digest("event", "organiser_token")


def succeeded(response: Response) -> bool:
    """Only what was done counts: a refusal (4xx) or a failure (5xx) is free."""
    return response.status_code < 400


TABLES_CREATED = "tables_created"
"""Set on ``flask.g`` by a view that made several game nights at once (seating an event's
round): the request then costs that many against ``LIMIT_NEW_TABLES``."""


def tables_created() -> int:
    """What the request costs against new tables: one, or each table a round seated."""
    return max(1, int(g.get(TABLES_CREATED, 1)))


@dataclass(frozen=True)
class Limit:
    setting: str
    counted_when: Callable[[], bool] | None = None
    """Counted only when this holds (a POST of a page that also answers GET, say)."""
    key: Callable[[], str] = get_remote_address
    """Counted per client address, or per table or event."""
    cost: Callable[[], int] | int = 1


ORGANISER_WRITES = (
    *("api.rename_event_player", "api.drop_event_player", "api.start_event_clock"),
    *("api.close_event_round", "api.swap_event_players", "api.correct_event_table"),
    *("events.rename_player", "events.bring_back_player", "events.drop_player"),
    *("events.start_clock", "events.close_round", "events.swap", "events.count_table"),
)
"""What an organiser changes in an event, besides adding players and seating a round."""
SEASON_WRITES = (
    *("api.update_season", "api.add_season_event", "api.match_season_player"),
    *("seasons.settings", "seasons.add_event", "seasons.match"),
)
"""What a season's organiser changes (counted per season, as an event's changes are)."""
NEXT_EVENTS = ("api.next_season_event", "seasons.next_event")
"""Starting a season's next event makes an event: counted as a new table too."""
SEATING = ("api.seat_round", "events.seat_round")
PLAYER_ADDITIONS = ("api.add_event_player", "events.add_player")
NEW_TABLES = Limit("LIMIT_NEW_TABLES")
PDFS = Limit("LIMIT_PDFS")

LIMITED: dict[str, tuple[Limit, ...]] = {
    "tables.new": (Limit("LIMIT_NEW_TABLES", _is_post),),
    "checks.start": (NEW_TABLES,),
    "api.create_event": (NEW_TABLES,),
    "events.new": (Limit("LIMIT_NEW_TABLES", _is_post),),
    "sheets.blank_pdf": (PDFS,),
    "sheets.filled_pdf": (PDFS,),
    "tables.score_sheet_pdf": (Limit("LIMIT_PDFS", _is_pdf),),
    "events.cards_pdf": (PDFS,),
    "events.standings_sheet_pdf": (PDFS,),
    "seasons.standings_sheet_pdf": (PDFS,),
    "api.create_season": (NEW_TABLES,),
    "seasons.new": (Limit("LIMIT_NEW_TABLES", _is_post),),
    **{endpoint: (Limit("LIMIT_ORGANISER_WRITES", key=per_event),) for endpoint in SEASON_WRITES},
    **{
        endpoint: (Limit("LIMIT_ORGANISER_WRITES", key=per_event), NEW_TABLES)
        for endpoint in NEXT_EVENTS
    },
    "sheets.filled": (Limit("LIMIT_SHEETS"),),
    "api.score_table": (Limit("LIMIT_SCORING_API"),),
    "api.resolve_programmed_turn": (Limit("LIMIT_SCORING_API"),),
    "api.put_seat": (Limit("LIMIT_SEAT_SAVES", key=per_table),),
    "tables.seat": (Limit("LIMIT_SEAT_SAVES", _is_post, per_table),),
    **{
        endpoint: (Limit("LIMIT_ORGANISER_WRITES", key=per_event),) for endpoint in ORGANISER_WRITES
    },
    **{
        endpoint: (
            Limit("LIMIT_ORGANISER_WRITES", key=per_event),
            Limit("LIMIT_NEW_TABLES", cost=tables_created),
        )
        for endpoint in SEATING
    },
    **{endpoint: (Limit("LIMIT_EVENT_PLAYERS", key=per_event),) for endpoint in PLAYER_ADDITIONS},
}
"""Every limited endpoint and its limits; a limit named by several endpoints is one count."""


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
    for endpoint, limits in LIMITED.items():
        view = app.view_functions.get(endpoint)
        if view is None:
            continue
        for limit in limits:
            view = _limited(limiter, limit)(view)
        app.view_functions[endpoint] = view
    return limiter


def _limited(limiter: Limiter, limit: Limit):
    when = limit.counted_when
    return limiter.shared_limit(
        _setting(limit.setting),
        scope=limit.setting.lower(),  # one count per setting: every PDF route shares it
        key_func=limit.key,
        exempt_when=None if when is None else (lambda: not when()),
        deduct_when=succeeded,
        cost=limit.cost,
    )
