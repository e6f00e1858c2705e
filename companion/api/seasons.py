"""Seasons over JSON: the organiser's requests, the season's standings and their CSV.

The organiser's routes sit under ``/api/v1/seasons/<organiser_token>`` (the
secret token in the address is the only key, as for events); the standings
are public at ``/api/v1/season-standings/<standings_token>`` (JSON) and
``.../standings.csv``. Each route decodes the body the contract declares
(``takes``), calls one command of ``companion.events.seasons`` and presents
what it returns; refusals are the contract's error answers in the request's
language (422 bad input, 409 a race, 404 an unknown token or player), and a
refused request changes nothing.
"""

from __future__ import annotations

import csv
import functools
import io
from collections import Counter

from flask import Response, abort

from companion.api import api
from companion.api.bodies import json_response, takes
from companion.errors import json_errors
from companion.events import seasons
from companion.events.season_messages import issue_message
from companion.events.service import EventConflict, EventError
from companion.formats.contract import (
    NextEventRequest,
    SeasonEventRequest,
    SeasonMatchRequest,
    SeasonRequest,
)
from companion.formats.responses import (
    Season,
    SeasonEntry,
    SeasonEvent,
    SeasonPlayer,
    SeasonResult,
    SeasonStanding,
    SeasonStandings,
)
from companion.storage.seasons import SeasonRecord


def answering(route):
    """The season service's refusals as the contract's error answers (404 for a missing
    token or player)."""

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


def standing_rows(table: seasons.SeasonTable) -> list[SeasonStanding]:
    """Every season player, best first; ``shared`` marks a place two or more hold."""
    holders = Counter(row.standing.place for row in table.rows)
    return [
        SeasonStanding(
            place=row.standing.place,
            shared=holders[row.standing.place] > 1,
            player=row.season_player,
            name=row.name,
            season_points=row.standing.season_points,
            game_points=row.standing.game_points,
            best_game=row.standing.best_game,
            events=row.standing.evenings,
            results=[
                SeasonResult(
                    event=result.position,
                    event_points=result.standing.event_points,
                    game_points=result.standing.game_points,
                    best_game=result.standing.best_game,
                    games=result.standing.games,
                    counted=result.counted,
                )
                for result in row.results
            ],
        )
        for row in table.rows
    ]


def standings_fields(table: seasons.SeasonTable, organiser: bool) -> dict:
    record = table.season
    return {
        "name": record.name,
        "language": record.language,
        "best_of": record.best_of,
        "events": [
            SeasonEvent(
                position=view.position,
                name=view.event.name,
                rounds=view.event.rounds,
                current_round=view.event.current_round,
                standings_token=view.event.standings_token,
                organiser_token=view.event.organiser_token if organiser else None,
            )
            for view in table.events
        ],
        "standings": standing_rows(table),
    }


def season_json(record: SeasonRecord) -> Season:
    table = seasons.standings(record)
    names = {p.id: p.name for view in table.events for p in view.event.players}
    return Season(
        **standings_fields(table, organiser=True),
        organiser_token=record.organiser_token,
        standings_token=record.standings_token,
        version=record.version,
        players=[SeasonPlayer(p.id, p.name) for p in record.players],
        entries=[
            SeasonEntry(event.position, player, names.get(player, ""), season_player)
            for event in record.events
            for player, season_player in sorted(event.entries.items())
        ],
    )


# ---- the organiser's routes -----------------------------------------------------------------


@api.post("/seasons")
@answering
@takes(SeasonRequest)
def create_season(body: SeasonRequest):
    return json_response(season_json(seasons.create_season(body)), 201)


@api.get("/seasons/<organiser_token>")
@answering
def get_season(organiser_token: str):
    return json_response(season_json(seasons.organiser_season(organiser_token)))


@api.put("/seasons/<organiser_token>")
@answering
@takes(SeasonRequest)
def update_season(organiser_token: str, body: SeasonRequest):
    return json_response(season_json(seasons.update_season(organiser_token, body)))


@api.post("/seasons/<organiser_token>/events")
@answering
@takes(SeasonEventRequest)
def add_season_event(organiser_token: str, body: SeasonEventRequest):
    return json_response(season_json(seasons.add_event(organiser_token, body)), 201)


@api.post("/seasons/<organiser_token>/next-event")
@answering
@takes(NextEventRequest)
def next_season_event(organiser_token: str, body: NextEventRequest):
    made = seasons.next_event(organiser_token, body)
    return json_response(season_json(made.season), 201)


@api.put("/seasons/<organiser_token>/players/<int:player_id>")
@answering
@takes(SeasonMatchRequest)
def match_season_player(organiser_token: str, player_id: int, body: SeasonMatchRequest):
    return json_response(season_json(seasons.match_player(organiser_token, player_id, body)))


# ---- the public standings -------------------------------------------------------------------


@api.get("/season-standings/<standings_token>")
@answering
def season_standings(standings_token: str):
    table = seasons.standings(seasons.public_season(standings_token))
    return json_response(SeasonStandings(**standings_fields(table, organiser=False)))


CSV_COLUMNS = ("place", "name", "season_points", "game_points", "best_game", "events")


def csv_rows(table: seasons.SeasonTable) -> list[list]:
    """The header and one row per player: the season's columns, then each event's event
    points (empty: not played; in brackets: played but not among the best N counted)."""
    header = [*CSV_COLUMNS, *(f"event_{view.position}" for view in table.events)]
    rows = [header]
    for row in standing_rows(table):
        by_event = {r.event: r for r in row.results}
        cells = [
            ""
            if view.position not in by_event
            else (
                str(by_event[view.position].event_points)
                if by_event[view.position].counted
                else f"({by_event[view.position].event_points})"
            )
            for view in table.events
        ]
        name = _csv_safe(row.name)
        rows.append(
            [row.place, name, row.season_points, row.game_points, row.best_game, row.events, *cells]
        )
    return rows


@api.get("/season-standings/<standings_token>/standings.csv")
@answering
def season_standings_csv(standings_token: str):
    """The season's standings as a spreadsheet opens them."""
    out = io.StringIO()
    csv.writer(out).writerows(csv_rows(seasons.standings(seasons.public_season(standings_token))))
    response = Response("\ufeff" + out.getvalue(), mimetype="text/csv")
    response.headers["Content-Disposition"] = 'attachment; filename="season-standings.csv"'
    return response


def _csv_safe(text: str) -> str:
    """A name a spreadsheet would run as a formula (=, +, -, @) is written as text."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@") else text
