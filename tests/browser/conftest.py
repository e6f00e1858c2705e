"""A real headless Chromium (Debian's ``chromium-headless-shell``) driven by Playwright.

The app runs in a background thread on a free loopback port, with its own
SQLite file. Without Chromium the browser tests fail under ``make test`` and CI,
and skip with the reason on a developer's machine (``missing`` in tests/conftest.py).
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from companion import create_app
from tests.browser.tables import SERVED
from tests.conftest import TEST_SETTINGS, missing

CHROMIUM = (
    os.environ.get("CHROMIUM")
    or shutil.which("chromium-headless-shell")
    or "/usr/bin/chromium-headless-shell"
)
"""Debian's ``chromium-headless-shell``: the same Blink as ``chromium``, built for headless use,
and what Playwright itself runs for a headless Chromium. The full browser in its new headless
mode spent about three times the CPU opening a phone's page (1.6–2.0 s against 0.4–0.6 s for a
context, a table and its seat page) and a quarter more driving it; the browser tests are most
of the suite's CPU (docs/benchmarks.md, "The test suite")."""
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
PHONE = {"width": 360, "height": 740}
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The app served over real HTTP; yields its base URL."""
    db = tmp_path_factory.mktemp("browser") / "browser.sqlite3"
    app = create_app(
        {
            "SECRET_KEY": "browser-tests",
            "DATABASE_URL": f"sqlite:///{db}",
            **TEST_SETTINGS,
        }
    )
    yield from served(app)


def served(app):
    """Serve ``app`` over HTTP in a thread; yields its base URL, and stops it after."""
    # Port 0: the kernel picks a free one as the socket binds, so two workers never race for it.
    server = make_server("127.0.0.1", 0, app, threaded=True)
    base = f"http://127.0.0.1:{server.server_port}"
    app.config["PUBLIC_BASE_URL"] = base
    SERVED[base] = app  # for the tables a test lays out in its storage (tables.py)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base
    server.shutdown()
    del SERVED[base]


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        missing(f"Chromium at {CHROMIUM}", "`make system-packages` installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


def new_phone(browser, **options):
    """A phone-sized browser context with its own cookies and storage (``options``: e.g. a
    ``color_scheme``)."""
    return browser.new_context(
        viewport=PHONE,
        device_scale_factor=2,
        has_touch=True,
        is_mobile=True,
        locale="en-GB",
        **options,
    )


@pytest.fixture
def phone(browser):
    context = new_phone(browser)
    yield context
    context.close()


@pytest.fixture
def other_phone(browser):
    """A second phone at the same table."""
    context = new_phone(browser)
    yield context
    context.close()


@pytest.fixture
def page(phone):
    page = phone.new_page()
    yield page


def screenshot(page, name: str) -> Path:
    """Keep a screenshot under artifacts/screenshots/ for people to look at.

    At CSS pixels, not the phone's two device pixels each: a whole tall page at twice the
    scale cost about a second of the run's CPU per picture, and one pixel each reads fine.
    """
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True, scale="css")
    return path


def serious_axe_problems(page) -> list:
    """axe-core's serious and critical findings on the page as it stands: (rule, impact, where)."""
    from axe_playwright_python.sync_playwright import Axe

    return [
        (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
        for v in Axe().run(page).response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
