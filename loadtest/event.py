"""A whole event on the several-servers setup: 64 players, 4 rounds, every phone over HTTP.

``play_event`` starts a ``Cluster`` (two gunicorn servers behind nginx on
PostgreSQL and Redis) and plays an event as a venue would:

- the organiser creates the event and adds the players through the API;
- each round, the organiser seats it through the API, and a second organiser
  on another phone presses the same button at the same moment: exactly one of
  the two may seat the round, the other must be told (409);
- every phone of every table opens its seat page, saves its ranch through the
  seat API in two steps (as the editor's autosave does) and marks it finished
  with the page's form, all tables at once;
- the organiser polls the standings until every table counts, then seats the
  next round (one request: the organiser's one touch);
- and what a real event meets: a player drops out and a late one joins after
  round 1, a phone in round 2 never finishes (the organiser closes the round:
  that table scores nothing), a second player drops, leaving an odd count.

Afterwards every seat is read back from PostgreSQL: each acknowledged save must
be stored, and the standings the app serves must equal ``independent_standings``,
worked out from the stored seats with SQL and the game engine alone.
"""

from __future__ import annotations

import http.cookiejar
import json
import random
import re
import statistics
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from sqlalchemy import Engine, create_engine, text

from companion.formats.ranch_json import read_ranch
from companion.games.moonriver import Game, Mode, Player, Scenario, score_game
from loadtest.cluster import Cluster

CSRF = re.compile(r'name="csrf_token" type="hidden" value="([^"]+)"')
ROUND_GAMES = ["base", "draw", "gold-rush", "base"]


@dataclass(frozen=True)
class EventPlan:
    players: int = 64
    rounds: int = 4
    phones_at_once: int = 32
    """Threads playing phones at the same moment (every table of a round plays at once)."""
    seed: int = 2026


@dataclass
class EventReport:
    plan: EventPlan
    seconds: float = 0.0
    requests: int = 0
    errors: list[str] = field(default_factory=list)
    acknowledged: int = 0
    lost: list[str] = field(default_factory=list)
    tables: int = 0
    seat_races: int = 0
    """Rounds where the second organiser was told (409) that the round was seated already."""
    standings_match: bool = False
    timings: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    organiser_touches: list[int] = field(default_factory=list)
    """Requests the organiser sent to seat each round once its last table finished (or,
    for the round with a table that never finishes, once every other table had)."""

    def lines(self, title: str) -> list[str]:
        p = self.plan
        out = [
            f"{title}: {p.players} players, {p.rounds} rounds, {self.tables} tables, every "
            f"phone over HTTP (2 gunicorn servers behind nginx, PostgreSQL + Redis); "
            f"{self.seconds:.0f} s",
            f"  requests {self.requests:,}, errors {len(self.errors)}, acknowledged saves "
            f"{self.acknowledged}, lost {len(self.lost)}, standings equal to the independent "
            f"computation: {'yes' if self.standings_match else 'NO'}",
            f"  two organisers seating at once: one seated, the other told (409) in "
            f"{self.seat_races}/{p.rounds} rounds; organiser requests to seat a round once "
            f"the last table finished: {self.organiser_touches} (round 2's table that "
            f"never finished: close, then seat)",
        ]
        for name, values in sorted(self.timings.items()):
            if values:
                ordered = sorted(values)
                p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
                out.append(
                    f"  {name:<16} n={len(values):<5} p50 {statistics.median(values) * 1000:6.0f} "
                    f"ms  p95 {p95 * 1000:6.0f} ms"
                )
        return out


class Client:
    """One phone: its own cookies (the form's CSRF session), timed requests."""

    def __init__(self, base: str, report: EventReport, lock: threading.Lock):
        self.base = base
        self.report = report
        self.lock = lock
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )

    def send(self, name: str, method: str, path: str, body=None, form=None, ok=(200, 201)):
        headers = {}
        data = None
        if body is not None:
            data, headers = json.dumps(body).encode(), {"Content-Type": "application/json"}
        elif form is not None:
            data = urllib.parse.urlencode(form).encode()
            headers = {"Content-Type": "application/x-www-form-urlencoded"}
        request = urllib.request.Request(self.base + path, data, headers, method=method)
        start = time.monotonic()
        try:
            with self.opener.open(request, timeout=60) as answer:
                status, raw = answer.status, answer.read()
        except urllib.error.HTTPError as refused:
            status, raw = refused.code, refused.read()
        except OSError as failed:
            status, raw = 0, str(failed).encode()
        with self.lock:
            self.report.requests += 1
            self.report.timings[name].append(time.monotonic() - start)
            if status not in ok:
                self.report.errors.append(f"{name} {method} {status}: {raw[:200]!r}")
        return status, raw


def ranch(total: int) -> dict:
    """Six desert plots holding ``total`` nuggets (0-54): a ranch worth ``total``."""
    cells = [(1, col) for col in range(1, 6)] + [(2, 1)]
    return {
        "plots": [
            {"row": r, "col": c, "terrain": "desert", "resources": min(9, max(0, total - 9 * i))}
            for i, (r, c) in enumerate(cells)
        ]
    }


def play_phone(
    client: Client, table: dict, seat: dict, total: int, saved: list, finish: bool = True
) -> None:
    """Open the seat, save the ranch in two steps through the seat API, mark it finished
    (unless this is the phone that never finishes)."""
    token, position = table["edit_token"], seat["position"]
    _status, page = client.send("seat page", "GET", f"/t/{token}/seat/{position}")
    whole = ranch(total)
    first = {"plots": whole["plots"][:3]}
    version = 0
    for step in (first, whole):
        status, raw = client.send(
            "autosave",
            "PUT",
            f"/api/v1/tables/{token}/seats/{position}",
            body={"version": version, "ranch": step},
        )
        if status == 200:
            version = json.loads(raw)["version"]
    saved.append((token, position, version, whole, finish))
    if not finish:
        return
    csrf = CSRF.search(page.decode())
    client.send(
        "finish",
        "POST",
        f"/t/{token}/seat/{position}/finished",
        form={"csrf_token": csrf.group(1) if csrf else "", "finished": "1"},
    )


def seat_round(organisers: list[Client], token: str, based_on: int, report: EventReport):
    """Both organisers press "seat the next round" at once; one seats it, one is told."""
    answers = [None, None]
    barrier = threading.Barrier(2)

    def press(i: int) -> None:
        barrier.wait()
        answers[i] = organisers[i].send(
            "seat round",
            "POST",
            f"/api/v1/events/{token}/rounds",
            body={"based_on": based_on},
            ok=(201, 409),
        )

    threads = [threading.Thread(target=press, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    statuses = sorted(status for status, _raw in answers)
    if statuses == [201, 409]:
        report.seat_races += 1
    else:
        report.errors.append(f"two organisers seating round {based_on + 1}: {statuses}")
    return json.loads(next(raw for status, raw in answers if status == 201))


def wait_until_counted(
    organiser: Client, public: str, number: int, stuck: int | None = None, timeout=300.0
) -> dict:
    """Poll the standings until every table of the round counts (but the stuck one)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _status, raw = organiser.send("standings poll", "GET", f"/api/v1/standings/{public}")
        standings = json.loads(raw)
        tables = standings["seated_rounds"][number - 1]["tables"]
        if all(t["status"] == "counted" for t in tables if t["number"] != stuck):
            return standings
        time.sleep(0.5)
    playing = [(t["number"], t["status"]) for t in tables if t["status"] != "counted"]
    raise TimeoutError(f"round {number} never finished: tables {playing}")


def run_event(base: str, plan: EventPlan, report: EventReport) -> tuple[str, list]:
    """Play the event against ``base``; the organiser token and every acknowledged save.

    Besides the ordinary rounds: after round 1 is seated one player drops out and a late
    one joins (both from round 2); in round 2 one phone never marks its ranch finished,
    so the organiser closes the round (that table scores nothing) before seating round 3;
    during round 2 a second player drops, so rounds 3 and 4 seat an odd count (63:
    fifteen tables of 4 and one of 3).
    """
    lock = threading.Lock()
    organisers = [Client(base, report, lock) for _ in range(2)]
    organiser = organisers[0]
    rng = random.Random(plan.seed)
    _status, raw = organiser.send(
        "create event",
        "POST",
        "/api/v1/events",
        body={"name": "Simulated event", "language": "en", "round_games": ROUND_GAMES},
    )
    event = json.loads(raw)
    token, public = event["organiser_token"], event["standings_token"]
    players = []
    for i in range(plan.players):
        club = {"name": f"Player {i + 1}", "club": f"Club {i % 8}" if i < 48 else None}
        _status, raw = organiser.send(
            "add player", "POST", f"/api/v1/events/{token}/players", body=club
        )
        players.append(json.loads(raw)["id"])
    saved: list = []
    touches = 1  # seating round 1 once the players are in
    for number in range(1, plan.rounds + 1):
        seated = seat_round(organisers, token, number - 1, report)
        report.organiser_touches.append(touches)
        tables = seated["round"]["tables"]
        report.tables += len(tables)
        if number == 1:
            organiser.send(
                "drop player", "POST", f"/api/v1/events/{token}/players/{players[0]}/drop"
            )
            late = {"name": "Late player"}
            organiser.send("add player", "POST", f"/api/v1/events/{token}/players", body=late)
        stuck = tables[0]["number"] if number == 2 else None
        jobs = [
            (table, seat, rng.randint(0, 54), not (table["number"] == stuck and last))
            for table in tables
            for last, seat in (
                (i == len(table["seats"]) - 1, s) for i, s in enumerate(table["seats"])
            )
        ]
        with ThreadPoolExecutor(plan.phones_at_once) as pool:
            phones = [
                pool.submit(
                    play_phone, Client(base, report, lock), table, seat, total, saved, finish
                )
                for table, seat, total, finish in jobs
            ]
        for phone in phones:
            phone.result()  # a phone that broke down says why, here
        if report.errors:  # a refused save or finish: its table would never count
            raise RuntimeError(
                f"round {number}: {len(report.errors)} requests failed: {report.errors[:5]}"
            )
        if number == 2:
            organiser.send(
                "drop player", "POST", f"/api/v1/events/{token}/players/{players[1]}/drop"
            )
        wait_until_counted(organiser, public, number, stuck)
        touches = 1
        if stuck is not None:  # the table that never finishes: close the round first
            _status, raw = organiser.send(
                "close round", "POST", f"/api/v1/events/{token}/rounds/{number}/close"
            )
            if json.loads(raw)["void_tables"] != [stuck]:
                report.errors.append(f"closing round {number} voided {raw[:100]!r}")
            touches = 2
    return token, saved


def independent_standings(engine: Engine, event_id: int) -> list[tuple[str, int, int, int]]:
    """(name, event points, game points, best game) of every player, best first, worked
    out without the app's services: the stored seats read with SQL, each finished,
    non-void table scored by the game engine, points by place from the event's row."""
    with engine.connect() as connection:
        points = connection.execute(
            text("SELECT points FROM events WHERE id = :id"), {"id": event_id}
        ).scalar_one()
        players = connection.execute(
            text("SELECT id, name FROM event_players WHERE event_id = :id ORDER BY id"),
            {"id": event_id},
        ).all()
        seats = connection.execute(
            text(
                "SELECT t.id, es.player_id, s.ranch, s.finished, t.void, g.mode, g.scenario "
                "FROM event_tables t JOIN event_rounds r ON r.id = t.round_id "
                "JOIN games g ON g.id = t.game_id "
                "JOIN event_seats es ON es.table_id = t.id "
                "JOIN seats s ON s.game_id = t.game_id AND s.position = es.position "
                "WHERE r.event_id = :id ORDER BY t.id, s.position"
            ),
            {"id": event_id},
        ).all()
    points = json.loads(points) if isinstance(points, str) else points
    tables: dict[int, list] = defaultdict(list)
    variants = {}
    for table_id, player, stored, finished, void, mode, scenario in seats:
        stored = json.loads(stored) if isinstance(stored, str) else stored
        tables[table_id].append((player, stored, finished, void))
        variants[table_id] = (Mode(mode), Scenario(scenario) if scenario else None)
    totals = {pid: [0, 0, None] for pid, _name in players}
    for table_id, rows in tables.items():
        if any(void or not finished or stored is None for _p, stored, finished, void in rows):
            continue  # void, or a seat not finished: it does not count
        mode, scenario = variants[table_id]
        game = Game(
            players=tuple(
                Player(str(p), read_ranch(stored, rows=stored.get("rows", 5)))
                for p, stored, _f, _v in rows
            ),
            mode=mode,
            scenario=scenario,
        )
        for (player, *_rest), result in zip(rows, score_game(game).players, strict=True):
            mine = totals[player]
            mine[0] += points[str(len(rows))][result.rank - 1]
            mine[1] += result.score.total
            mine[2] = max(mine[2] or 0, result.score.total)
    names = dict(players)
    out = [(names[pid], e, g, b or 0) for pid, (e, g, b) in totals.items()]
    return sorted(out, key=lambda row: (-row[1], -row[2], -row[3]))


def check_saves(engine: Engine, saved: list, report: EventReport) -> None:
    """Every acknowledged save is stored: the seat holds that version's ranch, finished."""
    with engine.connect() as connection:
        stored = {
            (token, position): (version, json.loads(r) if isinstance(r, str) else r, finished)
            for token, position, version, r, finished in connection.execute(
                text(
                    "SELECT g.edit_token, s.position, s.version, s.ranch, s.finished "
                    "FROM seats s JOIN games g ON g.id = s.game_id"
                )
            )
        }
    for token, position, version, whole, finished in saved:
        report.acknowledged += 1
        found = stored.get((token, position))
        if found is None or found[0] != version or read_ranch(found[1]) != read_ranch(whole):
            report.lost.append(f"{token[:6]}…/{position}: stored {found and found[0]}")
        elif found[2] != finished:
            report.lost.append(f"{token[:6]}…/{position}: finished {found[2]}")


def play_event(database_url: str, redis_url: str, plan: EventPlan | None = None) -> EventReport:
    plan = plan or EventPlan()
    report = EventReport(plan)
    with Cluster(database_url, redis_url, workers=2) as cluster:
        start = time.monotonic()
        token, saved = run_event(cluster.url, plan, report)
        report.seconds = time.monotonic() - start
        engine = create_engine(cluster.database_url)
        try:
            check_saves(engine, saved, report)
            with engine.connect() as connection:
                event_id = connection.execute(
                    text("SELECT id FROM events WHERE organiser_token = :t"), {"t": token}
                ).scalar_one()
            public = json.loads(
                Client(cluster.url, EventReport(plan), threading.Lock()).send(
                    "standings", "GET", f"/api/v1/events/{token}"
                )[1]
            )["standings"]
            served = [
                (s["name"], s["event_points"], s["game_points"], s["best_game"]) for s in public
            ]
            expected = independent_standings(engine, event_id)
            report.standings_match = served == expected
            if not report.standings_match:
                report.errors += [
                    f"served {a}, expected {b}"
                    for a, b in zip(served, expected, strict=True)
                    if a != b
                ][:5]
        finally:
            engine.dispose()
    return report
