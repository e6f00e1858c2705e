"""Gunicorn's settings for production serving: ``make serve``, or in an installed app
``gunicorn -c python:companion.gunicorn_config``.

Every figure can be changed from the environment (README, "Hosting it"):
``BIND`` (default 127.0.0.1:8000: the reverse proxy in front talks to it),
``WEB_CONCURRENCY`` workers, ``GUNICORN_THREADS`` per worker.

Production refuses to start without a shared ``SECRET_KEY``: with keys of
their own, several servers (or one server after losing instance/) would
refuse each other's forms and sessions. Access logs never hold an edit or a
view token: the secret part of every table address is written as ``[token]``.
"""

from __future__ import annotations

import os
import sys

from companion.access_log import RedactingLogger
from companion.config import MIN_SECRET_KEY_LENGTH

if not os.environ.get("SECRET_KEY", "").strip():
    sys.exit(
        "SECRET_KEY is not set. Production serving needs one key shared by every server, "
        f"at least {MIN_SECRET_KEY_LENGTH} characters, for example: "
        "export SECRET_KEY=$(python3 -c 'import secrets; print(secrets.token_hex(32))')"
    )

wsgi_app = "companion:create_app()"
bind = os.environ.get("BIND", "127.0.0.1:8000").split(",")
workers = int(os.environ.get("WEB_CONCURRENCY", min(2 * (os.cpu_count() or 1) + 1, 8)))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
timeout = 30  # a PDF takes well under a second; anything past this is stuck
graceful_timeout = 20
keepalive = 5
max_requests = 2000  # recycle workers now and then; the jitter keeps them from all going at once
max_requests_jitter = 200
accesslog = "-"
logger_class = RedactingLogger
control_socket_disable = True  # several servers on one machine would share its path
