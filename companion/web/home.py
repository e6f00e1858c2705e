"""The home page: choose a game, then what you need from it.

Each feature adds its entry to ``SHORTCUTS``; an entry whose page is not
registered in this app is simply not shown.
"""

from __future__ import annotations

from flask import Blueprint, current_app, redirect, render_template, url_for
from flask_babel import lazy_gettext as _l

bp = Blueprint("home", __name__)

SHORTCUTS: dict[str, list[tuple[str, object]]] = {
    "moon-river": [
        ("tables.new", _l("Game night")),
        ("rules.moon_river", _l("Rules")),
        ("sheets.index", _l("Print a score pad")),
        ("tables.my_games", _l("My games")),
        ("events.new", _l("Run an event")),
    ],
    "river-dragons": [
        ("riverdragons.setup", _l("Set up the game")),
        ("riverdragons.turn", _l("Resolve a turn")),
        ("rules.river_dragons", _l("Rules")),
    ],
}
"""Per game: (endpoint, label) pairs, in the order they appear on the home page."""


@bp.get("/")
def index():
    shown = {
        game: [
            (endpoint, label)
            for endpoint, label in entries
            if endpoint in current_app.view_functions
        ]
        for game, entries in SHORTCUTS.items()
    }
    # Scoring one ranch starts with a POST (it creates the ranch), so it is a form, not a link.
    score_check = "checks.start" if "checks.start" in current_app.view_functions else None
    return render_template("home/index.html", shortcuts=shown, score_check=score_check)


@bp.get("/<any('moon-river', 'river-dragons'):game>/")
def game(game: str):
    """A game's own address leads to its card on the home page (people type it)."""
    return redirect(url_for("home.index") + f"#{game}")
