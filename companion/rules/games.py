"""Which games have a rules reference, and loading their topic modules.

Each game's module registers its topics when imported. A module that is not
there yet (River Dragons is written on another branch) is simply skipped, so
the rules pages serve whichever games this build has.
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
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
