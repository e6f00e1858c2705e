"""Score sheet PDFs made on the server: paper size, page count and the text they hold."""

from __future__ import annotations

import json

import pytest
from flask_babel import force_locale
from sheet_checks import (
    assert_paper,
    assert_scores_in,
    header_sizes,
    legends_request,
    read_pdf,
    squeeze,
    text_of,
    whole_words_missing,
)
from weasyprint.urls import FatalURLFetchingError

from companion.formats.ranch_json import read_game
from companion.games.moonriver import score_game
from companion.games.moonriver.diagram import PARTNER_LETTERS, TERRAIN_LETTERS
from companion.i18n import CODES
from companion.web.pdf_render import html_to_pdf
from companion.web.ranch_svg import COUNT_SIZE, PAIR_COUNT_SIZE
from companion.words.moonriver.messages import explain_tiebreak, winner_sentence
from companion.words.moonriver.scorepad import ROWS

pytestmark = pytest.mark.slow  # every paper size and language made as a PDF


@pytest.fixture(scope="module")
def legends_result():
    return score_game(read_game(legends_request()))


@pytest.mark.parametrize(
    ("paper", "per_page", "players"),
    [("a4", 1, 4), ("a4", 4, 3), ("letter", 2, 2), ("letter", 4, 4)],
)
def test_a_blank_pad_fills_one_page_of_the_chosen_paper(client, paper, per_page, players):
    response = client.get(
        f"/moon-river/sheets/blank.pdf?paper={paper}&per_page={per_page}&players={players}"
    )
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    assert "attachment" in response.headers["Content-Disposition"]
    reader = read_pdf(response.data)
    assert_paper(reader, paper)
    text = text_of(reader)
    for row in ROWS:
        assert text.count(str(row.label)) >= per_page, row.key
    assert text.count("Gold prospector") == per_page
    assert text.count("Moon River City") == per_page  # the scenario choices
    assert squeeze(text).count("the victory is shared") == per_page  # tiebreak reminder


@pytest.mark.parametrize("lang", CODES)
def test_the_filled_sheet_of_a_legends_game_holds_every_name_and_number(
    app, client, legends_result, lang
):
    result = legends_result
    response = client.post(f"/moon-river/sheets/filled.pdf?lang={lang}", json=legends_request())
    assert response.status_code == 200, response.data[:500]
    reader = read_pdf(response.data)
    assert_paper(reader, "a4")
    text = text_of(reader)
    assert "瑪利亞" in text and "小明" in text
    with app.test_request_context(f"/?lang={lang}"), force_locale(lang):
        assert_scores_in(text, result)
        flat = squeeze(text)
        assert squeeze(winner_sentence(result)) in flat
        assert squeeze(explain_tiebreak(result)) in flat
        assert "9" in explain_tiebreak(result) and "7" in explain_tiebreak(result)


@pytest.mark.parametrize("lang", CODES)
def test_no_word_breaks_inside_and_every_player_header_has_one_size(app, client, lang):
    """Issue 31: the 4-letter winner "Chen ★" printed smaller than "Ana"; and no row label
    breaks inside a word, on the filled sheet nor on four small pads to a page."""
    request = legends_request()
    names = ("Chen", "Carlota", "Bruno", "Ana")  # the winner first
    for player, name in zip(request["players"], names, strict=True):
        player["name"] = name
    response = client.post(f"/moon-river/sheets/filled.pdf?lang={lang}", json=request)
    reader = read_pdf(response.data)
    assert len(header_sizes(reader, names)) == 1, header_sizes(reader, names)
    blank = read_pdf(client.get(f"/moon-river/sheets/blank.pdf?per_page=4&lang={lang}").data)
    with app.test_request_context(f"/?lang={lang}"), force_locale(lang):
        words = {w for row in ROWS for w in str(row.label).split()}
    assert whole_words_missing(text_of(reader), words | {"Chen", "Carlota"}) == []
    assert whole_words_missing(text_of(blank), words) == []


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_sheets_drawings_are_patterns_and_pictures_never_letters(client, lang):
    """Terrains print as tiling patterns (told apart on a black-and-white printer); no letter
    stands for a terrain or a partner, in any language: the drawings' only text is counts."""
    response = client.post(f"/moon-river/sheets/filled.pdf?lang={lang}", json=legends_request())
    page = read_pdf(response.get_data()).pages[0]
    patterns = page["/Resources"]["/Pattern"]
    assert len(patterns) >= 6  # at least one per terrain on the page
    words = text_of(read_pdf(response.get_data())).split()
    letters = {*TERRAIN_LETTERS.values(), *PARTNER_LETTERS.values()}  # the old D C P F M H...
    assert [w for w in words if w in letters] == []
    assert sum(w.isdigit() for w in words) > 100  # the cows' and resources' counts are there


def test_a_posted_form_gives_a_letter_sheet_with_its_title_and_date(client, legends_result):
    result = legends_result
    response = client.post(
        "/moon-river/sheets/filled.pdf",
        data={
            "request": json.dumps(legends_request(), ensure_ascii=False),
            "paper": "letter",
            "title": "Noche de juegos",
            "played_on": "2024-05-31",
        },
    )
    assert response.status_code == 200
    reader = read_pdf(response.data)
    assert_paper(reader, "letter")
    text = text_of(reader)
    assert "Noche de juegos" in text and "2024" in text and "May 31" in text
    assert_scores_in(text, result)


def test_pdfs_are_made_offline_and_a_sheet_that_needs_the_network_fails_loudly(app):
    with pytest.raises(FatalURLFetchingError):
        html_to_pdf('<p>x</p><img src="https://example.invalid/logo.png">')
    with pytest.raises(FatalURLFetchingError):
        html_to_pdf('<link rel="stylesheet" href="/static/app.css"><p>x</p>')


def test_two_ten_row_ranches_still_fit_one_letter_page(client):
    plots = [
        {"row": row, "col": col, "terrain": "forest", "cows": int(row < 3)}
        for row in range(1, 11)
        for col in range(1, 6)
        if row < 10 or col < 4
    ]
    body = {"players": [{"name": n, "ranch": {"rows": 10, "plots": plots}} for n in "AB"]}
    response = client.post("/moon-river/sheets/filled.pdf?paper=letter", json=body)
    assert response.status_code == 200
    reader = read_pdf(response.data)
    assert_paper(reader, "letter")
    assert "Shared victory: A and B" in squeeze(text_of(reader))


def drawn_counts(reader) -> list[tuple[str, float, float]]:
    """The counts the ranch drawings print: (text, size written in the drawing, size in pt)."""
    counts = []

    def visit(text, cm, tm, _font, size):
        scale = (
            abs(cm[0] * cm[3] - cm[1] * cm[2]) ** 0.5 * abs(tm[0] * tm[3] - tm[1] * tm[2]) ** 0.5
        )
        if text.strip().isdigit() and size in (COUNT_SIZE, PAIR_COUNT_SIZE):
            counts.append((text.strip(), size, size * scale))

    for page in reader.pages:
        page.extract_text(visitor_text=visit)
    return counts


@pytest.mark.parametrize("two_players", [False, True])
def test_the_drawings_print_every_count_at_8_pt_and_a_lone_count_at_9(client, two_players):
    """Read on paper at a table: the smallest count, a cow beside a resource, is 8 pt."""
    if two_players:  # 10-row ranches, drawn narrower to fit one letter page
        plots = [
            {"row": row, "col": col, "terrain": "forest", "cows": int(row < 3), "resources": 1}
            for row in range(1, 11)
            for col in range(1, 6)
            if row < 10 or col < 4
        ]
        body = {"players": [{"name": n, "ranch": {"rows": 10, "plots": plots}} for n in "AB"]}
        tags = 2 * sum(p["cows"] + p["resources"] for p in plots)
        paper = "letter"
    else:
        body = legends_request()
        tags = sum(
            bool(p.get("cows")) + bool(p.get("resources"))
            for player in body["players"]
            for p in player["ranch"]["plots"]
        )
        paper = "a4"
    response = client.post(f"/moon-river/sheets/filled.pdf?paper={paper}", json=body)
    assert response.status_code == 200, response.text[-1500:]
    reader = read_pdf(response.data)
    assert_paper(reader, paper)
    counts = drawn_counts(reader)
    assert len(counts) == tags
    assert any(size == PAIR_COUNT_SIZE for _, size, _ in counts)
    assert min(pt for _, _, pt in counts) >= 8
    assert min(pt for _, size, pt in counts if size == COUNT_SIZE) >= 9
