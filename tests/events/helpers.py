"""Builders for event tests: ranches worth a chosen total, tables played to the end."""

from __future__ import annotations

import json

from sqlalchemy import text

from companion import storage
from companion.formats.ranch_json import read_ranch
from companion.games.moonriver import Game, Player, score_game
from companion.games.moonriver.model import Plot, Ranch, Terrain
from companion.storage.events import TableRecord


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
    """(name, event points, game points, best game) of every player, best first,
    worked out another way: straight from the stored seats with SQL, each table scored
    with the game engine, points by place from the event's own row."""
    engine = storage.games(app).sessions.kw["bind"]
    with engine.connect() as connection:
        points = connection.execute(
            text("SELECT points FROM events WHERE id = :id"), {"id": event_id}
        ).scalar_one()
        if isinstance(points, str):
            points = json.loads(points)
        players = connection.execute(
            text("SELECT id, name FROM event_players WHERE event_id = :id ORDER BY id"),
            {"id": event_id},
        ).all()
        seats = connection.execute(
            text(
                "SELECT t.id, es.player_id, s.position, s.ranch, s.finished, t.void, r.closed "
                "FROM event_tables t JOIN event_rounds r ON r.id = t.round_id "
                "JOIN event_seats es ON es.table_id = t.id "
                "JOIN seats s ON s.game_id = t.game_id AND s.position = es.position "
                "WHERE r.event_id = :id ORDER BY t.id, s.position"
            ),
            {"id": event_id},
        ).all()
    seats = [
        (*row[:3], json.loads(row[3]) if isinstance(row[3], str) else row[3], *row[4:])
        for row in seats
    ]
    tables: dict[int, list] = {}
    for row in seats:
        tables.setdefault(row[0], []).append(row)
    totals = {pid: [0, 0, None] for pid, _name in players}
    for rows in tables.values():
        if any(r[5] or not r[4] or r[3] is None for r in rows):
            continue  # void, or not every seat finished: it does not count
        grid = rows[0][3].get("rows", 5) if isinstance(rows[0][3], dict) else 5
        game = Game(players=tuple(Player(str(r[1]), read_ranch(r[3], rows=grid)) for r in rows))
        result = score_game(game)
        for r, player in zip(rows, result.players, strict=True):
            mine = totals[r[1]]
            mine[0] += points[str(len(rows))][player.rank - 1]
            mine[1] += player.score.total
            mine[2] = player.score.total if mine[2] is None else max(mine[2], player.score.total)
    names = dict(players)
    out = [(names[pid], e, g, b or 0) for pid, (e, g, b) in totals.items()]
    return sorted(out, key=lambda row: (-row[1], -row[2], -row[3]))
