"""The command line: ``python -m companion score FILE.json``."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("usage: python -m companion score FILE.json", file=sys.stderr)
    return 2
