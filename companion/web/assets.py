"""Static files under fingerprinted names, cached for a year, compressed like every answer.

``url_for('static', filename='app.css')`` gives ``/static/app.3f2a1b9c0d4e.css``:
the name carries a digest of the file's bytes, so the file at that address
never changes and browsers and proxies may keep it for a year without asking
again (``immutable``). A change makes a new name, which the next page links.
An address without a digest, or with an old one, still answers with the
current file, revalidated on every use (``no-cache``). The service worker and
the manifest are not static files (web/offline.py): their addresses must stay
the same, so they are never fingerprinted.

A bundle (``BUNDLES``) is one address for several scripts a page runs in turn: their
text joined in order, inside a wrapper that runs them once the page is parsed, so
the page can load it ``async``: one request instead of six, and the page's
DOMContentLoaded never waits for it (the grid is drawn and painted first).

Files are read into memory once (again when they change on disk, so
``make run`` shows edits at once) and answered as plain bytes, which lets
Flask-Compress compress CSS, JavaScript and SVG like any page.
"""

from __future__ import annotations

import hashlib
import mimetypes
import re
from functools import lru_cache
from pathlib import Path

from flask import Flask, Response, abort, request
from werkzeug.security import safe_join

YEAR = 365 * 24 * 3600
FINGERPRINTED = re.compile(r"^(?P<stem>.+)\.(?P<digest>[0-9a-f]{12})(?P<suffix>\.[A-Za-z0-9]+)$")


@lru_cache(maxsize=256)
def _read(path: str, mtime_ns: int, size: int) -> tuple[bytes, str]:
    """The file's bytes and the digest of them (cached until the file changes)."""
    data = Path(path).read_bytes()
    return data, hashlib.sha256(data).hexdigest()[:12]


BUNDLES = {
    "seat-page.js": (
        "mygames.js",
        "moonriver-score.js",
        "seat-sync.js",
        "editor.js",
        "panels.js",
        "rule-panel.js",
    ),
}
"""Bundle name -> the scripts it runs, in this order (templates/tables/seat.html)."""
BUNDLE_START = (
    b"/* One request for the page's scripts (companion/web/assets.py): run in order once\n"
    b"   the page is parsed, loaded async so DOMContentLoaded never waits for them. */\n"
    b"(function (run) {\n"
    b'  if (document.readyState !== "loading") run();\n'
    b'  else document.addEventListener("DOMContentLoaded", run);\n'
    b"})(function () {\n"
)


@lru_cache(maxsize=16)
def _joined(parts: tuple[bytes, ...]) -> tuple[bytes, str]:
    data = BUNDLE_START + b"\n;\n".join(parts) + b"\n});\n"
    return data, hashlib.sha256(data).hexdigest()[:12]


def _bundle(folder: str, names: tuple[str, ...]) -> tuple[bytes, str] | None:
    parts = [_load(folder, name) for name in names]
    if any(part is None for part in parts):
        return None
    return _joined(tuple(part[0] for part in parts))


def _load(folder: str, filename: str) -> tuple[bytes, str] | None:
    if filename in BUNDLES:
        return _bundle(folder, BUNDLES[filename])
    path = safe_join(folder, filename)
    if path is None:
        return None
    try:
        stat = Path(path).stat()
    except (OSError, ValueError):  # ValueError: a NUL byte in the name
        return None
    if not Path(path).is_file():
        return None
    return _read(path, stat.st_mtime_ns, stat.st_size)


def fingerprinted(folder: str, filename: str) -> str:
    """``app.css`` -> ``app.<digest>.css`` (unchanged when there is no such file)."""
    found = _load(folder, filename)
    if found is None:
        return filename
    stem, dot, suffix = filename.rpartition(".")
    if not dot or "/" in suffix:
        return f"{filename}.{found[1]}"
    return f"{stem}.{found[1]}.{suffix}"


def serve(folder: str, filename: str) -> Response:
    digest = None
    match = FINGERPRINTED.match(filename)
    if match and _load(folder, match["stem"] + match["suffix"]) is not None:
        filename, digest = match["stem"] + match["suffix"], match["digest"]
    found = _load(folder, filename)
    if found is None:
        abort(404)
    data, current = found
    mimetype = mimetypes.guess_type(filename)[0] or "application/octet-stream"
    response = Response(data, mimetype=mimetype)
    response.set_etag(current)
    if digest == current:
        response.headers["Cache-Control"] = f"public, max-age={YEAR}, immutable"
    else:
        response.headers["Cache-Control"] = "no-cache"
    return response.make_conditional(request)


def init_app(app: Flask) -> None:
    folder = str(app.static_folder)

    @app.url_defaults
    def fingerprint(endpoint: str, values: dict) -> None:
        if endpoint == "static" and "filename" in values:
            values["filename"] = fingerprinted(folder, values["filename"])

    app.view_functions["static"] = lambda filename: serve(folder, filename)
