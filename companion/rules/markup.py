"""The two marks rules text may carry, turned into safe HTML or plain text.

Everything a translator writes is escaped first; only ``**bold**`` and
``[[slug]]`` / ``[[slug|words]]`` become markup afterwards, so a catalog can
never inject HTML into a page.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from markupsafe import Markup, escape

LINK = re.compile(r"\[\[([a-z0-9-]+)(?:\|(.+?))?\]\]")
BOLD = re.compile(r"\*\*(.+?)\*\*")

LinkTarget = Callable[[str], tuple[str, str] | None]
"""slug -> (url, topic title), or None when the slug is unknown."""


def to_html(text: object, target: LinkTarget) -> Markup:
    """Escape ``text`` and render its bold and link marks."""
    html = str(escape(str(text)))

    def link(match: re.Match[str]) -> str:
        slug, words = match.group(1), match.group(2)
        found = target(slug)
        if found is None:
            return words or slug
        url, title = found
        return f'<a href="{escape(url)}">{words or escape(title)}</a>'

    html = LINK.sub(link, html)
    html = BOLD.sub(r"<strong>\1</strong>", html)
    return Markup(html)


def to_plain(text: object, titles: Callable[[str], str | None] = lambda slug: None) -> str:
    """The text as a reader sees it, without marks (for search and snippets)."""

    def link(match: re.Match[str]) -> str:
        return match.group(2) or titles(match.group(1)) or match.group(1)

    return BOLD.sub(r"\1", LINK.sub(link, str(text)))


def sort_name(text: object) -> str:
    """What a list item is sorted by: its leading bold term ("**Solar**: ..." -> "Solar",
    so "Solar" comes before "Solar disponible"), or else its whole plain text."""
    raw = str(text)
    leading = BOLD.match(raw)
    return to_plain(leading.group(1) if leading else raw)


def block_anchor(index: int) -> str:
    """The id of a topic's block (0-based index) on its page, shared by search results."""
    return f"b{index + 1}"
