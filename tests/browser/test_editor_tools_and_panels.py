"""The seat editor as a new player meets it, at 360×740 in all five languages, light and dark.

Every tool and every partner says what it is, in a word under its picture, without a word cut
off; the line above the tools says what a tap does, for every tool and option; the key is one
tap away; the status line is read whole. The panels the editor opens (the sums, the key, the
partners, a rule) close as people expect: Close (always in view), a tap outside, Escape and
the phone's Back, which closes the panel and stays on the page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from babel.support import Translations
from playwright.sync_api import expect

from benchmarks.entry import enter, full_ten_row_ranch, rulebook_ranch, settled_score
from tests.browser.conftest import screenshot
from tests.browser.test_editor_one_screen import (
    fits_without_scrolling,
    in_view,
    seat_page,
    shown_score,
)
from tests.browser.test_game_night import paint

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "es", "de", "pt", "zh_Hant")
PARTNERS = {
    "cowboy": "Cowboy",
    "desperado": "Desperado",
    "cattle-thief": "Cattle thief",
    "prospector": "Gold prospector",
    "trapper": "Trapper",
    "farmer": "Farmer",
}
SEATS = {5: ("Carlota", "Bo", "Cy"), 10: ("Carlota", "Bo")}

WORDS_THAT_DO_NOT_FIT = """() => {
  const cut = e => e.scrollWidth > e.clientWidth + 0.5 || e.scrollHeight > e.clientHeight + 0.5;
  const inside = (e, box) => {
    const r = e.getBoundingClientRect(), b = box.getBoundingClientRect();
    return r.left >= b.left - 0.5 && r.right <= b.right + 0.5
      && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5;
  };
  const bad = [];
  for (const tool of document.querySelectorAll('#palette .tool')) {
    const label = tool.querySelector('.tool-label'), r = tool.getBoundingClientRect();
    const name = label.textContent;
    if (!name.trim() || cut(label) || !inside(label, tool)) bad.push('label: ' + name);
    if (parseFloat(getComputedStyle(label).fontSize) < 12) bad.push('small label: ' + name);
    if (r.width < 43.5 || r.height < 43.5) bad.push('target: ' + name);
  }
  const box = document.querySelector('#tool-options'), hint = document.querySelector('#tool-hint');
  if (!hint.textContent.trim()) bad.push('no hint');
  if (cut(box) || cut(hint) || !inside(hint, box)) bad.push('hint: ' + hint.textContent);
  for (const opt of document.querySelectorAll('.options:not([hidden]) .opt'))
    if (cut(opt) || !inside(opt, box)) bad.push('option: ' + opt.textContent);
  return bad;
}"""

FITS = "e => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight"

SMALL_TEXT = """() => [...document.querySelectorAll('body *')].filter(e =>
  e.getClientRects().length && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
  && getComputedStyle(e).visibility !== 'hidden' && parseFloat(getComputedStyle(e).fontSize) < 12
).map(e => e.textContent.trim())"""


def catalog(lang: str) -> Translations:
    return Translations.load(str(ROOT / "translations"), [lang])


@pytest.mark.parametrize("rows", [5, 10])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tool_and_option_says_what_it_does_in_every_language(
    browser, live_server, lang, rows
):
    with seat_page(browser, live_server, 360, 740, names=SEATS[rows], lang=lang) as page:
        assert page.evaluate(WORDS_THAT_DO_NOT_FIT) == []
        tools = page.eval_on_selector_all(".tool[data-tool]", "els => els.map(e => e.dataset.tool)")
        assert len(tools) == (12 if rows == 10 else 11) - 1  # 6 terrains, eraser, 3 (or 4)
        for tool in tools:
            page.tap(f'.tool[data-tool="{tool}"]')
            if tool == "partner":
                expect(page.locator("#partner-panel")).to_be_visible()
                page.tap('.partner-opt[data-partner="prospector"]')
                expect(page.locator("#partner-panel")).to_be_hidden()
            options = page.locator(f'.options[data-for="{tool}"] .opt:not(#partner-chosen)')
            for index in range(max(options.count(), 1)):
                if options.count():
                    options.nth(index).tap()
                assert page.evaluate(WORDS_THAT_DO_NOT_FIT) == [], (tool, index)
        assert page.evaluate(SMALL_TEXT) == []
        assert fits_without_scrolling(page)
        if lang in ("de", "pt") and rows == 10:
            screenshot(page, f"editor-tools-{lang}-ten-rows")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_six_partners_are_named_in_the_editions_terms(browser, live_server, lang):
    with seat_page(browser, live_server, 360, 740, lang=lang) as page:
        page.tap('.tool[data-tool="partner"]')
        sheet = page.locator("#partner-panel")
        expect(sheet).to_be_visible()
        names = catalog(lang)
        for value, english in PARTNERS.items():
            choice = sheet.locator(f'.partner-opt[data-partner="{value}"]')
            expect(choice.locator(".opt-label")).to_have_text(names.gettext(english))
            assert in_view(page, f'.partner-opt[data-partner="{value}"]')
            assert choice.evaluate(FITS)
        assert page.evaluate(SMALL_TEXT) == []
        choice = sheet.locator('.partner-opt[data-partner="farmer"]')
        choice.tap()
        expect(sheet).to_be_hidden()
        expect(page.locator("#partner-chosen")).to_contain_text(names.gettext("Farmer"))
        paint(page, 0, "farm")
        page.tap('.tool[data-tool="partner"]')
        page.tap('.partner-opt[data-partner="farmer"]')
        page.tap('.cell[data-index="0"]')
        expect(page.locator('.cell[data-index="0"] .partner-badge use')).to_have_attribute(
            "href", "#i-farmer"
        )


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_named_tools_and_panels_on_screen(browser, live_server, lang, scheme):
    """The screens a new player sees, kept for people to look at; axe checks each of them."""
    with seat_page(
        browser, live_server, 360, 740, ranch=rulebook_ranch(), lang=lang, color_scheme=scheme
    ) as page:
        assert shown_score(page) == 89
        shots = {
            "tools": None,
            "partners": '.tool[data-tool="partner"]',
            "key": "#key-button",
            "sums": "#score-button",
        }
        for name, opener in shots.items():
            if opener:
                page.tap(opener)
                panel = page.locator("dialog[open]")
                expect(panel).to_be_visible()
                assert in_view(page, "dialog[open] [data-close]")
            screenshot(page, f"editor-{name}-{lang}-{scheme}")
            bad = [
                (v["id"], [n["target"] for n in v["nodes"]][:3])
                for v in Axe().run(page).response["violations"]
                if v["impact"] in ("serious", "critical")
            ]
            assert bad == [], name
            if opener:
                page.keyboard.press("Escape")
                expect(panel).to_have_count(0)


def test_the_key_is_one_tap_away_and_names_every_picture(browser, live_server):
    with seat_page(browser, live_server, 360, 740, names=SEATS[10]) as page:
        page.tap("#key-button")
        key = page.locator("#key-panel .key-list")
        expect(key).to_be_visible()
        for name in ("Desert", "Cornfield", "Cows", "Nuggets", "Corn", "Gold prospector",
                     "Cattle thief", "Bonus landscape tile"):  # fmt: skip
            expect(key).to_contain_text(name)
        assert in_view(page, "#key-panel [data-close]")


PANELS = {
    "sums": ("#score-button", "#score-panel"),
    "key": ("#key-button", "#key-panel"),
    "partners": ('.tool[data-tool="partner"]', "#partner-panel"),
}


def no_panel_step_left(page) -> None:
    """The panel's step in the history is gone again: Back would now leave the page."""
    page.wait_for_function("() => !history.state || !history.state.panel")


@pytest.mark.parametrize("panel", PANELS)
def test_a_panel_closes_as_people_expect(browser, live_server, panel):
    """On a full 2-player ranch, whose sums are the longest: Close is in view; a tap on the
    dimmed page, Escape and Back close the panel, and Back leaves the ranch as it was."""
    opener, selector = PANELS[panel]
    with seat_page(
        browser, live_server, 360, 740, names=SEATS[10], ranch=full_ten_row_ranch()
    ) as page:
        total = shown_score(page)
        editor = page.url
        sheet = page.locator(selector)

        def open_it():
            page.tap(opener)
            expect(sheet).to_be_visible()
            assert in_view(page, f"{selector} [data-close]")

        open_it()
        page.tap(f"{selector} [data-close]")
        expect(sheet).to_be_hidden()
        no_panel_step_left(page)
        open_it()
        assert page.eval_on_selector(selector, "e => e.getBoundingClientRect().top") > 60
        page.touchscreen.tap(180, 30)  # the dimmed page above the panel
        expect(sheet).to_be_hidden()
        no_panel_step_left(page)
        open_it()
        page.keyboard.press("Escape")
        expect(sheet).to_be_hidden()
        no_panel_step_left(page)
        open_it()
        page.go_back()
        expect(sheet).to_be_hidden()
        assert page.url == editor
        expect(page.locator(".score-button .total")).to_have_text(str(total))
        expect(page.locator(".cell[class*=' t-']")).to_have_count(49)
        assert fits_without_scrolling(page)


def test_back_closes_a_rule_first_then_the_sums(browser, live_server):
    with seat_page(browser, live_server, 360, 740) as page:
        # Entered by touch: the panels' steps in the history follow the player's own taps.
        enter(page, rulebook_ranch())
        assert settled_score(page) == 89
        editor = page.url
        page.tap("#score-button")
        page.locator('#arithmetic li[data-line="territories.canyon"]').get_by_role("link").tap()
        expect(page.locator("#rule-panel .rule-panel-body")).not_to_be_empty()
        page.go_back()
        expect(page.locator("#rule-panel")).to_be_hidden()
        expect(page.locator("#score-panel")).to_be_visible()
        # Back again once the first has landed on the sums' own step (popstate runs after it).
        page.wait_for_function("() => history.state && history.state.panel === 'score-panel'")
        page.go_back()
        expect(page.locator("#score-panel")).to_be_hidden()
        assert page.url == editor
        expect(page.locator(".score-button .total")).to_have_text("89")


def test_a_link_followed_from_the_sums_comes_back_to_the_editor(browser, live_server):
    """The panel's step is replaced by the next page, so one Back returns to the editor."""
    with seat_page(browser, live_server, 360, 740) as page:
        paint(page, 0, "desert")
        editor = page.url
        page.tap("#score-button")
        page.locator("#score-panel").get_by_role("link", name="Results").tap()
        expect(page.locator("h1")).to_have_text("Results")
        page.go_back()
        expect(page.locator("#palette")).to_be_visible()
        assert page.url == editor
        expect(page.locator("#score-panel")).to_be_hidden()


STATES = """() => {
  const state = document.querySelector('#save-state');
  const words = JSON.parse(document.querySelector('#sync').dataset.words);
  const texts = {saved: state.dataset.saved, saving: state.dataset.saving,
                 offline: state.dataset.offline, failed: state.dataset.failed, stale: words.stale};
  return Object.entries(texts).filter(([name, text]) => {
    state.className = 'save-state ' + name; state.textContent = text;
    return state.scrollWidth > state.clientWidth + 0.5;
  }).map(([name, text]) => name + ': ' + text);
}"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_save_state_is_read_whole_beside_the_score(browser, live_server, lang):
    with seat_page(
        browser, live_server, 360, 740, names=("Bartholomäus", "Bo", "Cy"), lang=lang
    ) as page:
        assert page.evaluate(STATES) == []


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_offline_message_fits(browser, live_server, lang):
    context_options = {"color_scheme": "dark"} if lang == "zh_Hant" else {}
    with seat_page(browser, live_server, 360, 740, lang=lang, **context_options) as page:
        page.context.set_offline(True)
        paint(page, 0, "desert")
        state = page.locator("#save-state")
        expect(state).to_have_class(re.compile("offline"))
        expect(state).to_have_text(catalog(lang).gettext("No connection: kept on this phone"))
        assert state.evaluate(FITS) and state.evaluate(
            "e => e.getBoundingClientRect().right <= innerWidth"
        )
        screenshot(page, f"editor-offline-{lang}")
        page.context.set_offline(False)


def test_the_five_row_editor_leaves_no_empty_room_above_the_grid(browser, live_server):
    """The room a 5-row grid leaves on a phone goes to the grid and the tools, not to a gap."""
    with seat_page(browser, live_server, 360, 740) as page:
        gaps = page.evaluate(
            """() => { const box = s => document.querySelector(s).getBoundingClientRect();
                 const above = document.querySelector('.seat-links')
                               || document.querySelector('.seat-head');
                 return [box('#grid').top - above.getBoundingClientRect().bottom,
                         box('#palette').top - box('.river').bottom,
                         innerHeight - box('#actions-row').bottom,
                         box('#grid').width]; }"""
        )
        assert gaps[0] <= 8 and gaps[1] <= 8 and gaps[2] <= 8 and gaps[3] >= 340, gaps
        assert page.eval_on_selector(".cell", "e => e.getBoundingClientRect().height") >= 66
        screenshot(page, "editor-five-rows-room-used")
