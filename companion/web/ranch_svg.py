"""A ranch drawn as inline SVG, made on the server, in the seat editor's picture language.

Inline SVG needs no script, no image request and no font file of its own, so
the same drawing works on a phone, on paper from the browser's print dialog and
in a PDF made offline by WeasyPrint. The results pages, the score check, the
filled score sheet and its PDF all call ``ranch_svg`` (a Jinja global).

A plot looks as it does in the editor: the terrain's colour under the editor's
pattern for it (dots, stripes, hatching, checks: tables.css), the terrain's
picture in the top corner, the partner in a round dark badge, the bonus tile's
star, and the cows and resource symbols as their pictures with a count on a
white tag. The pictures are the editor's own, read from
``templates/tables/_icons.html``, so nothing is drawn twice. Nothing is a
letter: a picture and a pattern read the same in every language, and the
patterns keep terrains apart on a black-and-white printer.

WeasyPrint draws each inline ``<svg>`` on its own, so every drawing carries
its own patterns and pictures, under ids unique to that drawing. Empty cells
carry the class ``empty`` so a page in dark mode can dim them; on paper and in
the PDF they stay white.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import cache

from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape

from companion.games.moonriver.model import COLUMNS, Partner, Plot, Ranch, Resource, Terrain
from companion.resources import STATIC, TEMPLATES
from companion.words.moonriver import labels

APP_CSS = STATIC / "app.css"
ICONS = TEMPLATES / "tables" / "_icons.html"
CELL = 40
"""Side of one plot in SVG user units; the page sets the drawing's real size."""
RIVER = 12
INK = "#1d1b16"
PAPER = "#ffffff"
WATER = "#2b6cb0"
FONT = "DejaVu Sans, Noto Sans CJK TC, sans-serif"
COUNT_SIZE = 16
"""A count of cows or resources alone on its plot, in user units. The results draw a plot at
about 0.95 px a unit (12 rem for five plots), so a count reads at 15 px; on paper (42 to 56 mm
for five plots, sheets.css) it prints at 9.4 pt or more."""
PAIR_COUNT_SIZE = 14
"""Cows and resources on one plot: two tags share its width with a gap between them, each count
at 13 px on the results page and 8.3 pt or more on paper (sheets.css)."""
DIGIT_EM = 0.66
"""A bold digit's width, in ems: phones' fonts (Roboto, Arial, SF) are narrower, DejaVu Sans (the
PDF's) a little wider, which the tag's margin takes up."""
LIGHT_ICONS = frozenset({Terrain.FOREST, Terrain.FARM})
"""Dark terrains whose picture is white, as on the editor's tiles."""


@cache
def terrain_colours() -> dict[Terrain, str]:
    """The ``--desert`` ... ``--farm`` colours of app.css, by terrain."""
    found = dict(re.findall(r"--([a-z]+):\s*(#[0-9a-fA-F]{6})\b", APP_CSS.read_text()))
    return {terrain: found[terrain.value] for terrain in Terrain}


def luminance(colour: str) -> float:
    """WCAG relative luminance of a ``#rrggbb`` colour."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(int(colour[i : i + 2], 16) / 255) for i in (1, 3, 5))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: str, other: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def icon_ink(terrain: Terrain) -> str:
    """The colour of a terrain's picture on its own tile: white on forest and farm, else ink."""
    return PAPER if terrain in LIGHT_ICONS else INK


# ---- the editor's pictures and patterns ----------------------------------------------


@cache
def icon_bodies() -> dict[str, str]:
    """Each ``<symbol>`` of the editor's sprite, by name (``cow``, ``desert``...): its shapes.

    The shapes are drawn in ``currentColor`` with cut-outs (classes ``cf``/``cs``)
    in the colour behind them; ``_symbol`` turns both into plain colours.
    """
    text = ICONS.read_text()
    return dict(re.findall(r'<symbol id="i-([\w-]+)" viewBox="0 0 24 24">(.*?)</symbol>', text))


def _symbol(ident: str, name: str, ink: str, cut: str) -> str:
    """One picture as a ``<symbol>`` of this drawing, in ``ink`` with cut-outs in ``cut``."""
    body = icon_bodies()[name].replace("currentColor", ink)
    body = body.replace('class="cf"', f'fill="{cut}"').replace('class="cs"', f'stroke="{cut}"')
    return f'<symbol id="{ident}" viewBox="0 0 24 24">{body}</symbol>'


@dataclass(frozen=True)
class Motif:
    """A terrain's pattern over its colour: the editor's CSS gradients, as an SVG ``<pattern>``.

    ``shapes`` are drawn on a ``size`` square tile, turned by ``angle`` degrees.
    """

    size: float
    shapes: str
    angle: int = 0


_DARK, _LIGHT = "#000000", "#ffffff"
MOTIFS = {
    # radial-gradient dots every 8 px
    Terrain.DESERT: Motif(8, f'<circle cx="4" cy="4" r="1.5" fill="{_DARK}" fill-opacity=".3"/>'),
    # 45° stripes, 2 px in every 8
    Terrain.CANYON: Motif(
        8, f'<rect width="2.2" height="8" fill="{_DARK}" fill-opacity=".25"/>', angle=45
    ),
    # level lines, 1.5 px in every 7
    Terrain.PRAIRIE: Motif(7, f'<rect width="7" height="1.6" fill="{_DARK}" fill-opacity=".25"/>'),
    # light hatching both ways, 1.5 px in every 7
    Terrain.FOREST: Motif(
        7,
        f'<rect width="1.6" height="7" fill="{_LIGHT}" fill-opacity=".28"/>'
        f'<rect width="7" height="1.6" fill="{_LIGHT}" fill-opacity=".28"/>',
        angle=45,
    ),
    # upright stripes, 2 px in every 7
    Terrain.CORNFIELD: Motif(
        7, f'<rect width="2.2" height="7" fill="{_DARK}" fill-opacity=".25"/>'
    ),
    # light checks of 6 px
    Terrain.FARM: Motif(
        12,
        f'<rect width="6" height="6" fill="{_LIGHT}" fill-opacity=".25"/>'
        f'<rect x="6" y="6" width="6" height="6" fill="{_LIGHT}" fill-opacity=".25"/>',
    ),
}


def _pattern(ident: str, motif: Motif) -> str:
    turn = f' patternTransform="rotate({motif.angle})"' if motif.angle else ""
    return (
        f'<pattern id="{ident}" width="{motif.size}" height="{motif.size}" '
        f'patternUnits="userSpaceOnUse"{turn}>{motif.shapes}</pattern>'
    )


# ---- one drawing ---------------------------------------------------------------------


class _Drawing:
    """The pieces of one drawing: its plots, and only the pictures and patterns they use."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.defs: dict[str, str] = {}

    def use(self, name: str, ink: str, cut: str) -> str:
        """The id of picture ``name`` in these colours, defined once per drawing."""
        ident = f"{self.prefix}-{name}-{ink[1:]}-{cut[1:]}"
        if ident not in self.defs:
            self.defs[ident] = _symbol(ident, name, ink, cut)
        return ident

    def pattern(self, terrain: Terrain) -> str:
        ident = f"{self.prefix}-p-{terrain.value}"
        if ident not in self.defs:
            self.defs[ident] = _pattern(ident, MOTIFS[terrain])
        return ident

    def picture(self, name: str, x: float, y: float, size: float, ink: str, cut: str) -> str:
        return (
            f'<use href="#{self.use(name, ink, cut)}" x="{x:g}" y="{y:g}" '
            f'width="{size:g}" height="{size:g}"/>'
        )

    def tile(self, terrain: Terrain, x: float, y: float, size: float, ink_stroke: str) -> str:
        """A terrain's colour under its pattern, as a square."""
        fill = terrain_colours()[terrain]
        square = f'x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}"'
        return (
            f'<rect {square} fill="{fill}" stroke="{ink_stroke}" stroke-width="0.8"/>'
            f'<rect {square} fill="url(#{self.pattern(terrain)})"/>'
        )

    def tag(self, name: str, count: int, x: float, y: float, *, right: bool, pair: bool) -> str:
        """A picture and its count on a white tag (the editor's cow and resource tags), its
        foot at ``y``.

        ``pair`` tags leave room for a second one beside them in the same plot.
        """
        digits = str(count)
        icon, size, pad = (7.5, PAIR_COUNT_SIZE, 0.3) if pair else (12, COUNT_SIZE, 0.6)
        height = size + 2
        top = y - height
        width = pad + icon + pad + len(digits) * size * DIGIT_EM + 2 * pad
        left = x - width if right else x
        middle = top + height / 2
        return (
            f'<rect x="{left:g}" y="{top:g}" width="{width:g}" height="{height:g}" rx="3" '
            f'fill="{PAPER}" fill-opacity=".92"/>'
            + self.picture(name, left + pad, middle - icon / 2, icon, INK, PAPER)
            + f'<text x="{left + pad + icon + pad:g}" y="{middle + size * 0.36:g}" '
            f'font-size="{size:g}" font-weight="bold" fill="{INK}">{digits}</text>'
        )

    def plot(self, plot: Plot, rows: int) -> str:
        x = (plot.col - 1) * CELL
        y = (rows - plot.row) * CELL
        terrain = plot.terrain
        colour = terrain_colours()[terrain]
        parts = [
            f'<g class="plot t-{terrain.value}" data-cell="{plot.row}-{plot.col}">',
            self.tile(terrain, x, y, CELL, INK),
            self.picture(terrain.value, x + 2, y + 2, 16, icon_ink(terrain), colour),
        ]
        if plot.bonus:
            star = self.use("bonus", INK, INK)
            halo = self.use("bonus", PAPER, PAPER)
            parts.append(
                f'<use class="bonus" href="#{halo}" x="{x + 12.5:g}" y="{y + 0.5:g}" '
                f'width="15" height="15"/>'
                f'<use href="#{star}" x="{x + 14:g}" y="{y + 2:g}" width="12" height="12"/>'
            )
        if plot.partner is not None:
            parts.append(
                f'<circle class="partner" cx="{x + 31:g}" cy="{y + 9.5:g}" r="8.3" '
                f'fill="{INK}" stroke="{PAPER}" stroke-width="1.2"/>'
                + self.picture(plot.partner.value, x + 25, y + 3.5, 12, PAPER, INK)
            )
        foot = y + CELL - 1
        pair = bool(plot.cows and plot.resources)
        # Two one-digit counts share the plot's foot; a longer one puts the resources' tag on
        # top of the cows' (the tags never overlap: a count hidden is a count misread).
        beside = len(f"{plot.cows}{plot.resources}") <= 2
        if plot.cows:
            parts.append(self.tag("cow", plot.cows, x + 1, foot, right=False, pair=pair))
        if plot.resources:
            kind = terrain.resource
            name = kind.value if isinstance(kind, Resource) else "resource"
            raised = foot if beside or not pair else foot - PAIR_COUNT_SIZE - 2.5
            parts.append(
                self.tag(name, plot.resources, x + CELL - 1, raised, right=True, pair=pair)
            )
        parts.append("</g>")
        return "".join(parts)


def _prefix(ranch: Ranch, label: str) -> str:
    """Ids unique to this drawing on its page, and stable from one refresh to the next."""
    return "r" + hashlib.blake2s(f"{label}|{ranch!r}".encode(), digest_size=4).hexdigest()


def _river(rows: int) -> str:
    top = rows * CELL + 1
    width = COLUMNS * CELL
    half = CELL / 2
    wave = " ".join(f"q {half / 2:g} -2.5 {half:g} 0 t {half:g} 0" for _ in range(COLUMNS))
    return (
        f'<rect class="river" x="0" y="{top}" width="{width}" height="{RIVER - 1}" '
        f'fill="{WATER}"/>'
        f'<path d="M 0 {top + RIVER / 2:g} {wave}" fill="none" stroke="{PAPER}" '
        f'stroke-width="1.2"/>'
    )


def ranch_svg(ranch: Ranch, label: str = "") -> Markup:
    """The ranch seen from its owner's seat: row 1 at the bottom, the river below it.

    ``label`` names the drawing for screen readers (e.g. "Ranch of Ana").
    Plots outside the grid are left out: only valid, scored ranches are drawn.
    """
    drawing = _Drawing(_prefix(ranch, label))
    width = COLUMNS * CELL
    height = ranch.rows * CELL + RIVER
    grid = "".join(
        f'<rect class="empty" x="{(col - 1) * CELL}" y="{(ranch.rows - row) * CELL}" '
        f'width="{CELL}" height="{CELL}" fill="{PAPER}" stroke="#b8b0a0" stroke-width="0.6"/>'
        for row in range(1, ranch.rows + 1)
        for col in range(1, COLUMNS + 1)
    )
    plots = "".join(
        drawing.plot(plot, ranch.rows)
        for plot in ranch.plots
        if 1 <= plot.row <= ranch.rows and 1 <= plot.col <= COLUMNS
    )
    title = f"<title>{escape(label)}</title>" if label else ""
    return Markup(
        f'<svg class="ranch" xmlns="http://www.w3.org/2000/svg" role="img" '
        f'aria-label="{escape(label)}" viewBox="-1 -1 {width + 2} {height + 2}" '
        f'width="{width + 2}" height="{height + 2}" font-family="{FONT}">'
        f"{title}<defs>{''.join(drawing.defs.values())}</defs>{grid}{plots}"
        f"{_river(ranch.rows)}</svg>"
    )


# ---- the key ---------------------------------------------------------------------------


def _swatch(body: str) -> Markup:
    """A small picture for the key, drawn like a plot of the drawings (decorative)."""
    return Markup(
        f'<svg class="swatch-svg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" '
        f'width="24" height="24" aria-hidden="true" focusable="false">{body}</svg>'
    )


def terrain_swatch(terrain: Terrain) -> Markup:
    """A terrain as in the drawings: its colour, its pattern and its picture."""
    drawing = _Drawing(f"k-{terrain.value}")
    body = drawing.tile(terrain, 0.5, 0.5, 23, INK) + drawing.picture(
        terrain.value, 4, 4, 16, icon_ink(terrain), terrain_colours()[terrain]
    )
    return _swatch(f"<defs>{''.join(drawing.defs.values())}</defs>{body}")


def partner_swatch(partner: Partner) -> Markup:
    """A partner as in the drawings: its picture in a round dark badge."""
    drawing = _Drawing(f"k-{partner.value}")
    body = (
        f'<circle cx="12" cy="12" r="11" fill="{INK}" stroke="{PAPER}" stroke-width="1"/>'
        + drawing.picture(partner.value, 4, 4, 16, PAPER, INK)
    )
    return _swatch(f"<defs>{''.join(drawing.defs.values())}</defs>{body}")


def picture_swatch(name: str) -> Markup:
    """A cow, a resource or the bonus star, on the white of its tag."""
    drawing = _Drawing(f"k-{name}")
    body = (
        f'<rect x="0.5" y="0.5" width="23" height="23" rx="4" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="1"/>' + drawing.picture(name, 3, 3, 18, INK, PAPER)
    )
    return _swatch(f"<defs>{''.join(drawing.defs.values())}</defs>{body}")


def river_swatch() -> Markup:
    return _swatch(
        f'<rect x="0.5" y="6" width="23" height="12" fill="{WATER}"/>'
        f'<path d="M 0.5 12 q 3 -2.5 6 0 t 6 0 t 6 0 t 5 0" fill="none" stroke="{PAPER}" '
        f'stroke-width="1.2"/>'
    )


@dataclass(frozen=True)
class KeyItem:
    picture: Markup
    name: object


def key_items() -> dict[str, list[KeyItem]]:
    """What the drawings' pictures mean, in the page's language: the key under them."""
    return {
        "terrains": [KeyItem(terrain_swatch(t), labels.TERRAIN[t]) for t in Terrain],
        "things": [
            KeyItem(picture_swatch("cow"), _l("Cows")),
            *(KeyItem(picture_swatch(r.value), labels.RESOURCE[r]) for r in Resource),
            KeyItem(picture_swatch("bonus"), _l("Bonus landscape tile")),
            KeyItem(river_swatch(), _l("the river, below row 1")),
        ],
        "partners": [KeyItem(partner_swatch(p), labels.PARTNER[p]) for p in Partner],
    }
