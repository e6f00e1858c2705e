"""The event service's commands called as the tests like to write them: each builds the
contract's request (as the API decodes it and the pages build it) and runs the command."""

from __future__ import annotations

import msgspec

from companion.events import service
from companion.formats import contract
from companion.formats.ranch_json import ranch_to_json


def create_event(name, language, round_games, points=None):
    request = contract.EventRequest(name=name, language=language, round_games=list(round_games))
    if points is not None:
        request.points = {str(size): list(places) for size, places in points.items()}
    return service.create_event(request)


def add_player(token, name, club=None):
    return service.add_player(token, contract.EventPlayerRequest(name=name, club=club))


def rename_player(token, player_id, name, club=None):
    return service.rename_player(token, player_id, contract.EventPlayerRequest(name, club))


def seat_next_round(token, based_on, seed=None):
    return service.seat_next_round(token, contract.SeatRoundRequest(based_on), seed=seed)


def swap_players(token, number, first, second):
    return service.swap_players(token, number, contract.SwapRequest([first, second]))


def correction(ranches) -> contract.TableCorrection:
    """The organiser's ranches (position -> the game's Ranch) as the contract's request."""
    return contract.TableCorrection(
        [
            contract.SeatCorrection(position, msgspec.convert(ranch_to_json(r), contract.Ranch))
            for position, r in sorted(ranches.items())
        ]
    )


def correct_table(token, number, table, ranches):
    if not ranches:
        return service.count_table(token, number, table)
    return service.correct_table(token, number, table, correction(ranches))


def seat_draft(token, based_on, seed=None):
    """Seat the next round as a draft (the organiser reads its report, then publishes)."""
    request = contract.SeatRoundRequest(based_on, publish=False)
    return service.seat_next_round(token, request, seed=seed)


def publish_round(token, number, tables=msgspec.UNSET):
    return service.publish_round(token, number, contract.PublishRequest(tables=tables))
