"""The game core stays readable: no function in companion/games branches more than 15 ways.

Cyclomatic complexity as radon counts it (``radon cc companion/games``): a rule
that needs more than that is several rules, and reads better as small named steps.
"""

from __future__ import annotations

from pathlib import Path

from radon.complexity import cc_visit
from radon.visitors import Class, Function

GAMES = Path(__file__).resolve().parents[2] / "companion" / "games"
MOST = 15


def _functions(blocks) -> list[Function]:
    found = []
    for block in blocks:
        if isinstance(block, Class):
            found += _functions(block.methods)
        else:
            found.append(block)
            found += _functions(block.closures)
    return found


def test_no_function_of_the_game_core_is_too_complex():
    too_complex = [
        f"{path.relative_to(GAMES)}:{function.lineno} {function.name} ({function.complexity})"
        for path in sorted(GAMES.rglob("*.py"))
        for function in _functions(cc_visit(path.read_text(encoding="utf-8")))
        if function.complexity > MOST
    ]
    assert too_complex == []


COMPANION = GAMES.parent
EVENT_PATH = (
    *sorted((COMPANION / "events").glob("*.py")),
    COMPANION / "storage" / "events.py",
    COMPANION / "formats" / "requests.py",
    COMPANION / "api" / "events.py",
    COMPANION / "web" / "events.py",
    COMPANION / "web" / "event_view.py",
)
"""The events' write path and standings, from the service to its two adapters."""


def test_no_function_of_the_events_path_is_too_complex():
    too_complex = [
        f"{path.relative_to(COMPANION)}:{function.lineno} {function.name} ({function.complexity})"
        for path in EVENT_PATH
        for function in _functions(cc_visit(path.read_text(encoding="utf-8")))
        if function.complexity > MOST
    ]
    assert too_complex == []
