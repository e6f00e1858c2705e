"""What a season's organiser and its standings page can do (a season: events counted together).

A season groups events (a club's evenings). Its organiser creates it (it gets
an organiser token and a standings token, as an event does), adds an existing
event by that event's organiser link (holding it is the proof), or starts the
season's next event with the last event's players, rounds and points. Each
event keeps its own players; the season says which of them is which **season
player**: a player carried to the next event stays the same season player, an
event's player is matched by name when the event joins (or when the player
was added to the event later), and the organiser can match a name to another
season player, or unmatch it (a season player of their own).

Every change is one command taking the contract's request and running in one
unit of work (``SeasonRepository.change``): all of it or nothing. Refusals are
``EventError`` (``EventConflict`` for a race) with ``SeasonCode`` codes that
``season_messages`` words; an unknown token or player is a ``LookupError``.

The standings are ``season.standings`` (pure) over each event's own standings
(``service.standings``, kept by each event's stamp).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum

from companion import storage
from companion.events import ranking, season, service
from companion.events.service import Code, EventConflict, EventError, Issue
from companion.formats.contract import (
    MAX_EVENT_NAME_LENGTH,
    MAX_SEASON_EVENTS,
    NextEventRequest,
    SeasonEventRequest,
    SeasonMatchRequest,
    SeasonRequest,
)
from companion.games.moonriver.validation import same_name
from companion.i18n import CODES
from companion.storage.events import EventRecord
from companion.storage.seasons import EventTaken, NewEvent, SeasonChange, SeasonRecord


class SeasonCode(Enum):
    """Why a season's organiser was turned down (``season_messages`` says it in words)."""

    SEASON_NAME = "season-name"  # params: limit
    BEST_OF = "best-of"  # params: limit
    EVENT_LINK = "event-link"
    EVENT_IN_SEASON = "event-in-season"
    EVENT_IN_OTHER_SEASON = "event-in-other-season"
    TOO_MANY_EVENTS = "too-many-events"  # params: limit
    NO_EVENT_YET = "no-event-yet"
    SEASON_CHANGED = "season-changed"  # params: events (how many the season has now)
    NO_SUCH_SEASON_PLAYER = "no-such-season-player"
    SAME_EVENT = "same-event"  # params: name (the event player already matched)


class UnknownSeason(LookupError):
    """No season has this token (a 404)."""


class NotInSeason(LookupError):
    """The address names an event player none of the season's events has (a 404)."""


def _issue(code: SeasonCode, field: str = "", **params) -> Issue:
    return Issue(code, field, params)  # type: ignore[arg-type]  # a season's code


@contextmanager
def _change(token: str) -> Iterator[SeasonChange]:
    try:
        with storage.seasons().change(token) as work:
            yield work
    except LookupError as missing:
        if isinstance(missing, NotInSeason):
            raise
        raise UnknownSeason(token) from None


# ---- the season ----------------------------------------------------------------------------


def _settings_issues(request: SeasonRequest) -> list[Issue]:
    name = request.name.strip()
    issues = [
        _name_issue(name, "name", SeasonCode.SEASON_NAME),
        None if request.language in CODES else Issue(Code.LANGUAGE, "language"),
        _issue(SeasonCode.BEST_OF, "best_of", limit=MAX_SEASON_EVENTS)
        if season.best_of_problem(request.best_of, MAX_SEASON_EVENTS)
        else None,
    ]
    return [issue for issue in issues if issue]


def _name_issue(name: str, field: str, code) -> Issue | None:
    """A name of 1 to 80 visible characters (the event's own check, with this code)."""
    found = service._text_issue(name, field, Code.EVENT_NAME, MAX_EVENT_NAME_LENGTH)
    if found is not None and found.code is Code.EVENT_NAME:
        return Issue(code, field, found.params)
    return found


def create_season(request: SeasonRequest) -> SeasonRecord:
    """A new season with no event yet; its two tokens make the organiser's and the standings'
    links."""
    service._refuse(_settings_issues(request))
    return storage.seasons().create(request.name.strip(), request.language, request.best_of)


def update_season(token: str, request: SeasonRequest) -> SeasonRecord:
    """The season's name, language and best-N counting (the standings follow at once)."""
    with _change(token) as work:
        service._refuse(_settings_issues(request))
        work.settle(request.name.strip(), request.language, request.best_of)
        return materialise(work)


def organiser_season(token: str) -> SeasonRecord:
    found = storage.seasons().by_organiser_token(token)
    if found is None:
        raise UnknownSeason(token)
    return found


def public_season(token: str) -> SeasonRecord:
    found = storage.seasons().by_standings_token(token)
    if found is None:
        raise UnknownSeason(token)
    return found


# ---- events ----------------------------------------------------------------------------------

EVENT_LINK = re.compile(r"/e/([A-Za-z0-9_-]+)")


def event_token(text: str) -> str:
    """The organiser token in an event's organiser link (or the token itself, pasted alone)."""
    found = EVENT_LINK.search(text)
    return found.group(1) if found else text.strip()


def add_event(token: str, request: SeasonEventRequest) -> SeasonRecord:
    """An existing event becomes the season's next event. Its organiser link proves the
    right to add it; an event belongs to one season at most. Its players are matched by
    name to the season's players (a new name is a new season player)."""
    with _change(token) as work:
        event_id = work.event_id(event_token(request.event))
        if event_id is None:
            raise EventError(_issue(SeasonCode.EVENT_LINK, "event"))
        owner = work.season_of(event_id)
        if owner is not None:
            code = (
                SeasonCode.EVENT_IN_SEASON
                if owner == work.row.id
                else SeasonCode.EVENT_IN_OTHER_SEASON
            )
            raise EventError(_issue(code, "event"))
        _check_room(work.season)
        try:
            work.add_event(event_id)
        except EventTaken:  # another season took it in the same instant
            raise EventError(_issue(SeasonCode.EVENT_IN_OTHER_SEASON, "event")) from None
        materialise(work)
        return work.season


def _check_room(record: SeasonRecord) -> None:
    if len(record.events) >= MAX_SEASON_EVENTS:
        raise EventError(_issue(SeasonCode.TOO_MANY_EVENTS, "", limit=MAX_SEASON_EVENTS))


@dataclass(frozen=True)
class NextEvent:
    """The season's next event, just made: the season as it now stands and the event's
    organiser token (its organiser page runs it like any event)."""

    season: SeasonRecord
    event_token: str


def next_event(token: str, request: NextEventRequest) -> NextEvent:
    """Start the season's next event with the last event's players (each the same season
    player as before), its rounds' games and its points per place. ``based_on`` is how many
    events the organiser's page showed: if the season moved meanwhile (a second press, a
    second organiser) nothing is made and ``EventConflict`` says so."""
    name = request.name.strip()
    with _change(token) as work:
        record = materialise(work)
        if request.based_on != len(record.events):
            raise EventConflict(_issue(SeasonCode.SEASON_CHANGED, "", events=len(record.events)))
        if not record.events:
            raise EventError(_issue(SeasonCode.NO_EVENT_YET, ""))
        service._refuse([i for i in [_name_issue(name, "name", Code.EVENT_NAME)] if i])
        _check_room(record)
        last = record.events[-1]
        language, round_games, points = work.event_settings(last.event_id)
        players = [
            (player_name, club, last.entries[player_id])
            for player_id, player_name, club in work.event_players(last.event_id)
        ]
        _event_id, organiser = work.create_event(
            NewEvent(name, language, round_games, points, players)
        )
        return NextEvent(work.season, organiser)


# ---- players ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Identity:
    """Who an event player is in the season: a season player's id, or (not yet written) a new
    season player of their own, keyed by the event player's id."""

    season_player: int | None
    event_player: int

    @property
    def key(self) -> tuple[str, int]:
        if self.season_player is not None:
            return ("season", self.season_player)
        return ("new", self.event_player)


EventPlayers = Sequence[tuple[Mapping[int, int], Sequence[tuple[int, str]]]]
"""Each event of the season in order: its entries (event player -> season player) and its
players (id, name)."""


def identities(record: SeasonRecord, events: EventPlayers) -> dict[int, Identity]:
    """Every event player's season identity. The organiser's matches hold; any other player
    takes the season player of the same name (capitals and accents aside) not already in
    that event, else is a new season player of their own."""
    names: dict[tuple[str, int], set[str]] = {
        ("season", p.id): {same_name(p.name)} for p in record.players
    }
    found: dict[int, Identity] = {}
    for entries, players in events:
        taken = {("season", sp) for sp in entries.values()}
        for player_id, name in sorted(players, key=lambda p: p[0] not in entries):
            identity = (
                Identity(entries[player_id], player_id)
                if player_id in entries
                else _by_name(names, taken, player_id, same_name(name))
            )
            found[player_id] = identity
            taken.add(identity.key)
            names.setdefault(identity.key, set()).add(same_name(name))
    return found


def _by_name(names: Mapping, taken: set, player_id: int, name: str) -> Identity:
    """The identity whose names include ``name`` and that this event has not used yet."""
    key = next((k for k, seen in names.items() if name in seen and k not in taken), None)
    if key is None:
        return Identity(None, player_id)
    kind, number = key
    return Identity(number, player_id) if kind == "season" else Identity(None, number)


def materialise(work: SeasonChange) -> SeasonRecord:
    """Write down every identity ``identities`` gives that is not yet an entry: a command
    then works on explicit matches only. The season as it then stands."""
    record = work.season
    players = [
        [(pid, name) for pid, name, _club in work.event_players(e.event_id)] for e in record.events
    ]
    events = [(e.entries, ps) for e, ps in zip(record.events, players, strict=True)]
    made: dict[int, int] = {}
    for player_id, identity in identities(record, events).items():
        season_player = identity.season_player
        if season_player is None:
            if identity.event_player not in made:
                name = next(n for ps in players for pid, n in ps if pid == identity.event_player)
                made[identity.event_player] = work.new_player(name)
            season_player = made[identity.event_player]
        if not any(e.entries.get(player_id) == season_player for e in record.events):
            work.link(player_id, season_player)
    return work.season


def match_player(token: str, event_player: int, request: SeasonMatchRequest) -> SeasonRecord:
    """The event's player is this season player (``season_player``), or a season player of
    their own (null: unmatched). One season player plays once per event: matching a second
    player of the same event to them is refused."""
    with _change(token) as work:
        record = materialise(work)
        event = next((e for e in record.events if event_player in e.entries), None)
        if event is None:
            raise NotInSeason(event_player)
        names = {pid: name for pid, name, _club in work.event_players(event.event_id)}
        target = request.season_player
        if target is None:
            _unmatch(work, record, event_player, names[event_player])
        else:
            if record.player(target) is None:
                raise EventError(_issue(SeasonCode.NO_SUCH_SEASON_PLAYER, "season_player"))
            other = next(
                (pid for pid, sp in event.entries.items() if sp == target and pid != event_player),
                None,
            )
            if other is not None:
                raise EventError(_issue(SeasonCode.SAME_EVENT, "season_player", name=names[other]))
            work.link(event_player, target)
        work.forget_unmatched()
        return work.season


def _unmatch(work: SeasonChange, record: SeasonRecord, event_player: int, name: str) -> None:
    """A season player of their own, unless they already are one (then nothing changes)."""
    current = next(e.entries[event_player] for e in record.events if event_player in e.entries)
    shared = sum(1 for e in record.events for sp in e.entries.values() if sp == current) > 1
    if shared:
        work.link(event_player, work.new_player(name))


# ---- standings -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeasonEventView:
    position: int
    event: EventRecord


@dataclass(frozen=True)
class EventResult:
    position: int
    standing: ranking.Standing
    """The player's row of that event's standings."""
    counted: bool


@dataclass(frozen=True)
class SeasonRow:
    key: tuple[str, int]
    season_player: int | None
    """None: a name not written down as a season player yet (the next change of the
    season writes it)."""
    name: str
    standing: season.SeasonStanding
    results: tuple[EventResult, ...]


@dataclass(frozen=True)
class SeasonTable:
    season: SeasonRecord
    events: tuple[SeasonEventView, ...]
    rows: tuple[SeasonRow, ...]
    stamp: str
    """Changes whenever the season or any of its events changes (keys the standings PDF)."""


def _events(record: SeasonRecord) -> list[SeasonEventView]:
    repository = storage.events()
    found = [(e.position, repository.by_id_or_none(e.event_id)) for e in record.events]
    return [SeasonEventView(position, event) for position, event in found if event is not None]


def standings(record: SeasonRecord) -> SeasonTable:
    """The season's standings: each event's standings (as its own pages show them), every
    player under their season identity, ranked by ``season.standings``."""
    events = _events(record)
    entries = {e.event_id: e.entries for e in record.events}
    who = identities(
        record, [(entries[v.event.id], [(p.id, p.name) for p in v.event.players]) for v in events]
    )
    order: list[tuple[str, int]] = []
    names: dict[tuple[str, int], str] = {}
    results: list[season.Result] = []
    by_key: dict[tuple[str, int], dict[int, ranking.Standing]] = {}
    for view in events:
        for row in service.standings(view.event).rows:
            key = who[row.player.id].key
            if key not in names:
                order.append(key)
            names[key] = row.player.name  # the latest event's name
            by_key.setdefault(key, {})[view.position] = row.standing
            s = row.standing
            results.append(
                season.Result(
                    key, view.position, s.event_points, s.game_points, s.best_game, s.games
                )
            )
    ranked = season.standings(order, results, record.best_of)
    rows = tuple(
        SeasonRow(
            key=s.player,
            season_player=s.player[1] if s.player[0] == "season" else None,
            name=names[s.player],
            standing=s,
            results=tuple(
                EventResult(position, standing, position in s.counted)
                for position, standing in sorted(by_key[s.player].items())
                if standing.games > 0
            ),
        )
        for s in ranked
    )
    stamp = "-".join([str(record.version), *(service.event_stamp(v.event) for v in events)])
    return SeasonTable(record, tuple(events), rows, stamp)
