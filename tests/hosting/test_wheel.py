"""``pip install .`` gives an app that runs from any folder, and a CLI that needs no app.

The wheel is built from a copy of the checkout's files (as a clean clone
would have them) and installed into a fresh virtualenv, which borrows the
already-installed dependencies from this one through a ``.pth`` line, so the
test needs no network. The app is then served by gunicorn from an empty
temporary folder and asked for real pages over HTTP.
"""

from __future__ import annotations

import http.client
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

from tests.hosting.conftest import ROOT, SECRET, free_port, wait_for_port

pytestmark = pytest.mark.slow  # a wheel built and installed in a fresh virtualenv

NOT_SHIPPED = shutil.ignore_patterns(
    ".venv", ".git", "instance", "artifacts", "build", "dist", "*.egg-info", "__pycache__",
    ".pytest_cache", ".ruff_cache", ".hypothesis", "*.mo", "node_modules",
)  # fmt: skip


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh virtualenv with the wheel installed; its bin/ folder."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SHIPPED)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(work / "dist"), "."],
        cwd=source,
        check=True,
    )
    (wheel,) = (work / "dist").glob("companion-*.whl")
    env_dir = work / "env"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    subprocess.run([*pip, "--python", str(python), "install", "--no-deps", str(wheel)], check=True)
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(site) / "borrowed-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return env_dir / "bin"


def _env(clean_env, **values) -> dict[str, str]:
    env = {k: v for k, v in clean_env.items() if k != "PYTHONPATH"}
    return {**env, **values}


@pytest.mark.long
def test_the_wheel_carries_the_app_and_runs_from_any_folder(installed, tmp_path, clean_env):
    python = installed / "python"
    where = subprocess.run(
        [python, "-c", "import companion.resources as r; print(r.PACKAGE, r.INSTALLED)"],
        cwd=tmp_path,
        env=_env(clean_env),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert where[1] == "True" and str(installed.parent) in where[0]
    package = Path(where[0])
    for shipped in (
        "templates/base.html",
        "static/app.css",
        "translations/zh_Hant/LC_MESSAGES/messages.mo",
        "migrations/env.py",
        "migrations/versions/0001_games_and_seats.py",
    ):
        assert (package / shipped).is_file(), shipped

    port = free_port()
    env = _env(
        clean_env,
        SECRET_KEY=SECRET,
        DATABASE_URL=f"sqlite:///{tmp_path / 'club.sqlite3'}",
        MIGRATE_ON_START="0",
        BIND=f"127.0.0.1:{port}",
        PUBLIC_BASE_URL=f"http://127.0.0.1:{port}",
        WEB_CONCURRENCY="2",
    )
    upgrade = subprocess.run(
        [installed / "python", "-m", "flask", "--app", "companion", "db", "upgrade"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert upgrade.returncode == 0, upgrade.stderr
    log = open(tmp_path / "gunicorn.log", "w")  # noqa: SIM115 (closed below)
    server = subprocess.Popen(
        [installed / "companion", "serve"],  # the one served command of an installed app
        cwd=tmp_path,
        env=env,
        stdout=log,
        stderr=log,
    )
    try:
        wait_for_port(port, server)
        pages = {}
        for path in (
            "/moon-river/game-night?lang=de",
            "/static/app.css",
            "/moon-river/sheets/blank.pdf",
        ):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("GET", path)
            response = connection.getresponse()
            pages[path] = (response.status, response.read())
            connection.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()
    status, page = pages["/moon-river/game-night?lang=de"]
    assert status == 200, (tmp_path / "gunicorn.log").read_text()
    assert b"Spieleabend" in page or b"Spiele" in page
    assert pages["/static/app.css"][0] == 200
    assert pages["/moon-river/sheets/blank.pdf"][1].startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "club.sqlite3",
        "club.sqlite3.migrate-lock",
        "gunicorn.log",
    ]


def test_the_console_script_scores_without_the_app(installed, tmp_path, clean_env):
    shutil.copy(ROOT / "examples" / "table.json", tmp_path / "table.json")
    env = _env(clean_env, DATABASE_URL="postgresql+psycopg://nobody@127.0.0.1:1/down")
    done = subprocess.run(
        [installed / "companion", "score", "table.json", "--lang", "es"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "Carlota" in done.stdout and "89" in done.stdout
    assert "Desierto" in done.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table.json"]  # no instance/


def test_scoring_loads_neither_the_database_nor_the_pdf_maker(tmp_path, clean_env):
    script = (
        "import sys\n"
        "from companion.cli import main\n"
        f"status = main(['score', {str(ROOT / 'examples' / 'table.json')!r}])\n"
        "heavy = ('sqlalchemy', 'alembic', 'weasyprint', 'companion.storage', 'companion.web')\n"
        "print(status, [m for m in heavy if m in sys.modules])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=clean_env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 []"
