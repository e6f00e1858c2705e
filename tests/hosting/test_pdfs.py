"""PDFs: made in render processes (never in the worker), each sheet once, then from the cache."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import pytest

from companion.web import pdf
from tests.hosting.conftest import ROOT
from tests.web.tables_helpers import save, start_game, view_token

pytestmark = pytest.mark.slow  # render processes and many PDFs

TABLE = (ROOT / "examples" / "table.json").read_text()


@pytest.fixture
def renders(monkeypatch):
    """Every HTML document WeasyPrint is asked to turn into a PDF.

    The cache's lock is waited on longer than in production (half a second, then the PDF is
    made without the cache, as it should be): under four test workers the disk can hold it
    that long, and these tests count renders to check the cache, not that fallback."""
    monkeypatch.setattr(pdf, "CACHE_LOCK_SECONDS", 30.0)
    made: list[str] = []
    real = pdf.render

    def counting(html: str) -> bytes:
        made.append(html)
        return real(html)

    monkeypatch.setattr(pdf, "render", counting)
    return made


def test_the_worker_never_loads_weasyprint_its_render_process_does(tmp_path, clean_env):
    script = (
        "import sys\n"
        "from companion import create_app\n"
        "app = create_app({'SECRET_KEY': 'x' * 20, 'TESTING': True,\n"
        f"                  'DATABASE_URL': 'sqlite:///{tmp_path}/w.sqlite3',\n"
        f"                  'PDF_CACHE_DIR': '{tmp_path}/pdfs'}})\n"
        "client = app.test_client()\n"
        "assert client.get('/moon-river/sheets/blank.pdf').data.startswith(b'%PDF')\n"
        "print('weasyprint' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], env=clean_env, capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False"]


def test_a_blank_pad_is_made_once_per_variant_and_language(client, renders):
    first = client.get("/moon-river/sheets/blank.pdf?players=3&paper=letter")
    again = client.get("/moon-river/sheets/blank.pdf?players=3&paper=letter")
    assert first.data == again.data and first.data.startswith(b"%PDF")
    assert len(renders) == 1
    assert "public" in again.headers["Cache-Control"]
    client.get("/moon-river/sheets/blank.pdf?players=3&paper=letter&lang=de")
    client.get("/moon-river/sheets/blank.pdf?players=2&paper=letter")
    assert len(renders) == 3
    assert 'lang="de"' in renders[1]


def test_a_sheet_kept_while_a_second_phone_asks_for_it_is_not_made_again(app, renders, monkeypatch):
    """Two phones ask for one sheet on a busy machine: the first's PDF is answered, and kept in
    the cache only as the second looks for it. The second gets the same PDF; it is made once."""
    real_keep = pdf._keep
    may_keep = threading.Event()

    def keep_when_told(*args) -> None:
        may_keep.wait(30)
        real_keep(*args)

    monkeypatch.setattr(pdf, "_keep", keep_when_told)
    html = "<!doctype html><html lang=en><title>Sheet</title><p>Ana 89</p></html>"

    def html_while_the_first_is_kept() -> str:
        may_keep.set()
        deadline = time.monotonic() + 10
        while pdf._in_flight and time.monotonic() < deadline:
            time.sleep(0.01)
        return html

    try:
        with app.test_request_context("/"):
            first = pdf.cached_pdf("one sheet", lambda: html)
            second = pdf.cached_pdf("one sheet", html_while_the_first_is_kept)
    finally:
        may_keep.set()
    assert second == first and first.startswith(b"%PDF")
    assert len(renders) == 1


def test_a_saved_games_sheet_is_cached_by_table_version_and_language(app, client, renders):
    edit_token = start_game(client, ("Ana", "Bo"))
    plots = json.loads(TABLE)["players"][0]["ranch"]["plots"]
    assert save(client, edit_token, 1, plots).status_code == 200
    url = f"/r/{view_token(app, edit_token)}/sheet.pdf"
    first = client.get(url)
    assert client.get(url).data == first.data
    assert len(renders) == 1
    client.get(url + "?lang=pt")
    assert len(renders) == 2
    assert save(client, edit_token, 1, plots[:-1], version=1).status_code == 200  # a new version
    assert client.get(url).data != first.data
    assert len(renders) == 3
    kept = pdf.pdf_cache(app.config["PDF_CACHE_DIR"], app.config["PDF_CACHE_BYTES"])
    deadline = time.monotonic() + 10
    # a PDF is kept by the render's own thread once it is made, just after it is answered
    while len(keys := list(kept.iterkeys())) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(keys) == 3
    assert not any(view_token(app, edit_token) in key for key in keys), "no token in clear"


def test_a_posted_sheet_is_cached_by_what_it_shows(client, renders):
    post = lambda title: client.post(  # noqa: E731
        f"/moon-river/sheets/filled.pdf?title={title}", data=TABLE, content_type="application/json"
    )
    assert post("Club").data == post("Club").data
    assert len(renders) == 1
    post("Other")
    assert len(renders) == 2
