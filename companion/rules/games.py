"""Which games have a rules reference, and loading their topic modules.

Each game's module registers its topics when imported.
"""

from __future__ import annotations

import importlib
from functools import cache

RULEBOOK_MODULES = (
    "companion.rules.moonriver",
    "companion.rules.riverdragons",
)


@cache
def load_rulebooks() -> None:
    """Import every game's rules module once (importing registers its topics)."""
    for name in RULEBOOK_MODULES:
        importlib.import_module(name)
