"""A seat's save runtime in a real Chromium: two phones on one ranch, offline and back.

Phones are separate browser contexts (their own storage, their own network
switch). What the server stores is read back through the API.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from companion.games.moonriver.model import Terrain
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE, screenshot
from tests.browser.tables import new_table
from tests.browser.test_game_night import paint, wait_saved

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

POLL_GRACE_MS = 5000
"""A phone learns of another phone's save within this time (issue: 5 seconds)."""


def seat_url(page, live_server, seat=1):
    return new_table(live_server).edit.replace("?", f"/seat/{seat}?")


def stored(page, live_server, seat_url_):
    token = seat_url_.split("/t/")[1].split("/")[0]
    return page.request.get(f"{live_server}/api/v1/tables/{token}/seats/1").json()


def terrains(ranch) -> dict[tuple[int, int], str]:
    return {(p["row"], p["col"]): p["terrain"] for p in ranch["plots"]}


def cell(page, index):
    return page.locator(f'.cell[data-index="{index}"]')


def two_phones_on_one_seat(page, other_phone, live_server):
    """Seat 1 of a new table open on both phones; its address and the second phone's page."""
    url = seat_url(page, live_server)
    page.goto(url)
    other = other_phone.new_page()
    other.goto(url)
    expect(other.locator("#palette")).to_be_visible()
    return url, other


def test_two_phones_editing_different_plots_of_one_seat_both_keep_their_change(
    page, other_phone, live_server
):
    url, other = two_phones_on_one_seat(page, other_phone, live_server)

    other_phone.set_offline(True)  # so it cannot hear of the first phone's save
    paint(page, 0, "forest")
    wait_saved(page)
    paint(other, 1, "canyon")  # based on the version before the first phone's save
    other_phone.set_offline(False)
    wait_saved(other)  # merged by the server, not refused

    for phone in (other, page):  # the first phone learns it by itself, within 5 s
        expect(cell(phone, 0)).to_have_class(re.compile("t-forest"), timeout=POLL_GRACE_MS)
        expect(cell(phone, 1)).to_have_class(re.compile("t-canyon"), timeout=POLL_GRACE_MS)
        expect(phone.locator("#conflict")).to_be_hidden()
        expect(phone.locator("#save-state")).to_have_class(re.compile(r"\bsaved\b"))
    assert terrains(stored(page, live_server, url)["ranch"]) == {(1, 1): "forest", (1, 2): "canyon"}


def test_a_plot_painted_differently_on_two_phones_is_chosen_field_by_field(
    page, other_phone, live_server
):
    url, other = two_phones_on_one_seat(page, other_phone, live_server)

    other_phone.set_offline(True)  # the second phone edits without hearing of the first
    paint(page, 0, "desert")
    paint(page, 1, "desert")
    wait_saved(page)
    paint(other, 0, "forest")
    paint(other, 1, "forest")
    paint(other, 2, "canyon")
    other_phone.set_offline(False)

    dialog = other.locator("#conflict")
    expect(dialog).to_be_visible()
    plots = dialog.locator(".conflict-plot")
    expect(plots).to_have_count(2)  # row 1 column 3 was only changed here: merged
    expect(plots.nth(0).locator("legend")).to_have_text(
        "Plot 1, marked on the grid (row 1, column 1)"
    )
    expect(other.locator('.cell[data-cell="1-2"]')).to_have_attribute("data-mark", "2")
    expect(plots.nth(0)).to_contain_text("Terrain: Forest (this phone)")
    expect(plots.nth(0)).to_contain_text("Terrain: Desert (the other phone)")
    expect(dialog.locator("input:checked")).to_have_count(0)  # nothing chosen for the player
    expect(other.locator(".cell.conflict")).to_have_count(2)
    expect(other.locator("#save-state")).not_to_have_class(re.compile(r"\bsaved\b"))

    plots.nth(0).get_by_label(re.compile("this phone")).check()
    plots.nth(1).get_by_label(re.compile("the other phone")).check()  # row 1, column 2
    other.click("#save-choices")
    wait_saved(other)
    expect(dialog).to_be_hidden()
    expect(other.locator(".cell.conflict")).to_have_count(0)
    expect(other.locator(".cell[data-mark]")).to_have_count(0)  # the numbers go with the choice

    want = {(1, 1): "forest", (1, 2): "desert", (1, 3): "canyon"}
    assert terrains(stored(page, live_server, url)["ranch"]) == want
    for phone in (other, page):
        expect(cell(phone, 0)).to_have_class(re.compile("t-forest"), timeout=POLL_GRACE_MS)
        expect(cell(phone, 1)).to_have_class(re.compile("t-desert"), timeout=POLL_GRACE_MS)
        expect(cell(phone, 2)).to_have_class(re.compile("t-canyon"), timeout=POLL_GRACE_MS)
    # The first phone's desert at row 1, column 1 lost: it is told, and nothing else is named.
    told = page.locator("#overridden li")
    expect(told).to_have_count(1, timeout=POLL_GRACE_MS)
    expect(told).to_contain_text("Terrain: Forest (the other phone) instead of Desert (this phone)")


def wait_until_kept(page, seconds=10.0):
    """Until the service worker has the page in its cache (evaluate awaits the promise)."""
    deadline = time.monotonic() + seconds
    while not page.evaluate("caches.match(location.href).then(Boolean)"):
        assert time.monotonic() < deadline, "the service worker did not keep the page"
        page.wait_for_timeout(100)


def add_cow(page, index):
    page.tap('.tool[data-tool="cows"]')
    page.tap(f'.cell[data-index="{index}"]')


def test_offline_edits_show_an_up_to_date_score_and_the_editor_reopens_offline(
    page, phone, live_server
):
    url = seat_url(page, live_server)
    page.goto(url)
    paint(page, 0, "desert")
    wait_saved(page)
    # The service worker has kept the page and its assets (127.0.0.1 is a secure origin).
    wait_until_kept(page)

    phone.set_offline(True)
    state = page.locator("#save-state")
    expect(state).to_have_text("Offline: may not be the latest")  # another phone may save
    phone.set_offline(False)
    wait_saved(page)
    phone.set_offline(True)
    add_cow(page, 0)
    paint(page, 1, "desert")
    total = page.locator(".score-button [data-key=total]")
    expect(total).to_have_text("2")  # a desert of 2 plots with 1 cow, scored on the phone
    expect(page.locator("#save-state")).to_have_class(re.compile("offline"))

    page.reload()  # no connection: the kept page, with the edits kept on this phone
    expect(page.locator("#palette")).to_be_visible()
    # the kept page carries the game's tables the scorer and the editor read
    assert page.evaluate("MoonRiverScore.tables.terrains") == [t.value for t in Terrain]
    expect(page.locator(".cell.t-desert")).to_have_count(2)
    expect(total).to_have_text("2")
    expect(page.locator("#save-state")).not_to_have_class(re.compile(r"\bsaved\b"))
    paint(page, 2, "desert")
    expect(total).to_have_text("3")
    screenshot(page, "seat-offline-reopened")

    phone.set_offline(False)
    wait_saved(page)
    body = stored(page, live_server, url)
    assert terrains(body["ranch"]) == {(1, 1): "desert", (1, 2): "desert", (1, 3): "desert"}
    assert body["score"]["total"] == 3


def test_a_page_reopened_offline_shows_what_was_saved_after_it_was_kept(page, phone, live_server):
    """The kept page is the one loaded first (empty); the desert and cow saved afterwards
    must not vanish from the screen when the phone reopens the seat without a connection."""
    url = seat_url(page, live_server)
    page.goto(url)
    wait_until_kept(page)  # kept while the ranch is still empty
    paint(page, 0, "desert")
    add_cow(page, 0)
    wait_saved(page)

    phone.set_offline(True)
    page.reload()
    expect(page.locator("#palette")).to_be_visible()
    expect(cell(page, 0)).to_have_class(re.compile("t-desert"))
    expect(cell(page, 0).locator(".cows")).to_have_text("1")
    expect(page.locator(".score-button [data-key=total]")).to_have_text("1")
    expect(page.locator("#save-state")).to_have_text("Offline: may not be the latest")
    expect(page.locator("#overridden")).to_be_hidden()

    phone.set_offline(False)
    page.reload()
    expect(page.locator("#save-state")).to_have_text("Saved")
    expect(cell(page, 0).locator(".cows")).to_have_text("1")
    expect(page.locator("#overridden")).to_be_hidden()
    assert stored(page, live_server, url)["ranch"]["plots"] == [
        {"row": 1, "col": 1, "terrain": "desert", "cows": 1}
    ]


def test_on_plain_http_in_the_local_network_the_editor_works_without_a_service_worker(
    browser, live_server
):
    """A LAN address is not a secure origin: no service worker, and nothing else breaks."""
    lan = browser.browser_type.launch(
        executable_path=CHROMIUM,
        headless=True,
        args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP table.lan 127.0.0.1"],
    )
    try:
        context = lan.new_context(viewport=PHONE, has_touch=True, is_mobile=True, locale="en-GB")
        page = context.new_page()
        url = seat_url(page, live_server).replace("127.0.0.1", "table.lan")
        page.goto(url)
        assert page.evaluate("window.isSecureContext") is False
        paint(page, 0, "desert")
        add_cow(page, 0)
        expect(page.locator(".score-button [data-key=total]")).to_have_text("1")
        wait_saved(page)
        assert page.evaluate("'serviceWorker' in navigator") is False
        context.close()
    finally:
        lan.close()


def test_the_phone_keeps_at_most_150_pages_and_assets_the_oldest_going_first(page, live_server):
    """A weekly club's phones must not fill up with years of tables: the kept copies are
    capped, and what was kept last (the page open now) stays."""
    url = seat_url(page, live_server)
    page.goto(url)
    wait_until_kept(page)
    page.evaluate(
        """async () => {
            const cache = await caches.open("companion-pages-1");
            for (let n = 0; n < 160; n++) {
                await cache.put(new Request("/t/old-night/seat/1?n=" + n), new Response("old"));
            }
        }"""
    )
    page.reload()  # the worker keeps the page and its files again, trimming after each
    page.wait_for_load_state("networkidle")
    count = "caches.open('companion-pages-1').then(c => c.keys()).then(k => k.length)"

    def trimmed_to_the_cap() -> bool:
        # each copy kept is trimmed right after it, so the count may stand at 151 for a
        # moment between the two: two readings apart must agree on the cap
        first = page.evaluate(count)
        page.wait_for_timeout(300)
        return first == page.evaluate(count) == 150

    deadline = time.monotonic() + 10
    while not trimmed_to_the_cap():
        assert time.monotonic() < deadline, "the kept copies were not trimmed"
    kept = page.evaluate(
        "caches.open('companion-pages-1').then(c => c.keys()).then(k => k.map(r => r.url))"
    )
    assert len(kept) == 150
    assert any(address.startswith(url.split("?")[0]) for address in kept)  # the page open now
    assert not any(address.endswith("?n=0") for address in kept)  # the oldest went first
    assert any(address.endswith("?n=159") for address in kept)
