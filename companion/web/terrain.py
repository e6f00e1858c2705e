"""Names and letters of terrains and partners as the pages show them.

The letters are the engine's diagram letters (D C P F M H), so a drawing in a
bug report, the editor palette and the results read the same. Colour is never
the only signal: every terrain also has its letter and a CSS pattern.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from companion.games.moonriver.diagram import TERRAIN_LETTERS
from companion.games.moonriver.model import Partner, Terrain

TERRAIN_NAMES = {
    Terrain.DESERT: _l("Desert"),
    Terrain.CANYON: _l("Canyon"),
    Terrain.PRAIRIE: _l("Prairie"),
    Terrain.FOREST: _l("Forest"),
    Terrain.CORNFIELD: _l("Cornfield"),
    Terrain.FARM: _l("Farm"),
}
PARTNER_NAMES = {
    Partner.COWBOY: _l("Cowboy"),
    Partner.DESPERADO: _l("Desperado"),
    Partner.CATTLE_THIEF: _l("Cattle Thief"),
    Partner.PROSPECTOR: _l("Gold Prospector"),
    Partner.TRAPPER: _l("Trapper"),
    Partner.FARMER: _l("Farmer"),
}
LETTERS = {terrain.value: letter for terrain, letter in TERRAIN_LETTERS.items()}
"""Terrain value -> its one-letter mark (``{"desert": "D", ...}``)."""
