"""Configuration defaults, overridden by the environment or by create_app(config=...).

Only what differs between a laptop, a club's server and the tests lives here.
Every setting a host may change is an environment variable of the same name
(docs/hosting.md, "Settings"); the defaults suit ``make run`` on a laptop.
A setting that cannot work is refused when the app is made, in one line that
names it (``ConfigError``), before anything is served or changed.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import click

MAX_REQUEST_BYTES = 256 * 1024
"""The largest request body the app reads (docs/api.md: at most 256 KiB)."""

DEFAULT_LIMITS = {
    "LIMIT_NEW_TABLES": "200 per minute; 1000 per hour; 5000 per day",
    "LIMIT_PDFS": "60 per minute; 600 per hour",
    "LIMIT_SCORING_API": "120 per minute",
    "LIMIT_SHEETS": "60 per minute",
    "LIMIT_SEAT_SAVES": "240 per minute; 3000 per hour",
    "LIMIT_ORGANISER_WRITES": "120 per minute; 600 per hour; 3000 per day",
    "LIMIT_EVENT_PLAYERS": "300 per hour; 1000 per day",
}
"""Flask-Limiter's notation; why each figure: companion/limits.py and docs/hosting.md."""

REDIS_TIMEOUT = 0.25
"""Seconds the app waits on Redis to connect or to answer, before it counts in memory."""

DATABASE_DEADLINES = {
    "DATABASE_CONNECT_TIMEOUT": 3.0,
    "DATABASE_STATEMENT_TIMEOUT": 5.0,
    "DATABASE_POOL_TIMEOUT": 10.0,
}
"""Seconds a request waits on the database (companion/storage/__init__.py, docs/hosting.md)."""
DATABASE_POOL_SIZE = 4
"""Connections per worker: fewer than its threads (GUNICORN_THREADS, 8), so a database that
hangs holds at most half of them and the pages that need none still find a thread (the
others wait for a connection only while the database answers: storage/__init__.py)."""

PDF_CACHE_BYTES = 256 * 1024 * 1024
"""The PDF cache's size on disk: some 2,000 filled sheets of a 4-player Legends table
(about 120 KB each), 10,000 of a 2-player game."""

TABLE_RETENTION_DAYS = 180
MAX_RETENTION_DAYS = 36525
"""A hundred years: anything longer is a typo (and, far enough out, more than a date holds)."""
CSRF_TIME_LIMIT = 12 * 3600
"""A form's token lasts a long game night, not for ever."""
MIN_SECRET_KEY_LENGTH = 16


class ConfigError(click.ClickException):
    """A setting that makes the app unsafe or unable to start; the message says which.

    A Click exception, so every ``flask --app companion ...`` command shows it as
    one ``Error: ...`` line instead of a traceback; ``companion serve`` (gunicorn)
    checks the same settings before it starts (companion/gunicorn_config.py).
    """


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
        # X-Forwarded-Host/Port name the address links are made for: believed only when
        # the host says its proxy sets them (a proxy that passes a client's own is common)
        "TRUST_FORWARDED_HOST": env.get("TRUST_FORWARDED_HOST", "0").strip() == "1",
        "MIGRATE_ON_START": env.get("MIGRATE_ON_START", "1") != "0",
        "MAX_CONTENT_LENGTH": MAX_REQUEST_BYTES,
        "BABEL_DEFAULT_LOCALE": "en",
        "WTF_CSRF_TIME_LIMIT": _int(env, "CSRF_TIME_LIMIT", CSRF_TIME_LIMIT),
        # Flask-WTF's HTTPS check wants a Referer naming this site, but pages reached with
        # a token send none (web/headers.py); web/same_origin.py asks the browser instead.
        "WTF_CSRF_SSL_STRICT": False,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "SESSION_COOKIE_SECURE": public_base_url.startswith("https:")
        or env.get("SESSION_COOKIE_SECURE") == "1",
        "TABLE_RETENTION_DAYS": _int(env, "TABLE_RETENTION_DAYS", TABLE_RETENTION_DAYS),
        "RATELIMIT_ENABLED": env.get("RATELIMIT_ENABLED", "1") != "0",
        "RATELIMIT_STORAGE_URI": redis_url or "memory://",
        "REDIS_TIMEOUT": _float(env, "REDIS_TIMEOUT", REDIS_TIMEOUT),
        **{name: _float(env, name, default) for name, default in DATABASE_DEADLINES.items()},
        "DATABASE_POOL_SIZE": _int(env, "DATABASE_POOL_SIZE", DATABASE_POOL_SIZE),
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
    """Refuse settings that would run the app unsafely or not at all, whoever supplied them."""
    key = config.get("SECRET_KEY")
    if not isinstance(key, str | bytes) or not key.strip():
        raise ConfigError("SECRET_KEY is empty: forms and sessions would be signed with nothing")
    days = config.get("TABLE_RETENTION_DAYS")
    if not isinstance(days, int) or not 1 <= days <= MAX_RETENTION_DAYS:
        raise ConfigError(
            f"TABLE_RETENTION_DAYS must be a whole number of days from 1 to {MAX_RETENTION_DAYS}, "
            f"not {days!r}"
        )
    check_database_url(config.get("DATABASE_URL") or "")
    if config.get("REDIS_URL"):
        check_redis_url(config["REDIS_URL"])


def check_production(env) -> None:
    """What serving for real needs beyond ``check``: a shared key and a known address.

    Without ``PUBLIC_BASE_URL`` or ``TRUSTED_HOSTS`` the links and QR codes a
    table hands out would name whatever host a request claims.
    """
    if not env.get("SECRET_KEY", "").strip():
        raise ConfigError(
            "SECRET_KEY is not set. Production serving needs one key shared by every server, "
            f"at least {MIN_SECRET_KEY_LENGTH} characters, for example: "
            "export SECRET_KEY=$(python3 -c 'import secrets; print(secrets.token_hex(32))')"
        )
    if not env.get("PUBLIC_BASE_URL", "").strip() and not _list(env.get("TRUSTED_HOSTS", "")):
        raise ConfigError(
            "PUBLIC_BASE_URL or TRUSTED_HOSTS must be set for production serving, or shared "
            "links name whatever host a request claims; for example: "
            "export PUBLIC_BASE_URL=https://games.example.org TRUSTED_HOSTS=games.example.org"
        )


def check_database_url(url: str) -> None:
    """A DATABASE_URL SQLAlchemy can use with a driver that is installed (nothing connects)."""
    # loaded when a URL is checked: reading the settings alone loads no database library
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    example = "for example postgresql+psycopg://companion:PASSWORD@127.0.0.1/companion"
    try:
        dialect = make_url(url).get_dialect()
    except (ArgumentError, NoSuchModuleError, ValueError) as error:
        raise ConfigError(f"DATABASE_URL is not a database address ({error}); {example}") from None
    try:
        dialect.import_dbapi()
    except ImportError:
        raise ConfigError(
            f"DATABASE_URL names a database driver that is not installed ({dialect.driver}); "
            f"{example}"
        ) from None


def check_redis_url(url: str) -> None:
    """redis://host[:port][/db] or rediss://... (nothing connects)."""
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = -1
    database = parts.path.lstrip("/")
    if (
        parts.scheme not in ("redis", "rediss")
        or not parts.hostname
        or (port is not None and not 0 < port < 65536)
        or (database and not database.isdigit())
    ):
        raise ConfigError(
            "REDIS_URL must look like redis://HOST:PORT/DB (for example redis://127.0.0.1:6379/0)"
        )


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
