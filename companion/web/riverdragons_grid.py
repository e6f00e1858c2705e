"""The slot grid: a River Dragons turn resolved by marking where the Dragons lie.

The whole state lives in the address (``players``, ``seats``, ``first``, one
``d=pink-4-green`` per Dragon, ``pick=pink-4`` while a colour is being
chosen, ``arrange=green,blue`` while the seating is being tapped in), so every
tap is a plain link: it works without JavaScript, can be shared, and the
outcome always comes from the game package's resolver. The script only swaps
the new grid in without reloading the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from flask import url_for
from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from companion.games.riverdragons import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOTS,
    Colour,
    InvalidTurn,
    Outcome,
    OutcomeKind,
    ProgrammedPlayer,
    ReasonCode,
    TurnResolution,
    dragon_choices,
    marked_programme,
    resolve_turn,
    setup_for,
)
from companion.i18n import list_text
from companion.words.riverdragons import (
    card_name,
    colour_name,
    problem_message,
    reason_message,
)

DEFAULT_COUNT = 4

Cell = tuple[Colour, int]
"""A player's card in one slot: (their colour, slot 1 to 5)."""


@dataclass(frozen=True)
class GridState:
    """What the address says: who sits where, who starts, and where the Dragons lie."""

    seating: tuple[Colour, ...]
    first: Colour
    dragons: Mapping[Cell, Colour] = field(default_factory=dict)
    """The colour of the Dragon in each marked cell."""
    pick: Cell | None = None
    """The cell whose Dragon colour is being chosen."""
    arranging: tuple[Colour, ...] | None = None
    """While the seating is being changed: the colours tapped so far, clockwise."""
    unreadable: bool = False
    """Part of the address could not be read and was left out."""

    @property
    def default_seating(self) -> bool:
        return self.seating == setup_for(len(self.seating)).colours

    def players(self) -> list[ProgrammedPlayer]:
        return [
            marked_programme(
                colour, {slot: c for (who, slot), c in self.dragons.items() if who is colour}
            )
            for colour in self.seating
        ]

    def with_dragon(self, cell: Cell, colour: Colour | None) -> GridState:
        dragons = {k: v for k, v in self.dragons.items() if k != cell}
        if colour is not None:
            dragons[cell] = colour
        return replace(self, dragons=dragons, pick=None)


def _colour(value: str) -> Colour | None:
    try:
        return Colour(value)
    except ValueError:
        return None


def _cell(value: str, seating: tuple[Colour, ...]) -> Cell | None:
    """``pink-4`` as a cell of this table, or None."""
    colour, _sep, slot = value.partition("-")
    player = _colour(colour)
    if player in seating and slot.isdigit() and 1 <= int(slot) <= SLOTS:
        return (player, int(slot))
    return None


def _read_seating(args: MultiDict[str, str]) -> tuple[tuple[Colour, ...], bool]:
    """The seating (``seats`` in order, else the set-up for ``players``), and whether some of
    it could not be read."""
    seats = [_colour(c) for c in args.get("seats", "").split(",") if c]
    readable = None not in seats and len(set(seats)) == len(seats)
    if seats and readable and MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        return tuple(c for c in seats if c is not None), False
    count = args.get("players", DEFAULT_COUNT, type=int)
    if count not in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        return setup_for(DEFAULT_COUNT).colours, True
    return setup_for(count).colours, bool(seats)


def _read_dragons(
    args: MultiDict[str, str], seating: tuple[Colour, ...]
) -> tuple[dict[Cell, Colour], bool]:
    """The Dragons laid (``d=player-slot-target``), and whether any could not be read."""
    dragons: dict[Cell, Colour] = {}
    unreadable = False
    for value in args.getlist("d"):
        where, _sep, colour = value.rpartition("-")
        cell, target = _cell(where, seating), _colour(colour)
        if cell is None or target is None:
            unreadable = True
        else:
            dragons[cell] = target
    return dragons, unreadable


def _read_arranging(
    args: MultiDict[str, str], seating: tuple[Colour, ...]
) -> tuple[tuple[Colour, ...] | None, bool]:
    """The colours tapped so far while arranging the seats (None: not arranging)."""
    if "arrange" not in args:
        return None, False
    tapped = [_colour(c) for c in args.get("arrange", "").split(",") if c]
    arranging = tuple(c for c in dict.fromkeys(tapped) if c in seating)
    return arranging, len(arranging) != len(tapped)


def read_state(args: MultiDict[str, str]) -> GridState:
    """The grid an address describes; whatever cannot be read is left out and flagged."""
    seating, bad_seating = _read_seating(args)
    first = _colour(args.get("first", ""))
    bad_first = first not in seating and "first" in args
    if first not in seating:
        first = seating[0]
    dragons, bad_dragons = _read_dragons(args, seating)
    pick = _cell(args.get("pick", ""), seating)
    bad_pick = pick is None and "pick" in args
    arranging, bad_arranging = _read_arranging(args, seating)
    unreadable = bad_seating or bad_first or bad_dragons or bad_pick or bad_arranging
    return GridState(seating, first, dragons, pick, arranging, unreadable)


def grid_url(state: GridState, anchor: str | None = None) -> str:
    """The address of ``state`` (the inverse of read_state)."""
    values: dict[str, Any] = {"first": state.first.value}
    if state.default_seating:
        values["players"] = len(state.seating)
    else:
        values["seats"] = ",".join(c.value for c in state.seating)
    values["d"] = [f"{p.value}-{slot}-{c.value}" for (p, slot), c in state.dragons.items()]
    if state.pick:
        values["pick"] = f"{state.pick[0].value}-{state.pick[1]}"
    if state.arranging is not None:
        values["arrange"] = ",".join(c.value for c in state.arranging)
    return url_for("riverdragons.turn", _anchor=anchor, **values)


def cell_id(cell: Cell) -> str:
    return f"cell-{cell[0].value}-{cell[1]}"


@dataclass(frozen=True)
class CellView:
    id: str
    kind: str
    """"action", "dragon" or "cancelled"; "marked" when the turn cannot be resolved."""
    target: Colour | None
    """The colour a Dragon names."""
    by: tuple[Colour, ...]
    """Who cancelled this action."""
    meets_dragon: bool
    href: str | None
    """Where a tap leads (None: no Dragon can lie here)."""
    label: str
    """The whole cell in one sentence, for screen readers."""
    picked: bool


def _outcomes(resolution: TurnResolution | None) -> dict[Cell, Outcome]:
    if resolution is None:
        return {}
    return {(o.player, s.slot): o for s in resolution.slots for o in s.outcomes}


def _cell_view(
    state: GridState,
    players: list[ProgrammedPlayer],
    cell: Cell,
    outcome: Outcome | None,
) -> CellView:
    player, slot = cell
    target = state.dragons.get(cell)
    can_mark = bool(dragon_choices(players, player, slot))
    href = grid_url(replace(state, pick=cell), "chooser-title") if can_mark else None
    by: tuple[Colour, ...] = ()
    if outcome is None:
        kind = "marked" if target else "action"
        card = card_name(players[state.seating.index(player)].cards[slot - 1])
        label = _(
            "Slot %(slot)d, %(player)s: %(card)s.", slot=slot, player=colour_name(player), card=card
        )
    else:
        kind = {
            OutcomeKind.PERFORMED: "action",
            OutcomeKind.CANCELLED: "cancelled",
            OutcomeKind.DRAGON: "dragon",
        }[outcome.kind]
        by = tuple(d.player for d in outcome.cancelled_by)
        label = _(
            "Slot %(slot)d, %(player)s: %(card)s. %(reason)s",
            slot=slot,
            player=colour_name(player),
            card=card_name(outcome.card),
            reason=reason_message(player, outcome.reason),
        )
    if href is None:
        label += " " + _("%(player)s already laid a Dragon this turn.", player=colour_name(player))
    meets = outcome is not None and outcome.reason.code is ReasonCode.DRAGON_MEETS_DRAGON
    return CellView(cell_id(cell), kind, target, by, meets, href, label, state.pick == cell)


def _notes(resolution: TurnResolution | None) -> list[str]:
    """Why Dragons that met Dragons did nothing, and why several Dragons cancel once."""
    if resolution is None:
        return []
    notes = []
    for s in resolution.slots:
        for o in s.outcomes:
            if o.reason.code is ReasonCode.DRAGON_MEETS_DRAGON or len(o.cancelled_by) > 1:
                notes.append(
                    _(
                        "Slot %(slot)d, %(player)s: %(reason)s",
                        slot=s.slot,
                        player=colour_name(o.player),
                        reason=reason_message(o.player, o.reason),
                    )
                )
    return notes


def _chooser(state: GridState, players: list[ProgrammedPlayer]) -> dict[str, Any] | None:
    if state.pick is None:
        return None
    player, slot = state.pick
    current = state.dragons.get(state.pick)
    back = cell_id(state.pick)
    options = [
        {
            "colour": c,
            "name": colour_name(c),
            "href": grid_url(state.with_dragon(state.pick, c), back),
            "current": c is current,
        }
        for c in dragon_choices(players, player, slot)
    ]
    return {
        "title": _(
            "Slot %(slot)d: which Dragon did %(player)s lay?",
            slot=slot,
            player=colour_name(player),
        ),
        "options": options,
        "action_href": grid_url(state.with_dragon(state.pick, None), back),
        "action_current": current is None,
        "close_href": grid_url(replace(state, pick=None), back),
    }


def _arranger(state: GridState) -> dict[str, Any] | None:
    """Seating by tapping the players clockwise: each tap places the next seat."""
    if state.arranging is None:
        return None
    tapped = state.arranging
    options = []
    for colour in state.seating:
        if colour in tapped:
            continue
        order = (*tapped, colour)
        rest = tuple(c for c in state.seating if c not in order)
        if len(rest) <= 1:
            after, anchor = replace(state, seating=order + rest, arranging=None), None
        else:
            after, anchor = replace(state, arranging=order), "arranger-title"
        options.append(
            {"colour": colour, "name": colour_name(colour), "href": grid_url(after, anchor)}
        )
    return {
        "tapped": [colour_name(c) for c in tapped],
        "options": options,
        "close_href": grid_url(replace(state, arranging=None)),
    }


def grid_view(state: GridState) -> dict[str, Any]:
    """Everything the grid template shows, outcome included."""
    players = state.players()
    problems: list[str] = []
    resolution = None
    try:
        resolution = resolve_turn(players, state.first)
    except InvalidTurn as exc:
        problems = [problem_message(p) for p in exc.problems]
    if state.unreadable:
        problems.insert(0, _("Part of this address could not be read and was left out."))
    outcomes = _outcomes(resolution)
    rows = [
        {
            "colour": colour,
            "name": colour_name(colour),
            "first": colour is state.first,
            "next": resolution is not None and colour is resolution.next_first_player,
            "first_href": grid_url(replace(state, first=colour, pick=None)),
            "cells": [
                _cell_view(state, players, (colour, slot), outcomes.get((colour, slot)))
                for slot in range(1, SLOTS + 1)
            ],
        }
        for colour in state.seating
    ]
    next_first = resolution.next_first_player if resolution else None
    cancelled = [(slot, o) for (_p, slot), o in outcomes.items() if o.kind is OutcomeKind.CANCELLED]
    return {
        "state": state,
        "rows": rows,
        "slots": range(1, SLOTS + 1),
        "problems": problems,
        "notes": _notes(resolution),
        "chooser": _chooser(state, players),
        "arranger": _arranger(state),
        "arrange_href": grid_url(replace(state, arranging=(), pick=None), "arranger-title"),
        "next_first": colour_name(next_first) if next_first else "",
        "next_turn_href": (grid_url(GridState(state.seating, next_first)) if next_first else None),
        "summary": cancelled_summary(cancelled) if resolution else "",
        "count": len(state.seating),
        "count_href": {
            n: grid_url(GridState(setup_for(n).colours, setup_for(n).colours[0]))
            for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
        },
    }


def cancelled_summary(cancelled: list[tuple[int, Outcome]]) -> str:
    """The turn's answer in one line, for the top of the grid and for screen readers."""
    if not cancelled:
        return _("No action is cancelled this turn.")
    cells = [
        _("%(player)s in slot %(slot)d", player=colour_name(o.player), slot=slot)
        for slot, o in cancelled
    ]
    return _("Cancelled this turn: %(cells)s.", cells=list_text(cells))
