"""One ranch alone is a score check (T7): its points, no winner, no ranking words."""

from __future__ import annotations

import json
from pathlib import Path

from companion.cli import main

URL = "/api/v1/moon-river/scores"
EXAMPLE = json.loads((Path(__file__).resolve().parents[2] / "examples" / "table.json").read_text())
CARLOTA = {"players": [EXAMPLE["players"][0]], "mode": "base"}


def test_the_api_scores_one_ranch_without_a_winner_or_a_rank(client):
    response = client.post(URL, json=CARLOTA)
    assert response.status_code == 200
    body = response.get_json()
    assert body["winners"] == [] and body["tiebreak"] is None
    [player] = body["players"]
    assert player["total"] == 89 and player["rank"] is None


def test_one_ranch_may_use_either_grid(client):
    for rows in (5, 10):
        ranch = {**CARLOTA["players"][0]["ranch"], "rows": rows}
        body = {"players": [{"name": "Carlota", "ranch": ranch}]}
        assert client.post(URL, json=body).status_code == 200


def test_the_filled_sheet_of_one_ranch_names_no_winner(client):
    page = client.post("/moon-river/sheets/filled?lang=en", json=CARLOTA).get_data(as_text=True)
    assert "Score check: one ranch alone has no winner." in page
    assert "Winner" not in page and "★" not in page


def test_the_command_line_says_score_check(tmp_path, capsys):
    path = tmp_path / "one.json"
    path.write_text(json.dumps(CARLOTA), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Score check: one ranch alone has no winner." in text
    assert "Winner" not in text and "1. Carlota" not in text
