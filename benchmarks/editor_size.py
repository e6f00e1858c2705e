"""How heavy the ranch editor is on a phone's first visit, gzip-compressed.

Fetches the editor page of a fresh 4-player table and every stylesheet,
script and image it loads, through the Flask test client, and sums their
gzip-compressed sizes (what a phone downloads with compression on). The
target is at most 60 KB, all from this app: ``external_urls`` lists anything
the page would fetch from another host, and a test keeps that list empty.
Note: the table is created in the app's own database.
"""

from __future__ import annotations

import gzip
import re

from flask import Flask

TARGET_BYTES = 60 * 1024
ASSET = re.compile(r'<(?:link|script|img)\b[^>]*?\b(?:href|src)="([^"]+)"', re.IGNORECASE)


def editor_path(app: Flask) -> str:
    from companion import storage
    from companion.games.moonriver.model import Mode
    from companion.storage.repository import SeatSpec

    seats = [
        SeatSpec(name, colour)
        for name, colour in (("Ana", "purple"), ("Bo", "orange"), ("Cy", "green"), ("Di", "white"))
    ]
    game = storage.games(app).create(Mode.BASE, None, seats)
    return f"/t/{game.edit_token}/seat/1"


def assets(page: str) -> list[str]:
    return ASSET.findall(page)


def external_urls(page: str) -> list[str]:
    """Anything the page would load from another host (it must load nothing)."""
    return [url for url in assets(page) if re.match(r"^(?:[a-z]+:)?//", url, re.IGNORECASE)]


def sizes(app: Flask) -> dict[str, int]:
    """The gzip-compressed size of the editor page and each asset it loads."""
    client = app.test_client()
    path = editor_path(app)
    page = client.get(path)
    out = {path: len(gzip.compress(page.data, 9))}
    for url in assets(page.get_data(as_text=True)):
        response = client.get(url)
        out[url] = len(gzip.compress(response.data, 9))
        response.close()
    return out


def measure(app: Flask) -> int:
    """Print and return the editor's first-load weight in gzip-compressed bytes."""
    total = sum(sizes(app).values())
    verdict = "within" if total <= TARGET_BYTES else "OVER"
    print(f"editor: {total / 1024:.1f} KB gzip on first load ({verdict} the 60 KB target)")
    return total
