"""No English left on a page shown in another language.

Every page is rendered in Traditional Chinese, where any stray Latin word
stands out, and in German; the words that remain must be names or symbols
that are the same in every language. A string typed into a template or a
view without going through the catalogs fails here.
"""

from __future__ import annotations

import re

import pytest

from tests.web.event_helpers import add_players, create_event, seat, standings_token
from tests.web.tables_helpers import plot, save, start_game, view_token

SAME_IN_EVERY_LANGUAGE = {
    # the games' own names, language names in the switcher, formats and test players
    "Moon",
    "River",
    "Dragons",
    "City",
    "English",
    "Español",
    "Deutsch",
    "Português",
    "PDF",
    "JSON",
    "CSV",
    "API",
    "Ana",
    "Bo",
    "Cy",
    "Letter",
    "OpenAPI",
    "ana",  # the rules' example of two names that are one
    # a command to type, the same everywhere
    "make",
    "run",
    "HOST",
    "PUBLIC",
    "BASE",
    "URL",
}
LATIN_WORD = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]{2,}")


def visible_text(html: str) -> str:
    html = re.sub(r"(?s)<(script|style|svg)\b.*?</\1>", " ", html)
    html = re.sub(r"(?s)<!--.*?-->", " ", html)
    attributes = " ".join(re.findall(r'(?:aria-label|title|placeholder|alt)="([^"]*)"', html))
    return re.sub(r"<[^>]+>", " ", html) + " " + attributes


@pytest.fixture
def pages(app, client):
    token = start_game(client, names=("Ana", "Bo", "Cy"))
    save(client, token, 1, [plot(1, 1, "desert", cows=1), plot(1, 2, "desert")])
    view = view_token(app, token)
    event = create_event(client, name="Moon River", language="zh_Hant")
    add_players(client, event, ("Ana", "Bo", "Cy"))
    seat(client, event, 0)
    client.get(f"/e/{event}")  # its notices are read there, in the language they were made in
    public = standings_token(app, event)
    return [
        "/",
        "/moon-river/rules/",
        "/moon-river/rules/cattle-thief",
        "/moon-river/rules/how-this-app-scores",
        "/moon-river/rules/ties/compare?left=zh_Hant&right=zh_Hant",
        "/moon-river/rules/search?q=%E7%89%9B",
        "/river-dragons/rules/",
        "/river-dragons/rules/dragons",
        "/river-dragons/setup?players=3",
        "/river-dragons/resolver",
        "/river-dragons/turn?players=6&d=pink-4-green&d=green-4-blue&d=red-4-blue&pick=black-2",
        "/river-dragons/turn?players=5&arrange=green",
        "/moon-river/sheets/",
        "/moon-river/sheets/blank?players=4",
        "/moon-river/game-night",
        f"/t/{token}",
        f"/t/{token}/seat/1",
        f"/t/{token}/seat/2",
        f"/r/{view}",
        f"/r/{view}/sheet",
        "/moon-river/my-games",
        "/moon-river/events/new",
        f"/e/{event}",
        f"/e/{event}/rounds/1/cards",
        f"/s/{public}",
        f"/s/{public}/projector",
        f"/s/{public}/sheet",
        "/no-such-page",
    ]


def english_left(client, url: str, lang: str) -> set[str]:
    joiner = "&" if "?" in url else "?"
    response = client.get(f"{url}{joiner}lang={lang}")
    assert response.status_code in (200, 404), url
    words = set(LATIN_WORD.findall(visible_text(response.get_data(as_text=True))))
    return words - SAME_IN_EVERY_LANGUAGE


def test_chinese_pages_have_no_english_left(client, pages):
    leftovers = {url: english_left(client, url, "zh_Hant") for url in pages}
    assert {url: words for url, words in leftovers.items() if words} == {}
