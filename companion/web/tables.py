"""Game night: start a table, share it, enter each ranch, read the results.

Every game is reached only through one of its two secret tokens: the edit
token (``/t/<token>``) lets players pick a seat and change that ranch, the
view token (``/r/<token>``) shows the results and nothing else. A wrong token
is a plain 404, the same as an address that never existed.
"""

from __future__ import annotations

from flask import (
    Blueprint,
    abort,
    flash,
    jsonify,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import gettext as _
from flask_wtf.csrf import CSRFError

from companion import storage
from companion.formats import contract
from companion.formats.ranch_json import ranch_to_contract
from companion.formats.results_json import player_to_json
from companion.games.moonriver.model import (
    COLUMNS,
    Mode,
)
from companion.storage.repository import GameRecord, SeatSpec
from companion.tables import commands
from companion.tables.standings import (
    grid_rows,
    is_score_check,
    scored_game,
    standings,
)
from companion.web import breakdown, results_view, sheets
from companion.web.editor_limits import editor_context
from companion.web.ranch_svg import key_items, ranch_svg
from companion.web.seat_sync import seat_sync_words
from companion.web.seating import COLOURS, draw_scenario, scenario_number
from companion.web.share import others_can_join, public_url, qr_svg
from companion.web.table_forms import (
    DRAW,
    FinishForm,
    NewGameForm,
    RanchForm,
    VariantForm,
    scenario_choice,
)
from companion.words.moonriver import labels
from companion.words.moonriver.messages import explain_tiebreak, warning_message

bp = Blueprint("tables", __name__)

RECENT_COOKIE = "recent_games"
RECENT_LIMIT = 12


@bp.app_errorhandler(CSRFError)
def forged_form(error: CSRFError):
    message = _(
        "This form was not accepted: it did not come from this app's page, or the page is too "
        "old. Nothing was changed. Go back, reload the page and try again."
    )
    return render_template("error.html", status=400, message=message), 400


@bp.app_context_processor
def table_helpers() -> dict:
    return {
        "colour_names": labels.COLOUR,
        "characters": labels.CHARACTER,
        "terrain_names": {t.value: name for t, name in labels.TERRAIN.items()},
        "partner_names": {p.value: name for p, name in labels.PARTNER.items()},
        "ranch_key_items": key_items,
        "mode_names": labels.MODE,
        "scenario_names": labels.SCENARIO,
        "scenario_number": scenario_number,
        "groups": breakdown.GROUPS,
    }


def _game_or_404(edit_token: str) -> GameRecord:
    record = storage.games().by_edit_token(edit_token)
    if record is None:
        abort(404)
    return record


def _remember(response, edit_token: str):
    """Keep this game in the device's list of recent games (no accounts needed)."""
    tokens = [t for t in request.cookies.get(RECENT_COOKIE, "").split(".") if t]
    tokens = [edit_token] + [t for t in tokens if t != edit_token]
    response.set_cookie(
        RECENT_COOKIE,
        ".".join(tokens[:RECENT_LIMIT]),
        max_age=90 * 24 * 3600,
        httponly=True,
        samesite="Lax",
    )
    return response


@bp.route("/moon-river/game-night", methods=["GET", "POST"])
@bp.route("/t/<edit_token>/game-night", methods=["GET", "POST"])
def new(edit_token: str | None = None):
    """Start a table; from a score check's address, with that ranch as player 1's.

    The check's edit token travels in the path (the form posts back to it), never
    in a query string: paths are what logs and this app know to redact.
    """
    form = NewGameForm()
    check = None if edit_token is None else _score_check(edit_token)
    if check is not None and not form.is_submitted():
        form.mode.data = check.mode.value
        form.scenario.data = check.scenario.value if check.scenario else DRAW
    if form.validate_on_submit():
        try:
            record = _start_table(form, check)
        except commands.WrongGrid as refused:
            form.form_errors.append(refused.message)
        else:
            return redirect(url_for("tables.table", edit_token=record.edit_token))
    status = 422 if form.is_submitted() else 200
    return (
        render_template("tables/new.html", form=form, colour_list=COLOURS, check=check),
        status,
    )


def _start_table(form: NewGameForm, check: GameRecord | None) -> GameRecord:
    """The form's table, started by the command; a scenario drawn for it is said once it is."""
    mode = Mode(form.mode.data)
    chosen = scenario_choice(form) if mode is Mode.LEGENDS else None
    scenario = (chosen or draw_scenario()) if mode is Mode.LEGENDS else None
    seats = [SeatSpec(name, colour) for name, colour in form.seated()]
    first_ranch = check.seats[0].ranch if check is not None else None
    record = commands.create_table(commands.NewTable(mode, scenario, seats, first_ranch))
    if scenario is not None and chosen is None:
        flash(
            _(
                "Scenario drawn: plot %(number)d, %(name)s.",
                number=scenario_number(scenario),
                name=labels.SCENARIO[scenario],
            )
        )
    return record


def _score_check(edit_token: str) -> GameRecord | None:
    """The score check at this address (404 for anything else), once its ranch is entered."""
    record = _game_or_404(edit_token)
    if not is_score_check(record):
        abort(404)
    return record if record.seats[0].ranch is not None else None


@bp.get("/t/<edit_token>")
def table(edit_token: str):
    record = _game_or_404(edit_token)
    if is_score_check(record):  # one ranch has no table: its editor is its page
        return redirect(url_for("tables.seat", edit_token=edit_token, position=1))
    edit_link = public_url(url_for("tables.table", edit_token=edit_token))
    view_link = public_url(url_for("tables.results", view_token=record.view_token))
    response = make_response(
        render_template(
            "tables/table.html",
            game=record,
            table=standings(record),
            edit_link=edit_link,
            view_link=view_link,
            edit_qr=qr_svg(edit_link),
            view_qr=qr_svg(view_link),
            others_can_join=others_can_join(),
        )
    )
    return _remember(response, edit_token)


def _variant_form(record: GameRecord, rows: int) -> VariantForm:
    chosen = record.scenario.value if record.scenario else record.mode.value
    return VariantForm(formdata=None, data={"variant": chosen, "rows": str(rows)})


def _render_seat(record: GameRecord, position: int, form: RanchForm, messages=(), status=200):
    seat = record.seat(position)
    rows = grid_rows(record)
    table = standings(record)
    result = next((r.result for r in table.rows if r.seat.position == position), None)
    score = result.score if result else None
    others = (s.ranch for s in record.seats if s.position != position)
    messages = list(dict.fromkeys([*messages, *table.problems]))
    return (
        render_template(
            "tables/seat.html",
            game=record,
            seat=seat,
            form=form,
            rows=rows,
            total=score.total if score else 0,
            lines=breakdown.lines(score, seat.ranch, record.mode, record.scenario),
            messages=messages,
            warnings=[warning_message(w) for w in score.warnings] if score else [],
            sync_words=seat_sync_words(),
            score_json=player_to_json(result, warning_message) if result else None,
            check=is_score_check(record),
            variant_form=_variant_form(record, rows),
            **editor_context(rows, others),
        ),
        status,
    )


@bp.route("/t/<edit_token>/seat/<int:position>", methods=["GET", "POST"])
def seat(edit_token: str, position: int):
    record = _game_or_404(edit_token)
    current = record.seat(position)
    if current is None:
        abort(404)
    rows = grid_rows(record)
    if request.method == "GET":
        form = RanchForm.for_ranch(rows, current.ranch, current.version)
        closed = [commands.RoundClosed().message] if commands.round_closed(edit_token) else []
        response = make_response(_render_seat(record, position, form, closed))
        return _remember(response, edit_token)

    form = RanchForm()
    if len(form.cells) != rows * COLUMNS:  # not this grid's form: show what is stored
        fresh = RanchForm.for_ranch(rows, current.ranch, current.version)
        message = _("This form does not fit this ranch's grid; nothing was saved.")
        return _render_seat(record, position, fresh, [message], 422)
    valid = form.validate()
    messages = form.cell_problems()
    if form.based_on() is None or not (valid or messages):  # which version was this form?
        form.version.data = str(current.version)
        messages.insert(
            0,
            _(
                "This page's form is damaged or out of date, so nothing was saved. Your entries "
                "are still below: check them and save again."
            ),
        )
    if messages:
        return _render_seat(record, position, form, messages, 422)
    ranch = form.ranch(rows)
    problems = form.ranch_problems(rows, current.name)
    if problems:
        return _render_seat(record, position, form, problems, 422)
    request_ = contract.SeatSaveRequest(version=form.based_on(), ranch=ranch_to_contract(ranch))
    try:
        commands.save_seat(commands.SaveSeat(edit_token, position, request_))
    except commands.Refused as refused:
        return _refused_save(record, position, form, refused)
    flash(_("Saved."))
    return redirect(url_for("tables.seat", edit_token=edit_token, position=position))


def _refused_save(record: GameRecord, position: int, form: RanchForm, refused: commands.Refused):
    """The seat page again, the player's entries kept, saying why nothing was saved."""
    if isinstance(refused, commands.NoSuchSeat):
        abort(404)
    if isinstance(refused, commands.SeatProblems):
        messages = [problem["message"] for problem in refused.problems]
        return _render_seat(record, position, form, messages, 422)
    if isinstance(refused, commands.SeatChanged):
        form.version.data = str(refused.current.version)
        notice = _(
            "Someone else saved this ranch since you opened it. Your changes are still below: "
            "save again to keep yours, or reload the page to see theirs."
        )
        return _render_seat(record, position, form, [notice], 409)
    return _render_seat(record, position, form, [refused.message], 409)  # RoundClosed


@bp.post("/t/<edit_token>/seat/<int:position>/finished")
def finish(edit_token: str, position: int):
    record = _game_or_404(edit_token)
    seat = record.seat(position)
    if seat is None:
        abort(404)
    form = FinishForm()
    if not form.validate_on_submit():
        abort(400)
    finished = form.finished.data == "1"
    try:
        commands.mark_finished(commands.FinishSeat(edit_token, position, finished))
    except commands.NoSuchSeat:
        abort(404)
    except commands.NothingToFinish as refused:
        flash(refused.message)
        return redirect(url_for("tables.seat", edit_token=edit_token, position=position))
    except commands.RoundClosed as refused:
        ranch_form = RanchForm.for_ranch(grid_rows(record), seat.ranch, seat.version)
        return _render_seat(record, position, ranch_form, [refused.message], 409)
    return redirect(url_for("tables.results_for_players", edit_token=edit_token))


def _render_results(record: GameRecord, edit_token: str | None):
    table = standings(record)
    if is_score_check(record):
        return render_template(
            "tables/check_result.html",
            game=record,
            table=table,
            card=results_view.cards(record, table)[0],
            variant=results_view.variant(record),
            edit_token=edit_token,
            rule_url=breakdown.rule_url,
            ranch_svg=ranch_svg,
        )
    return render_template(
        "tables/results.html",
        game=record,
        table=table,
        cards=results_view.cards(record, table),
        winner=results_view.winner_sentence(table),
        variant=results_view.variant(record),
        tiebreak=explain_tiebreak(table.result) if table.result else None,
        bgstats_link=results_view.bgstats_link(record, table),
        edit_token=edit_token,
        rule_url=breakdown.rule_url,
        ranch_svg=ranch_svg,
        status_url=url_for("api.results_status", view_token=record.view_token),
    )


@bp.get("/r/<view_token>")
def results(view_token: str):
    record = storage.games().by_view_token(view_token)
    if record is None:
        abort(404)
    return _render_results(record, None)


@bp.get("/r/<view_token>/sheet")
@bp.get("/r/<view_token>/sheet.pdf", endpoint="score_sheet_pdf")
def score_sheet(view_token: str):
    """The filled score sheet of a saved game: a printable page, or the same as a PDF."""
    record = storage.games().by_view_token(view_token)
    scored = scored_game(record) if record is not None else None
    if scored is None:
        abort(404)
    game, result = scored
    check = is_score_check(record)
    played_on = record.updated_at.date()
    shown = {
        "title": _("Moon River score check") if check else _("Moon River game night"),
        "played_on": played_on,
        "provisional": not (check or standings(record).complete),
        "not_entered": [seat.name for seat in record.seats if seat.ranch is None],
    }
    if request.path.endswith(".pdf"):
        version = f"{view_token}:{record.updated_at.isoformat()}"
        pdf = sheets.filled_sheet_pdf(game, result, version=version, **shown)
        return sheets.pdf_response(pdf, f"moon-river-{played_on.isoformat()}.pdf")
    pdf_url = url_for("tables.score_sheet_pdf", view_token=view_token)
    return sheets.filled_sheet(game, result, pdf_url=pdf_url, **shown)


@bp.get("/r/<view_token>/table.json")
def table_json(view_token: str):
    """The entered ranches as a scores request, to keep or to score again elsewhere."""
    record = storage.games().by_view_token(view_token)
    data = results_view.table_json(record) if record is not None else None
    if data is None:
        abort(404)
    response = jsonify(data)
    name = f"moon-river-{record.updated_at.date().isoformat()}.json"
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@bp.get("/t/<edit_token>/results")
def results_for_players(edit_token: str):
    return _render_results(_game_or_404(edit_token), edit_token)


@bp.get("/moon-river/my-games")
def my_games():
    tokens = [t for t in request.cookies.get(RECENT_COOKIE, "").split(".") if t]
    games = storage.games().recent(tokens[:RECENT_LIMIT])
    return render_template("tables/my_games.html", games=games)
