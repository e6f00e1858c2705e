"""HTML to PDF on the server, with WeasyPrint, made once and then served from a cache.

Printable pages are self-contained (inline CSS and SVG, system fonts found by
fontconfig: DejaVu and Noto Sans CJK), so the fetcher here refuses every URL
and stops the rendering if anything asks for one: a sheet that needs the
network is a bug, and the tests find it at once instead of a table far from
any signal finding it later.

WeasyPrint is imported on the first PDF only: it is most of a worker's start-up
time and memory, and most workers never make a PDF. A PDF costs about a
hundred times its page in HTML, so each is kept (Flask-Caching: in Redis when
``REDIS_URL`` is set, shared by every server, else in the worker's memory)
under a key naming everything it depends on; ``RENDERING`` changes whenever a
template, stylesheet or catalog does, so an upgrade never serves an old sheet.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Callable
from functools import cache

from flask import Flask, current_app
from flask_caching import Cache
from redis.exceptions import RedisError

from companion.resources import STATIC, TEMPLATES, TRANSLATIONS

BASE_URL = "https://sheet.invalid/"
"""Gives relative references an address, so they reach the fetcher and fail like any other."""


@cache
def _offline_fetcher_class():
    from weasyprint.urls import URLFetcher

    class OfflineFetcher(URLFetcher):
        """Refuses every resource; with ``fail_on_errors`` the refusal ends the rendering."""

        def __init__(self) -> None:
            super().__init__(fail_on_errors=True)

        def fetch(self, url, headers=None):
            raise ValueError(f"printable sheets load nothing from outside, not even {url}")

    return OfflineFetcher


def html_to_pdf(html: str) -> bytes:
    """The PDF of a self-contained HTML document (print media, @page decides the paper)."""
    from weasyprint import HTML

    fetcher = _offline_fetcher_class()()
    return HTML(string=html, base_url=BASE_URL, url_fetcher=fetcher).write_pdf()


@cache
def rendering() -> str:
    """A fingerprint of everything a sheet is drawn from besides its data."""
    digest = hashlib.sha256()
    files = [
        *sorted(TEMPLATES.rglob("*.html")),
        *sorted(STATIC.glob("*.css")),
        *sorted(TRANSLATIONS.glob("*/LC_MESSAGES/*.mo")),
    ]
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def cached_pdf(key: str, make_html: Callable[[], str]) -> bytes:
    """The PDF stored under ``key``, made from ``make_html()`` the first time only."""
    pdfs: Cache = current_app.extensions["companion.pdfs"]
    full_key = f"pdf:{rendering()}:{key}"
    try:
        data = pdfs.get(full_key)
    except RedisError:  # the cache is down: make the PDF, as if it were not kept
        current_app.logger.warning("PDF cache unreachable; making the PDF anyway")
        return html_to_pdf(make_html())
    if data is None:
        data = html_to_pdf(make_html())
        with contextlib.suppress(RedisError):
            pdfs.set(full_key, data)
    return data


def init_app(app: Flask) -> None:
    redis_url = app.config.get("REDIS_URL")
    settings = {
        "CACHE_DEFAULT_TIMEOUT": app.config["PDF_CACHE_SECONDS"],
        "CACHE_KEY_PREFIX": app.config["PDF_CACHE_PREFIX"],
    }
    if redis_url:
        settings |= {"CACHE_TYPE": "RedisCache", "CACHE_REDIS_URL": redis_url}
    else:
        settings |= {
            "CACHE_TYPE": "SimpleCache",
            "CACHE_THRESHOLD": app.config["PDF_CACHE_ENTRIES"],
        }
    app.extensions["companion.pdfs"] = Cache(app, config=settings)
