"""Two servers sharing one Redis share the limits' counts (real Redis); servers sharing a
PDF cache folder share the PDFs made, and Redis holds none of them."""

from __future__ import annotations

import secrets

import pytest

from companion import create_app, storage
from companion.web import pdf
from tests.conftest import redis_at
from tests.hosting.conftest import ROOT, SECRET

TABLE = (ROOT / "examples" / "table.json").read_text()


@pytest.fixture
def two_servers(tmp_path, redis_server_url):
    server = redis_at(redis_server_url)
    run = f"test-{secrets.token_hex(4)}"
    config = {
        "SECRET_KEY": SECRET,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'shared.sqlite3'}",
        "REDIS_URL": redis_server_url,
        "RATELIMIT_STORAGE_URI": redis_server_url,
        "RATELIMIT_KEY_PREFIX": f"{run}-limits",
        "PDF_CACHE_DIR": str(tmp_path / "pdfs"),
        "LIMIT_SCORING_API": "3 per minute",
    }
    apps = [create_app(dict(config)), create_app(dict(config))]
    apps[0].config["RUN"] = run
    yield apps
    for app in apps:
        storage.dispose(app)
    for key in server.scan_iter(f"*{run}*"):
        server.delete(key)
    server.close()


def test_the_limit_counts_requests_to_every_server(two_servers):
    first, second = (app.test_client() for app in two_servers)

    def score(client):
        return client.post(
            "/api/v1/moon-river/scores", data=TABLE, content_type="application/json"
        ).status_code

    assert [score(first), score(second), score(first)] == [200, 200, 200]
    assert score(second) == 429


def test_a_pdf_made_by_one_server_is_served_by_the_other_and_redis_holds_none(
    two_servers, monkeypatch
):
    made: list[str] = []
    real = pdf.render
    monkeypatch.setattr(pdf, "render", lambda html: made.append(html) or real(html))
    first, second = (app.test_client() for app in two_servers)
    one = first.get("/moon-river/sheets/blank.pdf?players=2&lang=pt")
    other = second.get("/moon-river/sheets/blank.pdf?players=2&lang=pt")
    assert one.data == other.data and one.data.startswith(b"%PDF")
    assert len(made) == 1
    run = two_servers[0].config["RUN"]
    server = redis_at(two_servers[0].config["REDIS_URL"])
    keys = [key.decode() for key in server.scan_iter(f"*{run}*")]
    server.close()
    assert keys and all("limits" in key for key in keys), "only the limits' counters"


def test_with_redis_down_scoring_and_pdfs_still_answer(tmp_path, caplog):
    down = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    app = create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'down.sqlite3'}",
            "REDIS_URL": down,
            "RATELIMIT_STORAGE_URI": down,
        }
    )
    try:
        client = app.test_client()
        scored = client.post(
            "/api/v1/moon-river/scores", data=TABLE, content_type="application/json"
        )
        assert scored.status_code == 200
        assert client.get("/moon-river/sheets/blank.pdf").data.startswith(b"%PDF")
    finally:
        storage.dispose(app)
