"""``make bench``: how fast the scoring engine and the API are, and how big the editor is.

1. Engine: full 4-player Legends tables (24 plots each) scored per second in
   this process, on one core, validation included, counted in the process's CPU
   time (so other work on the machine moves it little); the floor is 2,000/s. Validating
   the same tables alone is printed beside it, to compare across machines.
2. HTTP: scoring requests per second against the app on gunicorn, next to a bare
   Flask endpoint served and loaded the same way in the same run; the ratio is
   information, with no goal (no player waits on that path).
3. Editor size: the editor page's first load, everything included, gzip-compressed.
4. Entry: touches and scrolls to enter whole ranches in the seat editor by touch.
5. Cluster: a long convention evening on two servers behind nginx, steady and with
   one server killed half-way (benchmarks/cluster.py).

6. Browser score: Moon River scoring in headless Chromium (the editor's live score) against
   the Python engine, the same Legends ranches in the same run.

7. Results: where a 4-player Legends table's ranking block ends on a phone's screen,
   the page's height in screens and its compressed size (benchmarks/results_page.py).

8. Venue: faults on two servers behind nginx: a Redis that hangs, PDFs made
   continuously, a 200-table evening from one address with the default limits, the
   database refused then hung, standings watched by 20 phones (benchmarks/venue.py;
   ``venue-database`` and ``venue-watchers`` run those parts alone), and a 256-player event
   over 12 rounds watched and corrected (benchmarks/venue_large.py, ``venue-watchers-256``).

9. Event: a simulated 64-player event over 4 rounds on two servers behind nginx, every
   phone over HTTP, two organisers seating each round at once (benchmarks/event.py).

Those on servers run on a PostgreSQL and a Redis of their own unless TEST_DATABASE_URL and
TEST_REDIS_URL name some (loadtest/services.py).

10. Editor load: the seat editor opened on a throttled phone (Lighthouse's mobile profile,
    Chromium with DevTools network and CPU throttling), first visit and repeat, against the
    home page in the same run (benchmarks/editor_load.py).

11. Suite: ``make test`` and ``make test-quick`` timed on a fresh clone (benchmarks/suite.py);
    as long as the suite itself, so only when named.

``python -m benchmarks NAME`` runs one of them (engine, http, editor,
entry, search, search-scores, dragons, cluster, browser-score, results, venue,
venue-database, venue-watchers, venue-watchers-256, event, standings, editor-load,
suite).
"""

from __future__ import annotations

import http.client
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.serving import listening
from benchmarks.tables import legends_tables
from companion.formats.ranch_json import game_to_json
from companion.games.moonriver import score_game, validate

ROOT = Path(__file__).resolve().parents[1]
SECONDS = float(os.environ.get("BENCH_SECONDS", "3"))


def rate(function, items, seconds: float = SECONDS, clock=time.perf_counter) -> float:
    """Calls of ``function`` per second of ``clock``, over ``items`` again and again."""
    done = 0
    start = clock()
    while True:
        for item in items:
            function(item)
        done += len(items)
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed


ENGINE_FLOOR = 2_000
"""Full tables a second the engine must score at least (validation included)."""


def bench_engine() -> None:
    tables = legends_tables(200)
    validated = rate(validate, tables, clock=time.process_time)
    scored = rate(score_game, tables, clock=time.process_time)
    print(
        f"engine: {scored:,.0f} full 4-player Legends tables scored per second, validation "
        f"included (one core, pure Python, CPU time; floor {ENGINE_FLOOR:,}/s)"
    )
    print(
        f"        validation alone: {validated:,.0f}/s; scoring costs "
        f"{validated / scored:.1f}x a validation pass"
    )


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by a gunicorn master and its workers (Linux /proc)."""
    pids = [pid]
    for task in Path(f"/proc/{pid}/task").iterdir():
        pids += [int(child) for child in (task / "children").read_text().split()]
    ticks = 0
    for each in pids:
        fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(app_spec: str, port: int) -> subprocess.Popen:
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "--workers",
            "1",
            "--bind",
            f"127.0.0.1:{port}",
            "--log-level",
            "warning",
            "--no-control-socket",  # two servers side by side would share its default path
            app_spec,
        ],
        cwd=ROOT,
        # The bench sends far more than the 120 scores a minute one client may ask for.
        env={**os.environ, "PYTHONPATH": str(ROOT), "RATELIMIT_ENABLED": "0"},
    )
    return listening(process, port, 20, app_spec)


def load(port: int, body: bytes, seconds: float = SECONDS) -> float:
    """Requests per second from one client, a new connection per request (sync workers)."""
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request(
            "POST", "/api/v1/moon-river/scores", body, {"Content-Type": "application/json"}
        )
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            raise RuntimeError(f"status {response.status}")
        connection.close()
        done += 1
    return done / (time.perf_counter() - start)


def http_bodies() -> dict[str, bytes]:
    """What clients post: the README's 2-player example and a full 4-player Legends table
    (24 plots a ranch, cows, partners and resources), as the API's own JSON."""
    legends = game_to_json(legends_tables(1)[0])
    return {
        "2-player example": (ROOT / "examples" / "table.json").read_bytes(),
        "4-player Legends table": json.dumps(legends).encode(),
    }


ROUND = 0.25
"""Seconds per server in one round; a round is one body posted to both servers in turn."""


def bench_http() -> None:
    """Both servers run side by side and take turns in short rounds, one body at a time;
    the figure is the median of the rounds' ratios, so a burst of load from elsewhere on
    the machine (which hits one round, and both servers in it alike) cannot move it much.
    The bare endpoint reads the same body as the API."""
    bodies = http_bodies()
    specs = {"bare": "benchmarks.bare_app:app", "api": "companion:create_app()"}
    ports = {name: free_port() for name in specs}
    servers = [serve(spec, ports[name]) for name, spec in specs.items()]
    rounds = max(8, int(SECONDS / ROUND))
    rates: dict[str, dict[str, list[float]]] = {label: {"bare": [], "api": []} for label in bodies}
    cpu = {(label, name): [0.0, 0] for label in bodies for name in specs}
    try:
        for name in specs:
            for body in bodies.values():
                load(ports[name], body, seconds=0.3)  # warm up
        for _ in range(rounds):
            for label, body in bodies.items():
                for name, server in zip(specs, servers, strict=True):
                    before = cpu_seconds(server.pid)
                    rate = load(ports[name], body, seconds=ROUND)
                    cpu[label, name][0] += cpu_seconds(server.pid) - before
                    cpu[label, name][1] += round(rate * ROUND)
                    rates[label][name].append(rate)
    finally:
        for server in servers:
            server.terminate()
            server.wait()
    for label, by_server in rates.items():
        ratios = [a / b for a, b in zip(by_server["api"], by_server["bare"], strict=True)]
        api, bare = statistics.median(by_server["api"]), statistics.median(by_server["bare"])
        low, _middle, high = statistics.quantiles(ratios, n=4)
        print(
            f"http:   {label}: scoring API {api:,.0f} req/s vs bare Flask endpoint "
            f"{bare:,.0f} req/s on gunicorn (1 sync worker each, {rounds} alternating "
            f"rounds): {statistics.median(ratios):.2f} of bare (median; quartiles "
            f"{low:.2f}-{high:.2f})"
        )
        cost = {name: cpu[label, name][0] / cpu[label, name][1] for name in specs}
        print(
            f"        server CPU per request: API {cost['api'] * 1e6:,.0f} us, bare "
            f"{cost['bare'] * 1e6:,.0f} us: {cost['bare'] / cost['api']:.2f} of bare "
            "(the server's own work, whatever else runs on the machine)"
        )


def bench_editor_size() -> None:
    try:
        from benchmarks.editor_size import measure
    except ImportError:
        print("editor: (no editor yet)")
        return
    from companion import create_app

    measure(create_app())


def bench_entry() -> None:
    from benchmarks.entry import main as entry

    entry()


BENCHES = {"engine": bench_engine, "http": bench_http, "editor": bench_editor_size}
BENCHES["entry"] = bench_entry
BENCHES["search"] = lambda: __import__("benchmarks.search").search.bench_search()
BENCHES["search-scores"] = lambda: __import__("benchmarks.search").search.print_scores()
BENCHES["dragons"] = lambda: __import__("benchmarks.dragons").dragons.bench_dragons()
BENCHES["cluster"] = lambda: __import__("benchmarks.cluster").cluster.bench_cluster()
BENCHES["hosting"] = lambda: __import__("benchmarks.hosting").hosting.bench_hosting()
BENCHES["browser-score"] = lambda: __import__("benchmarks.browser_score").browser_score.main()
BENCHES["results"] = lambda: __import__("benchmarks.results_page").results_page.main()
BENCHES["venue"] = lambda: __import__("benchmarks.venue").venue.bench_venue()
BENCHES["venue-database"] = lambda: __import__("benchmarks.venue").venue.bench_venue("database")
BENCHES["venue-watchers"] = lambda: __import__("benchmarks.venue").venue.bench_venue("watchers")
BENCHES["venue-watchers-256"] = lambda: __import__("benchmarks.venue").venue.bench_venue(
    "watchers-256"
)
BENCHES["event"] = lambda: __import__("benchmarks.event").event.bench_event()
BENCHES["standings"] = lambda: __import__("benchmarks.standings").standings.bench_standings()
BENCHES["editor-load"] = lambda: __import__("benchmarks.editor_load").editor_load.main()
BENCHES["suite"] = lambda: __import__("benchmarks.suite").suite.bench_suite()
ON_REQUEST = {"suite"}
"""Benchmarks as long as ``make test`` itself: run when named, never by a bare ``make bench``."""


def main() -> None:
    chosen = sys.argv[1:] or [name for name in BENCHES if name not in ON_REQUEST]
    unknown = [name for name in chosen if name not in BENCHES]
    if unknown:
        # --help, -h or a misspelt name: the list, and what each figure means is docs/benchmarks.md
        known = ", ".join(BENCHES)
        print(
            f"usage: python -m benchmarks [NAME ...]\nNAME: {known} "
            f"(all but {', '.join(sorted(ON_REQUEST))} when none is given)"
        )
        sys.exit(0 if set(unknown) <= {"--help", "-h"} else 2)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, {platform.system()}"
    )
    for name in chosen:
        BENCHES[name]()


if __name__ == "__main__":
    main()
