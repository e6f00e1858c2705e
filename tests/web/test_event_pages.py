"""The event pages through their real forms: creating, players, seating, closing, standings.

Every change is a plain POST answered by a redirect; bad input is answered on the
page in words with a 4xx, never a 500, and nothing is changed by it.
"""

from __future__ import annotations

import csv
import io
import re

import pytest

from companion import storage
from tests.events.helpers import play_table
from tests.web.event_helpers import (
    NEW,
    add_players,
    create_event,
    event_of,
    new_event_form,
    organiser_page,
    play_by_name,
    post,
    seat,
    standings_token,
    text_of,
)
from tests.web.tables_helpers import csrf_token

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus")


def test_the_home_page_offers_to_run_an_event(client):
    page = client.get("/?lang=en").get_data(as_text=True)
    assert 'href="/moon-river/events/new?lang=en"' in page and "Run an event" in page


def test_the_form_shows_the_default_points_per_place(client):
    page = client.get(f"{NEW}?lang=en").get_data(as_text=True)
    for size, points in ((4, (4, 2, 1, 0)), (3, (4, 2, 0)), (2, (4, 0))):
        for i, value in enumerate(points):
            field = re.search(f'<input[^>]*id="points_{size}-{i}"[^>]*>', page).group(0)
            assert f'value="{value}"' in field and 'type="number"' in field


def test_a_new_event_hands_the_organiser_a_secret_link_and_the_public_standings_link(app, client):
    token = create_event(client, name="Club night", language="de", rounds=4)
    event = event_of(app, token)
    assert (event.name, event.language, event.rounds) == ("Club night", "de", 4)
    assert event.round_games == ("base",) * 4
    response = client.get(f"/e/{token}?lang=en")
    page = response.get_data(as_text=True)
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.headers["Cache-Control"] == "no-store"
    assert f"/e/{token}?lang=de" in page  # the organiser's own link, in the event's language
    assert f"/s/{event.standings_token}?lang=de" in page
    assert "<svg" in page  # the standings' QR code, drawn here
    public = client.get(f"/s/{event.standings_token}")
    assert public.status_code == 200
    assert public.headers["Referrer-Policy"] == "no-referrer"
    assert token not in public.get_data(as_text=True)  # the public page never shows the key


def test_a_game_per_round_can_differ_from_the_rest(app, client):
    token = create_event(
        client, rounds=3, game="draw", **{"round_games-0": "base", "round_games-2": "outlaws"}
    )
    assert event_of(app, token).round_games == ("base", "draw", "outlaws")


def test_points_per_place_are_the_organisers(app, client):
    token = create_event(client, **{"points_4-0": "5", "points_4-1": "3", "points_3-1": "1"})
    points = event_of(app, token).points
    assert points[4] == (5, 3, 1, 0) and points[3] == (4, 1, 0) and points[2] == (4, 0)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"name": ""}, "This field is required."),
        ({"name": "   "}, "This field is required."),
        ({"name": "x" * 81}, "Field cannot be longer than 80 characters."),
        ({"name": "\u200b\u200b"}, "A name needs at least one visible character."),
        ({"name": "A\u202eB"}, "change the text's direction"),
        ({"rounds": "0"}, "Number must be between 1 and 12."),
        ({"rounds": "99"}, "Number must be between 1 and 12."),
        ({"rounds": "three"}, "Not a valid integer value."),
        ({"points_4-0": "-1"}, "Number must be between 0 and 100."),
        ({"points_3-2": "1000"}, "Number must be between 0 and 100."),
        ({"points_4-1": "x"}, "Not a valid integer value."),
        ({"points_4-0": "0"}, "A better place cannot earn fewer points"),
        ({"language": "xx"}, "Not a valid choice."),
        ({"game": "chess"}, "Not a valid choice."),
    ],
)
def test_a_bad_event_form_is_answered_in_words_and_creates_nothing(app, client, changes, message):
    data = new_event_form(**changes)
    data["csrf_token"] = csrf_token(client, NEW)
    response = client.post(f"{NEW}?lang=en", data=data)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert message in text_of(page).replace("&#39;", "'")
    assert 'role="alert"' in page
    assert storage.events(app).by_id is not None  # the app still answers
    with app.app_context():
        from sqlalchemy import text

        engine = storage.games(app).sessions.kw["bind"]
        with engine.connect() as connection:
            assert connection.execute(text("SELECT count(*) FROM events")).scalar_one() == 0


def test_a_bad_form_keeps_what_was_typed(client):
    data = new_event_form(name="Friday", rounds="0")
    data["csrf_token"] = csrf_token(client, NEW)
    page = client.post(f"{NEW}?lang=en", data=data).get_data(as_text=True)
    assert 'value="Friday"' in page


def test_players_are_added_renamed_and_dropped_from_the_next_round(app, client):
    token = create_event(client)
    add_players(client, token, ("Ana", "Bo", "Cy"), clubs=("Oporto", "", "Oporto"))
    event = event_of(app, token)
    assert [(p.name, p.club) for p in event.players] == [
        ("Ana", "Oporto"),
        ("Bo", None),
        ("Cy", "Oporto"),
    ]
    bo = event.players[1]
    response = post(client, token, f"/players/{bo.id}", name="Bob", club="Lisbon")
    assert response.status_code == 302
    assert event_of(app, token).player(bo.id).name == "Bob"
    response = post(client, token, f"/players/{bo.id}/drop", round="0")
    assert response.status_code == 302
    assert event_of(app, token).player(bo.id).dropped_from == 1
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Bob is not seated from round 1 on." in page
    # the message offers to undo it: the same form as "Bring back", at hand
    undo = re.search(r'<form method="post" action="([^"]+)">\s*<input[^>]*csrf[^>]*>', page)
    assert (
        undo
        and undo.group(1).startswith(f"/e/{token}/players/{bo.id}/back")
        and 'id="undo-drop"' in page
    )
    again = post(client, token, f"/players/{bo.id}/drop", round="0")  # sent twice: no harm
    assert again.status_code == 302


def test_a_dropped_player_can_be_brought_back_from_the_next_round(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    ed = event_of(app, token).players[4]
    assert post(client, token, f"/players/{ed.id}/drop", round="1").status_code == 302
    assert "Bring back from round 2 on" in text_of(organiser_page(client, token))
    back = post(client, token, f"/players/{ed.id}/back", round="1")
    assert back.status_code == 302
    assert "Ed is seated again from round 2 on." in text_of(
        client.get(back.headers["Location"]).get_data(as_text=True)
    )
    assert event_of(app, token).player(ed.id).dropped_from is None
    assert post(client, token, f"/players/{ed.id}/back", round="1").status_code == 302  # twice
    with app.app_context():
        for table in event_of(app, token).round(1).tables:
            play_table(table, list(range(1, len(table.game.seats) + 1)))
    seat(client, token, 1)
    seated = [p for t in event_of(app, token).round(2).tables for p in t.players]
    assert ed.id in seated and len(seated) == len(NAMES)


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "This field is required."),
        ("\u2060\u200b", "A name needs at least one visible character."),
        ("W" * 41, "Field cannot be longer than 40 characters."),
        ("ana", "Another player is already called"),
        ("Ana\x07", "A name cannot hold control characters."),
    ],
)
def test_a_bad_player_name_is_refused_in_words(app, client, name, message):
    token = create_event(client)
    add_players(client, token, ("Ana",))
    response = post(client, token, "/players", name=name, club="")
    assert response.status_code == 422
    assert message in text_of(response.get_data(as_text=True))
    assert [p.name for p in event_of(app, token).players] == ["Ana"]


def test_a_bad_rename_is_refused_and_the_old_name_kept(app, client):
    token = create_event(client)
    add_players(client, token, ("Ana", "Bo"))
    bo = event_of(app, token).players[1]
    response = post(client, token, f"/players/{bo.id}", name="ANA", club="Rio")
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "Another player is already called" in text_of(page)
    assert event_of(app, token).player(bo.id).name == "Bo"
    # what the organiser typed is back in Bo's form, open, to be put right
    bo_item = page[page.index(f'id="player-{bo.id}"') :].split("</li>", 1)[0]
    assert "<details open>" in bo_item
    assert 'value="ANA"' in bo_item and 'value="Rio"' in bo_item
    too_long = post(client, token, f"/players/{bo.id}", name="W" * 41, club="")
    assert too_long.status_code == 422 and 'value="' + "W" * 41 + '"' in too_long.get_data(True)
    assert post(client, token, "/players/999999", name="Zed").status_code == 404


def test_seating_a_round_makes_a_game_night_per_table(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    response = seat(client, token, 0)
    assert response.status_code == 302
    event = event_of(app, token)
    tables = event.round(1).tables
    assert sorted(len(t.game.seats) for t in tables) == [3, 4]
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Round 1 is seated: 2 tables." in text_of(page)
    for table in tables:
        assert f"/t/{table.game.edit_token}" in page  # each table's game night
        for seat_ in table.game.seats:
            assert seat_.name in page
    assert page.count('class="qr"') >= 3  # every table's QR code, and the standings'


def test_the_second_organiser_seating_the_same_round_is_told_clearly(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    form = {"csrf_token": csrf_token(client, f"/e/{token}"), "round": "0"}
    assert seat(client, token, 0).status_code == 302  # seated and published
    late = post(client, token, "/rounds", **form)  # the same page, sent again (or by another)
    assert late.status_code == 409
    assert "Someone else changed the rounds meanwhile: round 1 is the current one now." in text_of(
        late.get_data(as_text=True)
    )
    assert [r.number for r in event_of(app, token).round_list] == [1]


def test_the_next_round_is_two_touches_once_the_last_table_finishes(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    with app.app_context():
        tables = event_of(app, token).round(1).tables
        play_table(tables[0], [10, 20, 30, 40][: len(tables[0].game.seats)])
        page = organiser_page(client, token)
        assert 'id="seat-next"' not in page
        assert "Still playing: table 2." in text_of(page)
        play_table(tables[1], [15, 25, 35, 45][: len(tables[1].game.seats)])
    page = organiser_page(client, token)
    assert 'id="seat-next"' in page and "Seat round 2" in page
    assert seat(client, token, 1).status_code == 302
    assert event_of(app, token).current_round == 2


def test_closing_a_round_with_a_table_unfinished_says_it_scores_nothing(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    with app.app_context():
        tables = event_of(app, token).round(1).tables
        play_table(tables[0], [10, 20, 30, 40][: len(tables[0].game.seats)])
    page = organiser_page(client, token)
    assert "Closing the round now means it scores nothing" in text_of(page)
    asked = post(client, token, "/rounds/1/close", round="1")  # a form that did not ask
    assert asked.status_code == 303 and "/rounds/1/close" in asked.headers["Location"]
    assert event_of(app, token).round(1).closed is False
    confirm = text_of(client.get(f"/e/{token}/rounds/1/close?lang=en").get_data(as_text=True))
    assert "Close round 1?" in confirm
    assert "Table 2 has not finished. Closing the round now means it scores nothing" in confirm
    response = post(client, token, "/rounds/1/close", round="1", confirmed="1")
    assert response.status_code == 302
    assert client.get(f"/e/{token}/rounds/1/close").status_code == 302  # nothing to ask now
    page = text_of(client.get(response.headers["Location"]).get_data(as_text=True))
    assert "Round 1 is closed. Table 2 had not finished and scores nothing." in page
    assert "Closed unfinished: this table scores nothing." in page
    standings = text_of(client.get(f"/s/{standings_token(app, token)}?lang=en").get_data(True))
    assert "1 table was closed unfinished and scores nothing." in standings


def test_a_corrected_table_counts_again(app, client):
    token = create_event(client)
    add_players(client, token, ("Ana", "Bo", "Cy"))
    seat(client, token, 0)
    post(client, token, "/rounds/1/close", round="1", confirmed="1")
    with app.app_context():
        table = event_of(app, token).round(1).tables[0]
        refused = post(client, token, "/rounds/1/tables/1/count", round="1")
        assert refused.status_code == 422
        assert "Table 1 counts once every seat at it is entered and finished." in text_of(
            refused.get_data(as_text=True)
        )
        play_by_name(table, {"Ana": 10, "Bo": 30, "Cy": 20})  # corrected through its game night
    response = post(client, token, "/rounds/1/tables/1/count", round="1")
    assert response.status_code == 302
    standings = client.get(f"/s/{standings_token(app, token)}?lang=en").get_data(as_text=True)
    rows = text_of(standings)
    assert rows.index("Bo") < rows.index("Cy") < rows.index("Ana")


def test_two_players_swap_seats_before_the_round_starts_and_not_after(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    event = event_of(app, token)
    first, second = event.round(1).tables[0].players[0], event.round(1).tables[1].players[0]
    response = post(client, token, "/rounds/1/swap", round="1", first=first, second=second)
    assert response.status_code == 302
    swapped = event_of(app, token).round(1)
    assert swapped.tables[0].players[0] == second and swapped.tables[1].players[0] == first
    same = post(client, token, "/rounds/1/swap", round="1", first=first, second=first)
    assert same.status_code == 422
    assert "Choose two different players to swap." in text_of(same.get_data(as_text=True))
    with app.app_context():
        play_table(swapped.tables[0], [1] * len(swapped.tables[0].game.seats), finish=False)
    late = post(client, token, "/rounds/1/swap", round="1", first=first, second=second)
    assert late.status_code == 422
    assert "the seats can no longer change" in text_of(late.get_data(as_text=True))
    assert 'id="swap"' not in organiser_page(client, token)


@pytest.mark.parametrize(
    ("path", "data"),
    [
        ("/rounds", {}),
        ("/rounds", {"round": "abc"}),
        ("/rounds", {"round": "-4"}),
        ("/rounds/1/close", {"round": "7"}),
        ("/rounds/1/swap", {"round": "1", "first": "x", "second": "2"}),
        ("/rounds/1/swap", {"round": "1"}),
        ("/rounds/1/swap", {"round": "1", "first": str(10**30), "second": "1"}),
        ("/rounds/1/swap", {"round": "1", "first": "-1", "second": "0"}),
        ("/rounds", {"round": "9" * 40}),
        ("/rounds/1/clock", {"round": "9" * 40}),
        ("/rounds/1/clock", {}),
        ("/rounds/1/tables/9/count", {"round": "1"}),
    ],
)
def test_damaged_or_stale_forms_change_nothing_and_say_so(app, client, path, data):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    before = event_of(app, token)
    response = post(client, token, path, **data)
    assert 400 <= response.status_code < 500
    assert 'role="alert"' in response.get_data(as_text=True)
    after = event_of(app, token)
    assert after.round_list == before.round_list


def test_seating_needs_two_players_and_stops_after_the_last_round(app, client):
    token = create_event(client, rounds=1)
    add_players(client, token, ("Ana",))
    page = text_of(organiser_page(client, token))
    assert "Add at least 2 players to seat a round." in page
    refused = seat(client, token, 0)
    assert refused.status_code == 422
    assert "A round needs at least 2 players; only 1 would play." in text_of(refused.get_data(True))
    add_players(client, token, ("Bo", "Cy", "Di", "Ed"))
    seated = seat(client, token, 0)  # 5 players: a table of 3 and one of 2
    assert sorted(len(t.game.seats) for t in event_of(app, token).round(1).tables) == [2, 3]
    page = text_of(client.get(seated.headers["Location"]).get_data(as_text=True))
    assert "The number of players left one table of 2" in page
    assert page.count("A 2-player table: it plays on the 5 × 10 grid.") == 1
    with app.app_context():
        for table in event_of(app, token).round(1).tables:
            play_table(table, list(range(1, len(table.game.seats) + 1)))
    page = text_of(organiser_page(client, token))
    assert "only round has already been seated." in page  # the event's (HTML-escaped)
    standings = text_of(client.get(f"/s/{standings_token(app, token)}?lang=en").get_data(True))
    assert "Final standings: every round has been played." in standings


def test_a_late_player_joins_from_the_next_round(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    response = post(client, token, "/players", name="Hal", club="")
    page = text_of(client.get(response.headers["Location"]).get_data(as_text=True))
    assert "Hal joins from round 2." in page
    assert "plays from round 2" in page


def test_the_clock_shows_on_the_standings_and_the_projector(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    assert post(client, token, "/rounds/1/clock", round="1").status_code == 302
    public = standings_token(app, token)
    for path in (f"/s/{public}", f"/s/{public}/projector"):
        assert "Round clock: 0 min" in text_of(client.get(f"{path}?lang=en").get_data(True))


def page_html(client, public: str) -> str:
    return client.get(f"/s/{public}?lang=en").get_data(as_text=True)


def test_the_standings_say_how_they_rank_and_which_tables_still_play(app, client):
    token = create_event(client)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    with app.app_context():
        table = event_of(app, token).round(1).tables[0]
        play_table(table, [10, 40, 30, 20][: len(table.game.seats)])
    public = standings_token(app, token)
    page = text_of(client.get(f"/s/{public}?lang=en").get_data(as_text=True))
    assert "Ranked by event points, then total game points, then the best single game." in page
    assert "Still playing: table 2." in page
    event = event_of(app, token)
    for table in event.round(1).tables:  # who sits where: a player finds their table here
        tile = re.search(f'id="tile-{table.number}".*?</ul>', page_html(client, public), re.S)
        for seat_ in table.game.seats:
            assert seat_.name in tile.group(0)
    status = client.get(f"/s/{public}/status").get_json()
    assert status["stamp"]


def test_the_standings_page_links_the_apis_csv_and_json(app, client):
    token = create_event(client)
    add_players(client, token, ("Ana", "Bo", "Cy"), clubs=("Oporto", "", ""))
    seat(client, token, 0)
    with app.app_context():
        play_by_name(event_of(app, token).round(1).tables[0], {"Ana": 10, "Bo": 30, "Cy": 20})
    public = standings_token(app, token)
    page = client.get(f"/s/{public}?lang=en").get_data(as_text=True)
    csv_link = re.search(r'href="([^"]+)" id="csv"', page).group(1)
    json_link = re.search(r'href="([^"]+)" id="json"', page).group(1)
    rows = list(
        csv.reader(io.StringIO(client.get(csv_link).get_data(as_text=True).lstrip("\ufeff")))
    )
    assert [row[1] for row in rows[1:]] == ["Bo", "Cy", "Ana"]
    assert client.get(json_link).status_code == 200


def test_the_round_cards_are_in_the_events_language(app, client):
    token = create_event(client, language="de")
    add_players(client, token, NAMES)
    seat(client, token, 0)
    page = client.get(f"/e/{token}/rounds/1/cards?lang=en").get_data(as_text=True)
    assert 'lang="de"' in page and "Tisch 1" in page
    event = event_of(app, token)
    for table in event.round(1).tables:
        assert page.count("<svg") >= len(event.round(1).tables)
        assert table.game.seats[0].name in page
    letter = client.get(f"/e/{token}/rounds/1/cards?paper=letter").get_data(as_text=True)
    assert "size: letter portrait" in letter


@pytest.mark.parametrize(
    "path",
    [
        "/e/not-a-token",
        "/e/" + "A" * 43,
        "/s/" + "A" * 43,
        "/s/" + "A" * 43 + "/projector",
        "/s/" + "A" * 43 + "/standings.csv",
    ],
)
def test_a_wrong_token_is_a_plain_404(client, path):
    assert client.get(path).status_code == 404


def test_legends_cards_name_each_colours_character(client):
    token = create_event(client, game="outlaws")
    add_players(client, token, ("Ana", "Bo", "Cy", "Di"))
    seat(client, token, 0)
    page = text_of(client.get(f"/e/{token}/rounds/1/cards").get_data(as_text=True))
    assert "scenario 3: Outlaws" in page
    for colour, character in (("Purple", "Mary"), ("Orange", "Calamity"), ("White", "Wesley")):
        assert f"{colour} – {character}" in page


def test_an_unseated_round_has_no_cards(client):
    token = create_event(client)
    assert client.get(f"/e/{token}/rounds/1/cards").status_code == 404


def test_the_logs_never_hold_an_events_tokens():
    from companion.access_log import redact

    token = "AbCdEfGhIjKlMnOpQrStUv_-12"
    for path in ("/e/", "/s/", "/api/v1/events/", "/api/v1/standings/"):
        assert token not in redact(f"GET {path}{token}/players HTTP/1.1")


def test_the_pages_poll_a_stamp_that_moves_when_a_table_does(app, client):
    token = create_event(client)
    add_players(client, token, ("Ana", "Bo", "Cy"))
    seat(client, token, 0)
    public = standings_token(app, token)
    before = client.get(f"/s/{public}/status").get_json()["stamp"]
    assert client.get(f"/e/{token}/status").get_json()["stamp"] == before
    with app.app_context():
        play_by_name(event_of(app, token).round(1).tables[0], {"Ana": 1, "Bo": 2, "Cy": 3})
    after = client.get(f"/s/{public}/status").get_json()["stamp"]
    assert after != before
    page = client.get(f"/s/{public}?lang=en").get_data(as_text=True)
    assert f'data-stamp="{after}"' in page


DAMAGED = [
    ("/rounds/1/swap", {"round": "1", "first": str(10**30), "second": str(-(10**30))}),
    ("/rounds/1/close", {"round": "9" * 40}),
    ("/rounds/1/clock", {"round": "1" + "0" * 30}),
    (f"/rounds/{10**30}/close", {"round": "1"}),
    (f"/rounds/1/tables/{10**30}/count", {"round": "1"}),
    (f"/players/{10**30}", {"name": "Zed"}),
    (f"/players/{10**30}/drop", {"round": "1"}),
    ("/players", {"name": "Z" * 10_000, "club": "C" * 10_000}),
]


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_numbers_past_any_column_are_refused_on_either_database(request, tmp_path, database):
    """A huge number in a form or an address never reaches the database as a query."""
    from companion import create_app

    if database == "postgresql":
        url = request.getfixturevalue("postgres_url")
    else:
        url = f"sqlite:///{tmp_path / 'events.sqlite3'}"
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "t", "DATABASE_URL": url, "RATELIMIT_ENABLED": False}
    )
    try:
        client = app.test_client()
        token = create_event(client)
        add_players(client, token, NAMES)
        seat(client, token, 0)
        for path, data in DAMAGED:
            response = post(client, token, path, **data)
            assert 400 <= response.status_code < 500, (path, response.status_code)
    finally:
        storage.dispose(app)


def test_the_same_create_form_sent_twice_makes_one_event(app, client):
    page = client.get(f"{NEW}?lang=en").get_data(as_text=True)
    once = re.search(r'name="once" type="hidden" value="([^"]+)"', page).group(1)
    data = {**new_event_form(), "csrf_token": csrf_token(client, NEW), "once": once}
    first = client.post(NEW, data=data)
    again = client.post(NEW, data=data)
    assert first.status_code == again.status_code == 302
    assert first.headers["Location"].split("?")[0] == again.headers["Location"].split("?")[0]
    engine = storage.games(app).sessions.kw["bind"]
    from sqlalchemy import text

    with engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM events")).scalar_one() == 1
