"""An event run through its services on the real database (SQLite, and PostgreSQL)."""

from __future__ import annotations

import pytest
from flask_babel import force_locale

from companion import storage
from companion.events import service
from companion.events.messages import issue_message
from companion.events.service import Code, EventConflict, EventError
from companion.games.moonriver.model import Mode
from tests.events import commands
from tests.events.helpers import independent_standings, play_table, ranch_worth


def codes(error: EventError) -> list[Code]:
    return [issue.code for issue in error.issues]


def new_event(players=8, rounds=3, clubs=None, **kwargs):
    event = commands.create_event("Club night", "en", ["base"] * rounds, **kwargs)
    for i in range(players):
        commands.add_player(event.organiser_token, f"Player {i + 1}", (clubs or {}).get(i))
    return service.organiser_event(event.organiser_token)


def current(event):
    return service.organiser_event(event.organiser_token)


def test_an_event_gets_a_secret_organiser_link_and_a_public_standings_link(event_app):
    event = commands.create_event("Winter league", "de", ["base", "draw", "gold-rush"])
    assert event.organiser_token != event.standings_token
    assert service.organiser_event(event.organiser_token).name == "Winter league"
    assert service.public_event(event.standings_token).id == event.id
    with pytest.raises(LookupError):
        service.organiser_event(event.standings_token)  # the public link runs nothing
    assert event.points == {2: (4, 0), 3: (4, 2, 0), 4: (4, 2, 1, 0)}


def test_every_problem_of_a_new_event_is_named_at_once(event_app):
    with pytest.raises(EventError) as refused:
        commands.create_event(" ", "xx", ["base", "chess"], points={2: (4, 0), 3: (4, 2, 0)})
    assert codes(refused.value) == [
        Code.EVENT_NAME,
        Code.LANGUAGE,
        Code.ROUND_GAME,
        Code.POINTS_PER_PLACE,
    ]
    messages = [issue_message(issue) for issue in refused.value.issues]
    assert messages[0] == "Give the event a name of 1 to 80 characters."
    with pytest.raises(EventError) as refused:
        commands.create_event(
            "Night", "en", ["base"], points={2: (4, 0), 3: (2, 4, 0), 4: (4, 2, 1, 0)}
        )
    assert codes(refused.value) == [Code.POINTS_ORDER]
    with pytest.raises(EventError) as refused:
        commands.create_event("Night", "en", [])
    assert codes(refused.value) == [Code.ROUNDS]


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("", Code.NAME_LENGTH),
        ("x" * 41, Code.NAME_LENGTH),
        ("\u200b\u200b", Code.NAME_CHARACTERS),
        ("Ana\u202e", Code.NAME_CHARACTERS),
        (" player 1 ", Code.NAME_TAKEN),
    ],
)
def test_a_name_that_is_empty_too_long_invisible_or_taken_is_refused(event_app, name, code):
    event = new_event(players=1)
    with pytest.raises(EventError) as refused:
        commands.add_player(event.organiser_token, name)
    assert codes(refused.value) == [code]
    assert issue_message(refused.value.issues[0])
    assert len(current(event).players) == 1


def test_refusals_are_said_in_the_requests_language(event_app):
    event = new_event(players=1)
    with pytest.raises(EventError) as refused:
        commands.add_player(event.organiser_token, "Player 1")
    with force_locale("es"):
        spanish = issue_message(refused.value.issues[0])
    assert spanish == "Ya hay alguien que se llama «Player 1»; los nombres deben ser distintos."


def test_seating_makes_one_game_night_per_table_with_names_and_colours(event_app):
    event = new_event(players=13)
    seated = commands.seat_next_round(event.organiser_token, 0, seed=7)
    assert sorted(len(t.players) for t in seated.round.tables) == [3, 3, 3, 4]
    assert not seated.two_player_table
    names = {p.id: p.name for p in event.players}
    for table in seated.round.tables:
        game = storage.games().by_edit_token(table.game.edit_token)
        assert game.mode is Mode.BASE
        assert [s.name for s in game.seats] == [names[p] for p in table.players]
        assert [s.colour for s in game.seats] == list(service.SEAT_COLOURS[: len(game.seats)])


def test_five_players_make_a_table_of_3_and_one_of_2_and_it_is_said(event_app):
    seated = commands.seat_next_round(new_event(players=5).organiser_token, 0, seed=1)
    assert [len(t.players) for t in seated.round.tables] == [3, 2]
    assert seated.two_player_table


def test_one_player_cannot_be_seated(event_app):
    event = new_event(players=1)
    with pytest.raises(EventError) as refused:
        commands.seat_next_round(event.organiser_token, 0)
    assert codes(refused.value) == [Code.TOO_FEW_PLAYERS]
    assert "1 would play" in issue_message(refused.value.issues[0])
    assert current(event).current_round == 0


def test_seating_twice_from_the_same_page_seats_once_and_says_so(event_app):
    event = new_event()
    commands.seat_next_round(event.organiser_token, 0, seed=1)
    with pytest.raises(EventConflict) as refused:
        commands.seat_next_round(event.organiser_token, 0, seed=2)
    assert issue_message(refused.value.issues[0]).startswith(
        "Someone else changed the rounds meanwhile: round 1 is the current one now."
    )
    after = current(event)
    assert after.current_round == 1 and len(after.round_list) == 1


def test_a_player_added_while_the_round_is_being_drawn_is_seated_in_it(event_app, monkeypatch):
    """The organiser's second phone adds a late arrival in the instant the first phone's
    seating is being drawn: the stale drawing is not seated, the round is drawn again."""
    event = new_event(players=7)
    real_first_round = service.seating.first_round
    drawn = []

    def first_round_while_someone_adds(players, clubs, seed, *rules):
        drawn.append(len(players))
        if len(drawn) == 1:
            commands.add_player(event.organiser_token, "Late Lola")
        return real_first_round(players, clubs, seed, *rules)

    monkeypatch.setattr(service.seating, "first_round", first_round_while_someone_adds)
    seated = commands.seat_next_round(event.organiser_token, 0, seed=1)
    assert drawn == [7, 8]
    names = {seat.name for table in seated.round.tables for seat in table.game.seats}
    assert "Late Lola" in names and len(names) == 8
    assert current(event).current_round == 1 and len(current(event).round_list) == 1


def test_a_drawn_round_plays_one_legends_scenario_at_every_table(event_app):
    event = commands.create_event("Night", "en", ["draw"])
    for name in "ABCDEFGH":
        commands.add_player(event.organiser_token, name)
    seated = commands.seat_next_round(event.organiser_token, 0, seed=3)
    assert seated.round.mode is Mode.LEGENDS and seated.round.scenario is not None
    assert {t.game.scenario for t in seated.round.tables} == {seated.round.scenario}


def test_the_next_round_waits_for_playing_tables_unless_the_round_is_closed(event_app):
    event = new_event(players=8)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    play_table(first.tables[0], [5, 3, 2, 1])
    with pytest.raises(EventError) as refused:
        commands.seat_next_round(event.organiser_token, 1)
    assert codes(refused.value) == [Code.TABLES_PLAYING]
    assert issue_message(refused.value.issues[0]).startswith("Table 2 is still playing")
    assert service.close_round(event.organiser_token, 1) == [2]
    assert service.close_round(event.organiser_token, 1) == [2]  # a repeated submit
    states = service.standings(current(event)).tables
    assert [s.status for s in states] == [service.COUNTED, service.VOID]
    commands.seat_next_round(event.organiser_token, 1, seed=2)
    assert current(event).current_round == 2


def test_a_round_whose_tables_all_finished_is_closed_by_seating_the_next(event_app):
    event = new_event(players=8)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    for table in first.tables:
        play_table(table, [4, 3, 2, 1])
    commands.seat_next_round(event.organiser_token, 1, seed=2)
    after = current(event)
    assert after.round(1).closed and not after.round(2).closed


def test_standings_rank_by_event_points_then_game_points_then_best_game(event_app):
    event = new_event(players=8)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    play_table(first.tables[0], [30, 20, 10, 0])
    play_table(first.tables[1], [25, 25, 5, 1])  # seats 1 and 2 share the win
    table = service.standings(current(event))
    rows = [(r.standing.place, r.standing.event_points, r.standing.game_points) for r in table.rows]
    assert rows == [
        (1, 4, 30),
        (2, 4, 25),
        (2, 4, 25),
        (4, 2, 20),
        (5, 1, 10),
        (6, 1, 5),  # third after a shared win: the points of 3rd place
        (7, 0, 1),
        (8, 0, 0),
    ]
    expected = independent_standings(event_app, event.id)
    assert [
        (r.player.name, r.standing.event_points, r.standing.game_points) for r in table.rows
    ] == [row[:3] for row in expected]


def test_a_late_correction_re_ranks_and_a_void_table_counts_once_corrected(event_app):
    event = new_event(players=8)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    play_table(first.tables[0], [30, 20, 10, 0])
    play_table(first.tables[1], [9, 8, 7, 6], finish=False)
    assert service.close_round(event.organiser_token, 1) == [2]
    leader = first.tables[0].players[0]
    assert service.standings(current(event)).rows[0].player.id == leader
    correction = {1: ranch_worth(0), 4: ranch_worth(40)}
    commands.correct_table(event.organiser_token, 1, 1, correction)
    commands.correct_table(event.organiser_token, 1, 2, {1: ranch_worth(9)})
    table = service.standings(current(event))
    assert table.rows[0].player.id == first.tables[0].players[3]
    assert {s.status for s in table.tables} == {service.COUNTED}
    assert sum(r.standing.games for r in table.rows) == 8  # no table counted twice
    expected = independent_standings(event_app, event.id)
    assert [(r.player.name, r.standing.event_points) for r in table.rows] == [
        row[:2] for row in expected
    ]


def test_a_dropped_player_keeps_the_round_under_way_and_sits_out_the_next(event_app):
    event = new_event(players=9)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    dropped = first.tables[0].players[0]
    assert service.drop_player(event.organiser_token, dropped).round == 2
    assert dropped in current(event).round(1).tables[0].players
    late = commands.add_player(event.organiser_token, "Latecomer", "Club")
    assert late.first_round == 2
    for table in first.tables:
        play_table(table, [3, 2, 1][: len(table.players)] + [0] * (len(table.players) - 3))
    second = commands.seat_next_round(event.organiser_token, 1, seed=2).round
    seated = [p for t in second.tables for p in t.players]
    assert dropped not in seated and late.id in seated and len(seated) == 9


def test_two_players_swap_seats_before_the_round_starts_but_not_after(event_app):
    event = new_event(players=8)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    a, b = first.tables[0].players[0], first.tables[1].players[2]
    commands.swap_players(event.organiser_token, 1, a, b)
    after = current(event).round(1)
    assert after.tables[0].players[0] == b and after.tables[1].players[2] == a
    names = {p.id: p.name for p in event.players}
    assert after.tables[0].game.seats[0].name == names[b]
    assert after.tables[1].game.seats[2].name == names[a]
    play_table(after.tables[0], [1, 2, 3, 4], finish=False)
    with pytest.raises(EventError) as refused:
        commands.swap_players(event.organiser_token, 1, a, b)
    assert codes(refused.value) == [Code.ROUND_STARTED]


def test_a_rename_shows_at_the_open_rounds_table(event_app):
    event = new_event(players=4)
    first = commands.seat_next_round(event.organiser_token, 0, seed=1).round
    who = first.tables[0].players[1]
    commands.rename_player(event.organiser_token, who, "Renamed", "Riverside")
    game = storage.games().by_edit_token(first.tables[0].game.edit_token)
    assert game.seats[1].name == "Renamed"
    assert current(event).player(who).club == "Riverside"
    other = first.tables[0].players[2]
    with pytest.raises(EventError) as refused:
        commands.rename_player(event.organiser_token, other, "renamed")
    assert codes(refused.value) == [Code.NAME_TAKEN]
