"""The editor loads nothing from other hosts and stays small (the figure is in make bench)."""

from __future__ import annotations

import re

from benchmarks.editor_size import TARGET_BYTES, assets, editor_path, external_urls, sizes
from companion.resources import STATIC
from companion.web.assets import BUNDLES


def test_the_editor_loads_only_its_own_assets(app, client):
    page = client.get(editor_path(app)).get_data(as_text=True)
    assert external_urls(page) == []
    scripts = [url for url in assets(page) if url.endswith(".js")]
    assert len(scripts) == 1 and scripts[0].startswith("/static/seat-page."), scripts


def test_the_editors_scripts_come_in_one_async_request_that_waits_for_the_page(app, client):
    """One request instead of six, off the DOMContentLoaded path (issue 31): the bundle holds
    every script of the seat page in order and runs them once the page is parsed."""
    page = client.get(editor_path(app)).get_data(as_text=True)
    (tag,) = re.findall(r"<script [^>]*seat-page[^>]*>", page)
    assert " async" in tag and " defer" not in tag
    response = client.get(re.search(r'src="([^"]+)"', tag).group(1))
    assert "immutable" in response.headers["Cache-Control"]
    bundle = response.get_data(as_text=True)
    starts = [bundle.index(STATIC.joinpath(name).read_text()) for name in BUNDLES["seat-page.js"]]
    assert starts == sorted(starts)
    assert bundle.index('addEventListener("DOMContentLoaded", run)') < starts[0]


def test_the_editor_weighs_under_the_target(app):
    measured = sizes(app)
    assert len(measured) >= 4  # the page, two stylesheets, the scripts
    assert sum(measured.values()) <= TARGET_BYTES
