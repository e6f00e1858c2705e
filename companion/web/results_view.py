"""What the results page says about a table, beyond the standings themselves.

The winner in one sentence with the score, each player's card (score-pad
lines with their arithmetic, zeros apart), the BG Stats link of a finished
table and the table as a scores request to download. The routes live with the
rest of game night in ``companion.web.tables``; this module only prepares.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.formats import bgstats
from companion.formats.ranch_json import game_to_json
from companion.games.moonriver.model import Mode
from companion.i18n import list_text
from companion.storage.repository import GameRecord
from companion.tables.standings import Standing, Standings, scored_game
from companion.web import breakdown
from companion.web.seating import scenario_number
from companion.words.moonriver import labels
from companion.words.moonriver.messages import warning_message


@dataclass(frozen=True)
class Card:
    """One player's card: the lines worth points first, the ones worth 0 folded apart."""

    row: Standing
    lines: list[breakdown.Line]
    zero_lines: list[breakdown.Line]
    warnings: list[str]


def cards(record: GameRecord, table: Standings) -> list[Card]:
    out = []
    for row in table.rows:
        score = row.result.score if row.result else None
        lines = breakdown.lines(score, row.seat.ranch, record.mode, record.scenario)
        out.append(
            Card(
                row=row,
                lines=[line for line in lines if line.points],
                zero_lines=[line for line in lines if not line.points],
                warnings=[warning_message(w) for w in score.warnings] if score else [],
            )
        )
    return out


def winner_sentence(table: Standings) -> str | None:
    """Who won and with how many points, once every ranch is finished."""
    if not (table.complete and table.result):
        return None
    winners = table.result.winners
    total = next(p.score.total for p in table.result.players if p.name == winners[0])
    if len(winners) > 1:
        return ngettext(
            "Shared victory: %(names)s, with %(num)d point each.",
            "Shared victory: %(names)s, with %(num)d points each.",
            total,
            names=list_text(winners),
        )
    return ngettext(
        "%(name)s wins with %(num)d point!",
        "%(name)s wins with %(num)d points!",
        total,
        name=winners[0],
    )


def variant(record: GameRecord) -> str:
    """The mode, and the scenario of a Legends of the West table."""
    if record.mode is Mode.LEGENDS and record.scenario is not None:
        return _(
            "Legends of the West, scenario %(number)d: %(name)s",
            number=scenario_number(record.scenario),
            name=labels.SCENARIO[record.scenario],
        )
    return str(labels.MODE[record.mode])


def bgstats_link(record: GameRecord, table: Standings) -> str | None:
    """The "Send to BG Stats" link of a finished table (None before everyone finished)."""
    if not (table.complete and table.result):
        return None
    seat_of = {id(row.result): row.seat for row in table.rows if row.result}
    legends = record.mode is Mode.LEGENDS
    seats = [
        bgstats.Seat(
            name=seat.name,
            seat_id=f"seat-{seat.position}",
            role=str(labels.CHARACTER[seat.colour]) if legends else "",
        )
        for seat in (seat_of[id(player)] for player in table.result.players)
    ]
    play = bgstats.play(
        table.result,
        seats,
        played_at=record.updated_at,
        play_id=play_id(record),
        board=variant(record),
    )
    return bgstats.create_play_url(play)


def play_id(record: GameRecord) -> str:
    """Names this table to BG Stats without giving away its secret address."""
    return hashlib.sha256(record.view_token.encode()).hexdigest()[:20]


def table_json(record: GameRecord) -> dict[str, Any] | None:
    """The entered ranches as a scores request (with colours): the API and CLI read it back."""
    scored = scored_game(record)
    if scored is None:
        return None
    game, _result = scored
    data = game_to_json(game)
    colour_of = {seat.name: seat.colour for seat in record.seats}
    data["players"] = [
        {"name": p["name"], "colour": colour_of[p["name"]], "ranch": p["ranch"]}
        for p in data["players"]
    ]
    return data
