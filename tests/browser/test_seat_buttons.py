"""The table's seat buttons at 360 px: name, colour and character read as one line of text."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium


@pytest.mark.parametrize("lang", ["pt", "de"])
def test_seat_buttons_keep_their_spaces_and_separators(page, live_server, lang):
    page.goto(f"{live_server}/moon-river/game-night?lang={lang}")
    page.check("input[name=mode][value=legends]")
    for i, name in enumerate(("Bjorn", "Calamity Jane", "Ana", "Wolfgang")):
        page.fill(f"#players-{i}-name", name)
    page.click("button[type=submit]")
    expect(page.locator("#edit-link")).to_be_visible()
    page.goto(page.locator("#edit-link").input_value())
    links = page.locator(".seat-link")
    expect(links).to_have_count(4)
    for index in range(4):
        link = links.nth(index)
        text = " ".join(link.inner_text().split())
        # No space lost between the name and "(colour)", no "·" alone on a line.
        assert "(" in text and " (" in text, text
        assert " · " in link.inner_text(), link.inner_text()
        assert link.evaluate("a => a.children.length") == 1
        assert link.evaluate("a => a.scrollWidth <= a.clientWidth + 1")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    screenshot(page, f"seat-buttons-{lang}")
