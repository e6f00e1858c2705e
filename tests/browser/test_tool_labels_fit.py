"""Every tool's label fits inside its button, with room to spare, in every language."""

from __future__ import annotations

import pytest

from tests.browser.conftest import new_phone, screenshot
from tests.browser.tables import new_table

LANGUAGES = ("en", "es", "de", "zh_Hant", "pt")

TOO_WIDE = """() => [...document.querySelectorAll('.tool')].filter(t => t.offsetParent).map(t => {
  const label = t.querySelector('.tool-label'), b = t.getBoundingClientRect();
  if (!label) return null;
  const r = document.createRange(); r.selectNodeContents(label);
  const text = r.getBoundingClientRect();
  const tight = text.left < b.left + 3 || text.right > b.right - 3;
  return (tight || label.scrollWidth > label.clientWidth)
    ? [label.textContent, Math.round(text.width), Math.round(b.width)] : null;
}).filter(Boolean)"""
"""Labels whose text comes within 3 px of their button's edges (or overflows its box)."""


@pytest.mark.parametrize("rows", [5, 10])
def test_no_tool_label_is_wider_than_its_button(browser, live_server, rows):
    context = new_phone(browser)
    try:
        page = context.new_page()
        names = ("Ana", "Bo", "Cy") if rows == 5 else ("Ana", "Bo")
        url = new_table(live_server, names).edit.replace("?", "/seat/1?")
        for lang in LANGUAGES:
            page.goto(url.replace("lang=en", f"lang={lang}"))
            page.wait_for_selector("#palette:not([hidden])")
            assert page.evaluate(TOO_WIDE) == [], (lang, rows)
            if lang == "de":
                screenshot(page, f"seat-tools-de-{rows}")
    finally:
        context.close()
