"""The main paths in WebKit (Safari's engine family) at a phone's size: a score check from the
home page, a game-night seat saved and merged from two windows, a results line highlighting
its plots, and a River Dragons turn on the grid.

Selenium clicks stand for taps (WebKitWebDriver sends touches as mouse events). WebDriver has
no network switch: where a phone must miss another phone's save, its page's fetch is made to
fail as a dropped connection does (a TypeError), and restored afterwards.
"""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import WebDriverWait

from tests.webkit.conftest import screenshot

pytestmark = [
    pytest.mark.webkit,
    pytest.mark.browser,
    pytest.mark.slow,
]  # WebKit, a virtual display

WAIT = 10
POLL_GRACE = 5
"""A phone learns of another phone's save within this many seconds (it polls every 3 s)."""

EXAMPLE = json.loads(
    (Path(__file__).resolve().parents[2] / "examples" / "legends-table.json").read_text()
)
"""The Gold Rush table of examples/, as the Chromium results tests use it."""


def wait(driver, seconds=WAIT):
    """A wait that looks again when the page swapped the element it had found."""
    return WebDriverWait(
        driver, seconds, poll_frequency=0.1, ignored_exceptions=[StaleElementReferenceException]
    )


def until(driver, condition, seconds=WAIT, message=""):
    """Wait until ``condition(driver)`` is truthy; returns it."""
    return wait(driver, seconds).until(lambda d: condition(d), message)


def find(driver, selector):
    return wait(driver).until(seen.presence_of_element_located((By.CSS_SELECTOR, selector)))


def click(driver, selector):
    wait(driver).until(seen.element_to_be_clickable((By.CSS_SELECTOR, selector))).click()


def paint(driver, index, terrain):
    click(driver, f'.tool[data-tool="{terrain}"]')
    click(driver, f'.cell[data-index="{index}"] .face')


def use(driver, tool, index, times=1):
    click(driver, f'.tool[data-tool="{tool}"]')
    for _ in range(times):
        click(driver, f'.cell[data-index="{index}"] .face')


def state(driver) -> str:
    return find(driver, "#save-state").get_attribute("class")


def wait_saved(driver):
    until(driver, lambda d: re.search(r"\bsaved\b", state(d)), message="never saved")


def text(driver, selector) -> str:
    return find(driver, selector).text


def api(url, method="GET", body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        url, data=data, method=method, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def seat(live_server, token, position=1):
    return api(f"{live_server}/api/v1/tables/{token}/seats/{position}")


def start_table(driver, live_server, names=("Ana", "Bo", "Cy"), legends=False) -> str:
    """A game night started through its form; returns the edit token."""
    driver.get(f"{live_server}/moon-river/game-night?lang=en")
    for i, name in enumerate(names):
        find(driver, f"#players-{i}-name").send_keys(name)
    if legends:
        click(driver, "input[name=mode][value=legends]")
        driver.execute_script(
            "var s = document.querySelector('select[name=scenario]');"
            " s.value = 'gold-rush'; s.dispatchEvent(new Event('change', {bubbles: true}));"
        )
    find(driver, "form button[type=submit]").submit()
    link = find(driver, "#edit-link").get_attribute("value")
    return link.split("/t/")[1].split("?")[0]


def connection(driver, up: bool):
    """The page's connection dropped (every fetch fails as offline) or back."""
    driver.execute_script(
        """
        if (!window.realFetch) window.realFetch = window.fetch;
        window.fetch = arguments[0] ? window.realFetch : function () {
          return Promise.reject(new TypeError("offline")); };
        """,
        up,
    )


def test_a_score_check_from_the_home_page(phone, live_server):
    phone.get(f"{live_server}/?lang=en")
    click(phone, "#score-a-ranch")
    until(phone, lambda d: "/seat/1" in d.current_url)
    find(phone, "#palette")
    assert phone.execute_script("return document.scrollingElement.scrollWidth") <= 360

    paint(phone, 0, "desert")
    paint(phone, 1, "desert")
    paint(phone, 5, "forest")
    use(phone, "cows", 0)
    use(phone, "cows", 1)
    use(phone, "resources", 1)
    use(phone, "resources", 5)
    click(phone, '.tool[data-tool="partner"]')
    click(phone, '.opt[data-partner="prospector"]')
    click(phone, '.cell[data-index="0"] .face')
    assert find(phone, '.cell[data-index="1"] .cows').text == "1"
    assert find(phone, '.cell[data-index="0"] .partner-badge')
    wait_saved(phone)
    # a desert of 2 plots x 2 cows = 4, a nugget and a beaver 2, the prospector's nugget 1
    until(phone, lambda d: text(d, ".score-button [data-key=total]") == "7")

    click(phone, "#score-button")
    panel = find(phone, "#score-panel")
    until(phone, lambda d: panel.get_attribute("open") is not None)
    lines = [li.text for li in phone.find_elements(By.CSS_SELECTOR, "#arithmetic li")]
    assert any("Desert" in line and "4" in line for line in lines), lines
    assert lines[-1].endswith("7"), lines
    screenshot(phone, "webkit-score-check-sums")
    click(phone, "#score-panel [data-close]")
    until(phone, lambda d: panel.get_attribute("open") is None)

    token = phone.current_url.split("/t/")[1].split("/")[0]
    stored = seat(live_server, token)
    assert stored["score"]["total"] == 7
    cells = {(p["row"], p["col"]): p for p in stored["ranch"]["plots"]}
    assert cells[(1, 1)] == {
        "row": 1,
        "col": 1,
        "terrain": "desert",
        "cows": 1,
        "partner": "prospector",
    }
    phone.refresh()  # kept: the same ranch and score after a reload
    until(phone, lambda d: text(d, ".score-button [data-key=total]") == "7")


@pytest.mark.long
def test_a_seat_saved_and_merged_from_two_windows_then_finished(phone, other_phone, live_server):
    token = start_table(phone, live_server)
    url = f"{live_server}/t/{token}/seat/1?lang=en"
    phone.get(url)
    other_phone.get(url)
    find(other_phone, "#palette")
    paint(phone, 0, "desert")
    wait_saved(phone)
    until(
        other_phone,
        lambda d: "t-desert" in find(d, '.cell[data-index="0"]').get_attribute("class"),
        POLL_GRACE,
    )

    # Different fields of one plot: a cow here, a nugget there; both kept, nothing asked.
    connection(other_phone, up=False)
    use(phone, "cows", 0)
    wait_saved(phone)
    use(other_phone, "resources", 0)
    until(other_phone, lambda d: "offline" in state(d))
    connection(other_phone, up=True)
    wait_saved(other_phone)
    for window in (phone, other_phone):
        until(window, lambda d: text(d, '.cell[data-index="0"] .cows') == "1", POLL_GRACE)
        until(window, lambda d: text(d, '.cell[data-index="0"] .res') == "1", POLL_GRACE)
        assert not find(window, "#conflict").is_displayed()
    plot = seat(live_server, token)["ranch"]["plots"][0]
    assert (plot["cows"], plot["resources"]) == (1, 1)

    # The same field on both: the second window chooses, the first is told and puts it back.
    connection(other_phone, up=False)
    use(phone, "cows", 0)  # 2 cows
    wait_saved(phone)
    use(other_phone, "cows", 0, times=2)  # 3 cows
    connection(other_phone, up=True)
    dialog = find(other_phone, "#conflict")
    until(other_phone, lambda d: dialog.is_displayed())
    labels = [e.text for e in other_phone.find_elements(By.CSS_SELECTOR, "#conflict label")]
    assert labels == ["Cows: 3 (this phone)", "Cows: 2 (the other phone)"]
    click(other_phone, '#conflict input[value="mine"]')
    click(other_phone, "#save-choices")
    wait_saved(other_phone)
    assert seat(live_server, token)["ranch"]["plots"][0]["cows"] == 3
    told = find(phone, "#overridden")
    until(phone, lambda d: told.is_displayed(), POLL_GRACE)
    assert text(phone, "#overridden li [data-what]") == (
        "Cows: 3 (the other phone) instead of 2 (this phone)"
    )
    screenshot(phone, "webkit-seat-overridden")
    click(phone, "#overridden .restore")
    wait_saved(phone)
    assert seat(live_server, token)["ranch"]["plots"][0]["cows"] == 2

    # Finished from the last row of tools: the results page follows.
    click(phone, "#finish")
    if phone.find_elements(By.CSS_SELECTOR, "#warnings li"):  # asked once about its warnings
        click(phone, "#finish-anyway")
    until(phone, lambda d: text(d, "h1") == "Results")
    assert seat(live_server, token)["finished"] is True


def test_a_results_line_highlights_exactly_its_plots(phone, live_server):
    names = ("Carlota", "Bruno", "Jürgen", "小明")
    token = start_table(phone, live_server, names=names, legends=True)
    for position, player in enumerate(EXAMPLE["players"], 1):
        answer = api(
            f"{live_server}/api/v1/tables/{token}/seats/{position}",
            "PUT",
            {"version": 0, "ranch": player["ranch"]},
        )
        assert answer["version"] == 1
    phone.get(f"{live_server}/t/{token}/results?lang=en")
    card = find(phone, "#seat-1")
    lines = card.find_elements(By.CSS_SELECTOR, ".line.has-plots")
    assert lines
    for line in lines[:3]:
        summary = line.find_element(By.CSS_SELECTOR, "summary")
        phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        summary.click()
        expected = set(line.get_attribute("data-plots").split())
        until(
            phone,
            lambda d, want=expected: (
                {
                    e.get_attribute("data-cell")
                    for e in card.find_elements(By.CSS_SELECTOR, ".drawing .hl")
                }
                == want
            ),
            message=line.text,
        )
    screenshot(phone, "webkit-results-line-highlighted")
    summary.click()  # a second tap puts the drawing back
    until(phone, lambda d: not card.find_elements(By.CSS_SELECTOR, ".drawing .hl"))


def test_a_river_dragons_turn_on_the_grid(phone, live_server):
    """The rulebook's Dragon example: six players, Pink's and Green's fourth cards Dragons;
    Blue's fourth action is cancelled by Green's Dragon."""
    phone.get(f"{live_server}/river-dragons/turn?lang=en")
    for step in (
        "//main//a[contains(@class, 'count')][normalize-space()='6']",
        "//*[@id='cell-pink-4']",
        "//*[@id='chooser']//a[.//*[contains(@class, 'swatch') and contains(@class, 'green')]]",
        "//*[@id='cell-green-4']",
        "//*[@id='chooser']//a[.//*[contains(@class, 'swatch') and contains(@class, 'blue')]]",
    ):
        wait(phone).until(seen.element_to_be_clickable((By.XPATH, step))).click()
        until(phone, lambda d: d.execute_script("return !document.querySelector('[aria-busy]')"))
    until(phone, lambda d: d.execute_script("return !!document.querySelector('#cell-blue-4 del')"))
    assert "Green" in text(phone, "#cell-blue-4")
    assert len(phone.find_elements(By.CSS_SELECTOR, "td.cell.cancelled")) == 1
    assert len(phone.find_elements(By.CSS_SELECTOR, "td.cell.dragon")) == 2
    assert phone.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    screenshot(phone, "webkit-riverdragons-example5")
