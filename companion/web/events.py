"""Events: the organiser's pages, the round's table cards and the public standings.

An event is reached only through one of its two secret tokens, in the path
(never a query string, so logs and Referer headers carry neither; pages reached
with them send no Referer at all): the organiser token (``/e/<token>``) runs
the event, the standings token (``/s/<token>``) shows the standings and
nothing else. A wrong token is a plain 404. Every change is a plain form POST
answered by a redirect (POST/redirect/GET), so it works without JavaScript and
a reload never sends it again; a form sent twice, or by a second organiser,
is recognised by the core (``EventConflict``) and answered with where the event
stands now. The rules themselves live in ``companion.events.service``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from flask import (
    Blueprint,
    abort,
    flash,
    g,
    jsonify,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_babel import force_locale, get_locale, ngettext
from flask_babel import gettext as _

from companion import storage
from companion.events import seating_report, service
from companion.events.messages import issue_message, seating_notices
from companion.events.service import EventConflict, EventError
from companion.formats.contract import SwapRequest
from companion.i18n import list_text
from companion.storage.events import EventRecord
from companion.web import event_print, event_view
from companion.web.event_forms import (
    MAX_CLUB_LENGTH,
    MAX_EVENT_NAME,
    MAX_PLACE_POINTS,
    MAX_ROUNDS,
    NewEventForm,
    PlayerForm,
    PublishForm,
    RoundForm,
    RulesForm,
    SwapForm,
    form_messages,
    place_names,
)
from companion.web.share import public_url, qr_svg
from companion.web.sheets import PAPERS, pdf_response

bp = Blueprint("events", __name__)
T = TypeVar("T")

CONFLICT, REFUSED = 409, 422


@bp.app_context_processor
def event_helpers() -> dict:
    return {"form_messages": form_messages}


def _organiser_event(token: str) -> EventRecord:
    try:
        return service.organiser_event(token)
    except LookupError:
        abort(404)


def _public_event(token: str) -> EventRecord:
    try:
        return service.public_event(token)
    except LookupError:
        abort(404)


# ---- creating an event --------------------------------------------------------------------------


CREATED = "created_events"
"""In the session: the events this browser created (their ids, never their secret tokens),
by their form's ``once``; the last few only."""
CREATED_KEPT = 5


def _created_before(once: str | None) -> str | None:
    """The organiser token of the event this very form already created, if it did."""
    event_id = session.get(CREATED, {}).get(once) if once else None
    if not isinstance(event_id, int):
        return None
    try:
        return storage.events().by_id(event_id).organiser_token
    except LookupError:  # gone since (expired)
        return None


def _remember_created(once: str | None, event: EventRecord) -> None:
    if not once:
        return
    created = dict(list(session.get(CREATED, {}).items())[-(CREATED_KEPT - 1) :])
    created[once] = event.id
    session[CREATED] = created


@bp.route("/moon-river/events/new", methods=["GET", "POST"])
def new():
    form = NewEventForm()
    if not form.is_submitted():
        form.language.data = str(get_locale())
    earlier = _created_before(form.once.data) if form.is_submitted() else None
    if earlier is not None:  # the same form again (a double tap, a reload): the same event
        return redirect(url_for("events.organiser", organiser_token=earlier))
    if form.validate_on_submit():
        try:
            event = service.create_event(form.request())
        except EventError as error:
            form.form_errors.extend(issue_message(issue) for issue in error.issues)
        else:
            _remember_created(form.once.data, event)
            flash(_("The event is ready. Keep your organiser link: it is the only way back here."))
            return redirect(url_for("events.organiser", organiser_token=event.organiser_token))
    status = REFUSED if form.is_submitted() else 200
    return (
        render_template(
            "events/new.html",
            form=form,
            place_names=place_names(),
            max_name=MAX_EVENT_NAME,
            max_rounds=MAX_ROUNDS,
            max_points=MAX_PLACE_POINTS,
            default_rules=NewEventForm(formdata=None).rules(),
        ),
        status,
    )


# ---- the organiser's page ---------------------------------------------------------------------


def _links(event: EventRecord) -> dict:
    """The organiser's own link and the public standings link, in the event's language."""
    lang = event.language
    organiser = public_url(
        url_for("events.organiser", organiser_token=event.organiser_token, lang=lang)
    )
    standings = public_url(
        url_for("events.standings", standings_token=event.standings_token, lang=lang)
    )
    return {
        "organiser_link": organiser,
        "standings_link": standings,
        "standings_qr": qr_svg(standings),
        "standings_path": url_for("events.standings", standings_token=event.standings_token),
        "projector_path": url_for("events.projector", standings_token=event.standings_token),
    }


def _render_organiser(
    event: EventRecord,
    *,
    player_form: PlayerForm | None = None,
    problems: list[str] | None = None,
    status: int = 200,
    editing: dict | None = None,
    rules_form: RulesForm | None = None,
):
    rules_open = rules_form is not None  # the organiser's own rules form, refused: open
    if rules_form is None:
        rules_form = RulesForm(formdata=None)
        rules_form.show(event.rules)
    return (
        render_template(
            "events/organiser.html",
            event=event,
            editing=editing or {},
            page=event_view.organiser_view(event),
            player_form=player_form or PlayerForm(formdata=None),
            round_form=RoundForm(formdata=None),
            swap_form=SwapForm(formdata=None),
            rules_form=rules_form,
            rules_open=rules_open,
            rules_summary=event_view.rules_summary(event),
            max_points=MAX_PLACE_POINTS,
            problems=problems or [],
            # a refusal is answered at the form's address, which cannot be fetched again:
            # that page stays as it is (the organiser's next tap leads back to a live one)
            status_url=url_for(
                "events.organiser_status", organiser_token=event.organiser_token, lang=None
            )
            if status == 200
            else None,
            max_name=service.MAX_NAME_LENGTH,
            max_club=MAX_CLUB_LENGTH,
            **_links(event),
        ),
        status,
    )


@bp.get("/e/<organiser_token>")
def organiser(organiser_token: str):
    return _render_organiser(_organiser_event(organiser_token))


@bp.get("/e/<organiser_token>/status")
def organiser_status(organiser_token: str):
    """What the organiser's page polls to learn that a table moved on: one query."""
    try:
        return jsonify(stamp=service.stamp(organiser_token=organiser_token))
    except LookupError:
        abort(404)


def _back(organiser_token: str, anchor: str = ""):
    url = url_for("events.organiser", organiser_token=organiser_token)
    return redirect(url + (f"#{anchor}" if anchor else ""))


def _refused(organiser_token: str, error: EventError, **kwargs):
    """The change was turned down: the page again, with every reason on top."""
    status = CONFLICT if isinstance(error, EventConflict) else REFUSED
    messages = [issue_message(issue) for issue in error.issues]
    return _render_organiser(
        _organiser_event(organiser_token), problems=messages, status=status, **kwargs
    )


def _stale_form(organiser_token: str):
    """A form without its round (damaged, or from a page too old): nothing was changed."""
    message = _(
        "This form is out of date or damaged, so nothing was changed. Here is the event as it "
        "stands now."
    )
    return _render_organiser(_organiser_event(organiser_token), problems=[message], status=REFUSED)


def _run(
    organiser_token: str,
    command: Callable[[], T],
    said: Callable[[T], str | list[str] | None],
    anchor: str = "",
    **shown,
):
    """Run one command of the event service: on success flash what ``said`` makes of its
    result and go back to the organiser's page (POST/redirect/GET); on a refusal show the
    page again with every reason (``shown`` keeps what the form held); an address naming
    nothing is a 404. The only way the organiser's forms change an event."""
    try:
        done = command()
    except EventError as error:
        return _refused(organiser_token, error, **shown)
    except LookupError:
        abort(404)
    messages = said(done) or []
    for message in [messages] if isinstance(messages, str) else messages:
        flash(message)
    return _back(organiser_token, anchor)


@bp.post("/e/<organiser_token>/players")
def add_player(organiser_token: str):
    form = PlayerForm()
    if not form.validate():
        return _render_organiser(
            _organiser_event(organiser_token), player_form=form, status=REFUSED
        )
    try:
        player = service.add_player(organiser_token, form.request())
    except EventError as error:  # said in the form, next to the name field it is about
        form.form_errors.extend(issue_message(issue) for issue in error.issues)
        status = CONFLICT if isinstance(error, EventConflict) else REFUSED
        return _render_organiser(_organiser_event(organiser_token), player_form=form, status=status)
    except LookupError:
        abort(404)
    _joined(player)
    return _back(organiser_token)  # no #fragment: it would keep the name field from its autofocus


ADDED = "added"
"""The flash category of a player just added: the page puts the keyboard back on the name."""


def _joined(player) -> None:
    if player.first_round > 1:
        said = _(
            "%(name)s joins from round %(number)d.", name=player.name, number=player.first_round
        )
    else:
        said = _("%(name)s was added.", name=player.name)
    flash(said, ADDED)


@bp.post("/e/<organiser_token>/players/<int:player_id>")
def rename_player(organiser_token: str, player_id: int):
    form = PlayerForm()
    # a refusal shows the player's form open again with what was typed, not the stored name
    typed = {"id": player_id, "name": form.name.data or "", "club": form.club.data or ""}
    if not form.validate():
        event = _organiser_event(organiser_token)
        if event.player(player_id) is None:
            abort(404)
        problems = [message for field in form for message in field.errors]
        return _render_organiser(event, problems=problems, status=REFUSED, editing=typed)
    return _run(
        organiser_token,
        lambda: service.rename_player(organiser_token, player_id, form.request()),
        lambda _player: _("Saved."),
        f"player-{player_id}",
        editing=typed,
    )


@bp.post("/e/<organiser_token>/players/<int:player_id>/drop")
def drop_player(organiser_token: str, player_id: int):
    return _seat_from_next_round(organiser_token, player_id, seated=False)


@bp.post("/e/<organiser_token>/players/<int:player_id>/back")
def bring_back_player(organiser_token: str, player_id: int):
    return _seat_from_next_round(organiser_token, player_id, seated=True)


def _seat_from_next_round(organiser_token: str, player_id: int, *, seated: bool):
    """Drop a player from the next round on, or bring a dropped one back (the same form)."""
    form = RoundForm()
    if not form.validate() or form.based_on() is None:
        return _stale_form(organiser_token)
    change = service.bring_back_player if seated else service.drop_player
    return _run(organiser_token, lambda: change(organiser_token, player_id), _reseated, "players")


DROPPED = "dropped:"
"""The flash category of a drop, followed by the player's id: the message offers to undo it."""


def _reseated(done: service.Reseated) -> str | None:
    name, number = done.player.name, done.round
    if done.player.dropped_from is None:
        return _("%(name)s is seated again from round %(number)d on.", name=name, number=number)
    said = _("%(name)s is not seated from round %(number)d on.", name=name, number=number)
    flash(said, f"{DROPPED}{done.player.id}")
    return None


@bp.post("/e/<organiser_token>/rounds")
def seat_round(organiser_token: str):
    form = RoundForm()
    if not form.validate() or form.based_on() is None:
        return _stale_form(organiser_token)
    return _run(
        organiser_token, lambda: service.seat_next_round(organiser_token, form.request()), _seated
    )


def _seated(seated: service.Seated) -> list[str]:
    g.tables_created = len(seated.round.tables)  # each counts as a new table (limits.py)
    said = ngettext(
        "Round %(number)d is drafted: %(num)d table. Only you see it until you publish it.",
        "Round %(number)d is drafted: %(num)d tables. Only you see it until you publish it.",
        len(seated.round.tables),
        number=seated.round.number,
    )
    return [said, *seating_notices(seated, {p.id: p.name for p in seated.event.players})]


@bp.post("/e/<organiser_token>/rules")
def change_rules(organiser_token: str):
    """Odd counts, bye points, the final table and the tiebreaks' order."""
    form = RulesForm()
    if not form.validate():
        problems = form_messages(form)
        return _render_organiser(
            _organiser_event(organiser_token), problems=problems, status=REFUSED, rules_form=form
        )
    return _run(
        organiser_token,
        lambda: service.change_rules(organiser_token, form.request()),
        lambda _event: _("The rules are saved."),
        "rules",
        rules_form=form,
    )


@bp.post("/e/<organiser_token>/rounds/<int:number>/publish")
def publish_round(organiser_token: str, number: int):
    """The draft goes live as the page showed it (one touch after "Seat round N")."""
    form = PublishForm()
    body = form.request() if form.validate() and form.based_on() == number else None
    if body is None:
        return _stale_form(organiser_token)
    return _run(
        organiser_token,
        lambda: service.publish_round(organiser_token, number, body),
        _published,
    )


def _published(done: service.ChangedRound) -> list[str]:
    said = ngettext(
        "Round %(number)d is seated: %(num)d table.",
        "Round %(number)d is seated: %(num)d tables.",
        len(done.round.tables),
        number=done.round.number,
    )
    return [said, *seating_notices(_as_seated(done), {p.id: p.name for p in done.event.players})]


def _as_seated(done: service.ChangedRound) -> service.Seated:
    """The published draft as a seating, so publishing says what seating it said (a
    table of 2, byes, tables of 3 at the top, a final and who sits it out)."""
    round_ = done.round
    seated = {player for table in round_.tables for player in table.players}
    seated |= {player for player, _points in round_.byes}
    left_out = [p.id for p in done.event.players if p.plays_in(round_.number)]
    return service.Seated(
        round_,
        any(len(t.players) == 2 for t in round_.tables),
        done.event,
        seating_report.Report(()),
        tuple(p for p in left_out if p not in seated) if round_.final else (),
    )


@bp.post("/e/<organiser_token>/rounds/<int:number>/discard")
def discard_draft(organiser_token: str, number: int):
    if not _round_form_holds(number):
        return _stale_form(organiser_token)
    return _run(
        organiser_token,
        lambda: service.discard_draft(organiser_token, number),
        lambda _r: _("The draft of round %(number)d is thrown away.", number=number),
    )


def _round_form_holds(number: int) -> bool:
    """The form was made for round ``number`` (not damaged, not from another round's page)."""
    form = RoundForm()
    return form.validate() and form.based_on() == number


@bp.post("/e/<organiser_token>/rounds/<int:number>/swap")
def swap(organiser_token: str, number: int):
    try:
        players = [int(request.form["first"]), int(request.form["second"])]
    except (KeyError, ValueError):
        players = None
    if not _round_form_holds(number) or players is None:
        return _stale_form(organiser_token)
    return _run(
        organiser_token,
        lambda: service.swap_players(organiser_token, number, SwapRequest(players=players)),
        lambda done: _(
            "%(first)s and %(second)s have swapped seats.",
            first=done.event.player(players[0]).name,
            second=done.event.player(players[1]).name,
        ),
    )


@bp.get("/e/<organiser_token>/rounds/<int:number>/close")
def confirm_close(organiser_token: str, number: int):
    """Closing a round with tables still playing asks once, naming the tables that will
    score nothing (a page of its own, so it asks without JavaScript too)."""
    event = _organiser_event(organiser_token)
    view = event_view.closing_view(event, number)
    if view is None:  # not the open round any more: the page as it stands now
        return _back(organiser_token)
    return render_template(
        "events/close_round.html",
        event=event,
        closing=view,
        round_form=RoundForm(formdata=None),
        back_url=url_for("events.organiser", organiser_token=organiser_token),
    )


@bp.post("/e/<organiser_token>/rounds/<int:number>/close")
def close_round(organiser_token: str, number: int):
    if not _round_form_holds(number):
        return _stale_form(organiser_token)
    if request.form.get("confirmed") != "1":  # a form that did not ask first: ask now
        return redirect(
            url_for("events.confirm_close", organiser_token=organiser_token, number=number), 303
        )
    return _run(
        organiser_token,
        lambda: service.close_round(organiser_token, number),
        lambda void: _closed(number, void),
    )


def _closed(number: int, void: list[int]) -> str:
    if not void:
        return _("Round %(number)d is closed.", number=number)
    return ngettext(
        "Round %(number)d is closed. Table %(tables)s had not finished and scores nothing.",
        "Round %(number)d is closed. Tables %(tables)s had not finished and score nothing.",
        len(void),
        number=number,
        tables=list_text(void),
    )


@bp.post("/e/<organiser_token>/rounds/<int:number>/clock")
def start_clock(organiser_token: str, number: int):
    if not _round_form_holds(number):
        return _stale_form(organiser_token)
    return _run(
        organiser_token, lambda: service.start_clock(organiser_token, number), lambda _r: None
    )


@bp.post("/e/<organiser_token>/rounds/<int:number>/tables/<int:table>/count")
def count_table(organiser_token: str, number: int, table: int):
    """A table closed unfinished counts again, once its game night has every ranch finished."""
    if not _round_form_holds(number):
        return _stale_form(organiser_token)
    return _run(
        organiser_token,
        lambda: service.count_table(organiser_token, number, table),
        lambda _r: _("Table %(number)d counts now.", number=table),
        f"table-{table}",
    )


# ---- the round's table cards ------------------------------------------------------------------


def _paper() -> str:
    paper = request.args.get("paper") or "a4"
    return paper if paper in PAPERS else "a4"


@bp.get("/e/<organiser_token>/rounds/<int:number>/cards")
def cards(organiser_token: str, number: int):
    event = _organiser_event(organiser_token)
    if event.round(number) is None:
        abort(404)
    paper = _paper()
    with force_locale(event.language):
        return event_print.cards_page(event, number, paper)


@bp.get("/e/<organiser_token>/rounds/<int:number>/cards.pdf")
def cards_pdf(organiser_token: str, number: int):
    event = _organiser_event(organiser_token)
    if event.round(number) is None:
        abort(404)
    paper = _paper()
    with force_locale(event.language):
        pdf = event_print.cards_pdf(event, number, paper)
    return pdf_response(pdf, f"event-round-{number}-tables-{paper}.pdf")


# ---- the public standings ---------------------------------------------------------------------


def _exports(event: EventRecord) -> dict[str, str]:
    """The standings as the API gives them: JSON, and CSV for a spreadsheet."""
    token = event.standings_token
    return {
        "json_url": url_for("api.event_standings", standings_token=token),
        "csv_url": url_for("api.event_standings_csv", standings_token=token),
    }


PAGES = service.Kept(32)
"""The standings pages as made for a stamp, a language and a minute (the round's clock
counts minutes): after a change each watcher's reload is one query, not a page made again
for each of them."""


def _standings_page(template: str, standings_token: str, projector: bool = False):
    try:
        stamp = service.stamp(standings_token=standings_token)
    except LookupError:
        abort(404)
    minute = int(time.time() // 60)
    key = (template, standings_token, stamp, str(get_locale()), request.full_path, minute)
    return PAGES.get(key, lambda: _make_standings_page(template, standings_token, projector))


def _make_standings_page(template: str, standings_token: str, projector: bool) -> str:
    event = _public_event(standings_token)
    view = event_view.standings_view(event)
    return render_template(
        template,
        event=event,
        view=view,
        layout=event_view.projector_layout(view) if projector else None,
        status_url=url_for("events.status", standings_token=standings_token, lang=None),
        **_exports(event),
    )


@bp.get("/s/<standings_token>")
def standings(standings_token: str):
    return _standings_page("events/standings.html", standings_token)


@bp.get("/s/<standings_token>/projector")
def projector(standings_token: str):
    return _standings_page("events/projector.html", standings_token, projector=True)


@bp.get("/s/<standings_token>/status")
def status(standings_token: str):
    """What the standings page polls (as the results page does) to know when to redraw.

    One query reads the stamp; nothing is loaded or scored. The stamp is the answer's
    ETag, and the browser asks again each time (no-cache) sending it: with nothing
    changed the answer is an empty 304."""
    try:
        stamp = service.stamp(standings_token=standings_token)
    except LookupError:
        abort(404)
    response = jsonify(stamp=stamp)
    response.set_etag(stamp)
    response.headers["Cache-Control"] = "no-cache"
    return response.make_conditional(request)


@bp.get("/s/<standings_token>/sheet")
def standings_sheet(standings_token: str):
    event = _public_event(standings_token)
    return event_print.standings_page(event, _paper())


@bp.get("/s/<standings_token>/sheet.pdf")
def standings_sheet_pdf(standings_token: str):
    event = _public_event(standings_token)
    paper = _paper()
    pdf = event_print.standings_pdf(event, paper)
    return pdf_response(pdf, f"event-standings-{paper}.pdf")
