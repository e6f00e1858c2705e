"""Gunicorn's settings for production serving: ``companion serve`` (``make serve`` in a
checkout), which runs ``gunicorn -c python:companion.gunicorn_config``.

Every figure can be changed from the environment (docs/hosting.md, "Settings"):
``BIND`` (default 127.0.0.1:8000: the reverse proxy in front talks to it),
``WEB_CONCURRENCY`` workers, ``GUNICORN_THREADS`` per worker.

Workers are threaded (gthread, 8 threads by default): a request waiting for a
PDF (companion/web/pdf.py) holds a thread, never its whole worker, and a worker
holds at most ``PDF_RENDERERS + PDF_QUEUE`` of them, so serving refuses to start
unless each worker keeps threads beyond those for the tables.

Production refuses to start, in one line that names the setting, before any
worker is made: without a shared ``SECRET_KEY`` (with keys of their own,
several servers, or one server after losing instance/, would refuse each
other's forms and sessions), without ``PUBLIC_BASE_URL`` or ``TRUSTED_HOSTS``
(links would name whatever host a request claims), or with any setting the
app itself would refuse. What only a worker can find out (a database that
cannot be reached while migrating on start) ends as gunicorn's "App failed to
load", after the same one line. Logs never hold an edit or a view token: the
secret part of every table address is written as ``[token]``.
"""

from __future__ import annotations

import os
import sys

from gunicorn.errors import AppImportError

from companion import create_app, resources
from companion.access_log import RedactingLogger
from companion.config import ConfigError, check, check_production, default_config, pdf_renderers

try:
    check_production(os.environ)
    settings = default_config(str(resources.instance_path()))
    check(settings)
    workers = int(os.environ.get("WEB_CONCURRENCY", min(2 * (os.cpu_count() or 1) + 1, 8)))
    threads = int(os.environ.get("GUNICORN_THREADS", "8"))
    pdf = pdf_renderers(os.environ)
except ConfigError as error:
    sys.exit(error.message)
except ValueError:
    sys.exit("WEB_CONCURRENCY and GUNICORN_THREADS must be whole numbers")
if threads <= pdf["PDF_RENDERERS"] + pdf["PDF_QUEUE"]:
    sys.exit(
        f"GUNICORN_THREADS ({threads}) must be more than PDF_RENDERERS + PDF_QUEUE "
        f"({pdf['PDF_RENDERERS']} + {pdf['PDF_QUEUE']}): requests waiting for PDFs "
        "would take every thread of a worker and the tables would wait behind them"
    )
if threads <= settings["DATABASE_POOL_SIZE"]:
    sys.exit(
        f"GUNICORN_THREADS ({threads}) must be more than DATABASE_POOL_SIZE "
        f"({settings['DATABASE_POOL_SIZE']}): a database that hangs would hold every thread "
        "of a worker, and the pages that need none would wait behind it"
    )


def application():
    """The app, made in each worker; a setting it refuses is one line, not a traceback."""
    try:
        return create_app()
    except ConfigError as error:
        raise AppImportError(error.message) from None


wsgi_app = "companion.gunicorn_config:application()"
bind = os.environ.get("BIND", "127.0.0.1:8000").split(",")
worker_class = "gthread"
timeout = 30  # the worker's heartbeat: threads answer while a PDF is being made elsewhere
graceful_timeout = 20
keepalive = 5
max_requests = 2000  # recycle workers now and then; the jitter keeps them from all going at once
max_requests_jitter = 200
accesslog = "-"
logger_class = RedactingLogger
control_socket_disable = True  # several servers on one machine would share its path
