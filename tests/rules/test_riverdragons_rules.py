"""The River Dragons rules topics: complete, linked correctly, translatable, loaded at start."""

from __future__ import annotations

import re
import subprocess
import sys

from flask_babel.speaklater import LazyString

from companion.rules import rulebook

SLUGS = [
    "components",
    "setup",
    "turn",
    "place-stones",
    "place-planks",
    "remove",
    "moves",
    "jump",
    "dragons",
    "end-of-game",
    "expert-rules",
    "how-this-app-resolves",
    "glossary",
]
LINK = re.compile(r"\[\[([a-z0-9-]+)(?:\|[^\]]+)?\]\]")


def test_the_app_starts_with_the_topics_registered(tmp_path):
    """In a fresh interpreter, building the app alone registers the topics."""
    code = (
        "import sys\n"
        "from companion import create_app\n"
        f"create_app({{'SECRET_KEY': 'x', 'DATABASE_URL': 'sqlite:///{tmp_path}/t.db'}})\n"
        "assert 'companion.rules.riverdragons' in sys.modules, 'not imported at start'\n"
        "from companion.rules.topics import rulebooks\n"
        "print(' '.join(t.slug for t in rulebooks()['river-dragons']))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == SLUGS


def test_every_text_is_a_lazy_gettext_string(app):
    with app.test_request_context("/?lang=es"):
        for topic in rulebook("river-dragons"):
            assert isinstance(topic.title, LazyString)
            assert topic.blocks
            for block in topic.blocks:
                assert isinstance(block.text, LazyString), topic.slug
                assert str(block.text).strip()
            assert all(isinstance(k, LazyString) for k in topic.keywords)


def test_links_and_see_also_point_at_existing_topics(app):
    with app.test_request_context("/"):
        for topic in rulebook("river-dragons"):
            for block in topic.blocks:
                for slug in LINK.findall(str(block.text)):
                    assert slug in SLUGS, (topic.slug, slug)
            assert set(topic.see_also) <= set(SLUGS) - {topic.slug}


def test_how_this_app_resolves_covers_r1_to_r7_and_the_inferred_hand(app):
    with app.test_request_context("/"):
        [topic] = [t for t in rulebook("river-dragons") if t.slug == "how-this-app-resolves"]
        text = " ".join(str(b.text) for b in topic.blocks)
    for n in range(1, 8):
        assert f"R-{n}" in text
    assert "inferred" in text
    assert "8 action cards" in text
