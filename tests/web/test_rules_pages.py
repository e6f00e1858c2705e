"""The rules pages over real HTTP: contents, topics, side by side, home shortcut."""

from __future__ import annotations

import re
from html import unescape

import pytest

from companion.rules import rulebook
from companion.rules.games import load_rulebooks

load_rulebooks()
TOPICS = rulebook("moon-river")


def text(response) -> str:
    return response.get_data(as_text=True)


@pytest.mark.parametrize("topic", TOPICS, ids=lambda t: t.slug)
def test_every_topic_renders_with_its_own_title(client, topic):
    response = client.get(f"/moon-river/rules/{topic.slug}?lang=en")
    assert response.status_code == 200
    page = unescape(text(response))
    assert f"<h1>{topic.title}</h1>" in page
    assert f"<title>{topic.title} · Moon River rules</title>" in page


def test_contents_lists_every_topic_grouped_by_section(client):
    page = unescape(text(client.get("/moon-river/rules/?lang=en")))
    for topic in TOPICS:
        assert f'href="/moon-river/rules/{topic.slug}?lang=en">{topic.title}</a>' in page
    assert page.count('<section class="rules-section">') == len({t.section for t in TOPICS})
    assert "<h2>Legends of the West</h2>" in page


def test_unknown_topic_and_unknown_game_are_404(client):
    assert client.get("/moon-river/rules/no-such-rule").status_code == 404
    assert client.get("/chess/rules/").status_code == 404
    assert client.get("/chess/rules/setup").status_code == 404
    assert client.get("/chess/rules/setup/compare").status_code == 404
    assert client.get("/chess/rules/search?q=x").status_code == 404


def test_blocks_render_as_paragraphs_lists_steps_and_notes(client):
    page = text(client.get("/moon-river/rules/plot-symbols?lang=en"))
    assert '<ol class="rule-steps">' in page
    assert '<ul class="rule-list">' in page
    assert '<aside class="rule-note" role="note"' in page
    assert "<strong>Skulls and drought.</strong>" in page
    assert 'id="b1"' in page


def test_cross_links_prev_next_and_see_also(client):
    page = text(client.get("/moon-river/rules/desperado?lang=en"))
    assert '<a href="/moon-river/rules/outlaws?lang=en">Outlaws</a>' in page
    assert 'rel="prev" href="/moon-river/rules/cowboy?lang=en"' in page
    assert 'rel="next" href="/moon-river/rules/cattle-thief?lang=en"' in page
    see_also = page.split('id="see-also-title"')[1].split("</nav>")[0]
    assert 'href="/moon-river/rules/partners?lang=en"' in see_also
    first = text(client.get("/moon-river/rules/components"))
    assert 'rel="prev"' not in first


def test_glossary_terms_link_to_their_topic(client):
    page = text(client.get("/moon-river/rules/glossary?lang=en"))
    assert (
        '<strong><a href="/moon-river/rules/cattle-thief?lang=en">Cattle thief</a></strong>' in page
    )
    assert '<strong><a href="/moon-river/rules/timber-rafting?lang=en">Woodcutting area</a>' in page


def test_links_carry_the_page_language(client):
    page = text(client.get("/moon-river/rules/turn?lang=de"))
    assert '<html lang="de">' in page
    main = page.split('<main id="main">')[1]
    hrefs = re.findall(r'href="(/[^"]*)"', main)
    assert hrefs
    assert all("lang=de" in href for href in hrefs), hrefs
    assert '<input type="hidden" name="lang" value="de">' in page


def test_side_by_side_pairs_blocks_with_two_languages(client):
    response = client.get("/moon-river/rules/cattle-thief/compare?left=en&right=de&lang=en")
    assert response.status_code == 200
    page = text(response)
    topic = next(t for t in TOPICS if t.slug == "cattle-thief")
    assert page.count('<div class="compare-row"') == len(topic.blocks)
    assert page.count('<div class="compare-cell" lang="en">') == len(topic.blocks) + 1
    assert page.count('<div class="compare-cell" lang="de">') == len(topic.blocks) + 1
    assert '<option value="de" lang="de" selected>' in page
    # Links inside the pairs stay on the side-by-side view, in the page's language.
    assert "/moon-river/rules/outlaws/compare?left=en&amp;right=de&amp;lang=en" in page


def test_side_by_side_defaults_and_odd_languages(client):
    page = text(client.get("/moon-river/rules/ties/compare?lang=pt"))
    assert '<div class="compare-cell" lang="pt-PT">' in page
    assert '<div class="compare-cell" lang="en">' in page
    odd = client.get("/moon-river/rules/ties/compare?left=<x>&right=zh-TW")
    assert odd.status_code == 200
    assert '<div class="compare-cell" lang="zh-Hant">' in text(odd)


def test_home_offers_the_rules(client):
    page = text(client.get("/?lang=es"))
    assert 'href="/moon-river/rules/?lang=es">Reglas</a>' in page
    assert client.get("/moon-river/rules/?lang=es").status_code == 200
