"""The declared contract's one-pass reader and the problem-collecting reader agree.

Whatever a client sends, reading the JSON text through the contract gives the
same game as reading the parsed data field by field, or the same problems, with
the same paths: the contract may only be faster.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.tables import legends_tables
from companion.formats.problems import ContractError
from companion.formats.ranch_json import game_to_json, read_game, read_game_json
from companion.games.moonriver import problems

ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=40),
    st.floats(allow_nan=False, allow_infinity=False, width=16),
    st.sampled_from(["", " ", "forest", "farm", "cowboy", "legends", "gold-rush", "x\x00"]),
    st.just([]),
    st.just({}),
)
NAMES = ["  Ana  ", "B" * 41, " " + "C" * 40 + " ", "\u202eAna", "\u200b", "\u3164", "Zoë"]
PLOT_KEYS = ["row", "col", "terrain", "cows", "resources", "partner", "bonus", "extra"]
PLAYER_KEYS = ["name", "ranch", "colour", "color", "extra"]


def outcome(read, *args):
    try:
        return read(*args)
    except ContractError as exc:
        return sorted((p.path, p.code.value, tuple(sorted(p.params.items()))) for p in exc.problems)


@st.composite
def damaged_tables(draw):
    """A real 4-player Legends table with a few fields replaced, added or removed."""
    data = game_to_json(legends_tables(1, seed=draw(st.integers(0, 50)))[0])
    for _ in range(draw(st.integers(0, 3))):
        player = draw(st.sampled_from(data["players"]))
        ranch = player.get("ranch")
        where = draw(st.sampled_from(["plot", "player", "game", "rows"]))
        if not isinstance(ranch, dict):
            continue
        if where == "plot" and isinstance(ranch.get("plots"), list) and ranch["plots"]:
            plot = draw(st.sampled_from(ranch["plots"]))
            key = draw(st.sampled_from(PLOT_KEYS))
            if draw(st.booleans()):
                plot[key] = draw(ODD_VALUES)
            else:
                plot.pop(key, None)
        elif where == "player":
            key = draw(st.sampled_from(PLAYER_KEYS))
            player[key] = draw(st.one_of(ODD_VALUES, st.sampled_from(NAMES)))
        elif where == "rows":
            ranch["rows"] = draw(ODD_VALUES)
        else:
            key = draw(st.sampled_from(["mode", "scenario", "extra"]))
            data[key] = draw(ODD_VALUES)
    if draw(st.booleans()):
        data["players"] = data["players"][: draw(st.integers(0, 4))]
    return data


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_tables())
def test_the_fast_path_reads_every_table_as_the_slow_path_does(data):
    fast = outcome(read_game_json, json.dumps(data).encode())
    slow = outcome(read_game, data)
    assert fast == slow


@pytest.mark.parametrize("text", [b"[" * 10_000, b"\xff", b'{"players": [', b""])
def test_text_that_is_not_json_stays_a_value_error(text):
    with pytest.raises(ValueError) as raised:
        read_game_json(text)
    assert not isinstance(raised.value, ContractError)


def problems_found(game):
    return sorted((p.path, p.code.value, tuple(sorted(p.params.items()))) for p in problems(game))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    damaged_tables(),
    st.sampled_from([(1, 1), (0, 3), (6, 2), (3, 0), (3, 6), (9, 1)]),
    st.sampled_from(["farm", "forest"]),
    st.integers(0, 1),
)
def test_a_table_read_through_the_contract_has_the_same_findings_as_one_read_slowly(
    data, cell, terrain, resources
):
    """The engine validates whatever the contract read, and finds what it finds in the same
    table read field by field: every rule that spans fields (grid, taken cells, farms, bonus
    tile) too."""
    players = data.get("players")
    if isinstance(players, list) and players and isinstance(players[0], dict):
        ranch = players[0].get("ranch")
        if isinstance(ranch, dict) and isinstance(ranch.get("plots"), list):
            row, col = cell  # off the grid, on a taken cell, or a farm's resources
            plot = {"row": row, "col": col, "terrain": terrain, "resources": resources}
            ranch["plots"].append(plot)
    try:
        game = read_game_json(json.dumps(data).encode())
    except ContractError:
        return
    assert problems_found(game) == problems_found(read_game(data))
