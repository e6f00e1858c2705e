"""Configuration defaults, overridden by the environment or by create_app(config=...).

Only what differs between a laptop, a club's server and the tests lives here.
Every setting a host may change is an environment variable of the same name
(README, "Hosting it"); the defaults suit ``make run`` on a laptop.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from pathlib import Path

MAX_REQUEST_BYTES = 256 * 1024
"""The largest request body the app reads (docs/api.md: at most 256 KiB)."""

DEFAULT_LIMITS = {
    "LIMIT_NEW_TABLES": "200 per minute; 1000 per hour; 5000 per day",
    "LIMIT_PDFS": "60 per minute; 600 per hour",
    "LIMIT_SCORING_API": "120 per minute",
    "LIMIT_SHEETS": "60 per minute",
    "LIMIT_SEAT_SAVES": "240 per minute; 3000 per hour",
}
"""Flask-Limiter's notation; why each figure: companion/limits.py and docs/hosting.md."""

REDIS_TIMEOUT = 0.25
"""Seconds the app waits on Redis to connect or to answer, before it counts in memory."""

PDF_CACHE_BYTES = 256 * 1024 * 1024
"""The PDF cache's size on disk: some 2,000 filled sheets of a 4-player Legends table
(about 120 KB each), 10,000 of a 2-player game."""

TABLE_RETENTION_DAYS = 180
CSRF_TIME_LIMIT = 12 * 3600
"""A form's token lasts a long game night, not for ever."""
MIN_SECRET_KEY_LENGTH = 16


class ConfigError(RuntimeError):
    """A setting that makes the app unsafe or unable to start; the message says which."""


def default_config(
    instance_path: str, environ: dict[str, str] | None = None, *, with_secret: bool = True
) -> dict:
    """The settings for this machine: the environment's, else those of a laptop.

    ``with_secret=False`` leaves SECRET_KEY out, for callers that bring their own.
    """
    env = os.environ if environ is None else environ
    redis_url = env.get("REDIS_URL", "").strip()
    public_base_url = env.get("PUBLIC_BASE_URL", "").strip()
    config: dict[str, object] = {
        "DATABASE_URL": env.get("DATABASE_URL")
        or f"sqlite:///{Path(instance_path) / 'companion.sqlite3'}",
        "PUBLIC_BASE_URL": public_base_url,
        "REDIS_URL": redis_url,
        "TRUSTED_HOSTS": _list(env.get("TRUSTED_HOSTS", "")) or None,
        "TRUSTED_PROXIES": _int(env, "TRUSTED_PROXIES", 0),
        "MIGRATE_ON_START": env.get("MIGRATE_ON_START", "1") != "0",
        "MAX_CONTENT_LENGTH": MAX_REQUEST_BYTES,
        "BABEL_DEFAULT_LOCALE": "en",
        "WTF_CSRF_TIME_LIMIT": _int(env, "CSRF_TIME_LIMIT", CSRF_TIME_LIMIT),
        "SESSION_COOKIE_SAMESITE": "Lax",
        "SESSION_COOKIE_SECURE": public_base_url.startswith("https:")
        or env.get("SESSION_COOKIE_SECURE") == "1",
        "TABLE_RETENTION_DAYS": _int(env, "TABLE_RETENTION_DAYS", TABLE_RETENTION_DAYS),
        "RATELIMIT_ENABLED": env.get("RATELIMIT_ENABLED", "1") != "0",
        "RATELIMIT_STORAGE_URI": redis_url or "memory://",
        "REDIS_TIMEOUT": _float(env, "REDIS_TIMEOUT", REDIS_TIMEOUT),
        "RATELIMIT_HEADERS_ENABLED": True,
        # Redis down: count in memory meanwhile rather than refuse every limited request
        "RATELIMIT_SWALLOW_ERRORS": True,
        "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": True,
        # Several apps (or test runs) may share one Redis: each keeps its counters apart.
        "RATELIMIT_KEY_PREFIX": env.get("RATELIMIT_KEY_PREFIX", "").strip() or "companion-limits",
        "COMPRESS_STREAMS": False,  # streamed files are left alone (Flask-Compress leaks them)
        "PDF_CACHE_SECONDS": _int(env, "PDF_CACHE_SECONDS", 24 * 3600),
        "PDF_CACHE_BYTES": _int(env, "PDF_CACHE_BYTES", PDF_CACHE_BYTES),
        "PDF_CACHE_DIR": env.get("PDF_CACHE_DIR", "").strip()
        or str(Path(instance_path) / "pdf-cache"),
        **pdf_renderers(env),
    }
    for name, default in DEFAULT_LIMITS.items():
        config[name] = env.get(name, "").strip() or default
    if with_secret:
        config["SECRET_KEY"] = secret_key(env, instance_path)
    return config


def pdf_renderers(env) -> dict[str, int]:
    """How PDFs are made in each worker (companion/web/pdf.py says why these figures).

    gunicorn_config reads them too: a worker needs more threads than PDFs it holds.
    """
    return {
        "PDF_RENDERERS": _int(env, "PDF_RENDERERS", 1),
        "PDF_QUEUE": _int(env, "PDF_QUEUE", 4),
        "PDF_RENDERS_PER_PROCESS": _int(env, "PDF_RENDERS_PER_PROCESS", 100),
        "PDF_WAIT_SECONDS": _int(env, "PDF_WAIT_SECONDS", 20),
    }


def check(config) -> None:
    """Refuse settings that would run the app unsafely, whoever supplied them."""
    key = config.get("SECRET_KEY")
    if not isinstance(key, str | bytes) or not key.strip():
        raise ConfigError("SECRET_KEY is empty: forms and sessions would be signed with nothing")


def _list(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _int(env, name: str, default: int) -> int:
    return _number(env, name, default, int, "a whole number")


def _float(env, name: str, default: float) -> float:
    return _number(env, name, default, float, "a number of seconds")


def _number(env, name: str, default, read, what: str):
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        return read(raw)
    except ValueError:
        raise ConfigError(f"{name} must be {what}, not {raw!r}") from None


def secret_key(env, instance_path: str) -> str:
    """``SECRET_KEY`` from the environment, else this machine's own key in instance/.

    Several servers must share one key (set ``SECRET_KEY``), or each refuses
    the others' forms. A blank key is never used: it would sign nothing.
    """
    if "SECRET_KEY" in env:
        key = env["SECRET_KEY"].strip()
        if len(key) < MIN_SECRET_KEY_LENGTH:
            raise ConfigError(
                f"SECRET_KEY must have at least {MIN_SECRET_KEY_LENGTH} characters "
                "(for example: python3 -c 'import secrets; print(secrets.token_hex(32))')"
            )
        return key
    return instance_secret(Path(instance_path) / "secret_key")


def instance_secret(path: Path) -> str:
    """A key kept in ``path`` so sessions and CSRF tokens survive a restart.

    Many processes may start at once on a fresh machine: the key is written
    whole to a private temporary file (mode 0600) and linked into place, which
    fails if another process got there first; then everyone reads the winner's.
    A file can therefore never be seen half-written or empty.
    """
    try:
        return _read_key(path)
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".secret_key.")
    try:
        with os.fdopen(descriptor, "w") as file:  # mkstemp creates it readable by its owner only
            file.write(secrets.token_hex(32))
        with contextlib.suppress(FileExistsError):  # another process won: use its key
            os.link(temporary, path)
    finally:
        os.unlink(temporary)
    return _read_key(path)


def _read_key(path: Path) -> str:
    key = path.read_text().strip()
    if len(key) < MIN_SECRET_KEY_LENGTH:
        raise ConfigError(f"{path} holds no usable key: delete it and start again")
    return key
