"""Builders for game-night tests: start a table through its real form, save through the API."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

COLOURS = ("purple", "orange", "green", "white")


def csrf_token(client, url: str) -> str:
    page = client.get(url).get_data(as_text=True)
    return re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)


def new_game_form(names, mode="base", scenario="draw", colours=COLOURS) -> dict[str, str]:
    data = {"mode": mode, "scenario": scenario}
    for i in range(4):
        data[f"players-{i}-name"] = names[i] if i < len(names) else ""
        data[f"players-{i}-colour"] = colours[i]
    return data


def start_game(client, names=("Ana", "Bo", "Cy"), **kwargs) -> str:
    """Start a table through the form; returns the edit token."""
    data = new_game_form(names, **kwargs)
    data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    response = client.post("/moon-river/game-night", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return urlsplit(response.headers["Location"]).path.removeprefix("/t/")


def plot(row, col, terrain, **extra) -> dict:
    return {"row": row, "col": col, "terrain": terrain, **extra}


def save(client, edit_token, position, plots, version=0, rows=None):
    ranch = {"plots": plots}
    if rows:
        ranch["rows"] = rows
    return client.put(
        f"/api/v1/tables/{edit_token}/seats/{position}", json={"version": version, "ranch": ranch}
    )


def view_token(app, edit_token: str) -> str:
    from companion import storage

    return storage.games(app).by_edit_token(edit_token).view_token
