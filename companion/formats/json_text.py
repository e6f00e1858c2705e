"""JSON text to Python data, the same way for request bodies, form fields and files."""

from __future__ import annotations

import json
import re
from typing import Any

from companion.formats.problems import ContractError, FormatCode
from companion.games.problems import Problem

SURROGATE_ESCAPE = r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}"
"""How JSON writes half of a UTF-16 pair; only a text holding one needs a closer look."""
SURROGATE_IN_TEXT = re.compile(SURROGATE_ESCAPE)
SURROGATE_IN_BYTES = re.compile(SURROGATE_ESCAPE.encode())


class BrokenText(ContractError):
    """Valid JSON holding half of a UTF-16 surrogate pair (a lone ``\\ud800``), which no
    page, database or PDF can write. The whole document is refused, with the path of
    the first such string, so nothing downstream ever meets one."""

    def __init__(self, path: tuple):
        super().__init__([Problem(path, FormatCode.BROKEN_TEXT)])


def _broken(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _find_broken(data: Any, path: tuple) -> tuple | None:
    if isinstance(data, str):
        return path if _broken(data) else None
    if isinstance(data, dict):
        for key, value in data.items():
            if _broken(key):
                return path
            found = _find_broken(value, (*path, key))
            if found is not None:
                return found
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found = _find_broken(value, (*path, index))
            if found is not None:
                return found
    return None


def parse_json(text: bytes | str) -> Any:
    """JSON text as Python data, or ValueError for anything that is not usable JSON
    (BrokenText, a ContractError, for JSON holding a lone surrogate).

    Python's parser gives up on very deep nesting with a RecursionError (a
    10 KB body of brackets does it); that is a malformed request, not a crash.
    """
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
    escapes = SURROGATE_IN_TEXT if isinstance(text, str) else SURROGATE_IN_BYTES
    if escapes.search(text):  # rare (emoji written as escapes): only then walk the document
        broken = _find_broken(data, ())
        if broken is not None:
            raise BrokenText(broken)
    return data
