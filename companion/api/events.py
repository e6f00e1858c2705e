"""Events over JSON: an organiser's requests, the live standings and their exports.

The organiser's routes sit under ``/api/v1/events/<organiser_token>``: the
secret token in the address is the only key (no cookie, so no CSRF token),
as for a table's seats. The public standings are at
``/api/v1/standings/<standings_token>`` (JSON) and ``.../standings.csv``;
they show each table's results link, never its edit link.

Every refusal is the contract's error answer in the request's language: 422
for bad input (every problem at once, each with its path), 409 when another
organiser (or the same request sent twice) changed the rounds first, 404 for
an unknown token. Nothing is changed by a refused request.
"""

from __future__ import annotations

import csv
import functools
import io

from flask import Response, abort, g
from flask_babel import gettext as _

from companion.api import api
from companion.api.bodies import json_response, read_json_body
from companion.errors import json_errors
from companion.events import service
from companion.events.messages import issue_message, two_player_notice
from companion.events.service import EventConflict, EventError, Seated
from companion.formats.problems import ContractError
from companion.formats.ranch_json import read_ranch
from companion.formats.responses import (
    ClosedRound,
    Event,
    EventPlayer,
    EventRound,
    EventSeat,
    EventStanding,
    EventStandings,
    EventTable,
    SeatedRound,
)
from companion.storage.events import EventRecord, PlayerRecord, RoundRecord
from companion.words.moonriver.messages import problem_json


class BadBody(Exception):
    """The body's shape is wrong: ``problems`` are ready for ``json_errors``."""

    def __init__(self, problems: list[dict[str, str]]):
        self.problems = problems


def _refused(error: EventError):
    status = 409 if isinstance(error, EventConflict) else 422
    return json_errors(
        status, [{"path": issue.field, "message": issue_message(issue)} for issue in error.issues]
    )


def _body(required: set[str], optional: set[str] = frozenset()) -> dict:
    """The request's JSON object with these keys, or ``BadBody``/an error answer raised."""
    data, error = read_json_body()
    if error:
        raise _Answered(error)
    if not isinstance(data, dict):
        raise BadBody([{"path": "", "message": _("Send a JSON object.")}])
    problems = [
        {"path": key, "message": _("unknown field “%(field)s”", field=key)}
        for key in data
        if key not in required | optional
    ]
    problems += [{"path": key, "message": _("is required")} for key in sorted(required - set(data))]
    if problems:
        raise BadBody(problems)
    return data


class _Answered(Exception):
    """The body could not even be read: this answer says why."""

    def __init__(self, answer):
        self.answer = answer


def _text(data: dict, key: str, optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise BadBody([{"path": key, "message": _("must be text")}])
    return value


def _whole(value, path: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        message = _("must be a whole number from %(low)d to %(high)d", low=low, high=high)
        raise BadBody([{"path": path, "message": message}])
    return value


def _list(value, path: str) -> list:
    if not isinstance(value, list):
        raise BadBody([{"path": path, "message": _("must be a list")}])
    return value


def answering(route):
    """Turn the service's refusals and a bad body into the contract's error answers."""

    @functools.wraps(route)
    def wrapped(*args, **kwargs):
        try:
            return route(*args, **kwargs)
        except _Answered as answered:
            return answered.answer
        except BadBody as bad:
            return json_errors(422, bad.problems)
        except EventError as error:
            return _refused(error)
        except service.UnknownEvent:
            abort(404)

    return wrapped


# ---- answers -------------------------------------------------------------------------------


def player_json(player: PlayerRecord) -> EventPlayer:
    return EventPlayer(player.id, player.name, player.club, player.first_round, player.dropped_from)


def round_json(event: EventRecord, round_: RoundRecord, organiser: bool) -> EventRound:
    names = {p.id: p.name for p in event.players}
    tables = []
    for table in round_.tables:
        seats = [
            EventSeat(seat.position, player, names[player], seat.colour, seat.finished)
            for seat, player in zip(table.game.seats, table.players, strict=True)
        ]
        tables.append(
            EventTable(
                number=table.number,
                status=service.table_status(round_, table),
                seats=seats,
                view_token=table.game.view_token,
                edit_token=table.game.edit_token if organiser else None,
            )
        )
    clock = round_.clock_started_at
    return EventRound(
        number=round_.number,
        mode=round_.mode.value,
        scenario=round_.scenario.value if round_.scenario else None,
        closed=round_.closed,
        clock_started_at=clock.isoformat() if clock else None,
        tables=tables,
    )


def standings_fields(event: EventRecord, organiser: bool) -> dict:
    table = service.standings(event)
    return {
        "name": event.name,
        "language": event.language,
        "rounds": event.rounds,
        "current_round": event.current_round,
        "stamp": table.stamp,
        "standings": [
            EventStanding(
                place=row.standing.place,
                player=row.player.id,
                name=row.player.name,
                club=row.player.club,
                event_points=row.standing.event_points,
                game_points=row.standing.game_points,
                best_game=row.standing.best_game,
                games=row.standing.games,
                dropped=row.player.dropped_from is not None,
            )
            for row in table.rows
        ],
        "seated_rounds": [round_json(event, r, organiser) for r in event.round_list],
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
    )


# ---- the organiser's routes -------------------------------------------------------------------


@api.post("/events")
@answering
def create_event():
    data = _body({"name", "language", "round_games"}, {"points"})
    round_games = _list(data["round_games"], "round_games")
    points = None
    if "points" in data:
        raw = data["points"]
        if not isinstance(raw, dict) or not all(
            key in {"2", "3", "4"} and isinstance(row, list) for key, row in raw.items()
        ):
            raise BadBody(
                [
                    {
                        "path": "points",
                        "message": issue_message(service.Issue(service.Code.POINTS_PER_PLACE)),
                    }
                ]
            )
        points = {int(key): row for key, row in raw.items()}
    event = service.create_event(
        _text(data, "name"),
        _text(data, "language"),
        [word if isinstance(word, str) else "" for word in round_games],
        points,
    )
    return json_response(event_json(event), 201)


@api.get("/events/<organiser_token>")
@answering
def get_event(organiser_token: str):
    return json_response(event_json(service.organiser_event(organiser_token)))


@api.post("/events/<organiser_token>/players")
@answering
def add_event_player(organiser_token: str):
    data = _body({"name"}, {"club"})
    player = service.add_player(organiser_token, _text(data, "name"), _text(data, "club", True))
    return json_response(player_json(player), 201)


def _player(event: EventRecord, player_id: int) -> PlayerRecord:
    found = event.player(player_id)
    if found is None:
        abort(404)
    return found


@api.put("/events/<organiser_token>/players/<int:player_id>")
@answering
def rename_event_player(organiser_token: str, player_id: int):
    _player(service.organiser_event(organiser_token), player_id)
    data = _body({"name"}, {"club"})
    service.rename_player(
        organiser_token, player_id, _text(data, "name"), _text(data, "club", True)
    )
    return json_response(player_json(_player(service.organiser_event(organiser_token), player_id)))


@api.post("/events/<organiser_token>/players/<int:player_id>/drop")
@answering
def drop_event_player(organiser_token: str, player_id: int):
    _player(service.organiser_event(organiser_token), player_id)
    service.drop_player(organiser_token, player_id)
    return json_response(player_json(_player(service.organiser_event(organiser_token), player_id)))


def _seated(event: EventRecord, seated: Seated) -> SeatedRound:
    return SeatedRound(
        round=round_json(event, seated.round, organiser=True),
        two_player_table=seated.two_player_table,
        notice=two_player_notice() if seated.two_player_table else None,
    )


@api.post("/events/<organiser_token>/rounds")
@answering
def seat_round(organiser_token: str):
    data = _body({"based_on"})
    based_on = _whole(data["based_on"], "based_on", 0, service.MAX_ROUNDS)
    seated = service.seat_next_round(organiser_token, based_on)
    g.tables_created = len(seated.round.tables)  # each counts as a new table (limits.py)
    return json_response(_seated(service.organiser_event(organiser_token), seated), 201)


def _current_round_json(organiser_token: str, number: int) -> EventRound:
    event = service.organiser_event(organiser_token)
    return round_json(event, event.round(number), organiser=True)


@api.post("/events/<organiser_token>/rounds/<int:number>/swap")
@answering
def swap_event_players(organiser_token: str, number: int):
    service.organiser_event(organiser_token)  # 404 first
    data = _body({"players"})
    players = _list(data["players"], "players")
    if len(players) != 2:
        raise BadBody([{"path": "players", "message": _("must be a list of two players' ids")}])
    first, second = (_whole(p, f"players[{i}]", 1, 2**31 - 1) for i, p in enumerate(players))
    service.swap_players(organiser_token, number, first, second)
    return json_response(_current_round_json(organiser_token, number))


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
    service.start_clock(organiser_token, number)
    return json_response(_current_round_json(organiser_token, number))


@api.put("/events/<organiser_token>/rounds/<int:number>/tables/<int:table>")
@answering
def correct_event_table(organiser_token: str, number: int, table: int):
    event = service.organiser_event(organiser_token)
    found = event.round(number)
    record = next((t for t in found.tables if t.number == table), None) if found else None
    if record is None:
        abort(404)
    rows = 10 if len(record.game.seats) == 2 else 5
    data = _body({"seats"})
    ranches, problems = {}, []
    for i, entry in enumerate(_list(data["seats"], "seats")):
        if not isinstance(entry, dict) or set(entry) != {"position", "ranch"}:
            problems.append(
                {
                    "path": f"seats[{i}]",
                    "message": _("must be an object with “position” and “ranch”"),
                }
            )
            continue
        position = _whole(entry["position"], f"seats[{i}].position", 1, len(record.game.seats))
        try:
            ranches[position] = read_ranch(entry["ranch"], rows=rows)
        except ContractError as exc:
            problems += [problem_json(p, f"seats[{i}].ranch") for p in exc.problems]
    if problems:
        raise BadBody(problems)
    service.correct_table(organiser_token, number, table, ranches)
    return json_response(_current_round_json(organiser_token, number))


# ---- the public standings ------------------------------------------------------------------------


@api.get("/standings/<standings_token>")
@answering
def event_standings(standings_token: str):
    event = service.public_event(standings_token)
    return json_response(EventStandings(**standings_fields(event, organiser=False)))


CSV_COLUMNS = ("place", "name", "club", "event_points", "game_points", "best_game", "games")


@api.get("/standings/<standings_token>/standings.csv")
@answering
def event_standings_csv(standings_token: str):
    """The standings as a spreadsheet opens them: one row per player, best first."""
    event = service.public_event(standings_token)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for row in service.standings(event).rows:
        s = row.standing
        name, club = _csv_safe(row.player.name), _csv_safe(row.player.club or "")
        writer.writerow([s.place, name, club, s.event_points, s.game_points, s.best_game, s.games])
    response = Response("\ufeff" + out.getvalue(), mimetype="text/csv")
    response.headers["Content-Disposition"] = 'attachment; filename="standings.csv"'
    return response


def _csv_safe(text: str) -> str:
    """A name a spreadsheet would run as a formula (=, +, -, @) is written as text."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@") else text
