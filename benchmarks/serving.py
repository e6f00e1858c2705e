"""Waiting for a server a benchmark started: its port open, or the process killed and said."""

from __future__ import annotations

import socket
import subprocess
import time


def listening(process: subprocess.Popen, port: int, seconds: float, what: str) -> subprocess.Popen:
    """``process`` once 127.0.0.1:``port`` takes connections; killed, and an error naming
    ``what``, if it does not within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"{what} did not start")
