"""Faults a venue meets: a Redis that hangs, PDFs asked for faster than they are made,
phones that share one address, a page elsewhere that posts forged requests.

Real parts throughout: a redis-server of the test's own that it stops (SIGSTOP)
and resumes, real render processes, the app's own pages. Nothing here is timed
beyond "answers at once instead of hanging for half a minute".
"""

from __future__ import annotations

import hashlib
import json
import threading
import time

import pytest

from companion import create_app, storage
from companion.web import pdf
from loadtest.redis_server import OwnRedis, redis_server_program
from tests.conftest import missing
from tests.hosting.conftest import ROOT, SECRET, gunicorn_refusal
from tests.web.tables_helpers import csrf_token, new_game_form, start_game

pytestmark = pytest.mark.slow  # gunicorn workers, render processes, a Redis of its own hung

TABLE = (ROOT / "examples" / "table.json").read_text()
PLOTS = json.loads(TABLE)["players"][0]["ranch"]["plots"]
AT_ONCE = 5.0
"""Seconds: generous for a busy machine, and far below the 30 s a hung Redis used to cost."""


def make_app(tmp_path, **settings):
    return create_app(
        {
            "SECRET_KEY": SECRET,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'faults.sqlite3'}",
            "PDF_CACHE_DIR": str(tmp_path / "pdfs"),
            **settings,
        }
    )


@pytest.fixture
def own_redis():
    if redis_server_program() is None:
        missing("redis-server", "make system-packages installs it")
    with OwnRedis() as server:
        yield server


def timed(request):
    start = time.monotonic()
    response = request()
    return response, time.monotonic() - start


def test_a_hung_redis_stalls_nothing_and_the_limits_come_back_to_it(tmp_path, own_redis):
    app = make_app(
        tmp_path, REDIS_URL=own_redis.url, RATELIMIT_STORAGE_URI=own_redis.url, REDIS_TIMEOUT=0.25
    )
    try:
        client = app.test_client()
        edit = start_game(client, ("Ana", "Bo"))
        assert own_redis.client().dbsize() > 0, "the limits count in Redis while it answers"
        # The pad rendered once first: a render's own seconds (a process started, on a machine
        # busy with other tests) are the renderer's; what is timed below is Redis's part.
        assert client.get("/moon-river/sheets/blank.pdf?players=3").status_code == 200
        own_redis.hang()
        try:
            asks = {
                "home page": lambda: client.get("/"),
                "score check": lambda: client.post("/moon-river/score-check"),
                "new table": lambda: client.post(
                    "/moon-river/game-night",
                    data={
                        **new_game_form(("Ana", "Bo")),
                        "csrf_token": csrf_token(client, "/moon-river/game-night"),
                    },
                ),
                "seat save": lambda: client.put(
                    f"/api/v1/tables/{edit}/seats/1", json={"version": 0, "ranch": {"plots": []}}
                ),
                "scoring API": lambda: client.post(
                    "/api/v1/moon-river/scores", data=TABLE, content_type="application/json"
                ),
                "blank pad PDF": lambda: client.get("/moon-river/sheets/blank.pdf?players=3"),
            }
            for name, ask in asks.items():
                for _ in range(2):
                    response, seconds = timed(ask)
                    assert response.status_code < 500, (name, response.status_code)
                    assert seconds < AT_ONCE, (name, seconds)
        finally:
            own_redis.resume()
        # Back to Redis: the next probe finds it again and new counts land there.
        counted = own_redis.client()

        def scored() -> int:
            keys = counted.scan_iter("*limit_scoring_api*")
            return sum(int(counted.get(key) or 0) for key in keys)

        before = scored()
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            client.post("/api/v1/moon-river/scores", data=TABLE, content_type="application/json")
            if scored() > before:
                break
            time.sleep(0.5)
        else:
            pytest.fail("the limits never went back to Redis")
    finally:
        storage.dispose(app)


def test_pdfs_asked_for_when_every_renderer_is_taken_get_a_translated_busy_503(tmp_path):
    """One renderer and no queue (settings of this test's own, so a fresh render process
    whose start alone outlasts the burst): six distinct PDFs asked for at once."""
    app = make_app(
        tmp_path, PDF_RENDERERS=1, PDF_QUEUE=0, PDF_RENDERS_PER_PROCESS=7, LIMIT_PDFS="2 per hour"
    )
    try:
        client = app.test_client()
        together = threading.Barrier(6)
        answers: list = [None] * 6

        def ask(number: int) -> None:
            together.wait()
            answers[number] = timed(
                lambda: client.post(
                    f"/moon-river/sheets/filled.pdf?lang=de&title=Tisch+{number}",
                    data=TABLE,
                    content_type="application/json",
                )
            )

        askers = [threading.Thread(target=ask, args=(n,)) for n in range(6)]
        for asker in askers:
            asker.start()
        for asker in askers:
            asker.join(timeout=120)
        statuses = sorted(response.status_code for response, _seconds in answers)
        assert statuses == [200, 503, 503, 503, 503, 503]
        for busy, seconds in answers:
            if busy.status_code == 503:
                assert seconds < AT_ONCE, "refused at once, not after waiting for the renderer"
                assert busy.headers["Retry-After"] == "5"
                assert "ausgelastet" in busy.get_data(as_text=True)
        # The busy answers did not count: of two PDFs an hour, one is left.
        assert client.get("/moon-river/sheets/blank.pdf").status_code == 200
        assert client.get("/moon-river/sheets/blank.pdf?lang=es").status_code == 429
    finally:
        storage.dispose(app)


def test_a_pdf_no_longer_waited_for_is_still_made_once_and_kept_for_the_retry(
    tmp_path, monkeypatch
):
    """Waiting 0 s, every request is answered "busy" until the one render is over; the
    requests meanwhile join it rather than start others, and the next one gets the PDF."""
    app = make_app(tmp_path, PDF_WAIT_SECONDS=0, RATELIMIT_ENABLED=False)
    made: list[str] = []
    real = pdf.render
    monkeypatch.setattr(pdf, "render", lambda html: made.append(html) or real(html))
    try:
        client = app.test_client()
        url = "/moon-river/sheets/blank.pdf?players=2&per_page=2&lang=zh_Hant"
        first = client.get(url)
        assert first.status_code == 503 and first.headers["Retry-After"] == "5"
        deadline = time.monotonic() + 60
        while (answer := client.get(url)).status_code == 503 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert answer.status_code == 200 and answer.data.startswith(b"%PDF")
        assert len(made) == 1
    finally:
        storage.dispose(app)


def test_a_render_process_that_died_while_idle_is_replaced_unseen(tmp_path):
    app = make_app(tmp_path, PDF_RENDERERS=1, PDF_QUEUE=0, PDF_RENDERS_PER_PROCESS=9)
    try:
        client = app.test_client()
        assert client.get("/moon-river/sheets/blank.pdf?players=2").status_code == 200
        (renderer,) = pdf.render_pool(app.config).renderers
        renderer.process.kill()  # as the kernel's out-of-memory killer would
        renderer.process.wait()
        again = client.get("/moon-river/sheets/blank.pdf?players=3")
        assert again.status_code == 200 and again.data.startswith(b"%PDF")
        assert renderer.process.poll() is None, "a new render process made it"
    finally:
        storage.dispose(app)


def test_serving_refuses_workers_that_pdfs_could_fill(tmp_path, clean_env):
    """A worker whose every thread could be waiting for a PDF would leave the tables none."""
    refusal = gunicorn_refusal(tmp_path, clean_env, GUNICORN_THREADS="5", PDF_QUEUE="4")
    assert refusal == [
        "GUNICORN_THREADS (5) must be more than PDF_RENDERERS + PDF_QUEUE (1 + 4): requests "
        "waiting for PDFs would take every thread of a worker and the tables would wait "
        "behind them"
    ]


def test_every_503_says_when_to_try_again(tmp_path):
    app = make_app(tmp_path, MIGRATE_ON_START=False)
    try:
        waiting = app.test_client().get("/api/v1/openapi.json")
        assert waiting.status_code == 503
        assert waiting.headers["Retry-After"] == "60"
    finally:
        storage.dispose(app)


def test_refused_requests_never_count_against_creating_tables(tmp_path):
    app = make_app(tmp_path, LIMIT_NEW_TABLES="2 per hour")
    try:
        client = app.test_client()
        # A page elsewhere on the venue's Wi-Fi makes phones post to us: refused, not counted.
        elsewhere = {"Sec-Fetch-Site": "cross-site"}
        for _ in range(5):
            assert client.post("/moon-river/score-check", headers=elsewhere).status_code == 403
        # A form with a mistake is answered, not counted.
        token = csrf_token(client, "/moon-river/game-night")
        nobody = {**new_game_form(()), "csrf_token": token}
        assert [client.post("/moon-river/game-night", data=nobody).status_code] * 3 == [422] * 3
        assert client.post("/moon-river/score-check").status_code == 302
        table = {**new_game_form(("Ana", "Bo")), "csrf_token": token}
        assert client.post("/moon-river/game-night", data=table).status_code == 302
        refused = client.post("/moon-river/game-night?lang=pt", data=table)
        assert refused.status_code == 429
        assert int(refused.headers["Retry-After"]) > 0
        assert "Demasiados pedidos" in refused.get_data(as_text=True)
    finally:
        storage.dispose(app)


def test_seat_saves_are_limited_per_table_under_a_digest_of_its_token(tmp_path, redis_server_url):
    from tests.conftest import redis_at

    server = redis_at(redis_server_url)
    prefix = f"test-saves-{time.time_ns()}"
    app = make_app(
        tmp_path,
        REDIS_URL=redis_server_url,
        RATELIMIT_STORAGE_URI=redis_server_url,
        RATELIMIT_KEY_PREFIX=prefix,
        LIMIT_SEAT_SAVES="3 per minute",
    )
    try:
        client = app.test_client()
        busy, other = start_game(client, ("Ana", "Bo")), start_game(client, ("Cy", "Di"))

        def save(edit: str, version: int, plots: list, language: str = "en"):
            return client.put(
                f"/api/v1/tables/{edit}/seats/1",
                json={"version": version, "ranch": {"plots": plots}},
                headers={"Accept-Language": language},
            )

        assert [save(busy, v, PLOTS[: v + 1]).status_code for v in range(3)] == [200] * 3
        refused = save(busy, 3, PLOTS[:4], "de")
        assert refused.status_code == 429
        assert int(refused.headers["Retry-After"]) > 0
        assert refused.get_json()["errors"][0]["message"].startswith("Zu viele Anfragen")
        # The no-JavaScript form saves the same ranch: the same count.
        form = {"csrf_token": csrf_token(client, f"/t/{busy}/seat/1")}
        assert client.post(f"/t/{busy}/seat/1", data=form).status_code == 429
        # Another table at the same address saves on.
        assert save(other, 0, PLOTS[:1]).status_code == 200
        # A save refused for its content costs nothing.
        assert save(other, 1, [{"row": 1, "col": 1, "terrain": "lava"}]).status_code == 422
        assert [save(other, v, PLOTS[: v + 1]).status_code for v in (1, 2)] == [200, 200]
        keys = [key.decode() for key in server.scan_iter(f"*{prefix}*")]
        digest = hashlib.sha256(busy.encode()).hexdigest()[:32]
        assert any(digest in key for key in keys), keys
        assert not any(busy in key or other in key for key in keys), "no token is ever a key"
    finally:
        storage.dispose(app)
        for key in server.scan_iter(f"*{prefix}*"):
            server.delete(key)
