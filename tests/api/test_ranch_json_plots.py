"""Plots read from JSON are the plots the constructor makes, and odd values are 422s."""

import json
from dataclasses import fields
from pathlib import Path

from companion.formats.ranch_json import read_game
from companion.games.moonriver import Plot

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "table.json"


def test_plots_read_have_every_field_and_equal_constructed_ones():
    game = read_game(json.loads(EXAMPLE.read_text()))
    plots = [plot for player in game.players for plot in player.ranch.plots]
    assert plots
    for plot in plots:
        assert set(vars(plot)) == {f.name for f in fields(Plot)}
        assert plot == Plot(**vars(plot))


def test_an_unhashable_terrain_is_a_422_not_a_500(client):
    plot = {"row": 1, "col": 1, "terrain": ["forest"]}
    response = client.post(
        "/api/v1/moon-river/scores",
        json={"players": [{"name": "Ada", "ranch": {"plots": [plot]}}]},
    )
    assert response.status_code == 422
    assert response.json["errors"][0]["path"] == "players[0].ranch.plots[0].terrain"
