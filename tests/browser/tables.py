"""Tables laid out for a browser test without driving the pages that lay them out.

Most editor and results tests are about what a page does with a table, not about starting one,
entering a whole ranch by touch or finishing every seat: the game-night form, entry by touch
and the finish button have tests of their own (test_game_night.py, test_editor_one_screen.py,
test_finish_with_warnings.py). Starting a table through its form costs about a second of the
browser's CPU, entering a 49-plot ranch by touch about four and finishing four seats from their
pages about three, so these tests start theirs with the same command the form calls, and save
and finish ranches through the seat API over real HTTP, as another phone would.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.request import Request, urlopen

from companion.games.moonriver.model import Mode, Scenario
from companion.storage.repository import SeatSpec
from companion.tables import commands
from companion.web.seating import COLOURS

SERVED: dict[str, object] = {}
"""The app behind each base URL the browser tests serve (``served`` in conftest.py fills it):
the module pytest loads as the conftest is not the one tests import, so the registry is here."""


@dataclass(frozen=True)
class Table:
    token: str
    """The edit token: the players' key to the seats."""
    edit: str
    """The players' link, as the table page shows it (``<base>/t/<token>?lang=en``)."""
    view: str
    """The onlookers' link to the results (``<base>/r/<view token>?lang=en``)."""


def new_table(
    base: str,
    names=("Ana", "Bo", "Cy"),
    ranches: dict[int, dict] | None = None,
    scenario: Scenario | None = None,
    finished: bool = False,
) -> Table:
    """A new table of ``names`` at the app served at ``base`` (Legends when a ``scenario`` is
    given), each of ``ranches`` (seat position → ranch JSON) saved on its seat and, if
    ``finished``, marked finished."""
    seats = [SeatSpec(name, colour) for name, colour in zip(names, COLOURS, strict=False)]
    mode = Mode.LEGENDS if scenario else Mode.BASE
    with SERVED[base].test_request_context("/?lang=en"):
        record = commands.create_table(commands.NewTable(mode, scenario, seats, None))
    rows = 10 if len(names) == 2 else 5  # a 2-player ranch is 5 x 10 (examples carry "rows": 10)
    for position, ranch in (ranches or {}).items():
        body = {"version": 0, "ranch": {**ranch, "rows": rows}}
        seat_request(base, record.edit_token, position, "", body)
        if finished:
            seat_request(base, record.edit_token, position, "/finished", {"finished": True})
    return Table(
        record.edit_token,
        f"{base}/t/{record.edit_token}?lang=en",
        f"{base}/r/{record.view_token}?lang=en",
    )


def seat_request(base: str, token: str, position: int, path: str, body: dict) -> dict:
    """``PUT`` (a save) or ``POST`` (``path="/finished"``) to a seat of the API; its answer."""
    request = Request(
        f"{base}/api/v1/tables/{token}/seats/{position}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST" if path else "PUT",
    )
    with urlopen(request, timeout=30) as answer:
        return json.load(answer)
