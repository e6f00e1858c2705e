"""A round seated as a draft: the organiser reads the seating report, swaps if they like,
then publishes; until then nobody else sees it and it counts for nothing."""

from __future__ import annotations

import pytest

from companion.events import service
from companion.events.service import Code, EventConflict, EventError
from tests.events import commands
from tests.events.helpers import play_table


def new_event(players=8, rounds=3, clubs=None):
    event = commands.create_event("Club night", "en", ["base"] * rounds)
    for i in range(players):
        commands.add_player(event.organiser_token, f"Player {i + 1}", (clubs or {}).get(i))
    return service.organiser_event(event.organiser_token)


def reread(event):
    return service.organiser_event(event.organiser_token)


def play_round(event, number):
    for table in reread(event).round(number).tables:
        play_table(table, [4, 3, 2, 1][: len(table.players)])


def test_a_draft_is_seen_by_its_organiser_only_and_counts_for_nothing(event_app):
    event = new_event()
    seated = commands.seat_draft(event.organiser_token, 0, seed=1)
    assert seated.round.draft and seated.round.number == 1
    now = reread(event)
    assert now.current_round == 0 and now.round_list == ()
    assert [t.players for t in now.draft.tables] == [t.players for t in seated.round.tables]
    public = service.public_event(event.standings_token)
    assert public.round_list == () and public.current_round == 0
    assert all(row.standing.games == 0 for row in service.standings(public).rows)


def test_publishing_makes_the_draft_the_current_round_and_closes_the_one_before(event_app):
    event = new_event()
    commands.seat_next_round(event.organiser_token, 0, seed=1)
    play_round(event, 1)
    draft = commands.seat_draft(event.organiser_token, 1, seed=2).round
    assert reread(event).round(1).closed is False  # still round 1 until published
    published = commands.publish_round(
        event.organiser_token, 2, [list(t.players) for t in draft.tables]
    )
    assert published.round.number == 2 and not published.round.draft
    now = reread(event)
    assert now.current_round == 2 and now.draft is None
    assert now.round(1).closed and [t.players for t in now.round(2).tables] == [
        t.players for t in draft.tables
    ]
    # Sent twice (a double tap), the second finds it published and changes nothing.
    again = commands.publish_round(event.organiser_token, 2)
    assert again.round.tables == published.round.tables


def test_seating_again_replaces_the_draft_and_leaves_no_table_behind(event_app):
    event = new_event()
    first = commands.seat_draft(event.organiser_token, 0, seed=1).round
    second = commands.seat_draft(event.organiser_token, 0, seed=2).round
    now = reread(event)
    assert [t.game.edit_token for t in now.draft.tables] == [
        t.game.edit_token for t in second.tables
    ]
    from companion import storage

    assert storage.games().by_edit_token(first.tables[0].game.edit_token) is None


def test_a_swap_in_the_draft_is_what_gets_published_and_a_stale_publish_changes_nothing(
    event_app,
):
    event = new_event()
    draft = commands.seat_draft(event.organiser_token, 0, seed=1).round
    read = [list(t.players) for t in draft.tables]
    first, second = draft.tables[0].players[0], draft.tables[1].players[0]
    swapped = commands.swap_players(event.organiser_token, 1, first, second).round
    assert swapped.draft and swapped.tables[1].players[0] == first
    with pytest.raises(EventConflict) as refused:
        commands.publish_round(event.organiser_token, 1, read)  # the page before the swap
    assert [i.code for i in refused.value.issues] == [Code.DRAFT_CHANGED]
    assert reread(event).current_round == 0 and reread(event).draft is not None
    commands.publish_round(event.organiser_token, 1, [list(t.players) for t in swapped.tables])
    assert reread(event).round(1).tables[1].players[0] == first


def test_a_player_added_after_the_draft_refuses_its_publishing_until_seated_again(event_app):
    event = new_event()
    commands.seat_draft(event.organiser_token, 0, seed=1)
    commands.add_player(event.organiser_token, "Late")
    with pytest.raises(EventConflict) as refused:
        commands.publish_round(event.organiser_token, 1)
    assert [i.code for i in refused.value.issues] == [Code.PLAYERS_CHANGED]
    assert reread(event).current_round == 0
    commands.seat_draft(event.organiser_token, 0, seed=1)
    assert len(commands.publish_round(event.organiser_token, 1).round.tables) == 3


def test_a_draft_over_a_round_still_playing_is_refused_and_changes_nothing(event_app):
    event = new_event()
    commands.seat_next_round(event.organiser_token, 0, seed=1)
    version = reread(event).version
    with pytest.raises(EventError) as refused:
        commands.seat_draft(event.organiser_token, 1, seed=2)
    assert [i.code for i in refused.value.issues] == [Code.TABLES_PLAYING]
    assert reread(event).draft is None and reread(event).version == version


def test_nothing_to_publish_is_a_conflict_naming_the_current_round(event_app):
    event = new_event()
    with pytest.raises(EventConflict) as refused:
        commands.publish_round(event.organiser_token, 1)
    assert [i.code for i in refused.value.issues] == [Code.ROUND_CHANGED]


def test_a_discarded_draft_leaves_the_event_as_it_was(event_app):
    event = new_event()
    commands.seat_next_round(event.organiser_token, 0, seed=1)
    play_round(event, 1)
    before = service.standings(reread(event)).rows
    commands.seat_draft(event.organiser_token, 1, seed=2)
    service.discard_draft(event.organiser_token, 2)
    now = reread(event)
    assert now.draft is None and now.current_round == 1 and not now.round(1).closed
    assert service.standings(now).rows == before


def test_a_draft_s_table_link_takes_no_ranch_until_published(event_app):
    from companion import storage
    from companion.storage.events import table_round_closed

    event = new_event(players=4)
    draft = commands.seat_draft(event.organiser_token, 0, seed=1).round
    token = draft.tables[0].game.edit_token
    with storage.games().sessions() as session:
        assert table_round_closed(session, token)
    commands.publish_round(event.organiser_token, 1)
    with storage.games().sessions() as session:
        assert not table_round_closed(session, token)


def test_the_report_of_a_draft_names_the_repeats_of_8_players_in_round_2(event_app):
    event = new_event(players=8)
    commands.seat_next_round(event.organiser_token, 0, seed=1)
    play_round(event, 1)
    seated = commands.seat_draft(event.organiser_token, 1, seed=2)
    report = seated.report
    assert len(report.repeats) >= 4  # 8 players at 2 tables again: 4 pairs at least
    met_in_round_1 = {frozenset(p) for t in reread(event).round(1).tables for p in _pairs(t)}
    assert all(frozenset(f.players) in met_in_round_1 for f in report.repeats)
    assert service.round_report(reread(event), 2) == report  # as the page reads it again


def test_the_report_of_round_1_names_club_mates_a_big_club_forced_together(event_app):
    clubs = dict.fromkeys(range(5), "Otters")
    event = new_event(players=8, clubs=clubs)
    report = commands.seat_draft(event.organiser_token, 0, seed=1).report
    assert len(report.club_mates) == 4 and report.repeats == ()
    assert all(f.swap is not None for f in report.findings)


def _pairs(table):
    players = table.players
    return [(a, b) for i, a in enumerate(players) for b in players[i + 1 :]]
