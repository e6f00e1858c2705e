"""Production serving: gunicorn with the project's config, required settings, redacted logs."""

from __future__ import annotations

import http.client
import sqlite3
import subprocess
import sys

import pytest

from companion import create_app, storage
from companion.access_log import redact
from companion.games.moonriver.model import Mode
from companion.storage.repository import SeatSpec
from tests.hosting.conftest import SECRET, free_port, wait_for_port

pytestmark = pytest.mark.slow  # gunicorn serving for real

GUNICORN = [sys.executable, "-m", "gunicorn", "-c", "python:companion.gunicorn_config"]


def _refusal(done: subprocess.CompletedProcess) -> str:
    """The one line a refused start printed (and nothing else: no traceback)."""
    assert done.returncode != 0
    assert "Traceback" not in done.stdout + done.stderr
    lines = (done.stdout + done.stderr).strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


def test_production_serving_refuses_to_start_without_a_secret_key(tmp_path, clean_env):
    env = {**clean_env, "PUBLIC_BASE_URL": "https://games.example.org"}
    done = subprocess.run(
        GUNICORN, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert _refusal(done).startswith("SECRET_KEY is not set.")
    assert not (tmp_path / "instance").exists()


@pytest.mark.parametrize("hosts", [{}, {"PUBLIC_BASE_URL": " ", "TRUSTED_HOSTS": " , "}])
def test_production_serving_refuses_to_start_without_its_own_address(tmp_path, clean_env, hosts):
    """Else the links and QR codes a table hands out name whatever host a request claims."""
    env = {**clean_env, "SECRET_KEY": SECRET, **hosts}
    done = subprocess.run(
        GUNICORN, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert _refusal(done).startswith("PUBLIC_BASE_URL or TRUSTED_HOSTS must be set")


def _seed(url: str):
    """A table in a fresh database, made as a host's first visitor would make it."""
    app = create_app({"SECRET_KEY": SECRET, "DATABASE_URL": url})
    try:
        return storage.games(app).create(
            Mode.BASE, None, [SeatSpec("Ana", "purple"), SeatSpec("Bo", "orange")]
        )
    finally:
        storage.dispose(app)


def _get(port: int, path: str, referer: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers={"Referer": referer})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def test_tokens_never_reach_gunicorns_logs_not_even_in_a_traceback(tmp_path, clean_env):
    database = tmp_path / "served.sqlite3"
    table = _seed(f"sqlite:///{database}")
    port = free_port()
    env = {
        **clean_env,
        "SECRET_KEY": SECRET,
        "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}",
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "1",
        "MIGRATE_ON_START": "0",
        "DATABASE_URL": f"sqlite:///{database}",
    }
    edit, view = table.edit_token, table.view_token
    log = tmp_path / "gunicorn.log"
    with open(log, "w") as out:
        server = subprocess.Popen(GUNICORN, cwd=tmp_path, env=env, stdout=out, stderr=out)
        try:
            wait_for_port(port, server)
            referer = f"http://127.0.0.1:{port}/t/{edit}/seat/1"
            paths = [f"/t/{edit}", f"/r/{view}", f"/api/v1/tables/{edit}/seats/1"]
            assert [_get(port, path, referer) for path in paths] == [200, 200, 200]
            # The database breaks under the running server: the next page is a 500 whose
            # traceback quotes the query and its parameter, the edit token.
            with sqlite3.connect(database) as broken:
                broken.execute("DROP TABLE seats")
                broken.execute("DROP TABLE games")
            assert _get(port, f"/t/{edit}/results", referer) == 500
        finally:
            server.terminate()
            server.wait(timeout=30)
    text = log.read_text()
    assert "unhandled error" in text and "no such table: games" in text
    assert "[parameters: ('[token]'," in text  # the traceback's own copy, redacted
    assert text.count("/t/[token]") >= 4 and "/api/v1/tables/[token]/seats/1" in text
    assert edit not in text and view not in text


def test_redaction_keeps_the_rest_of_the_address():
    line = "GET /t/AAAAbbbbCCCCdddd1234/seat/2?lang=de HTTP/1.1"
    assert redact(line) == "GET /t/[token]/seat/2?lang=de HTTP/1.1"
    assert redact("/api/v1/results/AAAAbbbbCCCCdddd1234") == "/api/v1/results/[token]"
    assert redact("/moon-river/sheets/blank.pdf") == "/moon-river/sheets/blank.pdf"


def test_the_development_servers_log_is_redacted_too(client, caplog):
    import logging

    caplog.set_level(logging.INFO, logger="werkzeug")
    token = "Zx9_secretEditToken-0123456789abcdefghijklmn"
    logging.getLogger("werkzeug").info(
        '127.0.0.1 - - "%s" %s -', f"GET /t/{token}/seat/1 HTTP/1.1", 200
    )
    assert token not in caplog.text
    assert "GET /t/[token]/seat/1" in caplog.text
