"""What lets a phone keep the app: the web app manifest and the service worker's script."""

from __future__ import annotations

import json
import re

from tests.web.tables_helpers import start_game


def test_the_manifest_names_the_app_in_the_pages_language_with_icons_that_load(client):
    page = client.get("/?lang=zh_Hant").get_data(as_text=True)
    assert 'rel="manifest" href="/manifest.webmanifest?lang=zh_Hant"' in page
    response = client.get("/manifest.webmanifest?lang=zh_Hant")
    assert response.mimetype == "application/manifest+json"
    manifest = response.get_json(force=True)
    english = client.get("/manifest.webmanifest?lang=en").get_json(force=True)
    assert english["name"] == "Moon River companion"
    assert manifest["name"] != english["name"] and manifest["name"]
    assert manifest["display"] == "standalone" and manifest["start_url"].startswith("/")
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        fetched = client.get(icon["src"])
        assert fetched.status_code == 200 and fetched.mimetype == icon["type"]
        fetched.close()


def test_the_service_worker_is_served_from_the_root_and_always_revalidated(client):
    response = client.get("/service-worker.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.headers["Cache-Control"] == "no-cache"
    assert b'addEventListener("fetch"' in response.data
    response.close()


def test_the_seat_page_brings_the_scorer_the_worker_and_the_warning_words(client):
    token = start_game(client)
    page = client.get(f"/t/{token}/seat/1?lang=de").get_data(as_text=True)
    # the scorer comes in the seat page's bundle (companion/web/assets.py BUNDLES); the game's
    # tables are part of the page, so the copy kept for offline use has them too
    assert re.search(r'/static/seat-page\.[0-9a-f]{12}\.js" data-tables="\{', page)
    assert 'data-worker="/service-worker.js"' in page and 'data-scope="/t/"' in page
    words = json.loads(page.split("data-words='")[1].split("'")[0].replace("&#39;", "'"))
    assert words["warnings"]["cell"] == "Reihe %(row)d, Spalte %(col)d"
    assert "%(cells)s" in words["warnings"]["cow-on-cornfield"][0]
    assert words["terrains"]["cornfield"] == "Maisfeld"
