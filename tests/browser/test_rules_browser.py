"""The rules reference on a 360 px phone: read a topic, switch language, compare two."""

from __future__ import annotations

import pytest

from tests.browser.conftest import screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

NO_SIDEWAYS_SCROLL = "document.scrollingElement.scrollWidth <= 360"


def test_topic_language_switch_and_side_by_side_on_a_phone(page, live_server):
    page.goto(f"{live_server}/moon-river/rules/cattle-thief?lang=en")
    assert page.locator("h1").inner_text() == "Cattle thief"
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    screenshot(page, "rules-topic-phone")

    page.locator(".lang-switch summary").click()
    page.locator('.lang-switch a[hreflang="de"]').click()
    page.wait_for_url("**/moon-river/rules/cattle-thief?lang=de")
    assert page.locator("html").get_attribute("lang") == "de"
    assert page.locator("h1").inner_text() == "Viehdiebin"
    assert page.evaluate(NO_SIDEWAYS_SCROLL)

    page.locator("a.button[href*='/compare']").click()
    page.wait_for_url("**/cattle-thief/compare**")
    page.select_option("#compare-left", "zh_Hant")
    page.select_option("#compare-right", "en")
    page.locator(".compare-form button").click()
    page.wait_for_url("**left=zh_Hant**")
    assert page.locator('.compare-cell[lang="zh-Hant"]').count() > 1
    assert page.locator('.compare-cell[lang="en"]').count() > 1
    # On a phone each pair is stacked: both cells of a row share the same left edge.
    row = page.locator(".compare-row").nth(1)
    first, second = (row.locator(".compare-cell").nth(i).bounding_box() for i in (0, 1))
    assert abs(first["x"] - second["x"]) < 1 and second["y"] > first["y"]
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    screenshot(page, "rules-compare-phone")


def test_side_by_side_pairs_share_a_row_on_a_wide_screen(browser, live_server):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{live_server}/moon-river/rules/gold-rush/compare?left=en&right=es")
        row = page.locator(".compare-row").nth(1)
        first, second = (row.locator(".compare-cell").nth(i).bounding_box() for i in (0, 1))
        assert abs(first["y"] - second["y"]) < 1 and second["x"] > first["x"] + 200
        screenshot(page, "rules-compare-wide")
    finally:
        context.close()


def test_search_from_a_topic_page_on_a_phone(page, live_server):
    page.goto(f"{live_server}/moon-river/rules/?lang=en")
    page.fill("#rules-q", "cattle thief")
    page.locator(".rules-search button").click()
    page.wait_for_url("**/rules/search**")
    first = page.locator(".hits li a").first
    assert first.inner_text() == "Cattle thief"
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    screenshot(page, "rules-search-phone")
    first.click()
    page.wait_for_url("**/rules/cattle-thief?lang=en**")


def test_long_topics_fit_a_phone(page, live_server):
    for slug in ("how-this-app-scores", "glossary", "faq", "setup"):
        page.goto(f"{live_server}/moon-river/rules/{slug}?lang=en")
        assert page.evaluate(NO_SIDEWAYS_SCROLL), slug
    screenshot(page, "rules-setup-phone")


def test_topic_prints_without_controls(page, live_server):
    page.goto(f"{live_server}/moon-river/rules/scoring?lang=en")
    page.emulate_media(media="print")
    for selector in (".rules-search", ".pager", ".crumbs", ".lang-switch", "a.button"):
        assert not page.locator(selector).first.is_visible(), selector
    assert page.locator("h1").is_visible()
    assert page.locator(".rule-body").is_visible()
