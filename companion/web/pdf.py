"""PDFs off the tables' path: made in a few render processes, kept in a cache bounded in bytes.

A PDF costs about a hundred times its page in HTML, and WeasyPrint holds on to
memory. So a web worker only writes the sheet's HTML (cheap) and hands it to a
render process (``python -m companion.web.pdf_render``), one of a bounded pool
per worker:

- ``PDF_RENDERERS`` processes render at once (default 1, so a server renders
  at most ``WEB_CONCURRENCY`` PDFs at a time); they run at a lower CPU
  priority than the workers, so a tap never waits behind a PDF;
- ``PDF_QUEUE`` more requests may wait for one (default 4: gunicorn's
  threaded workers accept whatever comes, so one worker may be handed several
  at once); past that the answer is at once a 503 "busy, try again in a few
  seconds" with ``Retry-After`` in the page's language (errors.Busy), never a
  request left hanging until a proxy gives up; so is a PDF not made within
  ``PDF_WAIT_SECONDS``, but its render goes on and the PDF is kept, so the
  request tried again gets it (a second request for a PDF being made waits
  for that same render rather than starting another);
- each render process is replaced after ``PDF_RENDERS_PER_PROCESS`` PDFs, so
  whatever WeasyPrint keeps is given back, and the workers never load it:
  their memory stays flat however many distinct PDFs are made.

A request waiting for its PDF holds one of its worker's threads. gunicorn runs
threaded workers (``GUNICORN_THREADS``, default 8) and refuses to start unless
each worker has more threads than PDFs it may hold (renderers + queue), so a
worker always has threads free for the tables (companion/gunicorn_config.py).

Render processes are started on a worker's first PDF (most workers never make
one) as plain subprocesses speaking over pipes, not with multiprocessing:
its "spawn" would run the serving program's main module again in each
child, and "fork" copies a threaded worker mid-flight. A render process that
dies (killed, out of memory) is replaced and its request answered "busy"; when
its worker goes, its input closes and it ends too. One pool serves every app
in a process with the same settings (in production, one app per worker).

Each PDF made is kept on disk (diskcache, in ``PDF_CACHE_DIR``, default
instance/pdf-cache, shared by every worker and server using that folder),
for ``PDF_CACHE_SECONDS`` and within ``PDF_CACHE_BYTES``: past the budget the
least recently used PDFs go. It is kept apart from Redis, so no number of
distinct sheets can crowd out the limits' counters. A cache that fails (a full
or locked disk) is skipped: the PDF is made as if it were not kept. The key
(a digest) names everything a PDF depends on; ``rendering()`` changes whenever
a template, stylesheet or catalog does, so an upgrade never serves an old sheet.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import queue
import select
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as RenderWait
from functools import cache, partial
from pathlib import Path

import diskcache
from flask import current_app

from companion.errors import Busy
from companion.resources import STATIC, TEMPLATES, TRANSLATIONS
from companion.web import pdf_render

CACHE_LOCK_SECONDS = 0.5
"""How long a worker waits for the cache's SQLite lock before going without the cache."""


class RenderFailed(Exception):
    """The render process could not make this PDF (WeasyPrint's error, as text)."""


class RenderLost(Exception):
    """The render process died or ran past its deadline; it has been stopped."""


class RenderProcess:
    """One render process, serving one request at a time; started on its first PDF and
    replaced after ``renders_per_process`` of them, or once it fails or runs late."""

    def __init__(self, renders_per_process: int) -> None:
        self.renders_per_process = renders_per_process
        self.process: subprocess.Popen | None = None
        self.renders = 0

    def render(self, html: str, deadline: float) -> bytes:
        request = pdf_render.message(html.encode())
        try:
            try:
                self._send(request)
            except BrokenPipeError:  # it died while idle (killed, out of memory): a fresh one
                self.stop()
                self._send(request)
            kind = self._read(1, deadline)
            size = int.from_bytes(self._read(pdf_render.LENGTH_BYTES, deadline))
            body = self._read(size, deadline)
        except (OSError, RenderLost):
            self.stop()
            raise RenderLost() from None
        self.renders += 1
        if self.renders >= self.renders_per_process:
            self.stop()
        if kind != pdf_render.PDF:
            raise RenderFailed(body.decode(errors="replace"))
        return body

    def _send(self, request: bytes) -> None:
        if self.process is None:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "companion.web.pdf_render"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                bufsize=0,
                env=_render_env(),
            )
            self.renders = 0
        self._write(request)

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self.process.stdin.fileno(), view) :]

    def _read(self, size: int, deadline: float) -> bytes:
        out = bytearray()
        stream = self.process.stdout.fileno()
        while len(out) < size:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([stream], [], [], left)[0]:
                raise RenderLost()
            chunk = os.read(stream, size - len(out))
            if not chunk:
                raise RenderLost()
            out += chunk
        return bytes(out)

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process.stdin.close()
            self.process.stdout.close()
            self.process = None


def _render_env() -> dict[str, str]:
    """The worker's environment, with this package importable however it was found."""
    here = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH")
    return {**os.environ, "PYTHONPATH": here + (os.pathsep + path if path else "")}


class RenderPool:
    """At most ``processes`` renders at a time, ``waiting`` more queued; anything beyond: Busy.

    Each render runs on a thread of the pool's own, which owns one render process,
    so a render goes on when the request that asked for it stops waiting: its PDF
    is kept, and the request tried again finds it. Only a render past
    ``STUCK_SECONDS`` is given up (its process killed and replaced).
    """

    def __init__(self, processes: int, waiting: int, renders_per_process: int):
        self._slots = threading.BoundedSemaphore(processes + waiting)
        self._threads = ThreadPoolExecutor(processes, thread_name_prefix="pdf-render")
        self.renderers = [RenderProcess(renders_per_process) for _ in range(processes)]
        self._idle: queue.SimpleQueue[RenderProcess] = queue.SimpleQueue()
        for renderer in self.renderers:
            self._idle.put(renderer)

    def submit(self, html: str) -> Future[bytes]:
        """The PDF of ``html``, to come; Busy at once if the pool and its queue are full."""
        if not self._slots.acquire(blocking=False):
            raise Busy()
        try:
            future = self._threads.submit(self._render, html)
        except RuntimeError:  # the worker is exiting
            self._slots.release()
            raise Busy() from None
        future.add_done_callback(lambda _done: self._slots.release())
        return future

    def _render(self, html: str) -> bytes:
        renderer = self._idle.get()  # as many render processes as threads: one is idle
        try:
            return renderer.render(html, time.monotonic() + STUCK_SECONDS)
        finally:
            self._idle.put(renderer)


STUCK_SECONDS = 300
"""A render still going after this is stuck, whatever the machine's load: it is killed."""

_pools: dict[tuple, RenderPool] = {}
_pools_lock = threading.Lock()


@atexit.register
def _stop_renderers() -> None:
    """A worker that exits takes its render processes with it (its renders are over by
    then: the pool's threads are joined first)."""
    for pool in _pools.values():
        for renderer in pool.renderers:
            renderer.stop()


def render_pool(config) -> RenderPool:
    """This process's pool for these settings (its processes start on the first PDF)."""
    settings = (config["PDF_RENDERERS"], config["PDF_QUEUE"], config["PDF_RENDERS_PER_PROCESS"])
    with _pools_lock:
        if settings not in _pools:
            _pools[settings] = RenderPool(*settings)
        return _pools[settings]


def render(html: str) -> Future[bytes]:
    """The PDF of a self-contained HTML document, to be made in a render process."""
    return render_pool(current_app.config).submit(html)


@cache
def rendering() -> str:
    """A fingerprint of everything a sheet is drawn from besides its data."""
    digest = hashlib.sha256()
    files = [
        *sorted(TEMPLATES.rglob("*.html")),
        *sorted(STATIC.glob("*.css")),
        *sorted(TRANSLATIONS.glob("*/LC_MESSAGES/*.mo")),
    ]
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


CACHE_FAILURES = (diskcache.Timeout, sqlite3.Error, OSError)


@cache
def pdf_cache(directory: str, size_limit: int) -> diskcache.Cache:
    """The cache in ``directory``, opened once per process, on its first PDF (a worker
    that never makes one never touches the disk; nothing opened is shared across a fork)."""
    return diskcache.Cache(
        directory,
        size_limit=size_limit,
        eviction_policy="least-recently-used",
        timeout=CACHE_LOCK_SECONDS,
    )


_in_flight: dict[str, Future[bytes]] = {}
"""PDFs being made in this worker, by key: a second request for one waits for the same render."""
_in_flight_lock = threading.Lock()


def cached_pdf(key: str, make_html: Callable[[], str]) -> bytes:
    """The PDF kept under ``key``, made from ``make_html()`` the first time only.

    A render in flight is looked for before the cache: ``_keep`` stores a PDF before it stops
    being in flight, so a request finds it one way or the other. (Looking in the cache first
    missed a PDF kept while the request made its HTML, and made it again.)

    A request waits for its PDF at most ``PDF_WAIT_SECONDS`` (then: Busy); the
    render goes on and its PDF is kept, so trying again a few seconds later finds it.
    """
    config = current_app.config
    # a digest: a saved game's key holds its view token, which is kept nowhere in clear
    full_key = hashlib.sha256(f"{rendering()}:{key}".encode()).hexdigest()
    with _in_flight_lock:
        making = _in_flight.get(full_key)
    if making is None:
        pdfs, data = _kept(config, full_key)
        if data is not None:
            return data
        making = _render_once(full_key, make_html(), pdfs, config)
    try:
        return making.result(timeout=config["PDF_WAIT_SECONDS"])
    except (RenderWait, RenderLost):
        raise Busy() from None


def _kept(config, key: str) -> tuple[diskcache.Cache | None, bytes | None]:
    """The cache (None when it cannot be read) and the PDF it keeps under ``key``, if any."""
    try:
        pdfs = pdf_cache(config["PDF_CACHE_DIR"], config["PDF_CACHE_BYTES"])
        return pdfs, pdfs.get(key)
    except CACHE_FAILURES:
        current_app.logger.warning("PDF cache unreadable; making the PDF anyway", exc_info=True)
        return None, None


def _render_once(key: str, html: str, pdfs, config) -> Future[bytes]:
    """The render of ``key``: one already in flight (another request started it meanwhile), or
    a new one, kept in ``pdfs`` once it is over."""
    with _in_flight_lock:
        making = _in_flight.get(key)
        starting = making is None
        if starting:
            making = _in_flight[key] = render(html)
    if starting:  # outside the lock: a render already over calls it at once
        making.add_done_callback(
            partial(_keep, pdfs, key, config["PDF_CACHE_SECONDS"], current_app.logger)
        )
    return making


def _keep(pdfs, key: str, seconds: int, logger, done: Future[bytes]) -> None:
    """A render is over: keep its PDF (even if no request waits for it any more), and only
    then forget it as in flight, so a request meanwhile finds it one way or the other."""
    try:
        if pdfs is not None and not done.cancelled() and done.exception() is None:
            pdfs.set(key, done.result(), expire=seconds)
    except CACHE_FAILURES:
        logger.warning("PDF cache unwritable; the PDF is not kept", exc_info=True)
    finally:
        with _in_flight_lock:
            _in_flight.pop(key, None)
