"""The score that follows every tap: Moon River scoring in the phone's browser.

Scores the full 4-player Legends tables of ``benchmarks.tables`` (24 plots a
ranch, what a table really ends with) with static/moonriver-score.js in
headless Chromium, in one page (carrying the game's tables as a seat page
does), and with the Python engine in this process,
in the same run; prints both rates and their ratio. What matters for the
editor is the time of one ranch: a tap rescoring one ranch must feel instant
even on a slow phone, which is a few times slower than this machine's core.
"""

from __future__ import annotations

import html
import json
import time
from pathlib import Path

from benchmarks.tables import legends_tables
from companion.formats.ranch_json import game_to_json
from companion.games.moonriver import score_ranch
from companion.web.game_tables import moonriver_tables

SCRIPT = Path(__file__).resolve().parents[1] / "static" / "moonriver-score.js"
CHROMIUM = "/usr/bin/chromium"
SECONDS = 2.0

_LOOP = """([requests, seconds]) => {
  const start = performance.now(); let done = 0;
  while (performance.now() - start < seconds * 1000) {
    for (const r of requests) MoonRiverScore.scoreGame(r);
    done += requests.length;
  }
  return done / ((performance.now() - start) / 1000);
}"""


def python_rate(tables, seconds: float = SECONDS) -> float:
    ranches = [(p.ranch, t.mode, t.scenario) for t in tables for p in t.players]
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for ranch, mode, scenario in ranches:
            score_ranch(ranch, mode, scenario)
        done += len(ranches)
    return done / (time.perf_counter() - start)


def main() -> None:
    from playwright.sync_api import sync_playwright

    tables = legends_tables(200)
    requests = [game_to_json(table) for table in tables]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox"]
        )
        page = browser.new_page()
        carried = html.escape(json.dumps(moonriver_tables()))
        page.set_content(f'<script data-tables="{carried}">{SCRIPT.read_text()}</script>')
        page.evaluate(_LOOP, [requests[:20], 0.3])  # warm up the JIT
        tables_per_second = page.evaluate(_LOOP, [requests, SECONDS])
        browser.close()
    ranches_js = tables_per_second * 4
    ranches_py = python_rate(tables)
    print(
        f"browser score: {ranches_js:,.0f} Legends ranches (24 plots) scored per second in "
        f"headless Chromium, {1e6 / ranches_js:.0f} µs a tap; the Python engine "
        f"{ranches_py:,.0f}/s ({ranches_js / ranches_py:.1f}x)"
    )


if __name__ == "__main__":
    main()
