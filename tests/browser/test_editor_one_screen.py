"""The seat editor on one phone screen, driven by real touch events as a player would.

The rulebook's scoring example ranch is entered by touch (the same plan as
``python -m benchmarks entry``) and must score 89 without the page ever
scrolling; the 10-row ranch of a 2-player game must fit as well, cells at least
44 px. axe-core checks the editor in light and dark mode.
"""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from benchmarks.entry import (
    Phone,
    enter,
    full_ten_row_ranch,
    open_phone,
    rulebook_ranch,
    settled_score,
)
from companion.words.moonriver.scorepad import ROWS
from tests.browser.conftest import screenshot, serious_axe_problems
from tests.browser.tables import new_table
from tests.browser.test_game_night import paint, wait_saved

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium


@contextmanager
def seat_page(
    browser,
    live_server,
    width,
    height,
    names=("Carlota", "Bo", "Cy"),
    ranch=None,
    lang="en",
    **options,
):
    """A phone of this size on the first seat of a new table, in ``lang``, with ``ranch``
    already saved on that seat if one is given (a test about entering a ranch enters it by
    touch itself); closed again afterwards."""
    context = open_phone(browser, width, height, **options)
    try:
        page = context.new_page()
        table = new_table(live_server, names, {1: ranch} if ranch else None)
        page.goto(table.edit.replace("?lang=en", f"/seat/1?lang={lang}"))
        expect(page.locator("#palette")).to_be_visible()
        yield page
    finally:
        context.close()


def shown_score(page) -> int:
    """The score on top of an editor opened on a saved ranch."""
    button = page.locator("#score-button")
    expect(button).to_be_visible()
    return int(button.locator(".total").inner_text())


def fits_without_scrolling(page) -> bool:
    return page.evaluate(
        "document.scrollingElement.scrollHeight <= innerHeight"
        " && document.scrollingElement.scrollWidth <= innerWidth && scrollY === 0"
    )


def smallest_cell_side(page) -> float:
    return page.evaluate(
        "Math.min(...[...document.querySelectorAll('.cell')].map(c => {"
        " const r = c.getBoundingClientRect(); return Math.min(r.width, r.height); }))"
    )


@pytest.mark.parametrize("width,height", [(360, 740), (390, 844)])
def test_the_rulebook_ranch_entered_by_touch_scores_89_on_one_screen(
    browser, live_server, width, height
):
    with seat_page(browser, live_server, width, height) as page:
        assert fits_without_scrolling(page)
        phone = enter(page, rulebook_ranch())
        assert settled_score(page) == 89
        assert phone.scrolls == 0 and fits_without_scrolling(page)
        assert phone.touches <= 40
        assert smallest_cell_side(page) >= 44
        screenshot(page, f"editor-rulebook-ranch-{width}x{height}")


@pytest.mark.parametrize("width,height", [(360, 740), (390, 844)])
def test_a_full_ten_row_ranch_fits_one_screen(browser, live_server, width, height):
    with seat_page(browser, live_server, width, height, names=("Ana", "Bo")) as page:
        expect(page.locator(".cell")).to_have_count(50)
        assert smallest_cell_side(page) >= 44
        phone = enter(page, full_ten_row_ranch())
        settled_score(page)
        assert phone.scrolls == 0 and fits_without_scrolling(page)
        assert page.locator(".cell[class*=' t-']").count() == 49
        page.emulate_media(color_scheme="dark")
        screenshot(page, f"editor-ten-rows-{width}x{height}-dark")


def test_a_tap_right_after_a_drag_counts(browser, live_server):
    with seat_page(browser, live_server, 360, 740) as page:
        cdp = page.context.new_cdp_session(page)

        def centre(selector):
            box = page.locator(selector).bounding_box()
            return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}

        def touch(kind, points):
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        page.tap('.tool[data-tool="prairie"]')
        a, b = centre('.cell[data-index="0"]'), centre('.cell[data-index="1"]')
        touch("touchStart", [a])
        touch("touchMove", [b])
        touch("touchEnd", [])
        # At once, no pause: the Cow tool, then two taps on the first plot.
        for selector in (
            '.tool[data-tool="cows"]',
            '.cell[data-index="0"]',
            '.cell[data-index="0"]',
        ):
            touch("touchStart", [centre(selector)])
            touch("touchEnd", [])
        expect(page.locator(".cell.t-prairie")).to_have_count(2)
        expect(page.locator('.cell[data-index="0"] .cows')).to_have_text("2")
        # Taking a cow away costs one touch: undo.
        page.tap("#undo")
        expect(page.locator('.cell[data-index="0"] .cows')).to_have_text("1")
        wait_saved(page)


def test_limits_are_refused_on_the_spot_and_nothing_changes(browser, live_server):
    with seat_page(browser, live_server, 360, 740) as page:
        page.tap('.tool[data-tool="farm"]')
        page.tap('.cell[data-index="0"]')
        page.tap('.tool[data-tool="resources"]')
        page.tap('.cell[data-index="0"]')
        expect(page.locator("#limit")).to_have_text("A farm carries no resource symbols.")
        expect(page.locator('.cell[data-index="0"] .res')).to_have_count(0)
        page.tap('.tool[data-tool="cornfield"]')
        page.tap('.cell[data-index="1"]')
        page.tap('.tool[data-tool="resources"]')
        page.tap('.options[data-for="resources"] [data-set="6"]')
        page.tap('.cell[data-index="1"]')
        page.tap('.options[data-for="resources"] [data-step="1"]')
        for _ in range(4):
            page.tap('.cell[data-index="1"]')
        expect(page.locator("#limit")).to_have_text(
            "10 resource symbols do not fit on one plot: at most 9."
        )
        expect(page.locator('.cell[data-index="1"] .res')).to_have_text("9")
        wait_saved(page)


def test_a_25th_plot_is_refused_on_a_5x5_ranch(browser, live_server):
    with seat_page(browser, live_server, 360, 740) as page:
        page.tap('.tool[data-tool="forest"]')
        snake = [(r, c if r % 2 else 6 - c) for r in range(1, 6) for c in range(1, 6)]
        Phone(page).drag([f'.cell[data-cell="{r}-{c}"]' for r, c in snake])
        expect(page.locator(".cell.t-forest")).to_have_count(24)
        expect(page.locator("#limit")).to_have_text(
            "25 plots do not fit: this ranch holds at most 24."
        )
        # The refusal stays until the next action, and marks the plot it concerns.
        row, col = snake[-1]
        last = page.locator(f'.cell[data-cell="{row}-{col}"]')
        expect(page.locator(".cell.refused")).to_have_count(1)
        expect(last).to_have_class(re.compile(r"\brefused\b"))
        page.wait_for_timeout(5000)
        expect(page.locator("#limit")).to_be_visible()
        expect(last).to_have_class(re.compile(r"\brefused\b"))
        screenshot(page, "seat-refused-plot")
        page.tap('.tool[data-tool="cows"]')  # the next action
        expect(page.locator("#limit")).to_be_hidden()
        expect(page.locator(".cell.refused")).to_have_count(0)
        wait_saved(page)


def farms_with(*partners: str) -> dict:
    plots = [
        {"row": 1 + i // 5, "col": 1 + i % 5, "terrain": "farm", "partner": partner}
        for i, partner in enumerate(partners)
    ]
    return {"rows": 5, "plots": plots}


def place_partner(page, partner: str, index: int) -> None:
    page.tap('.tool[data-tool="partner"]')  # its sheet opens; the choice closes it
    page.tap(f'.opt[data-partner="{partner}"]')
    page.tap(f'.cell[data-index="{index}"]')


def test_a_specialist_the_box_has_run_out_of_is_refused_on_the_spot(browser, live_server):
    """T8: Bo holds 5 farmers, 4 desperados and 4 cattle thieves. Ana's sixth farmer is
    refused, and so is her fourth prospector (a fourth kind beyond 3), each with its name;
    the plot keeps what it had, and the same refusal reads in Spanish."""
    with seat_page(browser, live_server, 360, 740) as page:
        bo = page.url.split("?")[0].replace("/t/", "/api/v1/tables/").replace("/seat/1", "/seats/2")
        ranch = farms_with(*["farmer"] * 5, *["desperado"] * 4, *["cattle-thief"] * 4)
        response = page.request.put(bo, data={"version": 0, "ranch": ranch})
        assert response.status == 200, response.text()
        page.reload()  # the editor learns the other seats' partners with the page
        page.tap('.tool[data-tool="farm"]')
        for index in range(5):
            page.tap(f'.cell[data-index="{index}"]')
        place_partner(page, "farmer", 0)
        expect(page.locator("#limit")).to_have_text(
            "Farmer: 6 on the ranches, but the box has at most 5 partner tokens of any one "
            "specialist."
        )
        expect(page.locator('.cell[data-index="0"] .partner-badge')).to_have_count(0)
        for index in range(1, 5):
            place_partner(page, "prospector", index)
        expect(page.locator("#limit")).to_have_text(
            "Gold prospector: 4 on the ranches, but with the other specialists there the box's "
            "partner tokens allow only 3."
        )
        screenshot(page, "editor-specialist-refused")
        expect(page.locator(".cell .partner-badge")).to_have_count(3)
        wait_saved(page)
        page.goto(page.url.replace("lang=en", "lang=es"))
        place_partner(page, "farmer", 0)
        expect(page.locator("#limit")).to_have_text(
            "Granjero: hay 6 en los ranchos, pero la caja trae como máximo 5 fichas de "
            "compañero de un mismo especialista."
        )
        expect(page.locator('.cell[data-index="0"] .partner-badge')).to_have_count(0)


def sum_lines(page) -> list[tuple[str, str, str, str]]:
    """Each line of the sums panel: its key, its name, the sum under it and its points
    (the no-break spaces that keep "= 21" with its terms read as spaces)."""
    return [
        tuple(text.replace("\xa0", " ") for text in line)
        for line in page.eval_on_selector_all(
            "#arithmetic li",
            """els => els.map(li => [li.dataset.line, li.querySelector('.label').textContent,
                 (li.querySelector('.sum') || {}).textContent || '',
                 (li.querySelector('.pts') || {}).textContent || ''])""",
        )
    ]


def split_terms(page) -> list[str]:
    """The terms of the sums that a line break cuts in two ("= 21" alone on a line)."""
    return page.eval_on_selector_all(
        "#arithmetic .term",
        "els => els.filter(e => e.getClientRects().length > 1).map(e => e.textContent)",
    )


PAD_ORDER = [row.key for row in ROWS]


def test_tapping_the_score_shows_the_sums_in_the_score_pads_order(browser, live_server):
    with seat_page(browser, live_server, 360, 740, ranch=rulebook_ranch()) as page:
        assert shown_score(page) == 89
        page.tap("#score-button")
        expect(page.locator("#arithmetic")).to_be_visible()
        lines = sum_lines(page)
        assert ("territories.canyon", "Canyon", "7 plots × 3 cows = 21", "21") in lines
        assert ("territories.farm", "Farm", "4 plots × 4 cows = 16", "16") in lines
        assert lines[-1] == ("total", "Total", "", "89")
        # Desert, Canyon, Prairie, Forest, Farm, then resources, partners: as the pad has them.
        keys = [key.split(".")[-1] for key, *_ in lines]
        assert keys == sorted(keys, key=PAD_ORDER.index)
        assert keys.index("desert") < keys.index("canyon") < keys.index("prairie")
        assert split_terms(page) == []
        screenshot(page, "editor-sums")
        # Each line's "?" opens its rule over the page.
        page.locator("#arithmetic li", has_text="Canyon").get_by_role("link").tap()
        expect(page.locator("#rule-panel")).to_be_visible()
        expect(page.locator("#rule-panel .rule-panel-body")).not_to_be_empty()
        page.keyboard.press("Escape")
        expect(page.locator("#rule-panel")).to_be_hidden()
        page.keyboard.press("Escape")
        expect(page.locator("#arithmetic")).to_be_hidden()


STRIPES = {
    "rows": 10,
    "plots": [
        {
            "row": row,
            "col": col,
            "terrain": "desert" if row % 2 else "canyon",
            "cows": int(col == 1),
        }
        for row in range(1, 11)
        for col in range(1, 6)
        if (row, col) not in ((10, 4), (10, 5))
    ],
}
"""Ten one-row territories, five of desert and five of canyon: the longest sums a line has."""


@pytest.mark.parametrize("lang", ["de", "zh_Hant"])
def test_a_long_sum_wraps_between_its_terms_never_inside_one(browser, live_server, lang):
    """At 360 px a five-territory line wraps, but only between its terms: "= 25" stays with
    the last one."""
    with seat_page(
        browser, live_server, 360, 740, names=("Ana", "Bo"), ranch=STRIPES, lang=lang
    ) as page:
        page.tap("#score-button")
        desert = page.locator('#arithmetic li[data-line="territories.desert"]')
        expect(desert.locator(".term")).to_have_count(5)
        expect(desert.locator(".term").last).to_have_text(
            re.compile(r"=\s25$")
        )  # a no-break space keeps it whole
        assert desert.locator(".sum").evaluate("e => e.getClientRects()[0].height > 30")  # wrapped
        assert split_terms(page) == []
        assert page.eval_on_selector(
            "#score-panel .sheet-body", "e => e.scrollWidth <= e.clientWidth"
        )
        screenshot(page, f"editor-sums-long-{lang}")


def test_the_sums_say_when_overpopulation_removed_cows(browser, live_server):
    """Three cows on one desert plot count as one (S1): the sums say so, as the results do."""
    with seat_page(browser, live_server, 360, 740) as page:
        paint(page, 0, "desert")
        page.tap('.tool[data-tool="cows"]')
        for _ in range(3):
            page.tap('.cell[data-index="0"]')
        expect(page.locator(".score-button [data-key=total]")).to_have_text("1")
        page.tap("#score-button")
        line = page.locator("#arithmetic li", has_text="Overpopulation: 2 cows removed.")
        expect(line).to_be_visible()
        screenshot(page, "editor-sums-overpopulation")
        line.get_by_role("link").tap()  # its rule opens over the page
        expect(page.locator("#rule-panel .rule-panel-body")).not_to_be_empty()


def test_the_sums_and_the_key_speak_the_page_language(browser, live_server):
    with seat_page(
        browser, live_server, 360, 740, ranch=rulebook_ranch(), lang="zh_Hant", locale="zh-HK"
    ) as page:
        assert shown_score(page) == 89
        page.tap("#score-button")
        canyon = page.locator('#arithmetic li[data-line="territories.canyon"]')
        expect(canyon.locator(".label")).to_have_text("峽谷")
        expect(canyon.locator(".sum")).to_have_text("7塊土地板塊 × 3頭牛 = 21")
        screenshot(page, "editor-sums-zh")
        page.tap("#score-panel [data-close]")
        page.tap("#key-button")
        expect(page.locator("#key-panel .key-list")).to_contain_text("農夫")
        screenshot(page, "editor-key-zh")


def test_tools_have_names_and_pressed_states_and_work_from_the_keyboard(browser, live_server):
    with seat_page(browser, live_server, 360, 740) as page:
        canyon = page.get_by_role("button", name="Canyon", exact=True)
        canyon.focus()
        page.keyboard.press("Enter")
        expect(canyon).to_have_attribute("aria-pressed", "true")
        expect(page.get_by_role("button", name="Desert", exact=True)).to_have_attribute(
            "aria-pressed", "false"
        )
        page.focus('.cell[data-index="0"] .face')
        page.keyboard.press("Enter")
        expect(page.locator('.cell[data-index="0"] .face')).to_have_attribute(
            "aria-label", "row 1, column 1: Canyon"
        )
        page.get_by_role("button", name="Cows").focus()
        page.keyboard.press(" ")
        page.focus('.cell[data-index="0"] .face')
        page.keyboard.press("Enter")
        expect(page.locator('.cell[data-index="0"] .face')).to_have_attribute(
            "aria-label", re.compile(r"^row 1, column 1: Canyon, 1 cow$")
        )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_problem_in_the_editor(browser, live_server, scheme):
    with seat_page(
        browser, live_server, 360, 740, ranch=rulebook_ranch(), color_scheme=scheme
    ) as page:
        assert shown_score(page) == 89
        assert serious_axe_problems(page) == []
        page.tap("#score-button")
        results = Axe().run(page)
        bad = [
            v["id"]
            for v in results.response["violations"]
            if v["impact"] in ("serious", "critical")
        ]
        assert bad == []


def in_view(page, selector: str) -> bool:
    """On screen, whole, and the topmost thing where a finger would tap it."""
    return page.eval_on_selector(
        selector,
        """e => { const r = e.getBoundingClientRect();
             const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
             return r.width >= 44 && r.height >= 44 && r.top >= 0 && r.left >= 0
               && r.bottom <= innerHeight && r.right <= innerWidth
               && !!hit && e.contains(hit); }""",
    )


@pytest.mark.parametrize("width,height", [(360, 740), (390, 844)])
@pytest.mark.parametrize("names", [("Ana", "Bo", "Cy"), ("Ana", "Bo")], ids=["5x5", "5x10"])
def test_finishing_is_in_reach_on_every_grid(browser, live_server, names, width, height):
    """ "My ranch is finished" sits in the last row of tools, a full ranch or not: no panel to
    open, nothing to scroll; finishing saves first, then shows the results."""
    ranch = rulebook_ranch() if len(names) == 3 else full_ten_row_ranch()
    with seat_page(browser, live_server, width, height, names=names, ranch=ranch) as page:
        shown_score(page)
        finish = page.locator("#finish")
        expect(finish).to_have_text("My ranch is finished")
        assert in_view(page, "#finish") and fits_without_scrolling(page)
        assert not page.evaluate("[...document.querySelectorAll('dialog')].some(d => d.open)")
        screenshot(page, f"editor-finish-{len(names)}-seats-{width}x{height}")
        page.tap('.tool[data-tool=""]')  # the eraser: an edit not saved yet when finishing
        page.tap('.cell[data-index="0"]')
        page.tap("#finish")
        if page.locator("#warnings li").count():  # the ranch's warnings are shown and asked once
            expect(page.locator("#finish-panel")).to_be_visible()
            page.tap("#finish-anyway")
        expect(page.locator("h1")).to_have_text("Results")  # saved first, then finished
        page.goto(page.url.split("/results")[0])
        expect(page.locator(".seats li").first.locator(".status")).to_have_class(
            re.compile("s-finished")
        )
        page.goto(page.url.split("?")[0] + "/seat/1")
        expect(page.locator('.cell[data-index="0"]')).not_to_have_class(re.compile(r"\bt-"))
        expect(page.locator("#page-action button")).to_have_text("Reopen my ranch")
        assert in_view(page, "#page-action button")
