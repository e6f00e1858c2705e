"""The results page: ranking, score-pad lines, tiebreak sentence, warnings, waiting seats."""

from __future__ import annotations

import re

from sheet_checks import read_pdf, text_of

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
    assert "1. Bo 4 points still entering" in page
    assert "Ana waiting" in page and "Cy waiting" in page
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
    assert "Ana wins with 4 points!" in page
    assert "Tied on 4; the largest territory decides: 4 plots against 2." in page
    assert page.index("1. Ana") < page.index("2. Bo")


def test_each_line_shows_its_sum_its_plots_and_its_rule_once_opened(app, client):
    token = start_game(client, mode="legends", scenario="moon-river-city")
    farm = [plot(1, c, "farm", cows=1) for c in (1, 2, 3)]
    save(client, token, 1, [*farm, plot(2, 1, "forest", resources=1)])
    html = client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)
    card = html.split('id="seat-1"')[1].split('id="seat-2"')[0]
    for slug, line in [
        ("territory-points", "Farm"),
        ("resource-points", "Beavers"),
        ("farmer", "Farmer"),
        ("moon-river-city", "Moon River City"),
    ]:
        assert f'href="/moon-river/rules/{slug}?lang=en" data-rule-panel>Rule: {line}</a>' in card
    assert card.count('data-plots="1-1 1-2 1-3"') == 2  # the farm and the scenario group
    assert 'data-cell="1-3"' in card  # the drawing's plot that the lines highlight
    page = text(card).replace("\u00a0", " ")
    assert (
        "Farm 9 3 plots × 3 cows = 9 Plots: row 1, column 1; row 1, column 2; row 1, column 3"
        in page
    )
    assert "Beavers 1 1 beaver × 1 = 1 Plots: row 2, column 1" in page
    assert "Moon River City 10 3 plots = 10" in page
    # Lines worth nothing wait under one row, after the ones that score.
    assert "9 lines worth 0" in page
    assert page.index("Moon River City") < page.index("9 lines worth 0") < page.index("Desert 0")
    # The total, the tiebreak's figures and the drawing sit together beside the lines.
    assert page.index("Total 20") < page.index("Largest territory") < page.index("Farm 9")


def test_the_ranking_block_comes_first_with_every_player(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy", "Di"))
    save(client, token, 2, BO)
    save(client, token, 1, ANA)
    html = client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)
    summary = text(html.split('id="summary"')[1].split("</section>")[0])
    assert "Provisional: not every ranch is finished yet." in summary
    assert "1. Ana Purple 4 still entering 2. Bo Orange 4 still entering" in summary
    assert "– Cy Green waiting" in summary and "– Di White waiting" in summary
    assert html.index('id="summary"') < html.index('id="seat-1"')
    # Without JavaScript nothing updates the page by itself: it offers a Refresh link.
    assert re.search(
        r'<a class="button secondary" href="/r/[^"]+" data-without-js>Refresh</a>', html
    )
    assert re.search(r"<span[^>]*data-with-js hidden>This page updates by itself.</span>", html)
    assert "Send to BG Stats" not in html  # only a finished table is sent


def test_a_shared_victory_names_everyone_with_the_score(app, client):
    token = start_game(client, names=("Ana", "Bo"))
    for position in (1, 2):
        save(client, token, position, [plot(1, 1, "desert", cows=1)], rows=10)
        finish(client, token, position)
    page = text(client.get(f"/r/{view_token(app, token)}").get_data(as_text=True))
    assert "Shared victory: Ana and Bo, with 1 point each." in page
    assert "Refresh" not in page and "updates by itself" not in page


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
    words = text_of(read_pdf(pdf.data))
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


def test_the_sheet_and_results_keys_name_each_picture_and_use_no_letters(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy"))
    save(client, token, 1, ANA)
    view = view_token(app, token)
    for address, key in ((f"/r/{view}/sheet", "ranch-legend"), (f"/r/{view}", "ranch-key")):
        html = client.get(address).get_data(as_text=True)
        block = html.split(f'class="{key}"')[1].split("</ul>")[0]
        assert block.count('<svg class="swatch-svg"') == 6 + 6 + 6  # terrains, things, partners
        names = text(re.sub(r"<svg.*?</svg>", "", block)).split()
        assert "Cornfield" in names and "Farmer" in names and "Cows" in names
        drawing = html.split('<svg class="ranch"')[1].split("</svg>")[0]
        assert all(t.isdigit() for t in re.findall(r"<text[^>]*>([^<]*)</text>", drawing))


def test_a_finish_form_with_a_value_it_does_not_know_changes_nothing(app, client):
    token = start_game(client, names=("Ana", "Bo"))
    save(client, token, 1, ANA, rows=10)
    assert finish(client, token, 1).status_code == 302
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/1"), "finished": "banana"}
    assert client.post(f"/t/{token}/seat/1/finished", data=data).status_code == 400
    status = client.get(f"/api/v1/results/{view_token(app, token)}").get_json()
    assert status["players"][0]["status"] == "finished"


def test_a_finished_table_is_sent_to_bg_stats_and_downloads_as_json(app, client):
    import json
    from html import unescape
    from urllib.parse import parse_qs, urlsplit

    token = start_game(client, names=("Ana", "Bo"), mode="legends", scenario="gold-rush")
    save(client, token, 1, ANA, rows=10)
    save(client, token, 2, BO, rows=10)
    finish(client, token, 1)
    finish(client, token, 2)
    view = view_token(app, token)
    html = client.get(f"/r/{view}?lang=de").get_data(as_text=True)
    link = unescape(re.search(r'id="bgstats" href="([^"]+)"', html).group(1))
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    play = json.loads(parse_qs(urlsplit(link).query)["data"][0])
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in play["players"]] == [
        ("Ana", 4, 1, True),
        ("Bo", 4, 2, False),
    ]
    assert [p["role"] for p in play["players"]] == ["Mary", "Calamity"]  # Legends characters
    assert play["board"] == "Wildwest-Legenden, Szenario 2: Goldrausch"
    assert view not in link and token not in link  # the table's addresses stay secret

    response = client.get(f"/r/{view}/table.json")
    assert response.mimetype == "application/json"
    assert response.headers["Content-Disposition"].startswith('attachment; filename="moon-river-')
    table = response.get_json()
    assert table["mode"] == "legends" and table["scenario"] == "gold-rush"
    assert [(p["name"], p["colour"]) for p in table["players"]] == [
        ("Ana", "purple"),
        ("Bo", "orange"),
    ]
    # The download is a scores request: the API scores it to the same result.
    scores = client.post("/api/v1/moon-river/scores", json=table).get_json()
    assert [(p["name"], p["total"], p["rank"]) for p in scores["players"]] == [
        ("Ana", 4, 1),
        ("Bo", 4, 2),
    ]
    assert client.get("/r/not-a-real-token/table.json").status_code == 404


def test_the_score_sheet_lists_the_players_who_never_entered_a_ranch(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy", "Di"))
    view = view_token(app, token)
    save(client, token, 1, ANA)
    save(client, token, 3, BO)
    sheet = text(client.get(f"/r/{view}/sheet").get_data(as_text=True))
    assert "Not entered: Bo and Di" in sheet
    german = text(client.get(f"/r/{view}/sheet?lang=de").get_data(as_text=True))
    assert "Bo und Di" in german
    pdf = client.get(f"/r/{view}/sheet.pdf?lang=en")
    words = text_of(read_pdf(pdf.data))
    assert "Not entered: Bo and Di" in words.replace("\n", " ")
    save(client, token, 2, BO)
    save(client, token, 4, BO)
    assert "Not entered" not in client.get(f"/r/{view}/sheet?lang=en").get_data(as_text=True)
