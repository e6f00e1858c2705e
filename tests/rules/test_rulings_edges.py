"""The rules edges the app decides are stated on "How this app scores", in every language."""

from __future__ import annotations

import re
from html import unescape

import pytest

CATTLE_THIEF_ON_CORNFIELD = {
    "en": ("cattle thief", "cornfield", "A3"),
    "es": ("ladrón de ganado", "campo de maíz", "A3"),
    "de": ("Viehdiebin", "Maisfeld", "A3"),
    "zh_Hant": ("偷牛賊", "玉米田", "A3"),
    "pt": ("Ladrão de Gado", "milharal", "A3"),
}


def blocks(client, code: str) -> list[str]:
    page = client.get("/moon-river/rules/how-this-app-scores", query_string={"lang": code})
    html = page.get_data(as_text=True)
    found = re.findall(r'id="b\d+"[^>]*>(.*?)</(?:p|li|aside|div)>', html, re.S)
    return [unescape(re.sub(r"<[^>]+>", "", b)) for b in found]


@pytest.mark.parametrize(("code", "words"), CATTLE_THIEF_ON_CORNFIELD.items())
def test_the_cattle_thiefs_cornfield_plot_is_stated_in_every_language(client, code, words):
    """The one legal way onto a cornfield: the stolen cow stands on the thief's own plot."""
    text = blocks(client, code)
    assert any(all(word.casefold() in b.casefold() for word in words) for b in text), code


@pytest.mark.parametrize("code", list(CATTLE_THIEF_ON_CORNFIELD))
def test_grid_score_check_and_bonus_rulings_are_on_the_page(client, code):
    text = "\n".join(blocks(client, code))
    for ruling in ("T6.", "T7.", "A4."):
        assert ruling in text, (code, ruling)
