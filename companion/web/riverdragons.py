"""River Dragons pages: the set-up helper and the turn resolver.

Both are plain GET forms rendered on the server, so they work without
JavaScript and every result is a link that can be shared at the table. The
resolver turns the form into the API's JSON shape and uses the same reader and
resolver as ``POST /api/v1/river-dragons/resolutions``.
"""

from __future__ import annotations

import re
from typing import Any

from flask import Blueprint, render_template, request, url_for
from flask_babel import gettext as _

from companion.formats.riverdragons_json import TurnContractError, read_turn
from companion.games.riverdragons import (
    ACTIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOTS,
    Card,
    Colour,
    InvalidTurn,
    TurnResolution,
    resolve_turn,
    setup_for,
)
from companion.web.riverdragons_grid import GridState, grid_view, read_state
from companion.words.riverdragons import (
    CARD_NAMES,
    OUTCOME_NAMES,
    card_name,
    colour_name,
    problem_json,
    reason_message,
)

bp = Blueprint("riverdragons", __name__, url_prefix="/river-dragons")

COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
DEFAULT_COUNT = 4
DRAGON_PREFIX = "dragon:"


def chosen_count(default: int | None) -> int | None:
    count = request.args.get("players", type=int)
    return count if count in COUNTS else default


@bp.get("/setup")
def setup():
    count = chosen_count(None)
    row = setup_for(count) if count else None
    return render_template(
        "riverdragons/setup.html",
        counts=COUNTS,
        row=row,
        actions=[CARD_NAMES[k] for k in ACTIONS],
        colour_name=colour_name,
    )


def card_options(colours: tuple[Colour, ...]) -> list[tuple[str, str]]:
    """Every card a player of this table could program, as (form value, label)."""
    options = [(k.value, str(CARD_NAMES[k])) for k in ACTIONS]
    options += [(DRAGON_PREFIX + c.value, card_name(Card.dragon(c))) for c in colours]
    return options


def seat_card_options(
    options: list[tuple[str, str]], own_colour: str, chosen: str = ""
) -> list[tuple[str, str]]:
    """The cards one seat can lay in one slot: nobody holds the Dragon of their own colour.

    The value already ``chosen`` in that slot stays listed, so a refused choice
    is still shown beside the message that explains it.
    """
    own = DRAGON_PREFIX + own_colour
    return [(value, label) for value, label in options if value != own or value == chosen]


def form_to_turn(count: int) -> tuple[dict[str, Any], dict[str, list[str]]]:
    """The submitted form in the API's JSON shape, plus 'choose a value' errors by field."""
    errors: dict[str, list[str]] = {}
    players = []
    for seat in range(count):
        colour = request.args.get(f"colour-{seat}", "")
        if not colour:
            errors.setdefault(f"colour-{seat}", []).append(_("Choose this player's colour."))
        cards: list[Any] = []
        for slot in range(1, SLOTS + 1):
            value = request.args.get(f"card-{seat}-{slot}", "")
            if not value:
                errors.setdefault(f"card-{seat}-{slot}", []).append(_("Choose a card."))
            elif value.startswith(DRAGON_PREFIX):
                cards.append({"dragon": value.removeprefix(DRAGON_PREFIX)})
            else:
                cards.append(value)
        players.append({"colour": colour, "cards": cards})
    first = request.args.get("first", "")
    if not first:
        errors.setdefault("first", []).append(_("Choose who holds the First-player card."))
    return {"players": players, "first_player": first}, errors


PATH_FIELDS = (
    (re.compile(r"^players\[(\d+)\]\.colour$"), lambda m: f"colour-{m[1]}"),
    (re.compile(r"^players\[(\d+)\]\.cards\[(\d+)\]"), lambda m: f"card-{m[1]}-{int(m[2]) + 1}"),
    (re.compile(r"^players\[(\d+)\]\.cards$"), lambda m: f"cards-{m[1]}"),
    (re.compile(r"^first_player$"), lambda m: "first"),
)


def field_of(path: str) -> str:
    """Which form field an API problem path points at ("" for the whole form)."""
    for pattern, field in PATH_FIELDS:
        match = pattern.match(path)
        if match:
            return field(match)
    return ""


def field_label(field: str) -> str:
    """Where a form field is, in words, for the list of problems at the top of the page."""
    parts = field.split("-")
    if parts[0] == "colour":
        return _("Seat %(seat)d, colour", seat=int(parts[1]) + 1)
    if parts[0] == "card":
        return _("Seat %(seat)d, card %(slot)d", seat=int(parts[1]) + 1, slot=int(parts[2]))
    if parts[0] == "cards":
        return _("Seat %(seat)d, cards", seat=int(parts[1]) + 1)
    if parts[0] == "first":
        return _("First player")
    return _("The turn")


def problem_summary(errors: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [
        (field, _("%(where)s: %(message)s", where=field_label(field), message=message))
        for field, messages in errors.items()
        for message in messages
    ]


def resolution_rows(resolution: TurnResolution) -> list[dict[str, Any]]:
    """What the result table shows, slot by slot, in acting order."""
    status = {kind: str(name) for kind, name in OUTCOME_NAMES.items()}
    return [
        {
            "slot": s.slot,
            "outcomes": [
                {
                    "position": position,
                    "colour": o.player.value,
                    "player": colour_name(o.player),
                    "card": card_name(o.card),
                    "kind": o.kind.value,
                    "status": status[o.kind],
                    "reason": reason_message(o.player, o.reason),
                }
                for position, o in enumerate(s.outcomes, 1)
            ],
        }
        for s in resolution.slots
    ]


def _resolved(count: int) -> tuple[TurnResolution | None, dict[str, list[str]]]:
    """The submitted turn resolved, or the problems of each form field that stop it."""
    data, errors = form_to_turn(count)
    if errors:
        return None, errors
    try:
        players, first = read_turn(data)
        return resolve_turn(players, first), {}
    except (TurnContractError, InvalidTurn) as exc:
        problems = [problem_json(p) for p in exc.problems]
    for problem in problems:
        errors.setdefault(field_of(problem["path"]), []).append(problem["message"])
    return None, errors


def _form_values(count: int, colours, submitted: bool) -> dict[str, str]:
    """What each field of the form shows: as sent, or for a fresh form the set-up's seating."""
    values = {
        key: request.args.get(key, "")
        for key in [f"colour-{i}" for i in range(count)]
        + [f"card-{i}-{s}" for i in range(count) for s in range(1, SLOTS + 1)]
        + ["first"]
    }
    if not submitted:  # a fresh form, or one the grid prefilled with its seating and Dragons
        for i, c in enumerate(colours):
            values[f"colour-{i}"] = values[f"colour-{i}"] or c.value
        values["first"] = values["first"] or colours[0].value
    return values


def _resolution_view(resolution: TurnResolution | None) -> dict[str, Any]:
    """The resolved turn as the page shows it (nothing before a turn is resolved)."""
    if resolution is None:
        return {"resolution": None, "rows": [], "order": [], "next_first": ""}
    return {
        "resolution": resolution,
        "rows": resolution_rows(resolution),
        "order": [colour_name(c) for c in resolution.order],
        "next_first": colour_name(resolution.next_first_player),
    }


@bp.get("/resolver")
def resolver():
    count = chosen_count(DEFAULT_COUNT)
    colours = setup_for(count).colours
    submitted = "resolve" in request.args
    resolution, errors = _resolved(count) if submitted else (None, {})
    values = _form_values(count, colours, submitted)
    options = card_options(colours)
    return render_template(
        "riverdragons/resolver.html",
        counts=COUNTS,
        count=count,
        colours=[(c.value, colour_name(c)) for c in colours],
        dragons=[option for option in options if option[0].startswith(DRAGON_PREFIX)],
        slot_options={
            f"card-{seat}-{slot}": seat_card_options(
                options, values[f"colour-{seat}"], values[f"card-{seat}-{slot}"]
            )
            for seat in range(count)
            for slot in range(1, SLOTS + 1)
        },
        slots=range(1, SLOTS + 1),
        values=values,
        errors=errors,
        summary=problem_summary(errors),
        **_resolution_view(resolution),
    ), (422 if errors else 200)


@bp.get("/turn")
def turn():
    """The slot grid: mark the Dragons, see what they cancel (see riverdragons_grid)."""
    view = grid_view(read_state(request.args))
    status = 400 if view["state"].unreadable else 422 if view["problems"] else 200
    return render_template(
        "riverdragons/turn.html",
        colour_name=colour_name,
        full_form_href=full_form_url(view["state"]),
        **view,
    ), status


def full_form_url(state: GridState) -> str:
    """The card-by-card form, filled with the grid's seating, first player and Dragons."""
    values: dict[str, Any] = {"players": len(state.seating), "first": state.first.value}
    for seat, colour in enumerate(state.seating):
        values[f"colour-{seat}"] = colour.value
    for (player, slot), target in state.dragons.items():
        values[f"card-{state.seating.index(player)}-{slot}"] = DRAGON_PREFIX + target.value
    return url_for("riverdragons.resolver", **values)
