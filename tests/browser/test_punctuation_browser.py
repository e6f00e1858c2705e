"""What the scripts write on a Chinese page is punctuated the Hong Kong way, in a real Chromium.

The scripts hold no punctuation: they fill the page's patterns (``：；（）｜``)
into what they build. This reads what they built on zh_Hant pages: the
editor's sums panel and its warnings after a tap (static/editor.js,
seat-sync.js), the cells' spoken labels, the plots a results line lights up,
and the messages seat-sync shows when two phones changed one ranch. The rule
is the page test's (``tests/i18n/test_punctuation.py``): no ASCII ``: ; ( ) ,``
beside Chinese. Screenshots at 360×740 go to artifacts/screenshots/.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot
from tests.browser.test_game_night import paint, wait_saved
from tests.i18n.test_punctuation import ascii_beside_chinese

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

POLL_GRACE_MS = 5000


def farm(row, col, **extra):
    return {"row": row, "col": col, "terrain": "farm", **extra}


TWO_CITIES = {
    "plots": [
        *(farm(1, c, cows=1) for c in (1, 2, 3)),
        {"row": 1, "col": 5, "terrain": "cornfield", "cows": 1},
        *(farm(3, c) for c in (1, 2, 3)),
        farm(3, 4, cows=1),
    ]
}
"""Moon River City twice (two farm groups, so S7 brackets each group's sum), a cow on a
cornfield and a row of plots that do not reach the river: warnings that list plots."""


def start_legends_table(page, live_server) -> str:
    """A Moon River City table started on a Chinese page; its edit address."""
    page.goto(f"{live_server}/moon-river/game-night?lang=zh_Hant")
    for i, name in enumerate(("瑪利亞", "小明", "阿強")):
        page.fill(f"#players-{i}-name", name)
    page.check('input[name="mode"][value="legends"]')
    page.select_option('select[name="scenario"]', "moon-river-city")
    page.click("button[type=submit]")
    expect(page.locator("#edit-link")).to_be_visible()
    return page.locator("#edit-link").input_value().split("?")[0]


def no_ascii_beside_chinese(text: str) -> None:
    assert re.search(r"[\u4e00-\u9fff]", text), text  # the text read is Chinese at all
    assert ascii_beside_chinese(text) == [], text


def test_the_sums_the_plots_and_the_cells_the_scripts_write_are_punctuated_in_chinese(
    page, live_server
):
    table = start_legends_table(page, live_server)
    token = table.split("/t/")[1]
    saved = page.request.put(
        f"{live_server}/api/v1/tables/{token}/seats/1", data={"version": 0, "ranch": TWO_CITIES}
    )
    assert saved.ok, saved.text()
    page.goto(f"{table}/seat/1?lang=zh_Hant")
    total = page.locator(".score-button .total")
    expect(total).not_to_have_text("0")
    before = total.inner_text()
    paint(page, 3, "farm")  # one more farm plot: the script scores and words the ranch anew
    expect(page.locator('.cell[data-index="3"]')).to_have_class(re.compile("t-farm"))
    expect(total).not_to_have_text(before)

    page.tap("#score-button")
    panel = page.locator("#score-panel")
    expect(panel).to_be_visible()
    expect(panel).to_contain_text("）")  # each Moon River City group's sum in brackets
    expect(panel).to_contain_text("；")  # the plots of a warning, one after another
    no_ascii_beside_chinese(panel.inner_text())
    screenshot(page, "punctuation-zh-editor-sums")

    labels = page.locator(".cell [aria-label]").evaluate_all(
        "cells => cells.map(c => c.getAttribute('aria-label'))"
    )
    said = [label for label in labels if "：" in label]
    assert said, labels  # painted cells are read out as "where：what"
    for label in labels:
        no_ascii_beside_chinese(label)

    page.goto(f"{table}/results?lang=zh_Hant")
    line = page.locator("#seat-1 .line.has-plots").first
    line.locator("summary").first.click()
    expect(line).to_have_class(re.compile(r"\bactive\b"))
    expect(line).to_contain_text("土地板塊：")
    no_ascii_beside_chinese(line.inner_text())
    screenshot(page, "punctuation-zh-results")


def test_the_messages_of_two_phones_on_one_ranch_are_punctuated_in_chinese(
    page, other_phone, live_server
):
    table = start_legends_table(page, live_server)
    url = f"{table}/seat/1?lang=zh_Hant"
    page.goto(url)
    other = other_phone.new_page()
    other.goto(url)
    expect(other.locator("#palette")).to_be_visible()

    other_phone.set_offline(True)  # the second phone edits without hearing of the first
    paint(page, 0, "desert")
    paint(page, 1, "desert")
    wait_saved(page)
    paint(other, 0, "forest")
    paint(other, 1, "forest")
    other_phone.set_offline(False)

    dialog = other.locator("#conflict")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("（這部手機）")
    no_ascii_beside_chinese(dialog.inner_text())
    plots = dialog.locator(".conflict-plot")
    for i in (0, 1):  # this phone's forest both times: the first phone's deserts are lost
        plots.nth(i).get_by_label(re.compile("這部手機")).check()
    other.click("#save-choices")
    wait_saved(other)

    told = page.locator("#overridden")
    expect(told).to_be_visible(timeout=POLL_GRACE_MS)
    expect(told.locator("li").first).to_contain_text("：")
    no_ascii_beside_chinese(told.inner_text())


def test_a_rules_page_in_chinese_reads_with_full_width_punctuation(page, live_server):
    page.goto(f"{live_server}/moon-river/rules/how-this-app-scores?lang=zh_Hant")
    body = page.locator("main")
    expect(body).to_contain_text("（大小 − 3）")
    no_ascii_beside_chinese(body.inner_text())
    screenshot(page, "punctuation-zh-rules")
