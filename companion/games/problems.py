"""Rule violations, shared by both games: where, which rule, and the details.

Each game names its own rules in an enum of problem codes; ``companion.words`` turns
a code and its parameters into a sentence in the player’s language.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

Path = tuple[str | int, ...]
"""Where a problem lies, e.g. ``("players", 0, "ranch", "plots", 3, "row")``."""


@dataclass(frozen=True)
class Problem:
    path: Path
    code: Enum
    params: dict[str, object] = field(default_factory=dict)


class Problems(ValueError):
    """Raised with every problem found, so a player can fix them all at once."""

    def __init__(self, problems: Iterable[Problem]):
        self.problems = tuple(problems)
        super().__init__("; ".join(f"{p.code.value} at {p.path}" for p in self.problems))
