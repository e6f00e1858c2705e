"""The resolution phase: which programmed actions happen and which the Dragons cancel.

Per slot, every card is revealed at once, so cancellation does not depend on
seating: a Dragon of colour X cancels X's card in the same slot, unless that
card is itself a Dragon (Dragons never cancel Dragons). Several Dragons aimed
at one player cancel that single action once. Players then act one at a time,
clockwise from the first player; a player whose card is a Dragon does nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from companion.games.problems import Path, Problem, Problems
from companion.games.riverdragons.model import Card, CardKind, Colour
from companion.games.riverdragons.setup import MAX_PLAYERS, MIN_PLAYERS, SLOTS, setup_for


class ProblemCode(Enum):
    PLAYER_COUNT = "player-count"
    DUPLICATE_COLOUR = "duplicate-colour"
    COLOUR_NOT_IN_PLAY = "colour-not-in-play"
    CARD_COUNT = "card-count"
    TOO_MANY_DRAGONS = "too-many-dragons"
    DUPLICATE_ACTION = "duplicate-action"
    """Each hand holds each Action card once; params: action, slots."""
    DRAGON_WITHOUT_COLOUR = "dragon-without-colour"
    ACTION_WITH_COLOUR = "action-with-colour"
    DRAGON_NOT_IN_PLAY = "dragon-not-in-play"
    OWN_DRAGON = "own-dragon"
    FIRST_PLAYER_NOT_SEATED = "first-player-not-seated"


class InvalidTurn(Problems):
    """The programmed turn breaks the rules; ``problems`` lists every violation at once."""


@dataclass(frozen=True)
class ProgrammedPlayer:
    """A player (known by colour) and the five cards they laid, slot 1 first."""

    colour: Colour
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class DragonPlay:
    """``player`` revealed a Dragon of colour ``colour``."""

    player: Colour
    colour: Colour


class OutcomeKind(Enum):
    PERFORMED = "performed"
    CANCELLED = "cancelled"
    DRAGON = "dragon"


class ReasonCode(StrEnum):
    """Why an outcome is what it is; the API writes the value."""

    PERFORMED = "performed"
    """The action happens; params: action."""
    CANCELLED_BY_DRAGON = "cancelled-by-dragon"
    """Dragons aimed at this player cancel the action; params: by, colour, slot."""
    DRAGON_CANCELS_ACTION = "dragon-cancels-action"
    """This player's Dragon cancels the target's action; params: target, slot, action."""
    DRAGON_MEETS_DRAGON = "dragon-meets-dragon"
    """This player's Dragon meets the target's Dragon, which it cannot cancel; params: target,
    slot."""


@dataclass(frozen=True)
class Reason:
    """Why an outcome is what it is, as a stable code and plain parameters to translate."""

    code: ReasonCode
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    player: Colour
    card: Card
    kind: OutcomeKind
    reason: Reason
    cancelled_by: tuple[DragonPlay, ...] = ()
    """For a cancelled action: every Dragon aimed at it, in acting order."""


@dataclass(frozen=True)
class SlotResolution:
    slot: int
    """1 to 5, leftmost card first."""
    outcomes: tuple[Outcome, ...]
    """One per player, in acting order (clockwise from the first player)."""


@dataclass(frozen=True)
class TurnResolution:
    first_player: Colour
    order: tuple[Colour, ...]
    """Acting order within every slot of this turn."""
    slots: tuple[SlotResolution, ...]
    next_first_player: Colour
    """Who takes the First-player card for the next turn (the player to the left)."""


def problems(players: Sequence[ProgrammedPlayer], first_player: Colour) -> list[Problem]:
    """Every rule the programmed turn breaks (empty when it can be resolved)."""
    found: list[Problem] = []
    count = len(players)
    seated = [p.colour for p in players]
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        found.append(Problem(("players",), ProblemCode.PLAYER_COUNT, {"count": count}))
        allowed: tuple[Colour, ...] = ()
    else:
        allowed = setup_for(count).colours
    seen: set[Colour] = set()
    for index, colour in enumerate(seated):
        path = ("players", index, "colour")
        if colour in seen:
            found.append(Problem(path, ProblemCode.DUPLICATE_COLOUR, {"colour": colour.value}))
        elif allowed and colour not in allowed:
            found.append(
                Problem(
                    path,
                    ProblemCode.COLOUR_NOT_IN_PLAY,
                    {
                        "colour": colour.value,
                        "players": count,
                        "allowed": [c.value for c in allowed],
                    },
                )
            )
        seen.add(colour)
    for index, player in enumerate(players):
        found.extend(_card_problems(index, player, set(seated)))
    if first_player not in seen:
        found.append(
            Problem(
                ("first_player",),
                ProblemCode.FIRST_PLAYER_NOT_SEATED,
                {"colour": first_player.value},
            )
        )
    return found


def _card_problems(index: int, player: ProgrammedPlayer, in_play: set[Colour]) -> list[Problem]:
    found: list[Problem] = []
    base: Path = ("players", index, "cards")
    if len(player.cards) != SLOTS:
        found.append(
            Problem(base, ProblemCode.CARD_COUNT, {"count": len(player.cards), "expected": SLOTS})
        )
    dragon_slots = [slot for slot, card in enumerate(player.cards, 1) if card.is_dragon]
    if len(dragon_slots) > 1:
        found.append(Problem(base, ProblemCode.TOO_MANY_DRAGONS, {"slots": dragon_slots}))
    found.extend(_repeated_actions(base, player.cards))
    for position, card in enumerate(player.cards):
        path = (*base, position)
        if card.kind is CardKind.DRAGON:
            if card.colour is None:
                found.append(Problem(path, ProblemCode.DRAGON_WITHOUT_COLOUR))
            elif card.colour is player.colour:
                found.append(Problem(path, ProblemCode.OWN_DRAGON, {"colour": card.colour.value}))
            elif card.colour not in in_play:
                found.append(
                    Problem(path, ProblemCode.DRAGON_NOT_IN_PLAY, {"colour": card.colour.value})
                )
        elif card.colour is not None:
            found.append(Problem(path, ProblemCode.ACTION_WITH_COLOUR, {"kind": card.kind.value}))
    return found


def _repeated_actions(base: Path, cards: Sequence[Card]) -> list[Problem]:
    """A hand holds each Action card once, so a programme shows each at most once.

    Unnamed action cards (``CardKind.ACTION``) may repeat: they stand for different
    cards nobody named. The problem sits on the card's second slot.
    """
    slots: dict[CardKind, list[int]] = {}
    for slot, card in enumerate(cards, 1):
        if card.kind not in (CardKind.DRAGON, CardKind.ACTION):
            slots.setdefault(card.kind, []).append(slot)
    return [
        Problem(
            (*base, found[1] - 1),
            ProblemCode.DUPLICATE_ACTION,
            {"action": kind.value, "slots": found},
        )
        for kind, found in slots.items()
        if len(found) > 1
    ]


def resolve_turn(players: Sequence[ProgrammedPlayer], first_player: Colour) -> TurnResolution:
    """Resolve one turn; ``players`` are in clockwise seating order. Raises InvalidTurn."""
    found = problems(players, first_player)
    if found:
        raise InvalidTurn(found)
    seating = [p.colour for p in players]
    start = seating.index(first_player)
    order = tuple(seating[start:] + seating[:start])
    by_colour = {p.colour: p for p in players}
    slots = tuple(
        _resolve_slot(slot, [by_colour[c] for c in order]) for slot in range(1, SLOTS + 1)
    )
    return TurnResolution(
        first_player=first_player,
        order=order,
        slots=slots,
        next_first_player=order[1],
    )


def _resolve_slot(slot: int, acting: list[ProgrammedPlayer]) -> SlotResolution:
    revealed = {p.colour: p.cards[slot - 1] for p in acting}
    aimed: dict[Colour, list[DragonPlay]] = {}
    for player in acting:
        card = revealed[player.colour]
        if card.is_dragon and card.colour is not None:
            aimed.setdefault(card.colour, []).append(DragonPlay(player.colour, card.colour))
    outcomes = []
    for player in acting:
        card = revealed[player.colour]
        if card.is_dragon and card.colour is not None:
            target = card.colour
            target_card = revealed[target]
            if target_card.is_dragon:
                reason = Reason(
                    ReasonCode.DRAGON_MEETS_DRAGON, {"target": target.value, "slot": slot}
                )
            else:
                reason = Reason(
                    ReasonCode.DRAGON_CANCELS_ACTION,
                    {"target": target.value, "slot": slot, "action": target_card.kind.value},
                )
            outcomes.append(Outcome(player.colour, card, OutcomeKind.DRAGON, reason))
        elif player.colour in aimed:
            by = tuple(aimed[player.colour])
            reason = Reason(
                ReasonCode.CANCELLED_BY_DRAGON,
                {"by": [d.player.value for d in by], "colour": player.colour.value, "slot": slot},
            )
            outcomes.append(Outcome(player.colour, card, OutcomeKind.CANCELLED, reason, by))
        else:
            reason = Reason(ReasonCode.PERFORMED, {"action": card.kind.value})
            outcomes.append(Outcome(player.colour, card, OutcomeKind.PERFORMED, reason))
    return SlotResolution(slot, tuple(outcomes))
