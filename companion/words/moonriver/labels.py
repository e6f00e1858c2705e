"""Translated names for the game's closed sets, in each edition's official terms.

One table per enum so every screen (editor, results, sheets, command line)
calls a thing by the same name in every language.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.games.moonriver.model import Mode, Partner, Resource, Scenario, Terrain

TERRAIN = {
    Terrain.DESERT: _l("Desert"),
    Terrain.CANYON: _l("Canyon"),
    Terrain.PRAIRIE: _l("Prairie"),
    Terrain.FOREST: _l("Forest"),
    Terrain.CORNFIELD: _l("Cornfield"),
    Terrain.FARM: _l("Farm"),
}

PARTNER = {
    Partner.COWBOY: _l("Cowboy"),
    Partner.DESPERADO: _l("Desperado"),
    Partner.CATTLE_THIEF: _l("Cattle thief"),
    Partner.PROSPECTOR: _l("Gold prospector"),
    Partner.TRAPPER: _l("Trapper"),
    Partner.FARMER: _l("Farmer"),
}

RESOURCE = {
    Resource.NUGGET: _l("Nuggets"),
    Resource.BEAVER: _l("Beavers"),
    Resource.CORN: _l("Corn"),
}

SCENARIO = {
    Scenario.TIMBER_RAFTING: _l("Timber Rafting"),
    Scenario.GOLD_RUSH: _l("Gold Rush"),
    Scenario.OUTLAWS: _l("Outlaws"),
    Scenario.MOON_RIVER_CITY: _l("Moon River City"),
}

MODE = {
    Mode.BASE: _l("Moon River (base game)"),
    Mode.LEGENDS: _l("Legends of the West"),
}

COLOUR = {
    "purple": _l("Purple"),
    "orange": _l("Orange"),
    "green": _l("Green"),
    "white": _l("White"),
}

CHARACTER = {
    "purple": _l("Mary"),
    "white": _l("Wesley"),
    "orange": _l("Calamity"),
    "green": _l("Big Jo"),
}
"""Legends of the West character boards by player colour. The names stay as they are
in every edition but Chinese, which transliterates them (docs/editions.md)."""
