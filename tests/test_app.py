"""The shell every page shares: languages, errors, the home page."""

from __future__ import annotations


def test_home_offers_both_games(client):
    page = client.get("/").get_data(as_text=True)
    assert "Moon River" in page
    assert "River Dragons" in page


def test_language_comes_from_the_browser_then_the_link(client):
    page = client.get("/", headers={"Accept-Language": "de-DE,de;q=0.9"}).get_data(as_text=True)
    assert '<html lang="de">' in page
    page = client.get("/?lang=zh_Hant", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert '<html lang="zh-Hant">' in page


def test_language_choice_is_remembered(client):
    client.get("/?lang=pt")
    page = client.get("/", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert '<html lang="pt-PT">' in page


def test_chinese_and_portuguese_variants_find_our_editions(client):
    for tag, html in (("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("pt-BR", "pt-PT")):
        page = client.get("/", headers={"Accept-Language": tag}).get_data(as_text=True)
        assert f'<html lang="{html}">' in page


def test_links_carry_their_language(client):
    page = client.get("/?lang=es").get_data(as_text=True)
    assert 'href="/?lang=es"' in page


def test_unknown_page_is_a_clear_404_page(client):
    response = client.get("/no-such-page")
    assert response.status_code == 404
    assert "There is nothing at this address." in response.get_data(as_text=True)


def test_unknown_api_address_answers_json(client):
    response = client.get("/api/v1/no-such-thing")
    assert response.status_code == 404
    assert response.get_json() == {
        "errors": [{"path": "", "message": "There is nothing at this address."}]
    }


def test_a_games_own_address_leads_to_its_card(client):
    for game in ("moon-river", "river-dragons"):
        response = client.get(f"/{game}/?lang=de")
        assert response.status_code == 302
        assert response.headers["Location"].endswith(f"/?lang=de#{game}")
