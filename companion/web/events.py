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
from companion.events import service
from companion.events.messages import issue_message, two_player_notice
from companion.events.service import Code, EventConflict, EventError, Issue
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
    RoundForm,
    SwapForm,
    form_messages,
    place_names,
)
from companion.web.share import public_url, qr_svg
from companion.web.sheets import PAPERS, pdf_response

bp = Blueprint("events", __name__)

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
            event = service.create_event(
                form.name.data, form.language.data, form.games(), form.points()
            )
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
):
    return (
        render_template(
            "events/organiser.html",
            event=event,
            editing=editing or {},
            page=event_view.organiser_view(event),
            player_form=player_form or PlayerForm(formdata=None),
            round_form=RoundForm(formdata=None),
            swap_form=SwapForm(formdata=None),
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
    """What the organiser's page polls to learn that a table moved on."""
    event = _organiser_event(organiser_token)
    return jsonify(stamp=service.standings(event).stamp)


def _back(event: EventRecord, anchor: str = ""):
    url = url_for("events.organiser", organiser_token=event.organiser_token)
    return redirect(url + (f"#{anchor}" if anchor else ""))


def _refused(event: EventRecord, error: EventError, **kwargs):
    """The change was turned down: the page again, with every reason on top."""
    status = CONFLICT if isinstance(error, EventConflict) else REFUSED
    messages = [issue_message(issue) for issue in error.issues]
    return _render_organiser(
        service.organiser_event(event.organiser_token), problems=messages, status=status, **kwargs
    )


def _stale_form(event: EventRecord):
    """A form without its round (damaged, or from a page too old): nothing was changed."""
    message = _(
        "This form is out of date or damaged, so nothing was changed. Here is the event as it "
        "stands now."
    )
    return _render_organiser(event, problems=[message], status=REFUSED)


@bp.post("/e/<organiser_token>/players")
def add_player(organiser_token: str):
    event = _organiser_event(organiser_token)
    form = PlayerForm()
    if not form.validate():
        return _render_organiser(event, player_form=form, status=REFUSED)
    try:
        player = service.add_player(organiser_token, form.name.data, form.club.data or None)
    except EventError as error:
        form.form_errors.extend(issue_message(issue) for issue in error.issues)
        return _render_organiser(event, player_form=form, status=REFUSED)
    if player.first_round > 1:
        flash(
            _("%(name)s joins from round %(number)d.", name=player.name, number=player.first_round)
        )
    else:
        flash(_("%(name)s was added.", name=player.name))
    return _back(event, "players")


@bp.post("/e/<organiser_token>/players/<int:player_id>")
def rename_player(organiser_token: str, player_id: int):
    event = _organiser_event(organiser_token)
    if event.player(player_id) is None:
        abort(404)
    form = PlayerForm()
    # a refusal shows the player's form open again with what was typed, not the stored name
    typed = {"id": player_id, "name": form.name.data or "", "club": form.club.data or ""}
    if not form.validate():
        problems = [message for field in form for message in field.errors]
        return _render_organiser(event, problems=problems, status=REFUSED, editing=typed)
    try:
        service.rename_player(organiser_token, player_id, form.name.data, form.club.data or None)
    except EventError as error:
        return _refused(event, error, editing=typed)
    flash(_("Saved."))
    return _back(event, f"player-{player_id}")


@bp.post("/e/<organiser_token>/players/<int:player_id>/drop")
def drop_player(organiser_token: str, player_id: int):
    return _seat_from_next_round(organiser_token, player_id, seated=False)


@bp.post("/e/<organiser_token>/players/<int:player_id>/back")
def bring_back_player(organiser_token: str, player_id: int):
    return _seat_from_next_round(organiser_token, player_id, seated=True)


def _seat_from_next_round(organiser_token: str, player_id: int, *, seated: bool):
    """Drop a player from the next round on, or bring a dropped one back (the same form)."""
    event = _organiser_event(organiser_token)
    player = event.player(player_id)
    if player is None:
        abort(404)
    form = RoundForm()
    if not form.validate() or form.based_on() is None:
        return _stale_form(event)
    if (player.dropped_from is None) == seated:  # sent twice: already done
        return _back(event, "players")
    change = service.bring_back_player if seated else service.drop_player
    try:
        number = change(organiser_token, player_id)
    except EventError as error:
        return _refused(event, error)
    if seated:
        flash(
            _("%(name)s is seated again from round %(number)d on.", name=player.name, number=number)
        )
    else:
        flash(
            _("%(name)s is not seated from round %(number)d on.", name=player.name, number=number)
        )
    return _back(event, "players")


@bp.post("/e/<organiser_token>/rounds")
def seat_round(organiser_token: str):
    event = _organiser_event(organiser_token)
    form = RoundForm()
    if not form.validate() or form.based_on() is None:
        return _stale_form(event)
    try:
        seated = service.seat_next_round(organiser_token, form.based_on())
    except EventError as error:
        return _refused(event, error)
    g.tables_created = len(seated.round.tables)  # each counts as a new table (limits.py)
    flash(
        ngettext(
            "Round %(number)d is seated: %(num)d table.",
            "Round %(number)d is seated: %(num)d tables.",
            len(seated.round.tables),
            number=seated.round.number,
        )
    )
    if seated.two_player_table:
        flash(two_player_notice())
    return _back(event)


def _round_change(organiser_token: str, number: int):
    """The event and a valid round form, or the answer to give instead."""
    event = _organiser_event(organiser_token)
    form = RoundForm()
    if not form.validate() or form.based_on() != number:
        return event, _stale_form(event)
    return event, None


@bp.post("/e/<organiser_token>/rounds/<int:number>/swap")
def swap(organiser_token: str, number: int):
    event, answer = _round_change(organiser_token, number)
    if answer:
        return answer
    try:
        first, second = int(request.form["first"]), int(request.form["second"])
    except (KeyError, ValueError):
        return _stale_form(event)
    if event.player(first) is None or event.player(second) is None:  # not this event's
        return _refused(event, EventError(Issue(Code.NO_SUCH_PLAYER, "players")))
    try:
        service.swap_players(organiser_token, number, first, second)
    except EventError as error:
        return _refused(event, error)
    flash(
        _(
            "%(first)s and %(second)s have swapped seats.",
            first=event.player(first).name,
            second=event.player(second).name,
        )
    )
    return _back(event)


@bp.post("/e/<organiser_token>/rounds/<int:number>/close")
def close_round(organiser_token: str, number: int):
    event, answer = _round_change(organiser_token, number)
    if answer:
        return answer
    try:
        void = service.close_round(organiser_token, number)
    except EventError as error:
        return _refused(event, error)
    if void:
        flash(
            ngettext(
                "Round %(number)d is closed. Table %(tables)s had not finished and scores nothing.",
                "Round %(number)d is closed. Tables %(tables)s had not finished and score nothing.",
                len(void),
                number=number,
                tables=list_text(void),
            )
        )
    else:
        flash(_("Round %(number)d is closed.", number=number))
    return _back(event)


@bp.post("/e/<organiser_token>/rounds/<int:number>/clock")
def start_clock(organiser_token: str, number: int):
    event, answer = _round_change(organiser_token, number)
    if answer:
        return answer
    try:
        service.start_clock(organiser_token, number)
    except EventError as error:
        return _refused(event, error)
    return _back(event)


@bp.post("/e/<organiser_token>/rounds/<int:number>/tables/<int:table>/count")
def count_table(organiser_token: str, number: int, table: int):
    """A table closed unfinished counts again, once its game night has every ranch finished."""
    event, answer = _round_change(organiser_token, number)
    if answer:
        return answer
    try:
        service.correct_table(organiser_token, number, table, {})
    except EventError as error:
        return _refused(event, error)
    flash(_("Table %(number)d counts now.", number=table))
    return _back(event, f"table-{table}")


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


def _standings_page(template: str, standings_token: str):
    event = _public_event(standings_token)
    return render_template(
        template,
        event=event,
        view=event_view.standings_view(event),
        status_url=url_for("events.status", standings_token=standings_token, lang=None),
        **_exports(event),
    )


@bp.get("/s/<standings_token>")
def standings(standings_token: str):
    return _standings_page("events/standings.html", standings_token)


@bp.get("/s/<standings_token>/projector")
def projector(standings_token: str):
    return _standings_page("events/projector.html", standings_token)


@bp.get("/s/<standings_token>/status")
def status(standings_token: str):
    """What the standings page polls (as the results page does) to know when to redraw."""
    event = _public_event(standings_token)
    return jsonify(stamp=service.standings(event).stamp)


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
