"""Gunicorn's settings for production serving: ``make serve``, or in an installed app
``gunicorn -c python:companion.gunicorn_config``.

Every figure can be changed from the environment (README, "Hosting it"):
``BIND`` (default 127.0.0.1:8000: the reverse proxy in front talks to it),
``WEB_CONCURRENCY`` workers, ``GUNICORN_THREADS`` per worker.

Workers are threaded (gthread, 8 threads by default): a request waiting for a
PDF (companion/web/pdf.py) holds a thread, never its whole worker, and a worker
holds at most ``PDF_RENDERERS + PDF_QUEUE`` of them, so serving refuses to start
unless each worker keeps threads beyond those for the tables.

Production refuses to start without a shared ``SECRET_KEY``: with keys of
their own, several servers (or one server after losing instance/) would
refuse each other's forms and sessions. Access logs never hold an edit or a
view token: the secret part of every table address is written as ``[token]``.
"""

from __future__ import annotations

import os
import sys

from companion.access_log import RedactingLogger
from companion.config import MIN_SECRET_KEY_LENGTH, ConfigError, pdf_renderers

if not os.environ.get("SECRET_KEY", "").strip():
    sys.exit(
        "SECRET_KEY is not set. Production serving needs one key shared by every server, "
        f"at least {MIN_SECRET_KEY_LENGTH} characters, for example: "
        "export SECRET_KEY=$(python3 -c 'import secrets; print(secrets.token_hex(32))')"
    )

wsgi_app = "companion:create_app()"
bind = os.environ.get("BIND", "127.0.0.1:8000").split(",")
workers = int(os.environ.get("WEB_CONCURRENCY", min(2 * (os.cpu_count() or 1) + 1, 8)))
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "8"))
try:
    _pdf = pdf_renderers(os.environ)
except ConfigError as error:
    sys.exit(str(error))
if threads <= _pdf["PDF_RENDERERS"] + _pdf["PDF_QUEUE"]:
    sys.exit(
        f"GUNICORN_THREADS ({threads}) must be more than PDF_RENDERERS + PDF_QUEUE "
        f"({_pdf['PDF_RENDERERS']} + {_pdf['PDF_QUEUE']}): requests waiting for PDFs "
        "would take every thread of a worker and the tables would wait behind them"
    )
timeout = 30  # the worker's heartbeat: threads answer while a PDF is being made elsewhere
graceful_timeout = 20
keepalive = 5
max_requests = 2000  # recycle workers now and then; the jitter keeps them from all going at once
max_requests_jitter = 200
accesslog = "-"
logger_class = RedactingLogger
control_socket_disable = True  # several servers on one machine would share its path
