"""``python -m benchmarks venue``: what a venue meets, on 2 gunicorn servers behind nginx.

Each part starts a cluster of its own (``loadtest.Cluster``: two gunicorn servers
run as production runs them, 2 workers each, nginx in front, PostgreSQL) on a
redis-server of its own (``loadtest.redis_server``), never on a Redis that
anything else uses: part 1 stops it. Each part is bounded in time; the figures
are ratios to a baseline measured in the same part, on the same machine.

1. A Redis that hangs: an evening of 4-phone tables plays; after ``HANG_AFTER``
   seconds Redis is stopped (SIGSTOP) for ``HANG_SECONDS``, then resumed. A probe
   asks nginx for a cheap page (the home page) every ``PROBE_EVERY`` seconds and
   starts a score check (a POST the limits count in Redis) every
   ``CHECK_EVERY``. Printed: answers 5xx (phones and probes), the cheap page's
   p95 during the hang against before it, the score check's, and after.
2. PDFs: the cheap page's p50 with nothing else going on, then while 4 clients
   post distinct filled sheets for their PDFs continuously (never cached: each
   has its own title); Redis's used memory and the gunicorn workers' RSS after
   ``PDFS`` PDFs against after the first ``FIRST_PDFS``. The PDF limit is raised
   for this part only (it measures rendering, not limits) and the PDF cache's
   budget lowered to ``CACHE_BYTES`` so that the run fills it.
3. The evening: 200 tables of 4 phones, all from one address (nginx's), with
   the default limits, one server killed half-way: answers 429, errors, and
   acknowledged saves lost after reading every table back.
4. The database away (``python -m benchmarks venue-database`` alone): an evening
   plays with the servers reaching PostgreSQL through a proxy (``loadtest.db_proxy``);
   after ``DB_REFUSE_AFTER`` s the proxy refuses every connection for
   ``DB_REFUSE_SECONDS``, later it forwards nothing for ``DB_HANG_SECONDS`` (a hung
   database). The phones send a refused change again after ``Retry-After`` as the
   seat editor does. Printed: answers 500 (and any other 5xx) against 503, tracebacks in
   the servers' logs, acknowledged saves lost and changes never stored, and the home
   page's p95 during the hang against before the faults.
5. Standings watched (``python -m benchmarks venue-watchers`` alone): a 64-player
   event over 4 rounds is played (``loadtest.event``), then ``WATCHERS`` phones poll
   its standings feed (``/s/<token>/status``) every ``WATCH_EVERY`` s, as the
   standings page does: the home page's p95 then against idle just before, and one
   poll's p50 against the home page's.

Needs nginx and redis-server; runs on a PostgreSQL of its own unless ``TEST_DATABASE_URL``
names one (``loadtest/services.py``).
"""

from __future__ import annotations

import http.client
import itertools
import json
import os
import statistics
import threading
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from benchmarks.hosting import children, render_processes, rss_kib
from loadtest import services
from loadtest.cluster import ROOT, Cluster, nginx_program
from loadtest.db_proxy import FlakyProxy
from loadtest.evening import Evening, play
from loadtest.event import Client, EventPlan, EventReport, run_event
from loadtest.redis_server import OwnRedis, redis_server_program

PROBE_EVERY = 0.2
CHECK_EVERY = 2.0
WARM_UP = 15.0
"""Seconds of the evening left out of "before the hang": phones still arriving."""
HANG_AFTER = 45.0
HANG_SECONDS = 30.0
AFTER_HANG = 30.0

IDLE_SECONDS = 20.0
PDF_CLIENTS = 4
PDFS = 1000
FIRST_PDFS = 50
PDF_TIME_LIMIT = 600.0
CACHE_BYTES = 8 * 1024 * 1024

EVENING = Evening(tables=200, at_once=25, pace=1.0, poll=4.0, time_limit=600, kill=True)

DB_REFUSE_AFTER = 40.0
DB_REFUSE_SECONDS = 10.0
DB_BETWEEN = 30.0
DB_HANG_SECONDS = 20.0
DB_AFTER = 30.0

WATCHERS = 20
WATCH_EVERY = 4.0
WATCH_SECONDS = 40.0
TABLE = (ROOT / "examples" / "table.json").read_bytes()


class Probe:
    """Asks nginx for one page every ``every`` seconds, in a thread of its own, a new
    connection each time (as a phone that just woke up); keeps when, how long, what status."""

    def __init__(self, url: str, method: str, path: str, every: float) -> None:
        self.address = urlsplit(url)
        self.method, self.path, self.every = method, path, every
        self.samples: list[tuple[float, float, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _ask(self) -> int:
        connection = http.client.HTTPConnection(
            self.address.hostname, self.address.port, timeout=60
        )
        try:
            connection.request(self.method, self.path)
            response = connection.getresponse()
            response.read()
            return response.status
        except OSError:
            return 0
        finally:
            connection.close()

    def _run(self) -> None:
        while not self._stop.is_set():
            start = time.monotonic()
            status = self._ask()
            self.samples.append((start, time.monotonic() - start, status))
            self._stop.wait(max(0.0, self.every - (time.monotonic() - start)))

    def start(self) -> Probe:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=90)

    def between(self, start: float, end: float) -> list[float]:
        """Milliseconds of the requests started in [start, end)."""
        return [s * 1000 for t, s, _ in self.samples if start <= t < end]

    def failures(self) -> int:
        """Answers 5xx, or none at all."""
        return sum(1 for _t, _s, status in self.samples if status >= 500 or status == 0)


def p50(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def p95(values: list[float]) -> float:
    if len(values) < 2:
        return float("nan")
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def idle_probe(url: str) -> Probe:
    """The cheap page (GET /) asked every ``PROBE_EVERY`` s for ``IDLE_SECONDS`` with no load
    running (before it, or after it for the machine's drift): the baseline that a part's
    figures under load are ratios to."""
    probe = Probe(url, "GET", "/", PROBE_EVERY).start()
    time.sleep(IDLE_SECONDS)
    probe.stop()
    return probe


def fault_for(
    seconds: float, fault: Callable[[], None], ending: Callable[[], None]
) -> tuple[float, float]:
    """Bring a fault on for ``seconds`` and end it even when the wait is cut short, so a
    part never leaves Redis or the database stopped; when it began and ended, for the probes'
    samples in between."""
    began = time.monotonic()
    fault()
    try:
        time.sleep(seconds)
    finally:
        ending()
    return began, time.monotonic()


# -- 1. Redis hangs ------------------------------------------------------------------------


def bench_hang(database_url: str) -> None:
    marks: dict[str, float] = {}
    probes: dict[str, Probe] = {}
    with OwnRedis() as redis_server:

        def during(cluster: Cluster) -> None:
            probes["cheap"] = Probe(cluster.url, "GET", "/", PROBE_EVERY).start()
            probes["check"] = Probe(cluster.url, "POST", "/moon-river/score-check", CHECK_EVERY)
            probes["check"].start()
            marks["start"] = time.monotonic()
            time.sleep(HANG_AFTER)
            marks["hang"], marks["resume"] = fault_for(
                HANG_SECONDS, redis_server.hang, redis_server.resume
            )
            time.sleep(AFTER_HANG)
            marks["end"] = time.monotonic()
            for probe in probes.values():
                probe.stop()

        evening = Evening(
            tables=10_000,  # never reached: the time limit ends this evening
            at_once=20,
            time_limit=HANG_AFTER + HANG_SECONDS + AFTER_HANG + 10,
        )
        report = play(database_url, redis_server.url, evening, during=during)
    cheap, check = probes["cheap"], probes["check"]
    before = (marks["start"] + WARM_UP, marks["hang"])
    hung = (marks["hang"], marks["resume"])
    after = (marks["resume"], marks["end"])
    print(
        f"venue 1, Redis stopped (SIGSTOP) for {HANG_SECONDS:.0f} s during an evening of "
        f"{evening.at_once} tables of 4 phones at once ({report.requests:,} phone requests, "
        f"{report.tables_started} tables started)"
    )
    print(
        f"  5xx or no answer: phones {report.server_errors} (and {report.busy} busy PDF "
        f"answers, tried again), cheap-page probe "
        f"{cheap.failures()} of {len(cheap.samples)}, score checks {check.failures()} of "
        f"{len(check.samples)}; phones' other errors {report.errors - report.server_errors}, "
        f"acknowledged saves lost {len(report.lost)}"
    )
    for kind, count in sorted(report.error_kinds.items()):
        print(f"  phones' error x{count}: {kind}")
    for name, probe in (("cheap page (GET /)", cheap), ("score check (POST)", check)):
        was, during_hang, later = (probe.between(*w) for w in (before, hung, after))
        hung_p95 = p95(during_hang)
        print(
            f"  {name}: p95 before {p95(was):.0f} ms, during the hang {hung_p95:.0f} ms "
            f"= {hung_p95 / p95(was):.2f}x before ({hung_p95 / p95(was + later):.2f}x before "
            f"and after together), after {p95(later):.0f} ms; slowest during the hang "
            f"{max(during_hang, default=float('nan')):.0f} ms"
        )


# -- 2. PDFs ---------------------------------------------------------------------------------


def _folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def memory(cluster: Cluster, redis_server: OwnRedis) -> dict[str, float]:
    """MiB held by the gunicorn workers, by the render processes, by Redis, and the PDF
    cache's bytes on disk."""
    workers = [w for s in cluster.servers if s.process for w in children(s.process.pid)]
    renderers = [r for w in workers for r in render_processes(w)]
    return {
        "workers": sum(rss_kib(w) for w in workers) / 1024,
        "worker count": len(workers),
        "renderers": sum(rss_kib(r) for r in renderers) / 1024,
        "renderer count": len(renderers),
        "redis": redis_server.used_memory() / 2**20,
        "cache": _folder_bytes(cluster.folder / "pdf-cache") / 2**20,
        "kept": _kept_bytes(cluster.folder / "pdf-cache") / 2**20,
    }


def _kept_bytes(folder: Path) -> int:
    """What the cache counts against its budget (PDFs and index, not the log)."""
    import diskcache

    with diskcache.Cache(str(folder)) as kept:
        return kept.volume()


def _post_pdf(url: str, number: int) -> int:
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=120)
    try:
        connection.request(
            "POST",
            f"/moon-river/sheets/filled.pdf?title=Sheet+{number}",
            TABLE,
            {"Content-Type": "application/json"},
        )
        response = connection.getresponse()
        body = response.read()
        return response.status if response.status != 200 or body.startswith(b"%PDF") else -1
    except OSError:
        return 0
    finally:
        connection.close()


def bench_pdfs(database_url: str) -> None:
    extra = {"LIMIT_PDFS": "1000000 per minute", "PDF_CACHE_BYTES": str(CACHE_BYTES)}
    with OwnRedis() as redis_server, Cluster(database_url, redis_server.url, extra_env=extra) as c:
        idle = idle_probe(c.url)
        numbers = itertools.count()
        answers: dict[int, int] = {}
        lock = threading.Lock()
        done = threading.Event()

        def client() -> None:
            while not done.is_set():
                status = _post_pdf(c.url, next(numbers))
                with lock:
                    answers[status] = answers.get(status, 0) + 1
                    if answers.get(200, 0) >= PDFS:
                        done.set()

        loaded = Probe(c.url, "GET", "/", PROBE_EVERY).start()
        started = time.monotonic()
        clients = [threading.Thread(target=client, daemon=True) for _ in range(PDF_CLIENTS)]
        for thread in clients:
            thread.start()
        first = None
        while not done.wait(0.1):
            if first is None and answers.get(200, 0) >= FIRST_PDFS:
                first = memory(c, redis_server)
            if time.monotonic() - started > PDF_TIME_LIMIT:
                done.set()
        seconds = time.monotonic() - started
        for thread in clients:
            thread.join(timeout=150)
        loaded.stop()
        last = memory(c, redis_server)
        after = idle_probe(c.url)  # idle again: the machine's drift
    made = answers.get(200, 0)
    everything = (0, float("inf"))
    idle_ms, loaded_ms, after_ms = (p.between(*everything) for p in (idle, loaded, after))
    others = {status: n for status, n in answers.items() if status != 200}
    print(
        f"venue 2, {PDF_CLIENTS} clients making distinct PDFs (posted filled sheets): {made:,} "
        f"PDFs in {seconds:.0f} s ({made / seconds:.1f}/s); other answers {others or 'none'}"
    )
    print(
        f"  cheap page (GET /) p50 {p50(loaded_ms):.1f} ms under that load vs "
        f"{p50(idle_ms):.1f} ms idle before it = {p50(loaded_ms) / p50(idle_ms):.2f}x, "
        f"{p50(after_ms):.1f} ms idle after it ({p50(loaded_ms) / p50(idle_ms + after_ms):.2f}x "
        f"both idle windows together); p95 {p95(loaded_ms):.0f} vs {p95(idle_ms):.0f} ms; "
        f"5xx {loaded.failures()} of {len(loaded.samples)}"
    )
    if first is None:
        print(f"  (fewer than {FIRST_PDFS} PDFs made: no memory figures)")
        return
    print(
        f"  after {made:,} PDFs vs after the first {FIRST_PDFS}: gunicorn workers "
        f"({last['worker count']:.0f}) {last['workers']:.0f} vs {first['workers']:.0f} MiB = "
        f"{last['workers'] / first['workers']:.2f}x; Redis {last['redis']:.2f} vs "
        f"{first['redis']:.2f} MiB = {last['redis'] / first['redis']:.2f}x; render processes "
        f"({last['renderer count']:.0f}) {last['renderers']:.0f} vs {first['renderers']:.0f} MiB; "
        f"PDF cache {last['kept']:.1f} MiB kept (budget {CACHE_BYTES / 2**20:.0f} MiB), "
        f"{last['cache']:.1f} MiB on disk with SQLite's write-ahead log"
    )


# -- 3. The evening --------------------------------------------------------------------------


def bench_evening(database_url: str) -> None:
    with OwnRedis() as redis_server:
        report = play(database_url, redis_server.url, EVENING)
    print(
        f"venue 3, a {EVENING.tables}-table evening from one address, default limits, "
        f"server 2 killed half-way: 429s {report.too_many}, errors {report.errors}, "
        f"acknowledged saves lost {len(report.lost)} of {report.acknowledged:,}; busy PDF "
        f"answers tried again {report.busy}"
    )
    print("\n".join(report.lines("  the evening")))


# -- 4. The database away ------------------------------------------------------------------


def _tracebacks(cluster: Cluster) -> int:
    return sum(
        server.log.read_text(errors="replace").count("Traceback") for server in cluster.servers
    )


def _database_lines(cluster: Cluster) -> int:
    return sum(
        server.log.read_text(errors="replace").count("database unavailable")
        for server in cluster.servers
    )


def bench_database(database_url: str) -> None:
    address = urlsplit(database_url.replace("postgresql+psycopg", "postgresql"))
    marks: dict[str, float] = {}
    probes: dict[str, Probe] = {}
    logs: dict[str, int] = {}
    with OwnRedis() as redis_server, FlakyProxy(address.hostname, address.port or 5432) as proxy:

        def idle(cluster: Cluster) -> None:
            probes["idle"] = idle_probe(cluster.url)

        def during(cluster: Cluster) -> None:
            probes["cheap"] = Probe(cluster.url, "GET", "/", PROBE_EVERY).start()
            marks["start"] = time.monotonic()
            time.sleep(DB_REFUSE_AFTER)
            marks["refuse"], marks["back"] = fault_for(
                DB_REFUSE_SECONDS, proxy.refuse, proxy.resume
            )
            time.sleep(DB_BETWEEN)
            marks["hang"], marks["resume"] = fault_for(DB_HANG_SECONDS, proxy.hang, proxy.resume)
            time.sleep(DB_AFTER)
            marks["end"] = time.monotonic()
            probes["cheap"].stop()
            logs["tracebacks"] = _tracebacks(cluster)
            logs["lines"] = _database_lines(cluster)

        span = DB_REFUSE_AFTER + DB_REFUSE_SECONDS + DB_BETWEEN + DB_HANG_SECONDS + DB_AFTER
        evening = Evening(tables=10_000, at_once=20, time_limit=span + 10)
        report = play(
            database_url,
            redis_server.url,
            evening,
            during=during,
            database_port=proxy.port,
            before=idle,
        )
    cheap = probes["cheap"]
    statuses = report.statuses
    other_5xx = sum(n for status, n in statuses.items() if status >= 500 and status != 503)
    print(
        f"venue 4, the database refused for {DB_REFUSE_SECONDS:.0f} s, then hung for "
        f"{DB_HANG_SECONDS:.0f} s, during an evening of {evening.at_once} tables of 4 phones "
        f"at once ({report.requests:,} phone requests, {report.tables_started} tables started)"
    )
    print(
        f"  phones' answers: 503 {statuses.get(503, 0):,} (sent again after Retry-After: "
        f"{report.busy:,}), 500 {statuses.get(500, 0)}, "
        f"other 5xx {other_5xx - statuses.get(500, 0)}, "
        f"none at all {statuses.get(0, 0)}; cheap-page probe 5xx or none "
        f"{cheap.failures()} of {len(cheap.samples)}"
    )
    print(
        f"  acknowledged saves {report.acknowledged:,}, lost {len(report.lost)}; changes a "
        f"phone gave up {report.given_up} (still on their way when the evening's time ran "
        f"out: {report.cut_short}); tables complete "
        f"{report.tables_complete}/{report.tables_started}; servers' log: "
        f"{logs.get('lines', 0):,} database lines, {logs.get('tracebacks', 0)} tracebacks"
    )
    for kind, count in sorted(report.error_kinds.items()):
        print(f"  phones' error x{count}: {kind}")
    before = cheap.between(marks["start"] + WARM_UP, marks["refuse"])
    refused = cheap.between(marks["refuse"], marks["back"])
    hung = cheap.between(marks["hang"], marks["resume"])
    after = cheap.between(marks["resume"], marks["end"])
    quiet = probes["idle"].between(0, float("inf"))
    print(
        f"  cheap page (GET /) against idle (no phones yet, p95 {p95(quiet):.0f} ms): while "
        f"refused {p95(refused) / p95(quiet):.2f}x, while hung {p95(hung) / p95(quiet):.2f}x"
    )
    print(
        f"  cheap page (GET /): p95 under the evening before the faults {p95(before):.0f} ms, "
        f"while refused "
        f"{p95(refused):.0f} ms = {p95(refused) / p95(before):.2f}x, while hung "
        f"{p95(hung):.0f} ms = {p95(hung) / p95(before):.2f}x before "
        f"({p95(hung) / p95(before + after):.2f}x before and after together), after "
        f"{p95(after):.0f} ms; slowest while hung {max(hung, default=float('nan')):.0f} ms"
    )


# -- 5. Standings watched ---------------------------------------------------------------------


def bench_watchers(database_url: str) -> None:
    plan = EventPlan()
    with OwnRedis() as redis_server, Cluster(database_url, redis_server.url) as cluster:
        setup = EventReport(plan)
        token, _saved = run_event(cluster.url, plan, setup)
        client = Client(cluster.url, setup, threading.Lock())
        event = json.loads(client.send("event", "GET", f"/api/v1/events/{token}")[1])
        standings = event["standings_token"]
        status_path = f"/s/{standings}/status"
        idle = idle_probe(cluster.url)
        loaded = Probe(cluster.url, "GET", "/", PROBE_EVERY).start()
        watchers = [Probe(cluster.url, "GET", status_path, WATCH_EVERY) for _ in range(WATCHERS)]
        for watcher in watchers:
            time.sleep(WATCH_EVERY / WATCHERS)  # phones do not poll in step
            watcher.start()
        time.sleep(WATCH_SECONDS)
        for watcher in watchers:
            watcher.stop()
        loaded.stop()
        after = idle_probe(cluster.url)
    everything = (0, float("inf"))
    idle_ms, loaded_ms, after_ms = (p.between(*everything) for p in (idle, loaded, after))
    polls = [ms for w in watchers for ms in w.between(*everything)]
    failed = sum(w.failures() for w in watchers)
    print(
        f"venue 5, {WATCHERS} phones watching the standings of a {plan.players}-player event "
        f"over {plan.rounds} rounds ({setup.tables} tables), each polling /s/…/status "
        f"every {WATCH_EVERY:.0f} s for {WATCH_SECONDS:.0f} s: {len(polls)} polls, "
        f"5xx or none {failed}"
    )
    print(
        f"  cheap page (GET /) p95 {p95(loaded_ms):.0f} ms while watched vs {p95(idle_ms):.0f} ms "
        f"idle before = {p95(loaded_ms) / p95(idle_ms):.2f}x "
        f"({p95(loaded_ms) / p95(idle_ms + after_ms):.2f}x "
        f"both idle windows together; {p95(after_ms):.0f} ms after)"
    )
    print(
        f"  one standings poll p50 {p50(polls):.0f} ms, p95 {p95(polls):.0f} ms = "
        f"{p50(polls) / p50(idle_ms):.1f}x the idle home page's p50 ({p50(idle_ms):.1f} ms)"
    )


def _watchers_large(database_url: str) -> None:
    from benchmarks.venue_large import bench_watchers_large

    bench_watchers_large(database_url)


def _missing() -> str | None:
    if nginx_program() is None:
        return "nginx"
    if redis_server_program() is None:
        return "redis-server"
    return services.missing()


def bench_venue(*parts: str) -> None:
    """Every part, or the ones named (hang, pdfs, evening, database, watchers,
    watchers-256), on the PostgreSQL ``TEST_DATABASE_URL`` names or one of the run's own."""
    if absent := _missing():
        print(f"venue: skipped (needs {absent})")
        return
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"venue: the machine's load average before the run: {load}")
    every = {
        "hang": bench_hang,
        "pdfs": bench_pdfs,
        "evening": bench_evening,
        "database": bench_database,
        "watchers": bench_watchers,
        "watchers-256": _watchers_large,
    }
    with services.database_url() as database_url:
        for name in parts or every:
            every[name](database_url)


if __name__ == "__main__":
    import sys

    bench_venue(*sys.argv[1:])
