"""The River Dragons slot grid in a real Chromium at 360 x 740: the rulebook's Dragon
example (example 5) resolves as the rulebook says, with and without JavaScript, and
a Dragon the rules forbid is never offered."""

from __future__ import annotations

import pytest

from benchmarks.dragons import VIEWPORT, page_height, tap_grid_example
from tests.browser.conftest import screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

NO_SIDE_SCROLL = "document.documentElement.scrollWidth <= window.innerWidth"


def small_targets(page, selector):
    return page.eval_on_selector_all(
        selector,
        "els => els.filter(e => e.offsetParent !== null)"
        ".map(e => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect().height,"
        " e.getBoundingClientRect().width]).filter(([_, h, w]) => h < 44 || w < 44)",
    )


def chooser_colours(page):
    return page.eval_on_selector_all("#chooser a .swatch", "els => els.map(e => e.classList[1])")


def assert_example_5(page, cancelled_by="Green"):
    """Blue's fourth action is cancelled by Green's Dragon; Pink's green Dragon met a Dragon."""
    blue = page.locator("#cell-blue-4")
    assert blue.locator("del").count() == 1
    assert "line-through" in blue.locator("del").evaluate(
        "e => getComputedStyle(e).textDecorationLine"
    )
    assert cancelled_by in blue.inner_text()
    assert page.locator("td.cell.cancelled").count() == 1
    assert page.locator("td.cell.dragon").count() == 2
    pink = page.locator("td.cell.dragon.meets")
    assert pink.count() == 1 and pink.locator("#cell-pink-4").count() == 1
    assert page.locator("td.cell.dragon:not(.meets) #cell-green-4").count() == 1


@pytest.mark.parametrize(("lang", "green"), [("en", "Green"), ("zh_Hant", "綠色")])
def test_rulebook_example_5_on_the_grid(live_server, page, lang, green):
    touches = tap_grid_example(page, live_server, lang)
    assert touches <= 8
    assert_example_5(page, green)
    notes = page.locator(".turn-notes li").all_inner_texts()
    assert len(notes) == 1
    assert page.evaluate(NO_SIDE_SCROLL)
    assert page_height(page) <= VIEWPORT["height"], "six players fit on one screen"
    assert small_targets(page, "#turn-app a") == []
    screenshot(page, f"riverdragons-grid-example5-{lang}")


def test_rulebook_example_5_without_javascript(live_server, browser):
    context = browser.new_context(
        viewport=VIEWPORT, has_touch=True, java_script_enabled=False, locale="en-GB"
    )
    page = context.new_page()
    try:
        tap_grid_example(page, live_server)
        assert "d=pink-4-green" in page.url and "d=green-4-blue" in page.url
        assert_example_5(page)
        assert page.locator(".turn-summary").inner_text() == "Cancelled this turn: Blue in slot 4."
    finally:
        context.close()


def test_impossible_dragons_cannot_be_chosen(live_server, page):
    page.goto(f"{live_server}/river-dragons/turn?players=4&lang=en")
    assert page.locator("select").count() == 0, "no system drop-down"
    page.locator("#cell-blue-2").tap()
    page.wait_for_selector("#chooser")
    assert chooser_colours(page) == ["green", "red", "yellow"], "not Blue's own, not Pink or Black"
    assert small_targets(page, "#chooser a") == []
    screenshot(page, "riverdragons-grid-chooser-4-players")
    page.locator("#chooser a:has(.swatch.red)").tap()
    page.wait_for_selector("#cell-red-2:has(del)")
    page.wait_for_selector("#chooser", state="detached")
    for slot in (1, 3, 4, 5):
        other = page.locator(f"#cell-blue-{slot}")
        assert other.evaluate("e => e.tagName") == "SPAN", "a second Dragon is not offered"
        other.tap()
    assert page.locator("#chooser").count() == 0
    assert "Blue already laid a Dragon this turn." in page.get_attribute(
        "#cell-blue-3", "aria-label"
    )


def test_keyboard_and_screen_reader(live_server, page):
    page.goto(f"{live_server}/river-dragons/turn?players=6&lang=en")
    page.focus("#cell-pink-4")
    page.keyboard.press("Enter")
    page.wait_for_selector("#chooser")
    assert page.evaluate("document.activeElement.id") == "chooser-title"
    reached = []
    for _ in range(6):  # Close, then Black, Blue, Red, Green
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.textContent").strip())
        if reached[-1] == "Green":
            break
    assert reached == ["", "Black", "Blue", "Red", "Green"]
    assert page.evaluate("document.activeElement.closest('#chooser') !== null")
    page.keyboard.press("Enter")
    page.wait_for_selector("#chooser", state="detached")
    assert page.evaluate("document.activeElement.id") == "cell-pink-4"
    label = page.get_attribute("#cell-green-4", "aria-label")
    assert label == "Slot 4, Green: Action. Cancelled: Pink played a Dragon aimed at Green."
    assert page.text_content("#turn-live") == "Cancelled this turn: Green in slot 4."
    page.focus("#cell-red-1")
    page.keyboard.press("Enter")
    page.wait_for_selector("#chooser")
    page.keyboard.press("Escape")
    page.wait_for_selector("#chooser", state="detached")
    assert page.locator("td.cell.dragon").count() == 1, "Escape closes without a change"


def test_first_player_by_one_tap_and_next_turn(live_server, page):
    page.goto(f"{live_server}/river-dragons/turn?players=3&d=blue-1-red&lang=en")
    page.locator("th a.who:has(.swatch.red)").tap()
    page.wait_for_selector("tr.first a.who:has(.swatch.red)")
    assert "Next turn, Pink holds the First-player card." in page.inner_text(".next-turn")
    page.locator(".next-turn a").tap()
    page.wait_for_selector("tr.first a.who:has(.swatch.pink)")
    assert page.locator("td.cell.dragon, td.cell.cancelled").count() == 0
    assert "Next turn, Blue holds the First-player card." in page.inner_text(".next-turn")
    page.go_back()
    page.wait_for_selector("tr.first a.who:has(.swatch.red)")
    assert page.locator("td.cell.cancelled").count() == 1, "Back restores the turn"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_six_players_on_one_screen(live_server, browser, scheme, lang):
    context = browser.new_context(
        viewport=VIEWPORT,
        device_scale_factor=2,
        has_touch=True,
        is_mobile=True,
        color_scheme=scheme,
    )
    page = context.new_page()
    try:
        page.goto(
            f"{live_server}/river-dragons/turn?players=6&first=green&d=pink-4-green"
            f"&d=green-4-blue&d=yellow-4-blue&d=red-1-yellow&pick=black-2&lang={lang}"
        )
        assert page.evaluate(NO_SIDE_SCROLL)
        chooser_top = page.locator("#chooser").bounding_box()["y"]
        grid_bottom = page.locator(".slot-grid").bounding_box()
        assert grid_bottom["y"] + grid_bottom["height"] <= chooser_top, "the chooser hides no row"
        screenshot(page, f"riverdragons-grid-six-{lang}-{scheme}")
    finally:
        context.close()


def test_seating_by_tapping_clockwise(live_server, page):
    page.goto(f"{live_server}/river-dragons/turn?players=4&lang=en")
    page.locator(".turn-links a[data-turn]").tap()
    page.wait_for_selector("#arranger")
    assert page.evaluate("document.activeElement.id") == "arranger-title"
    for colour in ("red", "blue"):
        page.locator(f"#arranger a:has(.swatch.{colour})").tap()
        page.wait_for_selector(f"#arranger .tapped:has-text('{colour.title()} →')")
    screenshot(page, "riverdragons-grid-seating")
    page.locator("#arranger a:has(.swatch.yellow)").tap()
    page.wait_for_selector("#arranger", state="detached")
    rows = page.eval_on_selector_all("tbody .who .swatch", "els => els.map(e => e.classList[1])")
    assert rows == ["red", "blue", "yellow", "green"], "the last seat needs no tap"
    assert "seats=red,blue,yellow,green" in page.url
