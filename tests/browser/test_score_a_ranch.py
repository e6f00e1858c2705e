"""Score a ranch from the home page: one tap to the editor, the rulebook ranch scores 89.

Driven by real touch events like ``python -m benchmarks entry``. The ranch must
survive a reload and the back button, and the result page must read as a score
check (no winner, no ranking) in every language.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.support import Translations
from playwright.sync_api import expect

from benchmarks.entry import Phone, enter, open_phone, rulebook_ranch, settled_score
from tests.browser.conftest import screenshot
from tests.browser.test_editor_one_screen import fits_without_scrolling
from tests.browser.test_game_night import paint, wait_saved
from tests.browser.test_seat_sync import stored, terrains, wait_until_kept

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "es", "de", "zh_Hant", "pt")


def winner_words(lang: str) -> list[str]:
    """What a game night's results say about winning, in ``lang``, from our own catalogs."""
    t = Translations.load(str(ROOT / "translations"), [lang])
    return [
        t.gettext("Ranking"),
        t.ngettext("%(name)s wins with %(num)d point!", "%(name)s wins with %(num)d points!", 89)
        .split("%(num)d")[0]
        .replace("%(name)s", "")
        .strip(),
        t.ngettext(
            "Shared victory: %(names)s, with %(num)d point each.",
            "Shared victory: %(names)s, with %(num)d points each.",
            89,
        ).split("%(names)s")[0],
        t.gettext("Send to BG Stats"),
    ]


@pytest.fixture
def home_phone(browser):
    context = open_phone(browser, 360, 740)
    yield context
    context.close()


def test_one_tap_from_home_to_a_kept_89_point_ranch(home_phone, live_server):
    page = home_phone.new_page()
    page.goto(f"{live_server}/")
    phone = Phone(page)
    phone.tap("#score-a-ranch")
    page.wait_for_url(re.compile(r"/t/[^/]+/seat/1"))
    expect(page.locator("#palette")).to_be_visible()
    assert phone.touches == 1 and phone.scrolls == 0
    assert fits_without_scrolling(page)
    screenshot(page, "score-check-empty-360-light")

    entered = enter(page, rulebook_ranch())
    assert settled_score(page) == 89
    assert entered.scrolls == 0
    screenshot(page, "score-check-89-360-light")

    editor = page.url
    page.reload()
    expect(page.locator(".score-button .total")).to_have_text("89")
    expect(page.locator("#save-state")).to_have_text("Saved")

    page.goto(editor.split("/seat/")[0] + "/results")
    expect(page.locator("h1")).to_have_text("Score check")
    page.go_back()
    expect(page.locator(".score-button .total")).to_have_text("89")

    results = editor.split("/seat/")[0] + "/results"
    for lang in LANGUAGES:
        page.goto(f"{results}?lang={lang}")
        body = page.inner_text("main")
        assert re.search(r"\b89\b", body), lang
        for words in winner_words(lang):
            assert words and words not in body, (lang, words)
        if lang == "en":
            assert not re.search(r"\b(wins?|winners?|victory|tie\w*|rank\w*)\b", body, re.I)
    page.goto(f"{results}?lang=en")
    screenshot(page, "score-check-result-360-light")

    page.goto(f"{live_server}/moon-river/my-games")
    expect(page.locator("#my-games")).to_contain_text("Score check")


def test_the_check_in_dark_mode(browser, live_server):
    context = open_phone(browser, 360, 740, color_scheme="dark")
    try:
        page = context.new_page()
        page.goto(f"{live_server}/")
        page.click("#score-a-ranch")
        expect(page.locator("#palette")).to_be_visible()
        assert fits_without_scrolling(page)
        page.locator(".variant summary").click()
        screenshot(page, "score-check-variant-360-dark")
    finally:
        context.close()


def test_without_javascript_the_button_and_the_variant_switch_still_work(browser, live_server):
    context = open_phone(browser, 360, 740, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{live_server}/")
        page.click("#score-a-ranch")
        expect(page.locator("#save-button")).to_be_visible()
        page.locator(".variant summary").click()
        page.select_option("#variant", "outlaws")
        page.select_option("#rows", "10")
        page.click(".variant-form button")
        expect(page.locator(".variant summary")).to_contain_text("Outlaws")
        expect(page.locator(".variant summary")).to_contain_text("5 × 10")
        assert page.locator(".cell").count() == 50
    finally:
        context.close()


def test_a_check_edited_offline_is_kept_and_sent_when_the_connection_returns(
    page, phone, live_server
):
    page.goto(f"{live_server}/")
    page.click("#score-a-ranch")
    expect(page.locator("#palette")).to_be_visible()
    paint(page, 0, "desert")
    wait_saved(page)
    wait_until_kept(page)

    phone.set_offline(True)
    paint(page, 1, "desert")
    expect(page.locator("#save-state")).to_have_class(re.compile("offline"))
    page.reload()  # no connection: the kept page, with the edit kept on this phone
    expect(page.locator(".cell.t-desert")).to_have_count(2)

    phone.set_offline(False)
    wait_saved(page)
    assert terrains(stored(page, live_server, page.url)["ranch"]) == {
        (1, 1): "desert",
        (1, 2): "desert",
    }


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("de", "dark")])
def test_the_check_ends_in_see_the_result_where_a_seat_finishes(browser, live_server, lang, scheme):
    """The score check's end is visible: in the tool bar's last place, where Finish sits."""
    context = open_phone(browser, 360, 740, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(f"{live_server}/?lang={lang}")
        page.click("#score-a-ranch")
        expect(page.locator("#palette")).to_be_visible()
        link = page.locator("#page-action #check-result a")
        expect(link).to_be_visible()
        box = link.bounding_box()
        assert box["y"] + box["height"] <= 740 and box["height"] >= 40
        assert fits_without_scrolling(page)
        screenshot(page, f"score-check-see-the-result-{lang}-{scheme}")
        link.tap()
        expect(page.locator("h1")).to_have_text("Score check" if lang == "en" else re.compile("."))
        assert "/results" in page.url
    finally:
        context.close()
