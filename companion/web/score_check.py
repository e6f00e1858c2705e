"""Score check: one ranch scored on its own, started in one tap from the home page.

A score check is stored as a game with a single seat, so it reuses everything a
game-night seat has: the one-screen editor, saving with three-way merges, the
offline queue, "My games", the printable sheet. Only its words differ: nobody
is ranked, so nobody wins.

Starting one is a one-button POST form rather than a link: a tap that creates
something must not be a GET (browsers prefetch links, crawlers follow them), and
a form works without JavaScript too. It carries no CSRF token on purpose: the
home page stays free of sessions (and cacheable), and a page left open in a
phone's tab for days still works. A forged post could only open an empty
check with a new secret link, which is what the button does anyway; still,
a post that the browser says came from another website is refused (the
`Sec-Fetch-Site` header every current browser sends), and the rate limit on
creating games applies.
"""

from __future__ import annotations

from flask import Blueprint, abort, flash, redirect, url_for
from flask_babel import gettext as _

from companion import storage
from companion.games.moonriver.model import ROWS_2_PLAYERS, ROWS_3_4_PLAYERS
from companion.tables import commands
from companion.tables.standings import is_score_check
from companion.web.same_origin import from_another_site
from companion.web.seating import COLOURS
from companion.web.table_forms import VariantForm

bp = Blueprint("checks", __name__)


@bp.post("/moon-river/score-check")
def start():
    if from_another_site():
        abort(403)
    record = commands.start_score_check(_("My ranch"), COLOURS[0])
    return redirect(url_for("tables.seat", edit_token=record.edit_token, position=1))


@bp.post("/t/<edit_token>/variant")
def variant(edit_token: str):
    """Switch a score check between the base game, a Legends scenario and the 2-player grid."""
    record = storage.games().by_edit_token(edit_token)
    if record is None or not is_score_check(record):
        abort(404)
    form = VariantForm()
    back = redirect(url_for("tables.seat", edit_token=edit_token, position=1))
    if not form.validate_on_submit():
        flash(_("Choose a game and a grid from the lists."))
        return back
    mode, scenario = form.mode_and_scenario()
    rows = ROWS_2_PLAYERS if form.rows.data == str(ROWS_2_PLAYERS) else ROWS_3_4_PLAYERS
    try:
        commands.switch_variant(commands.SwitchVariant(edit_token, mode, scenario, rows))
    except commands.NoSuchSeat:
        abort(404)
    except commands.Refused as refused:
        flash(refused.message)
    return back
