"""The four Legends of the West scenarios (ruling S7) as a registry.

Each scenario is a small object found by its ``Scenario`` key; adding or
changing one touches only this module. Every scenario picks out maximal groups
of adjacent plots, ignores groups of fewer than 3 plots, and scores a group of
size n as 10 + 10 x (n - 3). What differs is which plots may join a group, which
groups qualify, and what n counts.

The ranch passed to ``groups`` is the one after overpopulation; no scenario
looks at cows today, but that is the state the rules score.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .grid import groups as adjacent_groups
from .model import Cell, Partner, Ranch, Resource, Scenario, ScenarioGroup, Terrain

MIN_GROUP_PLOTS = 3
"""S7: a group of fewer plots scores nothing, whatever n would be."""


def points_for(n: int) -> int:
    """S7: 10 points for the first three, 10 more for each one beyond."""
    return 10 + 10 * (n - 3)


@dataclass(frozen=True)
class ScenarioRules:
    """One scenario: its key, how it finds its scoring groups, and what the app shows of it."""

    scenario: Scenario
    groups: Callable[[Ranch], tuple[ScenarioGroup, ...]]
    """Every qualifying group of a ranch, ordered by first cell."""
    number: int
    """The number on the plot that stands for it when the scenario is drawn (1-4)."""
    counts: str
    """What a group's n counts (S7): "plots", "nuggets" or "partners"."""

    @property
    def slug(self) -> str:
        """The rules topic that explains it (also its key in breakdowns)."""
        return self.scenario.value

    def points(self, ranch: Ranch) -> int:
        return sum(group.points for group in self.groups(ranch))


def _scored(cells_and_n: Iterable[tuple[tuple[Cell, ...], int]]) -> tuple[ScenarioGroup, ...]:
    """The groups of 3 plots or more, each with its n and its points (S7)."""
    return tuple(
        ScenarioGroup(size=n, points=points_for(n), plots=cells)
        for cells, n in cells_and_n
        if len(cells) >= MIN_GROUP_PLOTS
    )


def _terrain_territories(ranch: Ranch, terrain: Terrain) -> list[tuple[Cell, ...]]:
    """Territories of one terrain (S3): groups of adjacent plots of that terrain only."""
    return adjacent_groups(plot.cell for plot in ranch.plots if plot.terrain is terrain)


def _timber_rafting(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    """Forest territories of 3+ plots touching the river (a plot in row 1, G4); n = plots.

    The cells of a territory are sorted, so it touches the river exactly when
    its first cell lies in row 1.
    """
    forests = _terrain_territories(ranch, Terrain.FOREST)
    return _scored((cells, len(cells)) for cells in forests if cells[0][0] == 1)


def _gold_rush(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    """Groups of adjacent nugget-carrying plots, terrains mixed (D-4); n = nugget symbols.

    n counts symbols, not plots (D-1, majority of editions): three plots with
    four nuggets score 20. A plot with any nugget joins (D-2).
    """
    nuggets = {
        plot.cell: plot.resources
        for plot in ranch.plots
        if plot.resources > 0 and plot.terrain.resource is Resource.NUGGET
    }
    return _scored((cells, sum(nuggets[c] for c in cells)) for cells in adjacent_groups(nuggets))


def _outlaws(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    """Groups of adjacent plots carrying partners with a bandit among them; n = partners.

    Cowboy-side tokens count towards n but do not make a gang (D-15).
    """
    partners: dict[Cell, Partner] = {
        plot.cell: plot.partner for plot in ranch.plots if plot.partner is not None
    }
    return _scored(
        (cells, len(cells))
        for cells in adjacent_groups(partners)
        if any(partners[c].is_bandit for c in cells)
    )


def _moon_river_city(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    """Farm territories of 3+ plots; n = plots."""
    return _scored((cells, len(cells)) for cells in _terrain_territories(ranch, Terrain.FARM))


SCENARIOS: dict[Scenario, ScenarioRules] = {
    rules.scenario: rules
    for rules in (
        ScenarioRules(Scenario.TIMBER_RAFTING, _timber_rafting, number=1, counts="plots"),
        ScenarioRules(Scenario.GOLD_RUSH, _gold_rush, number=2, counts="nuggets"),
        ScenarioRules(Scenario.OUTLAWS, _outlaws, number=3, counts="partners"),
        ScenarioRules(Scenario.MOON_RIVER_CITY, _moon_river_city, number=4, counts="plots"),
    )
}
"""Every scenario by key, in the order of the draw; ``SCENARIOS[Scenario.OUTLAWS].groups(ranch)``.
The one place a scenario is declared: its draw number, breakdown unit and rules topic
come from here (its name in each language is in ``companion.words``)."""
