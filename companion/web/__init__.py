"""The HTML side of the app: one blueprint per screen family.

Blueprints are listed here so create_app stays a short table of contents.
"""

from __future__ import annotations

from flask import Flask


def register_blueprints(app: Flask) -> None:
    from companion.web.events import bp as events
    from companion.web.home import bp as home
    from companion.web.offline import bp as offline
    from companion.web.riverdragons import bp as riverdragons
    from companion.web.rules import bp as rules
    from companion.web.score_check import bp as checks
    from companion.web.seasons import bp as seasons
    from companion.web.sheets import bp as sheets
    from companion.web.tables import bp as tables

    for blueprint in (home, offline, rules, riverdragons, sheets, tables, checks, events, seasons):
        app.register_blueprint(blueprint)
