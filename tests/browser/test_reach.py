"""What a new table needs first is on the first screen of a 360x740 phone, in every language.

The home page shows "Score a ranch", "Game night" and River Dragons' "Resolve a turn" without
scrolling; the game-night form's "Start the table" stays within reach while four players are
entered, and a field taken into view is never hidden behind it.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

LANGUAGES = ("en", "es", "de", "pt", "zh_Hant")


def on_first_screen(page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_pages_first_screen_holds_score_game_night_and_resolve(
    browser, live_server, lang, scheme
):
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, color_scheme=scheme
    )
    try:
        page = context.new_page()
        page.goto(f"{live_server}/?lang={lang}")
        for target in (
            "#score-a-ranch",
            "#moon-river a[href*='game-night']",
            "#river-dragons a[href*='/river-dragons/turn']",
        ):
            assert on_first_screen(page, target), (lang, target)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        if lang in ("en", "zh_Hant"):
            screenshot(page, f"home-{lang}-{scheme}")
    finally:
        context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_start_the_table_is_in_reach_while_four_players_are_entered(browser, live_server, lang):
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        page.goto(f"{live_server}/moon-river/game-night?lang={lang}")
        start = "form.new-table button[type=submit]"
        assert on_first_screen(page, start)
        for i, name in enumerate(("Ana", "Bo", "Cy", "Di")):
            page.locator(f"#players-{i}-name").tap()
            page.keyboard.type(name)
            field = page.locator(f"#players-{i}-name").bounding_box()
            bar = page.locator(".start-bar").bounding_box()
            assert field["y"] + field["height"] <= bar["y"], (lang, i)  # never under the bar
            assert on_first_screen(page, start)
        if lang in ("en", "zh_Hant"):
            screenshot(page, f"game-night-4-players-{lang}")
        page.locator(start).tap()
        expect(page.locator("#edit-link")).to_be_visible()
    finally:
        context.close()
