"""Every route that reads a JSON body answers the contract's body errors alike (docs/api.md)."""

from __future__ import annotations

import pytest

from tests.web.tables_helpers import start_game

ROUTES = [
    ("post", "/api/v1/moon-river/scores"),
    ("post", "/api/v1/river-dragons/resolutions"),
    ("put", "/api/v1/tables/{table}/seats/1"),
]


@pytest.fixture
def send(client):
    table = start_game(client)

    def send(method: str, url: str, **kwargs):
        return getattr(client, method)(url.format(table=table), **kwargs)

    return send


def only_error(response) -> dict:
    (error,) = response.get_json()["errors"]
    return error


@pytest.mark.parametrize(("method", "url"), ROUTES)
def test_a_body_that_is_not_json_is_400(send, method, url):
    response = send(method, url, data="{not json", content_type="application/json")
    assert response.status_code == 400
    assert only_error(response)["path"] == ""


@pytest.mark.parametrize(("method", "url"), ROUTES)
def test_a_body_not_declared_as_json_is_415(send, method, url):
    response = send(method, url, data="{}", content_type="text/plain")
    assert response.status_code == 415
    assert "application/json" in only_error(response)["message"]


@pytest.mark.parametrize(("method", "url"), ROUTES)
def test_a_body_over_256_kib_is_413(send, method, url):
    big = b"[" + b" " * (300 * 1024) + b"]"
    response = send(method, url, data=big, content_type="application/json")
    assert response.status_code == 413
    assert only_error(response)["path"] == ""
