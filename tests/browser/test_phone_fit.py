"""Review fixes in a real Chromium at 360 px: no sideways scroll, 44 px targets, drawings."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot
from tests.browser.tables import new_table
from tests.browser.test_game_night import no_horizontal_scroll

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

TAP = 44
RANCH = {
    "rows": 5,
    "plots": [
        {"row": 1, "col": 1, "terrain": "desert", "cows": 1, "resources": 1},
        {"row": 1, "col": 2, "terrain": "desert", "cows": 1},
        {"row": 2, "col": 1, "terrain": "forest", "resources": 2},
        {"row": 2, "col": 2, "terrain": "farm", "partner": "farmer"},
        {"row": 1, "col": 3, "terrain": "cornfield", "resources": 3},
    ],
}


def saved_table(page, live_server, names):
    """A table whose seats all saved RANCH; returns (edit link, results link)."""
    table = new_table(live_server, names, dict.fromkeys(range(1, len(names) + 1), RANCH))
    return table.edit, table.view


def too_small(page, selector: str) -> list[str]:
    """The visible elements matching ``selector`` that are under 44 px tall or wide."""
    return page.eval_on_selector_all(
        selector,
        """(els, tap) => els.filter(e => e.getClientRects().length)
             .map(e => [e.textContent.trim(), e.getBoundingClientRect()])
             .filter(([, r]) => r.height < tap - 0.5 || r.width < tap - 0.5)
             .map(([t, r]) => `${t}: ${Math.round(r.width)}x${Math.round(r.height)}`)""",
        TAP,
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "es", "de", "pt", "zh_Hant"])
def test_the_start_page_does_not_scroll_sideways(browser, live_server, lang, scheme):
    context = browser.new_context(viewport=PHONE, is_mobile=True, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(f"{live_server}/moon-river/game-night?lang={lang}")
        no_horizontal_scroll(page)
        fieldsets = page.eval_on_selector_all(
            "fieldset", "els => els.map(e => e.getBoundingClientRect().right)"
        )
        assert max(fieldsets) <= PHONE["width"]
    finally:
        context.close()


def test_results_targets_are_44_px(page, live_server):
    edit_link, view_link = saved_table(page, live_server, ("Ana", "Bo", "Cy"))
    page.goto(edit_link)
    assert too_small(page, "details.card > summary") == []
    page.goto(view_link)
    expect(page.locator(".line summary").first).to_be_visible()
    assert too_small(page, ".line summary") == []
    assert too_small(page, "button.zoom") == []
    assert too_small(page, ".standings a") == []
    assert too_small(page, ".summary .actions a") == []
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    assert too_small(page, ".skip") == []
    page.locator(".line summary").first.tap()
    expect(page.locator(".line .rule-text").first).to_be_visible()
    assert too_small(page, ".line .rule-text") == []
    no_horizontal_scroll(page)
    screenshot(page, "results-44px")
    page.goto(edit_link.replace("?", "/seat/1?"))
    assert too_small(page, "#scorepad .rule-link") == []
    page.goto(f"{live_server}/moon-river/rules/search?q=ties&lang=en")
    expect(page.locator(".hits a").first).to_be_visible()
    assert too_small(page, ".hits a") == []


def test_links_alone_on_their_line_are_44_px_tall(page, live_server):
    overcrowded = {"rows": 5, "plots": [{"row": 1, "col": 1, "terrain": "desert", "cows": 2}]}
    edit_link, view_link = saved_table(page, live_server, ("Ana", "Bo", "Cy"))
    token = urlsplit(edit_link).path.removeprefix("/t/")
    response = page.request.put(
        f"{live_server}/api/v1/tables/{token}/seats/1", data={"version": 1, "ranch": overcrowded}
    )
    assert response.status == 200, response.text()
    page.goto(view_link)
    expect(page.locator("a.tap-link[href*=overpopulation]").first).to_be_visible()
    assert too_small(page, "a[href*=overpopulation], a[href*=how-this-app-scores]") == []
    page.goto(edit_link)  # the table's page puts it in this phone's games
    page.goto(f"{live_server}/moon-river/my-games?lang=en")
    expect(page.locator("#my-games a").first).to_be_visible()
    assert too_small(page, "#my-games a") == []
    page.goto(f"{live_server}/river-dragons/resolver?players=4&lang=en")
    assert too_small(page, "a[href*='/river-dragons/turn'], a[href*='/river-dragons/setup']") == []
    screenshot(page, "resolver-links-44px")
    page.goto(f"{live_server}/moon-river/?lang=en")
    page.click("#score-a-ranch")
    page.click("details.variant > summary")
    expect(page.locator("details.variant a").first).to_be_visible()
    assert too_small(page, "details.variant a") == []


def test_opening_the_score_checks_game_panel_keeps_the_plots_44_px(page, live_server):
    page.goto(f"{live_server}/moon-river/?lang=de")
    page.click("#score-a-ranch")
    page.click("details.variant > summary")
    expect(page.locator("#variant")).to_be_visible()
    assert too_small(page, ".editor-grid .cell") == []
    assert too_small(page, ".tool") == []
    no_horizontal_scroll(page)


def test_dark_ranch_drawings_have_no_white_empty_cells_and_a_key(browser, live_server):
    context = browser.new_context(viewport=PHONE, is_mobile=True, color_scheme="dark")
    try:
        page = context.new_page()
        _edit, view_link = saved_table(page, live_server, ("Ana", "Bo", "Cy"))
        page.goto(view_link)
        fills = page.eval_on_selector_all(
            ".drawing svg rect.empty", "els => els.map(e => getComputedStyle(e).fill)"
        )
        assert fills and "rgb(255, 255, 255)" not in fills
        expect(page.locator(".ranch-key")).to_contain_text("Farmer")
        expect(page.locator(".ranch-key")).to_contain_text("Forest")
        screenshot(page, "results-dark-key")
    finally:
        context.close()


def test_four_names_on_the_sheet_do_not_break_inside_a_word(page, live_server):
    names = ("Jürgen", "瑪利亞", "Ana María", "Bo")
    _edit, view_link = saved_table(page, live_server, names)
    page.goto(view_link.replace("?", "/sheet?"))
    lines = page.eval_on_selector_all(
        ".pad-table thead th.name",
        """els => els.map(e => {
             const range = document.createRange(); range.selectNodeContents(e.firstChild);
             const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
             const words = e.firstChild.textContent.trim().split(" ");
             return [e.firstChild.textContent.trim(), tops.size <= words.length,
                     e.scrollWidth <= e.clientWidth];
           })""",
    )
    assert lines == [[name, True, True] for name in names]
    no_horizontal_scroll(page)
    screenshot(page, "sheet-four-names")


def test_the_resolver_drops_the_dragon_of_a_changed_colour(page, live_server):
    page.goto(f"{live_server}/river-dragons/resolver?players=3&lang=en")
    card = page.locator("#card-0-1 option")
    values = card.evaluate_all("os => os.map(o => o.value)")
    assert "dragon:blue" not in values and "dragon:pink" in values  # seat 1 starts Blue
    page.select_option("#card-0-1", "dragon:pink")
    page.select_option("#colour-0", "pink")
    values = card.evaluate_all("os => os.map(o => o.value)")
    assert "dragon:pink" not in values and "dragon:blue" in values
    expect(page.locator("#card-0-1")).to_have_value("")


LONG_NAMES = ("W" * 40, "Bartholomäus-Maximilian von Hohenzollern", "李" * 40)
"""The longest names the app takes: one unbroken word, a long real name, forty Chinese
characters."""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_longest_names_never_push_a_page_sideways(browser, live_server, scheme):
    context = browser.new_context(viewport=PHONE, is_mobile=True, color_scheme=scheme)
    try:
        page = context.new_page()
        edit_link, view_link = (
            link.split("?")[0] for link in saved_table(page, live_server, LONG_NAMES)
        )
        pages = {
            "table": edit_link,
            "seat": f"{edit_link}/seat/1",
            "results": view_link,
            "results-de": f"{view_link}?lang=de",
            "sheet-de": f"{view_link}/sheet?lang=de",
        }
        for label, address in pages.items():
            page.goto(address)
            screenshot(page, f"long-names-{label}-{scheme}")
            no_horizontal_scroll(page)
    finally:
        context.close()


def cut_titles(page) -> list[str]:
    """The visible headings whose text does not fit their box (cut off or ellipsised)."""
    return page.eval_on_selector_all(
        "h1, h2, h3",
        """els => els.filter(e => e.getClientRects().length)
             .filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
             .map(e => e.textContent.trim())""",
    )


@pytest.mark.parametrize("lang", ["en", "es", "de", "pt", "zh_Hant"])
def test_titles_are_whole_at_360_px(browser, live_server, lang):
    """The score check's title ("Comprobación de puntos") wraps instead of being cut."""
    context = browser.new_context(viewport=PHONE, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(f"{live_server}/moon-river/?lang={lang}")
        page.click("#score-a-ranch")
        expect(page.locator(".seat-head h1")).to_be_visible()
        assert cut_titles(page) == []
        screenshot(page, f"score-check-title-{lang}")
        page.goto(f"{live_server}/moon-river/game-night?lang={lang}")
        edit_link = new_table(live_server, ("Maria Antonieta", "Bo")).edit
        for url in (
            edit_link,
            edit_link.replace("?", "/seat/1?"),
            f"{live_server}/?lang={lang}",
            f"{live_server}/moon-river/game-night?lang={lang}",
            f"{live_server}/moon-river/my-games?lang={lang}",
            f"{live_server}/moon-river/rules/?lang={lang}",
            f"{live_server}/moon-river/rules/how-this-app-scores?lang={lang}",
            f"{live_server}/moon-river/sheets/?lang={lang}",
            f"{live_server}/river-dragons/resolver?players=4&lang={lang}",
        ):
            page.goto(url)
            assert cut_titles(page) == [], url
    finally:
        context.close()
