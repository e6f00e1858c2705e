"""The rules search stays readable: no function in companion/rules branches more than 15 ways.

The same measure as the game core's (``tests/games/test_complexity.py``): a
step that needs more is several steps, and reads better as small named ones.
"""

from __future__ import annotations

from pathlib import Path

from radon.complexity import cc_visit

from tests.games.test_complexity import MOST, _functions

RULES = Path(__file__).resolve().parents[2] / "companion" / "rules"


def test_no_function_of_the_rules_search_is_too_complex():
    too_complex = [
        f"{path.relative_to(RULES)}:{function.lineno} {function.name} ({function.complexity})"
        for path in sorted(RULES.rglob("*.py"))
        for function in _functions(cc_visit(path.read_text(encoding="utf-8")))
        if function.complexity > MOST
    ]
    assert too_complex == []
