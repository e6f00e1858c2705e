"""A season's standings sheet as a PDF, made by the events' render processes (web/pdf.py)."""

from __future__ import annotations

import pytest
from sheet_checks import assert_paper, read_pdf, squeeze, text_of

from companion import storage
from tests.web.test_season_pages import create_season, played_event, post

pytestmark = pytest.mark.slow  # WeasyPrint


def test_the_season_sheet_prints_everyone_in_order(app, client):
    token = create_season(client, name="Club season", best_of="")
    first = played_event(app, client, ["Ana", "Bo", "Cy"], {"Ana": 10, "Bo": 30, "Cy": 20})
    post(client, token, "/events", event=first)
    public = storage.seasons(app).by_organiser_token(token).standings_token
    response = client.get(f"/season-standings/{public}/sheet.pdf?paper=letter&lang=en")
    assert response.mimetype == "application/pdf"
    reader = read_pdf(response.data)
    assert_paper(reader, "letter")
    text = squeeze(text_of(reader))
    assert "Club season" in text and "over every event" in text
    assert text.index("Bo") < text.index("Cy") < text.index("Ana")
