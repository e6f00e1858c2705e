"""A ranch as a small text drawing, for tests and bug reports.

The drawing looks like the table seen by the player: one line per grid row,
the top row first and row 1 last, then the river as a line of ``~``. Each line
holds five whitespace-separated cells, left to right::

    .   .   .   .   .
    F   F@T .   .   .
    D1c D2r H   H1c .
    D   C1r C   H   H@F
    M7r M   P1c P1r P
    ~~~~~~~~~~~~~~~~~~~

A cell is ``.`` when empty, otherwise a terrain letter followed by optional
markers, always in this order:

========  =================================================================
``D``     desert       ``C`` canyon      ``P`` prairie      ``F`` forest
``M``     cornfield (maize; C is taken)  ``H`` farm (homestead; F is taken)
``<n>c``  n cow meeples before overpopulation (``2c``); absent means none
``<n>r``  n resource symbols, their kind given by the terrain (``3r``)
``@X``    the partner face up: ``@C`` cowboy, ``@D`` desperado, ``@R`` cattle
          thief (rustler), ``@P`` prospector, ``@T`` trapper, ``@F`` farmer
``*``     the 2-player bonus landscape tile
========  =================================================================

So ``P1c2r@D*`` is a prairie bonus tile with one cow, two nuggets and a
desperado. The number of lines above the river is the grid height (5 or 10;
``parse`` accepts any height and leaves judging it to validation).

``format`` pads every cell to the widest one so columns line up, and omits
zero counts; ``parse`` ignores indentation, blank lines around the drawing and
extra spaces. Plots in a parsed ranch are in canonical order (by row, then
column), which is the order ``canonical`` gives, so
``parse(format(r)) == canonical(r)`` for every drawable ranch.
"""

from __future__ import annotations

import re

from .model import COLUMNS, Partner, Plot, Ranch, Terrain

TERRAIN_LETTERS: dict[Terrain, str] = {
    Terrain.DESERT: "D",
    Terrain.CANYON: "C",
    Terrain.PRAIRIE: "P",
    Terrain.FOREST: "F",
    Terrain.CORNFIELD: "M",
    Terrain.FARM: "H",
}
PARTNER_LETTERS: dict[Partner, str] = {
    Partner.COWBOY: "C",
    Partner.DESPERADO: "D",
    Partner.CATTLE_THIEF: "R",
    Partner.PROSPECTOR: "P",
    Partner.TRAPPER: "T",
    Partner.FARMER: "F",
}
_TERRAIN_OF = {letter: terrain for terrain, letter in TERRAIN_LETTERS.items()}
_PARTNER_OF = {letter: partner for partner, letter in PARTNER_LETTERS.items()}
_CELL = re.compile(
    r"(?P<terrain>[DCPFMH])(?:(?P<cows>\d+)c)?(?:(?P<resources>\d+)r)?"
    r"(?:@(?P<partner>[CDRPTF]))?(?P<bonus>\*)?"
)
EMPTY = "."
RIVER = "~"


class DiagramError(ValueError):
    """A drawing that cannot be read; ``line`` and ``column`` are 1-based in the text."""

    def __init__(self, message: str, line: int, column: int = 1):
        self.line = line
        self.column = column
        super().__init__(f"line {line}, column {column}: {message}")


def canonical(ranch: Ranch) -> Ranch:
    """The same ranch with its plots ordered by row, then column."""
    return Ranch(ranch.rows, tuple(sorted(ranch.plots, key=lambda plot: plot.cell)))


def format(ranch: Ranch) -> str:
    """Draw ``ranch``; raises ``ValueError`` if it holds plots no drawing can show.

    Plots outside the grid, two plots in one cell and negative counts cannot
    be drawn: validation reports those, a picture could only hide them.
    """
    grid: dict[tuple[int, int], str] = {}
    for plot in ranch.plots:
        if not (1 <= plot.row <= ranch.rows and 1 <= plot.col <= COLUMNS):
            raise ValueError(f"plot at {plot.cell} lies outside a {ranch.rows}-row grid")
        if plot.cell in grid:
            raise ValueError(f"two plots at {plot.cell}")
        if plot.cows < 0 or plot.resources < 0:
            raise ValueError(f"negative count on the plot at {plot.cell}")
        grid[plot.cell] = _cell(plot)
    width = max((len(text) for text in grid.values()), default=1)
    lines = [
        " ".join(grid.get((row, col), EMPTY).ljust(width) for col in range(1, COLUMNS + 1)).rstrip()
        for row in range(ranch.rows, 0, -1)
    ]
    lines.append(RIVER * (COLUMNS * (width + 1) - 1))
    return "\n".join(lines) + "\n"


def _cell(plot: Plot) -> str:
    text = TERRAIN_LETTERS[plot.terrain]
    if plot.cows:
        text += f"{plot.cows}c"
    if plot.resources:
        text += f"{plot.resources}r"
    if plot.partner is not None:
        text += "@" + PARTNER_LETTERS[plot.partner]
    if plot.bonus:
        text += "*"
    return text


def parse(text: str) -> Ranch:
    """Read a drawing made by ``format`` or by hand; raises ``DiagramError``."""
    rows = _rows_above_the_river(text)
    plots = [
        plot
        for offset, (number, line) in enumerate(rows)
        for plot in _row_plots(line, row=len(rows) - offset, number=number)
    ]
    return canonical(Ranch(rows=len(rows), plots=tuple(plots)))


def _rows_above_the_river(text: str) -> list[tuple[int, str]]:
    """The drawing's rows, top row first, each with its line number; blank lines around
    the drawing are ignored, and the last line must be the river."""
    numbered = list(enumerate(text.splitlines(), start=1))
    while numbered and not numbered[-1][1].strip():
        numbered.pop()
    while numbered and not numbered[0][1].strip():
        numbered.pop(0)
    if not numbered:
        raise DiagramError("the drawing is empty", 1)
    last_number, last = numbered[-1]
    if set(last.strip()) != {RIVER}:
        raise DiagramError("the last line must be the river, a line of ~", last_number)
    if len(numbered) == 1:
        raise DiagramError("there are no rows above the river", last_number)
    return numbered[:-1]


def _row_plots(line: str, row: int, number: int) -> list[Plot]:
    """The plots drawn on one line (grid row ``row``, text line ``number``)."""
    cells = list(re.finditer(r"\S+", line))
    if len(cells) != COLUMNS:
        column = cells[COLUMNS].start() + 1 if len(cells) > COLUMNS else len(line) + 1
        raise DiagramError(f"a row needs {COLUMNS} cells, found {len(cells)}", number, column)
    plots = []
    for col, found in enumerate(cells, start=1):
        token = found.group()
        if token == EMPTY:
            continue
        match = _CELL.fullmatch(token)
        if match is None:
            raise DiagramError(f"cannot read cell {token!r}", number, found.start() + 1)
        plots.append(
            Plot(
                row=row,
                col=col,
                terrain=_TERRAIN_OF[match["terrain"]],
                cows=int(match["cows"] or 0),
                resources=int(match["resources"] or 0),
                partner=_PARTNER_OF[match["partner"]] if match["partner"] else None,
                bonus=match["bonus"] is not None,
            )
        )
    return plots
