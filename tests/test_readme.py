"""The README is the short front door; the examples in docs/using.md are run here, so they
cannot go stale."""

from __future__ import annotations

import json
import re
from pathlib import Path

from companion.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()
USING = (ROOT / "docs" / "using.md").read_text()


def test_readme_gives_the_two_setup_commands():
    assert "make run" in README and "make test" in README


def test_readme_is_short_and_points_to_every_doc():
    assert len(README.splitlines()) <= 150
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.name != "README.md":
            assert f"docs/{page.name}" in README, page.name


def test_the_api_example_answers_what_the_readme_shows(client):
    body = json.loads((ROOT / "examples" / "table.json").read_text())
    data = client.post("/api/v1/moon-river/scores", json=body).get_json()
    shown = [(p["name"], p["total"], p["rank"]) for p in data["players"]]
    for name, total, rank in shown:
        assert f'"name": "{name}", "total": {total}, "rank": {rank}' in USING
    assert f'"winners": {json.dumps(data["winners"])}, "tiebreak": null' in USING


def test_the_api_error_example_is_what_the_api_says(client):
    body = {
        "players": [{"name": "A", "ranch": {"plots": [{"row": 6, "col": 1, "terrain": "desert"}]}}]
    }
    error = client.post("/api/v1/moon-river/scores", json=body).get_json()["errors"][0]
    assert f'"path": "{error["path"]}",\n"message": "{error["message"]}"' in USING


def test_the_command_line_example_prints_what_the_readme_shows(capsys):
    block = re.search(
        r"\$ \.venv/bin/python -m companion score examples/table\.json\n(.*?)\n```", USING, re.S
    )
    assert block, "docs/using.md shows the command line's output"
    assert main(["score", str(ROOT / "examples" / "table.json")]) == 0
    assert capsys.readouterr().out.strip() == block.group(1).strip()
