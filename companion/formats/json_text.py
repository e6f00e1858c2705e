"""JSON text to Python data, the same way for request bodies, form fields and files."""

from __future__ import annotations

import json
from typing import Any


def parse_json(text: bytes | str) -> Any:
    """JSON text as Python data, or ValueError for anything that is not usable JSON.

    Python's parser gives up on very deep nesting with a RecursionError (a
    10 KB body of brackets does it); that is a malformed request, not a crash.
    """
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
