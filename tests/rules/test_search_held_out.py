"""A floor under the questions the search was never tuned on.

The development sets (``benchmarks/dev_questions*.toml``) are the tuning's own
measure and are scored by ``python -m benchmarks search``, not locked here: a
change of a weight may trade a development question for a better one. The three
held-out sets, written by people who never saw the search, are what says whether
it works; the goal is 38 of 40 each. The second set finds 37 today (its three
misses are listed in docs/benchmarks.md), so its floor is 37 until a change that
was not fitted to it lifts it; a floor above today's figure would fail at once.
"""

from __future__ import annotations

import pytest

from benchmarks.search import HELD_OUT, found_in_first_three

FLOOR = {"heldout_questions": 38, "heldout_questions_2": 37, "heldout_questions_3": 38}


def test_every_held_out_set_has_a_floor():
    assert sorted(path.stem for path in HELD_OUT) == sorted(FLOOR)


@pytest.mark.parametrize("path", HELD_OUT, ids=lambda path: path.stem)
def test_a_held_out_set_keeps_its_floor(app, path):
    found, asked = found_in_first_three(app, path)
    assert asked == 40
    assert found >= FLOOR[path.stem], f"{path.name}: {found} of {asked}"
