"""A small drawing of a ranch as inline SVG, made on the server.

Inline SVG needs no script, no image request and no font file of its own, so
the same drawing works on a phone, on paper from the browser's print dialog and
in a PDF made offline by WeasyPrint. The score sheets use it; the results pages
can call ``ranch_svg`` (a Jinja global once the sheets blueprint is
registered) for the same picture.

Colour is never the only signal: every plot also shows its terrain letter (the
engine's diagram letters, explained by the legend), cows are dots, a partner is
a letter in a round dark badge (a shape no terrain letter has, since some partner
letters are also terrain letters), resource symbols a small number, the bonus
tile a dashed frame. The terrain colours are read from ``static/app.css`` so the
app has one palette; each letter is black or white, whichever reaches the
higher contrast on its terrain (at least 4.5:1, tested).

Empty cells carry the class ``empty`` so a page in dark mode can dim them; on
paper and in the PDF they stay white.
"""

from __future__ import annotations

import re
from functools import cache

from markupsafe import Markup, escape

from companion.games.moonriver.diagram import PARTNER_LETTERS, TERRAIN_LETTERS
from companion.games.moonriver.model import COLUMNS, Partner, Plot, Ranch, Terrain
from companion.resources import STATIC
from companion.words.moonriver import labels

APP_CSS = STATIC / "app.css"
CELL = 20
"""Side of one plot in SVG user units; the page sets the drawing's real size."""
RIVER = 9
INK = "#1d1b16"
PAPER = "#ffffff"
WATER = "#4a90c2"
FONT = "DejaVu Sans, Noto Sans CJK TC, sans-serif"


@cache
def terrain_colours() -> dict[Terrain, str]:
    """The ``--desert`` ... ``--farm`` colours of app.css, by terrain."""
    found = dict(re.findall(r"--([a-z]+):\s*(#[0-9a-fA-F]{6})\b", APP_CSS.read_text()))
    return {terrain: found[terrain.value] for terrain in Terrain}


BLACK = "#000000"


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


def letter_ink(fill: str) -> str:
    """Black or white, whichever reads better on ``fill``: terrain letters must reach 4.5:1."""
    return max((BLACK, PAPER), key=lambda ink: contrast(ink, fill))


def _plot(plot: Plot, rows: int) -> str:
    x = (plot.col - 1) * CELL
    y = (rows - plot.row) * CELL
    fill = terrain_colours()[plot.terrain]
    ink = letter_ink(fill)
    back = INK if ink == PAPER else PAPER
    parts = [
        f'<g class="plot t-{plot.terrain.value}" data-cell="{plot.row}-{plot.col}">',
        f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" '
        f'stroke="{INK}" stroke-width="0.6"/>',
        f'<text x="{x + 2}" y="{y + 7.5}" font-size="7" font-weight="bold" fill="{ink}">'
        f"{TERRAIN_LETTERS[plot.terrain]}</text>",
    ]
    if plot.bonus:
        parts.append(
            f'<rect x="{x + 1.5}" y="{y + 1.5}" width="{CELL - 3}" height="{CELL - 3}" '
            f'fill="none" stroke="{ink}" stroke-width="0.8" stroke-dasharray="2 1.5"/>'
        )
    if plot.partner is not None:
        parts.append(
            f'<circle class="partner" cx="{x + 14.75}" cy="{y + 5.25}" r="4.1" '
            f'fill="{INK}" stroke="{PAPER}" stroke-width="0.6"/>'
            f'<text x="{x + 14.75}" y="{y + 7.4}" font-size="6" text-anchor="middle" '
            f'fill="{PAPER}">{PARTNER_LETTERS[plot.partner]}</text>'
        )
    for index in range(min(plot.cows, 3)):
        parts.append(
            f'<circle class="cow" cx="{x + 4 + index * 4.5}" cy="{y + 15}" r="1.9" '
            f'fill="{ink}" stroke="{back}" stroke-width="0.5"/>'
        )
    if plot.cows > 3:
        parts.append(
            f'<text x="{x + 15}" y="{y + 17}" font-size="5" fill="{ink}">{plot.cows}</text>'
        )
    elif plot.resources:
        parts.append(
            f'<text x="{x + CELL - 2}" y="{y + 18}" font-size="6" text-anchor="end" '
            f'font-style="italic" fill="{ink}">{plot.resources}</text>'
        )
    parts.append("</g>")
    return "".join(parts)


def _river(rows: int) -> str:
    top = rows * CELL + 1
    width = COLUMNS * CELL
    wave = " ".join(
        f"q {CELL / 4} {-2} {CELL / 2} 0 t {CELL / 2} 0" for _ in range(COLUMNS)
    )  # two crests per plot
    return (
        f'<rect class="river" x="0" y="{top}" width="{width}" height="{RIVER - 1}" '
        f'fill="{WATER}"/>'
        f'<path d="M 0 {top + 4} {wave}" fill="none" stroke="{PAPER}" stroke-width="0.8"/>'
    )


def ranch_svg(ranch: Ranch, label: str = "") -> Markup:
    """The ranch seen from its owner's seat: row 1 at the bottom, the river below it.

    ``label`` names the drawing for screen readers (e.g. "Ranch of Ana").
    Plots outside the grid are left out: only valid, scored ranches are drawn.
    """
    width = COLUMNS * CELL
    height = ranch.rows * CELL + RIVER
    grid = "".join(
        f'<rect class="empty" x="{(col - 1) * CELL}" y="{(ranch.rows - row) * CELL}" '
        f'width="{CELL}" height="{CELL}" fill="{PAPER}" stroke="#b8b0a0" stroke-width="0.4"/>'
        for row in range(1, ranch.rows + 1)
        for col in range(1, COLUMNS + 1)
    )
    plots = "".join(
        _plot(plot, ranch.rows)
        for plot in ranch.plots
        if 1 <= plot.row <= ranch.rows and 1 <= plot.col <= COLUMNS
    )
    title = f"<title>{escape(label)}</title>" if label else ""
    return Markup(
        f'<svg class="ranch" role="img" '
        f'aria-label="{escape(label)}" viewBox="-1 -1 {width + 2} {height + 2}" '
        f'width="{width + 2}" height="{height + 2}" font-family="{FONT}">'
        f"{title}{grid}{plots}{_river(ranch.rows)}</svg>"
    )


def legend_items() -> dict[str, list[tuple[str, str, object, str]]]:
    """What the drawing's letters and colours mean: (letter, background, translated name, ink).

    Partners are drawn white on a dark round badge, as in the drawing.
    """
    return {
        "terrains": [
            (TERRAIN_LETTERS[terrain], colour, labels.TERRAIN[terrain], letter_ink(colour))
            for terrain, colour in terrain_colours().items()
        ],
        "partners": [
            (PARTNER_LETTERS[partner], INK, labels.PARTNER[partner], PAPER) for partner in Partner
        ],
    }
