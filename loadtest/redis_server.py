"""A Redis server of our own on a free loopback port, to hang (SIGSTOP) and resume (SIGCONT).

A Redis that hangs is not one that refuses: the port still accepts connections
(the kernel completes them) but nothing answers, as on an overloaded host or
behind a network partition. Fault tests and the venue benchmark do that to a
server of their own, never to the shared one other programs use. It keeps
nothing on disk and dies with the process that started it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from loadtest.cluster import Started, die_with_parent, free_port


def redis_server_program() -> str | None:
    return shutil.which("redis-server") or shutil.which("redis-server", path="/usr/sbin:/sbin")


class OwnRedis(Started):
    """``with OwnRedis() as redis: ... redis.hang() ... redis.resume()``; ``redis.url``."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.folder = Path(tempfile.mkdtemp(prefix="companion-redis-"))
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 20.0) -> None:
        program = redis_server_program()
        if program is None:
            raise RuntimeError("redis-server is not installed (the redis-server package)")
        command = [
            program,
            *("--port", str(self.port), "--bind", "127.0.0.1"),
            *("--save", "", "--appendonly", "no", "--dir", str(self.folder)),
        ]
        with (self.folder / "redis.log").open("ab") as log:
            self.process = subprocess.Popen(
                command, stdout=log, stderr=subprocess.STDOUT, preexec_fn=die_with_parent
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"redis-server ended ({self.process.returncode})")
            with contextlib.suppress(Exception):
                if self.client().ping():
                    return
            time.sleep(0.1)
        raise RuntimeError(f"redis-server did not answer within {timeout:.0f} s")

    def client(self):
        import redis

        return redis.Redis.from_url(self.url, socket_timeout=2, socket_connect_timeout=2)

    def hang(self) -> None:
        """Stop the server where it stands: connections open, nothing answered."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGSTOP)

    def resume(self) -> None:
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGCONT)

    def used_memory(self) -> int:
        """Bytes the server holds (INFO memory's ``used_memory``)."""
        client = self.client()
        try:
            return int(client.info("memory")["used_memory"])
        finally:
            client.close()

    def stop(self) -> None:
        if self.process is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.process.pid, signal.SIGCONT)  # a stopped process ignores SIGTERM
                self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        shutil.rmtree(self.folder, ignore_errors=True)
