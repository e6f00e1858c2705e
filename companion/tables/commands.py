"""The game night's commands: every change a phone, a page or the expiry makes to a table.

Each command takes one request, read once by its adapter (the API from the declared
contract, ``formats.contract``; a page from its form), and runs in one unit of work
(``GameRepository.unit``, one transaction) handed down to storage. It returns what it
did, or raises a ``Refused`` naming why; a refusal leaves the unit by an exception, so
the transaction is rolled back and nothing it had done so far is kept: all of a
command happens, or none of it does. The adapters only present the outcome
(``api/seats.py`` as JSON, ``web/tables.py`` and ``web/score_check.py`` as pages).

A table of an event round that is over (closed, or followed by a later round) is
read-only to its table links: saving a seat, finishing and reopening are refused with
``RoundClosed``. The organiser corrects it through the events service instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import msgspec
from flask_babel import gettext as _

from companion import storage
from companion.formats import contract
from companion.formats.contract import MAX_VERSION
from companion.formats.ranch_json import ContractError, ranch_from_contract, read_ranch
from companion.games.moonriver.merge import Merge, merge_ranches, unmerged
from companion.games.moonriver.model import ROWS_2_PLAYERS, Mode, Ranch, Scenario
from companion.storage.events import delete_untouched_events, table_round_closed
from companion.storage.repository import (
    TOKEN_SHAPE,
    GameRecord,
    GameUnit,
    SeatRecord,
    SeatSpec,
    VersionConflict,
)
from companion.tables.standings import grid_rows, is_score_check, table_problems
from companion.words.moonriver.messages import problem_json

MERGE_ATTEMPTS = 3
"""A merged save is retried against a newer version this often before the player chooses."""


# ---- requests -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class NewTable:
    """A game night to start: its game, its players, and for a table started from a score
    check that check's ranch, entered as player 1's."""

    mode: Mode
    scenario: Scenario | None
    seats: Sequence[SeatSpec]
    first_ranch: Ranch | None = None


@dataclass(frozen=True)
class SaveSeat:
    """A seat's ranch to store: where, and the declared request (``SeatSaveRequest``)."""

    edit_token: str
    position: int
    request: contract.SeatSaveRequest


@dataclass(frozen=True)
class FinishSeat:
    """Mark a seat's ranch finished, or reopen it."""

    edit_token: str
    position: int
    finished: bool


@dataclass(frozen=True)
class SwitchVariant:
    """What a score check is scored as, and the grid it is entered on."""

    edit_token: str
    mode: Mode
    scenario: Scenario | None
    rows: int


# ---- outcomes and refusals ----------------------------------------------------------------------


@dataclass(frozen=True)
class SeatSaved:
    """A saved seat and its table as stored after the save."""

    game: GameRecord
    seat: SeatRecord
    merged: bool
    """Another phone's changes were merged in: the phone shows the stored ranch."""


class Refused(Exception):
    """A command refused: nothing of it was kept. ``message`` says why, in the request's
    language (for the refusals a person reads as one sentence)."""

    message = ""


class NoSuchSeat(Refused):
    """No game, or no such seat, behind this link."""


class RoundClosed(Refused):
    """The table's event round is over: its results are the organiser's to correct."""

    @property
    def message(self) -> str:  # type: ignore[override]
        return _(
            "This table's round is closed, so its results can no longer be changed from the "
            "table's link; nothing was saved. The event's organiser can still correct them."
        )


class SeatProblems(Refused):
    """The ranch breaks the contract or the table's limits: each problem with its path."""

    def __init__(self, problems: list[dict[str, str]]):
        self.problems = problems
        super().__init__(problems)


class SeatChanged(Refused):
    """Another phone saved meanwhile and the two cannot be merged without the player."""

    def __init__(self, game: GameRecord, current: SeatRecord, outcome: Merge):
        self.game, self.current, self.outcome = game, current, outcome
        super().__init__(current.version)

    @property
    def message(self) -> str:  # type: ignore[override]
        return _(
            "Someone else saved this ranch meanwhile (version %(version)d).",
            version=self.current.version,
        )


class NothingToFinish(Refused):
    @property
    def message(self) -> str:  # type: ignore[override]
        return _("Enter and save your ranch first; then mark it finished.")


class WrongGrid(Refused):
    """A score check's ranch does not fit the new table's grid."""

    def __init__(self, rows: int):
        self.rows = rows
        super().__init__(rows)

    @property
    def message(self) -> str:  # type: ignore[override]
        if self.rows == ROWS_2_PLAYERS:
            return _("This ranch was entered on the 2-player grid (5 × 10): seat 2 players.")
        return _("This ranch was entered on the 5 × 5 grid: seat 3 or 4 players.")


class RowsHoldPlots(Refused):
    @property
    def message(self) -> str:  # type: ignore[override]
        return _("Rows 6 to 10 hold plots: clear them first, then switch to the 5-row grid.")


class CheckChanged(Refused):
    @property
    def message(self) -> str:  # type: ignore[override]
        return _("The ranch was saved meanwhile: look at it and switch again.")


# ---- commands -----------------------------------------------------------------------------------


def create_table(new: NewTable) -> GameRecord:
    """Start a game night; from a score check, with its ranch as player 1's (one transaction:
    a ranch that does not fit the table leaves no table behind)."""
    with storage.games().unit() as unit:
        record = unit.create(new.mode, new.scenario, new.seats)
        if new.first_ranch is None:
            return record
        if new.first_ranch.rows != grid_rows(record):
            raise WrongGrid(new.first_ranch.rows)
        unit.save_ranch(record.edit_token, 1, new.first_ranch, based_on=0)
        return unit.game(record.edit_token)


def start_score_check(name: str, colour: str) -> GameRecord:
    """One ranch to score on its own: a game with a single seat."""
    return create_table(NewTable(Mode.BASE, None, [SeatSpec(name, colour)]))


def save_seat(command: SaveSeat) -> SeatSaved:
    """Save a seat's ranch on the version it was based on; merge a stale one with what is
    stored (field by field, given the ``base``), up to ``MERGE_ATTEMPTS`` times.

    Refused: ``NoSuchSeat``, ``RoundClosed``, ``SeatProblems`` (422), ``SeatChanged`` (409:
    a field changed two ways, or no base to merge with).
    """
    with storage.games().unit() as unit:
        game = _open_table(unit, command.edit_token, command.position)
        ranch, base = _request_ranches(game, command.request)
        problems = table_problems(game, command.position, ranch)
        if problems:
            raise SeatProblems([{"path": "ranch", "message": message} for message in problems])
        merging = command.request.base is not msgspec.UNSET
        saved, merged = _save_or_merge(unit, game, command, ranch, base, merging)
        return SeatSaved(unit.game(command.edit_token), saved, merged)


def mark_finished(command: FinishSeat) -> SeatRecord:
    """Mark a seat's entered ranch finished, or reopen it (its version stays)."""
    with storage.games().unit() as unit:
        game = _open_table(unit, command.edit_token, command.position)
        if game.seat(command.position).ranch is None:
            raise NothingToFinish
        return unit.set_finished(command.edit_token, command.position, command.finished)


def switch_variant(command: SwitchVariant) -> GameRecord:
    """Switch a score check's game and grid together: a grid its ranch does not fit (plots
    in rows 6 to 10 for the 5-row grid) leaves the game unswitched too."""
    with storage.games().unit() as unit:
        game = unit.game(command.edit_token)
        if game is None or not is_score_check(game):
            raise NoSuchSeat
        unit.set_variant(command.edit_token, command.mode, command.scenario)
        if command.rows != grid_rows(game):
            _change_grid(unit, game.seats[0], command)
        return unit.game(command.edit_token)


def expire_tables(since: datetime) -> tuple[int, int]:
    """Delete the events and then the game nights nobody changed since ``since``, in one
    transaction; how many of each went (tables, events)."""
    with storage.games().unit() as unit:
        events = delete_untouched_events(unit.session, since)
        return unit.delete_untouched(since), events


def round_closed(edit_token: str) -> bool:
    """Whether this table link can no longer change its table (its seat page says so as it
    opens; the commands themselves ask again inside their transaction)."""
    with storage.games().sessions() as session:
        return TOKEN_SHAPE.fullmatch(edit_token) is not None and table_round_closed(
            session, edit_token
        )


# ---- steps --------------------------------------------------------------------------------------


def _open_table(unit: GameUnit, edit_token: str, position: int) -> GameRecord:
    """The table behind a table link, if it takes that link's writes at ``position``.

    The token's shape is checked (by ``unit.game``) before it reaches any other query; the
    round is then asked about with the event held, which a round's closing waits for."""
    game = unit.game(edit_token)
    if game is None or game.seat(position) is None:
        raise NoSuchSeat
    if table_round_closed(unit.session, edit_token):
        raise RoundClosed
    return game


def _request_ranches(game: GameRecord, request: contract.SeatSaveRequest):
    """The request's ranch and base as the game's, on this table's grid (else 422)."""
    rows = grid_rows(game)
    problems: list[dict[str, str]] = []
    ranch = _table_ranch(request.ranch, rows, "ranch", problems)
    base = None
    if isinstance(request.base, contract.Ranch):
        base = _table_ranch(request.base, rows, "base", problems)
    if problems:
        raise SeatProblems(problems)
    return ranch, base


def _table_ranch(
    raw: contract.Ranch, rows: int, name: str, problems: list[dict[str, str]]
) -> Ranch | None:
    """One ranch of the request on this table's grid; a wrong grid goes to ``problems``."""
    if raw.rows is not msgspec.UNSET and raw.rows != rows:
        problems.append(_wrong_rows(name, rows))
        return None
    return ranch_from_contract(raw, rows)


def _wrong_rows(name: str, rows: int) -> dict[str, str]:
    return {"path": f"{name}.rows", "message": _("must be %(rows)d at this table", rows=rows)}


# ---- a save body the contract turned down -------------------------------------------------------

BODY_KEYS = {"version", "ranch", "base"}


def save_body_problems(game: GameRecord, position: int, data) -> list[dict[str, str]]:
    """Every problem of a save body the declared contract turned down, each with its path,
    in the request's language: msgspec stops at the first, a player deserves them all."""
    if not isinstance(data, dict) or not {"version", "ranch"} <= set(data) <= BODY_KEYS:
        return [{"path": "", "message": _("Send an object with “version” and “ranch”.")}]
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int) or not 0 <= version < MAX_VERSION:
        return [{"path": "version", "message": _("must be the whole number of a saved version")}]
    rows = grid_rows(game)
    ranch, problems = read_seat_ranch(data["ranch"], rows, "ranch")
    base = None
    if data.get("base") is not None:
        base, base_problems = read_seat_ranch(data["base"], rows, "base")
        problems += base_problems
    if problems:
        return problems
    # read, but beyond the contract's ranges: the table's own check says where (the grid)
    found = [*table_problems(game, position, ranch)]
    found += table_problems(game, position, base) if base else []
    return [{"path": "ranch", "message": message} for message in dict.fromkeys(found)] or [
        {"path": "", "message": _("Send an object with “version” and “ranch”.")}
    ]


def read_seat_ranch(raw, rows: int, name: str) -> tuple[Ranch | None, list[dict[str, str]]]:
    """One ranch of a save body (``ranch`` or ``base``) in this table's grid, or its problems."""
    if isinstance(raw, dict) and raw.get("rows", rows) != rows:
        return None, [_wrong_rows(name, rows)]
    try:
        return read_ranch(raw, rows=rows), []
    except ContractError as exc:
        return None, [problem_json(p, name) for p in exc.problems]


def _save_or_merge(
    unit: GameUnit,
    game: GameRecord,
    command: SaveSeat,
    ranch: Ranch,
    base: Ranch | None,
    merging: bool,
) -> tuple[SeatRecord, bool]:
    """Save on the version sent; when another phone saved meanwhile, put this phone's
    changes on top of what is stored (or refuse with the fields to choose)."""
    based_on, merged = command.request.version, False
    for _attempt in range(MERGE_ATTEMPTS):
        try:
            return unit.save_ranch(command.edit_token, command.position, ranch, based_on), merged
        except VersionConflict as conflict:
            current = conflict.current
        game = unit.game(command.edit_token)  # with the other phone's save
        outcome = _merge(ranch, base, current, merging)
        if outcome.conflicts:
            raise SeatChanged(game, current, outcome)
        if not outcome.news:
            return current, merged  # what this phone changed is stored already
        if table_problems(game, command.position, outcome.ranch):  # two bonus tiles, 33 cows
            raise SeatChanged(game, current, unmerged(ranch, current.ranch))
        ranch, based_on, base, merged = outcome.ranch, current.version, current.ranch, True
    raise SeatChanged(game, current, outcome)


def _merge(ranch: Ranch, base: Ranch | None, current: SeatRecord, merging: bool) -> Merge:
    """This phone's changes over what is stored; without a base nothing merges: every
    differing field is the player's choice."""
    if merging:
        return merge_ranches(base, ranch, current.ranch)
    return unmerged(ranch, current.ranch)


def _change_grid(unit: GameUnit, seat: SeatRecord, command: SwitchVariant) -> None:
    plots = seat.ranch.plots if seat.ranch else ()
    if any(plot.row > command.rows for plot in plots):
        raise RowsHoldPlots
    try:
        unit.save_ranch(command.edit_token, 1, Ranch(command.rows, plots), based_on=seat.version)
    except VersionConflict:
        raise CheckChanged from None
