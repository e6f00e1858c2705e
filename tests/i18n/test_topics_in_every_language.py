"""Every rules topic of both games renders in all five languages, each with its own text."""

from __future__ import annotations

import re

import pytest
from flask_babel import force_locale

from companion.i18n import CODES
from companion.rules import rulebooks
from companion.rules.games import load_rulebooks

load_rulebooks()
TOPICS = [(game, topic.slug) for game, book in sorted(rulebooks().items()) for topic in book]


def body_text(html: str) -> str:
    main = html[html.index("<main") : html.index("</main>")]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", main))


@pytest.mark.parametrize(("game", "slug"), TOPICS)
def test_a_topic_reads_differently_in_every_language(app, client, game, slug):
    texts = {}
    for code in CODES:
        response = client.get(f"/{game}/rules/{slug}?lang={code}")
        assert response.status_code == 200
        texts[code] = body_text(response.get_data(as_text=True))
    assert len(set(texts.values())) == len(CODES), "two languages show the same text"
    topic = next(t for t in rulebooks()[game] if t.slug == slug)
    for code in CODES:
        with app.test_request_context(), force_locale(code):
            first_block = re.sub(r"\*\*|\[\[[\w-]+\|?|\]\]", "", str(topic.blocks[0].text))
        # Compared without white space: bold terms gain spaces around them on the page.
        needle = re.sub(r"\s+", "", first_block)[:12]
        assert needle in re.sub(r"\s+", "", texts[code]), (code, needle)
