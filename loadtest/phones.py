"""The Locust file of a convention evening: each Locust user is one table of four phones.

Run only by Locust (``locust -f loadtest/phones.py``; ``loadtest.evening`` does it):
Locust patches the standard library with gevent when it is imported.

A table plays what the app's pages do on real phones, over HTTP through nginx:
the host opens Game night, starts a 4-player Legends of the West table through
the form (with its CSRF token), and opens the table page; the three others
open the shared edit link. Each phone opens its seat's editor and autosaves its
ranch as it grows, three plots at a time, each save naming the version it is
based on (as ``static/editor.js`` does); then marks it finished, waits on the
results page polling the results feed every few seconds (as ``static/results.js``
does, reloading when the stamp changes) until the table is complete, and opens the
filled score sheet; the host of one table in ``PDF_EVERY`` downloads its PDF.

Every save attempt and its answer go into a ledger (JSON lines) written when
Locust quits, so ``loadtest.evening`` can check every acknowledged save against
the database afterwards; so does the count of every status answered (how many
429s, how many 5xx). Settings come from the environment (LOADTEST_*).
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

import gevent
from locust import FastHttpUser, constant, events, task
from locust.contrib.fasthttp import FastHttpSession
from locust.exception import StopUser

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = json.loads((ROOT / "examples" / "legends-table.json").read_text())

TABLES = int(os.environ.get("LOADTEST_TABLES", "20"))
"""How many tables the evening plays in all (the count bound)."""
PACE = float(os.environ.get("LOADTEST_PACE", "1.0"))
"""Mean seconds between a player's changes (a real player takes longer)."""
POLL = float(os.environ.get("LOADTEST_POLL", "4.0"))
"""Seconds between two polls of the results feed (results.js: 4)."""
PDF_EVERY = int(os.environ.get("LOADTEST_PDF_EVERY", "4"))
PDF_TRIES = 6
"""How often a host asks for a PDF the server says it is too busy to make just now."""
RELOADS = 3
"""How often a person reloads a page that came cut short (its server went away mid-answer)."""
SAVE_TRIES = 12
"""How often a phone sends a change again after a 429 or 503 with Retry-After (the editor
keeps it and never gives up; a minute of a database away is 12 tries of 5 s)."""
WAIT_LIMIT = float(os.environ.get("LOADTEST_WAIT_LIMIT", "120"))
"""A table not complete after this long is a failure, never an endless poll."""
LEDGER = os.environ.get("LOADTEST_LEDGER", "")
PLOTS_PER_SAVE = 3
LANGUAGES = ("zh-HK,zh;q=0.8", "de-DE,de;q=0.9", "es-ES,es;q=0.9", "pt-PT,pt;q=0.9", "en")
CSRF = re.compile(r'name="csrf_token" type="hidden" value="([^"]+)"')
VIEW_LINK = re.compile(r"/r/([A-Za-z0-9_-]+)")

ledger: list[dict] = []
tables = {"claimed": 0, "done": 0}
statuses: dict[int | str, int] = {}
"""Every answer's status, 0 for none (a connection refused or cut); "busy": how many of the
503s were a busy server's (with Retry-After) that the phone tried again; "cut": how many
answers came cut short by a server going away mid-answer and were asked for again."""


def claim_table() -> int | None:
    """The number of the next table to play, or None when the evening has played enough."""
    if tables["claimed"] >= TABLES:
        return None
    tables["claimed"] += 1
    return tables["claimed"]


@events.request.add_listener
def count_status(response=None, **_kwargs) -> None:
    status = getattr(response, "status_code", 0) or 0
    statuses[status] = statuses.get(status, 0) + 1


@events.quitting.add_listener
def write_ledger(environment, **_kwargs) -> None:
    if LEDGER:
        with open(LEDGER, "w", encoding="utf-8") as file:
            for entry in [*ledger, {"kind": "statuses", "counts": statuses}]:
                file.write(json.dumps(entry, ensure_ascii=False) + "\n")


def think(scale: float = 1.0) -> None:
    gevent.sleep(random.uniform(0.5, 1.5) * PACE * scale)


def retry_after(response) -> float | None:
    """The seconds a 429 or 503 asks to wait before trying again, if it says."""
    if response.status_code not in (429, 503):
        return None
    try:
        return float(response.headers.get("Retry-After", ""))
    except ValueError:
        return None


def patiently(send, expect: int = 200, tries: int = SAVE_TRIES):
    """``send()`` (a ``catch_response`` request), again while the server asks for it with
    Retry-After, as the seat editor does and a person tapping again does, and again after a
    moment when the answer came cut short (its server went away mid-answer), as a person
    reloads. Those answers count as "busy" or "cut" (``statuses``), not as failures. The
    last answer is returned, a failure unless its status is ``expect``. Only for requests
    that are safe to send twice (a page, marking a seat finished)."""
    for attempt in range(1, tries + 1):
        with send() as response:
            wait = retry_after(response)
            cut = not came_whole(response)
            if (wait is None and not cut) or attempt == tries:
                if response.status_code != expect:
                    response.failure(f"answered {response.status_code}")
                return response
            kind = "cut" if cut else "busy"
            statuses[kind] = statuses.get(kind, 0) + 1
            response.success()
        gevent.sleep(PACE if cut else wait)
    raise AssertionError("unreachable")


def came_whole(response) -> bool:
    """False when a server went away mid-answer: no answer at all, or one whose body was cut
    off after its headers (nginx cannot send such a request to the other server)."""
    if response.status_code == 0:
        return False
    return response.status_code >= 400 or response.request_meta["exception"] is None


def load(phone: FastHttpSession, path: str, name: str):
    """GET a page as a person does: one that came cut short is loaded again, a few times."""
    return patiently(lambda: phone.get(path, name=name, catch_response=True), tries=RELOADS)


def csrf_token(response) -> str | None:
    found = CSRF.search(response.text or "")
    return found.group(1) if found else None


class Table(FastHttpUser):
    """One table after another: start it, play it on four phones, print its sheet."""

    wait_time = constant(0)

    def phone(self, language: str) -> FastHttpSession:
        """A phone: its own cookies, its own connection, its own language."""
        return FastHttpSession(
            base_url=self.host,
            request_event=self.environment.events.request,
            user=self,
            network_timeout=30.0,
            connection_timeout=10.0,
            max_retries=0,
            headers={"Accept-Language": language},
        )

    @task
    def evening(self) -> None:
        number = claim_table()
        if number is None:
            raise StopUser()
        languages = random.sample(LANGUAGES, 4)
        phones = [self.phone(language) for language in languages]
        tokens = self.start_table(phones[0])
        if tokens is None:
            return
        edit, view = tokens
        ledger.append({"kind": "table", "number": number, "edit": edit, "view": view})
        players = [
            gevent.spawn(self.play, phones[i], i + 1, edit, view, EXAMPLE["players"][i])
            for i in range(4)
        ]
        gevent.joinall(players)
        host = phones[0]
        if number % PDF_EVERY == 0:
            self.download_pdf(host, view)
        complete = all(player.value for player in players)
        ledger.append({"kind": "played", "edit": edit, "complete": complete})
        tables["done"] += 1
        if tables["done"] >= TABLES:
            self.environment.runner.quit()

    def download_pdf(self, host: FastHttpSession, view: str) -> None:
        """As a person does with "busy, try again in a few seconds" (503 with Retry-After):
        tries again after that long, a few times. The busy answers are counted apart
        (``statuses``, as "busy"); only a PDF that never comes is a failure."""
        for attempt in range(1, PDF_TRIES + 1):
            with host.get(
                f"/r/{view}/sheet.pdf", name="score sheet PDF", catch_response=True
            ) as pdf:
                wait = pdf.headers.get("Retry-After") if pdf.status_code == 503 else None
                if wait is None:
                    return
                statuses["busy"] = statuses.get("busy", 0) + 1
                if attempt < PDF_TRIES:
                    pdf.success()
                else:
                    pdf.failure(f"still busy after {PDF_TRIES} tries")
            gevent.sleep(float(wait))

    def start_table(self, host: FastHttpSession) -> tuple[str, str] | None:
        form = load(host, "/moon-river/game-night", "start page")
        token = csrf_token(form)
        data = {"csrf_token": token or "", "mode": "legends", "scenario": EXAMPLE["scenario"]}
        colours = ("purple", "orange", "green", "white")
        for i, player in enumerate(EXAMPLE["players"]):
            data[f"players-{i}-name"] = player["name"]
            data[f"players-{i}-colour"] = colours[i]
        think(0.5)
        with host.post(
            "/moon-river/game-night",
            data=data,
            name="start table",
            allow_redirects=False,
            catch_response=True,
        ) as started:
            location = started.headers.get("Location", "") if started.status_code == 302 else ""
            edit = urlsplit(location).path.removeprefix("/t/")
            if not edit or "/" in edit:
                started.failure(f"no table: {started.status_code}")
                return None
        page = load(host, f"/t/{edit}", "table page")
        found = VIEW_LINK.search(page.text or "")
        if found is None:
            return None
        return edit, found.group(1)

    def play(self, phone: FastHttpSession, seat: int, edit: str, view: str, player) -> bool:
        """One player's evening; True when the table was seen complete."""
        if seat != 1:
            think(0.5)  # scans the QR code
            load(phone, f"/t/{edit}", "table page")
        editor = patiently(
            lambda: phone.get(f"/t/{edit}/seat/{seat}", name="seat page", catch_response=True)
        )
        token = csrf_token(editor)
        plots = player["ranch"]["plots"]
        version, base = 0, None
        for end in range(PLOTS_PER_SAVE, len(plots) + PLOTS_PER_SAVE, PLOTS_PER_SAVE):
            think()
            version, base = self.autosave(phone, edit, seat, version, base, plots[:end])
        think()
        patiently(
            lambda: phone.post(
                f"/t/{edit}/seat/{seat}/finished",
                data={"csrf_token": token or "", "finished": "1"},
                name="finish",
                allow_redirects=False,
                catch_response=True,
            ),
            expect=302,
        )
        load(phone, f"/t/{edit}/results", "results page")
        complete = self.follow_results(phone, edit, view)
        load(phone, f"/r/{view}/sheet", "score sheet")
        return complete

    def autosave(self, phone, edit: str, seat: int, version: int, base, plots: list):
        """PUT the whole ranch as it now stands, with the ranch it was based on (``base``,
        None before the first save) so a repeated or stale save merges instead of failing.
        Returns the version and ranch the next save is based on."""
        body = {"version": version, "ranch": {"plots": plots}, "base": base}
        for attempt in range(1, SAVE_TRIES + 1):
            entry = {"kind": "save", "edit": edit, "seat": seat, "based_on": version}
            entry |= {"plots": plots, "attempt": attempt, "last_try": attempt == SAVE_TRIES}
            ledger.append(entry)
            with phone.put(
                f"/api/v1/tables/{edit}/seats/{seat}",
                json=body,
                name="autosave",
                catch_response=True,
            ) as saved:
                entry["status"] = saved.status_code
                wait = retry_after(saved)
                if wait is not None and attempt < SAVE_TRIES:  # kept, and sent again later
                    statuses["busy"] = statuses.get("busy", 0) + 1
                    saved.success()
                else:
                    return self.saved(saved, entry, version, base)
            gevent.sleep(wait)
        return version, base

    def saved(self, saved, entry: dict, version: int, base):
        """The version and ranch the next save is based on, from a save's answer."""
        try:
            answer = saved.json() if saved.status_code in (200, 409) else {}
        except ValueError:
            answer = {}
        if saved.status_code == 200 and "version" in answer:
            entry["version"] = answer["version"]
            entry["merged"] = answer.get("merged", False)
            return answer["version"], answer["ranch"]
        saved.failure(f"save refused: {saved.status_code}")
        if saved.status_code == 409:  # what the editor offers: take theirs, go on
            return answer["version"], answer["ranch"]
        return version, base

    def follow_results(self, phone, edit: str, view: str) -> bool:
        """Poll the results feed as results.js does until every ranch is finished."""
        stamp = None
        deadline = time.monotonic() + WAIT_LIMIT
        while time.monotonic() < deadline:
            with phone.get(
                f"/api/v1/results/{view}", name="results poll", catch_response=True
            ) as r:
                try:
                    state = r.json() if r.status_code == 200 else {}
                except ValueError:
                    r.failure("the results feed is not JSON")
                    state = {}
                if not came_whole(r):  # results.js asks again at the next poll
                    statuses["cut"] = statuses.get("cut", 0) + 1
                    r.success()
            if stamp is not None and state.get("stamp") != stamp:
                load(phone, f"/t/{edit}/results", "results page")  # location.reload()
            stamp = state.get("stamp", stamp)
            if state.get("complete"):
                return True
            gevent.sleep(POLL * random.uniform(0.9, 1.1))
        return False
