"""One player's score-pad lines for the pages, each with its points, plots and rule page.

The rows, their order, labels and rules topics are the shared score pad
(``companion.words.moonriver.scorepad``); this module adds what a page needs on top: the
plots behind each line, for highlighting on the ranch drawing, and the key of
the number in the API's ``breakdown`` so the editor can update it live.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from flask import url_for
from flask_babel import lazy_gettext as _l

from companion.games.moonriver.model import (
    Mode,
    Partner,
    Ranch,
    RanchScore,
    Resource,
    Scenario,
    Terrain,
)
from companion.i18n import clauses
from companion.words.arithmetic import Wording
from companion.words.moonriver import labels
from companion.words.moonriver.messages import cell_name
from companion.words.moonriver.scorepad import ROWS, SCENARIO_RULE, PadRow

GAME = "moon-river"
GROUPS = {
    "territories": _l("Territories"),
    "resources": _l("Resources"),
    "partners": _l("Partners"),
    "scenario": _l("Scenario"),
}


def rule_url(slug: str) -> str:
    """The Moon River rules topic with this slug, in the page's language."""
    return url_for("rules.topic", game=GAME, slug=slug)


@dataclass(frozen=True)
class Line:
    key: str
    """Where the number sits in the API's JSON (``territories.desert``, ``scenario``)."""
    label: object
    group: str
    points: int
    rule: str
    plots: tuple[tuple[int, int], ...] = field(default=())
    arithmetic: str | None = None
    """The sum behind the points ("7 plots × 3 cows = 21"); None when there is nothing to add."""

    @property
    def cells_text(self) -> str:
        return clauses(cell_name(cell) for cell in self.plots)

    @property
    def cells_attr(self) -> str:
        return " ".join(f"{r}-{c}" for r, c in self.plots)


def _plots(row: PadRow, score: RanchScore, ranch: Ranch) -> set[tuple[int, int]]:
    if row.group == "territories":
        return {
            cell
            for territory in score.territories
            if territory.terrain.value == row.key and territory.points
            for cell in territory.plots
        }
    if row.group == "resources":
        kind = Resource(row.key)
        return {p.cell for p in ranch.plots if p.resources and p.terrain.resource is kind}
    if row.group == "partners":
        return {p.cell for p in ranch.plots if p.partner is Partner(row.key)}
    return {cell for group in score.scenario_groups for cell in group.plots}


def _arithmetic(
    wording: Wording, row: PadRow, score: RanchScore, ranch: Ranch, scenario: Scenario | None
) -> str | None:
    if row.group == "territories":
        return wording.territories(score, Terrain(row.key))
    if row.group == "resources":
        return wording.resources(score, Resource(row.key))
    if row.group == "partners":
        return wording.partners(score, ranch, Partner(row.key))
    return wording.scenario(score, scenario)


def lines(
    score: RanchScore | None, ranch: Ranch | None, mode: Mode, scenario: Scenario | None
) -> list[Line]:
    """Every score-pad line but the total (zeros while nothing is entered)."""
    out = []
    wording = Wording()
    for row in ROWS:
        if row.group == "total" or (row.group == "scenario" and mode is not Mode.LEGENDS):
            continue
        key = row.key if row.group == "scenario" else f"{row.group}.{row.key}"
        slug = SCENARIO_RULE[scenario.value] if row.group == "scenario" and scenario else row.rule
        plots = _plots(row, score, ranch) if score and ranch else set()
        points = row.value(score) if score else 0
        arithmetic = _arithmetic(wording, row, score, ranch, scenario) if score and ranch else None
        label = labels.SCENARIO[scenario] if row.group == "scenario" and scenario else row.label
        out.append(
            Line(
                key,
                label,
                row.group,
                points,
                rule_url(slug),
                tuple(sorted(plots)),
                arithmetic,
            )
        )
    return out
