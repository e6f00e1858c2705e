"""What an organiser and the standings page can do with an event (see the package's note).

Every function is reached by the event's secret organiser token (or, for
reading the standings, its public standings token) and either does the whole
change or nothing: bad input raises ``EventError`` listing every problem, a
change raced by another organiser (or the same form sent twice) raises
``EventConflict``; both carry codes that ``companion.events.messages`` turns
into sentences in the request's language. An unknown token raises
``UnknownEvent``, a ``LookupError`` (a 404 for the pages and the API).
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from companion import storage
from companion.events import ranking, seating
from companion.formats.contract import (
    DRAW,
    MAX_EVENT_NAME_LENGTH,
    MAX_NAME_LENGTH,
    MAX_ROUNDS,
    ROUND_GAMES,
)
from companion.formats.names import name_problem
from companion.formats.responses import EVENT_TABLE_STATUSES
from companion.games.moonriver.model import Mode, Ranch, Scenario
from companion.games.moonriver.scenarios import SCENARIOS
from companion.games.moonriver.validation import same_name
from companion.i18n import CODES
from companion.storage.events import (
    EventMoved,
    EventRecord,
    NameTaken,
    PlayerRecord,
    RoundConflict,
    RoundRecord,
    RoundStarted,
    TableRecord,
)
from companion.storage.repository import SeatSpec, VersionConflict
from companion.tables.standings import grid_rows, table_problems
from companion.tables.standings import standings as table_standings
from companion.words.moonriver.labels import COLOUR

MAX_PLAYERS = 256
"""An event seats at most this many players (64 tables)."""
SEAT_COLOURS = tuple(COLOUR)
"""Seat 1 plays purple, seat 2 orange, seat 3 green, seat 4 white (as a game night)."""

TABLE_STATUSES = EVENT_TABLE_STATUSES
PLAYING, COUNTED, VOID, UNSCORABLE = TABLE_STATUSES


class Code(Enum):
    """Why an organiser's request was turned down (``messages`` says it in words)."""

    EVENT_NAME = "event-name"  # params: limit
    LANGUAGE = "language"
    ROUNDS = "rounds"  # params: limit
    ROUND_GAME = "round-game"
    POINTS_PER_PLACE = "points-per-place"
    POINTS_WHOLE_NUMBERS = "points-whole-numbers"
    POINTS_RANGE = "points-range"  # params: limit
    POINTS_ORDER = "points-order"
    NAME_LENGTH = "name-length"  # params: limit
    NAME_CHARACTERS = "name-characters"  # params: fault (a FormatCode)
    NAME_TAKEN = "name-taken"  # params: name
    CLUB_LENGTH = "club-length"  # params: limit
    TOO_MANY_PLAYERS = "too-many-players"  # params: limit
    NO_SUCH_PLAYER = "no-such-player"
    NO_SUCH_TABLE = "no-such-table"
    TOO_FEW_PLAYERS = "too-few-players"  # params: count
    ALL_ROUNDS_SEATED = "all-rounds-seated"  # params: rounds
    TABLES_PLAYING = "tables-playing"  # params: tables (numbers)
    TABLES_VOID = "tables-void"  # params: tables (numbers); said when a round is closed
    ROUND_CHANGED = "round-changed"  # params: current (the round now seated)
    ROUND_STARTED = "round-started"
    SAME_PLAYER = "same-player"
    NOT_FINISHED = "not-finished"  # params: table
    RANCH_PROBLEM = "ranch-problem"  # params: messages (already in words)
    SEAT_CHANGED = "seat-changed"  # params: table


@dataclass(frozen=True)
class Issue:
    code: Code
    field: str = ""
    """Which input it is about (``name``, ``points.3``...), empty for the whole request."""
    params: dict = dataclasses.field(default_factory=dict)


class EventError(Exception):
    """The request was turned down: nothing was changed. ``issues`` lists every problem."""

    def __init__(self, *issues: Issue):
        self.issues = issues
        super().__init__(", ".join(issue.code.value for issue in issues))


class EventConflict(EventError):
    """Someone changed the event first (another organiser, or this form sent twice)."""


class UnknownEvent(LookupError):
    """No event has this token (a 404, like any address that never existed)."""


# ---- creating an event ----------------------------------------------------------------------


def _text_issue(text: str, where: str, code: Code, limit: int) -> Issue | None:
    if not 1 <= len(text) <= limit:
        return Issue(code, where, {"limit": limit})
    fault = name_problem(text)
    return Issue(Code.NAME_CHARACTERS, where, {"fault": fault}) if fault else None


def _points_issue(points: Mapping[int, Sequence[int]]) -> Issue | None:
    problem = ranking.points_problem(points)
    if problem is None:
        return None
    return Issue(Code(problem), "points", {"limit": ranking.MAX_PLACE_POINTS})


def create_event(
    name: str,
    language: str,
    round_games: Sequence[str],
    points: Mapping[int, Sequence[int]] | None = None,
) -> EventRecord:
    """A new event with no players yet; its two tokens make the organiser's and the
    standings' links. ``round_games`` holds one word of ``ROUND_GAMES`` per round;
    ``points`` defaults to ``ranking.DEFAULT_POINTS``."""
    name = (name or "").strip()
    points = dict(ranking.DEFAULT_POINTS if points is None else points)
    issues = [
        _text_issue(name, "name", Code.EVENT_NAME, MAX_EVENT_NAME_LENGTH),
        None if language in CODES else Issue(Code.LANGUAGE, "language"),
        None
        if 1 <= len(round_games) <= MAX_ROUNDS
        else Issue(Code.ROUNDS, "rounds", {"limit": MAX_ROUNDS}),
        *(
            Issue(Code.ROUND_GAME, f"round_games[{i}]")
            for i, word in enumerate(round_games)
            if word not in ROUND_GAMES
        ),
        _points_issue(points),
    ]
    issues = [issue for issue in issues if issue]
    if issues:
        raise EventError(*issues)
    return storage.events().create(name, language, list(round_games), points)


def organiser_event(token: str) -> EventRecord:
    """The event this organiser link runs (``LookupError`` if none)."""
    event = storage.events().by_organiser_token(token)
    if event is None:
        raise UnknownEvent(token)
    return event


def public_event(token: str) -> EventRecord:
    """The event this standings link shows (``LookupError`` if none)."""
    event = storage.events().by_standings_token(token)
    if event is None:
        raise UnknownEvent(token)
    return event


# ---- players ----------------------------------------------------------------------------------


def _player_issues(
    event: EventRecord, name: str, club: str | None, player_id: int | None = None
) -> list[Issue]:
    issues = [
        _text_issue(name, "name", Code.NAME_LENGTH, MAX_NAME_LENGTH),
        _text_issue(club, "club", Code.CLUB_LENGTH, MAX_NAME_LENGTH) if club else None,
    ]
    if any(p.id != player_id and same_name(p.name) == same_name(name) for p in event.players):
        issues.append(Issue(Code.NAME_TAKEN, "name", {"name": name}))
    return [issue for issue in issues if issue]


def _clean(text: str | None) -> str | None:
    return (text or "").strip() or None


def add_player(token: str, name: str, club: str | None = None) -> PlayerRecord:
    """A player joins: from round 1 before the event starts, else from the next round
    seated (a late player; the standings count their games like anyone's)."""
    event = organiser_event(token)
    name, club = (name or "").strip(), _clean(club)
    issues = _player_issues(event, name, club)
    if len(event.players) >= MAX_PLAYERS:
        issues.append(Issue(Code.TOO_MANY_PLAYERS, "", {"limit": MAX_PLAYERS}))
    if issues:
        raise EventError(*issues)
    try:
        return storage.events().add_player(event.id, name, club)
    except NameTaken:
        raise EventError(Issue(Code.NAME_TAKEN, "name", {"name": name})) from None


def rename_player(token: str, player_id: int, name: str, club: str | None = None) -> None:
    """A player's new name and club (the open round's tables show the new name too)."""
    event = organiser_event(token)
    if event.player(player_id) is None:
        raise EventError(Issue(Code.NO_SUCH_PLAYER, "player"))
    name, club = (name or "").strip(), _clean(club)
    issues = _player_issues(event, name, club, player_id)
    if issues:
        raise EventError(*issues)
    try:
        storage.events().rename_player(event.id, player_id, name, club)
    except NameTaken:
        raise EventError(Issue(Code.NAME_TAKEN, "name", {"name": name})) from None


def drop_player(token: str, player_id: int) -> int:
    """The player is not seated from the next round on; the round under way keeps its
    tables (the table still counts once finished). Returns that next round's number."""
    return _set_dropped(token, player_id, dropped=True)


def bring_back_player(token: str, player_id: int) -> int:
    """Undo a drop: the player is seated again from the next round on. Returns its number."""
    return _set_dropped(token, player_id, dropped=False)


def _set_dropped(token: str, player_id: int, *, dropped: bool) -> int:
    event = organiser_event(token)
    if event.player(player_id) is None:
        raise EventError(Issue(Code.NO_SUCH_PLAYER, "player"))
    return storage.events().set_dropped(event.id, player_id, dropped=dropped)


# ---- rounds -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seated:
    """A round just seated."""

    round: RoundRecord
    two_player_table: bool
    """A 2-player table (5 × 10 grid) had to be used: say so to the organiser."""


def round_game(word: str) -> tuple[Mode, Scenario | None]:
    """The game a round's word stands for, drawing the scenario for ``draw`` (rule 25)."""
    if word == Mode.BASE.value:
        return Mode.BASE, None
    if word == DRAW:
        return Mode.LEGENDS, secrets.choice(list(SCENARIOS))
    return Mode.LEGENDS, Scenario(word)


def _playing_tables(event: EventRecord) -> list[int]:
    current = event.round(event.current_round)
    if current is None or current.closed:
        return []
    return [t.number for t in current.tables if table_status(current, t) == PLAYING]


def met_pairs(event: EventRecord) -> list[tuple[int, int]]:
    """Every two players who have sat at one table, once per table."""
    return [pair for r in event.round_list for t in r.tables for pair in seating.pairs(t.players)]


def seat_next_round(token: str, based_on: int, seed: int | None = None) -> Seated:
    """Seat the round after ``based_on`` (the round the organiser's page showed).

    The round under way is closed on the way once all its tables have counted;
    while a table is still playing nothing is seated (close the round first). If
    the event is no longer at ``based_on`` (another organiser seated it, or the
    button was pressed twice) ``EventConflict`` says which round is seated now.
    A player added, dropped or renamed while the seating was being drawn makes it
    be drawn again from the event as it stands, so nobody is left out unseen.
    """
    seed = secrets.randbits(64) if seed is None else seed
    for _attempt in range(SEATING_ATTEMPTS):
        event = organiser_event(token)
        plan, mode, scenario, tables = _draw_next_round(event, based_on, seed)
        try:
            storage.events().seat_round(event.id, based_on, event.version, mode, scenario, tables)
        except EventMoved:
            continue
        except RoundConflict as conflict:
            raise EventConflict(
                Issue(Code.ROUND_CHANGED, "", {"current": conflict.current_round})
            ) from None
        seated = storage.events().by_id(event.id).round(based_on + 1)
        return Seated(seated, plan.two_player_table)
    raise EventConflict(Issue(Code.ROUND_CHANGED, "", {"current": based_on}))


SEATING_ATTEMPTS = 3
"""Draws of one seating before the organiser is asked to try again (each lost only to a
change of the players made in the same instant)."""


def _draw_next_round(event: EventRecord, based_on: int, seed: int):
    """The next round's plan, game and seats, drawn from ``event`` as read; refusals raised."""
    if based_on != event.current_round:
        raise EventConflict(Issue(Code.ROUND_CHANGED, "", {"current": event.current_round}))
    if event.current_round >= event.rounds:
        raise EventError(Issue(Code.ALL_ROUNDS_SEATED, "", {"rounds": event.rounds}))
    playing = _playing_tables(event)
    if playing:
        raise EventError(Issue(Code.TABLES_PLAYING, "", {"tables": playing}))
    number = event.current_round + 1
    players = [p for p in event.players if p.plays_in(number)]
    try:
        if number == 1:
            clubs = {p.id: p.club and same_name(p.club) for p in players}
            plan = seating.first_round([p.id for p in players], clubs, seed)
        else:
            present = {p.id for p in players}
            ranked = [row.player.id for row in standings(event).rows if row.player.id in present]
            plan = seating.later_round(ranked, met_pairs(event), seed)
    except seating.CannotSeat as cannot:
        raise EventError(Issue(Code.TOO_FEW_PLAYERS, "", {"count": cannot.count})) from None
    mode, scenario = round_game(event.round_games[number - 1])
    names = {p.id: p.name for p in players}
    tables = [
        [
            (pid, SeatSpec(names[pid], colour))
            for pid, colour in zip(table, SEAT_COLOURS, strict=False)
        ]
        for table in plan.tables
    ]
    return plan, mode, scenario, tables


def _seated_round(event: EventRecord, number: int) -> RoundRecord:
    found = event.round(number)
    if found is None or number != event.current_round or found.closed:
        raise EventConflict(Issue(Code.ROUND_CHANGED, "", {"current": event.current_round}))
    return found


def swap_players(token: str, number: int, first: int, second: int) -> None:
    """Exchange two players' seats in round ``number`` before anyone there has saved."""
    event = organiser_event(token)
    _seated_round(event, number)
    if first == second:
        raise EventError(Issue(Code.SAME_PLAYER, "players"))
    try:
        storage.events().swap_players(event.id, number, first, second)
    except RoundConflict as conflict:
        raise EventConflict(
            Issue(Code.ROUND_CHANGED, "", {"current": conflict.current_round})
        ) from None
    except RoundStarted:
        raise EventError(Issue(Code.ROUND_STARTED, "players")) from None
    except LookupError:
        raise EventError(Issue(Code.NO_SUCH_PLAYER, "players")) from None


def close_round(token: str, number: int) -> list[int]:
    """Close round ``number``: the tables unfinished at this moment score nothing (their
    numbers are returned, to say so). Closing a closed round again changes nothing."""
    event = organiser_event(token)
    try:
        return storage.events().close_round(event.id, number)
    except RoundConflict as conflict:
        raise EventConflict(
            Issue(Code.ROUND_CHANGED, "", {"current": conflict.current_round})
        ) from None


def start_clock(token: str, number: int):
    """Start (or restart) the round's clock, which the projector view counts from."""
    event = organiser_event(token)
    try:
        return storage.events().start_clock(event.id, number)
    except RoundConflict as conflict:
        raise EventConflict(
            Issue(Code.ROUND_CHANGED, "", {"current": conflict.current_round})
        ) from None


def _table(event: EventRecord, number: int, table_number: int) -> TableRecord:
    found = event.round(number)
    table = next((t for t in found.tables if t.number == table_number), None) if found else None
    if table is None:
        raise EventError(Issue(Code.NO_SUCH_TABLE, "table"))
    return table


def correct_table(token: str, number: int, table_number: int, ranches: Mapping[int, Ranch]) -> None:
    """The organiser enters or corrects ranches of a table (seat position -> ranch).

    Each is saved over what is stored, then every entered seat of the table is marked
    finished (the organiser vouches for the result); a table closed unfinished counts
    again once every seat is entered. The standings re-rank from it at once.
    """
    event = organiser_event(token)
    table = _table(event, number, table_number)
    record = table.game
    games = storage.games()
    for position, ranch in sorted(ranches.items()):
        seat = record.seat(position)
        if seat is None:
            raise EventError(Issue(Code.NO_SUCH_TABLE, f"seats.{position}"))
        if ranch.rows != grid_rows(record):
            raise EventError(Issue(Code.RANCH_PROBLEM, f"seats.{position}", {"messages": []}))
        problems = table_problems(record, position, ranch)
        if problems:
            raise EventError(Issue(Code.RANCH_PROBLEM, f"seats.{position}", {"messages": problems}))
        try:
            games.save_ranch(record.edit_token, position, ranch, based_on=seat.version)
        except VersionConflict:
            raise EventConflict(Issue(Code.SEAT_CHANGED, "", {"table": table_number})) from None
        record = games.by_edit_token(record.edit_token)
    for seat in record.seats:  # the organiser vouches for the table's result as it stands
        if seat.ranch is not None and not seat.finished:
            games.set_finished(record.edit_token, seat.position, True)
    record = games.by_edit_token(record.edit_token)
    if table.void:
        if not table_standings(record).complete:
            raise EventError(Issue(Code.NOT_FINISHED, "", {"table": table_number}))
        storage.events().count_table(event.id, number, table_number)


# ---- standings ----------------------------------------------------------------------------------


def table_status(round_: RoundRecord, table: TableRecord) -> str:
    """Where a table stands: counted once every seat is finished and it scores."""
    if table.void:
        return VOID
    state = table_standings(table.game)
    if not state.complete:
        return VOID if round_.closed else PLAYING
    return UNSCORABLE if state.problems else COUNTED


@dataclass(frozen=True)
class StandingRow:
    player: PlayerRecord
    standing: ranking.Standing


@dataclass(frozen=True)
class TableState:
    round: int
    table: TableRecord
    status: str
    """One of ``TABLE_STATUSES``."""
    finished: int
    """Seats marked finished so far."""


@dataclass(frozen=True)
class EventStandings:
    rows: tuple[StandingRow, ...]
    """Every player, best first (dropped players stay, with the games they played)."""
    tables: tuple[TableState, ...]
    """Every table of every round, round by round."""
    stamp: str
    """Changes whenever anything the standings page shows changes (for polling)."""


def placings(event: EventRecord) -> Iterable[tuple[TableState, list[ranking.Placing]]]:
    """Each table with the placings it gives (none unless it counts)."""
    for round_ in event.round_list:
        for table in round_.tables:
            status = table_status(round_, table)
            state = table_standings(table.game)
            found = []
            if status == COUNTED:
                size = len(table.game.seats)
                found = [
                    ranking.Placing(
                        table.players[row.seat.position - 1],
                        row.result.rank,
                        row.result.score.total,
                        size,
                    )
                    for row in state.rows
                ]
            finished = sum(seat.finished for seat in table.game.seats)
            yield TableState(round_.number, table, status, finished), found


def standings(event: EventRecord) -> EventStandings:
    """The live standings, computed from the stored games every time (nothing cached)."""
    tables, counted = [], []
    for state, found in placings(event):
        tables.append(state)
        counted += found
    ranked = ranking.standings([p.id for p in event.players], counted, event.points)
    by_id = {p.id: p for p in event.players}
    stamp = ".".join(
        [str(event.version)]
        + [
            f"{seat.version}{'f' if seat.finished else ''}"
            for state in tables
            for seat in state.table.game.seats
        ]
    )
    return EventStandings(
        rows=tuple(StandingRow(by_id[s.player], s) for s in ranked),
        tables=tuple(tables),
        stamp=stamp,
    )
