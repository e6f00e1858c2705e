"""An event's standings and seating reports as the API and the pages show them: one
presenter for both.

The JSON answer (``api/events.py``), its CSV export and the standings pages
(``web/event_view.py``) all print these rows, so a column means the same
everywhere and is worked out in one place.
"""

from __future__ import annotations

from collections import Counter

from companion.events import seating_report as seating_report_
from companion.events.messages import finding_text, report_summary, separation, swap_text
from companion.events.service import EventStandings, StandingRow
from companion.formats.responses import (
    EventStanding,
    ReportFinding,
    ReportSwap,
    SeatingReport,
)
from companion.storage.events import EventHead, RoundRecord


def standing_rows(table: EventStandings) -> list[EventStanding]:
    """Every player, best first; ``shared`` marks a place two or more players hold; each
    row says which key put the row above ahead of it, in the request's language."""
    holders = Counter(row.standing.place for row in table.rows)
    return [
        standing_row(row, holders[row.standing.place] > 1, table.rows[i - 1] if i else None)
        for i, row in enumerate(table.rows)
    ]


def standing_row(row: StandingRow, shared: bool, above: StandingRow | None = None) -> EventStanding:
    key = row.standing.separated_by
    said = None
    if key is not None and above is not None:
        said = separation(
            key, above.player.name, above.standing.value(key), row.standing.value(key)
        )
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
        opponents_points=row.standing.opponents_points,
        byes=row.standing.byes,
        final_place=row.standing.final_place,
        separated_by=key,
        separation=said,
    )


def seating_report(
    event: EventHead, round_: RoundRecord, report: seating_report_.Report
) -> SeatingReport:
    """The round's seating report with names and sentences (the API's answer; the
    organiser's page prints the same)."""
    by_id = {p.id: p for p in event.players}
    names = {p.id: p.name for p in event.players}
    findings = []
    for f in report.findings:
        first, second = f.players
        club = by_id[first].club if f.club else None
        swap = None
        if f.swap:
            s = f.swap
            swap = ReportSwap(
                s.player,
                names[s.player],
                s.table,
                s.other,
                names[s.other],
                s.other_table,
                swap_text(names[s.player], s.table, names[s.other], s.other_table),
            )
        text = finding_text(f.table, names[first], names[second], f.met_before, club)
        findings.append(
            ReportFinding(
                f.table,
                [first, second],
                [names[first], names[second]],
                f.met_before,
                club,
                swap,
                text,
            )
        )
    summary = report_summary(len(report.repeats), len(report.club_mates))
    return SeatingReport(round_.number, round_.draft, findings, summary)
