"""What hosting costs: cached PDFs against their HTML pages, a worker's memory, start-up.

1. PDF (cached) / HTML: a blank pad and the filled sheet of a saved 4-player
   Legends table (examples/legends-table.json), each PDF asked for after its
   first making, against the same sheet as a page; in-process, the two taking
   turns in rounds. The first, uncached making is printed for scale.
2. Worker RSS: one gunicorn sync worker of the app, run as in production (the
   database migrated by ``flask db upgrade`` beforehand, ``MIGRATE_ON_START=0``)
   against one of the bare Flask app (benchmarks/bare_app.py), each after
   answering a request; the app's again after its first PDF, which a render
   process of its own makes (WeasyPrint is loaded there, never in the worker).
3. Start-up: a fresh Python building the app (``create_app()`` on a migrated
   SQLite file), as a production server (only checks the schema) and as
   ``make run`` (runs the migrations step), against one importing the bare
   Flask app; medians.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ROUNDS = 5
PER_ROUND = 10


def _per_request(client, path: str, count: int) -> float:
    start = time.perf_counter()
    for _ in range(count):
        response = client.get(path)
        assert response.status_code == 200, (path, response.status_code)
        response.close()
    return (time.perf_counter() - start) / count


def _saved_legends_table(app) -> str:
    """A saved 4-player Legends table with every ranch entered; its view token."""
    from companion import storage
    from companion.formats.ranch_json import read_game
    from companion.storage.repository import SeatSpec

    game = read_game(json.loads((ROOT / "examples" / "legends-table.json").read_text()))
    colours = ("purple", "orange", "green", "white")
    repo = storage.games(app)
    record = repo.create(
        game.mode,
        game.scenario,
        [SeatSpec(p.name, colour) for p, colour in zip(game.players, colours, strict=False)],
    )
    for position, player in enumerate(game.players, start=1):
        repo.save_ranch(record.edit_token, position, player.ranch, based_on=0)
    return record.view_token


def bench_pdfs() -> None:
    from companion import create_app, storage
    from companion.web import pdf

    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "SECRET_KEY": "bench-" * 4,
                "DATABASE_URL": f"sqlite:///{folder}/bench.sqlite3",
                "PDF_CACHE_DIR": f"{folder}/pdfs",  # made the first time in this run
                "RATELIMIT_ENABLED": False,
            }
        )
        client = app.test_client()
        view = _saved_legends_table(app)
        pairs = {
            "blank pad (4 players, A4)": (
                "/moon-river/sheets/blank?players=4",
                "/moon-river/sheets/blank.pdf?players=4",
            ),
            "filled sheet (4-player Legends)": (f"/r/{view}/sheet", f"/r/{view}/sheet.pdf"),
        }
        for name, (html, pdf_path) in pairs.items():
            start = time.perf_counter()
            _per_request(client, pdf_path, 1)  # made here, and kept
            first = time.perf_counter() - start
            _per_request(client, html, 2)
            html_times, pdf_times = [], []
            for _ in range(ROUNDS):
                html_times.append(_per_request(client, html, PER_ROUND))
                pdf_times.append(_per_request(client, pdf_path, PER_ROUND))
            html_ms = statistics.median(html_times) * 1000
            pdf_ms = statistics.median(pdf_times) * 1000
            print(
                f"pdf:    {name}: cached PDF {pdf_ms:.2f} ms vs HTML page {html_ms:.2f} ms = "
                f"{pdf_ms / html_ms:.2f}x (made once: {first * 1000:.0f} ms = "
                f"{first * 1000 / html_ms:.0f}x the page)"
            )
        assert "weasyprint" not in sys.modules and pdf.rendering()  # made in render processes
        storage.dispose(app)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kib(pid: int) -> int:
    """A process's resident memory (0 once it is gone)."""
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def children(pid: int) -> list[int]:
    """Every child of ``pid``, whichever of its threads started it."""
    found = []
    with contextlib.suppress(OSError):
        for task in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(OSError):
                found += [int(child) for child in (task / "children").read_text().split()]
    return found


def render_processes(worker: int) -> list[int]:
    """The PDF render processes a worker started (companion/web/pdf.py)."""
    found = []
    for child in children(worker):
        with contextlib.suppress(OSError):
            if b"companion.web.pdf_render" in Path(f"/proc/{child}/cmdline").read_bytes():
                found.append(child)
    return found


def _request(port: int, method: str, path: str, body: bytes | None = None) -> None:
    headers = {"Content-Type": "application/json"} if body else {}
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request(method, path, body, headers)
    response = connection.getresponse()
    response.read()
    connection.close()
    assert response.status == 200, (path, response.status)


def _worker(spec: str, env: dict[str, str], folder: str):
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", "1", "-b", f"127.0.0.1:{port}", "--log-level",
         "warning", spec],
        cwd=ROOT, env=env,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while True:
        try:
            children = Path(f"/proc/{server.pid}/task/{server.pid}/children").read_text().split()
            if children:
                _request(port, "POST", "/api/v1/moon-river/scores", SCORES)
                return server, port, int(children[0])
        except (OSError, AssertionError):
            pass
        if time.monotonic() > deadline:
            server.kill()
            raise RuntimeError(f"{spec} did not start")
        time.sleep(0.2)


SCORES = (ROOT / "examples" / "table.json").read_bytes()


def bench_worker_memory() -> None:
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "SECRET_KEY": "bench-" * 4,
            "DATABASE_URL": f"sqlite:///{folder}/rss.sqlite3",
            "PDF_CACHE_DIR": f"{folder}/pdfs",
            "RATELIMIT_ENABLED": "0",
            "MIGRATE_ON_START": "0",  # as production servers run: the step below migrated
        }
        flask = [sys.executable, "-m", "flask", "--app", "companion", "db", "upgrade"]
        subprocess.run(flask, cwd=ROOT, env=env, check=True, capture_output=True)
        bare, _port, bare_pid = _worker("benchmarks.bare_app:app", env, folder)
        app, port, app_pid = _worker("companion:create_app()", env, folder)
        try:
            _request(port, "GET", "/moon-river/game-night")
            bare_kib, app_kib = rss_kib(bare_pid), rss_kib(app_pid)
            _request(port, "GET", "/moon-river/sheets/blank.pdf")
            after_pdf = rss_kib(app_pid)
            renderer = sum(rss_kib(child) for child in render_processes(app_pid))
        finally:
            for server in (bare, app):
                server.terminate()
                server.wait()
    print(
        f"memory: gunicorn worker RSS {app_kib / 1024:.0f} MiB vs bare Flask worker "
        f"{bare_kib / 1024:.0f} MiB = {app_kib / bare_kib:.2f}x; after its first PDF "
        f"{after_pdf / 1024:.0f} MiB = {after_pdf / bare_kib:.2f}x, its render process "
        f"(WeasyPrint) {renderer / 1024:.0f} MiB beside it"
    )


def _start(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True)
    return time.perf_counter() - start


def bench_startup() -> None:
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "SECRET_KEY": "bench-" * 4,
            "DATABASE_URL": f"sqlite:///{folder}/start.sqlite3",
        }
        checking = {**env, "MIGRATE_ON_START": "0"}
        app_code = "from companion import create_app; create_app()"
        bare_code = "import benchmarks.bare_app"
        _start(app_code, env)  # migrates the file once; later starts only find it up to date
        times: dict[str, list[float]] = {"check": [], "migrate": [], "bare": []}
        for _ in range(7):
            times["check"].append(_start(app_code, checking))
            times["migrate"].append(_start(app_code, env))
            times["bare"].append(_start(bare_code, env))
    check, migrate, bare = (statistics.median(times[k]) for k in ("check", "migrate", "bare"))
    print(
        f"start:  create_app() in a fresh Python, as a server that only checks the schema "
        f"(MIGRATE_ON_START=0) {check * 1000:.0f} ms = {check / bare:.1f}x a bare Flask app "
        f"({bare * 1000:.0f} ms); migrating on start (make run) {migrate * 1000:.0f} ms = "
        f"{migrate / bare:.1f}x (medians of 7)"
    )


def bench_hosting() -> None:
    bench_pdfs()
    bench_worker_memory()
    bench_startup()
