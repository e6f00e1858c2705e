"""Languages in a real browser: a shared link keeps its language, and the choice sticks."""

from __future__ import annotations

import pytest

from tests.browser.conftest import screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium


def test_a_shared_link_opens_in_its_language_and_the_choice_is_remembered(browser, live_server):
    # A German phone opens a link a Chinese-reading friend shared.
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="de-DE")
    try:
        page = context.new_page()
        page.goto(f"{live_server}/moon-river/rules/ties?lang=zh_Hant")
        assert page.get_attribute("html", "lang") == "zh-Hant"
        assert "平手" in page.inner_text("main")
        # Links on the page carry the language on.
        page.locator("main a[href*='/moon-river/rules/']").first.click()
        page.wait_for_load_state()
        assert page.get_attribute("html", "lang") == "zh-Hant"
        # The choice is remembered without the parameter.
        page.goto(f"{live_server}/")
        assert page.get_attribute("html", "lang") == "zh-Hant"
        screenshot(page, "languages-home-zh-hant")
    finally:
        context.close()
    # A fresh German phone with no link parameter gets German.
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="de-DE")
    try:
        page = context.new_page()
        page.goto(f"{live_server}/")
        assert page.get_attribute("html", "lang") == "de"
        assert "Welches Spiel" in page.inner_text("main")
    finally:
        context.close()
