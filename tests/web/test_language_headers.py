"""Pages say which request headers choose their language, and a posted sheet can change language."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

EXAMPLE = json.loads((Path(__file__).parents[2] / "examples" / "table.json").read_text("utf-8"))


@pytest.mark.parametrize(
    "url", ["/", "/moon-river/rules/ties", "/moon-river/rules/search?q=tie", "/moon-river/sheets/"]
)
def test_pages_vary_on_accept_language_and_cookie(client, url):
    """The same address answers in the browser's or the remembered language: caches must know."""
    vary = client.get(url).headers.get("Vary", "")
    assert {"Accept-Language", "Cookie"} <= {v.strip() for v in vary.split(",")}


def test_static_files_do_not_vary(client):
    with client.get("/static/app.css") as response:
        assert "Accept-Language" not in response.headers.get("Vary", "")


def test_the_filled_sheets_language_switcher_posts_the_game_again(client):
    page = client.post(
        "/moon-river/sheets/filled?lang=en", data={"request": json.dumps(EXAMPLE)}
    ).get_data(as_text=True)
    switcher = page.split('class="lang-switch"')[1].split("</details>")[0]
    forms = re.findall(r'<form method="post" action="([^"]+)">', switcher)
    assert len(forms) == 5
    assert "/moon-river/sheets/filled?lang=de" in forms
    assert 'name="request"' in switcher
    fields = dict(re.findall(r'name="([a-z_]+)" value="([^"]*)"', switcher.split("</form>")[2]))
    german = client.post(
        "/moon-river/sheets/filled?lang=de",
        data={name: unescape(value) for name, value in fields.items()},
    )
    assert german.status_code == 200
    assert '<html lang="de">' in german.get_data(as_text=True)
    assert "Carlota" in german.get_data(as_text=True)


def test_a_sheet_reached_by_get_keeps_plain_links(client):
    page = client.get("/moon-river/sheets/?lang=en").get_data(as_text=True)
    switcher = page.split('class="lang-switch"')[1].split("</details>")[0]
    assert "<form" not in switcher
    assert 'href="/moon-river/sheets/?lang=de"' in switcher
