"""Two real phones on one seat change one plot: fields merge, a field changed twice is chosen,
and the phone whose saved value lost is told and can put it back (issue 21, item 1).

Each phone is its own browser context (own storage, own network switch) at 360x740, in
English and Traditional Chinese, light and dark. What the server stores is read back through
the API after every step that matters; axe-core checks the conflict choice and the notice.
"""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.browser.conftest import new_phone, screenshot
from tests.browser.tables import new_table
from tests.browser.test_game_night import paint, wait_saved

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

POLL_GRACE_MS = 5000
"""A phone learns of another phone's save within this time (it polls every 3 s)."""

WORDS = {
    "en": {
        "cell": "Plot 1, marked on the grid",
        "spoken": " (row 1, column 1)",
        "mine": "Cows: 2 (this phone)",
        "theirs": "Cows: 1 (the other phone)",
        "choose": "Choose one for each.",
        "told": "Cows: 2 (the other phone) instead of 1 (this phone)",
        "state": "Changed on another phone",
        "put_back": "Put mine back",
        "keep": "Keep the other phone's",
    },
    "zh_Hant": {
        "cell": "第1塊土地板塊，已在方格上標示",
        "spoken": "（第1橫列，第1直行）",
        "mine": "牛：2（這部手機）",
        "theirs": "牛：1（另一部手機）",
        "choose": "請每項都選擇一個。",
        "told": "牛：2（另一部手機），而非1（這部手機）",
        "state": "已在另一部手機上改動",
        "put_back": "還原我的",
        "keep": "保留另一部手機的",
    },
}
NOT_COVERED = """c => { const r = c.getBoundingClientRect();
  return [[0.5, 0.5], [0.15, 0.15]].every(([x, y]) =>
    c.contains(document.elementFromPoint(r.x + r.width * x, r.y + r.height * y))); }"""
"""The plot is on top where a finger or an eye would find it: its middle and its badge."""
SETTINGS = [("en", "light"), ("zh_Hant", "dark")]
"""English in light mode, Chinese in dark mode: both languages and both schemes."""


@pytest.fixture
def two_phones(browser, live_server, request):
    """Seat 1 of a new table open on two phones, a desert on row 1 column 1 seen by both."""
    lang, scheme = request.param
    phones = [new_phone(browser, color_scheme=scheme) for _ in range(2)]
    try:
        a, b = (phone.new_page() for phone in phones)
        url = (
            new_table(live_server).edit.replace("?", "/seat/1?").replace("lang=en", f"lang={lang}")
        )
        a.goto(url)
        b.goto(url)
        expect(b.locator("#palette")).to_be_visible()
        paint(a, 0, "desert")
        wait_saved(a)
        expect(cell(b, 0)).to_have_class(re.compile("t-desert"), timeout=POLL_GRACE_MS)
        yield lang, scheme, url, (a, phones[0]), (b, phones[1])
    finally:
        for phone in phones:
            phone.close()


def cell(page, index):
    return page.locator(f'.cell[data-index="{index}"]')


def tap(page, tool, index, times=1):
    page.tap(f'.tool[data-tool="{tool}"]')
    for _ in range(times):
        page.tap(f'.cell[data-index="{index}"]')


def stored_plot(page, live_server, url, row=1, col=1):
    token = url.split("/t/")[1].split("/")[0]
    seat = page.request.get(f"{live_server}/api/v1/tables/{token}/seats/1").json()
    return next(p for p in seat["ranch"]["plots"] if (p["row"], p["col"]) == (row, col))


def serious_axe_problems(page) -> list:
    return [
        (v["id"], [n["target"] for n in v["nodes"]][:3])
        for v in Axe().run(page).response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("two_phones", SETTINGS, indirect=True, ids=["en-light", "zh-dark"])
def test_a_cow_on_one_phone_and_a_nugget_on_the_other_on_one_plot_are_both_kept(
    two_phones, live_server
):
    _lang, _scheme, url, (a, _phone_a), (b, phone_b) = two_phones
    phone_b.set_offline(True)  # phone B cannot hear of phone A's save
    tap(a, "cows", 0)
    wait_saved(a)
    tap(b, "resources", 0)
    phone_b.set_offline(False)
    wait_saved(b)  # merged by the server: nothing to choose

    for page in (a, b):
        expect(cell(page, 0).locator(".cows")).to_have_text("1", timeout=POLL_GRACE_MS)
        expect(cell(page, 0).locator(".res")).to_have_text("1", timeout=POLL_GRACE_MS)
        expect(page.locator("#conflict")).to_be_hidden()
        expect(page.locator("#overridden")).to_be_hidden()
        expect(page.locator("#save-state")).to_have_class(re.compile(r"\bsaved\b"))
    plot = stored_plot(a, live_server, url)
    assert (plot["terrain"], plot.get("cows"), plot.get("resources")) == ("desert", 1, 1)


@pytest.mark.parametrize("two_phones", SETTINGS, indirect=True, ids=["en-light", "zh-dark"])
def test_cows_changed_on_both_phones_are_chosen_and_the_phone_that_lost_puts_them_back(
    two_phones, live_server
):
    lang, scheme, url, (a, _phone_a), (b, phone_b) = two_phones
    words = WORDS[lang]
    phone_b.set_offline(True)
    tap(a, "cows", 0)  # phone A: 1 cow
    wait_saved(a)
    tap(b, "cows", 0, times=2)  # phone B, offline: 2 cows
    tap(b, "resources", 0)  # and a nugget, which nobody else touched
    phone_b.set_offline(False)

    # Phone B is asked about the cows only, by name, with nothing chosen beforehand.
    dialog = b.locator("#conflict")
    expect(dialog).to_be_visible()
    choice = dialog.locator(".conflict-plot")
    expect(choice).to_have_count(1)
    # Named by the number drawn on its plot (the grid prints no rows or columns); a screen
    # reader, which reads the grid by rows and columns, hears those too.
    expect(choice.locator("legend")).to_have_text(words["cell"] + words["spoken"])
    expect(choice.locator("legend .vh")).to_have_text(words["spoken"])
    badge = b.locator('.cell[data-cell="1-1"]')
    expect(badge).to_have_attribute("data-mark", "1")
    assert badge.evaluate("c => getComputedStyle(c, '::after').content") == '"1"'
    assert b.locator(".cell[data-mark]").count() == 1
    assert badge.evaluate(NOT_COVERED)  # the choice never hides the plot it names
    assert b.evaluate("scrollY") == 0  # a sheet over the tools: the page stays where it was
    expect(choice.locator("label").nth(0)).to_have_text(words["mine"])
    expect(choice.locator("label").nth(1)).to_have_text(words["theirs"])
    expect(dialog.locator("input:checked")).to_have_count(0)
    assert serious_axe_problems(b) == []
    screenshot(b, f"seat-field-conflict-{lang}-{scheme}")

    b.click("#save-choices")  # nothing chosen: it says so and saves nothing
    expect(b.locator("#conflict-missing")).to_have_text(words["choose"])
    assert stored_plot(a, live_server, url).get("cows") == 1

    choice.get_by_label(words["mine"]).check()
    b.click("#save-choices")
    wait_saved(b)
    plot = stored_plot(a, live_server, url)
    assert (plot.get("cows"), plot.get("resources")) == (2, 1)

    # Phone A's saved cow was replaced: within a few seconds it says so, never "Saved".
    told = a.locator("#overridden")
    expect(told).to_be_visible(timeout=POLL_GRACE_MS)
    expect(told.locator("li")).to_have_count(1)
    expect(told.locator("li [data-what]")).to_have_text(words["told"])
    expect(a.locator("#save-state")).to_have_text(words["state"])
    expect(cell(a, 0)).to_have_class(re.compile(r"\boverridden\b"))
    expect(cell(a, 0).locator(".cows")).to_have_text("2")
    # A bar at the bottom: every plot and the score stay in sight and take their taps; the
    # choice that undoes nobody's change is the main one.
    bar = told.bounding_box()
    assert bar["y"] + bar["height"] >= 739
    for plot in a.locator(".editor-grid .cell").all():
        box = plot.bounding_box()
        assert box["y"] + box["height"] <= bar["y"] + 1
    score = a.locator(".score-button").bounding_box()
    assert score["y"] + score["height"] <= bar["y"] + 1
    assert "secondary" not in (told.locator("#keep-theirs").get_attribute("class") or "")
    assert "secondary" in told.get_by_role("button", name=words["put_back"]).get_attribute("class")
    assert serious_axe_problems(a) == []
    screenshot(a, f"seat-overridden-{lang}-{scheme}")

    # One tap puts phone A's cow back (the nugget stays): stored, and the notice goes.
    told.get_by_role("button", name=words["put_back"]).tap()
    expect(cell(a, 0).locator(".cows")).to_have_text("1")
    wait_saved(a)
    expect(told).to_be_hidden()
    plot = stored_plot(a, live_server, url)
    assert (plot.get("cows"), plot.get("resources")) == (1, 1)

    # Now phone B's chosen 2 cows were replaced, and phone B is told in turn; it keeps A's.
    told_b = b.locator("#overridden")
    expect(told_b).to_be_visible(timeout=POLL_GRACE_MS)
    told_b.get_by_role("button", name=words["keep"]).tap()
    expect(told_b).to_be_hidden()
    wait_saved(b)
    expect(cell(b, 0).locator(".cows")).to_have_text("1")
    assert stored_plot(a, live_server, url).get("cows") == 1


@pytest.mark.parametrize("two_phones", [("en", "light")], indirect=True, ids=["en-light"])
def test_a_phone_opened_again_later_is_told_what_changed_while_it_was_away(two_phones, live_server):
    """A stale tab or a phone that reopens the seat later: what it saved is remembered on the
    phone, so a change made meanwhile by another phone is named as the page opens."""
    _lang, _scheme, url, (a, _phone_a), (b, _phone_b) = two_phones
    tap(a, "cows", 0)
    wait_saved(a)
    a.goto("about:blank")  # phone A closes the seat
    expect(cell(b, 0).locator(".cows")).to_have_text("1", timeout=POLL_GRACE_MS)
    page_b_erases = b.locator('.tool[data-tool=""]')
    page_b_erases.tap()
    b.tap('.cell[data-index="0"]')  # phone B erases the plot, cow and all
    wait_saved(b)

    a.goto(url)
    told = a.locator("#overridden li [data-what]")
    expect(told).to_have_text(
        "Plot: no plot (the other phone) instead of Desert · Cows: 1 (this phone)"
    )
    expect(a.locator("#save-state")).to_have_text("Changed on another phone")
    a.get_by_role("button", name="Put mine back").tap()
    wait_saved(a)
    plot = stored_plot(a, live_server, url)
    assert (plot["terrain"], plot.get("cows")) == ("desert", 1)


@pytest.mark.parametrize("two_phones", SETTINGS[:1], indirect=True, ids=["en-light"])
def test_two_fields_of_one_plot_changed_on_both_phones_are_one_numbered_plot(two_phones):
    """Cows and nuggets of one plot changed two ways are two choices about one plot: both are
    named "Plot 1", and the grid draws one "1" on it, whatever the top row is called."""
    _lang, _scheme, _url, (a, _phone_a), (b, phone_b) = two_phones
    phone_b.set_offline(True)
    tap(a, "cows", 0)
    tap(a, "resources", 0)
    wait_saved(a)
    tap(b, "cows", 0, times=2)
    tap(b, "resources", 0, times=2)
    phone_b.set_offline(False)

    choices = b.locator("#conflict .conflict-plot")
    expect(choices).to_have_count(2)
    for choice in choices.all():
        expect(choice.locator("legend")).to_contain_text("Plot 1, marked on the grid")
    expect(b.locator(".cell[data-mark]")).to_have_count(1)
    expect(cell(b, 0)).to_have_attribute("data-mark", "1")
    assert cell(b, 0).evaluate(NOT_COVERED)
