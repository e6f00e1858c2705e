"""The score sheet pages through the test client: the form, blank pads, filled sheets, errors."""

from __future__ import annotations

import json
import re
from datetime import date
from html import unescape
from pathlib import Path

import pytest
from sheet_checks import legends_request

from companion.formats.ranch_json import read_game
from companion.games.moonriver import score_game
from companion.web.sheets import filled_sheet
from companion.words.moonriver.scorepad import ROWS

EXTERNAL = re.compile(r"""(?:src|href|action)\s*=\s*["']?(?:[a-z]+:)?//""", re.I)
BASE_GAME = {
    "players": [
        {"name": "Ana", "ranch": {"rows": 5, "plots": []}},
        {"name": "Bo", "ranch": {"rows": 5, "plots": []}},
        {"name": "Cy", "ranch": {"rows": 5, "plots": []}},
    ]
}


def name_cells(html: str) -> list[str]:
    return re.findall(r'<th scope="col" class="name[^"]*">(.*?)</th>', html, re.S)


def test_home_offers_the_score_pad(client):
    html = client.get("/?lang=en").get_data(as_text=True)
    assert "Print a score pad" in html and "/moon-river/sheets/" in html


def test_the_form_sends_the_choices_on_screen_to_either_button(client):
    """No "Choose" step: both buttons submit the form, so they always follow the selects."""
    response = client.get("/moon-river/sheets/?lang=de&paper=letter&per_page=4&players=3")
    html = unescape(response.get_data(as_text=True))
    assert response.status_code == 200
    assert 'method="get"' in html
    buttons = re.findall(r'<button type="submit"[^>]*formaction="([^"?]+)', html)
    assert buttons == ["/moon-river/sheets/blank", "/moon-river/sheets/blank.pdf"]
    assert "Choose" not in html and "Auswählen" not in html
    assert 'name="lang"' in html and 'value="zh_Hant"' in html
    assert '<option value="letter" selected>' in html  # a shared link preselects its choices
    # What a browser sends for "Download PDF" with US Letter, 2 players chosen on screen:
    pdf = client.get("/moon-river/sheets/blank.pdf?lang=en&paper=letter&per_page=1&players=2")
    assert pdf.headers["Content-Disposition"].endswith('"moon-river-score-pad-2p-letter.pdf"')


@pytest.mark.parametrize(("players", "per_page"), [(2, 1), (3, 2), (4, 4)])
def test_a_blank_page_has_the_pads_and_columns_asked_for(client, players, per_page):
    response = client.get(f"/moon-river/sheets/blank?players={players}&per_page={per_page}")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert html.count('<section class="pad blank">') == per_page
    assert len(name_cells(html)) == players * per_page
    assert all(cell.strip() == "" for cell in name_cells(html))
    labels = re.findall(r'<th scope="row">(.*?)</th>', html)
    assert labels == [str(row.label) for row in ROWS] * per_page
    assert "@page { size: A4 portrait" in html
    assert "the victory is shared" in html


def test_print_controls_stay_off_paper_and_nothing_is_loaded_from_outside(client):
    html = client.get("/moon-river/sheets/blank?paper=letter").get_data(as_text=True)
    tools = re.search(r'<div class="sheet-tools no-print">(.*?)</div>\s*<p', html, re.S).group(1)
    assert "print-button" in tools and "Download PDF" in tools
    assert "/moon-river/sheets/blank.pdf?" in tools
    assert "@page { size: letter portrait" in html
    assert not EXTERNAL.search(html)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("players=5", "2, 3 or 4 player columns"),
        ("players=two", "2, 3 or 4 player columns"),
        ("per_page=3", "1, 2 or 4 score pads"),
        ("paper=a3", "a4 or letter"),
    ],
)
def test_a_blank_pad_with_bad_choices_says_what_is_allowed(client, query, message):
    for path in ("/moon-river/sheets/blank", "/moon-river/sheets/blank.pdf"):
        response = client.get(f"{path}?{query}")
        assert response.status_code == 400
        assert message in response.get_data(as_text=True)


def test_a_posted_request_field_gives_the_filled_page(client):
    body = json.dumps(legends_request(), ensure_ascii=False)
    response = client.post(
        "/moon-river/sheets/filled", data={"request": body, "played_on": "2024-05-31"}
    )
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    result = score_game(read_game(legends_request()))
    cells = name_cells(html)
    assert [re.sub(r"<.*", "", c, flags=re.S).strip() for c in cells] == [
        p.name for p in result.players
    ]
    assert "★" in cells[0] and "★" not in "".join(cells[1:])
    totals = re.search(r'<tr class="row-total[^"]*">(.*?)</tr>', html, re.S).group(1)
    assert re.findall(r'<td class="num">(\d+)</td>', totals) == [
        str(p.score.total) for p in result.players
    ]
    assert "Winner: 瑪利亞" in html
    assert "the most cows decide: 9 against 7" in html
    assert "Gold Rush" in html and "Legends of the West" in html and "May 31, 2024" in html
    assert html.count('<svg class="ranch"') == 4
    assert 'aria-label="Ranch of 小明"' in html
    assert '<ul class="warnings">' in html and "小明: " in html
    assert not EXTERNAL.search(html)
    # The page's Download PDF button posts the same game back.
    form = re.search(
        r'<form method="post" action="([^"]*filled\.pdf[^"]*)">(.*?)</form>', html, re.S
    )
    assert form.group(1).startswith("/moon-river/sheets/filled.pdf")
    fields = dict(re.findall(r'name="(\w+)" value="([^"]*)"', form.group(2)))
    again = client.post(form.group(1), data={k: unescape(v) for k, v in fields.items()})
    assert again.status_code == 200 and again.mimetype == "application/pdf"


def test_a_json_body_gives_the_filled_page_and_a_base_game_has_no_scenario(client):
    html = client.post("/moon-river/sheets/filled", json=BASE_GAME).get_data(as_text=True)
    scenario = re.search(r'<tr class="row-scenario[^"]*">(.*?)</tr>', html, re.S).group(1)
    assert re.findall(r'<td class="num">(.*?)</td>', scenario) == ["–"] * 3
    assert "Moon River (base game)" in html
    assert "Shared victory: Ana, Bo, and Cy" in html
    assert "victory is shared." in html  # the tiebreak sentence for three-way ties


def test_a_saved_game_links_its_own_pdf(app):
    game = read_game(legends_request())
    with app.test_request_context("/?lang=en"):
        html = filled_sheet(
            game,
            score_game(game),
            title="Game night",
            played_on=date(2024, 1, 2),
            pdf_url="/r/abc/sheet.pdf",
        )
    assert 'href="/r/abc/sheet.pdf"' in html and "<form" not in html
    assert "Game night" in html and "January 2, 2024" in html


@pytest.mark.parametrize(
    ("kwargs", "status", "message"),
    [
        ({"data": {}}, 400, "“request” form field"),
        ({"data": {"request": "{not json"}}, 400, "does not hold valid JSON"),
        ({"data": b"{", "content_type": "application/json"}, 400, "could not be read"),
        (
            {"json": {"players": [{"name": "", "ranch": {"plots": []}}]}},
            422,
            "players[0].name: needs a name of 1 to 40 characters",
        ),
        (
            {"json": {"mode": "legends", "players": [{"name": "A", "ranch": {"plots": []}}]}},
            422,
            "choose it",
        ),
        ({"json": BASE_GAME, "query_string": {"played_on": "31/05/2024"}}, 400, "YYYY-MM-DD"),
        ({"json": BASE_GAME, "query_string": {"paper": "a5"}}, 400, "a4 or letter"),
        ({"json": BASE_GAME, "query_string": {"title": "x" * 81}}, 400, "at most 80"),
    ],
)
def test_bad_input_gets_a_4xx_naming_the_problem(client, kwargs, status, message):
    for path in ("/moon-river/sheets/filled", "/moon-river/sheets/filled.pdf"):
        response = client.post(path, **kwargs)
        assert response.status_code == status
        assert message in unescape(response.get_data(as_text=True))


def test_filled_sheets_are_posted_not_fetched(client):
    assert client.get("/moon-river/sheets/filled").status_code == 405


def test_the_documented_curl_example_gives_a_pdf(client):
    readme = (Path(__file__).resolve().parents[2] / "docs" / "using.md").read_text()
    assert "/moon-river/sheets/filled.pdf?lang=zh_Hant" in readme
    assert "--data @examples/legends-table.json" in readme
    response = client.post("/moon-river/sheets/filled.pdf?lang=zh_Hant", json=legends_request())
    assert response.status_code == 200 and response.data.startswith(b"%PDF-")
