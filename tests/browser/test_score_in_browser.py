"""The browser's Moon River scoring (static/moonriver-score.js) against the Python engine.

The editor scores every tap in the phone, offline too; the engine stays the
authority. Here both score the same generated tables, the browser's all in one
``page.evaluate`` batch in a real headless Chromium, and every number of the
answer must be equal: totals, each breakdown line, territories, scenario
groups, tiebreak values, warnings with their plots, ranks, winners, tiebreak.
The browser scores on a real seat page, with the game's tables that page
carries (companion/web/game_tables.py), as a phone does.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from generated_tables import random_tables

from companion.api.scores import result_to_json
from companion.formats.ranch_json import game_to_json
from companion.games.moonriver import score_game
from tests.browser.tables import new_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # a real headless Chromium

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

TABLES = 600
RANCHES = 1800
"""600 tables of 2, 3 and 4 players in turn."""


def _without_messages(result: dict) -> dict:
    """Warning texts are the page's words, not the scorer's: compare codes and plots."""
    for player in result["players"]:
        for warning in player["warnings"]:
            del warning["message"]
    return result


def _coverage(results: list[dict], tables) -> Counter:
    """How often each case the rulings single out turns up, so the test cannot go blind."""
    seen: Counter = Counter()
    for result, game in zip(results, tables, strict=True):
        seen[f"grid {game.players[0].ranch.rows}"] += 1
        seen[f"tiebreak {result['tiebreak']}"] += 1
        for player, entry in zip(result["players"], game.players, strict=True):
            seen["ranches"] += 1
            seen["overpopulation"] += player["overpopulation_removed"] > 0
            seen["bonus tile"] += any(plot.bonus for plot in entry.ranch.plots)
            partners = Counter(p.partner for p in entry.ranch.plots if p.partner)
            seen["stacked partners"] += any(
                partners[kind] > 1 and player["breakdown"]["partners"][kind.value] > 0
                for kind in partners
                if kind.bonus_resource
            )
            for warning in player["warnings"]:
                seen[warning["code"]] += 1
            if player["scenario_groups"]:
                seen[f"scores {game.scenario.value}"] += 1
    return seen


def open_a_seat(page, live_server) -> None:
    """A seat's editor, which loads the scorer with the tables the page carries."""
    page.goto(new_table(live_server).edit.replace("?", "/seat/1?"))
    page.wait_for_function("() => globalThis.MoonRiverScore")


@pytest.mark.long
def test_1800_generated_ranches_score_the_same_in_the_browser_as_in_the_engine(
    app, page, live_server
):
    tables = random_tables(TABLES)
    requests = [game_to_json(game) for game in tables]
    with app.test_request_context():
        expected = [_without_messages(result_to_json(score_game(game))) for game in tables]

    open_a_seat(page, live_server)
    scored = page.evaluate(
        "requests => requests.map(r => globalThis.MoonRiverScore.scoreGame(r))", requests
    )

    seen = _coverage(expected, tables)
    print(f"\n{seen['ranches']} ranches in {len(tables)} tables scored alike: {dict(seen)}")
    assert seen["ranches"] == RANCHES
    for case in (
        "grid 5",
        "grid 10",
        "bonus tile",
        "overpopulation",
        "stacked partners",
        "cow-on-cornfield",
        "not-connected",
        "odd-plot-count",
        "bonus-before-row-ten",
        "bonus-before-row-ten",
        "scores timber-rafting",
        "scores gold-rush",
        "scores outlaws",
        "scores moon-river-city",
        "tiebreak largest-territory",
        "tiebreak cows",
        "tiebreak shared",
    ):
        assert seen[case] >= 5, f"the generator hardly makes {case!r}: {seen[case]}"

    mismatches = [n for n, (js, py) in enumerate(zip(scored, expected, strict=True)) if js != py]
    if mismatches:
        first = mismatches[0]
        pytest.fail(
            f"{len(mismatches)} of {len(tables)} tables differ; the first:\n"
            f"request {requests[first]}\nbrowser {scored[first]}\nengine  {expected[first]}"
        )


def test_the_browser_scores_the_rulebook_example_89(page, live_server):
    table = json.loads((EXAMPLES / "table.json").read_text())
    open_a_seat(page, live_server)
    result = page.evaluate("r => MoonRiverScore.scoreGame(r)", table)
    assert [p["total"] for p in result["players"]] == [89, 14]
    assert result["winners"] == ["Carlota"]
