"""How many touches and scrolls a player needs to enter a whole ranch in the seat editor.

``python -m benchmarks entry`` starts the app on a free loopback port, opens a
seat's editor in headless Chromium (Debian's ``chromium``) as a touch phone and
enters ranches the way a player would, with real touch events (CDP
``Input.dispatchTouchEvent``: a tap is one touch start and end, a drag one
touch start, its moves and one end) and no API calls. Before every touch it
checks that the target is on screen; a target that is not counts as a scroll
(and is scrolled into view), as does any scrolling of the page. Each line reads
``entry 5x5 360x740: touches=N scrolls=M score=S``. The last lines follow a
player from the home page: one tap on "Score a ranch", then the same plan.

The plan a player follows: pick a terrain, drag once over each of its
territories; pick Cows and tap each plot once per cow; pick Resources and tap
(a count of 2 to 6 is chosen once, then one tap per plot); for each partner, pick
Partner (its sheet opens), choose the partner (the sheet closes), tap its plots; the
bonus tile like a partner, without the sheet. Ranches: the
rulebook's scoring example (``examples/table.json``, 89 points) on the 5x5 grid,
and a full 2-player 5x10 ranch (48 plots and the bonus tile).
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import socket
import tempfile
import threading
from collections import defaultdict
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
VIEWPORTS = ((360, 740), (390, 844))
ORDER = ("desert", "canyon", "prairie", "forest", "cornfield", "farm")


def rulebook_ranch() -> dict:
    """Carlota's ranch from the rulebook's scoring example (89 points)."""
    table = json.loads((ROOT / "examples" / "table.json").read_text())
    return table["players"][0]["ranch"]


def full_ten_row_ranch() -> dict:
    """A full 2-player ranch: 48 plots from dominoes and the bonus tile, one cell left empty."""
    bands = ["canyon", "desert", "prairie", "forest", "farm", "cornfield"]
    plots = []
    for row in range(1, 11):
        for col in range(1, 6):
            if (row, col) == (10, 5):
                continue
            terrain = bands[((row - 1) * 5 + col - 1) // 9 % len(bands)]
            plot = {"row": row, "col": col, "terrain": terrain}
            if terrain not in ("cornfield",) and (row + col) % 3 == 0:
                plot["cows"] = 1 + (col == 1)
            if terrain != "farm" and (row * col) % 4 == 1:
                plot["resources"] = 1 + (terrain == "cornfield") * 3
            if (row, col) in ((2, 2), (6, 3), (9, 1)):
                plot["partner"] = ("prospector", "trapper", "farmer")[row % 3]
            if (row, col) == (5, 5):
                plot["bonus"] = True
            plots.append(plot)
    return {"rows": 10, "plots": plots}


def _territories(plots: list[dict]) -> list[tuple[str, list[tuple[int, int]]]]:
    """Each territory as a walk over its own cells that reaches all of them (depth first,
    stepping back over cells already painted), so a drag never touches another terrain."""
    terrain = {(p["row"], p["col"]): p["terrain"] for p in plots}
    seen: set[tuple[int, int]] = set()
    out = []
    for name in ORDER:
        for start in sorted(c for c, t in terrain.items() if t == name):
            if start in seen:
                continue
            walk: list[tuple[int, int]] = []

            def visit(cell, name=name, walk=walk):
                seen.add(cell)
                walk.append(cell)
                r, c = cell
                for nxt in ((r, c + 1), (r + 1, c), (r, c - 1), (r - 1, c)):
                    if terrain.get(nxt) == name and nxt not in seen:
                        visit(nxt)
                        walk.append(cell)

            visit(start)
            out.append((name, walk))
    return out


ON_SCREEN = """(sel) => {
  const r = document.querySelector(sel).getBoundingClientRect();
  return {x: r.x + r.width / 2, y: r.y + r.height / 2,
          inside: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth};
}"""


class Phone:
    """One page driven by touch, counting touches and scrolls."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.touches = 0
        self.scrolls = 0

    def _on_screen(self, selector: str) -> dict:
        box = self.page.evaluate(ON_SCREEN, selector)
        if not box["inside"]:
            self.scrolls += 1
            self.page.evaluate(
                "(sel) => document.querySelector(sel).scrollIntoView({block: 'center'})", selector
            )
            box = self._on_screen(selector)
        return box

    def _touch(self, kind: str, points: list[dict]) -> None:
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def tap(self, selector: str) -> None:
        box = self._on_screen(selector)
        self.touches += 1
        self._touch("touchStart", [{"x": box["x"], "y": box["y"]}])
        self._touch("touchEnd", [])

    def drag(self, selectors: list[str]) -> None:
        boxes = [self._on_screen(s) for s in selectors]
        self.touches += 1
        self._touch("touchStart", [{"x": boxes[0]["x"], "y": boxes[0]["y"]}])
        for a, b in pairwise(boxes):
            for step in range(1, 5):
                x = a["x"] + (b["x"] - a["x"]) * step / 4
                y = a["y"] + (b["y"] - a["y"]) * step / 4
                self._touch("touchMove", [{"x": x, "y": y}])
        self._touch("touchEnd", [])

    def page_scrolled(self) -> bool:
        return self.page.evaluate("scrollY > 0 || document.scrollingElement.scrollTop > 0")


def cell(row: int, col: int) -> str:
    return f'.cell[data-cell="{row}-{col}"]'


def enter(page, ranch: dict) -> Phone:
    """Enter ``ranch`` on the open seat editor by touch; return the counts."""
    phone = Phone(page)
    plots = ranch["plots"]
    current = None
    for terrain, walk in _territories(plots):
        if terrain != current:
            phone.tap(f'.tool[data-tool="{terrain}"]')
            current = terrain
        phone.drag([cell(*c) for c in walk])
    if any(p.get("cows") for p in plots):
        phone.tap('.tool[data-tool="cows"]')
        for p in plots:
            for _ in range(p.get("cows", 0)):
                phone.tap(cell(p["row"], p["col"]))
    if any(p.get("resources") for p in plots):
        phone.tap('.tool[data-tool="resources"]')
        by_count = defaultdict(list)
        for p in plots:
            if p.get("resources"):
                by_count[min(p["resources"], 6) if p["resources"] > 1 else 1].append(p)
        mode = 1
        for count in sorted(by_count, key=lambda n: (n != 1, n)):
            if count != mode:
                phone.tap(f'.options[data-for="resources"] .opt[data-set="{count}"]')
                mode = count
            for p in by_count[count]:
                phone.tap(cell(p["row"], p["col"]))
        extra = [p for p in plots if p.get("resources", 0) > 6]
        if extra:
            phone.tap('.options[data-for="resources"] .opt[data-step="1"]')
            for p in extra:
                for _ in range(p["resources"] - 6):
                    phone.tap(cell(p["row"], p["col"]))
    partners = defaultdict(list)
    for p in plots:
        if p.get("partner"):
            partners[p["partner"]].append(p)
    for name, where in partners.items():
        phone.tap('.tool[data-tool="partner"]')  # opens the six partners, named
        phone.tap(f'.opt[data-partner="{name}"]')  # the choice closes them
        for p in where:
            phone.tap(cell(p["row"], p["col"]))
    bonus = [p for p in plots if p.get("bonus")]
    if bonus:
        phone.tap('.tool[data-tool="bonus"]')
        phone.tap(cell(bonus[0]["row"], bonus[0]["col"]))
    if phone.page_scrolled():
        phone.scrolls += 1
    return phone


def settled_score(page) -> int:
    """The score on top once the last change is saved (the server's answer)."""
    page.locator("#save-state.saved").wait_for(timeout=15_000)
    return int(page.inner_text(".score-button .total"))


def open_phone(browser, width: int, height: int, locale: str = "en-GB", **options):
    return browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=2,
        has_touch=True,
        is_mobile=True,
        locale=locale,
        **options,
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def from_home(browser, base: str, width: int, height: int) -> str:
    """The score-check path: from the home page, "Score a ranch", then the rulebook ranch."""
    context = open_phone(browser, width, height)
    try:
        page = context.new_page()
        page.goto(f"{base}/")
        phone = Phone(page)
        phone.tap("#score-a-ranch")
        page.wait_for_url("**/seat/1*")
        page.locator("#palette").wait_for()
        entered = enter(page, rulebook_ranch())
        score = settled_score(page)
        touches = phone.touches + entered.touches
        return (
            f"entry home->score-check 5x5 {width}x{height}: touches={touches} "
            f"(editor {entered.touches} + home {phone.touches}) "
            f"scrolls={phone.scrolls + entered.scrolls} score={score}"
        )
    finally:
        context.close()


def main() -> None:
    from playwright.sync_api import sync_playwright
    from werkzeug.serving import make_server

    from companion import create_app, storage
    from companion.games.moonriver.model import Mode
    from companion.storage.repository import SeatSpec

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no request log in the figures
    if not Path(CHROMIUM).exists():
        print(f"entry: (no Chromium at {CHROMIUM}: make system-packages installs it)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SECRET_KEY": "bench", "DATABASE_URL": f"sqlite:///{tmp}/entry.sqlite3"})
        port = _free_port()
        server = make_server("127.0.0.1", port, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        names = (("Ana", "purple"), ("Bo", "orange"), ("Cy", "green"), ("Di", "white"))
        cases = (("5x5", 4, rulebook_ranch()), ("5x10", 2, full_ten_row_ranch()))
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
                )
                for grid, seats, ranch in cases:
                    for width, height in VIEWPORTS:
                        game = storage.games(app).create(
                            Mode.BASE, None, [SeatSpec(n, c) for n, c in names[:seats]]
                        )
                        context = open_phone(browser, width, height)
                        page = context.new_page()
                        page.goto(f"http://127.0.0.1:{port}/t/{game.edit_token}/seat/1")
                        phone = enter(page, ranch)
                        score = settled_score(page)
                        print(
                            f"entry {grid} {width}x{height}: touches={phone.touches} "
                            f"scrolls={phone.scrolls} score={score}"
                        )
                        context.close()
                for width, height in VIEWPORTS:
                    print(from_home(browser, f"http://127.0.0.1:{port}", width, height))
                browser.close()
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
