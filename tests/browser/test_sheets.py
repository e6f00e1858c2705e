"""Score sheets in a real Chromium: the pad form on a phone, and the filled sheet printed to PDF."""

from __future__ import annotations

import json
from html import escape

import pytest
from flask_babel import force_locale
from pypdf import PdfReader
from sheet_checks import assert_paper, assert_scores_in, legends_request, read_pdf, text_of

from companion import create_app
from companion.formats.ranch_json import read_game
from companion.games.moonriver import score_game
from tests.browser.conftest import new_phone, screenshot
from tests.browser.layout_checks import BROKEN_WORDS

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

NO_SIDEWAYS_SCROLL = "document.scrollingElement.scrollWidth <= 360"
HEADER_SIZES = """() => [...document.querySelectorAll('.pad-table thead th.name')]
  .map(th => getComputedStyle(th).fontSize)"""
LANGUAGES = ("en", "es", "de", "pt", "zh_Hant")
WINNER_FIRST = ("Chen", "Carlota", "Bruno", "Ana")
"""The example's winner seated first, so a 4-letter winner ("Chen ★") heads a column."""


def _post_filled_sheet(page, live_server, request: dict, lang: str) -> None:
    """Open the filled sheet of ``request``, posted from one of the app's own pages."""
    body = escape(json.dumps(request, ensure_ascii=False))
    page.goto(f"{live_server}/moon-river/sheets/?lang={lang}")
    page.evaluate(
        "html => document.body.insertAdjacentHTML('beforeend', html)",
        f'<form id="filled" method="post" action="/moon-river/sheets/filled?lang={lang}">'
        f'<textarea name="request">{body}</textarea></form>',
    )
    with page.expect_navigation():
        page.evaluate("document.getElementById('filled').submit()")


def test_choose_a_pad_on_a_phone_and_open_it(page, live_server):
    page.goto(f"{live_server}/?lang=en")
    page.locator("a", has_text="Print a score pad").click()
    page.wait_for_url("**/moon-river/sheets/**")
    page.select_option("#sheet-players", "3")
    page.select_option("#sheet-per-page", "2")
    page.select_option("#sheet-paper", "letter")
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    page.locator("#pad-links button", has_text="Open the printable page").click()
    page.wait_for_url("**/moon-river/sheets/blank?**per_page=2**")
    assert page.locator("section.pad").count() == 2
    assert page.locator("section.pad").first.locator("th.name").count() == 3
    assert page.locator(".print-button").is_visible()  # shown by the script, hidden without it
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    screenshot(page, "sheets-blank-phone")


def test_download_pdf_follows_the_choices_on_screen_without_a_choose_tap(page, live_server):
    page.goto(f"{live_server}/moon-river/sheets/?lang=en")
    page.select_option("#sheet-paper", "letter")
    page.select_option("#sheet-players", "2")
    with page.expect_download() as info:
        page.locator("#pad-links button", has_text="Download PDF").click()
    download = info.value
    assert download.suggested_filename == "moon-river-score-pad-2p-letter.pdf"
    pdf = PdfReader(download.path())
    width, height = (float(v) for v in pdf.pages[0].mediabox.upper_right)
    assert (round(width), round(height)) == (612, 792)  # US Letter in points, not A4


def test_the_filled_sheet_prints_every_number_without_the_app_around_it(browser, live_server):
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    try:
        page = context.new_page()
        body = escape(json.dumps(legends_request(), ensure_ascii=False))
        # Posted from one of the app's own pages: a post another site makes is refused (403).
        page.goto(f"{live_server}/moon-river/sheets/?lang=zh_Hant")
        page.evaluate(
            "html => document.body.insertAdjacentHTML('beforeend', html)",
            f'<form id="filled" method="post" action="/moon-river/sheets/filled?lang=zh_Hant">'
            f'<textarea name="request">{body}</textarea></form>',
        )
        with page.expect_navigation():
            page.evaluate("document.getElementById('filled').submit()")
        assert page.locator(".print-button").is_visible()
        assert page.locator("svg.ranch").count() == 4
        screenshot(page, "sheets-filled-screen")
        reader = read_pdf(page.pdf(prefer_css_page_size=True, print_background=True))
    finally:
        context.close()
    assert_paper(reader, "a4")
    text = text_of(reader)
    app = create_app({"TESTING": True})
    with app.test_request_context("/?lang=zh_Hant"), force_locale("zh_Hant"):
        assert_scores_in(text, score_game(read_game(legends_request())))
    assert "瑪利亞" in text and "小明" in text
    for chrome in ("Table companion", "Download PDF", "Print\n", "unofficial companion"):
        assert chrome not in text


def test_no_word_breaks_inside_and_player_headers_have_one_size_on_a_phone(browser, live_server):
    """Issue 31: "Gold prospect/or" broke on the phone page, and the 4-letter winner "Chen ★"
    was set smaller than "Ana". Filled sheet and blank pad, every language, at 360 x 740."""
    request = legends_request()
    for player, name in zip(request["players"], WINNER_FIRST, strict=True):
        player["name"] = name
    context = new_phone(browser)
    try:
        page = context.new_page()
        for lang in LANGUAGES:
            _post_filled_sheet(page, live_server, request, lang)
            assert page.locator(".pad-table th.winner").inner_text().startswith("Chen")
            assert page.evaluate(BROKEN_WORDS, ".sheet-page") == [], lang
            sizes = page.evaluate(HEADER_SIZES)
            assert len(sizes) == 4 and len(set(sizes)) == 1, (lang, sizes)
            assert float(sizes[0].removesuffix("px")) >= 12
            assert page.evaluate(NO_SIDEWAYS_SCROLL), lang
            if lang == "pt":
                screenshot(page, "sheets-filled-phone-pt")
            page.goto(f"{live_server}/moon-river/sheets/blank?players=4&lang={lang}")
            assert page.evaluate(BROKEN_WORDS, ".sheet-page") == [], lang
            assert page.evaluate(NO_SIDEWAYS_SCROLL), lang
    finally:
        context.close()
