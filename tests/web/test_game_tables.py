"""The game's tables reach the browser from the engine's enums, and only once.

The seat page carries them on the scorer's tag (companion/web/game_tables.py);
static/moonriver-score.js reads them and the editor takes them from it. No
other script writes a terrain, resource or partner table of its own, so a
change to the enums reaches every phone with nothing to keep in step by hand.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from companion.games.moonriver.model import COLUMNS, Partner, Resource, Terrain
from companion.games.moonriver.scenarios import SCENARIOS, points_for
from tests.web.tables_helpers import start_game

STATIC = Path(__file__).resolve().parents[2] / "static"


def carried_tables(page: str) -> dict:
    (tag,) = re.findall(r"<script [^>]*data-tables[^>]*>", page)
    return json.loads(html.unescape(re.search(r'data-tables="([^"]*)"', tag).group(1)))


def test_the_seat_page_carries_the_tables_of_the_engines_enums(client):
    token = start_game(client)
    tables = carried_tables(client.get(f"/t/{token}/seat/1").get_data(as_text=True))

    assert tables["terrains"] == [t.value for t in Terrain]
    assert tables["resources"] == [r.value for r in Resource]
    assert tables["partners"] == [p.value for p in Partner]
    assert tables["resource_of"] == {
        "desert": "nuggets",
        "canyon": "nuggets",
        "prairie": "nuggets",
        "forest": "beavers",
        "cornfield": "corn",
        "farm": None,
    }
    assert tables["bonus_of"] == {"prospector": "nuggets", "trapper": "beavers", "farmer": "corn"}
    assert tables["bandits"] == ["desperado", "cattle-thief"]
    assert tables["scenarios"] == [s.value for s in SCENARIOS]
    assert tables["columns"] == COLUMNS
    group = tables["group"]
    for n in (3, 4, 7, 12):  # S7: 10 + 10 x (n - 3), as the engine counts it
        assert group["points"] + group["each_more"] * (n - group["min_plots"]) == points_for(n)


def test_the_tables_are_the_same_in_every_language(client):
    token = start_game(client)
    pages = [
        client.get(f"/t/{token}/seat/1?lang={lang}").get_data(as_text=True)
        for lang in ("en", "zh_Hant")
    ]
    assert carried_tables(pages[0]) == carried_tables(pages[1])


def test_no_script_but_the_scorer_writes_a_table_of_the_games_names():
    names = [t.value for t in Terrain] + [r.value for r in Resource] + [p.value for p in Partner]
    for script in sorted(STATIC.glob("*.js")):
        if script.name == "moonriver-score.js":
            continue
        text = script.read_text()
        spelled = [
            name
            for name in names
            if re.search(rf"""["']{re.escape(name)}["']|\b{re.escape(name)}:""", text)
        ]
        assert not spelled, f"{script.name} spells {spelled}: take them from MoonRiverScore.tables"


def test_the_scorer_declares_no_terrain_resource_or_partner_table():
    text = (STATIC / "moonriver-score.js").read_text()
    for listing in (r"\[\s*\"desert\"", r"\{\s*prospector:", r"\{\s*nuggets:", r"desperado"):
        assert not re.search(listing, text), listing


def test_every_name_in_the_tables_has_its_picture_on_the_page(client):
    """The editor draws a plot's terrain, symbols and partner as ``#i-<name>``."""
    token = start_game(client)
    page = client.get(f"/t/{token}/seat/1").get_data(as_text=True)
    tables = carried_tables(page)
    for name in tables["terrains"] + tables["resources"] + tables["partners"]:
        assert f'<symbol id="i-{name}"' in page, name
