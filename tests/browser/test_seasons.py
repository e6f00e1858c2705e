"""A season's pages in a real Chromium at 360 × 740, in all five languages, light and dark:
no sideways scroll, no word broken inside (a word's letters all on one line), tap targets
of the events list at least 44 px. One season is made once for the module (over HTTP, as
an organiser's client would), and one phone looks at it in every language."""

from __future__ import annotations

import pytest

from tests.browser.conftest import PHONE, new_phone, screenshot

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

LANGUAGES = ("en", "es", "de", "zh_Hant", "pt")
NAMES = ("Maximiliane Ravensworth", "Hana Watanabe", "Bruno Costa", "Raven Okafor")
BROKEN_WORDS = """
() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.parentElement || !node.parentElement.getClientRects().length) continue;
    for (const match of node.data.matchAll(/[\\p{Script=Latin}\\d]{2,}/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const where = node.parentElement;
      if (tops.size > 1) broken.push(`${match[0]} in ${where.tagName}.${where.className}`);
    }
  }
  return broken;
}
"""


def plots(points: int) -> list[dict]:
    cells = [(1, col) for col in range(1, 6)] + [(2, 1)]
    return [
        {"row": r, "col": c, "terrain": "desert", "resources": min(9, max(0, points - 9 * i))}
        for i, (r, c) in enumerate(cells)
    ]


def played_event(api, event_token: str, totals) -> None:
    """Seat round 1 and enter every table's ranches as the organiser (which finishes them)."""
    seated = api.post(f"/api/v1/events/{event_token}/rounds", data={"based_on": 0})
    assert seated.status == 201, seated.text()
    for table in seated.json()["round"]["tables"]:
        seats = [
            {"position": s["position"], "ranch": {"rows": 5, "plots": plots(totals[i])}}
            for i, s in enumerate(table["seats"])
        ]
        url = f"/api/v1/events/{event_token}/rounds/1/tables/{table['number']}"
        corrected = api.put(url, data={"seats": seats})
        assert corrected.status == 200, corrected.text()


@pytest.fixture(scope="module")
def season(browser, live_server):
    """A season of two evenings (the second with the first's players), best 1 counting:
    (organiser path, standings path)."""
    api = browser.new_context(base_url=live_server).request
    made = api.post(
        "/api/v1/seasons",
        data={"name": "Donnerstagsrunde im Vereinsheim", "language": "en", "best_of": 1},
    ).json()
    event = api.post(
        "/api/v1/events",
        data={"name": "Evening one", "language": "en", "round_games": ["base"]},
    ).json()
    for name in NAMES:
        api.post(f"/api/v1/events/{event['organiser_token']}/players", data={"name": name})
    added = api.post(
        f"/api/v1/seasons/{made['organiser_token']}/events",
        data={"event": event["organiser_token"]},
    )
    assert added.status == 201, added.text()
    played_event(api, event["organiser_token"], [31, 22, 17, 9])
    following = api.post(
        f"/api/v1/seasons/{made['organiser_token']}/next-event",
        data={"based_on": 1, "name": "Evening two"},
    ).json()
    played_event(api, following["events"][-1]["organiser_token"], [12, 40, 25, 3])
    return f"/season/{made['organiser_token']}", f"/season-standings/{made['standings_token']}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_season_pages_fit_a_phone_in_every_language(browser, live_server, season, scheme):
    context = new_phone(browser, color_scheme=scheme)
    try:
        page = context.new_page()
        for lang in LANGUAGES:
            for path in season:
                page.goto(f"{live_server}{path}?lang={lang}")
                assert page.locator("#season-table tbody tr").count() == len(NAMES)
                width = page.evaluate("document.documentElement.scrollWidth")
                assert width <= PHONE["width"], (lang, path, width)
                assert page.evaluate(BROKEN_WORDS) == [], (lang, path)
                small = page.eval_on_selector_all(
                    "#season-events li",
                    "els => els.map(e => e.getBoundingClientRect().height).filter(h => h < 43.5)",
                )
                assert small == [], (lang, path)
            screenshot(page, f"season-standings-{lang}-{scheme}")
    finally:
        context.close()
