"""A season through its pages, as an organiser without JavaScript: every change a plain form
(with its CSRF token) answered by a redirect; refusals shown on the page in its language,
changing nothing; the standings page, its sheet and its exports."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from companion import storage
from tests.web.event_helpers import add_players, create_event, event_of, play_by_name, seat
from tests.web.tables_helpers import csrf_token

NEW = "/moon-river/seasons/new"


def create_season(client, name="Thursdays", best_of="2", language="en") -> str:
    data = {"name": name, "language": language, "best_of": best_of, "once": "x" + name}
    data["csrf_token"] = csrf_token(client, NEW)
    response = client.post(NEW, data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return urlsplit(response.headers["Location"]).path.removeprefix("/season/")


def post(client, token: str, path: str, **data):
    data.setdefault("csrf_token", csrf_token(client, f"/season/{token}"))
    return client.post(f"/season/{token}{path}?lang=en", data=data)


def played_event(app, client, names, totals) -> str:
    token = create_event(client, rounds=1)
    add_players(client, token, names)
    seat(client, token, 0)
    with app.app_context():
        for table in event_of(app, token).round(1).tables:
            play_by_name(table, {n: totals[n] for n in (s.name for s in table.game.seats)})
    return token


def test_a_season_run_from_its_pages(app, client):
    token = create_season(client)
    again = client.post(
        NEW,
        data={"name": "Thursdays", "language": "en", "best_of": "2", "once": "xThursdays"}
        | {"csrf_token": csrf_token(client, NEW)},
    )
    assert urlsplit(again.headers["Location"]).path == f"/season/{token}"  # one season
    first = played_event(app, client, ["Ana", "Bo", "Cy"], {"Ana": 30, "Bo": 20, "Cy": 10})
    added = post(client, token, "/events", event=f"http://localhost/e/{first}")
    assert added.status_code == 302
    page = client.get(f"/season/{token}?lang=es").get_data(as_text=True)
    assert "Clasificación de la temporada" in page and "Ana" in page

    made = post(client, token, "/next-event", based_on="1", name="Week 2")
    assert made.status_code == 302
    second = urlsplit(made.headers["Location"]).path.removeprefix("/e/")
    players = [p.name for p in event_of(app, second).players]
    assert players == ["Ana", "Bo", "Cy"]
    twice = post(client, token, "/next-event", based_on="1", name="Week 2")
    assert twice.status_code == 409
    assert "it has 2 events now" in twice.get_data(as_text=True)

    season = storage.seasons(app).by_organiser_token(token)
    public = client.get(f"/season-standings/{season.standings_token}?lang=de")
    text = public.get_data(as_text=True)
    assert public.status_code == 200 and "Saisonrangliste" in text
    assert re.search(r"Ana</span> <span class=\"muted results\">#1: 4", text)
    assert client.get(f"/season-standings/{season.standings_token}/sheet").status_code == 200
    exported = client.get(f"/api/v1/season-standings/{season.standings_token}/standings.csv")
    assert exported.get_data(as_text=True).splitlines()[1].startswith("1,Ana,4,30,30,1")


def test_refusals_are_shown_and_change_nothing(app, client):
    token = create_season(client, name="Fridays")
    before = storage.seasons(app).by_organiser_token(token)
    wrong = post(client, token, "/events", event="http://localhost/e/nothing-like-it")
    assert wrong.status_code == 422
    assert "No event has this organiser link" in wrong.get_data(as_text=True)
    early = post(client, token, "/next-event", based_on="0", name="Week 1")
    assert early.status_code == 422
    assert "The season has no event yet" in early.get_data(as_text=True)
    bad = post(client, token, "/settings", name="Fridays", language="en", best_of="0")
    assert bad.status_code == 422
    after = storage.seasons(app).by_organiser_token(token)
    assert after == before
    assert client.get("/season/not-a-season").status_code == 404
    assert client.get("/season-standings/not-a-season").status_code == 404


def test_matching_a_name_from_the_page(app, client):
    token = create_season(client, name="Saturdays")
    first = played_event(app, client, ["Ana", "Bo"], {"Ana": 5, "Bo": 3})
    second = played_event(app, client, ["Ana", "Robert"], {"Ana": 5, "Robert": 9})
    post(client, token, "/events", event=first)
    post(client, token, "/events", event=second)
    season = storage.seasons(app).by_organiser_token(token)
    bo = next(p.id for p in season.players if p.name == "Bo")
    robert = next(p.id for p in event_of(app, second).players if p.name == "Robert")
    matched = post(client, token, "/match", player=str(robert), season_player=str(bo))
    assert matched.status_code == 302
    season = storage.seasons(app).by_organiser_token(token)
    assert sorted(p.name for p in season.players) == ["Ana", "Bo"]
    assert season.events[1].entries[robert] == bo
