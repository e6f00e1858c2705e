"""The seat editor at a table whose event round is closed: it says so, in the page's words.

A phone that still holds a table card's link after the organiser closed the round gets a
409 for every save (companion/tables/commands.py); the editor shows the server's sentence
(the round is closed, the organiser can correct it) instead of a bare "Not saved".
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.test_game_night import paint


def closed_table(page, live_server) -> str:
    """The edit token of a table of round 1, once round 1 is closed."""
    api = page.request
    base = f"{live_server}/api/v1/events"
    body = {"name": "Club night", "language": "en", "round_games": ["base", "base"]}
    event = api.post(base, data=body).json()
    token = event["organiser_token"]
    for i in range(4):
        assert api.post(f"{base}/{token}/players", data={"name": f"P{i}"}).ok
    seated = api.post(f"{base}/{token}/rounds", data={"based_on": 0}).json()
    assert api.post(f"{base}/{token}/rounds/1/close").ok
    return seated["round"]["tables"][0]["edit_token"]


def test_a_save_at_a_closed_round_shows_who_can_still_correct_it(page, live_server):
    edit_token = closed_table(page, live_server)
    page.goto(f"{live_server}/t/{edit_token}/seat/1?lang=en")
    paint(page, 0, "forest")
    state = page.locator("#save-state")
    expect(state).to_have_class(re.compile(r"\bfailed\b"))
    expect(state).to_contain_text("This table's round is closed")
    expect(page.locator("#messages")).to_contain_text("organiser can still correct")
    seat = page.request.get(f"{live_server}/api/v1/tables/{edit_token}/seats/1").json()
    assert seat["version"] == 0 and seat["ranch"] is None
