"""A 4-player Legends table's results in a real Chromium: ranking first, lines, rules, BG Stats."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from benchmarks.results_page import densest_game
from companion.formats.ranch_json import game_to_json
from companion.games.moonriver.model import Scenario
from tests.browser.conftest import screenshot, serious_axe_problems
from tests.browser.tables import new_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

EXAMPLE = json.loads(
    (Path(__file__).resolve().parents[2] / "examples" / "legends-table.json").read_text()
)
NAMES = ("Carlota", "Bruno", "Jürgen", "小明")
OTHERS = ("es", "de", "pt", "zh_Hant")
"""The rulebook-like Gold Rush table of examples/, seated under these names."""


def legends_table(live_server, finish=True, ranches=None) -> tuple[str, str]:
    """The example table with every ranch saved (the example's, or ``ranches``) and, if
    ``finish``, finished; returns (edit, view) links."""
    ranches = ranches or [player["ranch"] for player in EXAMPLE["players"]]
    table = new_table(
        live_server, NAMES, dict(enumerate(ranches, 1)), Scenario.GOLD_RUSH, finished=finish
    )
    return table.edit, table.view


POINTS_ALONE = """() => [...document.querySelectorAll('.line .sum')].filter(sum => {
  const text = sum.firstChild, at = text.textContent.lastIndexOf('=');
  if (!sum.getClientRects().length || at < 2) return false;
  const box = i => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1);
                     return r.getBoundingClientRect(); };
  return box(at).top !== box(at - 2).top;  // "=" starts a line, away from its last term
}).map(sum => sum.textContent)"""
"""The sums whose "= 21" wrapped onto a line of its own, away from its terms."""
SMALLEST_TEXT = """() => Math.min(...[...document.querySelectorAll('#results .player *')]
  .filter(e => e.getClientRects().length && !e.closest('svg')
               && [...e.childNodes].some(n => n.nodeType === 3 && n.data.trim()))
  .map(e => parseFloat(getComputedStyle(e).fontSize)))"""
"""The smallest type of any text shown in the cards (the drawings' counts are measured apart)."""


def in_language(link: str, lang: str) -> str:
    return f"{link.split('?')[0]}?lang={lang}"


def expected_table(page, live_server) -> dict:
    """What the scoring API says about the same ranches under the same names."""
    players = [
        {"name": name, "ranch": player["ranch"]}
        for name, player in zip(NAMES, EXAMPLE["players"], strict=True)
    ]
    request = {"mode": "legends", "scenario": "gold-rush", "players": players}
    return page.request.post(f"{live_server}/api/v1/moon-river/scores", data=request).json()


def test_the_ranking_block_fits_the_screen_for_four_players(browser, page, live_server):
    _edit, view_link = legends_table(live_server)
    expected = expected_table(page, live_server)
    for width, height in ((390, 844), (360, 740)):
        for scheme in ("light", "dark"):
            context = browser.new_context(
                viewport={"width": width, "height": height},
                is_mobile=True,
                has_touch=True,
                color_scheme=scheme,
                locale="en-GB",
            )
            phone = context.new_page()
            phone.goto(view_link)
            rows = phone.locator("#summary .standings li")
            expect(rows).to_have_count(4)
            box = phone.locator("#summary").bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= height, (width, box)
            assert phone.evaluate("document.documentElement.scrollWidth") <= width
            winner = next(p for p in expected["players"] if p["rank"] == 1)
            expect(phone.locator("#winner")).to_contain_text(f"{winner['total']} points")
            ranked = sorted(expected["players"], key=lambda p: p["rank"])
            for row, player in zip(rows.all(), ranked, strict=True):
                expect(row.locator(".name")).to_have_text(player["name"])
                expect(row.locator(".total")).to_have_text(str(player["total"]))
            if expected["tiebreak"]:
                expect(phone.locator("#summary .tiebreak")).to_be_visible()
            screenshot(phone, f"results-ranking-{width}x{height}-{scheme}")
            context.close()


def test_tapping_a_line_highlights_exactly_its_plots_on_a_drawing_in_view(page, live_server):
    _edit, view_link = legends_table(live_server)
    page.goto(view_link)
    card = page.locator("#seat-1")
    lines = card.locator(".line.has-plots")
    assert lines.count() >= 5
    viewport = page.viewport_size["height"]
    for i in range(lines.count()):
        line = lines.nth(i)
        line.locator(".label").tap()  # anywhere on the line but its rule control
        expected = set(line.get_attribute("data-plots").split())
        expect(line).to_have_class(re.compile(r"\bactive\b"))
        expect(card.locator(".line.active")).to_have_count(1)
        highlighted = set(
            card.locator(".drawing .hl").evaluate_all("els => els.map(e => e.dataset.cell)")
        )
        assert highlighted == expected, line.inner_text()
        drawing = card.locator(".drawing").bounding_box()
        assert drawing["y"] >= -1 and drawing["y"] + drawing["height"] <= viewport + 1
    # Read from the bottom of the card: the drawing has left its place, yet stays in view,
    # above the line.
    last = lines.nth(lines.count() - 1)
    last.evaluate("e => window.scrollTo(0, scrollY + e.getBoundingClientRect().top - 600)")
    last.locator(".label").tap()  # still open from the loop: this tap closes it
    last.locator(".label").tap()
    expect(last).to_have_class(re.compile(r"\bactive\b"))
    drawing = card.locator(".drawing").bounding_box()
    line = last.bounding_box()
    assert drawing["y"] >= 0 and drawing["y"] + drawing["height"] <= viewport
    assert drawing["y"] + drawing["height"] <= line["y"]  # above the lines, not over them
    screenshot(page, "results-line-highlighted")
    # Tapping the open line again puts the drawing back as it was.
    last.locator(".label").tap()
    expect(card.locator(".drawing .hl")).to_have_count(0)
    expect(card.locator(".line.active")).to_have_count(0)


def test_a_rule_opens_in_a_panel_over_the_page_from_the_keyboard(page, live_server):
    _edit, view_link = legends_table(live_server)
    page.goto(view_link)
    before = page.url
    line = page.locator("#seat-1 .line summary").first
    line.focus()
    page.keyboard.press("Enter")  # the line opens: its plots light up, its rule is one tab away
    page.keyboard.press("Tab")
    link = page.locator("#seat-1 .line .rule-text").first
    expect(link).to_be_focused()
    page.keyboard.press("Enter")
    panel = page.locator("#rule-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("#rule-panel-title")).to_have_text("Territory points")
    expect(panel.locator(".rule-panel-body")).to_contain_text("cows")
    assert page.url == before
    screenshot(page, "results-rule-panel")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert page.evaluate("document.activeElement.classList.contains('rule-text')")
    # By touch: the tiebreak sentence opens the ties rule; the × closes the panel.
    page.locator("#summary .tiebreak a").tap()
    expect(panel.locator("#rule-panel-title")).to_have_text("Ties")
    panel.get_by_role("button", name="Close").tap()
    expect(panel).to_be_hidden()
    assert page.url == before


def test_the_bg_stats_link_decodes_to_the_tables_players_scores_ranks_and_winners(
    browser, page, live_server
):
    _edit, view_link = legends_table(live_server)
    expected = expected_table(page, live_server)
    page.goto(view_link)
    link = page.locator("#bgstats")
    expect(link).to_have_text("Send to BG Stats")
    parts = urlsplit(link.get_attribute("href"))
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == (
        "https://app.bgstatsapp.com/createPlay.html"
    )
    play = json.loads(parse_qs(parts.query)["data"][0])
    assert play["game"]["name"] == "Moon River" and play["sourceName"] == "Moon River companion"
    assert sorted(
        (p["name"], p["score"], p["rank"], p["winner"]) for p in play["players"]
    ) == sorted(
        (p["name"], p["total"], p["rank"], p["name"] in expected["winners"])
        for p in expected["players"]
    )
    # The play is dated by the phone's clock, not the server's UTC.
    context = browser.new_context(timezone_id="America/New_York", locale="en-US")
    try:
        phone = context.new_page()
        phone.goto(view_link)
        local = phone.locator("#bgstats")
        played_at = datetime.fromisoformat(local.get_attribute("data-played-at"))
        dated = json.loads(parse_qs(urlsplit(local.get_attribute("href")).query)["data"][0])
        in_new_york = played_at.astimezone(ZoneInfo("America/New_York"))
        assert dated["playDate"] == in_new_york.strftime("%Y-%m-%d %H:%M:%S")
        assert dated["players"] == play["players"]
    finally:
        context.close()
    download = page.locator("#table-json")
    with page.expect_download() as info:
        download.click()
    table = json.loads(Path(info.value.path()).read_text())
    assert [p["name"] for p in table["players"]] == list(NAMES)


def test_without_javascript_rules_are_links_and_the_page_offers_refresh(browser, live_server):
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, java_script_enabled=False, locale="en-GB"
    )
    try:
        page = context.new_page()
        _edit, view_link = legends_table(live_server, finish=False)
        page.goto(view_link)
        expect(page.locator("#provisional")).to_be_visible()
        expect(page.get_by_role("link", name="Refresh")).to_be_visible()
        expect(page.get_by_text("This page updates by itself.")).to_be_hidden()
        expect(page.locator("#bgstats")).to_have_count(0)  # not before everyone finished
        # A line opened without JavaScript lists its plots in words.
        page.locator("#seat-1 .line.has-plots summary").first.click()
        expect(page.locator("#seat-1 .line.has-plots .cells").first).to_contain_text("row ")
        page.locator("#seat-1 .line .rule-text").first.click()
        expect(page.locator("h1")).to_have_text("Territory points")
    finally:
        context.close()


def test_the_seat_editor_opens_a_lines_rule_in_the_same_panel(page, live_server):
    edit_link, _view = legends_table(live_server, finish=False)
    page.goto(edit_link.replace("?", "/seat/1?"))
    page.tap("#score-button")  # the editor's sums, line by line
    rule = page.locator("#arithmetic .rule-link").first
    expect(rule).to_be_visible()
    before = page.url
    rule.tap()
    panel = page.locator("#rule-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("#rule-panel-title")).to_have_text("Territory points")
    assert page.url == before
    screenshot(page, "seat-rule-panel")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()


def test_four_legends_ranches_fit_in_3000_px_and_every_name_leads_to_its_card(browser, live_server):
    """The whole table at a glance: nothing is left out, what is secondary is folded."""
    _edit, view_link = legends_table(live_server)
    for lang, scheme in (("en", "light"), ("en", "dark"), *((lang, "light") for lang in OTHERS)):
        context = browser.new_context(
            viewport={"width": 360, "height": 740},
            is_mobile=True,
            has_touch=True,
            color_scheme=scheme,
            java_script_enabled=lang != "en" or scheme != "dark",  # the links need no script
        )
        try:
            page = context.new_page()
            page.goto(in_language(view_link, lang))
            height = page.evaluate("document.documentElement.scrollHeight")
            assert height <= 3000, (lang, scheme, height)
            if lang in ("en", "zh_Hant"):
                screenshot(page, f"results-4-players-{lang}-{scheme}")
            assert page.evaluate(POINTS_ALONE) == [], lang
            # Nothing lost: every line of every card is on the page, worth points or folded.
            assert page.locator(".player .line").count() == 4 * (11 + 1)  # 11 pad rows + scenario
            assert page.locator(".player .drawing svg").count() == 4
            for position in (3, 1):
                link = page.locator(f'#summary .standings a[href="#seat-{position}"]')
                link.click()
                assert page.url.endswith(f"#seat-{position}")
                top = page.locator(f"#seat-{position}").bounding_box()["y"]
                assert 0 <= top <= 20, (position, top)
        finally:
            context.close()


def test_the_densest_legends_table_fits_in_3000_px_in_every_language(browser, live_server):
    """Issue 31: any 4-player Legends table, the densest realistic one too (24 plots a ranch,
    cows, resources and partners, every line spelled out), fits 3,000 px at 360 x 740, with
    every line on the page and no text under 12 px."""
    game = densest_game()
    assert game.scenario is Scenario.GOLD_RUSH and all(
        len(p.ranch.plots) == 24 for p in game.players
    )
    ranches = [game_to_json(game)["players"][i]["ranch"] for i in range(4)]
    _edit, view_link = legends_table(live_server, ranches=ranches)
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    try:
        page = context.new_page()
        for lang in ("en", *OTHERS):
            page.goto(in_language(view_link, lang))
            height = page.evaluate("document.documentElement.scrollHeight")
            assert height <= 3000, (lang, height)
            assert page.locator(".player .line").count() == 4 * (11 + 1)
            assert page.evaluate(SMALLEST_TEXT) >= 12, lang
            if lang == "pt":
                screenshot(page, "results-densest-table-pt")
    finally:
        context.close()


def test_the_drawing_grows_across_the_card_on_a_tap(page, live_server):
    _edit, view_link = legends_table(live_server)
    page.goto(view_link)
    card = page.locator("#seat-1")
    small = card.locator(".drawing").bounding_box()["width"]
    card.locator("button.zoom").tap()
    expect(card.locator("button.zoom")).to_have_attribute("aria-pressed", "true")
    large = card.locator(".drawing").bounding_box()["width"]
    across = card.locator(".card-body").bounding_box()["width"]
    assert large >= 1.6 * small and large >= across - 1 and large >= 290  # across the card
    # Its counts are then as large as the editor's (about 20 px a digit or more).
    digit = card.locator(".drawing svg text").first.bounding_box()["height"]
    assert digit >= 20
    screenshot(page, "results-drawing-large")
    card.locator("button.zoom").tap()
    assert card.locator(".drawing").bounding_box()["width"] == small


def test_the_live_refresh_keeps_what_the_reader_opened_and_where_they_are(
    browser, page, live_server
):
    edit_link, view_link = legends_table(live_server, finish=False)
    token = urlsplit(edit_link).path.removeprefix("/t/")
    reader = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    try:
        phone = reader.new_page()
        phone.goto(view_link)
        card = phone.locator("#seat-2")
        line = card.locator(".line.has-plots").nth(2)
        key = line.get_attribute("data-line")
        line.locator(".label").tap()
        card.locator("details.zeros > summary").tap()
        card.locator("button.zoom").tap()
        phone.evaluate("window.scrollTo(0, document.querySelector('#seat-2').offsetTop + 200)")
        before = line.bounding_box()["y"]
        scroll = phone.evaluate("scrollY")
        phone.evaluate("document.getElementById('results').dataset.old = 'yes'")
        old = phone.locator("#results .player").first.evaluate("e => (e.marked = true)")
        assert old
        # Another phone finishes its ranch: the table changes, the page redraws within seconds.
        finisher = page
        finisher.goto(f"{live_server}/t/{token}/seat/1?lang=en")
        with finisher.expect_navigation():
            finisher.evaluate("document.getElementById('finish-form').submit()")
        expect(phone.locator("#seat-1 .status.s-entering")).to_have_count(0, timeout=15000)
        assert phone.locator("#results .player").first.evaluate("e => !e.marked")  # redrawn
        redrawn = phone.locator(f'[data-line="{key}"]')
        expect(redrawn).to_have_class(re.compile(r"\bactive\b"))
        assert phone.locator("#seat-2 .drawing .hl").count() == len(
            redrawn.get_attribute("data-plots").split()
        )
        expect(phone.locator("#seat-2 details.zeros")).to_have_attribute("open", "")
        expect(phone.locator("#seat-2 button.zoom")).to_have_attribute("aria-pressed", "true")
        assert abs(redrawn.bounding_box()["y"] - before) <= 2
        assert abs(phone.evaluate("scrollY") - scroll) <= 60  # the page above changed a little
    finally:
        reader.close()


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("en", "dark"), ("zh_Hant", "dark")])
def test_axe_finds_no_serious_problem_on_the_results(browser, live_server, lang, scheme):
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True, color_scheme=scheme
    )
    try:
        page = context.new_page()
        _edit, view_link = legends_table(live_server)
        page.goto(in_language(view_link, lang))
        page.locator("#seat-1 .line summary").first.tap()
        page.locator("#seat-1 button.zoom").tap()
        page.locator(".ranch-key > summary").tap()
        assert serious_axe_problems(page) == []
        screenshot(page, f"results-open-{lang}-{scheme}")
    finally:
        context.close()


def _save_and_wait_for_redraw(page, phone, live_server, token, position) -> None:
    """Another phone saves a ranch; the onlooker's page redraws itself (its old cards are gone)."""
    phone.locator("#results .player").first.evaluate("e => (e.marked = true)")
    response = page.request.put(
        f"{live_server}/api/v1/tables/{token}/seats/{position}",
        data={"version": 0, "ranch": EXAMPLE["players"][position - 1]["ranch"]},
    )
    assert response.status == 200, response.text()
    phone.wait_for_function(
        "() => !document.querySelector('#results .player').marked", timeout=15000
    )


def test_an_untouched_onlooker_stays_at_the_top_while_three_ranches_arrive(
    browser, page, live_server
):
    """Nobody touched the fifth phone: the ranking stays where it was read, at the top."""
    table = new_table(live_server, NAMES, scenario=Scenario.GOLD_RUSH)
    token, view_link = table.token, table.view
    onlooker = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    try:
        phone = onlooker.new_page()
        phone.goto(view_link)
        for position in (1, 2, 3):
            _save_and_wait_for_redraw(page, phone, live_server, token, position)
            assert phone.evaluate("scrollY") == 0, position
            assert phone.locator("#summary").bounding_box()["y"] < 200
    finally:
        onlooker.close()
