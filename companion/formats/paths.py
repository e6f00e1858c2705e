"""Problem paths as the API prints them: ``players[0].ranch.plots[3].terrain``."""

from __future__ import annotations

from collections.abc import Iterable


def format_path(path: Iterable[str | int]) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out
