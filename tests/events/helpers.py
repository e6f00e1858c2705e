"""Builders for event tests: ranches worth a chosen total, tables played to the end."""

from __future__ import annotations

from companion import storage
from companion.games.moonriver.model import Plot, Ranch, Terrain
from companion.storage.events import TableRecord
from loadtest.event import independent_standings as from_stored_seats


def ranch_worth(points: int, rows: int = 5) -> Ranch:
    """Six desert plots holding ``points`` nuggets (up to 54): the ranch totals ``points``,
    and ranches of equal worth tie on every tiebreak (largest territory 6, no cows)."""
    cells = [(1, col) for col in range(1, 6)] + [(2, 1)]
    nuggets = [min(9, max(0, points - 9 * i)) for i in range(len(cells))]
    return Ranch(
        rows=rows,
        plots=tuple(
            Plot(row, col, Terrain.DESERT, resources=n)
            for (row, col), n in zip(cells, nuggets, strict=True)
        ),
    )


def play_table(table: TableRecord, totals, finish: bool = True) -> None:
    """Every seat of the table saves a ranch worth its total (seat order) and finishes."""
    rows = 10 if len(table.game.seats) == 2 else 5
    games = storage.games()
    for seat, total in zip(table.game.seats, totals, strict=True):
        games.save_ranch(table.game.edit_token, seat.position, ranch_worth(total, rows), 0)
        if finish:
            games.set_finished(table.game.edit_token, seat.position, True)


def independent_standings(app, event_id: int) -> list[tuple[str, int, int, int]]:
    """The standings worked out another way, from the stored seats (loadtest.event)."""
    return from_stored_seats(storage.games(app).sessions.kw["bind"], event_id)
