"""HTML to PDF on the server, with WeasyPrint, and never a network request.

Printable pages are self-contained (inline CSS and SVG, system fonts found by
fontconfig: DejaVu and Noto Sans CJK), so the fetcher here refuses every URL
and stops the rendering if anything asks for one: a sheet that needs the
network is a bug, and the tests find it at once instead of a table far from
any signal finding it later.
"""

from __future__ import annotations

from weasyprint import HTML
from weasyprint.urls import URLFetcher


class OfflineFetcher(URLFetcher):
    """Refuses every resource; with ``fail_on_errors`` the refusal ends the rendering."""

    def __init__(self) -> None:
        super().__init__(fail_on_errors=True)

    def fetch(self, url, headers=None):
        raise ValueError(f"printable sheets load nothing from outside, not even {url}")


BASE_URL = "https://sheet.invalid/"
"""Gives relative references an address, so they reach the fetcher and fail like any other."""


def html_to_pdf(html: str) -> bytes:
    """The PDF of a self-contained HTML document (print media, @page decides the paper)."""
    return HTML(string=html, base_url=BASE_URL, url_fetcher=OfflineFetcher()).write_pdf()
