"""A Legends player sees, while entering, which scenario is scored and whose character they play."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import new_phone, screenshot
from tests.browser.test_editor_one_screen import fits_without_scrolling
from tests.browser.test_results_page import legends_table

SCENARIO = {"en": "Gold Rush", "de": None}


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("de", "dark")])
def test_the_scenario_and_character_line_shows_at_360_without_crowding_the_grid(
    browser, page, live_server, lang, scheme
):
    edit_link, _view = legends_table(live_server, finish=False)
    context = new_phone(browser, color_scheme=scheme)
    try:
        phone = context.new_page()
        phone.goto(f"{edit_link.split('?')[0]}/seat/1?lang={lang}")
        expect(phone.locator("#palette")).to_be_visible()
        line = phone.locator(".seat-links")
        expect(line).to_be_visible()
        box = line.bounding_box()
        assert box["height"] <= 18  # one small line
        assert line.evaluate("e => e.scrollWidth <= e.clientWidth")  # nothing cut off
        text = line.inner_text()
        if SCENARIO[lang]:
            assert SCENARIO[lang] in text
        grid = phone.locator(".editor-grid").bounding_box()
        assert grid["y"] >= box["y"] + box["height"]
        assert fits_without_scrolling(phone)
        screenshot(phone, f"seat-scenario-line-{lang}-{scheme}")
    finally:
        context.close()
