"""Seasons: the organiser's page, the season's standings and their printable sheet.

As for events, a season is reached only through one of its two secret tokens
in the path: the organiser token (``/season/<token>``) runs it, the standings
token (``/season-standings/<token>``) shows the standings and nothing else; a
wrong token is a plain 404. Every change is a plain form POST answered by a
redirect, so it works without JavaScript and a reload never sends it again.
The rules live in ``companion.events.seasons``; the standings sheet and its PDF
are made by the events' machinery (``web.event_print``'s stylesheet,
``web.pdf``'s render pool).
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Blueprint, abort, flash, redirect, render_template, request, session, url_for
from flask_babel import get_locale, ngettext
from flask_babel import gettext as _

from companion.events import seasons
from companion.events.season_messages import issue_message
from companion.events.seasons import SeasonTable
from companion.events.service import EventConflict, EventError
from companion.formats.contract import MAX_EVENT_NAME_LENGTH, MAX_SEASON_EVENTS
from companion.i18n import between, list_text, place, titled
from companion.storage.seasons import SeasonRecord
from companion.web.event_forms import form_messages
from companion.web.event_print import cards_css, sheet_page
from companion.web.pdf import cached_pdf
from companion.web.season_forms import OWN, MatchForm, NextEventForm, SeasonEventForm, SeasonForm
from companion.web.share import public_url, qr_svg
from companion.web.sheets import PAPERS, pdf_response

bp = Blueprint("seasons", __name__)

CONFLICT, REFUSED = 409, 422


def _organiser_season(token: str) -> SeasonRecord:
    try:
        return seasons.organiser_season(token)
    except LookupError:
        abort(404)


def _public_season(token: str) -> SeasonRecord:
    try:
        return seasons.public_season(token)
    except LookupError:
        abort(404)


# ---- creating a season --------------------------------------------------------------------------

CREATED = "created_seasons"
"""In the session: the organiser token of the season each filled-in form made (by its
``once``), so the same form sent twice leads to the same season; the last few only."""
CREATED_KEPT = 5


@bp.route("/moon-river/seasons/new", methods=["GET", "POST"])
def new():
    form = SeasonForm()
    if not form.is_submitted():
        form.language.data = str(get_locale())
    made = session.get(CREATED, {})
    if form.is_submitted() and form.once.data in made:
        return redirect(url_for("seasons.organiser", organiser_token=made[form.once.data]))
    if form.validate_on_submit():
        try:
            record = seasons.create_season(form.request())
        except EventError as error:
            form.form_errors.extend(issue_message(issue) for issue in error.issues)
        else:
            kept = dict(list(made.items())[-(CREATED_KEPT - 1) :])
            kept[form.once.data] = record.organiser_token
            session[CREATED] = kept
            flash(_("The season is ready. Keep your organiser link: it is the only way back here."))
            return redirect(url_for("seasons.organiser", organiser_token=record.organiser_token))
    status = REFUSED if form.is_submitted() else 200
    return render_template("seasons/new.html", form=form, max_name=MAX_EVENT_NAME_LENGTH), status


# ---- what the pages show -------------------------------------------------------------------------


def results_text(row: seasons.SeasonRow) -> str:
    """A player's events in one line: each event's points, brackets round those not counted."""
    parts = [
        _("#%(event)d: %(points)d", event=r.position, points=r.standing.event_points)
        if r.counted
        else _("#%(event)d: (%(points)d)", event=r.position, points=r.standing.event_points)
        for r in row.results
    ]
    return between(*parts) if parts else _("no event played yet")


def counting_text(record: SeasonRecord) -> str:
    """How the season ranks, in one sentence."""
    if record.best_of is None:
        return _(
            "Ranked by event points over every event, then game points, then the best single game."
        )
    return ngettext(
        "Ranked by event points of each player's best event, then game points, then the best "
        "single game. In brackets: results beyond it, which do not count.",
        "Ranked by event points of each player's best %(num)d events, then game points, then "
        "the best single game. In brackets: results beyond them, which do not count.",
        record.best_of,
    )


def standings_view(table: SeasonTable) -> dict:
    """Everything the standings page, the organiser's page and the sheet print."""
    holders: dict[int, int] = {}
    for row in table.rows:
        holders[row.standing.place] = holders.get(row.standing.place, 0) + 1
    return {
        "counting": counting_text(table.season),
        "stamp": table.stamp,
        "rows": [
            {
                "place_text": place(row.standing.place, holders[row.standing.place] > 1),
                "name": row.name,
                "points": row.standing.season_points,
                "game_points": row.standing.game_points,
                "results": results_text(row),
            }
            for row in table.rows
        ],
        "events": [
            {
                "position": view.position,
                "name": view.event.name,
                "standings_url": url_for(
                    "events.standings", standings_token=view.event.standings_token
                ),
                "organiser_url": url_for(
                    "events.organiser", organiser_token=view.event.organiser_token
                ),
                "players": len(view.event.players),
            }
            for view in table.events
        ],
    }


def _links(record: SeasonRecord) -> dict:
    lang = record.language
    organiser = public_url(
        url_for("seasons.organiser", organiser_token=record.organiser_token, lang=lang)
    )
    standings = public_url(
        url_for("seasons.standings", standings_token=record.standings_token, lang=lang)
    )
    return {
        "organiser_link": organiser,
        "standings_link": standings,
        "standings_qr": qr_svg(standings),
        "standings_path": url_for("seasons.standings", standings_token=record.standings_token),
    }


def _match_choices(table: SeasonTable) -> tuple[list, list]:
    """The match form's two lists: every name at every event, and every season player."""
    names = [
        (
            str(p.id),
            _("%(name)s, event %(number)d", name=p.name, number=view.position),
        )
        for view in reversed(table.events)
        for p in view.event.players
    ]
    events: dict[int, list[int]] = {}
    for event in table.season.events:
        for season_player in event.entries.values():
            events.setdefault(season_player, []).append(event.position)
    players = [(OWN, _("A season player of their own"))] + [
        (str(p.id), _("%(name)s (events %(events)s)", name=p.name, events=list_text(events[p.id])))
        if p.id in events
        else (str(p.id), p.name)
        for p in table.season.players
    ]
    return names, players


def _render_organiser(record: SeasonRecord, problems: list[str] | None = None, status=200, **forms):
    table = seasons.standings(record)
    match = forms.get("match_form") or MatchForm(formdata=None)
    match.player.choices, match.season_player.choices = _match_choices(table)
    settings = forms.get("settings_form") or SeasonForm(
        formdata=None, name=record.name, language=record.language, best_of=record.best_of
    )
    next_form = forms.get("next_form") or NextEventForm(formdata=None)
    if not next_form.name.data:
        next_form.name.data = _(
            "%(season)s · event %(number)d", season=record.name, number=len(table.events) + 1
        )
    return (
        render_template(
            "seasons/organiser.html",
            season=record,
            view=standings_view(table),
            event_form=forms.get("event_form") or SeasonEventForm(formdata=None),
            next_form=next_form,
            match_form=match,
            settings_form=settings,
            problems=problems or [],
            max_name=MAX_EVENT_NAME_LENGTH,
            max_events=MAX_SEASON_EVENTS,
            **_links(record),
        ),
        status,
    )


@bp.get("/season/<organiser_token>")
def organiser(organiser_token: str):
    return _render_organiser(_organiser_season(organiser_token))


def _run(organiser_token: str, command: Callable, said: Callable, anchor: str = "", **forms):
    """Run one command of the season service: on success flash what ``said`` makes of its
    result and go back to the organiser's page; on a refusal show the page again with every
    reason; an address naming nothing is a 404."""
    try:
        done = command()
    except EventError as error:
        return _refused(organiser_token, error, **forms)
    except LookupError:
        abort(404)
    flash(said(done))
    url = url_for("seasons.organiser", organiser_token=organiser_token)
    return redirect(url + (f"#{anchor}" if anchor else ""))


def _refused(organiser_token: str, error: EventError, **forms):
    """The change was turned down: the page again, with every reason on top."""
    status = CONFLICT if isinstance(error, EventConflict) else REFUSED
    messages = [issue_message(issue) for issue in error.issues]
    return _render_organiser(_organiser_season(organiser_token), messages, status, **forms)


def _invalid(organiser_token: str, form, **forms):
    """A form the page's own checks turned down: the page again, every reason on top."""
    problems = form_messages(form)
    record = _organiser_season(organiser_token)
    return _render_organiser(record, problems, REFUSED, **forms)


def _submit(
    organiser_token: str, form, shown_as: str, change: Callable, said: Callable, anchor: str
):
    """A form that sends one request to the season service: checked by the page first, then
    run as ``change(organiser_token, request)``; a refusal of either kind shows the page again
    with the form as it was sent (handed to the page as ``shown_as``), so nothing typed is
    lost."""
    shown = {shown_as: form}
    if not form.validate():
        return _invalid(organiser_token, form, **shown)
    return _run(
        organiser_token, lambda: change(organiser_token, form.request()), said, anchor, **shown
    )


@bp.post("/season/<organiser_token>/settings")
def settings(organiser_token: str):
    return _submit(
        organiser_token,
        SeasonForm(),
        "settings_form",
        seasons.update_season,
        lambda _done: _("Saved."),
        "settings",
    )


@bp.post("/season/<organiser_token>/events")
def add_event(organiser_token: str):
    return _submit(
        organiser_token,
        SeasonEventForm(),
        "event_form",
        seasons.add_event,
        lambda _record: _("The event was added to the season."),
        "events",
    )


@bp.post("/season/<organiser_token>/next-event")
def next_event(organiser_token: str):
    form = NextEventForm()
    if not form.validate() or form.events() is None:
        return _invalid(organiser_token, form, next_form=form)
    try:
        made = seasons.next_event(organiser_token, form.request())
    except EventError as error:
        return _refused(organiser_token, error, next_form=form)
    except LookupError:
        abort(404)
    flash(_("The next event is ready with the last event's players: seat its first round."))
    return redirect(url_for("events.organiser", organiser_token=made.event_token))


@bp.post("/season/<organiser_token>/match")
def match(organiser_token: str):
    form = MatchForm()
    wanted, player = form.request(), form.player_id()
    if wanted is None or player is None:
        return _invalid(organiser_token, form)
    return _run(
        organiser_token,
        lambda: seasons.match_player(organiser_token, player, wanted),
        lambda record: _("Saved."),
        "players",
    )


# ---- the public standings -----------------------------------------------------------------------


def _standings_fields(record: SeasonRecord) -> dict:
    token = record.standings_token
    return {
        "season": record,
        "view": standings_view(seasons.standings(record)),
        "json_url": url_for("api.season_standings", standings_token=token),
        "csv_url": url_for("api.season_standings_csv", standings_token=token),
        "sheet_url": url_for("seasons.standings_sheet", standings_token=token),
    }


@bp.get("/season-standings/<standings_token>")
def standings(standings_token: str):
    return render_template(
        "seasons/standings.html", **_standings_fields(_public_season(standings_token))
    )


def _paper() -> str:
    paper = request.args.get("paper") or "a4"
    return paper if paper in PAPERS else "a4"


@bp.get("/season-standings/<standings_token>/sheet")
def standings_sheet(standings_token: str):
    record = _public_season(standings_token)
    return sheet_page(
        "seasons",
        standings_token,
        _paper(),
        title=titled(_("Season standings"), record.name),
        back_label=_("Season standings"),
        body="seasons/_sheet_body.html",
        **_standings_fields(record),
    )


@bp.get("/season-standings/<standings_token>/sheet.pdf")
def standings_sheet_pdf(standings_token: str):
    """The standings sheet as a PDF, made off the request's path and kept until the season
    or one of its events changes (the key holds the season's stamp)."""
    record, paper = _public_season(standings_token), _paper()
    fields = _standings_fields(record)
    key = f"season-standings:{standings_token}:{fields['view']['stamp']}:{paper}:{get_locale()}"

    def html() -> str:
        return render_template(
            "seasons/standings_paper.html", cards_css=cards_css(), paper=PAPERS[paper], **fields
        )

    return pdf_response(cached_pdf(key, html), f"season-standings-{paper}.pdf")
