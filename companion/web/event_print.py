"""Paper for an event: a round's table cards, and the standings sheet.

Each is one HTML document made two ways, as the score sheets are
(``companion.web.sheets``): a page of the app (its chrome hides in print, a
Print button and a PDF link stay off paper) and a self-contained document the
render processes of ``companion.web.pdf`` turn into a PDF, off the request's
path (a full pool answers 503 "busy, try again"). The table cards are printed
in the event's language: the routes render them under ``force_locale``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from flask import render_template, url_for
from flask_babel import get_locale
from flask_babel import gettext as _
from markupsafe import Markup

from companion.events import service
from companion.games.moonriver.model import Mode
from companion.i18n import titled
from companion.resources import STATIC
from companion.storage.events import EventRecord
from companion.web import event_view
from companion.web.pdf import cached_pdf
from companion.web.share import public_url, qr_svg
from companion.web.sheets import PAPERS, Paper

CARDS_CSS = STATIC / "event-cards.css"
MARGIN_MM = 10
GAP_MM = 6


@cache
def cards_css() -> Markup:
    """The cards' stylesheet, inlined so a PDF needs no request for it."""
    return Markup(CARDS_CSS.read_text())


@dataclass(frozen=True)
class CardLayout:
    """Four cards to a portrait page, two by two; sizes worked out here, not in CSS."""

    paper: Paper
    margin_mm: int = MARGIN_MM
    gap_mm: int = GAP_MM

    @property
    def width_mm(self) -> float:
        room = self.paper.width_mm - 2 * self.margin_mm - self.gap_mm
        return math.floor(room / 2 * 10) / 10 - 0.2

    @property
    def height_mm(self) -> float:
        room = self.paper.height_mm - 2 * self.margin_mm - 2 * self.gap_mm  # each card's foot gap
        return math.floor(room / 2 * 10) / 10 - 1  # spare, so rounding never spills a page


def _cards(event: EventRecord, number: int) -> dict:
    round_ = event.round(number)
    tables = []
    for table in round_.tables:
        link = public_url(
            url_for("tables.table", edit_token=table.game.edit_token, lang=event.language)
        )
        tables.append(
            {
                "number": table.number,
                "seats": table.game.seats,
                "two_players": len(table.game.seats) == 2,
                "qr": qr_svg(link),
            }
        )
    return {
        "title": _("%(event)s · round %(number)d", event=event.name, number=number),
        "heading": _("%(event)s · round %(number)d", event=event.name, number=number),
        "variant": event_view.variant(round_),
        "legends": round_.mode is Mode.LEGENDS,  # each colour plays its character: say which
        "tables": tables,
    }


def cards_page(event: EventRecord, number: int, paper: str) -> str:
    return render_template(
        "events/cards.html",
        cards=_cards(event, number),
        cards_css=cards_css(),
        layout=CardLayout(PAPERS[paper]),
        papers=PAPERS,
        organiser_token=event.organiser_token,
        number=number,
        pdf_url=url_for(
            "events.cards_pdf", organiser_token=event.organiser_token, number=number, paper=paper
        ),
        back_url=url_for("events.organiser", organiser_token=event.organiser_token),
    )


def cards_pdf(event: EventRecord, number: int, paper: str) -> bytes:
    """The round's cards as a PDF, kept until anything on them changes (a swap, a rename)."""
    round_ = event.round(number)
    seats = [(t.number, [(s.name, s.colour) for s in t.game.seats]) for t in round_.tables]
    key = (
        f"event-cards:{event.organiser_token}:{number}:{seats}:{event.name}:{paper}:{get_locale()}"
    )

    def html() -> str:
        return render_template(
            "events/cards_paper.html",
            cards=_cards(event, number),
            cards_css=cards_css(),
            layout=CardLayout(PAPERS[paper]),
        )

    return cached_pdf(key, html)


# ---- the standings sheet ----------------------------------------------------------------


def _sheet(event: EventRecord) -> dict:
    view = event_view.standings_view(event)
    return {"event": event, "view": view}


def standings_page(event: EventRecord, paper: str) -> str:
    return sheet_page(
        "events",
        event.standings_token,
        paper,
        title=titled(_("Standings"), event.name),
        back_label=_("Standings"),
        body="events/_standings_sheet_body.html",
        **_sheet(event),
    )


def sheet_page(blueprint: str, token: str, paper: str, **fields) -> str:
    """A standings sheet's screen (an event's or a season's: ``blueprint``): the paper to
    choose, print, the PDF and the way back above the sheet's ``body`` template."""
    return render_template(
        "events/standings_sheet.html",
        cards_css=cards_css(),
        paper=PAPERS[paper],
        paper_urls={
            key: url_for(f"{blueprint}.standings_sheet", standings_token=token, paper=key)
            for key in PAPERS
        },
        papers=PAPERS,
        pdf_url=url_for(f"{blueprint}.standings_sheet_pdf", standings_token=token, paper=paper),
        back_url=url_for(f"{blueprint}.standings", standings_token=token),
        **fields,
    )


def standings_pdf(event: EventRecord, paper: str) -> bytes:
    stamp = service.standings(event).stamp
    key = f"event-standings:{event.standings_token}:{stamp}:{paper}:{get_locale()}"

    def html() -> str:
        return render_template(
            "events/standings_paper.html",
            cards_css=cards_css(),
            paper=PAPERS[paper],
            **_sheet(event),
        )

    return cached_pdf(key, html)
