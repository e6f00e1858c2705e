"""The event's rules through the pages' real forms: chosen on the new event's form,
changed on the organiser's page, said when a round is seated, shown on the standings."""

from __future__ import annotations

from tests.events.helpers import play_table
from tests.web.event_helpers import (
    add_players,
    create_event,
    event_of,
    organiser_page,
    post,
    seat,
    standings_token,
    text_of,
)

NAMES = [f"Player {i:02d}" for i in range(1, 14)]


def rules_fields(
    odd_counts: str, final_table: str, consolation: str, tiebreaks: list[str], **more: str
) -> dict[str, str]:
    """The rules form's fields as a browser sends them, so that each test says its choices on
    a line: ``tiebreaks`` fill tiebreak_1, tiebreak_2, … in order ("" for a select left on
    none); ``more`` adds fields such as bye_points."""
    fields = {"odd_counts": odd_counts, "final_table": final_table, "consolation": consolation}
    fields.update((f"tiebreak_{n}", key) for n, key in enumerate(tiebreaks, start=1))
    return {**fields, **more}


def test_a_new_event_with_byes_a_final_and_its_own_tiebreaks(app, client):
    chosen = rules_fields(
        "byes", "4", "no", ["event_points", "opponents_points", ""], bye_points="3"
    )
    token = create_event(client, **chosen)
    rules = event_of(app, token).rules
    assert rules.odd_counts == "byes" and rules.bye_points == 3
    assert rules.final_table == 4 and rules.consolation is False
    assert rules.tiebreaks == ("event_points", "opponents_points")


def test_seating_13_with_byes_says_who_sits_out(app, client):
    token = create_event(client, odd_counts="byes")
    add_players(client, token, NAMES)
    assert seat(client, token, 0).status_code == 302
    page = text_of(organiser_page(client, token))
    (bye_player, points) = event_of(app, token).round(1).byes[0]
    name = event_of(app, token).player(bye_player).name
    assert f"{name} sits this round out with a bye, earning {points} event points." in page


def test_the_organiser_changes_the_rules_between_rounds(app, client):
    token = create_event(client)
    form = organiser_page(client, token)
    assert 'id="rules"' in form and "Save the rules" in form
    chosen = rules_fields(
        "threes-top", "3", "yes", ["game_points", "event_points", "", ""], bye_points=""
    )
    answer = post(client, token, "/rules", **chosen)
    assert answer.status_code == 302
    rules = event_of(app, token).rules
    assert rules.odd_counts == "threes-top" and rules.final_table == 3
    assert rules.tiebreaks == ("game_points", "event_points")
    assert "The rules are saved." in organiser_page(client, token)


def test_a_refused_rules_form_says_why_and_changes_nothing(app, client):
    token = create_event(client)
    before = event_of(app, token)
    twice = rules_fields("byes", "4", "yes", ["best_game", "best_game"])
    answer = post(client, token, "/rules", **twice)
    assert answer.status_code == 422
    assert "Each tiebreak can be chosen once." in answer.get_data(as_text=True)
    after = event_of(app, token)
    assert after.rules == before.rules and after.version == before.version


def test_the_standings_page_says_which_key_separated_each_row(app, client):
    token = create_event(client)
    add_players(client, token, NAMES[:8])
    seat(client, token, 0)
    first, second = event_of(app, token).round(1).tables
    with app.app_context():
        play_table(first, (50, 30, 20, 10))
        play_table(second, (45, 30, 20, 10))
    winner = first.game.seats[0].name
    page = text_of(client.get(f"/s/{standings_token(app, token)}?lang=en").get_data(as_text=True))
    assert f"{winner} ahead on game points: 50 vs 45" in page
    assert "Ranked by event points, then total game points, then the best single game." in page
    chosen = rules_fields("threes-bottom", "", "yes", ["event_points", "best_game", ""])
    changed = post(client, token, "/rules", **chosen)
    assert changed.status_code == 302, text_of(changed.get_data(as_text=True))
    page = text_of(client.get(f"/s/{standings_token(app, token)}?lang=en").get_data(as_text=True))
    assert "Ranked by, in this order: Event points and Best game." in page
