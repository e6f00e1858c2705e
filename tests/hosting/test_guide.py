"""docs/hosting.md runs as written, on this machine's loopback, as root.

The blocks marked ``<!-- guide: run NAME -->`` are taken from the page itself
and run by bash in the page's order, each after step 0's names, with the
changes the page lists at its top and no others:

- step 0's ``DB`` is a name of this run's own (its role and databases are
  dropped afterwards) and ``SRC`` a copy of this checkout;
- every path under /etc, /opt, /var and /run moves into a temporary folder,
  which starts as a fresh Debian's would: nginx's and Redis's own
  configuration files, copied from this machine's packages;
- the ports 80, 443, 8000 and 6379 become free ones on the loopback.

The install step runs offline: pip takes the app's dependencies from this
test's own environment rather than the Internet (``PIP_NO_INDEX``, ``--no-deps``
and this virtualenv's site-packages on the path), ``python3`` is the Python
this test runs on (whose packages those are), and the new virtualenv then
borrows them through a ``.pth`` line, as tests/hosting/test_wheel.py does.

There is no systemd here, so the ``systemctl`` and ``nginx -t`` lines are the
test's to do, after the rest of their block: ``daemon-reload`` verifies the
unit files (``systemd-analyze verify``); starting a service runs its
``ExecStartPre=`` and ``ExecStart=`` lines with its ``EnvironmentFile=`` and
``Environment=`` (as its ``User=`` where that user exists; ``DynamicUser=``
services run as root), a ``Type=notify`` one until it says READY=1 on a
notify socket of the test's; enabling a timer runs its service once, as if it
had fired; Redis and nginx are started from their configuration files in the
temporary folder. Then real HTTPS requests go through nginx.
"""

from __future__ import annotations

import contextlib
import http.client
import json as jsonlib
import os
import pwd
import re
import secrets
import shlex
import shutil
import signal
import socket
import ssl
import subprocess
import sysconfig
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest

from companion.config import MAX_REQUEST_BYTES
from companion.web.headers import CONTENT_SECURITY_POLICY
from loadtest.cluster import die_with_parent, nginx_program
from tests.conftest import missing
from tests.hosting.conftest import ROOT, free_port
from tests.hosting.test_wheel import NOT_SHIPPED

pytestmark = pytest.mark.slow

DOC = ROOT / "docs" / "hosting.md"
STEP = re.compile(r"<!-- guide: run (\S+) -->\n```sh\n(.*?)\n```", re.S)
THE_TESTS_TO_DO = re.compile(r"^(?:systemctl|nginx -t)\b")
"""Lines there is no systemd for: the test does their work (see the module's docstring)."""
SYSTEM_UNITS = {"redis-server", "nginx", "postgresql"}
SITE = "games.example.org"
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
AS_POSTGRES = ("runuser", "-u", "postgres", "--")


def steps() -> list[tuple[str, str]]:
    return STEP.findall(DOC.read_text(encoding="utf-8"))


def _needs(condition: bool, reason: str) -> None:
    if not condition:
        missing(reason, "run the guide's test as root on Debian, as make test and CI do")


class Unit:
    """A systemd unit file, read as systemd reads the few keys the page's units use."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.values: dict[str, list[str]] = {}
        for raw in path.read_text().splitlines():
            line = raw.strip()
            if line and not line.startswith(("#", ";", "[")):
                key, _, value = line.partition("=")
                self.values.setdefault(key.strip(), []).append(value.strip())

    def one(self, key: str, default: str = "") -> str:
        return self.values.get(key, [default])[-1]

    def environment(self) -> dict[str, str]:
        env = {"PATH": PATH, "LANG": "C.UTF-8"}
        for file in self.values.get("EnvironmentFile", []):
            for line in Path(file).read_text().splitlines():
                if line.strip() and not line.startswith("#"):
                    key, _, value = line.partition("=")
                    env[key.strip()] = value.strip()
        for assignments in self.values.get("Environment", []):
            env.update(item.split("=", 1) for item in shlex.split(assignments))
        return env

    def commands(self, key: str) -> list[list[str]]:
        """A key's command lines as argv (``%%`` is a unit file's ``%``; no other specifier)."""
        lines = [value.removeprefix("-") for value in self.values.get(key, [])]
        assert all("%" not in line.replace("%%", "") for line in lines), lines
        return [shlex.split(line.replace("%%", "%")) for line in lines]

    def as_user(self, argv: list[str]) -> list[str]:
        user = self.one("User")
        if user and self.one("DynamicUser") != "yes":
            pwd.getpwnam(user)  # the page's units name only users Debian's packages make
            return ["runuser", "-u", user, "--", *argv]
        return argv


class Machine:
    """The temporary folder the page's paths move into, and the processes started there."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        self.ports = {port: free_port() for port in ("80", "443", "8000", "6379")}
        self.db = f"guide_{secrets.token_hex(4)}"
        self.src = prefix / "src" / "companion"
        self.processes: dict[str, subprocess.Popen] = {}
        self.logs: dict[str, Path] = {}
        """What each unit's commands wrote, by unit (``NAME:pre`` for its ExecStartPre)."""
        self.units = prefix / "etc" / "systemd" / "system"
        self.edit_token = ""
        """The table started through nginx, looked for again in the restored database."""
        self.event_tokens: dict[str, str] = {}
        self.tokens: set[str] = set()
        """Every token the requests through nginx used: no log may hold one."""

    # -- the page's text, moved here -------------------------------------------------

    def localize(self, text: str) -> str:
        text = re.sub(r"(?<![\w.~/$-])/(etc|opt|var|run)(?=/)", rf"{self.prefix}/\1", text)
        text = re.sub(r"\blisten 80\b", f"listen 127.0.0.1:{self.ports['80']}", text)
        text = re.sub(r"\blisten 443\b", f"listen 127.0.0.1:{self.ports['443']}", text)
        text = text.replace("127.0.0.1:8000", f"127.0.0.1:{self.ports['8000']}")
        return re.sub(r"\b6379\b", str(self.ports["6379"]), text)

    def fresh_debian(self) -> None:
        """What Debian's packages leave in /etc (and the folders they make), moved here."""
        self.prefix.chmod(0o755)  # nginx's workers (www-data) read the error pages under it
        shutil.copytree("/etc/nginx", self.prefix / "etc" / "nginx", symlinks=True)
        conf = self.prefix / "etc" / "nginx" / "nginx.conf"
        conf.write_text(self.localize(conf.read_text()))
        redis = self.prefix / "etc" / "redis" / "redis.conf"
        redis.parent.mkdir(parents=True)
        redis.write_text(self.localize(Path("/etc/redis/redis.conf").read_text()))
        for folder in ("run/redis", "var/log/redis", "var/lib/redis", "var/log/nginx"):
            (self.prefix / folder).mkdir(parents=True)
        self.units.mkdir(parents=True)
        shutil.copytree(ROOT, self.src, ignore=NOT_SHIPPED)

    # -- running the page -------------------------------------------------------------

    def run_step(self, names: str, body: str, extra_env: dict[str, str] | None = None) -> None:
        lines = body.splitlines()
        ours = [line for line in lines if THE_TESTS_TO_DO.match(line)]
        script = [line for line in lines if not THE_TESTS_TO_DO.match(line)]
        assert lines[len(script) :] == ours, "systemctl and nginx -t lines end their block"
        env = {"PATH": PATH, "LANG": "C.UTF-8", "HOME": str(self.prefix), **(extra_env or {})}
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", self.localize(f"{names}\n" + "\n".join(script))],
            cwd=self.prefix,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"{body}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"
        for line in ours:
            self.do(line)

    def do(self, line: str) -> None:
        """The work of one ``systemctl`` or ``nginx -t`` line."""
        words = line.split()
        if words[:2] == ["nginx", "-t"]:
            self.nginx("-t")
            return
        verb, units = words[1], [w for w in words[2:] if not w.startswith("-")]
        if verb == "daemon-reload":
            self.verify_units()
        elif verb == "restart" and units == ["redis-server"]:
            self.start_redis()
        elif verb == "reload" and units == ["nginx"]:
            self.start_nginx()
        elif verb in ("enable", "start"):
            for unit in units:
                self.start_unit(unit)
        else:
            raise AssertionError(f"the test does not know how to do: {line}")

    def verify_units(self) -> None:
        verify = shutil.which("systemd-analyze", path=PATH)
        if verify is None:
            return
        files = sorted(str(p) for p in self.units.iterdir())
        done = subprocess.run([verify, "verify", *files], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr

    def start_unit(self, name: str) -> None:
        path = self.units / (name if "." in name else f"{name}.service")
        assert path.is_file(), f"systemctl names {name}, which the page never wrote"
        if path.suffix == ".timer":
            self.start_unit(path.with_suffix(".service").name)  # as if the timer had fired
            return
        unit = Unit(path)
        for folder in unit.values.get("CacheDirectory", []):
            (self.prefix / "var" / "cache" / folder).mkdir(parents=True, exist_ok=True)
        env = unit.environment()
        for argv in unit.commands("ExecStartPre"):
            self.logs[f"{path.name}:pre"] = self.run_command(unit, argv, env)
        (argv,) = unit.commands("ExecStart")
        if unit.one("Type", "simple") == "oneshot":
            self.logs[path.name] = self.run_command(unit, argv, env)
            return
        with self.notify_socket() as (notify, address):
            log = self.prefix / f"{name}.log"
            self.logs[name] = log
            with log.open("ab") as out:
                self.processes[name] = subprocess.Popen(
                    unit.as_user(argv),
                    cwd="/",
                    env={**env, "NOTIFY_SOCKET": address},
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    preexec_fn=die_with_parent,
                )
            if unit.one("Type") == "notify":
                notify.settimeout(120)
                message = notify.recv(4096).decode()
                assert "READY=1" in message, (message, log.read_text())

    def run_command(self, unit: Unit, argv: list[str], env: dict[str, str]) -> Path:
        log = self.prefix / f"{unit.path.name}.{len(self.logs)}.log"
        done = subprocess.run(
            unit.as_user(argv), cwd="/", env=env, capture_output=True, text=True, timeout=300
        )
        log.write_text(done.stdout + done.stderr)
        assert done.returncode == 0, f"{argv}\n{done.stdout}{done.stderr}"
        return log

    @contextlib.contextmanager
    def notify_socket(self):
        path = self.prefix / "run" / f"notify-{secrets.token_hex(3)}"
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as notify:
            notify.bind(str(path))
            yield notify, str(path)

    def start_redis(self) -> None:
        conf = self.prefix / "etc" / "redis" / "redis.conf"
        self.processes["redis"] = subprocess.Popen(
            ["redis-server", str(conf), "--daemonize", "no"],
            env={"PATH": PATH},
            stdout=subprocess.DEVNULL,
            preexec_fn=die_with_parent,
        )
        self.wait_for(int(self.ports["6379"]), self.processes["redis"])

    def nginx(self, *args: str) -> list[str]:
        command = [
            nginx_program(),
            "-p",
            str(self.prefix),
            "-c",
            str(self.prefix / "etc" / "nginx" / "nginx.conf"),
            "-e",
            str(self.prefix / "var" / "log" / "nginx" / "error.log"),
            *args,
        ]
        if "-t" in args:
            done = subprocess.run(command, capture_output=True, text=True)
            assert done.returncode == 0, done.stderr
        return command

    def start_nginx(self) -> None:
        self.processes["nginx"] = subprocess.Popen(
            self.nginx("-g", "daemon off;"),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=die_with_parent,
        )
        self.wait_for(int(self.ports["443"]), self.processes["nginx"])

    def wait_for(self, port: int, process: subprocess.Popen, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            assert process.poll() is None, f"{process.args} ended with {process.returncode}"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                return
            except OSError:
                time.sleep(0.1)
        raise AssertionError(f"nothing answered on port {port}")

    def stop(self, name: str) -> None:
        process = self.processes.pop(name, None)
        if process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()

    def psql(self, sql: str, database: str = "postgres") -> str:
        done = subprocess.run(
            [*AS_POSTGRES, "psql", "-XtA", "-v", "ON_ERROR_STOP=1", "-d", database, "-c", sql],
            cwd="/",
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()

    def drop_databases(self) -> None:
        for name in (f"{self.db}_restored", self.db):
            self.psql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self.psql(f'DROP ROLE IF EXISTS "{self.db}"')


class Phone:
    """A browser on the loopback: HTTPS to nginx, trusting the page's certificate, cookies kept."""

    def __init__(self, port: int, certificate: Path) -> None:
        self.port = port
        self.context = ssl.create_default_context(cafile=str(certificate))
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: bytes | None = None, headers=None):
        connection = _Loopback(SITE, self.port, context=self.context, timeout=60)
        sent = {"Sec-Fetch-Site": "same-origin", **(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        for cookie in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = cookie.partition("=")
            self.cookies[name] = rest.split(";")[0]
        return response.status, response.headers, data.decode("utf-8", "replace")


class _Loopback(http.client.HTTPSConnection):
    """Connects to 127.0.0.1 while naming the site (SNI, certificate, Host): no DNS needed."""

    def connect(self) -> None:
        raw = socket.create_connection(("127.0.0.1", self.port), self.timeout)
        self.sock = self._context.wrap_socket(raw, server_hostname=self.host)


def _security_headers(headers, referrer: str) -> None:
    assert headers.get_all("Strict-Transport-Security") == ["max-age=31536000"]
    assert headers.get_all("Content-Security-Policy") == [CONTENT_SECURITY_POLICY]
    assert headers.get_all("X-Content-Type-Options") == ["nosniff"]
    assert headers.get_all("X-Frame-Options") == ["DENY"]
    assert headers.get_all("Referrer-Policy") == [referrer]


def _packages_installed() -> None:
    """The packages step names real Debian packages, all installed on this machine."""
    text = DOC.read_text(encoding="utf-8").replace("\\\n", " ")
    (line,) = [line for line in text.splitlines() if line.startswith("apt-get install")]
    names = [word for word in line.split()[2:] if not word.startswith("-")]
    assert {"postgresql", "redis-server", "nginx", "python3-venv"} <= set(names)
    for name in names:
        status = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True
        ).stdout
        assert status == "install ok installed", f"{name}: {status or 'unknown'}"


@pytest.fixture
def machine():
    _needs(os.geteuid() == 0, "the guide runs as root")
    for program in ("nginx", "redis-server", "runuser", "psql", "pg_dump", "openssl"):
        _needs(shutil.which(program, path=PATH) is not None, f"{program} is not installed")
    _needs(Path("/etc/nginx/nginx.conf").is_file(), "Debian's nginx is not installed")
    _needs(Path("/etc/redis/redis.conf").is_file(), "Debian's redis-server is not installed")
    reach = subprocess.run(
        [*AS_POSTGRES, "psql", "-XtAc", "select 1"],
        cwd="/",
        capture_output=True,
        text=True,
    )
    _needs(reach.stdout.strip() == "1", "no PostgreSQL server of this machine's own")
    prefix = Path(tempfile.mkdtemp(prefix="companion-guide-"))
    here = Machine(prefix)
    try:
        yield here
    finally:
        for name in list(here.processes):
            here.stop(name)
        here.drop_databases()
        shutil.rmtree(prefix, ignore_errors=True)


@pytest.mark.long
def test_the_hosting_guide_runs_as_written(machine):
    _packages_installed()
    page = steps()
    assert [name for name, _body in page] == [
        *("names", "install", "database", "redis", "service", "tls", "nginx", "backups"),
        "restore",
    ]
    (_first, names), *rest = page
    assigned = dict(re.findall(r"^(\w+)=(\S+)", names, re.M))
    assert set(assigned) == {"DB", "SRC"}, names
    names = names.replace(f"DB={assigned['DB']}", f"DB={machine.db}")
    names = names.replace(f"SRC={assigned['SRC']}", f"SRC={machine.src}")
    machine.fresh_debian()

    for name, body in rest:
        extra = {}
        if name == "install":
            extra = {
                # the Python whose packages are lent (Debian's own may be another 3.11)
                "PATH": f"{sysconfig.get_config_var('BINDIR')}:{PATH}",
                "PYTHONPATH": sysconfig.get_paths()["purelib"],
                "PIP_NO_INDEX": "1",
                "PIP_NO_DEPS": "1",
                "PIP_NO_BUILD_ISOLATION": "0",  # pip's spelling of --no-build-isolation
                "PIP_DISABLE_PIP_VERSION_CHECK": "1",
            }
        machine.run_step(names, body, extra)
        CHECKS.get(name, lambda _machine: None)(machine)


def _installed(machine: Machine) -> None:
    venv = machine.prefix / "opt" / "companion"
    site = subprocess.run(
        [
            venv / "bin" / "python",
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['purelib'])",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert (Path(site) / "companion" / "templates" / "base.html").is_file()  # the wheel's own
    (Path(site) / "borrowed-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    pages = machine.prefix / "var" / "www" / "companion-errors"
    assert sorted(p.name for p in pages.iterdir()) == ["too-large.html", "unavailable.html"]


def _redis(machine: Machine) -> None:
    """The cap and the policy of step 4 are the private Redis's own."""
    port = machine.ports["6379"]
    asked = subprocess.run(
        ["redis-cli", "-p", str(port), "CONFIG", "GET", "maxmemory*"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    settings = dict(zip(asked[::2], asked[1::2], strict=True))
    assert settings["maxmemory"] == str(256 * 1024 * 1024)
    assert settings["maxmemory-policy"] == "noeviction"


def _serving(machine: Machine) -> None:
    """The service is up (it said READY=1), and the expiry timer's service ran once."""
    expired = machine.logs["companion-expire.service"].read_text()
    assert "Deleted 0 table(s) untouched for 180 days." in expired
    assert machine.processes["companion.service"].poll() is None


def _through_nginx(machine: Machine) -> None:
    config = (machine.prefix / "etc" / "nginx" / "sites-available" / "companion").read_text()
    size = re.search(r"client_max_body_size (\d+)k;", config)
    assert int(size.group(1)) * 1024 == MAX_REQUEST_BYTES  # the app's own limit
    phone = Phone(machine.ports["443"], machine.prefix / "etc" / "companion" / "tls" / "cert.pem")

    status, headers, _page = phone.request("GET", "/")
    assert status == 200
    _security_headers(headers, "same-origin")  # the app's, once each: nginx added none

    status, _headers, form = phone.request("GET", "/moon-river/game-night?lang=de")
    assert status == 200 and "Spieleabend" in form
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', form).group(1)
    fields = {"mode": "base", "scenario": "draw", "csrf_token": token}
    for i, (name, colour) in enumerate((("Ana", "purple"), ("Bo", "orange"), ("Cy", "green"))):
        fields |= {f"players-{i}-name": name, f"players-{i}-colour": colour}
    fields |= {"players-3-name": "", "players-3-colour": "white"}
    body = urlencode(fields).encode()
    status, headers, _page = phone.request(
        "POST",
        "/moon-river/game-night",
        body,
        {"Content-Type": "application/x-www-form-urlencoded"},  # and no Referer: none needed
    )
    assert status == 302, _page
    edit = urlsplit(headers["Location"]).path.removeprefix("/t/")

    forged = {"X-Forwarded-Host": "evil.example.com", "Referer": f"https://{SITE}/t/{edit}/seat/1"}
    status, headers, table = phone.request("GET", f"/t/{edit}", headers=forged)
    assert status == 200
    _security_headers(headers, "no-referrer")
    assert headers["Cache-Control"] == "no-store"
    assert f"https://{SITE}/t/{edit}" in table and "evil.example.com" not in table
    assert phone.request("GET", f"/api/v1/tables/{edit}/seats/1")[0] == 200

    # nginx's own 413, just above the app's limit; the limit itself still reaches the app
    scores = "/api/v1/moon-river/scores"
    json = {"Content-Type": "application/json"}
    status, headers, page = phone.request("POST", scores, b" " * (MAX_REQUEST_BYTES + 1), json)
    assert status == 413
    _security_headers(headers, "no-referrer")
    assert "The request is too large" in page and "Das Limit liegt bei 256 KiB" in page
    status, headers, _page = phone.request("POST", scores, b" " * MAX_REQUEST_BYTES, json)
    assert status == 400 and headers["Content-Type"] == "application/json"  # the app's answer
    big = f"/api/v1/tables/{edit}/seats/1"
    assert phone.request("PUT", big, b" " * (MAX_REQUEST_BYTES + 1), json)[0] == 413

    # gunicorn's own 414 gets the headers from nginx
    status, headers, _page = phone.request("GET", "/moon-river/rules/" + "x" * 5000)
    assert status == 414
    _security_headers(headers, "no-referrer")

    plain = http.client.HTTPConnection("127.0.0.1", machine.ports["80"], timeout=30)
    plain.request("GET", f"/t/{edit}", headers={"Host": SITE})
    redirect = plain.getresponse()
    assert redirect.status == 301 and redirect.headers["Location"] == f"https://{SITE}/t/{edit}"
    plain.close()

    machine.edit_token = edit
    machine.tokens = {edit, *_every_page_with_a_token(machine, phone)}
    logs = machine.prefix / "var" / "log" / "nginx"
    access = (logs / "companion.access.log").read_text()
    assert '"GET /t/[token] HTTP/1.1" 200' in access
    assert f'"https://{SITE}/t/[token]/seat/1"' in access
    assert '"PUT /api/v1/tables/[token]/seats/1 HTTP/1.1" 413' in access, access
    for kind in ("/e/", "/s/", "/r/", "/api/v1/events/", "/api/v1/standings/", "/api/v1/results/"):
        assert f" {kind}[token]" in access, kind
    _no_token_in_any_log(machine)


def _no_token_in_any_log(machine: Machine) -> None:
    logs = machine.prefix / "var" / "log" / "nginx"
    assert len(machine.tokens) == 5  # a table, an event, and its table's two
    for log in [*logs.iterdir(), *machine.logs.values()]:
        text = log.read_text()
        found = [token for token in machine.tokens if token in text]
        assert not found, (log, found)


def _every_page_with_a_token(machine: Machine, phone: Phone) -> set[str]:
    """An event through the API, then every route of the app that takes a token, through
    nginx: each kind of page, organiser and standings included, GETs and refused writes."""
    json = {"Content-Type": "application/json"}
    body = b'{"name": "Club night", "language": "en", "round_games": ["base", "base"]}'
    status, _headers, created = phone.request("POST", "/api/v1/events", body, json)
    assert status == 201, created
    event = jsonlib.loads(created)
    organiser, standings = event["organiser_token"], event["standings_token"]
    players = []
    for name in ("Ana", "Bo", "Cy", "Di"):
        added = f'{{"name": "{name}"}}'.encode()
        status, _headers, player = phone.request(
            "POST", f"/api/v1/events/{organiser}/players", added, json
        )
        assert status == 201, player
        players.append(str(jsonlib.loads(player)["id"]))
    status, _headers, seated = phone.request(
        "POST", f"/api/v1/events/{organiser}/rounds", b'{"based_on": 0}', json
    )
    assert status == 201, seated
    (table,) = jsonlib.loads(seated)["round"]["tables"]
    tokens = {
        "organiser_token": organiser,
        "standings_token": standings,
        "edit_token": table["edit_token"],
        "view_token": table["view_token"],
    }
    numbers = {"position": "1", "number": "1", "table": "1", "player_id": players[0]}
    pages = 0
    for rule in _routes_with_tokens(machine):
        path = re.sub(r"<(?:[^:<>]+:)?(\w+)>", lambda m: {**tokens, **numbers}[m[1]], rule.rule)
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            # writes go without their form token or JSON: refused, so nothing changes
            status, _headers, answer = phone.request(method, path, b"" if method != "GET" else None)
            assert status < 500, (method, path, status, answer[:300])
            pages += 1
    assert pages > 30
    # nginx's own error lines for them: a body too large is one
    too_large = b" " * (MAX_REQUEST_BYTES + 1)
    assert phone.request("POST", f"/e/{organiser}/players", too_large)[0] == 413
    assert phone.request("PUT", f"/api/v1/standings/{standings}", too_large, json)[0] == 413
    machine.event_tokens = tokens
    return set(tokens.values())


def _routes_with_tokens(machine: Machine):
    """Every route of the installed app whose address holds a token (from its URL map)."""
    from companion import create_app, storage
    from companion.web.headers import TOKEN_ARGUMENTS

    database = machine.prefix / "routes.sqlite3"
    app = create_app({"SECRET_KEY": secrets.token_hex(16), "DATABASE_URL": f"sqlite:///{database}"})
    try:
        rules = [r for r in app.url_map.iter_rules() if set(r.arguments) & set(TOKEN_ARGUMENTS)]
    finally:
        storage.dispose(app)
    assert {name for r in rules for name in r.arguments} >= set(TOKEN_ARGUMENTS)
    return rules


def _backed_up(machine: Machine) -> None:
    dumps = list((machine.prefix / "var" / "backups" / "companion").glob(f"{machine.db}-*.dump"))
    assert len(dumps) == 1 and dumps[0].stat().st_size > 0


def _restored(machine: Machine) -> None:
    edit = machine.edit_token
    query = f"SELECT count(*), count(*) FILTER (WHERE edit_token = '{edit}') FROM games"
    assert machine.psql(query, f"{machine.db}_restored") == machine.psql(query, machine.db)
    assert machine.psql(query, machine.db) == "2|1"  # the table, and the event's one table
    # the last of it: with the app stopped, nginx answers for it, with the same headers
    machine.stop("companion.service")
    phone = Phone(machine.ports["443"], machine.prefix / "etc" / "companion" / "tls" / "cert.pem")
    status, headers, page = phone.request("GET", "/")
    assert status == 502
    _security_headers(headers, "no-referrer")
    assert "Nothing you saved is lost." in page
    # no server answering a token's address either: nginx's error log keeps those lines quiet
    tokens = machine.event_tokens
    for path in (
        f"/s/{tokens['standings_token']}/status",
        f"/e/{tokens['organiser_token']}",
        f"/api/v1/standings/{tokens['standings_token']}",
        f"/t/{tokens['edit_token']}/seat/1",
        f"/r/{tokens['view_token']}",
    ):
        assert phone.request("GET", path, headers={"Referer": f"https://{SITE}{path}"})[0] == 502
    error_log = (machine.prefix / "var" / "log" / "nginx" / "companion.error.log").read_text()
    assert 'request: "GET / HTTP/1.1"' in error_log  # the log works: it names other addresses
    _no_token_in_any_log(machine)


CHECKS = {
    "install": _installed,
    "redis": _redis,
    "service": _serving,
    "nginx": _through_nginx,
    "backups": _backed_up,
    "restore": _restored,
}
"""What the test looks at after each step, beyond the step's own commands succeeding."""


def test_the_page_marks_its_steps_as_the_test_reads_them():
    """A marker the pattern misses would leave a step silently untested."""
    markers = re.findall(r"^<!-- guide: run", DOC.read_text(encoding="utf-8"), re.M)
    assert len(markers) == len(steps()) == len(CHECKS) + 3  # names, tls and database: no checks
