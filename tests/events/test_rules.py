"""The organiser's rules, as docs/using.md states them: odd counts by choice (byes, or
tables of 3 at the top or bottom), a final table, and tiebreaks that explain themselves.
Run through the event's services on the real database (SQLite, and PostgreSQL)."""

from __future__ import annotations

import pytest

from companion.events import service
from companion.events.messages import issue_message, seating_notices
from companion.events.present import standing_rows
from companion.events.service import Code, EventError
from companion.formats import contract
from tests.events import commands
from tests.events.helpers import play_table


def new_event(players, rounds=3, **rules):
    request = contract.EventRequest(
        name="Club night", language="en", round_games=["base"] * rounds, **rules
    )
    event = service.create_event(request)
    for i in range(players):
        commands.add_player(event.organiser_token, f"Player {i + 1:02d}")
    return service.organiser_event(event.organiser_token)


def current(event):
    return service.organiser_event(event.organiser_token)


def seat(event, seed=7):
    """Seat the next round: the outcome and the event as it then stands."""
    seated = commands.seat_next_round(event.organiser_token, current(event).current_round, seed)
    return seated, current(event)


def play_round(event, number, totals_for=None):
    """Every table of the round plays to the end: seat 1 scores 40, seat 2 30, seat 3 20,
    seat 4 10, unless ``totals_for`` (table number -> totals) says otherwise."""
    for table in current(event).round(number).tables:
        default = (40, 30, 20, 10)[: len(table.players)]
        play_table(table, (totals_for or {}).get(table.number, default))


def rows(event):
    return service.standings(current(event)).rows


def places(event) -> dict[int, int]:
    return {row.player.id: row.standing.place for row in rows(event)}


# ---- byes --------------------------------------------------------------------------------------


def test_13_players_with_byes_seat_three_tables_of_4_and_one_bye_each_round(event_app):
    event = new_event(13, rounds=3, odd_counts="byes")
    seated, event = seat(event)
    assert [len(t.players) for t in seated.round.tables] == [4, 4, 4]
    assert len(seated.round.byes) == 1
    bye_player, earned = seated.round.byes[0]
    assert earned == 2  # by default, the points of 2nd place at a table of 4
    seated_ids = {p for t in seated.round.tables for p in t.players}
    assert bye_player not in seated_ids and len(seated_ids) == 12
    names = {p.id: p.name for p in event.players}
    assert seating_notices(seated, names) == [
        f"{names[bye_player]} sits this round out with a bye, earning 2 event points."
    ]

    play_round(event, 1)
    row = next(r for r in rows(event) if r.player.id == bye_player)
    assert (row.standing.event_points, row.standing.games, row.standing.byes) == (2, 0, 1)
    assert row.standing.game_points == 0

    # Round 2: the bye goes to the lowest placed of those who have not had one yet.
    had_none = [r.player.id for r in rows(event) if r.player.id != bye_player]
    seated, event = seat(event)
    assert seated.round.byes[0][0] == had_none[-1]
    play_round(event, 2)
    seated, event = seat(event)
    assert seated.round.byes[0][0] not in {bye_player, had_none[-1]}


def test_byes_earn_the_points_the_organiser_set_from_the_next_round_on(event_app):
    event = new_event(14, rounds=2, odd_counts="byes", bye_points=3)
    seated, event = seat(event)
    assert [points for _player, points in seated.round.byes] == [3, 3]
    service.change_rules(event.organiser_token, contract.EventRulesRequest(bye_points=1))
    play_round(event, 1)
    seated, event = seat(event)
    assert [points for _player, points in seated.round.byes] == [1, 1]
    earned = {r.player.id: r.standing.event_points for r in rows(event)}
    assert all(earned[player] >= 3 for player, _points in event.round(1).byes)


def test_byes_are_chosen_and_changeable_before_a_round_is_seated(event_app):
    event = new_event(13, rounds=2)
    seated, event = seat(event)
    assert sorted(len(t.players) for t in seated.round.tables) == [3, 3, 3, 4]
    assert not seated.round.byes
    service.change_rules(event.organiser_token, contract.EventRulesRequest(odd_counts="byes"))
    play_round(event, 1)
    seated, event = seat(event)
    assert [len(t.players) for t in seated.round.tables] == [4, 4, 4]
    assert len(seated.round.byes) == 1


# ---- tables of 3 at the top or at the bottom -----------------------------------------------------


def test_13_players_with_threes_at_the_top_seat_the_leaders_at_the_tables_of_3(event_app):
    event = new_event(13, rounds=2, odd_counts="threes-top")
    seated, event = seat(event)
    assert sorted(len(t.players) for t in seated.round.tables) == [3, 3, 3, 4]
    play_round(event, 1)
    ranked = [r.player.id for r in rows(event)]
    seated, event = seat(event)
    sizes = [len(t.players) for t in seated.round.tables]
    assert sizes == [3, 3, 3, 4]
    at_threes = {p for t in seated.round.tables[:3] for p in t.players}
    assert at_threes == set(ranked[:9])  # the top nine of the standings
    assert set(seated.round.tables[3].players) == set(ranked[9:])
    names = {p.id: p.name for p in event.players}
    assert seating_notices(seated, names) == [
        "Tables 1, 2, and 3 seat 3 players, at the top of the standings."
    ]


def test_13_players_with_threes_at_the_bottom_seat_the_last_at_the_tables_of_3(event_app):
    event = new_event(13, rounds=2)
    seat(event)
    play_round(event, 1)
    ranked = [r.player.id for r in rows(event)]
    seated, event = seat(event)
    assert [len(t.players) for t in seated.round.tables] == [4, 3, 3, 3]
    assert set(seated.round.tables[0].players) == set(ranked[:4])


# ---- a final table -----------------------------------------------------------------------------


def test_a_final_of_the_top_4_decides_the_top_places_and_the_rest_play_a_consolation(event_app):
    event = new_event(10, rounds=2, final_table=4)
    seat(event)
    play_round(event, 1)
    before = [r.player.id for r in rows(event)]
    seated, event = seat(event)
    final = seated.round.tables[0]
    assert seated.round.final and set(final.players) == set(before[:4])
    assert sorted(len(t.players) for t in seated.round.tables[1:]) == [3, 3]
    assert seating_notices(seated, {}) == [
        "Table 1 is the final: the top 4 of the standings. The others play a consolation round."
    ]
    # The final's last (seat 1 scores 10) is 4th overall, whatever the earlier rounds said.
    play_round(event, 2, {1: (10, 20, 30, 40)})
    table = rows(event)
    assert [r.player.id for r in table[:4]] == list(reversed(final.players))
    assert [r.standing.final_place for r in table[:4]] == [1, 2, 3, 4]
    assert [r.standing.separated_by for r in table[1:5]] == ["final"] * 4
    shown = standing_rows(service.standings(current(event)))
    assert shown[1].separation == f"{table[0].player.name} placed higher at the final table"
    assert shown[4].separation == f"{table[3].player.name} played the final table"


def test_a_final_without_consolation_leaves_the_others_out_and_says_so(event_app):
    event = new_event(6, rounds=2, final_table=3, consolation=False)
    seat(event)
    play_round(event, 1)
    seated, event = seat(event)
    assert len(seated.round.tables) == 1 and len(seated.round.tables[0].players) == 3
    assert len(seated.sitting_out) == 3
    names = {p.id: p.name for p in event.players}
    said = seating_notices(seated, names)
    assert said[0] == "Table 1 is the final: the top 3 of the standings."
    assert said[1].endswith("do not play the last round (no consolation round).")


def test_the_final_cannot_change_once_the_last_round_is_seated(event_app):
    event = new_event(8, rounds=1)
    seat(event)
    with pytest.raises(EventError) as refused:
        service.change_rules(event.organiser_token, contract.EventRulesRequest(final_table=4))
    assert [i.code for i in refused.value.issues] == [Code.FINAL_ROUNDS, Code.FINAL_SEATED]
    assert current(event).rules.final_table is None
    assert current(event).version == event.version + 1  # the seating only: nothing else


# ---- tiebreaks ---------------------------------------------------------------------------------


def test_each_row_says_which_key_put_the_row_above_ahead(event_app):
    event = new_event(8, rounds=2)
    seat(event)
    # Both winners earn 4 event points; the first table's winner scored more.
    play_round(event, 1, {1: (50, 30, 20, 10), 2: (45, 30, 20, 10)})
    shown = standing_rows(service.standings(current(event)))
    assert shown[0].separation is None
    assert shown[1].separated_by == "game_points"
    assert shown[1].separation == f"{shown[0].name} ahead on game points: 50 vs 45"
    assert shown[2].separated_by == "event_points"
    assert shown[2].separation == f"{shown[1].name} ahead on event points: 4 vs 2"


def test_the_organiser_orders_the_keys_and_opponents_points_sum_every_opponent_met(event_app):
    event = new_event(8, rounds=2)
    seat(event)
    play_round(event, 1, {1: (50, 30, 20, 10), 2: (45, 30, 20, 10)})
    tables = current(event).round(1).tables
    points = {r.player.id: r.standing.event_points for r in rows(event)}
    for table in tables:
        for player in table.players:
            opponents = sum(points[p] for p in table.players if p != player)
            row = next(r for r in rows(event) if r.player.id == player)
            assert row.standing.opponents_points == opponents

    order = ["opponents_points", "event_points"]
    service.change_rules(event.organiser_token, contract.EventRulesRequest(tiebreaks=order))
    ranked = rows(event)
    keys = [(r.standing.opponents_points, r.standing.event_points) for r in ranked]
    assert keys == sorted(keys, reverse=True)
    assert current(event).rules.tiebreaks == ("opponents_points", "event_points")


def test_a_refused_rules_change_names_every_problem_and_changes_nothing(event_app):
    event = new_event(4, rounds=3)
    request = contract.EventRulesRequest(
        odd_counts="byes", tiebreaks=["game_points", "game_points"]
    )
    with pytest.raises(EventError) as refused:
        service.change_rules(event.organiser_token, request)
    assert [i.code for i in refused.value.issues] == [Code.TIEBREAK_TWICE]
    assert issue_message(refused.value.issues[0]) == "Each tiebreak can be chosen once."
    after = current(event)
    assert after.rules == event.rules and after.version == event.version


def test_a_new_event_with_a_final_needs_two_rounds(event_app):
    with pytest.raises(EventError) as refused:
        new_event(4, rounds=1, final_table=3)
    assert [i.code for i in refused.value.issues] == [Code.FINAL_ROUNDS]
    assert issue_message(refused.value.issues[0]) == (
        "A final table needs an event of at least 2 rounds."
    )
