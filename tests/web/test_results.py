"""The results page: ranking, score-pad lines, tiebreak sentence, warnings, waiting seats."""

from __future__ import annotations

import re

from tests.web.tables_helpers import csrf_token, plot, save, start_game, view_token

# Ana: a 4-plot desert with one cow = 4. Bo: a 2-plot canyon with one cow and 2 nuggets = 4.
ANA = [plot(1, c, "desert") for c in (2, 3, 4)] + [plot(1, 1, "desert", cows=1)]
BO = [plot(1, 1, "canyon", cows=1, resources=2), plot(1, 2, "canyon")]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def finish(client, token, position):
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/{position}"), "finished": "1"}
    return client.post(f"/t/{token}/seat/{position}/finished", data=data)


def test_waiting_seats_and_a_provisional_ranking(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy"))
    save(client, token, 2, BO)
    page = text(client.get(f"/r/{view_token(app, token)}").get_data(as_text=True))
    assert "Provisional" in page
    assert "1. Bo (Orange) 4 points still entering" in page
    assert "Ana (Purple) waiting" in page and "Cy (Green) waiting" in page
    status = client.get(f"/api/v1/results/{view_token(app, token)}").get_json()
    assert [p["status"] for p in status["players"]] == ["entering", "waiting", "waiting"]
    assert status["complete"] is False


def test_the_winner_and_the_tiebreak_in_words_once_everyone_finished(app, client):
    token = start_game(client, names=("Ana", "Bo"))
    save(client, token, 1, ANA, rows=10)
    save(client, token, 2, BO, rows=10)
    stamp = client.get(f"/api/v1/results/{view_token(app, token)}").get_json()["stamp"]
    assert finish(client, token, 1).status_code == 302
    assert finish(client, token, 2).status_code == 302
    status = client.get(f"/api/v1/results/{view_token(app, token)}").get_json()
    assert status["stamp"] != stamp and status["complete"] and status["winners"] == ["Ana"]
    page = text(client.get(f"/t/{token}/results").get_data(as_text=True))
    assert "Ana wins!" in page
    assert "Tied on 4; the largest territory decides: 4 plots against 2." in page
    assert page.index("1. Ana") < page.index("2. Bo")


def test_each_line_links_to_its_rule_and_names_its_plots(app, client):
    token = start_game(client, mode="legends", scenario="moon-river-city")
    farm = [plot(1, c, "farm", cows=1) for c in (1, 2, 3)]
    save(client, token, 1, [*farm, plot(2, 1, "forest", resources=1)])
    html = client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)
    assert 'href="/moon-river/rules/territory-points?lang=en">Farm</a>' in html
    assert 'href="/moon-river/rules/resource-points?lang=en">Beavers</a>' in html
    assert 'href="/moon-river/rules/farmer?lang=en">Farmer</a>' in html
    assert 'href="/moon-river/rules/moon-river-city?lang=en">Scenario</a>' in html
    assert 'data-plots="1-1 1-2 1-3"' in html
    assert 'data-cell="1-3"' in html  # the drawing's plot that the line highlights
    assert "row 1, column 1; row 1, column 2; row 1, column 3" in text(html)
    page = text(html)
    assert "Farm Plots row 1, column 1; row 1, column 2; row 1, column 3 9" in page
    assert "Scenario Plots row 1, column 1; row 1, column 2; row 1, column 3 10" in page


def test_warnings_sit_next_to_the_ranch_they_concern(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy"))
    save(client, token, 1, [plot(1, 1, "desert")])
    save(client, token, 2, [plot(1, 1, "cornfield", cows=1), plot(1, 2, "desert")])
    html = client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)
    cards = {
        re.search(r'id="seat-(\d)"', c).group(1): c
        for c in html.split('<li class="card player')[1:]
    }
    ana, bo = cards["1"], cards["2"]
    assert "Cows cannot stand on a cornfield" in bo
    assert "Cows cannot stand on a cornfield" not in ana
    assert "plots come in dominoes" in ana and "plots come in dominoes" not in bo


def test_finishing_needs_a_saved_ranch_and_a_csrf_token(client):
    token = start_game(client)
    response = finish(client, token, 1)
    assert response.status_code == 302
    assert "Enter and save your ranch first" in client.get(response.headers["Location"]).get_data(
        as_text=True
    )
    save(client, token, 1, ANA)
    response = client.post(f"/t/{token}/seat/1/finished", data={"finished": "1"})
    assert response.status_code == 400
    assert "This form was not accepted" in response.get_data(as_text=True)


def test_a_table_over_its_limits_says_why_instead_of_failing(app, client):
    """Two saves at the same moment can pass their checks and still add up to 33 cows."""
    from companion import storage
    from companion.games.moonriver.model import Plot, Ranch, Terrain

    token = start_game(client)
    repo = storage.games(app)
    repo.save_ranch(token, 1, Ranch(5, (Plot(1, 1, Terrain.DESERT, cows=30),)), based_on=0)
    repo.save_ranch(token, 2, Ranch(5, (Plot(1, 1, Terrain.DESERT, cows=3),)), based_on=0)
    response = client.get(f"/r/{view_token(app, token)}")
    assert response.status_code == 200
    assert "33 cows together" in text(response.get_data(as_text=True))
    assert client.get(f"/api/v1/results/{view_token(app, token)}").status_code == 200
    assert "33 cows together" in client.get(f"/t/{token}/seat/1").get_data(as_text=True)
    # Fixing one ranch is accepted and the table is scored again.
    assert save(client, token, 2, [plot(1, 1, "desert", cows=2)], version=1).status_code == 200
    assert "33 cows" not in client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)


def test_a_saved_game_has_its_score_sheet_as_a_page_and_a_pdf(app, client):
    import io

    from pypdf import PdfReader

    token = start_game(client, names=("Ana", "Bo"))
    view = view_token(app, token)
    assert client.get(f"/r/{view}/sheet").status_code == 404  # nothing to score yet
    save(client, token, 1, ANA, rows=10)
    save(client, token, 2, BO, rows=10)
    results = client.get(f"/r/{view}").get_data(as_text=True)
    assert f'href="/r/{view}/sheet?lang=en"' in results
    sheet = text(client.get(f"/r/{view}/sheet").get_data(as_text=True))
    assert "Ana" in sheet and "Bo" in sheet and "Moon River game night" in sheet
    assert "Provisional: not every ranch is finished. Leading: Ana" in sheet
    assert "Winner" not in sheet
    finish(client, token, 1)
    finish(client, token, 2)
    sheet = text(client.get(f"/r/{view}/sheet").get_data(as_text=True))
    assert "Provisional" not in sheet and "Ana" in sheet
    pdf = client.get(f"/r/{view}/sheet.pdf")
    assert pdf.mimetype == "application/pdf"
    words = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.data)).pages)
    assert "Ana" in words and "Bo" in words
    assert client.get("/r/not-a-real-token/sheet.pdf").status_code == 404


def test_the_seat_page_and_the_results_explain_every_letter(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy"))
    seat = client.get(f"/t/{token}/seat/1").get_data(as_text=True)
    # The editor draws pictures, not letters; its key names each picture.
    key = seat.split('<ul class="key-list">')[1].split("</ul>")[0]
    for icon, name in [("desert", "Desert"), ("cornfield", "Cornfield"), ("farm", "Farm"),
                       ("cow", "Cows"), ("corn", "Corn"), ("farmer", "Farmer"),
                       ("cattle-thief", "Cattle thief")]:  # fmt: skip
        assert re.search(rf'<use href="#i-{icon}"/></svg>(</span>)?{name}</li>', key), name
        assert f'<symbol id="i-{icon}"' in seat
    view = view_token(app, token)
    assert 'class="ranch-key"' not in client.get(f"/r/{view}").get_data(as_text=True)
    save(client, token, 1, ANA)
    results = client.get(f"/r/{view}").get_data(as_text=True)
    assert results.count('class="ranch-key"') == 1
    assert "Cattle thief" in results.split('class="ranch-key"')[1]


def test_the_sheet_key_has_readable_letters_and_round_partner_badges(app, client):
    from companion.web.ranch_svg import contrast

    token = start_game(client, names=("Ana", "Bo", "Cy"))
    save(client, token, 1, ANA)
    sheet = client.get(f"/r/{view_token(app, token)}/sheet").get_data(as_text=True)
    terrains = re.findall(r'class="swatch" style="background: (#\w+); color: (#\w+)"', sheet)
    assert len(terrains) == 6
    assert all(contrast(back, ink) >= 4.5 for back, ink in terrains)
    partners = re.findall(
        r'class="swatch partner" style="background: (#\w+); color: (#\w+)"', sheet
    )
    assert len(partners) == 6 and all(contrast(back, ink) >= 4.5 for back, ink in partners)


def test_a_finish_form_with_a_value_it_does_not_know_changes_nothing(app, client):
    token = start_game(client, names=("Ana", "Bo"))
    save(client, token, 1, ANA, rows=10)
    assert finish(client, token, 1).status_code == 302
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/1"), "finished": "banana"}
    assert client.post(f"/t/{token}/seat/1/finished", data=data).status_code == 400
    status = client.get(f"/api/v1/results/{view_token(app, token)}").get_json()
    assert status["players"][0]["status"] == "finished"
