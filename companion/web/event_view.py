"""What the event pages show, prepared from the event and its standings (the core computes them).

The routes live in ``companion.web.events``; this module only turns the
service's records (``companion.events.service``) into the words and numbers
the templates print: the round's state, each table's seats and status, the
players' notes, the ranking rows with shared places marked, the clock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime

from flask import url_for
from flask_babel import gettext as _
from flask_babel import ngettext
from markupsafe import Markup

from companion.events import service
from companion.events.messages import issue_message
from companion.events.present import seating_report, standing_rows
from companion.events.ranking import DEFAULT_TIEBREAKS
from companion.events.service import Code, EventStandings, Issue, TableState
from companion.formats.responses import TableStatus
from companion.i18n import list_text
from companion.storage.events import EventRecord, RoundRecord
from companion.tables.standings import seat_status
from companion.web import results_view
from companion.web.event_forms import odd_count_choices, tiebreak_names
from companion.web.share import public_url, qr_svg

SEAT_STATUS = {"waiting", "entering", "finished"}


def seat_status_text(status: str) -> str:
    if status == "waiting":
        return _("waiting")
    if status == "entering":
        return _("entering")
    return _("finished")


def table_status_text(status: TableStatus) -> str:
    """A table's state in a word or two: the tiles and the organiser's list share them."""
    if status is TableStatus.PLAYING:
        return _("playing")
    if status is TableStatus.COUNTED:
        return _("counted")
    if status is TableStatus.VOID:
        return _("scores nothing")
    return _("cannot be scored")


@dataclass(frozen=True)
class SeatView:
    position: int
    name: str
    colour: str
    status: str
    status_text: str


@dataclass(frozen=True)
class TableView:
    number: int
    status: str
    status_text: str
    seats: tuple[SeatView, ...]
    two_players: bool
    void: bool
    edit_link: str
    qr: Markup


def table_view(state: TableState, language: str | None = None) -> TableView:
    game = state.table.game
    link_args = {"lang": language} if language else {}
    edit_link = public_url(url_for("tables.table", edit_token=game.edit_token, **link_args))
    return TableView(
        number=state.table.number,
        status=state.status.value,
        status_text=table_status_text(state.status),
        seats=tuple(
            SeatView(
                seat.position,
                seat.name,
                seat.colour,
                seat_status(seat),
                seat_status_text(seat_status(seat)),
            )
            for seat in game.seats
        ),
        two_players=len(game.seats) == 2,
        void=state.status is TableStatus.VOID,
        edit_link=edit_link,
        qr=qr_svg(edit_link),
    )


def variant(round_: RoundRecord) -> str:
    """The game the round plays, as a game night names it."""
    return results_view.variant(round_.tables[0].game) if round_.tables else ""


def clock_texts(round_: RoundRecord | None) -> dict[str, str | None]:
    """The round's clock: minutes since the organiser started it, and the pattern the page's
    script fills in as time goes on (``{minutes}``)."""
    if round_ is None or round_.clock_started_at is None or round_.closed:
        return {"clock": None, "clock_iso": None, "clock_pattern": None}
    started = round_.clock_started_at
    minutes = max(0, int((datetime.now(UTC) - started).total_seconds() // 60))
    return {
        "clock": _("Round clock: %(minutes)s min", minutes=minutes),
        "clock_iso": started.isoformat(),
        "clock_pattern": _("Round clock: %(minutes)s min", minutes="{minutes}"),
    }


def current_tables(event: EventRecord, table: EventStandings) -> list[TableState]:
    return [state for state in table.tables if state.round == event.current_round]


def playing_numbers(states: list[TableState]) -> list[int]:
    return [s.table.number for s in states if s.status is TableStatus.PLAYING]


def where_text(event: EventRecord, states: list[TableState]) -> str:
    """Where the event stands, in one line."""
    if event.current_round == 0:
        return ngettext(
            "%(num)d round, not started yet.", "%(num)d rounds, not started yet.", event.rounds
        )
    if playing_numbers(states):
        return _(
            "Round %(number)d of %(rounds)d is being played.",
            number=event.current_round,
            rounds=event.rounds,
        )
    if event.current_round == event.rounds:
        return _("Final standings: every round has been played.")
    return _(
        "Standings after round %(number)d of %(rounds)d.",
        number=event.current_round,
        rounds=event.rounds,
    )


def playing_text(states: list[TableState]) -> str:
    playing = playing_numbers(states)
    if not playing:
        return _("Every table of this round has finished.")
    return ngettext(
        "Still playing: table %(tables)s.",
        "Still playing: tables %(tables)s.",
        len(playing),
        tables=list_text(playing),
    )


def order_text(event: EventRecord) -> str:
    """The standings' order in words: the organiser's keys, and the final table first."""
    keys = event.rules.tiebreaks
    if keys == DEFAULT_TIEBREAKS:
        said = _("Ranked by event points, then total game points, then the best single game.")
    else:
        names = tiebreak_names()
        said = _("Ranked by, in this order: %(keys)s.", keys=list_text(str(names[k]) for k in keys))
    if any(r.final for r in event.round_list):
        final = _("The final table's players take the top places, in the order they finish it.")
        said = f"{said} {final}"
    return said


def rules_summary(event: EventRecord) -> str:
    """The rules in one line, beside the organiser's rules form."""
    odd = dict(odd_count_choices())[event.rules.odd_counts]
    final = event.rules.final_table
    if final:
        return _("%(odd)s; a final table of the top %(size)d.", odd=odd, size=final)
    return str(odd)


def standings_view(event: EventRecord) -> dict:
    """Everything the standings page and the projector view print."""
    table = service.standings(event)
    states = current_tables(event, table)
    void = [s for s in table.tables if s.status is TableStatus.VOID]
    return {
        "stamp": table.stamp,
        "where": where_text(event, states),
        "order": order_text(event),
        "rows": standing_rows(table),
        "tables": [
            {
                "number": s.table.number,
                "status": s.status.value,
                "status_text": table_status_text(s.status),
                "seats": s.table.game.seats,  # who sits where: players look their table up
            }
            for s in states
        ],
        "tables_title": _("Round %(number)d", number=event.current_round),
        "playing_text": playing_text(states),
        "void_note": ngettext(
            "%(num)d table was closed unfinished and scores nothing.",
            "%(num)d tables were closed unfinished and score nothing.",
            len(void),
        )
        if void
        else None,
        **clock_texts(event.round(event.current_round)),
    }


PROJECTOR_ROWS = 16
"""Rows per standings column on the projector that keep names 28 px tall on a 720 px screen."""
PROJECTOR_COLUMNS = 4
"""Standings columns side by side at most; beyond 64 players the rows (and names) shrink."""
TILE_COLUMNS = 4


def _columns(count: int, per_column: int, most: int) -> int:
    return max(1, min(most, math.ceil(count / per_column)))


def projector_layout(view: dict) -> dict:
    """How the projector lays out its two screens: the standings split into headed columns
    (as many as needed, up to 4) and the round's table tiles in a grid; the stylesheet sizes
    the names from the rows and tile rows given here, so they fill the screen."""
    rows = view["rows"]
    columns = _columns(len(rows), PROJECTOR_ROWS, PROJECTOR_COLUMNS)
    per_column = max(1, math.ceil(len(rows) / columns))
    tiles = len(view["tables"])
    tile_columns = 1 if tiles <= 1 else 2 if tiles <= 4 else 3 if tiles <= 9 else TILE_COLUMNS
    most_seats = max((len(t["seats"]) for t in view["tables"]), default=4)
    return {
        "chunks": [rows[i : i + per_column] for i in range(0, len(rows), per_column)],
        "rows_per_column": per_column,
        "tile_columns": tile_columns,
        "tile_rows": max(1, math.ceil(tiles / tile_columns)),
        "tile_seats": max(most_seats, 2),
    }


def player_note(event: EventRecord, player) -> str | None:
    """Late, dropped, or nothing to say."""
    if player.dropped_from is not None:
        return _("out from round %(number)d", number=player.dropped_from)
    if player.first_round > 1:
        return _("plays from round %(number)d", number=player.first_round)
    return None


def seat_blocked(event: EventRecord, states: list[TableState], next_players: int) -> str | None:
    """Why the next round cannot be seated yet, in words (None: it can)."""
    if event.current_round >= event.rounds:
        return issue_message(Issue(Code.ALL_ROUNDS_SEATED, "", {"rounds": event.rounds}))
    playing = playing_numbers(states)
    if playing:
        return issue_message(Issue(Code.TABLES_PLAYING, "", {"tables": playing}))
    if next_players < 2:
        return _("Add at least 2 players to seat a round.")
    return None


def swap_choices(event: EventRecord, round_: RoundRecord) -> list[dict]:
    choices = []
    for table in round_.tables:
        for position, player_id in enumerate(table.players, start=1):
            player = event.player(player_id)
            seat = table.game.seat(position)
            choices.append(
                {
                    "value": player_id,
                    "label": _(
                        "%(name)s, table %(number)d",
                        name=player.name if player else seat.name,
                        number=table.number,
                    ),
                }
            )
    return choices


def unfinished_text(unfinished: list[int]) -> str:
    return ngettext(
        "Table %(tables)s has not finished. Closing the round now means it scores "
        "nothing (you can correct it and count it later).",
        "Tables %(tables)s have not finished. Closing the round now means they score "
        "nothing (you can correct them and count them later).",
        len(unfinished),
        tables=list_text(unfinished),
    )


def closing_view(event: EventRecord, number: int) -> dict | None:
    """What closing round ``number`` now would cost: the tables still playing, each with who
    has not finished. None when it is not the open round (nothing to ask)."""
    round_ = event.round(number)
    if round_ is None or round_.closed or number != event.current_round:
        return None
    states = current_tables(event, service.standings(event))
    tables = [table_view(s) for s in states if s.status is TableStatus.PLAYING]
    unfinished = [t.number for t in tables]
    return {
        "number": number,
        "tables": tables,
        "text": unfinished_text(unfinished) if unfinished else None,
    }


def swap_fields(event: EventRecord, round_: RoundRecord | None) -> dict:
    """The swap form works on the draft while there is one, else on the round under way."""
    swapping = event.draft or round_
    return {
        "can_swap": swapping is not None and not swapping.closed and not swapping.started(),
        "swap_round": swapping.number if swapping else None,
        "swap_choices": swap_choices(event, swapping) if swapping is not None else [],
    }


def draft_view(event: EventRecord) -> dict | None:
    """The draft round the organiser reads before publishing it: its tables, the seating
    report (repeats and club-mates, each with a suggested swap) and the seating as the
    publish form sends it back (so a draft changed meanwhile is not published unseen)."""
    draft = event.draft
    if draft is None:
        return None
    names = {p.id: p.name for p in event.players}
    report = seating_report(event, draft, service.round_report(event, draft.number))
    return {
        "number": draft.number,
        "variant": variant(draft),
        "tables": [
            {"number": t.number, "players": [names[p] for p in t.players]} for t in draft.tables
        ],
        "report": report,
        "seating": ";".join(",".join(map(str, t.players)) for t in draft.tables),
        "two_players": any(len(t.players) == 2 for t in draft.tables),
    }


def organiser_view(event: EventRecord) -> dict:
    """The organiser's page: the round under way, whether the next can be seated, the players."""
    table = service.standings(event)
    states = current_tables(event, table)
    round_ = event.round(event.current_round)
    next_round = event.current_round + 1
    next_players = sum(p.plays_in(next_round) for p in event.players)
    blocked = seat_blocked(event, states, next_players)
    round_view = None
    if round_ is not None:
        tables = [table_view(s) for s in states]
        unfinished = playing_numbers(states)
        round_view = {
            "number": round_.number,
            "variant": variant(round_),
            "closed": round_.closed,
            "tables": tables,
            "unfinished": unfinished,
            "unfinished_text": unfinished_text(unfinished),
            "void_tables": [t.number for t in tables if t.void],
            "state": playing_text(states) if not round_.closed else _("This round is closed."),
            **clock_texts(round_),
        }
    active = [p for p in event.players if p.dropped_from is None]
    return {
        "stamp": table.stamp,
        "where": where_text(event, states),
        "round": round_view,
        "next_round": next_round,
        "can_seat": blocked is None,
        # a round under way says which tables still play; only other reasons are said here
        "seat_blocked": None if playing_numbers(states) else blocked,
        "seated_next": next_players,
        **swap_fields(event, round_),
        "draft": draft_view(event),
        "players": [
            {
                "id": p.id,
                "name": p.name,
                "club": p.club,
                "dropped": p.dropped_from is not None,
                "note": player_note(event, p),
            }
            for p in event.players
        ],
        # Translators: the verb agrees with %(num)d, those still playing; %(players)s is
        # "%(num)d players" on its own.
        "players_count": ngettext(
            "%(players)s; %(num)d of them is still playing.",
            "%(players)s; %(num)d of them are still playing.",
            len(active),
            players=ngettext("%(num)d player", "%(num)d players", len(event.players)),
        ),
        "add_label": _("Add a player")
        if event.current_round == 0
        else _("Add a late player (plays from round %(number)d)", number=next_round),
        "drop_label": _("Drop from round %(number)d on", number=next_round),
        "back_label": _("Bring back from round %(number)d on", number=next_round),
    }
