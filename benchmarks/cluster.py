"""The long convention evening: two gunicorn servers behind nginx on PostgreSQL and Redis.

Two evenings of the same size are played one after the other on fresh clusters
(``loadtest``): a steady one, and one where an app server is killed (SIGKILL)
half-way and started again. Each prints requests, errors, acknowledged saves
lost after reading every table back, and p50/p95 per request type; the last
table puts the killed evening's p95 against the steady one's, measured in the
same run. Runs on PostgreSQL and Redis servers of its own unless ``TEST_DATABASE_URL`` and
``TEST_REDIS_URL`` name some (``loadtest/services.py``); each evening gets its own schema and
key prefix.
"""

from __future__ import annotations

import os

from loadtest import services
from loadtest.cluster import nginx_program
from loadtest.evening import REQUEST_TYPES, Evening, play

LONG_EVENING = Evening(tables=200, at_once=25, pace=1.0, poll=4.0, time_limit=600)


def bench_cluster() -> None:
    absent = "nginx" if nginx_program() is None else services.missing()
    if absent:
        print(f"cluster: skipped (needs {absent})")
        return
    with services.database_url() as database_url, services.redis_url() as redis_url:
        run_cluster(database_url, redis_url)


def run_cluster(database_url: str, redis_url: str) -> None:
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"cluster: the machine's load average before the evenings: {load}")
    steady = play(database_url, redis_url, LONG_EVENING)
    print("\n".join(steady.lines("cluster, steady")))
    killed = play(database_url, redis_url, Evening(**{**LONG_EVENING.__dict__, "kill": True}))
    print("\n".join(killed.lines("cluster, one server killed half-way")))
    print(f"  {'request':<16} p95 killed / p95 steady")
    for name in REQUEST_TYPES:
        if name in steady.timings and name in killed.timings:
            ratio = killed.timings[name].p95 / max(steady.timings[name].p95, 1.0)
            print(f"  {name:<16} {ratio:.2f}x")


if __name__ == "__main__":
    bench_cluster()
