"""The organiser's page and the standings on a 360x740 phone in all five languages, and the
projector view on a 1280x720 screen, in a real Chromium.

At each stage of an event (just made; players added; a round seated) the organiser's next
action is on the first screen; no word is broken inside (each word's client rects on one
line) and nothing scrolls sideways, on the organiser's page and the standings; adding 12
players takes 12 names and 13 touches, the keyboard staying on the name field; the projector
shows 64 players' names at least 28 px tall under headed columns, and every table's players.
The events are built through the service (one per stage), the languages looped in one test.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion import create_app, storage
from companion.events import service
from tests.browser.conftest import PHONE, screenshot, served
from tests.events import commands
from tests.events.helpers import play_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

LANGUAGES = ("en", "es", "de", "zh_Hant", "pt")
PROJECTOR = {"width": 1280, "height": 720}
NAMES = (
    "Bruno",
    "Ravens",
    "Hana",
    "Ana Lucía Ferreira",
    "Jürgen Weißmüller",
    "Mei-Ling",
    "Sørensen",
    "陳大文",
    "Kofi Mensah",
    "Ingrid",
    "Tomás",
    "Olu",
)
CLUBS = {0: "Dragões do Porto", 4: "Spielwiese"}

BROKEN_WORDS = """root => {
  const lang = document.documentElement.lang || "en";
  const words = new Intl.Segmenter(lang, {granularity: "word"});
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const broken = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest(".vh, script, style, svg, option")) continue;
    if (!el.getClientRects().length) continue;
    for (const word of words.segment(node.data)) {
      if (!word.isWordLike || word.segment.length < 2) continue;
      // Chinese sets a line break between any two characters (as tests/browser/layout_checks.py
      // says); names are kept whole by the page's own rules, checked by their own tests.
      if (/\\p{Script=Han}/u.test(word.segment)) continue;
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word.segment.length);
      const rects = [...range.getClientRects()].filter(r => r.width > 0);
      if (rects.some(r => Math.abs(r.top - rects[0].top) > 2))
        broken.push(`${word.segment} (${el.tagName.toLowerCase()}.${el.className})`);
    }
  }
  return broken;
}"""


@pytest.fixture(scope="module")
def event_app(tmp_path_factory):
    db = tmp_path_factory.mktemp("event-phone") / "events.sqlite3"
    app = create_app(
        {
            "SECRET_KEY": "browser-tests",
            "DATABASE_URL": f"sqlite:///{db}",
            "RATELIMIT_ENABLED": False,
        }
    )
    yield app
    storage.dispose(app)


@pytest.fixture(scope="module")
def base(event_app):
    yield from served(event_app)


def new_event(app, names=(), rounds=4):
    with app.test_request_context("/?lang=en"):
        event = commands.create_event("Spring club night", "en", ["base"] * rounds)
        for i, name in enumerate(names):
            commands.add_player(event.organiser_token, name, CLUBS.get(i))
        return service.organiser_event(event.organiser_token)


def play_round(app, event, number: int):
    """Every table of round ``number`` plays to the end (game points of two and three digits)."""
    with app.test_request_context("/?lang=en"):
        event = service.organiser_event(event.organiser_token)
        for i, table in enumerate(event.round(number).tables):
            totals = [54 - 7 * seat - i % 5 for seat in range(len(table.game.seats))]
            play_table(table, totals)


def seat(app, event):
    with app.test_request_context("/?lang=en"):
        current = service.organiser_event(event.organiser_token)
        commands.seat_next_round(event.organiser_token, current.current_round, seed=7)
        return service.organiser_event(event.organiser_token)


@pytest.fixture(scope="module")
def stages(event_app):
    """Three events, one per stage: just made; 12 players added; round 1 played and round 2
    seated, one player dropped (the standings then hold numbers, clubs and a dropped name)."""
    app = event_app
    seated = new_event(app, NAMES)
    seated = seat(app, seated)
    play_round(app, seated, 1)
    with app.test_request_context("/?lang=en"):
        hana = next(p for p in seated.players if p.name == "Hana")
        service.drop_player(seated.organiser_token, hana.id)
    seated = seat(app, seated)
    return {"new": new_event(app), "players": new_event(app, NAMES), "seated": seated}


@pytest.fixture(scope="module")
def context(browser):
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=1, is_mobile=True, has_touch=True, locale="en-GB"
    )
    yield context
    context.close()


def bottom(page, selector: str) -> float:
    return page.locator(selector).first.evaluate("e => e.getBoundingClientRect().bottom")


def misfits(page) -> list[str]:
    """What does not fit the phone: a sideways scroll, words broken inside."""
    wide = page.evaluate("document.documentElement.scrollWidth")
    broken = page.evaluate(BROKEN_WORDS, page.locator("main").element_handle())
    return ([f"{wide} px wide"] if wide > PHONE["width"] else []) + broken


NEXT_ACTION = {
    "new": ("#add-name", "#add-player"),
    "players": ("#add-name", "#seat-next"),
    "seated": ("#round-title", ".event-table h3"),
}


def test_the_next_action_is_on_the_first_screen_and_nothing_breaks(base, stages, context):
    page, problems = context.new_page(), {}
    for lang in LANGUAGES:
        for stage, event in stages.items():
            page.goto(f"{base}/e/{event.organiser_token}?lang={lang}")
            late = [s for s in NEXT_ACTION[stage] if bottom(page, s) > PHONE["height"]]
            problems[f"organiser {stage} {lang}"] = late + misfits(page)
            if lang in ("en", "de"):
                screenshot(page, f"event-phone-{stage}-{lang}")
        page.goto(f"{base}/s/{stages['seated'].standings_token}?lang={lang}")
        expect(page.locator("#standings-table .name").first).to_be_visible()
        problems[f"standings {lang}"] = misfits(page)
        screenshot(page, f"event-phone-standings-{lang}")
    page.close()
    assert {where: found for where, found in problems.items() if found} == {}


def test_dark_screens_are_looked_at(base, stages, browser):
    dark = browser.new_context(viewport=PHONE, is_mobile=True, color_scheme="dark")
    try:
        page = dark.new_page()
        for stage in ("players", "seated"):
            page.goto(f"{base}/e/{stages[stage].organiser_token}?lang=de")
            screenshot(page, f"event-phone-{stage}-de-dark")
        page.goto(f"{base}/s/{stages['seated'].standings_token}?lang=de")
        assert misfits(page) == []
        screenshot(page, "event-phone-standings-de-dark")
    finally:
        dark.close()


def test_twelve_players_are_added_with_twelve_names_and_thirteen_touches(base, event_app, context):
    event = new_event(event_app)
    page = context.new_page()
    page.goto(f"{base}/e/{event.organiser_token}?lang=en")
    page.evaluate("window.stayed = true")  # gone if the page reloads
    touches = 1
    page.locator("#add-name").tap()
    for count, name in enumerate(NAMES, start=1):
        page.keyboard.type(name)
        page.keyboard.press("Enter")  # the keyboard's Go key
        touches += 1
        expect(page.locator("#player-list > li")).to_have_count(count)
        assert page.evaluate("document.activeElement.id") == "add-name"
    assert touches <= 13
    assert page.evaluate("window.stayed") is True
    expect(page.locator("#messages")).to_contain_text("Olu was added.")
    expect(page.locator("#seat-next")).to_be_visible()
    expect(page.locator("#tap-hint")).to_have_text("Tap a name to rename or drop that player.")
    # A name already there is refused in words, and comes back to be put right.
    page.keyboard.type("Bruno")
    page.keyboard.press("Enter")
    expect(page.locator("form.add-player #problems")).to_be_visible()
    expect(page.locator("#add-name")).to_have_value("Bruno")
    expect(page.locator("#player-list > li")).to_have_count(12)
    page.close()


def test_without_javascript_the_name_field_has_the_keyboard_after_adding(base, event_app, browser):
    event = new_event(event_app)
    plain = browser.new_context(viewport=PHONE, java_script_enabled=False)
    try:
        page = plain.new_page()
        page.goto(f"{base}/e/{event.organiser_token}?lang=en")
        assert page.locator("#add-name").get_attribute("autofocus") is None
        page.locator("#add-name").fill("Bruno")
        page.locator("#add-name").press("Enter")
        expect(page.locator("#player-list")).to_contain_text("Bruno")
        assert page.locator("#add-name").get_attribute("autofocus") is not None
        assert page.evaluate("document.activeElement.id") == "add-name"
    finally:
        plain.close()


def test_the_projector_fills_the_screen_with_64_players(base, event_app, browser):
    names = [f"Player {i + 1}" for i in range(64)]
    event = seat(event_app, new_event(event_app, names, rounds=3))
    play_round(event_app, event, 1)
    event = seat(event_app, event)
    projector = browser.new_context(viewport=PROJECTOR)
    try:
        page = projector.new_page()
        page.goto(f"{base}/s/{event.standings_token}/projector?lang=en")
        page.evaluate("document.body.dataset.slide = 'standings'")
        rows = page.locator(".pj-table tbody tr")
        expect(rows).to_have_count(64)
        sizes = page.eval_on_selector_all(
            ".pj-table tbody .name", "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))"
        )
        assert min(sizes) >= 28, min(sizes)
        lowest = page.eval_on_selector_all(
            ".pj-table tbody tr, .pj-key",
            "els => Math.max(...els.map(e => e.getBoundingClientRect().bottom))",
        )
        assert lowest <= PROJECTOR["height"]
        headers = page.locator(".pj-table").first.locator("thead th")
        expect(headers).to_have_text(["Place", "Player", "EP", "GP"])  # best game: too narrow
        assert page.locator(".pj-table .name").first.evaluate("e => e.scrollWidth <= e.clientWidth")
        assert page.locator(".pj-table thead:visible").count() == 4
        screenshot(page, "event-projector-standings")
        page.evaluate("document.body.dataset.slide = 'tables'")
        expect(page.locator(".projector .tile")).to_have_count(16)
        seated = page.eval_on_selector_all(
            ".tile .seated .name",
            """els => els.map(e => [e.textContent, parseFloat(getComputedStyle(e).fontSize),
                                    e.getBoundingClientRect().bottom])""",
        )
        assert sorted(name for name, *_ in seated) == sorted(names)
        assert min(size for _, size, _ in seated) >= 28
        assert max(low for *_, low in seated) <= PROJECTOR["height"]
        screenshot(page, "event-projector-tables")
    finally:
        projector.close()
