"""An event's standings as the API and the pages show them: one presenter for both.

The JSON answer (``api/events.py``), its CSV export and the standings pages
(``web/event_view.py``) all print these rows, so a column means the same
everywhere and is worked out in one place.
"""

from __future__ import annotations

from collections import Counter

from companion.events.service import EventStandings, StandingRow
from companion.formats.responses import EventStanding


def standing_rows(table: EventStandings) -> list[EventStanding]:
    """Every player, best first; ``shared`` marks a place two or more players hold."""
    holders = Counter(row.standing.place for row in table.rows)
    return [standing_row(row, shared=holders[row.standing.place] > 1) for row in table.rows]


def standing_row(row: StandingRow, shared: bool) -> EventStanding:
    return EventStanding(
        place=row.standing.place,
        shared=shared,
        player=row.player.id,
        name=row.player.name,
        club=row.player.club,
        event_points=row.standing.event_points,
        game_points=row.standing.game_points,
        best_game=row.standing.best_game,
        games=row.standing.games,
        dropped=row.player.dropped_from is not None,
    )
