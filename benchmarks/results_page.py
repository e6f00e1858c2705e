"""What the results of a finished 4-player Legends table ask of a phone's screen.

``python -m benchmarks results`` serves the app on a free loopback port with
its own SQLite file, seats the Gold Rush table of ``examples/legends-table.json``
(four full ranches), finishes every seat and opens the results in headless
Chromium (Debian's ``chromium``) at 360x740 and 390x844. For each screen it
prints where the ranking block ends and how tall the whole page is, both as a
share of the screen's height (the block must end within the first screen: 1.0),
the page's height in pixels (at most 3,000 at 360x740, issue 21), the smallest
count drawn in the ranches as it reads on the screen (at least 12 px) and how
many bytes the page sends, gzip-compressed as a server would; then the page's
height at 360x740 in each of the five languages::

    results 360x740: ranking ends at 0.76 screen; page 3.7 screens (2760 px);
        smallest count 13.3 px; 9.5 KB gzip
    results 360x740 by language: en 2760, es 2852, de 2937, pt 2970, zh_Hant 2725 px
    results 360x740 by language (densest table): en 2806, ... px

The densest table is the seeded full table whose results say the most (``DENSEST``).
"""

from __future__ import annotations

import gzip
import json
import logging
import os
import shutil
import socket
import tempfile
import threading
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
VIEWPORTS = ((360, 740), (390, 844))
LANGUAGES = ("en", "es", "de", "pt", "zh_Hant")
SMALLEST_COUNT = """() => Math.min(...[...document.querySelectorAll('.drawing svg text')].map(t => {
  const m = t.getScreenCTM();
  return parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
}))"""
"""The smallest count in the drawings, in CSS px as drawn: font size times the drawing's scale."""
NAMES = ("Carlota", "Bruno", "Jürgen", "小明")
COLOURS = ("purple", "orange", "green", "white")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


DENSEST = 33
"""Of the 120 seeded full Legends tables (benchmarks/tables.py: 24 plots a ranch, cows,
resources and partners), the one whose results say the most in Portuguese: the densest
realistic 4-player table the results must still fit in 3,000 px (issue 31)."""


def densest_game():
    """The densest realistic 4-player Legends table (``DENSEST``), a Gold Rush game."""
    from benchmarks.tables import legends_tables

    return legends_tables(DENSEST + 1)[DENSEST]


def finished_table(app, game=None) -> str:
    """The example Gold Rush table (or ``game``), every seat saved and finished; returns its
    view token."""
    from companion import storage
    from companion.formats.ranch_json import read_game
    from companion.storage.repository import SeatSpec

    if game is None:
        game = read_game(json.loads((ROOT / "examples" / "legends-table.json").read_text()))
    repo = storage.games(app)
    seats = [SeatSpec(name, colour) for name, colour in zip(NAMES, COLOURS, strict=True)]
    record = repo.create(game.mode, game.scenario, seats)
    for position, player in enumerate(game.players, 1):
        repo.save_ranch(record.edit_token, position, player.ranch, based_on=0)
        repo.set_finished(record.edit_token, position, True)
    return record.view_token


def main() -> None:
    from playwright.sync_api import sync_playwright
    from werkzeug.serving import make_server

    from companion import create_app

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SECRET_KEY": "bench", "DATABASE_URL": f"sqlite:///{tmp}/bench.db"})
        with app.app_context():
            view_token = finished_table(app)
            densest_token = finished_table(app, densest_game())
        port = _free_port()
        server = make_server("127.0.0.1", port, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{port}/r/{view_token}?lang=en"
        try:
            with urllib.request.urlopen(url) as response:
                page_bytes = len(gzip.compress(response.read()))
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=["--no-sandbox"]
                )
                for width, height in VIEWPORTS:
                    context = browser.new_context(
                        viewport={"width": width, "height": height}, is_mobile=True, has_touch=True
                    )
                    page = context.new_page()
                    page.goto(url)
                    block = page.locator("#summary").bounding_box()
                    total = page.evaluate("document.documentElement.scrollHeight")
                    smallest = page.evaluate(SMALLEST_COUNT)
                    print(
                        f"results {width}x{height}: ranking ends at "
                        f"{(block['y'] + block['height']) / height:.2f} screen; "
                        f"page {total / height:.1f} screens ({total} px); "
                        f"smallest count {smallest:.1f} px; {page_bytes / 1024:.1f} KB gzip"
                    )
                    context.close()
                context = browser.new_context(
                    viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
                )
                page = context.new_page()
                for label, token in (("", view_token), (" (densest table)", densest_token)):
                    heights = []
                    for lang in LANGUAGES:
                        page.goto(url.replace(view_token, token).replace("lang=en", f"lang={lang}"))
                        heights.append(
                            f"{lang} {page.evaluate('document.documentElement.scrollHeight')}"
                        )
                    print(f"results 360x740 by language{label}: {', '.join(heights)} px")
                context.close()
                browser.close()
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
