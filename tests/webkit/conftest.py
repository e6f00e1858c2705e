"""WebKit, the engine of Safari, driven by Selenium through Debian's WebKitWebDriver.

About half the phones at a table run Safari; these tests walk the main paths in
the same engine family (WebKitGTK's MiniBrowser in automation mode). There is
no screen in CI, so each test session starts its own Xvfb on a display it asks
the X server to pick (``-displayfd``), and one WebKitWebDriver per window (a
driver holds one session; two windows are two phones with their own storage).
The app is the same app-in-a-thread server as the Chromium tests'.

The window is phone-sized: 360 x 740 CSS pixels of page. MiniBrowser's tool bar
would keep the window at least 447 px wide, so a GTK style sheet of our own
(through ``XDG_CONFIG_HOME``, which only this browser sees) shrinks the tool bar;
the page's own content is not styled by GTK.

WebKitWebDriver turns touch actions into mouse events (pointerType "mouse"), so
these tests click; the editor treats a click as a tap. Without WebKitWebDriver
or Xvfb the tests fail in CI (``make test`` installs both) and skip with a
reason on a developer's machine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
import warnings
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.browser.conftest import live_server  # noqa: F401  (the same app in a thread)
from tests.conftest import missing

DRIVER = shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver"
XVFB = shutil.which("Xvfb") or "/usr/bin/Xvfb"
PHONE = (360, 740)
COMMAND_DEADLINE = 120
"""Seconds one WebDriver command may take: a browser that stops answering fails the test
instead of holding up `make test` (Selenium waits forever by default)."""
START_DEADLINE = 30
"""Seconds a driver may take to start its browser session (half a second on an idle machine)."""
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
SMALL_TOOL_BAR = """
window > *, headerbar, toolbar, toolbar *, entry, button, progressbar {
  min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }
"""
"""MiniBrowser's address bar and buttons shrunk, so the window can be 360 px wide."""


def _missing() -> str | None:
    for program in (DRIVER, XVFB):
        if not Path(program).exists():
            return program
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "the selenium package"
    return None


@pytest.fixture(scope="session")
def display(tmp_path_factory):
    """An X display of our own (Xvfb), and the environment a browser on it needs."""
    absent = _missing()
    if absent:
        missing(absent, "make system-packages installs WebKit's driver and Xvfb")
    config = tmp_path_factory.mktemp("webkit-config")
    (config / "gtk-3.0").mkdir()
    (config / "gtk-3.0" / "gtk.css").write_text(SMALL_TOOL_BAR)
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        [XVFB, "-displayfd", str(write), "-screen", "0", "1024x900x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()
    if not number:
        xvfb.kill()
        pytest.fail("Xvfb did not start")
    # Not WEBKIT_DISABLE_COMPOSITING_MODE: with it, a screenshot of the editor never returns.
    env = {**os.environ, "DISPLAY": f":{number}", "XDG_CONFIG_HOME": str(config)}
    yield env
    xvfb.terminate()
    xvfb.wait(timeout=10)


def started_driver(env, attempts: int = 2):
    """A WebKitWebDriver with its browser session started.

    On a busy machine the driver has been seen to wait for ever for a MiniBrowser that never
    came up (no browser process left, the session request unanswered). Selenium has no
    deadline for that first request, so the driver is killed after ``START_DEADLINE``
    seconds and started once more, as a person closes a stuck browser and opens it again."""
    for _ in range(attempts - 1):
        try:
            return _driver(env)
        except Exception:  # killed while stuck: start another
            pass
    return _driver(env)


def _driver(env):
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    service = Service(DRIVER, env=env)
    stuck = threading.Timer(START_DEADLINE, _kill, (service,))
    stuck.start()
    try:
        with warnings.catch_warnings():  # Selenium's WebKitGTK passes its own deprecated
            warnings.filterwarnings("ignore", "setting remote_server_addr", DeprecationWarning)
            return webdriver.WebKitGTK(options=Options(), service=service)
    finally:
        stuck.cancel()


def _kill(service) -> None:
    """Stop a driver stuck starting its browser (it has no process before it starts)."""
    if getattr(service, "process", None) is not None:
        service.process.kill()


@contextmanager
def webkit_window(env, home: Path, left=0, width=PHONE[0], height=PHONE[1]):
    """One WebKit window (its own driver, its own storage) whose page is ``width`` x ``height``,
    ``left`` pixels from the screen's left edge (two windows side by side, like two phones);
    its caches and data live in ``home``."""
    env = {**env, "XDG_CACHE_HOME": str(home / "cache"), "XDG_DATA_HOME": str(home / "data")}
    driver = started_driver(env)
    driver.command_executor.client_config.timeout = COMMAND_DEADLINE
    try:
        deadline = time.monotonic() + 10
        size = None
        while size != [width, height]:  # the window manager's answer comes a moment later
            assert time.monotonic() < deadline, f"the page stays {size[0]} x {size[1]}"
            chrome = driver.execute_script(
                "return [outerWidth - innerWidth, outerHeight - innerHeight]"
            )
            driver.set_window_rect(x=left, y=0, width=width + chrome[0], height=height + chrome[1])
            time.sleep(0.1)
            size = driver.execute_script("return [innerWidth, innerHeight]")
        driver.set_page_load_timeout(30)
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def phone(display, tmp_path):
    """A phone-sized WebKit window."""
    with webkit_window(display, tmp_path / "phone") as driver:
        yield driver


@pytest.fixture
def other_phone(display, tmp_path):
    """A second phone at the same table: another window with storage of its own."""
    with webkit_window(display, tmp_path / "other-phone", left=PHONE[0] + 40) as driver:
        yield driver


def screenshot(driver, name: str) -> Path:
    """Keep a screenshot of the window under artifacts/screenshots/ for people to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    driver.save_screenshot(str(path))
    return path
