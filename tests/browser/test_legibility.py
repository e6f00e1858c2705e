"""No text under 12 px on any kind of page at 360x740, in English and Chinese.

A dim room and a phone held at arm's length: whatever the page shows as text
(buttons, badges, sums, the River Dragons grid, the drawings' counts) is at
least 12 px. Text a page does not show (closed folds, screen-reader-only
words, hidden panels) is left out: it has no box on the screen.

Text inside an SVG drawing is measured as it is drawn: its font size times the
drawing's scale on the screen (a ranch of 202 units drawn 192 px wide shrinks
its 14-unit counts to 13.3 px), not the font size written in the drawing.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot
from tests.browser.tables import new_table
from tests.browser.test_phone_fit import RANCH
from tests.browser.test_results_page import legends_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

MIN_PX = 12

DRAWN_SIZE = """
  /* The size a text is seen at, in CSS px: inside an SVG, its font size times the
     drawing's scale from its own units to the screen. */
  const drawnSize = (el) => {
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (!(el instanceof SVGElement) || !el.getScreenCTM) return size;
    const m = el.getScreenCTM();
    return size * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  };
"""

SMALL_TEXT = (
    """(min) => {"""
    + DRAWN_SIZE
    + """
  const small = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest("script, style, title, template, noscript")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter(r => r.width > 1 && r.height > 1);
    if (!boxes.length) continue;  // not on the screen: a closed fold, a hidden panel
    const style = getComputedStyle(el);
    if (style.visibility !== "visible" || +style.opacity === 0) continue;
    const clip = el.closest(".vh, .skip:not(:focus)");
    if (clip) continue;  // words for screen readers only
    const size = drawnSize(el);
    const where = `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") || ""}">`;
    if (size < min - 0.01) small.push(`${text.slice(0, 40)} (${size}px, ${where})`);
  }
  return small;
}"""
)

DRAWING_TEXT = (
    """(selector) => {"""
    + DRAWN_SIZE
    + """
  return [...document.querySelectorAll(selector)].map(t => ({
    text: t.textContent, px: drawnSize(t), box: t.getBoundingClientRect().height,
    pair: t.closest(".plot").querySelectorAll("text").length > 1,
  }));
}"""
)
"""Each count drawn in the ranches: what it says, its size as drawn, its box's height, and
whether it shares its plot with a second count."""


def small_text(page) -> list[str]:
    return page.evaluate(SMALL_TEXT, MIN_PX)


def every_kind_of_page(page, live_server, lang: str) -> dict[str, str]:
    """One address of each kind of page, with a table, a seat, results and a score check made."""
    names = ("Carlota", "Jürgen", "瑪利亞", "Bartholomäus")  # long names shrink on paper only
    table = new_table(live_server, names, dict.fromkeys(range(1, 5), RANCH))
    token, view_link = table.token, table.view
    page.goto(f"{live_server}/?lang={lang}")
    page.click("#score-a-ranch")
    page.wait_for_url("**/seat/1**")
    check_token = urlsplit(page.url).path.split("/")[2]
    response = page.request.put(
        f"{live_server}/api/v1/tables/{check_token}/seats/1", data={"version": 0, "ranch": RANCH}
    )
    assert response.status == 200, response.text()
    view = urlsplit(view_link).path
    return {
        "home": "/",
        "rules": "/moon-river/rules/",
        "rule": "/moon-river/rules/scoring",
        "rules-search": "/moon-river/rules/search?q=cows",
        "game-night": "/moon-river/game-night",
        "table": f"/t/{token}",
        "seat": f"/t/{token}/seat/1",
        "results": view,
        "score-check": f"/t/{check_token}/results",
        "sheets": "/moon-river/sheets/",
        "blank-pad": "/moon-river/sheets/blank",
        "filled-sheet": f"{view}/sheet",
        "my-games": "/moon-river/my-games",
        "dragons-setup": "/river-dragons/setup?players=4",
        "dragons-resolver": "/river-dragons/resolver?players=4",
        "dragons-turn": "/river-dragons/turn?players=4",
        "dragons-rules": "/river-dragons/rules/",
    }


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_no_visible_text_under_12_px_on_any_page(browser, live_server, lang):
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=1, is_mobile=True, has_touch=True, locale="en-GB"
    )
    try:
        page = context.new_page()
        pages = every_kind_of_page(page, live_server, lang)
        found = {}
        for kind, address in pages.items():
            joiner = "&" if "?" in address else "?"
            page.goto(f"{live_server}{address}{joiner}lang={lang}")
            expect(page.locator("main")).to_be_visible()
            if kind == "results":  # open a line and the folds: their text counts too
                page.locator("#seat-1 .line summary").first.click()
                for fold in page.locator("details.zeros > summary, .ranch-key > summary").all():
                    fold.click()
            small = small_text(page)
            if small:
                found[kind] = small
                screenshot(page, f"small-text-{kind}-{lang}")
        assert found == {}, found
    finally:
        context.close()


PAPER_PT = 8
"""On paper a count may be smaller than on a screen, never under 8 pt (a lone count: 9 pt)."""


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("zh_Hant", "dark")])
def test_every_count_in_the_drawings_reads_at_12_px_on_the_results_and_the_sheet(
    browser, live_server, lang, scheme
):
    """The cows and resources counted in each ranch, measured as drawn, not as written."""
    _edit, view_link = legends_table(live_server)
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, color_scheme=scheme, locale="en-GB"
    )
    try:
        page = context.new_page()
        view = urlsplit(view_link).path
        page.goto(f"{live_server}{view}?lang={lang}")
        counts = page.evaluate(DRAWING_TEXT, ".player .drawing svg text")
        assert len(counts) >= 50 and all(c["text"].isdigit() for c in counts)  # 4 ranches
        assert [c for c in counts if c["px"] < MIN_PX or c["box"] < MIN_PX] == []
        assert small_text(page) == []
        screenshot(page, f"results-counts-{lang}-{scheme}")

        page.goto(f"{live_server}{view}/sheet?lang={lang}")
        on_screen = page.evaluate(DRAWING_TEXT, ".ranch-figure svg text")
        assert len(on_screen) == len(counts)
        assert [c for c in on_screen if c["px"] < MIN_PX] == []
        screenshot(page, f"sheet-counts-{lang}-{scheme}")

        page.emulate_media(media="print")  # sizes in mm: 1 pt is 4/3 px
        on_paper = page.evaluate(DRAWING_TEXT, ".ranch-figure svg text")
        assert [c for c in on_paper if c["px"] * 0.75 < PAPER_PT] == []
        assert [c for c in on_paper if not c["pair"] and c["px"] < MIN_PX] == []
    finally:
        context.close()
