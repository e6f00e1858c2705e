"""One order for a score's lines: the edition's score pad, wherever a score is read.

The printed pad lists desert, canyon, prairie, forest, farm, then nuggets,
beavers, corn, then the gold prospector, trapper and farmer, the scenario
right above the total (docs/editions.md, D-8). A player comparing the app with
the paper, the results with the PDF, or a script's JSON with the screen finds
the lines in that order every time. The ranch here scores on every line, so no
line can hide by being 0.
"""

from __future__ import annotations

import json
import re

import pytest
from sheet_checks import read_pdf, text_of

from companion.cli import main as cli
from companion.words.moonriver.scorepad import ROWS
from tests.web.tables_helpers import save, start_game, view_token

PAD = [row.key for row in ROWS if row.group != "total"]
LABELS = [str(row.label) for row in ROWS if row.group not in ("total", "scenario")]

EVERY_LINE = [
    {"row": 1, "col": 1, "terrain": "desert", "cows": 1, "resources": 1},
    {"row": 1, "col": 2, "terrain": "canyon", "cows": 1, "resources": 1},
    {"row": 1, "col": 3, "terrain": "prairie", "cows": 1, "resources": 1},
    {"row": 1, "col": 4, "terrain": "forest", "cows": 1, "resources": 1},
    {"row": 1, "col": 5, "terrain": "farm", "cows": 1},
    {"row": 2, "col": 1, "terrain": "cornfield", "resources": 2, "partner": "farmer"},
    {"row": 2, "col": 2, "terrain": "desert", "partner": "prospector"},
    {"row": 2, "col": 4, "terrain": "forest", "partner": "trapper"},
]
"""A Gold Rush ranch worth points on each of the pad's twelve lines (a vein of 3 nuggets)."""


def in_order(text: str, words: list[str]) -> list[str]:
    """``words`` sorted by where each first appears in ``text`` as a whole word (all must)."""
    where = {}
    for word in words:
        found = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text)
        assert found, word
        where[word] = found.start()
    return sorted(words, key=where.get)


@pytest.fixture
def table(app, client):
    token = start_game(client, names=("Ana", "Bo"), mode="legends", scenario="gold-rush")
    assert save(client, token, 1, EVERY_LINE, rows=10).status_code == 200
    return token, view_token(app, token)


def test_every_line_scores_so_none_can_hide(client, table):
    token, _view = table
    seat = client.get(f"/api/v1/tables/{token}/seats/1").get_json()
    breakdown = seat["score"]["breakdown"]
    values = [
        *(v for k, v in breakdown["territories"].items() if k != "cornfield"),
        *breakdown["resources"].values(),
        *breakdown["partners"].values(),
        breakdown["scenario"],
    ]
    assert len(values) == len(PAD) and all(values), breakdown


def test_results_pad_sheet_pdf_cli_and_api_list_the_lines_in_the_pads_order(
    client, table, tmp_path, capsys
):
    _token, view = table
    # The results page: the lines of a card.
    page = client.get(f"/r/{view}").get_data(as_text=True)
    card = page.split('id="seat-1"')[1].split('id="seat-2"')[0]
    results = [key.split(".")[-1] for key in re.findall(r'data-line="1:([\w.-]+)"', card)]
    assert results == PAD
    # The blank pad and the filled sheet: their rows.
    blank = client.get("/moon-river/sheets/blank").get_data(as_text=True)
    sheet = client.get(f"/r/{view}/sheet").get_data(as_text=True)
    for html in (blank, sheet):
        assert re.findall(r'<tr class="row-([\w-]+) group-(?!total)', html) == PAD
    # The PDF: the labels as printed.
    pdf = text_of(read_pdf(client.get(f"/r/{view}/sheet.pdf").get_data()))
    pad = pdf[pdf.index("Player") :]  # the pad, not the key under the drawings
    assert in_order(pad, LABELS) == LABELS
    # The command line: the same ranch from a file.
    request = client.get(f"/r/{view}/table.json").get_json()
    path = tmp_path / "table.json"
    path.write_text(json.dumps(request))
    assert cli(["score", str(path)]) == 0
    out = capsys.readouterr().out
    block = out.split("Ana")[1]
    assert in_order(block, [*LABELS, "Scenario"]) == [*LABELS, "Scenario"]
    # The API: the breakdown's keys, as JSON keeps them.
    answer = client.post("/api/v1/moon-river/scores", json=request).get_data(as_text=True)
    breakdown = json.loads(answer)["players"][0]["breakdown"]
    api = [k for group in ("territories", "resources", "partners") for k in breakdown[group]]
    assert [k for k in api if k != "cornfield"] + ["scenario"] == PAD
