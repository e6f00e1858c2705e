"""Draw the home-screen icons (static/icons/icon-192.png, icon-512.png) from favicon.svg.

The web app manifest needs bitmaps for phones that do not take an SVG icon.
Run once after changing the favicon: ``.venv/bin/python scripts/app_icons.py``
(it uses the Chromium the browser tests use).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).resolve().parents[1] / "static"
SIZES = (192, 512)


def main() -> None:
    svg = (STATIC / "favicon.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox"]
        )
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            style = f"html,body{{margin:0}}svg{{display:block;width:{size}px;height:{size}px}}"
            page.set_content(f"<style>{style}</style>{svg}")
            page.screenshot(path=str(STATIC / "icons" / f"icon-{size}.png"), omit_background=True)
        browser.close()


if __name__ == "__main__":
    main()
