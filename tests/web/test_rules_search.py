"""Searching the rules: any language, accents and case ignored, never a 500."""

from __future__ import annotations

from html import unescape

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from companion import create_app
from companion.i18n import babel
from tests.web.tables_helpers import start_game, view_token


def text(response) -> str:
    return unescape(response.get_data(as_text=True))


def test_cattle_thief_finds_the_cattle_thief_topic_first(client):
    page = text(client.get("/moon-river/rules/search?q=cattle+thief&lang=en"))
    hits = page.split('<ol class="hits">')[1]
    assert hits.index(
        'href="/moon-river/rules/cattle-thief?lang=en">Cattle thief</a>'
    ) < hits.index("/moon-river/rules/partners")
    assert "<mark>Cattle thief</mark>" in page


def test_a_passage_found_in_another_language_says_which(client):
    """English words on a German page find the topic through its English text: the passage
    shown is English, tagged so, and the German title leads to the German page."""
    page = text(client.get("/moon-river/rules/search?q=cattle+thief&lang=de"))
    first = page.split('<ol class="hits">')[1].split("</li>")[0]
    assert 'href="/moon-river/rules/cattle-thief?lang=de"' in first
    assert '<p class="snippet" lang="en"><span class="snippet-lang">English</span> ' in first
    own = text(client.get("/moon-river/rules/search?q=Viehdiebin&lang=de"))
    assert "snippet-lang" not in own.split('<ol class="hits">')[1].split("</li>")[0]


def test_search_ignores_case_and_finds_keywords_and_blocks(client):
    page = text(client.get("/moon-river/rules/search?q=RUSTLER&lang=en"))
    assert 'href="/moon-river/rules/cattle-thief?lang=en"' in page
    page = text(client.get("/moon-river/rules/search?q=Big+Jo&lang=en"))
    assert 'href="/moon-river/rules/character-boards?lang=en' in page
    page = text(client.get("/moon-river/rules/search?q=49+spaces&lang=en"))
    assert 'href="/moon-river/rules/how-this-app-scores?lang=en#b' in page


@pytest.mark.parametrize(
    "query",
    ["", "   ", "x" * 5000, "<script>alert(1)</script>", "%", "**", "[[ties]]", "\u0301", "🐄"],
)
def test_odd_queries_never_fail(client, query):
    response = client.get("/moon-river/rules/search", query_string={"q": query, "lang": "en"})
    assert response.status_code == 200
    assert "<script>alert" not in response.get_data(as_text=True)


def test_search_box_on_every_rules_page(client):
    for url in (
        "/moon-river/rules/?lang=de",
        "/moon-river/rules/farmer?lang=de",
        "/moon-river/rules/farmer/compare?lang=de",
        "/moon-river/rules/search?q=Mais&lang=de",
        "/river-dragons/rules/jump?lang=de",
    ):
        page = text(client.get(url))
        game = url.split("/")[1]
        assert f'action="/{game}/rules/search?lang=de"' in page
        assert 'name="q"' in page


@pytest.fixture
def translated_app(tmp_path):
    """An app with small test-only catalogs, as if the translators had done a few strings."""
    translations = {
        "de": {
            "Cattle thief": "Viehdiebin",
            "Stand the stolen cow on the cattle thief's own plot.": (
                "Stell das gestohlene Rind auf die Parzelle der Viehdiebin."
            ),
        },
        "es": {"Cattle thief": "Ladrón de ganado"},
        "zh_Hant": {"Cattle thief": "偷牛賊"},
    }
    for code, messages in translations.items():
        catalog = Catalog(locale=code)
        for source, target in messages.items():
            catalog.add(source, target)
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        with open(folder / "messages.mo", "wb") as mo:
            write_mo(mo, catalog)
    # Flask-Babel keeps loaded catalogs on its one Babel object, shared by every app
    # in the process: start from and leave behind an empty cache.
    babel.domain_instance.cache.clear()
    yield create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
            "BABEL_TRANSLATION_DIRECTORIES": str(tmp_path),
        }
    )
    babel.domain_instance.cache.clear()


@pytest.mark.parametrize(
    ("query", "lang"),
    [("Viehdiebin", "de"), ("viehdiebin", "de"), ("ladron de ganado", "es"), ("牛賊", "zh-Hant")],
)
def test_words_of_other_languages_are_found_on_an_english_page(translated_app, query, lang):
    client = translated_app.test_client()
    page = text(client.get("/moon-river/rules/search", query_string={"q": query, "lang": "en"}))
    assert '<a href="/moon-river/rules/cattle-thief?lang=en">Cattle thief</a>' in page
    assert f'<p class="snippet" lang="{lang}">' in page


def test_a_german_sentence_is_found_at_its_block(translated_app):
    client = translated_app.test_client()
    page = text(client.get("/moon-river/rules/search?q=gestohlene+Rind&lang=pt"))
    assert 'href="/moon-river/rules/cattle-thief?lang=pt#b2"' in page
    assert "<mark>gestohlene Rind</mark>" in page


def test_side_by_side_renders_each_side_in_its_language(translated_app):
    page = text(
        translated_app.test_client().get("/moon-river/rules/cattle-thief/compare?left=en&right=de")
    )
    assert "Viehdiebin" in page.split('<div class="compare-cell" lang="de">')[1]
    assert "Viehdiebin" not in page.split('<div class="compare-cell" lang="de">')[0]


def test_the_rule_panel_of_the_editor_and_the_results_has_the_search_box(app, client):
    token = start_game(client, names=("Ana", "Bo"))
    for url in (f"/t/{token}/seat/1?lang=pt", f"/r/{view_token(app, token)}?lang=pt"):
        page = text(client.get(url))
        panel = page.split('id="rule-panel"')[1].split("</dialog>")[0]
        assert 'action="/moon-river/rules/search?lang=pt"' in panel
        assert 'id="rule-panel-q"' in panel and 'for="rule-panel-q"' in panel
        assert 'id="rules-q"' not in page  # one id per page, even with two boxes
