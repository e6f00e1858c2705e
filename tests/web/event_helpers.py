"""Builders for the event pages' tests: every change goes through the real forms."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from companion import storage
from tests.web.tables_helpers import csrf_token

NEW = "/moon-river/events/new"


def new_event_form(name="Club night", language="en", rounds=3, game="base", **extra) -> dict:
    data = {"name": name, "language": language, "rounds": str(rounds), "game": game}
    for size, points in ((4, (4, 2, 1, 0)), (3, (4, 2, 0)), (2, (4, 0))):
        for i, value in enumerate(points):
            data[f"points_{size}-{i}"] = str(value)
    for i in range(12):
        data[f"round_games-{i}"] = ""
    data.update(extra)
    return data


def create_event(client, **kwargs) -> str:
    """Create an event through its form; returns the organiser token."""
    data = new_event_form(**kwargs)
    data["csrf_token"] = csrf_token(client, NEW)
    response = client.post(NEW, data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return urlsplit(response.headers["Location"]).path.removeprefix("/e/")


def organiser_page(client, token: str) -> str:
    return client.get(f"/e/{token}?lang=en").get_data(as_text=True)


def post(client, token: str, path: str, **data):
    """A form of the organiser's page, sent as the page would (with its CSRF token)."""
    data.setdefault("csrf_token", csrf_token(client, f"/e/{token}"))
    return client.post(f"/e/{token}{path}?lang=en", data=data)


def add_players(client, token: str, names, clubs=None) -> None:
    for i, name in enumerate(names):
        club = clubs[i] if clubs else ""
        response = post(client, token, "/players", name=name, club=club)
        assert response.status_code == 302, response.get_data(as_text=True)


def seat(client, token: str, based_on: int):
    """The organiser's two touches: "Seat round N" (a draft, with its seating report),
    then "Publish". The answer is the publishing's (or the refused seating's)."""
    drafted = draft(client, token, based_on)
    if drafted.status_code != 302:
        return drafted
    return publish(client, token)


def draft(client, token: str, based_on: int):
    return post(client, token, "/rounds", round=str(based_on))


def publish(client, token: str):
    """Press "Publish" on the draft the organiser's page shows."""
    page = organiser_page(client, token)
    number = re.search(r"/rounds/(\d+)/publish", page).group(1)
    tables = re.search(r'name="tables" value="([^"]*)"', page).group(1)
    return post(client, token, f"/rounds/{number}/publish", round=number, tables=tables)


def event_of(app, token: str):
    return storage.events(app).by_organiser_token(token)


def standings_token(app, token: str) -> str:
    return event_of(app, token).standings_token


def text_of(html: str) -> str:
    """The page's words, tags gone and spaces squeezed (for reading a sentence back)."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def play_by_name(table, totals: dict[str, int], finish: bool = True) -> None:
    """Every seat of the table saves a ranch worth its player's total (call in an app context)."""
    from tests.events.helpers import play_table

    play_table(table, [totals[seat.name] for seat in table.game.seats], finish=finish)
