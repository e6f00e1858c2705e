"""Seating a round on the organiser's page: "Seat round N" drafts it with its seating
report, "Publish" makes it live (two touches); swaps first if the organiser likes."""

from __future__ import annotations

import re

from companion.events import service
from tests.events.helpers import play_table
from tests.web.event_helpers import (
    add_players,
    create_event,
    draft,
    event_of,
    organiser_page,
    post,
    publish,
    standings_token,
    text_of,
)

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def play_round(app, token, number):
    with app.app_context():
        for table in event_of(app, token).round(number).tables:
            play_table(table, [40, 30, 20, 10][: len(table.players)])


def test_seat_then_publish_and_only_then_the_players_see_the_round(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    assert draft(client, token, 0).status_code == 302
    page = organiser_page(client, token)
    assert "Round 1: draft" in text_of(page) and 'id="publish"' in page
    assert "Round 1 is drafted: 2 tables. Only you see it until you publish it." in text_of(page)
    assert "No repeat meetings, and no club-mates at one table." in text_of(page)
    public = client.get(f"/s/{standings_token(app, token)}?lang=en").get_data(as_text=True)
    assert "Table 1" not in text_of(public)
    assert event_of(app, token).current_round == 0
    published = publish(client, token)
    assert published.status_code == 302
    page = organiser_page(client, token)
    assert "Round 1 is seated: 2 tables." in text_of(page) and 'id="publish"' not in page
    assert event_of(app, token).current_round == 1


def test_unavoidable_repeats_show_with_a_suggested_swap_that_one_touch_applies(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    draft(client, token, 0)
    publish(client, token)
    play_round(app, token, 1)
    draft(client, token, 1)  # 8 players at 2 tables again: some meet a second time
    page = organiser_page(client, token)
    text = text_of(page)
    assert re.search(r"\d+ repeat meetings could not be avoided\.", text)
    assert re.search(r"Table \d: \w+ and \w+ have met before \(1 time\)\.", text)
    with app.app_context():
        event = event_of(app, token)
        report = service.round_report(event, 2)
    suggested = [f.swap for f in report.findings if f.swap]
    assert suggested, "8 players in round 2 leave a repeat that a swap can move"
    swap = suggested[0]
    assert 'class="secondary suggested-swap"' in page
    moved = post(
        client, token, "/rounds/2/swap", round="2", first=str(swap.player), second=str(swap.other)
    )
    assert moved.status_code == 302
    with app.app_context():
        seats = {p: t.number for t in event_of(app, token).draft.tables for p in t.players}
    assert seats[swap.player] == swap.other_table and seats[swap.other] == swap.table
    assert publish(client, token).status_code == 302
    assert event_of(app, token).current_round == 2


def test_a_draft_published_from_a_page_read_before_another_draw_is_refused(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    draft(client, token, 0)
    page = organiser_page(client, token)
    tables = re.search(r'name="tables" value="([^"]*)"', page).group(1)
    assert post(client, token, "/rounds", round="0").status_code == 302  # "Seat it again"
    with app.app_context():
        again = ";".join(",".join(map(str, t.players)) for t in event_of(app, token).draft.tables)
    if again != tables:  # a draw that differs: the page on screen is out of date
        stale = post(client, token, "/rounds/1/publish", round="1", tables=tables)
        assert stale.status_code == 409
        assert "changed meanwhile" in text_of(stale.get_data(as_text=True))
        assert event_of(app, token).current_round == 0
    damaged = post(client, token, "/rounds/1/publish", round="1", tables="a,b")
    assert damaged.status_code == 422 and event_of(app, token).current_round == 0


def test_a_draft_thrown_away_leaves_the_event_as_it_was(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    draft(client, token, 0)
    assert post(client, token, "/rounds/1/discard", round="1").status_code == 302
    page = organiser_page(client, token)
    assert "The draft of round 1 is thrown away." in text_of(page)
    assert 'id="seat-next"' in page and event_of(app, token).draft is None
