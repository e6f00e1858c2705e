"""Production serving: gunicorn with the project's config, a required key, redacted logs."""

from __future__ import annotations

import http.client
import subprocess
import sys

from companion.access_log import redact
from tests.hosting.conftest import SECRET, free_port, wait_for_port

GUNICORN = [sys.executable, "-m", "gunicorn", "-c", "python:companion.gunicorn_config"]


def test_production_serving_refuses_to_start_without_a_secret_key(tmp_path, clean_env):
    done = subprocess.run(
        GUNICORN, cwd=tmp_path, env=clean_env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    assert "SECRET_KEY is not set" in done.stderr
    assert not (tmp_path / "instance").exists()


def test_tokens_never_reach_the_access_log(tmp_path, clean_env):
    port = free_port()
    env = {
        **clean_env,
        "SECRET_KEY": SECRET,
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "1",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'served.sqlite3'}",
    }
    log = tmp_path / "gunicorn.log"
    with open(log, "w") as out:
        server = subprocess.Popen(GUNICORN, cwd=tmp_path, env=env, stdout=out, stderr=out)
        try:
            wait_for_port(port, server)
            token = "Zx9_secretEditToken-0123456789abcdefghijklmn"
            paths = [f"/t/{token}", f"/r/{token}/sheet", f"/api/v1/tables/{token}/seats/1"]
            for path in paths:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.request("GET", path, headers={"Referer": f"http://x/t/{token}"})
                response = connection.getresponse()
                response.read()
                response.close()
                connection.close()
                assert response.status == 404
        finally:
            server.terminate()
            server.wait(timeout=30)
    text = log.read_text()
    assert text.count("[token]") >= 6  # each path and its referrer
    assert token not in text


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
