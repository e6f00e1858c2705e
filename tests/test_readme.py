"""The README's examples are run here, so they cannot go stale."""

from __future__ import annotations

import json
import re
from pathlib import Path

from companion.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def test_readme_gives_the_two_setup_commands():
    assert "make run" in README and "make test" in README


def test_the_api_example_answers_what_the_readme_shows(client):
    body = json.loads((ROOT / "examples" / "table.json").read_text())
    data = client.post("/api/v1/moon-river/scores", json=body).get_json()
    shown = [(p["name"], p["total"], p["rank"]) for p in data["players"]]
    for name, total, rank in shown:
        assert f'"name": "{name}", "total": {total}, "rank": {rank}' in README
    assert f'"winners": {json.dumps(data["winners"])}, "tiebreak": null' in README


def test_the_api_error_example_is_what_the_api_says(client):
    body = {
        "players": [{"name": "A", "ranch": {"plots": [{"row": 6, "col": 1, "terrain": "desert"}]}}]
    }
    error = client.post("/api/v1/moon-river/scores", json=body).get_json()["errors"][0]
    assert f'"path": "{error["path"]}",\n"message": "{error["message"]}"' in README


def test_the_command_line_example_prints_what_the_readme_shows(capsys):
    block = re.search(
        r"\$ \.venv/bin/python -m companion score examples/table\.json\n(.*?)\n```", README, re.S
    )
    assert block, "the README shows the command line's output"
    assert main(["score", str(ROOT / "examples" / "table.json")]) == 0
    assert capsys.readouterr().out.strip() == block.group(1).strip()
