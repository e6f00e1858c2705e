"""River Dragons at phone size in a real Chromium: set-up helper and turn resolver."""

from __future__ import annotations

import pytest

from tests.browser.conftest import screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

NO_SIDE_SCROLL = "document.documentElement.scrollWidth <= window.innerWidth"


def small_targets(page, selector):
    """Interactive elements in ``selector`` shorter than 44 px (should be none)."""
    return page.eval_on_selector_all(
        selector,
        "els => els.filter(e => e.offsetParent !== null)"
        ".map(e => [e.outerHTML.slice(0, 60), e.getBoundingClientRect().height])"
        ".filter(([_, h]) => h < 44)",
    )


def test_setup_helper_on_a_phone_in_spanish(live_server, page):
    page.goto(f"{live_server}/river-dragons/setup?lang=es")
    assert page.get_attribute("html", "lang") == "es"
    page.click("main .counts a[href*='players=3']")
    page.wait_for_selector("#colours")
    assert page.get_attribute("html", "lang") == "es"
    colours = page.locator("#colours .colour-list li").all_inner_texts()
    assert [c.strip() for c in colours] == ["Azul", "Rojo", "Rosa"]
    removed = page.locator("#dragons .colour-list li").all_inner_texts()
    assert [c.strip() for c in removed] == ["Negro", "Verde", "Amarillo"]
    assert page.locator("#hand li").count() == 9
    assert page.evaluate(NO_SIDE_SCROLL)
    assert small_targets(page, "main a.button, main button, main select") == []
    screenshot(page, "riverdragons-setup-phone-es")


HAND = ["move-1", "move-2", "place-1-plank", "place-1-stone", "remove-plank-or-stone"]
"""Five different action cards: a hand holds each once."""


def test_resolver_on_a_phone_example_5(live_server, page):
    page.goto(f"{live_server}/river-dragons/resolver?players=6&lang=es")
    assert page.get_attribute("html", "lang") == "es"
    seating = [page.input_value(f"#colour-{seat}") for seat in range(6)]
    assert seating == ["pink", "black", "blue", "red", "green", "yellow"]
    special = {("pink", 4): "dragon:green", ("green", 4): "dragon:blue", ("blue", 4): "jump"}
    for seat, colour in enumerate(seating):
        for slot in range(1, 6):
            page.select_option(f"#card-{seat}-{slot}", special.get((colour, slot), HAND[slot - 1]))
    page.select_option("#first", "blue")
    assert page.evaluate(NO_SIDE_SCROLL)
    assert small_targets(page, "main a.button, main button, main select") == []
    page.click("button[name=resolve]")
    page.wait_for_selector("#result")
    assert page.get_attribute("html", "lang") == "es"
    slot4 = page.locator("table.slot-result").nth(3)
    blue = slot4.locator("tr.cancelled")
    assert blue.count() == 1
    assert "Azul" in blue.inner_text()
    assert blue.locator("del").inner_text() == "Salta por encima de otro peón"
    decoration = blue.locator("del").evaluate("e => getComputedStyle(e).textDecorationLine")
    assert "line-through" in decoration
    assert slot4.locator("tr.dragon").count() == 2
    assert page.locator("table.slot-result tr.cancelled").count() == 1
    assert page.evaluate(NO_SIDE_SCROLL)
    screenshot(page, "riverdragons-resolver-phone-es")


def test_resolver_problems_on_a_phone(live_server, page):
    page.goto(f"{live_server}/river-dragons/resolver?players=2")
    page.click("button[name=resolve]")
    page.wait_for_selector("#problems")
    assert page.locator("#problems li").count() == 10
    assert page.evaluate(NO_SIDE_SCROLL)
    screenshot(page, "riverdragons-resolver-problems-phone")
