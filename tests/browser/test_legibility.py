"""No text under 12 px on any kind of page at 360x740, in English and Chinese.

A dim room and a phone held at arm's length: whatever the page shows as text
(buttons, badges, sums, the River Dragons grid, the drawings' counts) is at
least 12 px. Text a page does not show (closed folds, screen-reader-only
words, hidden panels) is left out: it has no box on the screen.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot
from tests.browser.test_game_night import start_table
from tests.browser.test_phone_fit import RANCH

MIN_PX = 12

SMALL_TEXT = """(min) => {
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
    const size = parseFloat(style.fontSize);
    const where = `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") || ""}">`;
    if (size < min - 0.01) small.push(`${text.slice(0, 40)} (${size}px, ${where})`);
  }
  return small;
}"""


def small_text(page) -> list[str]:
    return page.evaluate(SMALL_TEXT, MIN_PX)


def every_kind_of_page(page, live_server, lang: str) -> dict[str, str]:
    """One address of each kind of page, with a table, a seat, results and a score check made."""
    names = ("Carlota", "Jürgen", "瑪利亞", "Bartholomäus")  # long names shrink on paper only
    edit_link = start_table(page, live_server, names=names)
    token = urlsplit(edit_link).path.removeprefix("/t/")
    view_link = page.locator("#view-link").input_value()
    for position in range(1, 5):
        response = page.request.put(
            f"{live_server}/api/v1/tables/{token}/seats/{position}",
            data={"version": 0, "ranch": RANCH},
        )
        assert response.status == 200, response.text()
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
