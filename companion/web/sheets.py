"""Printable Moon River score sheets: blank pads and the filled sheet of a scored game.

Each sheet is one HTML document made two ways: a page in the app (the app's
chrome hides itself in print, a Print button and a PDF link stay off paper)
and a self-contained document that WeasyPrint turns into a PDF on the server,
offline. The rows are ``companion.words.moonriver.scorepad.ROWS``, so the paper pad, the
results page and the command line never disagree.

``filled_sheet`` and ``filled_sheet_pdf`` take any scored game, so a saved
game's page can offer its sheet; the POST routes here take a scores request
(docs/api.md) for pages that only hold the JSON.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache

from flask import Blueprint, Response, render_template, request, url_for
from flask_babel import format_date, get_locale
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from markupsafe import Markup

from companion.errors import error_message
from companion.formats.json_text import parse_json
from companion.formats.ranch_json import ContractError, game_to_json, read_game
from companion.games.moonriver import InvalidGame, score_game
from companion.games.moonriver.model import Game, GameResult, Mode
from companion.i18n import LANGUAGES, list_text
from companion.resources import STATIC
from companion.web.pdf import cached_pdf
from companion.web.ranch_svg import key_items, ranch_svg
from companion.web.same_origin import refuse_fetches_from_other_sites
from companion.words.moonriver import labels
from companion.words.moonriver.messages import (
    explain_tiebreak,
    is_score_check,
    problem_message,
    problem_path,
    warning_message,
    winner_sentence,
)
from companion.words.moonriver.scorepad import ROWS

bp = Blueprint("sheets", __name__, url_prefix="/moon-river/sheets")
bp.add_app_template_global(ranch_svg, "ranch_svg")
bp.before_request(refuse_fetches_from_other_sites)  # the blueprint takes no form token

SHEET_CSS = STATIC / "sheets.css"
MAX_TITLE_LENGTH = 80


@dataclass(frozen=True)
class Paper:
    key: str
    css_size: str
    """The ``@page { size }`` keyword."""
    width_mm: float
    height_mm: float
    label: object


PAPERS = {
    "a4": Paper("a4", "A4", 210, 297, _l("A4")),
    "letter": Paper("letter", "letter", 215.9, 279.4, _l("US Letter")),
}
MARGIN_MM = 10
GAP_MM = 8
PER_PAGE = {1: (1, 1), 2: (1, 2), 4: (2, 2)}
"""Pads per page -> (columns, rows) of pads on a portrait page."""
FONT_PT = {1: 12, 2: 9, 4: 7.5}
HEAD_MM = {1: 62, 2: 36, 4: 44}
"""Room kept in a pad for its title, date, mode and scenario lines and the reminder."""
PLAYER_CHOICES = (2, 3, 4)


@dataclass(frozen=True)
class PadLayout:
    """Where the pads sit on paper; sizes are worked out here so print CSS stays simple."""

    paper: Paper
    per_page: int = 1

    @property
    def width_mm(self) -> float:
        columns = PER_PAGE[self.per_page][0]
        room = self.paper.width_mm - 2 * MARGIN_MM - GAP_MM * (columns - 1)
        return math.floor(room / columns * 10) / 10 - 0.2  # floats must never wrap

    @property
    def height_mm(self) -> float:
        rows = PER_PAGE[self.per_page][1]
        room = self.paper.height_mm - 2 * MARGIN_MM - GAP_MM * (rows - 1)
        return round(room / rows - 1, 1)  # 1 mm spare so rounding never spills a page

    @property
    def row_mm(self) -> float:
        """A score row's height; the name row is half as tall again."""
        return round(min(12, (self.height_mm - HEAD_MM[self.per_page]) / (len(ROWS) + 1.5)), 1)

    @property
    def font_pt(self) -> float:
        return FONT_PT[self.per_page]


@dataclass(frozen=True)
class Column:
    """One player's column of the pad; a blank pad has no name and no values."""

    name: str = ""
    values: dict[str, str] | None = None
    winner: bool = False


def _word_width(word: str) -> int:
    """A word's width in Latin letters: a CJK character is about two of them."""
    return sum(2 if ch > "\u2e7f" else 1 for ch in word)


def names_class(columns: Sequence[Column]) -> str:
    """One type size for every player's header, from the table's widest name word.

    A long word shrinks rather than breaking in a narrow column, and it shrinks
    every header alike: a 4-letter winner is never set smaller than "Ana".
    """
    widest = max((_word_width(w) for c in columns for w in c.name.split()), default=0)
    if widest > 4:
        return " names-longer"
    return " names-long" if widest > 3 else ""


bp.add_app_template_global(names_class, "names_class")


class SheetRequestError(Exception):
    """Bad input from a visitor: answered with ``status`` and every message, never a 500."""

    def __init__(self, status: int, messages: list[str]):
        self.status = status
        self.messages = messages
        super().__init__("; ".join(messages))


@bp.errorhandler(SheetRequestError)
def sheet_request_error(error: SheetRequestError):
    return render_template("sheets/problems.html", messages=error.messages), error.status


@cache
def sheet_css() -> Markup:
    """The sheets' stylesheet, inlined so a PDF needs no request for it."""
    return Markup(SHEET_CSS.read_text())


def tiebreak_reminder() -> str:
    return _(
        "A tie on the total is won by the largest single territory; if still tied, by the "
        "most cows; if still tied, the victory is shared."
    )


def _render(body: str, *, pdf: bool, paper: Paper, **context) -> str:
    """The sheet as a page of the app, or as the self-contained document a PDF is made from."""
    return render_template(
        "sheets/paper.html" if pdf else "sheets/screen.html",
        body_template=body,
        paper=paper,
        sheet_css=sheet_css(),
        rows=ROWS,
        reminder=tiebreak_reminder(),
        legend=key_items(),
        **context,
    )


# ---- blank pads --------------------------------------------------------------


def blank_pads(*, players: int, paper: str = "a4", per_page: int = 1, pdf: bool = False) -> str:
    """A page of ``per_page`` empty pads with ``players`` columns each."""
    layout = PadLayout(PAPERS[paper], per_page)
    return _render(
        "sheets/_blank_body.html",
        pdf=pdf,
        paper=layout.paper,
        layout=layout,
        columns=[Column() for _ in range(players)],
        title=_("Moon River"),
        page_title=_("Score pad"),
        modes=list(labels.MODE.values()),
        scenarios=list(labels.SCENARIO.values()),
        pdf_url=url_for("sheets.blank_pdf", **blank_args(players, paper, per_page)),
    )


def blank_args(players: int, paper: str, per_page: int) -> dict[str, object]:
    return {"players": players, "paper": paper, "per_page": per_page}


def _int_arg(name: str, allowed: tuple[int, ...], default: int, message: str) -> int:
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value not in allowed:
        raise SheetRequestError(400, [message])
    return value


def _paper_arg() -> str:
    paper = request.args.get("paper") or "a4"
    if paper not in PAPERS:
        raise SheetRequestError(400, [_("The paper size must be a4 or letter.")])
    return paper


def _blank_choices() -> tuple[int, str, int]:
    players = _int_arg("players", PLAYER_CHOICES, 4, _("A score pad has 2, 3 or 4 player columns."))
    per_page = _int_arg("per_page", tuple(PER_PAGE), 1, _("A page holds 1, 2 or 4 score pads."))
    return players, _paper_arg(), per_page


@bp.get("/")
def index():
    """The plain form: pick language, paper, pads per page and players, get two links."""
    try:
        players, paper, per_page = _blank_choices()
    except SheetRequestError:
        players, paper, per_page = 4, "a4", 1
    return render_template(
        "sheets/index.html",
        choice={"players": players, "paper": paper, "per_page": per_page},
        papers=PAPERS,
        per_page_choices=tuple(PER_PAGE),
        player_choices=PLAYER_CHOICES,
        sheet_languages=LANGUAGES,
        args=blank_args(players, paper, per_page),
    )


@bp.get("/blank")
def blank():
    players, paper, per_page = _blank_choices()
    return blank_pads(players=players, paper=paper, per_page=per_page)


@bp.get("/blank.pdf")
def blank_pdf():
    players, paper, per_page = _blank_choices()
    key = f"blank:{players}:{paper}:{per_page}:{get_locale()}"
    pdf = cached_pdf(
        key, lambda: blank_pads(players=players, paper=paper, per_page=per_page, pdf=True)
    )
    response = pdf_response(pdf, f"moon-river-score-pad-{players}p-{paper}.pdf")
    response.cache_control.public = True  # the same for everyone until the app changes
    response.cache_control.max_age = 24 * 3600
    return response


def pdf_response(data: bytes, filename: str) -> Response:
    response = Response(data, mimetype="application/pdf")
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


# ---- the filled sheet of a scored game ------------------------------------------


def _columns(result: GameResult, mode: Mode) -> list[Column]:
    columns = []
    for player in result.players:
        values = {row.key: str(row.value(player.score)) for row in ROWS}
        if mode is Mode.BASE:
            values["scenario"] = "–"  # the base game has no scenario to score
        won = player.name in result.winners and not is_score_check(result)
        columns.append(Column(player.name, values, won))
    return columns


def filled_sheet(
    game: Game,
    result: GameResult,
    *,
    title: str | None = None,
    played_on: date | None = None,
    paper: str = "a4",
    pdf_url: str | None = None,
    pdf: bool = False,
    provisional: bool = False,
    not_entered: Sequence[str] = (),
) -> str:
    """The score sheet of a scored game as HTML, in the request's language.

    ``provisional`` marks a game some players have not finished: the sheet
    then says who leads, not who won, so a kept copy cannot mislead.
    ``not_entered`` names the players at the table who never entered a ranch:
    the sheet lists them, so nobody is silently left off.
    ``pdf_url`` is where the page's "Download PDF" link points (a saved game's
    address); without it the page re-posts the game to ``filled.pdf``.
    ``pdf=True`` gives the self-contained document the PDF is made from.
    """
    warnings = [
        _("%(name)s: %(warning)s", name=player.name, warning=warning_message(warning))
        for player in result.players
        for warning in player.score.warnings
    ]
    pdf_form = None
    if pdf_url is None:
        pdf_form = {
            "action": url_for("sheets.filled_pdf"),
            "fields": {
                "request": json.dumps(game_to_json(game), ensure_ascii=False),
                "title": title or "",
                "played_on": played_on.isoformat() if played_on else "",
                "paper": paper,
            },
        }
    return _render(
        "sheets/_filled_body.html",
        pdf=pdf,
        paper=PAPERS[paper],
        layout=PadLayout(PAPERS[paper]),
        game=game,
        columns=_columns(result, game.mode),
        title=title or _("Moon River"),
        page_title=_("Score sheet"),
        date_text=format_date(played_on, format="long") if played_on else "",
        mode_text=labels.MODE[game.mode],
        scenario_text=labels.SCENARIO[game.scenario] if game.scenario else "",
        winner_text=(
            _(
                "Provisional: not every ranch is finished. Leading: %(names)s",
                names=list_text(result.winners),
            )
            if provisional
            else winner_sentence(result)
        ),
        tiebreak_text=None if provisional else explain_tiebreak(result),
        not_entered_text=(
            _("Not entered: %(names)s", names=list_text(not_entered)) if not_entered else None
        ),
        warnings=warnings,
        pdf_url=pdf_url,
        pdf_form=pdf_form,
        repost=pdf_form["fields"] if pdf_form else None,
    )


def filled_sheet_pdf(
    game: Game,
    result: GameResult,
    *,
    title: str | None = None,
    played_on: date | None = None,
    paper: str = "a4",
    provisional: bool = False,
    not_entered: Sequence[str] = (),
    version: str | None = None,
) -> bytes:
    """The score sheet of a scored game as PDF bytes, made offline, once.

    It is cached under ``version`` (a saved table's version) and the language,
    or, for a posted game, under a digest of everything the sheet shows.
    """
    if version is None:
        shown = [game_to_json(game), title, str(played_on), paper, provisional, list(not_entered)]
        version = hashlib.sha256(json.dumps(shown, ensure_ascii=False).encode()).hexdigest()
    return cached_pdf(
        f"filled:{version}:{paper}:{get_locale()}",
        lambda: filled_sheet(
            game,
            result,
            title=title,
            played_on=played_on,
            paper=paper,
            pdf=True,
            provisional=provisional,
            not_entered=not_entered,
        ),
    )


def _posted_game() -> tuple[Game, GameResult]:
    """The scores request of a form field ``request`` or a JSON body, read and scored."""
    if request.is_json:
        try:
            data = parse_json(request.get_data(cache=True))
        except ContractError as exc:  # valid JSON, but holding text no page can show
            raise SheetRequestError(422, _problems(exc)) from None
        except ValueError:
            raise SheetRequestError(400, [error_message(400)]) from None
    else:
        text = request.form.get("request", "")
        if not text.strip():
            raise SheetRequestError(
                400,
                [
                    _(
                        "Send the game as a scores request: JSON in a “request” form field "
                        "or as the body with Content-Type: application/json."
                    )
                ],
            )
        try:
            data = parse_json(text)
        except ContractError as exc:
            raise SheetRequestError(422, _problems(exc)) from None
        except ValueError:
            raise SheetRequestError(
                400, [_("The “request” field does not hold valid JSON.")]
            ) from None
    try:
        game = read_game(data)
        return game, score_game(game)
    except (ContractError, InvalidGame) as exc:
        raise SheetRequestError(422, _problems(exc)) from None


def _problems(exc: ContractError | InvalidGame) -> list[str]:
    return [_problem(problem_path(p), problem_message(p)) for p in exc.problems]


def _problem(path: str, message: str) -> str:
    return _("%(path)s: %(message)s", path=path, message=message) if path else message


def _sheet_options() -> dict[str, object]:
    """Title, date and paper of a posted sheet, from the form or the query string."""
    title = (request.values.get("title") or "").strip()
    if len(title) > MAX_TITLE_LENGTH:
        raise SheetRequestError(
            400, [_("The title can have at most %(limit)d characters.", limit=MAX_TITLE_LENGTH)]
        )
    raw_date = (request.values.get("played_on") or "").strip()
    played_on = None
    if raw_date:
        try:
            played_on = date.fromisoformat(raw_date)
        except ValueError:
            raise SheetRequestError(
                400, [_("The date must be written as YYYY-MM-DD, e.g. 2024-05-31.")]
            ) from None
    paper = request.values.get("paper") or "a4"
    if paper not in PAPERS:
        raise SheetRequestError(400, [_("The paper size must be a4 or letter.")])
    return {"title": title or None, "played_on": played_on, "paper": paper}


@bp.post("/filled")
def filled():
    game, result = _posted_game()
    return filled_sheet(game, result, **_sheet_options())


@bp.post("/filled.pdf")
def filled_pdf():
    game, result = _posted_game()
    return pdf_response(
        filled_sheet_pdf(game, result, **_sheet_options()), "moon-river-score-sheet.pdf"
    )
