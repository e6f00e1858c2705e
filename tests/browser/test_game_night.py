"""Game night in a real Chromium at 360 px: start, join, paint, autosave, conflict, results."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

TERRAINS = ["desert", "canyon", "prairie", "forest", "cornfield", "farm"]
FULL = [TERRAINS[(i // 2 + i // 5) % 6] for i in range(24)]
"""A 24-plot ranch: every cell but the top-right one, terrains in pairs."""


def start_table(page, live_server, names=("Ana", "Bo", "Cy")):
    page.goto(f"{live_server}/moon-river/game-night")
    for i, name in enumerate(names):
        page.fill(f"#players-{i}-name", name)
    page.click("button[type=submit]")
    expect(page.locator("#edit-link")).to_be_visible()
    return page.locator("#edit-link").input_value()


def no_horizontal_scroll(page):
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def paint(page, index, terrain):
    page.tap(f'.tool[data-tool="{terrain}"]')
    page.tap(f'.cell[data-index="{index}"]')


def finish(page):
    """Tap Finish; a ranch with warnings is finished anyway from the question it asks."""
    page.click("#finish")
    if page.locator("#warnings li").count():
        page.click("#finish-anyway")


def wait_saved(page):
    expect(page.locator("#save-state")).to_have_class(re.compile(r"\bsaved\b"))


def ranch_json(cells):
    return {
        "rows": 5,
        "plots": [
            {"row": i // 5 + 1, "col": i % 5 + 1, "terrain": t, **extra}
            for i, (t, extra) in enumerate(cells)
            if t
        ],
    }


def test_a_whole_game_night(page, other_phone, live_server):
    edit_link = start_table(page, live_server)
    assert page.locator(".qr svg").count() == 2
    no_horizontal_scroll(page)

    # A second phone joins through the shared link and takes seat 2.
    bo = other_phone.new_page()
    bo.goto(edit_link)
    bo.get_by_role("link", name=re.compile("Bo")).click()
    expect(bo.locator("h1")).to_contain_text("Bo's ranch")
    paint(bo, 0, "desert")
    paint(bo, 1, "desert")
    wait_saved(bo)

    # Ana paints a full ranch by tapping, and puts 2 cows and a farmer on plots.
    page.get_by_role("link", name=re.compile("Ana")).click()
    expect(page.locator("#palette")).to_be_visible()
    for index, terrain in enumerate(FULL):
        paint(page, index, terrain)
    page.tap('.tool[data-tool="cows"]')
    page.tap('.cell[data-index="0"]')
    page.tap('.cell[data-index="0"]')
    expect(page.locator('.cell[data-index="0"] .cows')).to_have_text("2")
    page.tap('.tool[data-tool="partner"]')
    page.tap('.opt[data-partner="farmer"]')
    page.tap('.cell[data-index="5"]')
    wait_saved(page)
    no_horizontal_scroll(page)
    extras = {0: {"cows": 2}, 5: {"partner": "farmer"}}
    ranch = ranch_json([(t, extras.get(i, {})) for i, t in enumerate(FULL)])
    expected = page.request.post(
        f"{live_server}/api/v1/moon-river/scores",
        data={"players": [{"name": "Ana", "ranch": ranch}]},
    ).json()["players"][0]["total"]
    expect(page.locator(".score-button [data-key=total]")).to_have_text(str(expected))
    screenshot(page, "game-night-editor")

    # Undo takes the farmer away, redo brings it back.
    page.tap("#undo")
    expect(page.locator('.cell[data-index="5"] .partner-badge')).to_have_count(0)
    page.tap("#redo")
    expect(page.locator('.cell[data-index="5"] .partner-badge')).to_have_count(1)
    wait_saved(page)

    # Everything is still there after a reload.
    page.reload()
    expect(page.locator(".cell[class*=' t-']")).to_have_count(24)
    expect(page.locator(".score-button [data-key=total]")).to_have_text(str(expected))

    # The same ranch edited from two phones, different plots: both changes are kept.
    bo.goto(page.url)
    expect(bo.locator("#palette")).to_be_visible()
    paint(page, 23, "farm")
    wait_saved(page)
    paint(bo, 22, "farm")
    wait_saved(bo)
    for phone in (bo, page):
        expect(phone.locator('.cell[data-index="23"]')).to_have_class(re.compile("t-farm"))
        expect(phone.locator('.cell[data-index="22"]')).to_have_class(re.compile("t-farm"))
    expect(bo.locator("#conflict")).to_be_hidden()
    # Bo repainted a plot Ana's phone had saved: her phone names it; she keeps Bo's farm.
    told = page.locator("#overridden")
    expect(told).to_contain_text("Terrain: Farm (the other phone)")
    told.get_by_role("button", name="Keep the other phone's").tap()
    expect(told).to_be_hidden()

    # Cy enters a small ranch; everyone finishes; the results name the winner.
    page.goto(edit_link)
    page.get_by_role("link", name=re.compile("Cy")).click()
    paint(page, 0, "prairie")
    paint(page, 1, "prairie")
    wait_saved(page)
    for seat in (1, 2, 3):
        page.goto(edit_link.replace("?", f"/seat/{seat}?"))
        finish(page)
        expect(page.locator("h1")).to_have_text("Results")
    expect(page.locator("#winner")).to_have_text(re.compile(r"^Ana wins with \d+ points!$"))
    no_horizontal_scroll(page)
    line = page.locator("#seat-1 .line.has-plots").first
    line.locator("summary").click()
    expect(page.locator("#seat-1 .drawing .hl").first).to_be_attached()
    screenshot(page, "game-night-results")
    # A second tap puts the drawing back; from the keyboard, Enter on a line does the same.
    line.locator("summary").click()
    expect(page.locator("#seat-1 .drawing .hl")).to_have_count(0)
    line.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#seat-1 .drawing .hl").first).to_be_attached()


def test_offline_changes_are_kept_and_sent_when_the_connection_returns(page, phone, live_server):
    edit_link = start_table(page, live_server)
    page.goto(edit_link.replace("?", "/seat/1?"))
    paint(page, 0, "forest")
    wait_saved(page)
    phone.set_offline(True)
    paint(page, 1, "forest")
    expect(page.locator("#save-state")).to_have_class(re.compile("offline"))
    expect(page.locator("#save-state")).to_have_text("No connection: kept on this phone")
    phone.set_offline(False)
    wait_saved(page)
    page.reload()
    expect(page.locator(".cell[class*=' t-']")).to_have_count(2)


def test_the_results_page_follows_the_table(page, other_phone, live_server):
    start_table(page, live_server, names=("Ana", "Bo"))
    page.click("text=Results only (for onlookers)")
    results_link = page.locator("#view-link").input_value()
    watcher = other_phone.new_page()
    watcher.goto(results_link)
    expect(watcher.locator("#seat-1")).to_contain_text("waiting")
    page.get_by_role("link", name=re.compile("Ana")).click()
    paint(page, 0, "desert")
    wait_saved(page)
    expect(watcher.locator("#seat-1")).to_contain_text("still entering", timeout=10_000)


def test_without_javascript_the_form_saves_and_scores(browser, live_server):
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, java_script_enabled=False, locale="en-GB"
    )
    try:
        page = context.new_page()
        edit_link = start_table(page, live_server)
        page.goto(edit_link.replace("?", "/seat/2?"))
        expect(page.locator("#palette")).to_be_hidden()
        page.select_option('select[name="cells-0-terrain"]', "desert")
        page.fill('input[name="cells-0-cows"]', "1")
        page.select_option('select[name="cells-1-terrain"]', "desert")
        page.click("#save-button")
        expect(page.locator(".notice.ok")).to_have_text("Saved.")
        expect(page.locator("#scorepad tfoot [data-key=total]")).to_have_text("2")
        expect(page.locator('select[name="cells-1-terrain"]')).to_have_value("desert")
        no_horizontal_scroll(page)
        # Every field has a visible label, and the longest partner name is not cut off.
        partner = page.get_by_label("Partner").first
        expect(partner).to_be_visible()
        assert (
            page.locator(".cell label[for]").count() == 4 * 25
        )  # terrain, cows, resources, partner
        partner.select_option("prospector")
        assert partner.evaluate("s => s.scrollWidth <= s.clientWidth && s.clientWidth >= 150")
        screenshot(page, "game-night-editor-no-js")
        # No panel is shown, and finishing is the plain form's button.
        expect(page.locator("dialog:visible")).to_have_count(0)
        page.click("#finish")
        expect(page.locator("h1")).to_have_text("Results")
    finally:
        context.close()


def test_my_games_remembers_the_table_on_this_phone(page, phone, live_server):
    edit_link = start_table(page, live_server, names=("Mara", "Nico"))
    phone.clear_cookies()  # the device's own list (localStorage) must be enough
    page.goto(f"{live_server}/moon-river/my-games")
    # the names as the page's language lists them, as the server's own list of games does
    link = page.get_by_role("link", name="Mara and Nico")
    expect(link).to_be_visible()
    # the day it was opened, set apart by the catalog's pattern (the script has none of its own)
    expect(page.locator("#my-games li", has=link)).to_contain_text(re.compile(r" · \d{4}-"))
    assert link.get_attribute("href").split("?")[0] == edit_link.split("?")[0].removeprefix(
        live_server
    )


def test_dragging_paints_every_cell_it_crosses(page, live_server):
    edit_link = start_table(page, live_server)
    page.goto(edit_link.replace("?", "/seat/1?"))
    page.tap('.tool[data-tool="prairie"]')
    first = page.locator('.cell[data-index="0"]').bounding_box()
    last = page.locator('.cell[data-index="4"]').bounding_box()
    y = first["y"] + first["height"] / 2
    page.mouse.move(first["x"] + 5, y)
    page.mouse.down()
    page.mouse.move(last["x"] + last["width"] / 2, y, steps=12)
    page.mouse.up()
    expect(page.locator(".cell.t-prairie")).to_have_count(5)
    wait_saved(page)
    page.tap("#undo")
    expect(page.locator(".cell.t-prairie")).to_have_count(0)


def test_a_two_player_ranch_has_ten_rows_and_one_bonus_tile(page, live_server):
    edit_link = start_table(page, live_server, names=("Ana", "Bo"))
    page.goto(edit_link.replace("?", "/seat/1?"))
    expect(page.locator(".cell")).to_have_count(50)
    paint(page, 45, "prairie")  # row 10, column 1
    paint(page, 46, "desert")
    page.tap('.tool[data-tool="bonus"]')
    page.tap('.cell[data-index="46"]')
    page.tap('.cell[data-index="45"]')  # a second bonus tile: refused, on the spot
    expect(page.locator("#limit")).to_have_text("A ranch can hold only one bonus landscape tile.")
    expect(page.locator(".cell .star")).to_have_count(1)
    page.tap('.cell[data-index="46"]')  # takes it away
    page.tap('.cell[data-index="45"]')
    wait_saved(page)
    no_horizontal_scroll(page)
    page.emulate_media(color_scheme="dark")
    screenshot(page, "game-night-editor-2-players-dark")
    token = edit_link.split("/t/")[1].split("?")[0]
    plots = page.request.get(f"{live_server}/api/v1/tables/{token}/seats/1").json()["ranch"]
    assert plots["rows"] == 10
    assert [(p["row"], p["col"], p.get("bonus", False)) for p in plots["plots"]] == [
        (10, 1, True),
        (10, 2, False),
    ]


def test_the_keyboard_paints_too(page, live_server):
    edit_link = start_table(page, live_server)
    page.goto(edit_link.replace("?", "/seat/1?"))
    page.click('.tool[data-tool="canyon"]')
    page.focus('.cell[data-index="3"] .face')
    page.keyboard.press("Enter")
    expect(page.locator('.cell[data-index="3"] .face')).to_have_attribute(
        "aria-label", "row 1, column 4: Canyon"
    )
    wait_saved(page)
