"""The two small scripts in a real Chromium: "My games" on this device, and the Print button.

static/mygames.js remembers each table this phone opens (its table page or a
seat) in localStorage, most recent first, each table once, at most 20, and adds
them to the "My games" list the server shows for this browser's session.
static/print.js shows the score sheet's Print button, which only a script can
use, and prints when it is tapped; without JavaScript the button stays hidden.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_game_night import start_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

KEY = "moonriver.games"
KEPT = 20


def remembered(page) -> list[dict]:
    return page.evaluate(f"() => JSON.parse(localStorage.getItem('{KEY}') || '[]')")


def path(href: str) -> str:
    return href.split("?")[0].split("://", 1)[-1].split("/", 1)[-1]


def listed(page) -> list[str]:
    return [path(a.get_attribute("href")) for a in page.locator("#my-games a").all()]


def test_a_table_opened_again_is_listed_once_and_first(page, phone, live_server):
    first = start_table(page, live_server, names=("Ana", "Bo"))
    second = start_table(page, live_server, names=("Cy", "Di"))
    page.goto(first.replace("?", "/seat/2?"))  # a seat of the first table counts as the table
    expect(page.locator("#palette")).to_be_visible()

    assert [g["title"] for g in remembered(page)] == [
        "Ana and Bo",
        "Cy and Di",
    ]  # the names as a list of the page's language
    page.goto("about:blank")  # no request of the seat page can set the cookie again
    phone.clear_cookies()  # the server's list is gone: only this device remembers
    page.goto(f"{live_server}/moon-river/my-games")
    expect(page.locator("#my-games a")).to_have_count(2)
    # each once (the order is the server's when the service worker kept its page of the list)
    assert sorted(listed(page)) == sorted([path(first), path(second)])
    expect(page.get_by_role("link", name="Ana and Bo")).to_be_visible()
    expect(page.locator("#no-games")).to_have_count(0)


def test_the_device_keeps_its_last_20_tables(page, phone, live_server):
    page.goto(f"{live_server}/moon-river/my-games")
    older = [{"href": f"/t/old{n}", "title": f"Old {n}", "at": "2026-01-01"} for n in range(25)]
    page.evaluate(f"games => localStorage.setItem('{KEY}', JSON.stringify(games))", older)
    newest = start_table(page, live_server, names=("Eve", "Fay"))

    kept = remembered(page)
    assert len(kept) == KEPT
    assert kept[0]["title"] == "Eve and Fay" and path(kept[0]["href"]) == path(newest)
    assert [g["title"] for g in kept[1:]] == [f"Old {n}" for n in range(KEPT - 1)]
    phone.clear_cookies()
    page.goto(f"{live_server}/moon-river/my-games")
    assert len(listed(page)) == KEPT


def test_a_table_the_server_lists_is_not_added_again(page, live_server):
    link = start_table(page, live_server, names=("Gus", "Hal"))
    page.goto(f"{live_server}/moon-river/my-games")  # same cookies: the server lists it too
    assert listed(page).count(path(link)) == 1


def test_an_unreadable_list_on_the_device_leaves_the_page_as_the_server_sent_it(page, live_server):
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{live_server}/moon-river/my-games")
    page.evaluate(f"() => localStorage.setItem('{KEY}', '{{not json')")
    page.reload()
    expect(page.locator("#no-games")).to_be_visible()
    start_table(page, live_server, names=("Ivy", "Jo"))
    assert errors == []
    assert page.evaluate(f"() => localStorage.getItem('{KEY}')") == "{not json"


def _blank_pad(page, live_server) -> None:
    page.goto(f"{live_server}/moon-river/sheets/blank?players=3&lang=en")


def test_the_print_button_shows_and_prints_the_sheet(page, live_server):
    page.add_init_script("window.printed = 0; window.print = () => { window.printed += 1; };")
    _blank_pad(page, live_server)
    button = page.get_by_role("button", name="Print")
    expect(button).to_be_visible()
    button.tap()
    assert page.evaluate("window.printed") == 1


def test_without_javascript_there_is_no_print_button(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        _blank_pad(page, live_server)
        expect(page.locator(".print-button")).to_be_hidden()
        expect(page.locator("section.pad").first).to_be_visible()
    finally:
        context.close()


def test_a_score_check_is_remembered_as_a_score_check(page, live_server):
    """One ranch and no table of names: the device lists it by what it is."""
    page.goto(f"{live_server}/?lang=en")
    page.locator("#score-a-ranch").click()
    page.wait_for_url(re.compile(r"/t/[^/]+/seat/1"))
    expect(page.locator("#palette")).to_be_visible()
    (game,) = remembered(page)
    assert game["title"] == "Score check"
    assert path(game["href"]) == path(page.url).removesuffix("/seat/1")
