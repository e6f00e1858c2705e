"""Standings and organiser writes: what a watcher's poll and an organiser's change cost the server.

In one process, through the app's own test client on an SQLite file, server
time only (no network, no proxy: what the app itself spends):

1. A 64-player event (16 tables), every table played: the standings page's poll
   (``/s/<token>/status``) and the JSON standings with nothing changed (sent
   with the ETag, and without), the JSON standings after one phone's save (one
   table scored again), and cold (every table scored, as every poll did before).
2. A 256-player event (64 tables a round, ``BENCH_EVENT_PLAYERS`` to change):
   an organiser's table correction (``PUT .../rounds/N/tables/1``) in round 1
   and in round 12, each the median of several; then, in round 12, the
   watchers' polls (768 tables in all).

Every figure is given as a ratio to the home page measured in the same run
(the baseline), and the round-12 write as a ratio to the round-1 write.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

from companion import create_app, storage
from companion.api import events as api_events
from companion.events import service
from companion.formats.ranch_json import ranch_to_json
from companion.storage.events import forget_kept
from tests.events import commands
from tests.events.helpers import ranch_worth

REPEATS = int(os.environ.get("BENCH_REPEATS", "15"))


def _app(tmp: str):
    url = f"sqlite:///{tmp}/standings.db"
    config = {"TESTING": True, "SECRET_KEY": "bench", "DATABASE_URL": url}
    return create_app({**config, "RATELIMIT_ENABLED": False})


def median_ms(call, repeats: int = REPEATS) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def build(app, players: int, rounds: int):
    """An event of ``players`` with round 1 seated; its tokens."""
    with app.test_request_context("/?lang=en"):
        event = commands.create_event("Bench", "en", ["base"] * rounds)
        for i in range(players):
            commands.add_player(event.organiser_token, f"Player {i + 1}", f"Club {i % 9}")
        commands.seat_next_round(event.organiser_token, 0, seed=1)
    return event.organiser_token, event.standings_token


def play_round(app, token: str, number: int) -> None:
    """Every table of the round entered and finished by the organiser (one unit each)."""
    with app.test_request_context("/?lang=en"):
        round_ = service.organiser_event(token).round(number)
        for table in round_.tables:
            rows = 10 if len(table.players) == 2 else 5
            totals = {
                p: ranch_worth(7 * p + number, rows) for p in range(1, len(table.players) + 1)
            }
            commands.correct_table(token, number, table.number, totals)


def next_round(app, token: str, number: int) -> None:
    with app.test_request_context("/?lang=en"):
        commands.seat_next_round(token, number, seed=number)


def polls(app, client, token: str, public: str) -> dict[str, float]:
    play_round(app, token, 1)
    status = f"/s/{public}/status"
    api = f"/api/v1/standings/{public}"
    etag = client.get(api).headers["ETag"]
    polled = client.get(status).headers["ETag"]
    figures = {
        "poll, nothing changed (/s/…/status, ETag: 304)": median_ms(
            lambda: client.get(status, headers={"If-None-Match": polled})
        ),
        "JSON standings, nothing changed (ETag: 304)": median_ms(
            lambda: client.get(api, headers={"If-None-Match": etag})
        ),
        "JSON standings, nothing changed (no ETag)": median_ms(lambda: client.get(api)),
    }
    edit = service_table_edit(app, token)
    versions = iter(range(1, 10_000))

    def after_a_save():
        version = next(versions)
        body = {"version": version, "ranch": ranch_to_json(ranch_worth(version % 50))}
        client.put(f"/api/v1/tables/{edit}/seats/1", json=body)
        start = time.perf_counter()
        client.get(api)
        return (time.perf_counter() - start) * 1000

    figures["JSON standings after one phone's save"] = statistics.median(
        after_a_save() for _ in range(REPEATS)
    )

    def cold():
        kept_by_stamp = (service.TABLE_SCORES, service.EVENT_STANDINGS, service.PUBLIC_EVENTS)
        for kept in (*kept_by_stamp, api_events.ANSWERS):
            kept.items.clear()
        forget_kept()  # every stored ranch read back again too
        client.get(api)

    figures["JSON standings cold (every ranch read, every table scored)"] = median_ms(cold)
    return figures


def interleaved(client, token: str) -> tuple[float, float]:
    """Corrections of a table of round 1 and of round 12 in turns, the event at round 12:
    the machine's moments are shared alike, so their ratio is steadier than two runs'."""
    times: dict[int, list[float]] = {1: [], 12: []}
    for i in range(REPEATS):
        for number in (1, 12):
            body = {"seats": [{"position": 2, "ranch": ranch_to_json(ranch_worth(i + 2))}]}
            start = time.perf_counter()
            answer = client.put(f"/api/v1/events/{token}/rounds/{number}/tables/1", json=body)
            times[number].append((time.perf_counter() - start) * 1000)
            assert answer.status_code == 200, answer.get_json()
    return statistics.median(times[1]), statistics.median(times[12])


def large_polls(client, public: str) -> dict[str, float]:
    """The watchers' polls of the large event once every round is seated (the correction
    just made is the last change: the first read scores what it touched)."""
    api = f"/api/v1/standings/{public}"
    start = time.perf_counter()
    client.get(api)
    after_change = (time.perf_counter() - start) * 1000
    page = f"/s/{public}"
    polled = client.get(f"/s/{public}/status").headers["ETag"]
    return {
        "JSON standings after a change (the first watcher)": after_change,
        "the standings page after that change (every other watcher)": median_ms(
            lambda: client.get(page)
        ),
        "poll, nothing changed (/s/…/status, ETag: 304)": median_ms(
            lambda: client.get(f"/s/{public}/status", headers={"If-None-Match": polled})
        ),
        "JSON standings, nothing changed (no ETag)": median_ms(lambda: client.get(api)),
    }


def service_table_edit(app, token: str) -> str:
    with app.test_request_context("/?lang=en"):
        return service.organiser_event(token).round(1).tables[0].game.edit_token


def correction_ms(app, client, token: str, number: int) -> tuple[float, float]:
    """A correction of table 1 of round ``number``: the median time, and the median of
    its ratio to the home page measured just before it (a busy machine slows both)."""
    body = {"seats": [{"position": 1, "ranch": {"plots": []}}]}
    url = f"/api/v1/events/{token}/rounds/{number}/tables/1"
    times, ratios = [], []
    for i in range(REPEATS):
        home = median_ms(lambda: client.get("/"), 3)
        body["seats"][0]["ranch"] = ranch_to_json(ranch_worth(i + 1))
        start = time.perf_counter()
        answer = client.put(url, json=body)
        times.append((time.perf_counter() - start) * 1000)
        ratios.append(times[-1] / home)
        assert answer.status_code == 200, answer.get_json()
    return statistics.median(times), statistics.median(ratios)


def bench_standings() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        app = _app(tmp)
        client = app.test_client()
        home = median_ms(lambda: client.get("/"))
        print(f"standings: baseline, the home page: {home:.2f} ms (median of {REPEATS})")
        token, public = build(app, 64, 4)
        for name, ms in polls(app, client, token, public).items():
            print(f"standings: 16 tables, {name}: {ms:.2f} ms = {ms / home:.2f}× home")
        players = int(os.environ.get("BENCH_EVENT_PLAYERS", "256"))
        token, public = build(app, players, 12)
        first, first_ratio = correction_ms(app, client, token, 1)
        print(
            f"standings: {players} players, a correction in round 1: {first:.1f} ms "
            f"({first_ratio:.1f}× home)"
        )
        for number in range(1, 12):
            play_round(app, token, number)
            next_round(app, token, number)
        twelfth, twelfth_ratio = correction_ms(app, client, token, 12)
        print(
            f"standings: {players} players, a correction in round 12: {twelfth:.1f} ms "
            f"({twelfth_ratio:.1f}× home) = {twelfth / first:.2f}× round 1 "
            f"({twelfth_ratio / first_ratio:.2f}× against the home page of the moment)"
        )
        early, late = interleaved(client, token)
        print(
            f"standings: {players} players in round 12, a correction of a round-1 table "
            f"{early:.1f} ms and of a round-12 table {late:.1f} ms, taking turns: "
            f"{late / early:.2f}×"
        )
        for name, ms in large_polls(client, public).items():
            where = f"standings: {players} players in round 12"
            print(f"{where}, {name}: {ms:.2f} ms = {ms / home:.2f}× home")
        storage.dispose(app)


if __name__ == "__main__":
    bench_standings()
