"""What an organiser and the standings page can do with an event (see the package's note).

Every change is one command: a function reached by the event's secret organiser
token that takes the request the contract declares (``companion.formats.contract``:
the API decodes it from the body, the pages build it from their form) and runs in
one unit of work (``EventRepository.change``): the whole change or nothing. Bad
input raises ``EventError`` listing every problem, a change raced by another
organiser (or the same form sent twice) raises ``EventConflict``; both carry codes
that ``companion.events.messages`` turns into sentences in the request's language,
and either leaves nothing changed however far the command had got. An unknown
token, or a player or table the address names that is not there, raises a
``LookupError`` (a 404 for the pages and the API).

Reading the standings scores each table once, keeps each table's score by its
seats' versions and the event's standings by their stamp (``stamp``: one query,
no scoring), so a poll with nothing changed costs no scoring and a change
re-scores only the tables it touched.
"""

from __future__ import annotations

import dataclasses
import secrets
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum

import msgspec

from companion import storage
from companion.events import ranking, seating, seating_report
from companion.formats.contract import (
    DRAW,
    MAX_EVENT_NAME_LENGTH,
    MAX_NAME_LENGTH,
    MAX_ROUNDS,
    ROUND_GAMES,
    RULE_FIELDS,
    EventPlayerRequest,
    EventRequest,
    EventRulesRequest,
    PublishRequest,
    SeatRoundRequest,
    SwapRequest,
    TableCorrection,
)
from companion.formats.names import name_problem
from companion.formats.ranch_json import ranch_from_contract
from companion.formats.responses import TableStatus
from companion.games.moonriver.model import Mode, Ranch, Scenario
from companion.games.moonriver.scenarios import SCENARIOS
from companion.games.moonriver.validation import same_name
from companion.i18n import CODES
from companion.storage.events import (
    EventChange,
    EventHead,
    EventMoved,
    EventRecord,
    EventRules,
    NameTaken,
    PlayerRecord,
    RoundConflict,
    RoundRecord,
    RoundStarted,
    SeatMoved,
    TableRecord,
)
from companion.storage.repository import GameRecord, SeatSpec
from companion.tables.standings import grid_rows, table_problems
from companion.tables.standings import standings as table_standings
from companion.words.moonriver.labels import COLOUR

MAX_PLAYERS = 256
"""An event seats at most this many players (64 tables)."""
SEAT_COLOURS = tuple(COLOUR)
"""Seat 1 plays purple, seat 2 orange, seat 3 green, seat 4 white (as a game night)."""

PLAYING, COUNTED, VOID, UNSCORABLE = TableStatus


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
    TIEBREAK_KEYS = "tiebreak-keys"
    TIEBREAK_TWICE = "tiebreak-twice"
    FINAL_ROUNDS = "final-rounds"
    FINAL_SEATED = "final-seated"
    DRAFT_CHANGED = "draft-changed"  # the draft was swapped or seated again meanwhile
    PLAYERS_CHANGED = "players-changed"  # params: round; a player joined or left since


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


class NotInEvent(LookupError):
    """The address names a player the event does not have (a 404 too)."""


@contextmanager
def _change(token: str, version: int | None = None) -> Iterator[EventChange]:
    """The command's unit of work on this organiser's event (see ``EventRepository.change``);
    the storage's refusals raised inside become the service's."""
    try:
        with storage.events().change(token, version) as work:
            yield work
    except RoundConflict as conflict:
        raise _round_changed(conflict.current_round) from None
    except LookupError as missing:
        if isinstance(missing, NotInEvent):
            raise
        raise UnknownEvent(token) from None


def _round_changed(current: int) -> EventConflict:
    return EventConflict(Issue(Code.ROUND_CHANGED, "", {"current": current}))


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


def _points(request: EventRequest) -> dict[int, Sequence[int]]:
    if not request.points:
        return dict(ranking.DEFAULT_POINTS)
    return {int(size): places for size, places in request.points.items()}


def _rules(request: EventRequest | EventRulesRequest, rules: EventRules) -> EventRules:
    """The rules as they stand with the request's fields (the others kept)."""
    sent = {
        field: getattr(request, field)
        for field in RULE_FIELDS
        if getattr(request, field) is not msgspec.UNSET
    }
    if "tiebreaks" in sent:
        sent["tiebreaks"] = tuple(sent["tiebreaks"])
    return dataclasses.replace(rules, **sent)


def _rules_issues(rules: EventRules, rounds: int) -> list[Issue]:
    """An order of keys each known and given once; a final only after at least one round."""
    problem = ranking.tiebreaks_problem(rules.tiebreaks)
    issues = [Issue(Code(problem), "tiebreaks")] if problem else []
    if rules.final_table is not None and rounds < MIN_ROUNDS_WITH_FINAL:
        issues.append(Issue(Code.FINAL_ROUNDS, "final_table", {"limit": MIN_ROUNDS_WITH_FINAL}))
    return issues


MIN_ROUNDS_WITH_FINAL = 2
"""A final table seats the top of standings that earlier rounds made."""


def create_event(request: EventRequest) -> EventRecord:
    """A new event with no players yet; its two tokens make the organiser's and the
    standings' links. ``round_games`` holds one word of ``ROUND_GAMES`` per round;
    ``points`` defaults to ``ranking.DEFAULT_POINTS``; the rules (odd counts, bye points,
    final table, tiebreaks) default to ``EventRules()``."""
    name, round_games, points = request.name.strip(), request.round_games, _points(request)
    rules = _rules(request, EventRules())
    issues = [
        _text_issue(name, "name", Code.EVENT_NAME, MAX_EVENT_NAME_LENGTH),
        None if request.language in CODES else Issue(Code.LANGUAGE, "language"),
        None
        if 1 <= len(round_games) <= MAX_ROUNDS
        else Issue(Code.ROUNDS, "round_games", {"limit": MAX_ROUNDS}),
        *(
            Issue(Code.ROUND_GAME, f"round_games[{i}]")
            for i, word in enumerate(round_games)
            if word not in ROUND_GAMES
        ),
        _points_issue(points),
        *_rules_issues(rules, len(round_games)),
    ]
    _refuse([issue for issue in issues if issue])
    return storage.events().create(name, request.language, list(round_games), points, rules)


def change_rules(token: str, request: EventRulesRequest) -> EventHead:
    """The organiser's new rules: odd counts and the final hold from the next round seated,
    bye points for the byes given from then on, the tiebreaks re-rank at once. The final
    cannot change once the last round is seated."""
    with _change(token) as work:
        event = work.event
        rules = _rules(request, event.rules)
        issues = _rules_issues(rules, event.rounds)
        final_changed = (rules.final_table, rules.consolation) != (
            event.rules.final_table,
            event.rules.consolation,
        )
        if final_changed and event.current_round >= event.rounds:
            issues.append(Issue(Code.FINAL_SEATED, "final_table"))
        _refuse(issues)
        work.set_rules(rules)
        return work.event


def _refuse(issues: Sequence[Issue]) -> None:
    if issues:
        raise EventError(*issues)


def organiser_event(token: str) -> EventRecord:
    """The event this organiser link runs, whole (``LookupError`` if none)."""
    event = storage.events().by_organiser_token(token)
    if event is None:
        raise UnknownEvent(token)
    return event


def public_event(token: str) -> EventRecord:
    """The event this standings link shows, whole (``LookupError`` if none). Kept by its
    stamp: after a change the first watcher loads it, the others read it again for the
    price of one query."""
    return PUBLIC_EVENTS.get((token, stamp(standings_token=token)), lambda: _public(token))


def _public(token: str) -> EventRecord:
    event = storage.events().by_standings_token(token)
    if event is None:
        raise UnknownEvent(token)
    return event


# ---- players ----------------------------------------------------------------------------------


def _player_issues(
    event: EventHead, name: str, club: str | None, player_id: int | None = None
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


def add_player(token: str, request: EventPlayerRequest) -> PlayerRecord:
    """A player joins: from round 1 before the event starts, else from the next round
    seated (a late player; the standings count their games like anyone's)."""
    name, club = request.name.strip(), _clean(request.club)
    with _change(token) as work:
        issues = _player_issues(work.event, name, club)
        if len(work.event.players) >= MAX_PLAYERS:
            issues.append(Issue(Code.TOO_MANY_PLAYERS, "", {"limit": MAX_PLAYERS}))
        _refuse(issues)
        return _naming(name, lambda: work.add_player(name, club))


def _naming(name: str, write: Callable):
    """A write that names a player: another player's name is refused in words."""
    try:
        return write()
    except NameTaken:
        raise EventError(Issue(Code.NAME_TAKEN, "name", {"name": name})) from None


def _known_player(work: EventChange, player_id: int) -> PlayerRecord:
    found = work.event.player(player_id)
    if found is None:
        raise NotInEvent(player_id)
    return found


def rename_player(token: str, player_id: int, request: EventPlayerRequest) -> PlayerRecord:
    """A player's new name and club (the open round's tables show the new name too)."""
    name, club = request.name.strip(), _clean(request.club)
    with _change(token) as work:
        _known_player(work, player_id)
        _refuse(_player_issues(work.event, name, club, player_id))
        _naming(name, lambda: work.rename_player(player_id, name, club))
        return work.event.player(player_id)


@dataclass(frozen=True)
class Reseated:
    """A player dropped or brought back, and the round from which it holds."""

    player: PlayerRecord
    round: int


def drop_player(token: str, player_id: int) -> Reseated:
    """The player is not seated from the next round on; the round under way keeps its
    tables (the table still counts once finished)."""
    return _set_dropped(token, player_id, dropped=True)


def bring_back_player(token: str, player_id: int) -> Reseated:
    """Undo a drop: the player is seated again from the next round on."""
    return _set_dropped(token, player_id, dropped=False)


def _set_dropped(token: str, player_id: int, *, dropped: bool) -> Reseated:
    """Sent twice (a reload, a double tap), the second changes nothing."""
    with _change(token) as work:
        player = _known_player(work, player_id)
        if (player.dropped_from is not None) == dropped:
            return Reseated(player, player.dropped_from or work.event.current_round + 1)
        number = work.set_dropped(player_id, dropped=dropped)
        return Reseated(work.event.player(player_id), number)


# ---- rounds -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seated:
    """A round just seated (live, or a draft that only its organiser sees)."""

    round: RoundRecord
    two_player_table: bool
    """A 2-player table (5 × 10 grid) had to be used: say so to the organiser."""
    event: EventHead
    report: seating_report.Report
    """What the seating could not avoid, each with a swap that would part the two."""
    sitting_out: tuple[int, ...] = ()
    """Players left out of a final round without a consolation round (no points)."""


@dataclass(frozen=True)
class ChangedRound:
    """The round a command changed, as it now stands, with the event it belongs to."""

    event: EventHead
    round: RoundRecord


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
    return [t.number for t in current.tables if table_score(current, t).status is PLAYING]


def met_pairs(event: EventRecord) -> list[tuple[int, int]]:
    """Every two players who have sat at one table, once per table."""
    return [pair for r in event.round_list for t in r.tables for pair in seating.pairs(t.players)]


def seat_next_round(token: str, request: SeatRoundRequest, seed: int | None = None) -> Seated:
    """Seat the round after ``based_on`` (the round the organiser's page showed): live at
    once, or with ``request.publish`` false as a draft (``EventRecord.draft``) that counts
    for nothing until ``publish_round``; seating again replaces a draft.

    The round under way is closed on the way once all its tables have counted;
    while a table is still playing nothing is seated (close the round first). If
    the event is no longer at ``based_on`` (another organiser seated it, or the
    button was pressed twice) ``EventConflict`` says which round is seated now.
    The seating is drawn from the event as read and written in a unit that names
    the version it was drawn from: a player added, dropped or renamed meanwhile
    makes it be drawn again from the event as it stands, so nobody is left out unseen.
    """
    based_on = request.based_on
    seed = secrets.randbits(64) if seed is None else seed
    for _attempt in range(SEATING_ATTEMPTS):
        event = organiser_event(token)
        plan, mode, scenario, tables = _draw_next_round(event, based_on, seed)
        earned = ranking.bye_points(event.points, event.rules.bye_points)
        byes = [(player, earned) for player in plan.byes]
        try:
            with _change(token, event.version) as work:
                seated = work.seat_round(
                    based_on, mode, scenario, tables, byes, plan.final, draft=not request.publish
                )
                report = _report(event, seated.number, plan.tables, final=plan.final)
                return Seated(seated, plan.two_player_table, work.event, report, plan.sitting_out)
        except EventMoved as moved:
            if moved.current_round != based_on:
                raise _round_changed(moved.current_round) from None
    raise _round_changed(based_on)


SEATING_ATTEMPTS = 3
"""Draws of one seating before the organiser is asked to try again (each lost only to a
change of the players made in the same instant)."""


def _draw_next_round(event: EventRecord, based_on: int, seed: int):
    """The next round's plan, game and seats, drawn from ``event`` as read; refusals raised."""
    _check_can_seat(event, based_on)
    number = event.current_round + 1
    players = [p for p in event.players if p.plays_in(number)]
    plan = _plan(event, number, players, seed)
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


def _check_can_seat(event: EventRecord, based_on: int) -> None:
    """Refuse a seating from a stale page, past the last round, or over playing tables."""
    if based_on != event.current_round:
        raise _round_changed(event.current_round)
    if event.current_round >= event.rounds:
        raise EventError(Issue(Code.ALL_ROUNDS_SEATED, "", {"rounds": event.rounds}))
    playing = _playing_tables(event)
    if playing:
        raise EventError(Issue(Code.TABLES_PLAYING, "", {"tables": playing}))


def _plan(event: EventRecord, number: int, players: list[PlayerRecord], seed: int):
    """Round 1 keeps clubs apart; later rounds follow the standings; the last may be a
    final; odd counts as the organiser chose (``seating``)."""
    rules = event.rules
    try:
        if len(players) < seating.MIN_PLAYERS:
            raise seating.CannotSeat(len(players))
        if number == 1:
            clubs = {p.id: p.club and same_name(p.club) for p in players}
            return seating.first_round([p.id for p in players], clubs, seed, rules.odd_counts)
        present = {p.id for p in players}
        ranked = [row.player.id for row in standings(event).rows if row.player.id in present]
        had = byes_had(event)
        if rules.final_table and number == event.rounds:
            return seating.final_round(
                ranked, met_pairs(event), seed, rules.final_table, rules.consolation,
                rules.odd_counts, had,
            )  # fmt: skip
        return seating.later_round(
            ranked, met_pairs(event), seed, odd_counts=rules.odd_counts, had_byes=had
        )
    except seating.CannotSeat as cannot:
        raise EventError(Issue(Code.TOO_FEW_PLAYERS, "", {"count": cannot.count})) from None


def byes_had(event: EventRecord) -> dict[int, int]:
    """How many byes each player has had so far."""
    had: dict[int, int] = {}
    for round_ in event.round_list:
        for player, _points in round_.byes:
            had[player] = had.get(player, 0) + 1
    return had


def swap_players(token: str, number: int, request: SwapRequest) -> ChangedRound:
    """Exchange two players' seats in round ``number`` (the current round, or the draft
    after it) before anyone there has saved."""
    first, second = request.players
    with _change(token) as work:
        _open(work, number)
        if first == second:
            raise EventError(Issue(Code.SAME_PLAYER, "players"))
        if work.event.player(first) is None or work.event.player(second) is None:
            raise EventError(Issue(Code.NO_SUCH_PLAYER, "players"))
        try:
            work.swap_players(number, first, second)
        except RoundStarted:
            raise EventError(Issue(Code.ROUND_STARTED, "players")) from None
        except LookupError:
            raise EventError(Issue(Code.NO_SUCH_PLAYER, "players")) from None
        return ChangedRound(work.event, work.round(number))


def _open(work: EventChange, number: int) -> RoundRecord:
    """Round ``number`` if it is the current round and open, or the draft after it;
    else the round changed."""
    found = work.round(number)
    if found is not None and found.draft:
        return found
    if found is None or number != work.event.current_round or found.closed:
        raise _round_changed(work.event.current_round)
    return found


def publish_round(token: str, number: int, request: PublishRequest) -> ChangedRound:
    """The draft round ``number`` goes live: its tables' links work, the standings show
    it, the round before it closes. Refused (nothing changed) if the draft is not the one
    the organiser read (``request.tables``), if a player joined or left since it was
    seated (seat it again), or while a table of the current round is still playing.
    Sent twice, the second finds the round published and changes nothing."""
    with _change(token) as work:
        found = work.round(number)
        if found is not None and not found.draft and number == work.event.current_round:
            return ChangedRound(work.event, found)  # published by this same request before
        if found is None or not found.draft:
            raise _round_changed(work.event.current_round)
        _check_publishable(work, found, request)
        return ChangedRound(work.event, work.publish_round(number))


def _check_publishable(work: EventChange, draft: RoundRecord, request: PublishRequest) -> None:
    """A draft is published only as the organiser read it, with the players it drew, over a
    round no table still plays."""
    seated = [list(table.players) for table in draft.tables]
    if request.tables is not msgspec.UNSET and request.tables != seated:
        raise EventConflict(Issue(Code.DRAFT_CHANGED, "tables"))
    _check_drawn_players(work, draft, seated)
    _check_nothing_playing(work)


def _check_drawn_players(work: EventChange, draft: RoundRecord, seated) -> None:
    playing = {p.id for p in work.event.players if p.plays_in(draft.number)}
    drawn = {player for table in seated for player in table} | {p for p, _ in draft.byes}
    # a final may leave players out (no consolation round): only a drop shows there
    if drawn - playing or (playing != drawn and not draft.final):
        raise EventConflict(Issue(Code.PLAYERS_CHANGED, "", {"round": draft.number}))


def _check_nothing_playing(work: EventChange) -> None:
    current = work.round(work.event.current_round)
    if current is not None and not current.closed:
        tables = [t.number for t in current.tables if table_score(current, t).status is PLAYING]
        _refuse([Issue(Code.TABLES_PLAYING, "", {"tables": tables})] if tables else [])


def discard_draft(token: str, number: int) -> None:
    """Throw the draft round ``number`` away: the event is as before it was seated."""
    with _change(token) as work:
        if not work.discard_draft(number):
            raise _round_changed(work.event.current_round)


# ---- the seating report -----------------------------------------------------------------------


def round_report(event: EventRecord, number: int) -> seating_report.Report:
    """The seating report of round ``number`` as it stands (the draft, or a seated round):
    read against the rounds before it, as the seating was drawn."""
    found = event.draft if event.draft and event.draft.number == number else event.round(number)
    if found is None:
        raise EventError(Issue(Code.NO_SUCH_TABLE, "round"))
    key = (event.organiser_token, event.version, number)
    tables = [t.players for t in found.tables]
    return REPORTS.get(key, lambda: _report(event, number, tables, final=found.final))


def _report(
    event: EventRecord, number: int, tables, *, final: bool = False
) -> seating_report.Report:
    """The report of these tables as round ``number``, from the rounds before it: the
    same meetings, standings and clubs the seating weighed (clubs only in round 1). A
    final's table 1 is the top of the standings: no swap in or out of it is offered."""
    before = dataclasses.replace(
        event, round_list=tuple(r for r in event.round_list if r.number < number), draft=None
    )
    seated = {player for table in tables for player in table}
    ranked = [row.player.id for row in standings(before).rows if row.player.id in seated]
    clubs = _clubs_of(event, seated) if number == 1 else {}
    wanted = seating.Wanted(
        meetings=Counter(frozenset(pair) for pair in met_pairs(before)),
        rank={} if number == 1 else {p: i for i, p in enumerate(ranked)},
        clubs=clubs,
        players=len(seated),
    )
    report = seating_report.seating_report([list(table) for table in tables], wanted)
    return _without_final_swaps(report) if final else report


def _clubs_of(event: EventRecord, seated: set[int]) -> dict:
    """Each seated player's club as the seating compares them (round 1 keeps clubs apart)."""
    return {p.id: p.club and same_name(p.club) for p in event.players if p.id in seated}


def _without_final_swaps(report: seating_report.Report) -> seating_report.Report:
    """The report with every swap into or out of table 1 (the final) taken away."""
    findings = tuple(
        dataclasses.replace(f, swap=None)
        if f.swap and 1 in (f.swap.table, f.swap.other_table)
        else f
        for f in report.findings
    )
    return dataclasses.replace(report, findings=findings)


def close_round(token: str, number: int) -> list[int]:
    """Close round ``number``: the tables unfinished at this moment score nothing (their
    numbers are returned, to say so). Closing a closed round again changes nothing."""
    with _change(token) as work:
        return work.close_round(number)


def start_clock(token: str, number: int) -> ChangedRound:
    """Start (or restart) the round's clock, which the projector view counts from."""
    with _change(token) as work:
        work.start_clock(number)
        return ChangedRound(work.event, work.round(number))


def _known_table(work: EventChange, number: int, table_number: int) -> TableRecord:
    found = work.table(number, table_number)
    if found is None:
        raise EventError(Issue(Code.NO_SUCH_TABLE, "table"))
    return found


def correct_table(
    token: str, number: int, table_number: int, request: TableCorrection
) -> ChangedRound:
    """The organiser enters or corrects ranches of a table (by seat position).

    Every ranch is checked against the table as it will stand with all of them
    (some limits belong to the whole table), then all are saved over what is stored
    and every entered seat of the table is marked finished (the organiser vouches
    for the result); a table closed unfinished counts again once every seat is
    entered. One refusal anywhere, or a phone saving a seat meanwhile, and nothing
    of the correction is kept. The standings re-rank from it at once.
    """
    with _change(token) as work:
        table = _known_table(work, number, table_number)
        return _vouch(work, number, table, _checked_ranches(table.game, request))


def count_table(token: str, number: int, table_number: int) -> ChangedRound:
    """The organiser's "count it now": every entered seat of the table is marked
    finished, and a table closed unfinished counts again once every seat is entered."""
    with _change(token) as work:
        return _vouch(work, number, _known_table(work, number, table_number), {})


def _vouch(
    work: EventChange, number: int, table: TableRecord, ranches: Mapping[int, tuple[Ranch, int]]
) -> ChangedRound:
    """Save the ranches, finish the entered seats, count the table again if it was void."""
    try:
        corrected = work.correct_table(number, table.number, ranches)
    except SeatMoved:
        raise EventConflict(Issue(Code.SEAT_CHANGED, "", {"table": table.number})) from None
    if corrected.void:
        if not table_standings(corrected.game).complete:
            raise EventError(Issue(Code.NOT_FINISHED, "", {"table": table.number}))
        work.count_table(number, table.number)
    return ChangedRound(work.event, work.round(number))


def _checked_ranches(record: GameRecord, request: TableCorrection) -> dict[int, tuple[Ranch, int]]:
    """The correction's ranches by position with the version each seat was read at, once
    every one fits the table together with the others; else every problem refused."""
    rows = grid_rows(record)
    ranches: dict[int, Ranch] = {}
    issues = []
    for entry in request.seats:
        if record.seat(entry.position) is None:
            issues.append(Issue(Code.NO_SUCH_TABLE, f"seats.{entry.position}"))
        elif (entry.ranch.rows or rows) != rows:
            issues.append(Issue(Code.RANCH_PROBLEM, f"seats.{entry.position}", {"messages": []}))
        else:
            ranches[entry.position] = ranch_from_contract(entry.ranch, rows)
    _refuse(issues)
    together = _with_ranches(record, ranches)
    for position, ranch in sorted(ranches.items()):
        problems = table_problems(together, position, ranch)
        if problems:
            issues.append(Issue(Code.RANCH_PROBLEM, f"seats.{position}", {"messages": problems}))
    _refuse(issues)
    return {position: (ranch, record.seat(position).version) for position, ranch in ranches.items()}


def _with_ranches(record: GameRecord, ranches: Mapping[int, Ranch]) -> GameRecord:
    """The table as it would stand with these ranches saved."""
    seats = tuple(
        dataclasses.replace(seat, ranch=ranches.get(seat.position, seat.ranch))
        for seat in record.seats
    )
    return dataclasses.replace(record, seats=seats)


# ---- standings ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableScore:
    """What one table gives the event, scored once for the state its seats are in."""

    status: TableStatus
    placings: tuple[ranking.Placing, ...]
    """The places it gives (none unless it counts)."""
    finished: int
    """Seats marked finished so far."""


def _score_table(round_: RoundRecord, table: TableRecord) -> TableScore:
    state = table_standings(table.game)
    finished = sum(seat.finished for seat in table.game.seats)
    if table.void or (not state.complete and round_.closed):
        return TableScore(VOID, (), finished)
    if not state.complete:
        return TableScore(PLAYING, (), finished)
    if state.problems:
        return TableScore(UNSCORABLE, (), finished)
    size = len(table.game.seats)
    placings = tuple(
        ranking.Placing(
            table.players[row.seat.position - 1],
            row.result.rank,
            row.result.score.total,
            size,
            (round_.number, table.number),
        )
        for row in state.rows
    )
    return TableScore(COUNTED, placings, finished)


class Kept:
    """A small least-recently-used store shared by a worker's threads."""

    def __init__(self, size: int):
        self.size = size
        self.items: OrderedDict = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key, make: Callable):
        with self.lock:
            if key in self.items:
                self.items.move_to_end(key)
                return self.items[key]
        value = make()
        with self.lock:
            self.items[key] = value
            while len(self.items) > self.size:
                self.items.popitem(last=False)
        return value


TABLE_SCORES = Kept(8192)
"""Each table's score by the state of its seats: a change re-scores only its table."""
PUBLIC_EVENTS = Kept(4)
"""The last few events watched, by standings token and stamp (a large event's record is
a few megabytes: few are kept)."""
REPORTS = Kept(64)
"""Each round's seating report by the event's version (a swap moves it)."""
EVENT_STANDINGS = Kept(64)
"""Each event's standings by its stamp: a read with nothing changed scores nothing."""


def table_score(round_: RoundRecord, table: TableRecord) -> TableScore:
    """The table's status and placings, scored once per state of its seats (every save
    moves a seat's version; finishing, a swap, voiding and closing are in the key too)."""
    key = (
        table.game.edit_token,
        table.game.mode,
        table.game.scenario,
        tuple((seat.version, seat.finished) for seat in table.game.seats),
        table.players,
        table.void,
        round_.closed,
    )
    return TABLE_SCORES.get(key, lambda: _score_table(round_, table))


def table_status(round_: RoundRecord, table: TableRecord) -> TableStatus:
    """Where a table stands: counted once every seat is finished and it scores."""
    return table_score(round_, table).status


@dataclass(frozen=True)
class StandingRow:
    player: PlayerRecord
    standing: ranking.Standing


@dataclass(frozen=True)
class TableState:
    round: int
    table: TableRecord
    status: TableStatus
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


def stamp(*, standings_token: str = "", organiser_token: str = "") -> str:
    """The event's stamp as one query reads it, without loading or scoring anything:
    what a poll costs. Equal to ``standings(event).stamp`` of the event as it stands."""
    found = storage.events().stamp(standings_token=standings_token, organiser_token=organiser_token)
    if found is None:
        raise UnknownEvent(standings_token or organiser_token)
    return found


def event_stamp(event: EventRecord) -> str:
    """``stamp`` worked out from a loaded event (the same words as the query's: the
    version, and the seats of the open current round, the only ones phones can change)."""
    current = event.round(event.current_round)
    tables = current.tables if current is not None and not current.closed else ()
    seats = [seat for t in tables for seat in t.game.seats]
    games = [t.game for t in tables if t.game.seats]
    latest = max((game.updated_at for game in games), default=None)
    return ".".join(
        str(part)
        for part in (
            event.version,
            event.updated_at.timestamp(),
            len(seats),
            sum(seat.version for seat in seats),
            sum(seat.finished for seat in seats),
            latest.timestamp() if latest else 0,
        )
    )


def standings(event: EventRecord) -> EventStandings:
    """The live standings, from the stored games: each table scored once per state of its
    seats, the whole kept by the event's stamp until anything moves."""
    current = event_stamp(event)
    key = (event.standings_token, current)
    return EVENT_STANDINGS.get(key, lambda: _standings(event, current))


def _standings(event: EventRecord, current: str) -> EventStandings:
    tables, counted, final = [], [], ()
    for round_ in event.round_list:
        for table in round_.tables:
            score = table_score(round_, table)
            tables.append(TableState(round_.number, table, score.status, score.finished))
            counted += score.placings
            if round_.final and table.number == 1:
                final = score.placings
    ranked = ranking.standings(
        [p.id for p in event.players],
        counted,
        event.points,
        byes=[bye for round_ in event.round_list for bye in round_.byes],
        order=event.rules.tiebreaks,
        final=final,
    )
    by_id = {p.id: p for p in event.players}
    return EventStandings(
        rows=tuple(StandingRow(by_id[s.player], s) for s in ranked),
        tables=tuple(tables),
        stamp=current,
    )
