"""An event's PDFs, made by the render processes: a round's table cards (four to a page, in
the event's language, on A4 and Letter) and the standings sheet."""

from __future__ import annotations

import pytest
from sheet_checks import assert_paper, read_pdf, squeeze, text_of

from tests.web.event_helpers import (
    add_players,
    create_event,
    event_of,
    play_by_name,
    seat,
    standings_token,
)

pytestmark = pytest.mark.slow  # an event's table cards and standings sheet as PDFs

NAMES = [f"Player {n:02d}" for n in range(1, 19)]  # 18 players: 4 + 4 + 4 + 3 + 3


@pytest.mark.parametrize(
    ("paper", "language", "table"), [("a4", "de", "Tisch"), ("letter", "zh_Hant", "桌")]
)
def test_the_round_cards_print_four_tables_to_a_page(app, client, paper, language, table):
    token = create_event(client, language=language)
    add_players(client, token, NAMES)
    seat(client, token, 0)
    response = client.get(f"/e/{token}/rounds/1/cards.pdf?paper={paper}&lang=en")
    assert response.mimetype == "application/pdf"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    reader = read_pdf(response.data)
    assert_paper(reader, paper, pages=2)  # 5 tables: four, then one
    text = squeeze(text_of(reader))
    assert table in text
    for name in NAMES:
        assert name in text


def test_the_standings_sheet_lists_everyone_in_order(app, client):
    token = create_event(client)
    add_players(client, token, ("Ana", "Bo", "Cy"))
    seat(client, token, 0)
    with app.app_context():
        play_by_name(event_of(app, token).round(1).tables[0], {"Ana": 10, "Bo": 30, "Cy": 20})
    public = standings_token(app, token)
    reader = read_pdf(client.get(f"/s/{public}/sheet.pdf?paper=letter&lang=en").data)
    assert_paper(reader, "letter")
    text = squeeze(text_of(reader))
    assert "then the best single game" in text
    assert text.index("Bo") < text.index("Cy") < text.index("Ana")
