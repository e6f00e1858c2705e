"""A simulated event: 64 players over 4 rounds on two servers behind nginx (PostgreSQL, Redis).

Every phone of every table opens its seat, saves its ranch in two steps through
the seat API and marks it finished; two organisers press "seat the next round"
at the same moment each round (one seats it, the other is told); the organiser
polls the standings and seats the next round as soon as every table counts
(``loadtest/event.py``). Prints requests, errors, acknowledged saves lost, whether
the standings served equal the ones worked out from the stored seats alone, and
p50/p95 per request type. Runs on PostgreSQL and Redis servers of its own unless
``TEST_DATABASE_URL`` and ``TEST_REDIS_URL`` name some; the event gets its own schema.
"""

from __future__ import annotations

import os

from loadtest import services
from loadtest.cluster import nginx_program
from loadtest.event import EventPlan, play_event


def bench_event() -> None:
    absent = "nginx" if nginx_program() is None else services.missing()
    if absent:
        print(f"event: skipped (needs {absent})")
        return
    with services.database_url() as database_url, services.redis_url() as redis_url:
        run_event(database_url, redis_url)


def run_event(database_url: str, redis_url: str) -> None:
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"event: the machine's load average before the event: {load}")
    report = play_event(database_url, redis_url, EventPlan())
    print("\n".join(report.lines("event")))
    for error in report.errors[:10]:
        print(f"  error: {error}")


if __name__ == "__main__":
    bench_event()
