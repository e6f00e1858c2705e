"""Fingerprinted static files cached for a year, plain names revalidated, text compressed."""

from __future__ import annotations

import gzip
import re

from companion.resources import STATIC


def _assets(page: str) -> list[str]:
    return re.findall(r'(?:href|src)="(/static/[^"]+)"', page)


def test_pages_link_static_files_by_fingerprinted_names_kept_for_a_year(client):
    links = _assets(client.get("/moon-river/game-night").get_data(as_text=True))
    assert any(re.fullmatch(r"/static/app\.[0-9a-f]{12}\.css", link) for link in links), links
    for link in links:
        response = client.get(link)
        assert response.status_code == 200
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        name = re.sub(r"\.[0-9a-f]{12}(\.[a-z]+)$", r"\1", link.removeprefix("/static/"))
        assert response.data == (STATIC / name).read_bytes()


def test_a_plain_or_outdated_name_gets_the_current_file_revalidated(client):
    for path in ("/static/app.css", "/static/app.000000000000.css"):
        response = client.get(path)
        assert response.status_code == 200
        assert response.headers["Cache-Control"] == "no-cache"
        assert response.data == (STATIC / "app.css").read_bytes()
        assert (
            client.get(path, headers={"If-None-Match": response.headers["ETag"]}).status_code == 304
        )


def test_nothing_outside_the_static_folder_is_served(client):
    for path in (
        "/static/../companion/config.py",
        "/static/%2e%2e/pyproject.toml",
        "/static/nope.css",
    ):
        assert client.get(path).status_code == 404


def test_a_name_with_an_odd_byte_is_not_found_rather_than_a_server_error(client):
    for path in ("/static/%00", "/static/app%00.css", "/static/app.000000000000.css%00"):
        assert client.get(path).status_code == 404


def test_the_service_worker_and_the_manifest_keep_their_addresses(client):
    page = client.get("/").get_data(as_text=True)
    assert 'href="/manifest.webmanifest' in page
    with client.get("/service-worker.js") as worker:
        assert worker.status_code == 200 and worker.headers["Cache-Control"] == "no-cache"
    assert "immutable" not in client.get("/manifest.webmanifest").headers["Cache-Control"]


def _tokenless(body: bytes) -> bytes:
    return re.sub(rb'(name="csrf_token"[^>]*value=")[^"]*"', rb'\1"', body)


def test_text_answers_are_compressed_for_clients_that_accept_it(client):
    link = next(a for a in _assets(client.get("/").get_data(as_text=True)) if a.endswith(".css"))
    for path in ("/moon-river/game-night", link, "/api/v1/openapi.json"):
        plain = client.get(path)
        packed = client.get(path, headers={"Accept-Encoding": "gzip"})
        assert packed.headers["Content-Encoding"] == "gzip", path
        # a form page carries a fresh CSRF token in every answer: compare all but the token
        assert _tokenless(gzip.decompress(packed.data)) == _tokenless(plain.data)
        assert len(packed.data) < len(plain.data)
        assert "Accept-Encoding" in packed.headers["Vary"]
