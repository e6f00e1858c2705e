"""A simulated event: 64 players over 4 rounds on two servers behind nginx (PostgreSQL, Redis).

Every phone of every table opens its seat, saves its ranch in two steps through
the seat API and marks it finished; two organisers press "seat the next round"
at the same moment each round (one seats it, the other is told); the organiser
polls the standings and seats the next round as soon as every table counts
(``loadtest/event.py``). Prints requests, errors, acknowledged saves lost, whether
the standings served equal the ones worked out from the stored seats alone, and
p50/p95 per request type. Needs PostgreSQL (``TEST_DATABASE_URL``) and Redis
(``TEST_REDIS_URL``, default 127.0.0.1:6379); the event gets its own schema.
"""

from __future__ import annotations

import os

from loadtest.cluster import nginx_program
from loadtest.event import EventPlan, play_event


def bench_event() -> None:
    database_url = os.environ.get("TEST_DATABASE_URL", "")
    redis_url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
    if not database_url or nginx_program() is None:
        print("event: skipped (needs nginx and TEST_DATABASE_URL pointing at PostgreSQL)")
        return
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"event: the machine's load average before the event: {load}")
    report = play_event(database_url, redis_url, EventPlan())
    print("\n".join(report.lines("event")))
    for error in report.errors[:10]:
        print(f"  error: {error}")


if __name__ == "__main__":
    bench_event()
