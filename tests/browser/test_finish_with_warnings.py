"""Finish says what is wrong first: a ranch with warnings asks once, a ranch without is one tap."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import new_phone, screenshot
from tests.browser.tables import new_table
from tests.browser.test_game_night import paint, wait_saved

WORDS = {
    "en": ("Finish anyway", "Fix it", "Results"),
    "de": ("Trotzdem abschließen", "Korrigieren", "Ergebnisse"),
}


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("de", "dark")])
def test_finishing_a_ranch_with_warnings_shows_them_and_asks_once(
    browser, live_server, lang, scheme
):
    anyway, fix, results = WORDS[lang]
    context = new_phone(browser, color_scheme=scheme)
    try:
        page = context.new_page()
        url = (
            new_table(live_server).edit.replace("?", "/seat/1?").replace("lang=en", f"lang={lang}")
        )
        page.goto(url)
        for index in (0, 1, 22):  # three plots, one far from the river
            paint(page, index, "desert")
        wait_saved(page)
        page.tap("#finish")
        panel = page.locator("#finish-panel")
        expect(panel).to_be_visible()
        warnings = panel.locator("#finish-warnings li")
        assert warnings.count() == page.locator("#warnings li").count() >= 2
        screenshot(page, f"seat-finish-warnings-{lang}-{scheme}")

        panel.get_by_role("button", name=fix).tap()  # back to the grid, nothing finished
        expect(panel).to_be_hidden()
        expect(page.locator("#finish")).to_be_visible()

        page.tap("#finish")
        with page.expect_navigation():
            panel.get_by_role("button", name=anyway).tap()
        expect(page.locator("h1")).to_have_text(results)
    finally:
        context.close()


def test_finishing_a_ranch_without_warnings_is_one_tap(page, live_server):
    page.goto(new_table(live_server).edit.replace("?", "/seat/1?"))
    paint(page, 0, "desert")
    paint(page, 1, "desert")
    wait_saved(page)
    assert page.locator("#warnings li").count() == 0
    with page.expect_navigation():
        page.tap("#finish")
    expect(page.locator("h1")).to_have_text("Results")
