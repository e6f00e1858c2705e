"""The HTML side of the app: one blueprint per screen family.

Blueprints are listed here so create_app stays a short table of contents.
"""

from __future__ import annotations

from flask import Flask


def register_blueprints(app: Flask) -> None:
    from companion.web.home import bp as home
    from companion.web.sheets import bp as sheets

    for blueprint in (home, sheets):
        app.register_blueprint(blueprint)
