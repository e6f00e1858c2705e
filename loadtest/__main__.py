"""``python -m loadtest``: play a convention evening on two servers behind nginx, by hand.

    DATABASE_URL=postgresql+psycopg://postgres@127.0.0.1:5432/test \\
    REDIS_URL=redis://127.0.0.1:6379/0 .venv/bin/python -m loadtest --tables 40 --kill

The run gets its own PostgreSQL schema and Redis key prefix, both removed at the end.
"""

from __future__ import annotations

import argparse
import os
import sys

from loadtest.evening import Evening, play


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m loadtest", description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=40, help="tables played in all")
    parser.add_argument("--at-once", type=int, default=20, help="tables playing at the same time")
    parser.add_argument("--pace", type=float, default=1.0, help="mean seconds between changes")
    parser.add_argument("--time-limit", type=float, default=300, help="cut the run after this")
    parser.add_argument("--kill", action="store_true", help="kill server 2 half-way, restart it")
    args = parser.parse_args(argv)
    database_url = os.environ.get("DATABASE_URL", "")
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    if not database_url.startswith("postgresql"):
        print("set DATABASE_URL to a PostgreSQL server (the run makes its own schema)")
        return 2
    evening = Evening(
        tables=args.tables,
        at_once=args.at_once,
        pace=args.pace,
        time_limit=args.time_limit,
        kill=args.kill,
    )
    report = play(database_url, redis_url, evening)
    print("\n".join(report.lines("evening")))
    return 0 if report.errors == 0 and not report.lost else 1


if __name__ == "__main__":
    sys.exit(main())
