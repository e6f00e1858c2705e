"""Events over JSON: an organiser's requests, the live standings and their exports.

The organiser's routes sit under ``/api/v1/events/<organiser_token>``: the
secret token in the address is the only key (no cookie, so no CSRF token),
as for a table's seats. The public standings are at
``/api/v1/standings/<standings_token>`` (JSON) and ``.../standings.csv``;
they show each table's results link, never its edit link.

Each route is an adapter: it decodes the body the contract declares
(``companion.formats.contract``, through ``takes``), calls one command of
``companion.events.service`` and presents what it returns. Every refusal is the
contract's error answer in the request's language: 422 for bad input (every
problem at once, each with its path), 409 when another organiser (or the same
request sent twice) changed the rounds first, 404 for an unknown token, player
or table. Nothing is changed by a refused request (each command is one
transaction). The standings answer carries its stamp as an ETag: a client that
sends it back with nothing changed gets 304, and the server scores nothing.
"""

from __future__ import annotations

import csv
import functools
import io

from flask import Response, abort, g, request
from flask_babel import get_locale

from companion.api import api
from companion.api.bodies import ENCODER, json_response, takes
from companion.errors import json_errors
from companion.events import ranking, service
from companion.events.messages import issue_message, seating_notices
from companion.events.present import seating_report, standing_rows
from companion.events.service import EventConflict, EventError
from companion.formats.contract import (
    EventPlayerRequest,
    EventRequest,
    EventRulesRequest,
    PublishRequest,
    SeatRoundRequest,
    SwapRequest,
    TableCorrection,
)
from companion.formats.responses import (
    ClosedRound,
    Event,
    EventBye,
    EventPlayer,
    EventRound,
    EventRules,
    EventSeat,
    EventStandings,
    EventTable,
    SeatedRound,
)
from companion.storage.events import EventHead, EventRecord, PlayerRecord, RoundRecord


def answering(route):
    """Turn the service's refusals into the contract's error answers (a missing token,
    player or table into 404)."""

    @functools.wraps(route)
    def wrapped(*args, **kwargs):
        try:
            return route(*args, **kwargs)
        except EventError as error:
            status = 409 if isinstance(error, EventConflict) else 422
            problems = [{"path": i.field, "message": issue_message(i)} for i in error.issues]
            return json_errors(status, problems)
        except LookupError:
            abort(404)

    return wrapped


# ---- answers -------------------------------------------------------------------------------


def player_json(player: PlayerRecord) -> EventPlayer:
    return EventPlayer(player.id, player.name, player.club, player.first_round, player.dropped_from)


def round_json(event: EventHead, round_: RoundRecord, organiser: bool) -> EventRound:
    names = {p.id: p.name for p in event.players}
    clock = round_.clock_started_at
    return EventRound(
        number=round_.number,
        mode=round_.mode.value,
        scenario=round_.scenario.value if round_.scenario else None,
        closed=round_.closed,
        clock_started_at=clock.isoformat() if clock else None,
        draft=round_.draft,
        tables=[
            EventTable(
                number=table.number,
                status=service.table_status(round_, table).value,
                seats=[
                    EventSeat(seat.position, player, names[player], seat.colour, seat.finished)
                    for seat, player in zip(table.game.seats, table.players, strict=True)
                ],
                view_token=table.game.view_token,
                edit_token=table.game.edit_token if organiser else None,
            )
            for table in round_.tables
        ],
        byes=[EventBye(player, names[player], points) for player, points in round_.byes],
        final=round_.final,
    )


def rules_json(event: EventHead) -> EventRules:
    rules = event.rules
    return EventRules(
        odd_counts=rules.odd_counts,
        bye_points=rules.bye_points,
        bye_points_now=ranking.bye_points(event.points, rules.bye_points),
        final_table=rules.final_table,
        consolation=rules.consolation,
        tiebreaks=list(rules.tiebreaks),
    )


def standings_fields(event: EventRecord, organiser: bool) -> dict:
    table = service.standings(event)
    return {
        "name": event.name,
        "language": event.language,
        "rounds": event.rounds,
        "current_round": event.current_round,
        "stamp": table.stamp,
        "standings": standing_rows(table),
        "seated_rounds": [round_json(event, r, organiser) for r in event.round_list],
        "rules": rules_json(event),
    }


def event_json(event: EventRecord) -> Event:
    return Event(
        **standings_fields(event, organiser=True),
        organiser_token=event.organiser_token,
        standings_token=event.standings_token,
        version=event.version,
        round_games=list(event.round_games),
        points={str(size): list(places) for size, places in event.points.items()},
        players=[player_json(p) for p in event.players],
        draft=round_json(event, event.draft, organiser=True) if event.draft else None,
    )


def changed_round_json(changed: service.ChangedRound) -> Response:
    return json_response(round_json(changed.event, changed.round, organiser=True))


# ---- the organiser's routes -------------------------------------------------------------------


@api.post("/events")
@answering
@takes(EventRequest)
def create_event(body: EventRequest):
    return json_response(event_json(service.create_event(body)), 201)


@api.get("/events/<organiser_token>")
@answering
def get_event(organiser_token: str):
    return json_response(event_json(service.organiser_event(organiser_token)))


@api.put("/events/<organiser_token>/rules")
@answering
@takes(EventRulesRequest)
def change_event_rules(organiser_token: str, body: EventRulesRequest):
    """Odd counts, bye points, the final table and the tiebreaks' order: the fields sent."""
    return json_response(rules_json(service.change_rules(organiser_token, body)))


@api.post("/events/<organiser_token>/players")
@answering
@takes(EventPlayerRequest)
def add_event_player(organiser_token: str, body: EventPlayerRequest):
    return json_response(player_json(service.add_player(organiser_token, body)), 201)


@api.put("/events/<organiser_token>/players/<int:player_id>")
@answering
@takes(EventPlayerRequest)
def rename_event_player(organiser_token: str, player_id: int, body: EventPlayerRequest):
    return json_response(player_json(service.rename_player(organiser_token, player_id, body)))


@api.post("/events/<organiser_token>/players/<int:player_id>/drop")
@answering
def drop_event_player(organiser_token: str, player_id: int):
    return json_response(player_json(service.drop_player(organiser_token, player_id).player))


@api.post("/events/<organiser_token>/players/<int:player_id>/back")
@answering
def bring_back_event_player(organiser_token: str, player_id: int):
    """Undo a drop: seated again from the next round on (sent twice, nothing more)."""
    return json_response(player_json(service.bring_back_player(organiser_token, player_id).player))


@api.post("/events/<organiser_token>/rounds")
@answering
@takes(SeatRoundRequest)
def seat_round(organiser_token: str, body: SeatRoundRequest):
    seated = service.seat_next_round(organiser_token, body)
    g.tables_created = len(seated.round.tables)  # each counts as a new table (limits.py)
    notices = seating_notices(seated, {p.id: p.name for p in seated.event.players})
    answer = SeatedRound(
        round=round_json(seated.event, seated.round, organiser=True),
        two_player_table=seated.two_player_table,
        notice=" ".join(notices) or None,
        notices=notices,
        sitting_out=list(seated.sitting_out),
        report=seating_report(seated.event, seated.round, seated.report),
    )
    return json_response(answer, 201)


@api.get("/events/<organiser_token>/rounds/<int:number>/report")
@answering
def round_report(organiser_token: str, number: int):
    """The seating report of the draft (or of a seated round), as it stands now."""
    event = service.organiser_event(organiser_token)
    found = event.draft if event.draft and event.draft.number == number else event.round(number)
    if found is None:
        abort(404)
    return json_response(seating_report(event, found, service.round_report(event, number)))


@api.post("/events/<organiser_token>/rounds/<int:number>/publish")
@answering
@takes(PublishRequest)
def publish_round(organiser_token: str, number: int, body: PublishRequest):
    return changed_round_json(service.publish_round(organiser_token, number, body))


@api.post("/events/<organiser_token>/rounds/<int:number>/discard")
@answering
def discard_draft(organiser_token: str, number: int):
    service.discard_draft(organiser_token, number)
    return json_response(event_json(service.organiser_event(organiser_token)))


@api.post("/events/<organiser_token>/rounds/<int:number>/swap")
@answering
@takes(SwapRequest)
def swap_event_players(organiser_token: str, number: int, body: SwapRequest):
    return changed_round_json(service.swap_players(organiser_token, number, body))


@api.post("/events/<organiser_token>/rounds/<int:number>/close")
@answering
def close_event_round(organiser_token: str, number: int):
    void = service.close_round(organiser_token, number)
    notice = None
    if void:
        notice = issue_message(service.Issue(service.Code.TABLES_VOID, "", {"tables": void}))
    return json_response(ClosedRound(round=number, void_tables=void, notice=notice))


@api.post("/events/<organiser_token>/rounds/<int:number>/clock")
@answering
def start_event_clock(organiser_token: str, number: int):
    return changed_round_json(service.start_clock(organiser_token, number))


@api.put("/events/<organiser_token>/rounds/<int:number>/tables/<int:table>")
@answering
@takes(TableCorrection)
def correct_event_table(organiser_token: str, number: int, table: int, body: TableCorrection):
    return changed_round_json(service.correct_table(organiser_token, number, table, body))


@api.post("/events/<organiser_token>/rounds/<int:number>/tables/<int:table>/count")
@answering
def count_event_table(organiser_token: str, number: int, table: int):
    """The organiser's "count it now": every entered seat finished, a void table counted
    again once all are entered."""
    return changed_round_json(service.count_table(organiser_token, number, table))


# ---- the public standings ------------------------------------------------------------------------


def _unchanged(tag: str) -> Response | None:
    """304 when the client already holds the answer of this tag (its ETag)."""
    if tag not in request.if_none_match:
        return None
    response = Response(status=304)
    response.set_etag(tag)
    return response


@api.get("/standings/<standings_token>")
@answering
def event_standings(standings_token: str):
    stamp = service.stamp(standings_token=standings_token)
    # Each row's separation is in words: the same stamp in another language is another answer.
    tag = f"{stamp}.{get_locale()}"
    unchanged = _unchanged(tag)
    if unchanged is not None:
        return unchanged
    key = (standings_token, stamp, str(get_locale()))
    body, stamp = ANSWERS.get(key, lambda: _standings_body(standings_token))
    response = Response(body, mimetype="application/json")
    response.set_etag(f"{stamp}.{get_locale()}")
    response.headers["Cache-Control"] = "no-cache"
    response.vary.add("Accept-Language")
    return response


ANSWERS = service.Kept(64)
"""The public standings' JSON by the stamp it was made at: a watcher without the ETag
gets the same bytes again, nothing loaded."""


def _standings_body(standings_token: str) -> tuple[bytes, str]:
    event = service.public_event(standings_token)
    answer = EventStandings(**standings_fields(event, organiser=False))
    return ENCODER.encode(answer), answer.stamp


CSV_COLUMNS = ("place", "name", "club", "event_points", "game_points", "best_game", "games")


@api.get("/standings/<standings_token>/standings.csv")
@answering
def event_standings_csv(standings_token: str):
    """The standings as a spreadsheet opens them: one row per player, best first."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for row in standing_rows(service.standings(service.public_event(standings_token))):
        name, club = _csv_safe(row.name), _csv_safe(row.club or "")
        writer.writerow(
            [row.place, name, club, row.event_points, row.game_points, row.best_game, row.games]
        )
    response = Response("\ufeff" + out.getvalue(), mimetype="text/csv")
    response.headers["Content-Disposition"] = 'attachment; filename="standings.csv"'
    return response


def _csv_safe(text: str) -> str:
    """A name a spreadsheet would run as a formula (=, +, -, @) is written as text."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@") else text
