"""One convention evening on a fresh cluster: play it with Locust, then read every table back.

``play`` starts a ``Cluster``, runs Locust headless on ``loadtest/phones.py``
against nginx (bounded: a number of tables, and a time limit after which the
run is cut), optionally kills one app server with SIGKILL part-way through
and starts it again, or runs whatever else the caller brings (``during``: the
venue benchmark hangs Redis), then reads every table the phones started
straight from PostgreSQL and checks each acknowledged save. The cluster is torn
down whatever happens. The figures come back as an ``EveningReport``.
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import signal
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from loadtest.cluster import ROOT, Cluster, die_with_parent

LOCUSTFILE = ROOT / "loadtest" / "phones.py"
PLOTS_PER_SAVE = 3  # as in phones.py
SAVES_PER_TABLE = sum(
    -(-len(player["ranch"]["plots"]) // PLOTS_PER_SAVE)
    for player in json.loads((ROOT / "examples" / "legends-table.json").read_text())["players"]
)
REQUEST_TYPES = (
    "start page",
    "start table",
    "table page",
    "seat page",
    "autosave",
    "finish",
    "results poll",
    "results page",
    "score sheet",
    "score sheet PDF",
)


@dataclass(frozen=True)
class Evening:
    """What to play. ``kill``: kill the last server once half the evening's saves are
    stored, and start it again at once."""

    tables: int = 20
    at_once: int = 10
    pace: float = 1.0
    poll: float = 4.0
    pdf_every: int = 4
    time_limit: float = 100.0
    kill: bool = False
    servers: int = 2
    workers: int = 2


@dataclass(frozen=True)
class Timing:
    count: int
    failures: int
    p50: float
    p95: float


@dataclass
class EveningReport:
    evening: Evening
    seconds: float = 0.0
    tables_started: int = 0
    tables_complete: int = 0
    requests: int = 0
    errors: int = 0
    error_kinds: dict[str, int] = field(default_factory=dict)
    timings: dict[str, Timing] = field(default_factory=dict)
    acknowledged: int = 0
    lost: list[str] = field(default_factory=list)
    stored_unacknowledged: int = 0
    merged: int = 0
    killed_at: float | None = None
    back_after: float | None = None
    redis_keys: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    busy: int = 0
    """503s and 429s with Retry-After (a server too busy for a PDF just then, or without its
    database) that the phones tried again after that time."""
    cut: int = 0
    """Answers cut short by a server going away mid-answer (no proxy can send those to the
    other server) that the phones asked for again, as a person reloads."""
    given_up: int = 0
    """Seats whose phone gave up its last change: refused on the last of its tries."""
    cut_short: int = 0
    """Seats whose last change was still being sent, or waiting to be sent again, when the
    evening's time limit stopped the phones."""

    @property
    def too_many(self) -> int:
        """Answers 429 (over a limit)."""
        return self.statuses.get(429, 0)

    @property
    def server_errors(self) -> int:
        """Answers 5xx but for the busy ones tried again, and requests no server answered."""
        failed = sum(n for status, n in self.statuses.items() if status >= 500 or status == 0)
        return failed - self.busy

    def lines(self, title: str) -> list[str]:
        e = self.evening
        out = [
            f"{title}: {self.tables_started} tables of 4 phones ({e.at_once} at once), "
            f"{e.servers} gunicorn servers x {e.workers} workers behind nginx, "
            f"PostgreSQL + Redis; {self.seconds:.0f} s",
        ]
        if self.killed_at is not None:
            out.append(
                f"  server {e.servers} killed (SIGKILL) at {self.killed_at:.0f} s, "
                f"answering again {self.back_after:.1f} s later"
            )
        out.append(
            f"  requests {self.requests:,} ({self.requests / max(self.seconds, 1):.0f}/s), "
            f"errors {self.errors}, tables complete "
            f"{self.tables_complete}/{self.tables_started}, acknowledged saves "
            f"{self.acknowledged:,}, lost {len(self.lost)} (answered by a merge: "
            f"{self.merged}; stored but never acknowledged: {self.stored_unacknowledged})"
        )
        out.append(
            f"  answers 429 (over a limit): {self.too_many}; 5xx or none at all: "
            f"{self.server_errors}; busy (503 with Retry-After, tried again): {self.busy}; "
            f"cut short mid-answer, asked again: {self.cut}"
        )
        for kind, count in sorted(self.error_kinds.items()):
            out.append(f"  error x{count}: {kind}")
        for problem in self.lost[:5]:
            out.append(f"  lost: {problem}")
        out.append(f"  {'request':<16} {'count':>7} {'p50 ms':>7} {'p95 ms':>7}")
        for name in REQUEST_TYPES:
            t = self.timings.get(name)
            if t:
                out.append(f"  {name:<16} {t.count:>7,} {t.p50:>7.0f} {t.p95:>7.0f}")
        return out


def play(
    database_url: str,
    redis_url: str,
    evening: Evening,
    *,
    extra_env: dict[str, str] | None = None,
    during: Callable[[Cluster], None] | None = None,
    database_port: int | None = None,
    before: Callable[[Cluster], None] | None = None,
) -> EveningReport:
    """Play ``evening``; ``extra_env`` goes to the servers, ``before(cluster)`` runs once
    they are up and before any phone, ``during(cluster)`` while the phones play (the
    evening goes on until its tables or its time limit are done)."""
    report = EveningReport(evening)
    cluster = Cluster(
        database_url, redis_url, evening.servers, evening.workers, extra_env, database_port
    )
    with cluster:
        if before is not None:
            before(cluster)
        ledger_path = cluster.folder / "ledger.jsonl"
        stats_prefix = cluster.folder / "locust"
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "LOADTEST_TABLES": str(evening.tables),
            "LOADTEST_PACE": str(evening.pace),
            "LOADTEST_POLL": str(evening.poll),
            "LOADTEST_PDF_EVERY": str(evening.pdf_every),
            "LOADTEST_LEDGER": str(ledger_path),
        }
        command = [
            sys.executable,
            "-m",
            "locust",
            "-f",
            str(LOCUSTFILE),
            "--headless",
            "--users",
            str(evening.at_once),
            "--spawn-rate",
            str(max(1, evening.at_once // 4)),
            "--run-time",
            f"{int(evening.time_limit)}s",
            "--stop-timeout",
            "5",
            "--host",
            cluster.url,
            "--csv",
            str(stats_prefix),
            "--loglevel",
            "WARNING",
            "--exit-code-on-error",
            "0",
        ]
        started = time.monotonic()
        with (cluster.folder / "locust.log").open("ab") as log:
            locust = subprocess.Popen(
                command,
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                preexec_fn=die_with_parent,
            )
        try:
            if evening.kill:
                wait_for_saves(cluster, locust, evening.tables * SAVES_PER_TABLE // 2)
                if locust.poll() is None:
                    report.killed_at = time.monotonic() - started
                    cluster.kill_server(len(cluster.servers) - 1)
                    down = time.monotonic()
                    cluster.start_server(len(cluster.servers) - 1)
                    report.back_after = time.monotonic() - down
            if during is not None:
                during(cluster)
            locust.wait(timeout=evening.time_limit + 60)
        except BaseException:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(locust.pid, signal.SIGKILL)
            locust.wait()
            raise
        report.seconds = time.monotonic() - started
        if not ledger_path.exists():
            raise RuntimeError(f"Locust wrote no ledger\n{cluster.logs()}")
        read_stats(stats_prefix, report)
        check_saves(cluster.database_url, ledger_path, report)
        report.redis_keys = cluster.redis_keys()
    return report


def wait_for_saves(cluster: Cluster, locust: subprocess.Popen, count: int) -> None:
    """Wait until ``count`` saves are stored (or Locust has ended): versions count them."""
    from sqlalchemy import create_engine, text

    engine = create_engine(cluster.database_url)
    try:
        while locust.poll() is None:
            with engine.connect() as connection:
                stored = connection.execute(text("SELECT coalesce(sum(version), 0) FROM seats"))
                if stored.scalar_one() >= count:
                    return
            time.sleep(0.25)
    finally:
        engine.dispose()


def read_stats(prefix: Path, report: EveningReport) -> None:
    with Path(f"{prefix}_stats.csv").open(newline="") as file:
        for row in csv.DictReader(file):
            count, failures = int(row["Request Count"]), int(row["Failure Count"])
            if row["Name"] == "Aggregated":
                report.requests, report.errors = count, failures
            elif count:
                report.timings[row["Name"]] = Timing(
                    count, failures, float(row["50%"]), float(row["95%"])
                )
    failures_file = Path(f"{prefix}_failures.csv")
    if failures_file.exists():
        with failures_file.open(newline="") as file:
            for row in csv.DictReader(file):
                kind = f"{row['Method']} {row['Name']}: {row['Error']}"
                report.error_kinds[kind] = report.error_kinds.get(kind, 0) + int(row["Occurrences"])


def same_plots(stored, sent_plots: list) -> bool:
    from companion.formats.ranch_json import read_ranch

    if stored is None:
        return False
    sent = read_ranch({"plots": sent_plots}, rows=stored.rows)
    cell = lambda plot: plot.cell  # noqa: E731
    return sorted(stored.plots, key=cell) == sorted(sent.plots, key=cell)


def check_saves(database_url: str, ledger_path: Path, report: EveningReport) -> None:
    """Every seat's last acknowledged save must be what is stored, version and plots.

    A save that reached the database but whose answer never reached the phone (a
    server killed mid-request) may sit on top of it: then what is stored must be
    one of that phone's later attempts, and it is counted, not called lost.
    """
    from sqlalchemy.orm import sessionmaker

    from companion import storage

    entries = [json.loads(line) for line in ledger_path.read_text().splitlines()]
    report.tables_started = sum(1 for e in entries if e["kind"] == "table")
    report.tables_complete = sum(1 for e in entries if e["kind"] == "played" and e["complete"])
    for entry in entries:
        if entry["kind"] == "statuses":
            counts = dict(entry["counts"])
            report.busy = counts.pop("busy", 0)
            report.cut = counts.pop("cut", 0)
            report.statuses = {int(status): n for status, n in counts.items()}
    saves: dict[tuple[str, int], list[dict]] = defaultdict(list)
    for entry in entries:
        if entry["kind"] == "save":
            saves[entry["edit"], entry["seat"]].append(entry)
    engine = storage.make_engine(database_url)
    repo = storage.GameRepository(sessionmaker(engine, expire_on_commit=False))
    try:
        for (edit, seat), attempts in saves.items():
            # acknowledged: a 200 the phone could read (one cut short is a phone's error)
            acked = [a for a in attempts if a.get("status") == 200 and "version" in a]
            report.acknowledged += len(acked)
            report.merged += sum(1 for a in acked if a.get("merged"))
            record = repo.by_edit_token(edit)
            stored = record.seat(seat) if record else None
            final = attempts[-1]
            if final.get("status") != 200 and final.get("last_try"):
                report.given_up += 1
            elif final.get("status") != 200:
                report.cut_short += 1
            if not acked:
                continue
            last = max(acked, key=lambda a: a["version"])
            where = f"table {edit[:6]}…, seat {seat}"
            if stored is None:
                report.lost.append(f"{where}: not in the database")
            elif stored.version < last["version"]:
                report.lost.append(
                    f"{where}: version {stored.version} stored, {last['version']} acknowledged"
                )
            elif stored.version == last["version"]:
                if not same_plots(stored.ranch, last["plots"]):
                    report.lost.append(f"{where}: version {stored.version} holds other plots")
            else:
                later = [a for a in attempts if a["based_on"] >= last["version"]]
                if any(same_plots(stored.ranch, a["plots"]) for a in later):
                    report.stored_unacknowledged += stored.version - last["version"]
                else:
                    report.lost.append(f"{where}: version {stored.version} is no save of ours")
    finally:
        engine.dispose()
