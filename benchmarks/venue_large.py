"""``python -m benchmarks venue-watchers-256``: a 256-player event over 12 rounds on the cluster.

Two gunicorn servers (2 workers each) behind nginx, PostgreSQL and a redis-server of the
run's own, loopback only (``loadtest.Cluster``). Two events are written straight into the
servers' database by this process through the app's own commands (the same units of work
the organiser's requests run): event A of ``PLAYERS`` players with round 1 seated and
played, event B of as many players over ``ROUNDS`` rounds, every round seated and played
(768 tables, 3,072 ranches at 256 players). Then, over HTTP through nginx:

1. One poll against the home page: ``TURNS`` times the home page and B's standings poll
   (``/s/<token>/status``, as the standings page asks every 4 s), taking turns; the ratio of
   their medians.
2. Watchers: the home page asked every ``PROBE_EVERY`` s for ``IDLE_SECONDS`` (idle), then
   while ``WATCHERS`` phones watch B's standings for ``WATCH_SECONDS`` as the page does
   (poll every ``WATCH_EVERY`` s; when the stamp moved, fetch the standings page again)
   and the organiser corrects a table of round 12 every ``CHANGE_EVERY`` s (so every
   watcher reloads after each: the first read after a change is in it), then idle again.
   The home page's p95 while watched against idle.
3. Writes: the same correction (one seat of table 1) of A's round 1 and of B's round 12,
   ``WRITES`` times each, taking turns; the ratio of their medians.

Bounded: about ``IDLE_SECONDS`` × 2 + ``WATCH_SECONDS`` of measuring, the seeding (a few
minutes at 256 players on 2 busy cores) and the cluster's start. Every figure is a ratio
within this run.
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import threading
import time
from urllib.parse import urlsplit

from sqlalchemy import select, update

from benchmarks import standings as in_process
from benchmarks.venue import PROBE_EVERY, Probe, idle_probe, p50, p95
from companion import create_app, storage
from companion.events import service
from companion.formats.ranch_json import ranch_to_json
from companion.storage.models import GameRow, SeatRow, utcnow
from loadtest.cluster import Cluster
from loadtest.event import ranch
from loadtest.redis_server import OwnRedis
from tests.events.helpers import ranch_worth

PLAYERS = int(os.environ.get("BENCH_EVENT_PLAYERS", "256"))
ROUNDS = 12
TURNS = 40
WATCHERS = 20
WATCH_EVERY = 4.0
WATCH_SECONDS = 40.0
CHANGE_EVERY = 8.0
WRITES = 15


def seed(database_url: str) -> dict[str, tuple[str, str]]:
    """Events A (round 1 played) and B (every round played), as (organiser, standings)
    tokens, written through the app's commands into the servers' database."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "bench",
            "DATABASE_URL": database_url,
            "RATELIMIT_ENABLED": False,
            "MIGRATE_ON_START": False,
        }
    )
    early = in_process.build(app, PLAYERS, ROUNDS)
    play_round(app, early[0], 1)
    late = in_process.build(app, PLAYERS, ROUNDS)
    for number in range(1, ROUNDS):
        play_round(app, late[0], number)
        in_process.next_round(app, late[0], number)
    play_round(app, late[0], ROUNDS)
    storage.dispose(app)
    return {"A": early, "B": late}


def play_round(app, token: str, number: int) -> None:
    """Every seat of the round saved (its version moved on) and finished, in one
    transaction: what the phones would leave, written quickly (the seeding is not what is
    measured). Ranches as ``benchmarks.standings.play_round`` enters them."""
    with app.test_request_context("/?lang=en"):
        round_ = service.organiser_event(token).round(number)
        now = utcnow()
        with storage.games().sessions.begin() as session:
            for table in round_.tables:
                rows = 10 if len(table.players) == 2 else 5
                game = select(GameRow.id).where(GameRow.edit_token == table.game.edit_token)
                for seat in table.game.seats:
                    stored = ranch_to_json(ranch_worth(7 * seat.position + number, rows))
                    session.execute(
                        update(SeatRow)
                        .where(SeatRow.game_id == game.scalar_subquery())
                        .where(SeatRow.position == seat.position)
                        .values(ranch=stored, version=seat.version + 1, finished=True)
                        .values(updated_at=now)
                    )
                moved = update(GameRow).values(updated_at=now)
                session.execute(moved.where(GameRow.id == game.scalar_subquery()))


class Http:
    """One request on a new connection each time (as a phone that just woke up)."""

    def __init__(self, url: str) -> None:
        self.address = urlsplit(url)

    def ask(self, method: str, path: str, body: dict | None = None) -> tuple[float, int, bytes]:
        """Milliseconds, status (0: no answer) and body."""
        connection = http.client.HTTPConnection(
            self.address.hostname, self.address.port, timeout=60
        )
        headers = {"Content-Type": "application/json"} if body is not None else {}
        data = json.dumps(body).encode() if body is not None else None
        start = time.monotonic()
        try:
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
            return (time.monotonic() - start) * 1000, response.status, raw
        except OSError:
            return (time.monotonic() - start) * 1000, 0, b""
        finally:
            connection.close()


class Watcher:
    """A phone on the standings page: polls the stamp every ``WATCH_EVERY`` s and, when it
    moved, fetches the page again (what ``static/results.js`` does)."""

    def __init__(self, http: Http, public: str) -> None:
        self.http, self.public = http, public
        self.polls: list[float] = []
        self.pages: list[float] = []
        self.failures = 0
        self.stamp: str | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _once(self) -> None:
        ms, status, raw = self.http.ask("GET", f"/s/{self.public}/status")
        self.polls.append(ms)
        if status != 200:
            self.failures += 1
            return
        stamp = json.loads(raw)["stamp"]
        if stamp != self.stamp:
            ms, status, _raw = self.http.ask("GET", f"/s/{self.public}")
            self.pages.append(ms)
            self.failures += status != 200
            self.stamp = stamp

    def _run(self) -> None:
        while not self._stop.is_set():
            start = time.monotonic()
            self._once()
            self._stop.wait(max(0.0, WATCH_EVERY - (time.monotonic() - start)))

    def start(self) -> Watcher:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=120)


def correction(http: Http, token: str, number: int, table: int, total: int) -> tuple[float, int]:
    body = {"seats": [{"position": 2, "ranch": ranch(total)}]}
    path = f"/api/v1/events/{token}/rounds/{number}/tables/{table}"
    ms, status, _raw = http.ask("PUT", path, body)
    return ms, status


def poll_against_home(http: Http, public: str) -> tuple[list[float], list[float], int]:
    homes, polls, failures = [], [], 0
    for _ in range(TURNS):
        for path, into in (("/", homes), (f"/s/{public}/status", polls)):
            ms, status, _raw = http.ask("GET", path)
            into.append(ms)
            failures += status != 200
    return homes, polls, failures


def watched(cluster: Cluster, http: Http, late: tuple[str, str]) -> dict:
    """The home page idle, then watched while the organiser corrects, then idle again."""
    idle = idle_probe(cluster.url)
    loaded = Probe(cluster.url, "GET", "/", PROBE_EVERY).start()
    watchers = []
    for _ in range(WATCHERS):
        watchers.append(Watcher(http, late[1]).start())
        time.sleep(WATCH_EVERY / WATCHERS)  # phones do not poll in step
    writes, end, table = [], time.monotonic() + WATCH_SECONDS, 0
    while time.monotonic() < end:
        table = table % 64 + 1
        writes.append(correction(http, late[0], ROUNDS, table, 10 + table % 30))
        time.sleep(min(CHANGE_EVERY, max(0.0, end - time.monotonic())))
    for watcher in watchers:
        watcher.stop()
    loaded.stop()
    after = idle_probe(cluster.url)
    everything = (0, float("inf"))
    return {
        "idle": idle.between(*everything),
        "loaded": loaded.between(*everything),
        "after": after.between(*everything),
        "probe_failures": idle.failures() + loaded.failures() + after.failures(),
        "watchers": watchers,
        "writes": writes,
    }


def writes_in_turns(http: Http, tokens: dict[str, tuple[str, str]]) -> tuple[list, list, int]:
    first, twelfth, failures = [], [], 0
    for i in range(WRITES):
        for token, number, into in ((tokens["A"][0], 1, first), (tokens["B"][0], ROUNDS, twelfth)):
            ms, status = correction(http, token, number, 1, 5 + i)
            into.append(ms)
            failures += status != 200
    return first, twelfth, failures


def report(seeded: float, turns, watch: dict, writes) -> None:
    homes, polls, poll_failures = turns
    first, twelfth, write_failures = writes
    print(
        f"venue 6, a {PLAYERS}-player event over {ROUNDS} rounds ({PLAYERS // 4 * ROUNDS} "
        f"tables) on 2 servers behind nginx, seeded in {seeded:.0f} s"
    )
    print(
        f"  one standings poll (/s/…/status) p50 {statistics.median(polls):.1f} ms vs the home "
        f"page {statistics.median(homes):.1f} ms, taking turns {TURNS} times: "
        f"{statistics.median(polls) / statistics.median(homes):.2f}x (p95 {p95(polls):.0f} vs "
        f"{p95(homes):.0f} ms); answers not 200: {poll_failures}"
    )
    watchers = watch["watchers"]
    polls = [ms for w in watchers for ms in w.polls]
    pages = [ms for w in watchers for ms in w.pages]
    idle, loaded, after = watch["idle"], watch["loaded"], watch["after"]
    changes = [ms for ms, _status in watch["writes"]]
    print(
        f"  {WATCHERS} phones watching for {WATCH_SECONDS:.0f} s while the organiser corrects a "
        f"round-{ROUNDS} table every {CHANGE_EVERY:.0f} s ({len(changes)} corrections, p50 "
        f"{p50(changes):.0f} ms): {len(polls)} polls p50 {p50(polls):.0f} / p95 "
        f"{p95(polls):.0f} ms, {len(pages)} standings pages after a change p50 "
        f"{p50(pages):.0f} / p95 {p95(pages):.0f} ms; failures "
        f"{sum(w.failures for w in watchers)}, home-page probe failures {watch['probe_failures']}"
    )
    print(
        f"  home page p95 while watched {p95(loaded):.0f} ms vs {p95(idle):.0f} ms idle before "
        f"= {p95(loaded) / p95(idle):.2f}x ({p95(loaded) / p95(idle + after):.2f}x both idle "
        f"windows together; {p95(after):.0f} ms after)"
    )
    print(
        f"  a table correction in round {ROUNDS} p50 {statistics.median(twelfth):.0f} ms vs in "
        f"round 1 {statistics.median(first):.0f} ms, taking turns {WRITES} times: "
        f"{statistics.median(twelfth) / statistics.median(first):.2f}x; answers not 200: "
        f"{write_failures}"
    )


def bench_watchers_large(database_url: str) -> None:
    with OwnRedis() as redis_server, Cluster(database_url, redis_server.url) as cluster:
        start = time.monotonic()
        tokens = seed(cluster.database_url)
        seeded = time.monotonic() - start
        http = Http(cluster.url)
        for _ in range(8):  # every worker's first look at the event (as after a restart)
            http.ask("GET", f"/s/{tokens['B'][1]}")
        turns = poll_against_home(http, tokens["B"][1])
        watch = watched(cluster, http, tokens["B"])
        writes = writes_in_turns(http, tokens)
    report(seeded, turns, watch, writes)
