"""``python -m benchmarks dragons``: touches and page height to resolve the rulebook's
Dragon example (example 5) at 360 x 740, on the slot grid and on the card-by-card form.

The example: six players; pink lays a green Dragon in position 4 and green a blue
one, so blue's fourth action is cancelled. A touch is a tap; a system drop-down
costs two (open it, pick). The form is the baseline measured in the same run. The
page height is the document's, after the example is resolved; the goal is at most
8 touches and no scrolling (a page no taller than the 740 px screen) for six players.
"""

from __future__ import annotations

import os
import shutil
import socket
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from werkzeug.serving import WSGIRequestHandler, make_server

VIEWPORT = {"width": 360, "height": 740}
LANGUAGES = ("en", "es", "de", "zh_Hant", "pt")
GOAL_TOUCHES = 8
PLAIN = {1: "place-1-stone", 2: "place-1-plank", 3: "move-1", 4: "move-2", 5: "jump"}
"""The form's other cards: five different actions, as a hand holds each once."""

EXAMPLE_5_TAPS = (
    "main a.count >> text='6'",
    "#cell-pink-4",
    "#chooser a:has(.swatch.green)",
    "#cell-green-4",
    "#chooser a:has(.swatch.blue)",
)
"""The grid, opened on its default four players: six players, then the two Dragons."""


def tap_grid_example(page, base: str, lang: str = "en") -> int:
    """Resolve example 5 on the grid by tapping like a player; returns the touches."""
    page.goto(f"{base}/river-dragons/turn?lang={lang}")
    for selector in EXAMPLE_5_TAPS:
        page.locator(selector).tap()
        page.wait_for_load_state()
        page.locator("#turn-app[aria-busy]").wait_for(state="detached")
    page.wait_for_selector("#cell-blue-4:has(del)")
    return len(EXAMPLE_5_TAPS)


def fill_form_example(page, base: str, lang: str = "en") -> int:
    """The same example on the form that names every card; returns the touches."""
    touches = 0
    page.goto(f"{base}/river-dragons/resolver?lang={lang}")
    page.locator("main .counts a >> text='6'").tap()
    touches += 1
    seating = [page.input_value(f"#colour-{seat}") for seat in range(6)]
    special = {("pink", 4): "dragon:green", ("green", 4): "dragon:blue"}
    for seat, colour in enumerate(seating):
        for slot in range(1, 6):
            page.select_option(f"#card-{seat}-{slot}", special.get((colour, slot), PLAIN[slot]))
            touches += 2
    page.locator("button[name=resolve]").tap()
    touches += 1
    page.wait_for_selector("#result")
    return touches


def tap_bytes(page) -> int:
    """What one tap downloads: the grid page the link leads to, gzip-compressed."""
    import gzip

    html = page.content().encode()
    return len(gzip.compress(html, 9))


def page_height(page) -> int:
    """The content's height (the document never reports less than the screen)."""
    return page.evaluate("Math.ceil(document.body.getBoundingClientRect().height)")


class _QuietHandler(WSGIRequestHandler):
    def log_request(self, *args, **kwargs) -> None:
        """The benchmark prints its figures, not every request."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def served_app() -> Iterator[str]:
    """The app on a free loopback port with a throw-away database; yields its base URL."""
    from companion import create_app

    folder = tempfile.mkdtemp(prefix="bench-dragons-")
    app = create_app({"SECRET_KEY": "bench", "DATABASE_URL": f"sqlite:///{folder}/bench.sqlite3"})
    port = _free_port()
    server = make_server("127.0.0.1", port, app, threaded=True, request_handler=_QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)


def chromium_path() -> str | None:
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    return found if Path(found).exists() else None


def bench_dragons() -> None:
    executable = chromium_path()
    if executable is None:
        print("dragons: (no Chromium: `make system-packages` installs it)")
        return
    from playwright.sync_api import sync_playwright

    with served_app() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        context = browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True)
        page = context.new_page()
        form_touches = fill_form_example(page, base)
        form_height = page_height(page)
        print(
            f"dragons: rulebook example 5 (6 players) at {VIEWPORT['width']}x{VIEWPORT['height']}; "
            f"baseline, the card-by-card form: {form_touches} touches, page {form_height} px"
        )
        for lang in LANGUAGES:
            touches = tap_grid_example(page, base, lang)
            height = page_height(page)
            weight = tap_bytes(page)
            fits = "no scrolling" if height <= VIEWPORT["height"] else "SCROLLS"
            print(
                f"         grid ({lang}): {touches} touches (goal <= {GOAL_TOUCHES}, "
                f"{touches / form_touches:.0%} of the form's), page {height} px "
                f"({height / form_height:.0%} of the form's; {fits}); a tap fetches "
                f"{weight / 1024:.1f} KB gzip"
            )
        browser.close()


if __name__ == "__main__":
    bench_dragons()
