"""Configuration defaults, overridden by the environment or by create_app(config=...).

Only what differs between a laptop, a café's server and the tests lives here.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MAX_REQUEST_BYTES = 256 * 1024
"""The largest request body the app reads (api.md: at most 256 KiB)."""


def default_config(instance_path: str) -> dict[str, object]:
    """The settings for a fresh machine: SQLite in instance/, a random secret."""
    return {
        "SECRET_KEY": os.environ.get("SECRET_KEY") or _instance_secret(instance_path),
        "DATABASE_URL": os.environ.get("DATABASE_URL")
        or f"sqlite:///{Path(instance_path) / 'companion.sqlite3'}",
        "PUBLIC_BASE_URL": os.environ.get("PUBLIC_BASE_URL", ""),
        "MAX_CONTENT_LENGTH": MAX_REQUEST_BYTES,
        "BABEL_TRANSLATION_DIRECTORIES": str(ROOT / "translations"),
        "BABEL_DEFAULT_LOCALE": "en",
        "WTF_CSRF_TIME_LIMIT": None,
    }


def _instance_secret(instance_path: str) -> str:
    """A secret kept in instance/ so sessions and CSRF tokens survive a restart."""
    path = Path(instance_path) / "secret_key"
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        key = secrets.token_hex(32)
        path.write_text(key)
        return key
