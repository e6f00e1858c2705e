"""Two app servers behind nginx on loopback, on a fresh PostgreSQL schema and Redis key prefix.

What a club or a convention would run, made small enough for a test: gunicorn
app servers sharing one database, one Redis and one ``SECRET_KEY`` (a form made
by one server is posted to the other), and nginx in front spreading the phones
over them. Everything started lives in one temporary folder and in process
groups of its own; ``Cluster`` is a context manager, so leaving the ``with``
block by any road (an assertion, an exception, Ctrl-C) stops nginx and the
servers, drops the schema and deletes the run's Redis keys.

nginx runs from Debian's package with our own configuration and prefix,
``daemon off``, on a free loopback port: the system's nginx service is never used.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
READY_PATH = "/api/v1/openapi.json"
"""A cheap page that answers only once the app has started (and migrated)."""

ABANDONED_AFTER = 6 * 3600
"""Seconds after which a run's schema is taken as left behind by a killed run."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nginx_program() -> str | None:
    """Debian puts nginx in /usr/sbin, which is not on every user's PATH."""
    return shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/sbin")


def with_search_path(url: str, schema: str) -> str:
    """``url`` whose connections land in ``schema`` (PostgreSQL's search_path)."""
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options={quote(f'-csearch_path={schema}')}"


def answers(url: str, timeout: float = 2.0) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status == 200
    except OSError:
        return False


def die_with_parent() -> None:
    """In a child before exec: its own process group, and SIGTERM when the process that
    started it dies, even by SIGKILL (Linux's PR_SET_PDEATHSIG), so no server outlives
    a run that was killed before it could tear down."""
    os.setsid()
    if sys.platform == "linux":
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)


@dataclass
class Server:
    port: int
    log: Path
    process: subprocess.Popen | None = None


def _stop_group(process: subprocess.Popen | None, sig: int, grace: float = 10.0) -> None:
    """Signal the process group ``process`` leads, then make sure all of it is gone."""
    if process is None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    # Workers outlive a killed master only briefly; sweep any left in the group.
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)


class Started:
    """``with`` a thing that has ``start()`` and ``stop()``: stopped on leaving the block by
    any road, and also when starting it failed half-way."""

    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def __enter__(self):
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc_info) -> None:
        self.stop()


class Cluster(Started):
    """``servers`` gunicorn app servers (``workers`` threaded workers each) behind one nginx."""

    def __init__(
        self,
        database_url: str,
        redis_url: str,
        servers: int = 2,
        workers: int = 2,
        extra_env: dict[str, str] | None = None,
        database_port: int | None = None,
    ) -> None:
        """``database_port``: the servers reach the database there (a proxy in front of it,
        ``loadtest.db_proxy``) while the run's own steps reach it directly."""
        self.admin_url = database_url
        self.redis_url = redis_url
        self.workers = workers
        # The start time in the name lets a later run drop what a killed run left behind.
        self.run_id = f"{int(time.time())}_{secrets.token_hex(4)}"
        self.schema = f"cluster_{self.run_id}"
        self.database_url = with_search_path(database_url, self.schema)
        self.servers_database_url = self.database_url
        if database_port is not None:
            self.servers_database_url = re.sub(
                r"(@[^/:]*)(?::\d+)?/", rf"\g<1>:{database_port}/", self.database_url, count=1
            )
        self.redis_prefix = f"cluster-{self.run_id}"
        self.secret_key = secrets.token_hex(32)
        self.extra_env = extra_env or {}
        self.folder = Path(tempfile.mkdtemp(prefix=f"companion-cluster-{self.run_id}-"))
        self.servers = [
            Server(free_port(), self.folder / f"server-{i}.log") for i in range(servers)
        ]
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.nginx: subprocess.Popen | None = None

    # -- the pieces ---------------------------------------------------------------

    def env(self) -> dict[str, str]:
        """What every app server shares: database, Redis, secret key, public address."""
        return {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "DATABASE_URL": self.servers_database_url,
            "REDIS_URL": self.redis_url,
            "RATELIMIT_KEY_PREFIX": self.redis_prefix,
            "SECRET_KEY": self.secret_key,
            "PUBLIC_BASE_URL": self.url,
            "TRUSTED_PROXIES": "1",  # nginx: the client's address is in X-Forwarded-For
            "MIGRATE_ON_START": "0",  # migrated once, by the step, before any server starts
            "WEB_CONCURRENCY": str(self.workers),
            # the limits stay at their defaults: one address must get through a whole evening
            "PDF_CACHE_DIR": str(self.folder / "pdf-cache"),  # shared by the run's servers
            **self.extra_env,
        }

    def start_server(self, index: int, timeout: float = 90.0) -> None:
        server = self.servers[index]
        # The production settings (make serve): workers from WEB_CONCURRENCY, address from BIND.
        command = [sys.executable, "-m", "gunicorn", "-c", "python:companion.gunicorn_config"]
        with server.log.open("ab") as log:
            server.process = subprocess.Popen(
                command,
                cwd=ROOT,
                env={**self.env(), "BIND": f"127.0.0.1:{server.port}"},
                stdout=log,
                stderr=subprocess.STDOUT,
                preexec_fn=die_with_parent,  # its own process group: killed and stopped as one
            )
        self._wait(f"http://127.0.0.1:{server.port}{READY_PATH}", server.process, timeout)

    def kill_server(self, index: int) -> None:
        """A crash, not a shutdown: SIGKILL to the master and its workers at once."""
        server = self.servers[index]
        _stop_group(server.process, signal.SIGKILL)
        server.process = None

    def _wait(self, url: str, process: subprocess.Popen, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(
                    f"{url}: the process ended ({process.returncode})\n{self.logs()}"
                )
            if answers(url):
                return
            time.sleep(0.2)
        raise RuntimeError(f"{url} did not answer within {timeout:.0f} s\n{self.logs()}")

    def nginx_config(self) -> str:
        upstreams = "\n".join(
            f"    server 127.0.0.1:{s.port} max_fails=1 fail_timeout=2s;" for s in self.servers
        )
        temp = self.folder / "nginx-temp"
        user = "user www-data;" if os.geteuid() == 0 else ""
        return f"""\
{user}
daemon off;
worker_processes 1;
worker_rlimit_nofile 8192;
pid {self.folder}/nginx.pid;
error_log {self.folder}/nginx-error.log warn;
events {{ worker_connections 4096; }}
http {{
  access_log off;  # the addresses carry the games' secret tokens
  client_body_temp_path {temp}/body;
  proxy_temp_path {temp}/proxy;
  fastcgi_temp_path {temp}/fastcgi;
  uwsgi_temp_path {temp}/uwsgi;
  scgi_temp_path {temp}/scgi;
  client_max_body_size 1m;  # the app answers 413 itself above 256 KiB
  upstream app {{
{upstreams}
  }}
  server {{
    listen 127.0.0.1:{self.port};
    location / {{
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffers 32 16k;  # a filled PDF sheet fits in memory: a worker's thread is freed at once
      # A request a dead server never answered goes to the other one, POSTs included:
      # starting a table twice leaves only an unused table, and every save names the
      # version it is based on, so a repeated save cannot overwrite anything.
      proxy_next_upstream error timeout non_idempotent;
    }}
  }}
}}
"""

    def start_nginx(self, timeout: float = 20.0) -> None:
        program = nginx_program()
        if program is None:
            raise RuntimeError("nginx is not installed (scripts/system-packages.sh installs it)")
        temp = self.folder / "nginx-temp"
        temp.mkdir()
        self.folder.chmod(0o755)  # nginx's workers (www-data under root) use the temp folder
        temp.chmod(0o777)
        config = self.folder / "nginx.conf"
        config.write_text(self.nginx_config())
        with (self.folder / "nginx.log").open("ab") as log:
            self.nginx = subprocess.Popen(
                [
                    program,
                    "-p",
                    str(self.folder),
                    "-e",
                    str(self.folder / "nginx-error.log"),
                    "-c",
                    str(config),
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
                preexec_fn=die_with_parent,
            )
        self._wait(f"{self.url}{READY_PATH}", self.nginx, timeout)

    # -- the whole -----------------------------------------------------------------

    def start(self) -> None:
        from sqlalchemy import create_engine, text

        admin = create_engine(self.admin_url)
        try:
            with admin.begin() as connection:
                self._drop_abandoned_schemas(connection)
                connection.execute(text(f'CREATE SCHEMA "{self.schema}"'))
        finally:
            admin.dispose()
        self.migrate()
        for index in range(len(self.servers)):
            self.start_server(index)
        self.start_nginx()

    @staticmethod
    def _drop_abandoned_schemas(connection) -> None:
        """Schemas of runs started over ABANDONED_AFTER ago: their run was killed before
        it could drop them (a run is bounded far below that)."""
        from sqlalchemy import text

        names = connection.execute(
            text("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'cluster\\_%'")
        ).scalars()
        for name in list(names):
            started = name.split("_")[1]
            if started.isdigit() and time.time() - int(started) > ABANDONED_AFTER:
                connection.execute(text(f'DROP SCHEMA IF EXISTS "{name}" CASCADE'))

    def migrate(self) -> None:
        """The deployment step: ``flask db upgrade`` once, before any server starts."""
        done = subprocess.run(
            [sys.executable, "-m", "flask", "--app", "companion", "db", "upgrade"],
            cwd=ROOT,
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=120,
        )
        if done.returncode != 0:
            raise RuntimeError(f"flask db upgrade failed:\n{done.stdout}{done.stderr}")

    def stop(self) -> None:
        """Stop everything, drop the schema and the Redis keys; each step runs even if
        one before it failed."""
        if self.nginx is not None:
            _stop_group(self.nginx, signal.SIGQUIT)
            self.nginx = None
        for server in self.servers:
            _stop_group(server.process, signal.SIGTERM)
            server.process = None
        with contextlib.suppress(Exception):
            self._drop_schema()
        with contextlib.suppress(Exception):
            self._delete_redis_keys()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _drop_schema(self) -> None:
        from sqlalchemy import create_engine, text

        admin = create_engine(self.admin_url)
        try:
            with admin.begin() as connection:
                connection.execute(text(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE'))
        finally:
            admin.dispose()

    @property
    def redis_pattern(self) -> str:
        """This run's keys: Flask-Limiter writes ``LIMITS:LIMITER/<prefix>/...``."""
        return f"*{self.redis_prefix}/*"

    def _delete_redis_keys(self) -> None:
        import redis

        client = redis.Redis.from_url(self.redis_url)
        try:
            keys = list(client.scan_iter(match=self.redis_pattern, count=1000))
            if keys:
                client.delete(*keys)
        finally:
            client.close()

    def redis_keys(self) -> int:
        """How many keys this run holds in Redis (the rate limits' counters)."""
        import redis

        client = redis.Redis.from_url(self.redis_url)
        try:
            return sum(1 for _ in client.scan_iter(match=self.redis_pattern, count=1000))
        finally:
            client.close()

    def logs(self, lines: int = 30) -> str:
        """The end of every log, to explain a failure."""
        parts = []
        for path in sorted(self.folder.glob("*.log")):
            tail = path.read_text(errors="replace").splitlines()[-lines:]
            parts.append(f"--- {path.name}\n" + "\n".join(tail))
        return "\n".join(parts)
