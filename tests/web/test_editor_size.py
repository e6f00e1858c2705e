"""The editor loads nothing from other hosts and stays small (the figure is in make bench)."""

from __future__ import annotations

from benchmarks.editor_size import TARGET_BYTES, assets, editor_path, external_urls, sizes


def test_the_editor_loads_only_its_own_assets(app, client):
    page = client.get(editor_path(app)).get_data(as_text=True)
    assert external_urls(page) == []
    assert any(url.startswith("/static/editor.") and url.endswith(".js") for url in assets(page))


def test_the_editor_weighs_under_the_target(app):
    measured = sizes(app)
    assert len(measured) >= 4  # the page, two stylesheets, the scripts
    assert sum(measured.values()) <= TARGET_BYTES
