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
from .grid import regions
from .model import Cell, Partner, Plot, Ranch, Resource, Scenario, ScenarioGroup, Terrain, Territory

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
    territories: tuple[Terrain, Callable[[Iterable[tuple[Cell, ...]]], tuple]] | None = None
    """For a scenario whose groups are territories of one terrain: that terrain and the
    rule scoring them, so the scorer can hand over the territories it has found."""

    @property
    def slug(self) -> str:
        """The rules topic that explains it (also its key in breakdowns)."""
        return self.scenario.value

    def points(self, ranch: Ranch) -> int:
        return sum(group.points for group in self.groups(ranch))


def _scored(cells_and_n: list[tuple[tuple, int]]) -> tuple[ScenarioGroup, ...]:
    return tuple(
        ScenarioGroup(size=n, points=points_for(n), plots=cells)
        for cells, n in cells_and_n
        if len(cells) >= MIN_GROUP_PLOTS
    )


def _terrain_territories(ranch: Ranch, terrain: Terrain) -> list[tuple]:
    """Territories of one terrain: groups of adjacent plots of that terrain only."""
    return regions({plot.cell: True for plot in ranch.plots if plot.terrain is terrain})


def _timber_rafting(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    return _timber_rafting_of(_terrain_territories(ranch, Terrain.FOREST))


def _timber_rafting_of(forests: Iterable[tuple[Cell, ...]]) -> tuple[ScenarioGroup, ...]:
    """Forest territories of 3+ plots touching the river (a plot in row 1); n = plots.

    The cells of a territory are sorted, so it touches the river exactly when
    its first cell lies in row 1.
    """
    return _scored([(cells, len(cells)) for cells in forests if cells[0][0] == 1])


_NUGGET_TERRAINS = tuple(terrain for terrain in Terrain if terrain.resource is Resource.NUGGET)
"""A tuple, not a set: ``in`` compares three members by identity, no enum hashing."""


def _gold_rush(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    """Groups of adjacent nugget-carrying plots, terrains mixed (D-4); n = nugget symbols.

    n counts symbols, not plots (D-1, majority of editions): three plots with
    four nuggets score 20. A plot with any nugget joins (D-2).
    """
    nuggets = {
        plot.cell: plot.resources
        for plot in ranch.plots
        if plot.resources > 0 and plot.terrain in _NUGGET_TERRAINS
    }
    return _scored([(cells, sum(nuggets[c] for c in cells)) for cells in adjacent_groups(nuggets)])


_BANDITS = tuple(partner for partner in Partner if partner.is_bandit)


def _outlaws(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    """Groups of adjacent plots carrying partners with a bandit among them; n = partners.

    Cowboy-side tokens count towards n but do not make a gang (D-15).
    """
    partnered: dict[tuple[int, int], Plot] = {
        plot.cell: plot for plot in ranch.plots if plot.partner is not None
    }
    return _scored(
        [
            (cells, len(cells))
            for cells in adjacent_groups(partnered)
            if any(partnered[c].partner in _BANDITS for c in cells)
        ]
    )


def _moon_river_city(ranch: Ranch) -> tuple[ScenarioGroup, ...]:
    return _moon_river_city_of(_terrain_territories(ranch, Terrain.FARM))


def _moon_river_city_of(farms: Iterable[tuple[Cell, ...]]) -> tuple[ScenarioGroup, ...]:
    """Farm territories of 3+ plots; n = plots."""
    return _scored([(cells, len(cells)) for cells in farms])


SCENARIOS: dict[Scenario, ScenarioRules] = {
    rules.scenario: rules
    for rules in (
        ScenarioRules(
            Scenario.TIMBER_RAFTING,
            _timber_rafting,
            number=1,
            counts="plots",
            territories=(Terrain.FOREST, _timber_rafting_of),
        ),
        ScenarioRules(Scenario.GOLD_RUSH, _gold_rush, number=2, counts="nuggets"),
        ScenarioRules(Scenario.OUTLAWS, _outlaws, number=3, counts="partners"),
        ScenarioRules(
            Scenario.MOON_RIVER_CITY,
            _moon_river_city,
            number=4,
            counts="plots",
            territories=(Terrain.FARM, _moon_river_city_of),
        ),
    )
}
"""Every scenario by key, in the order of the draw; ``SCENARIOS[Scenario.OUTLAWS].groups(ranch)``.
The one place a scenario is declared: its draw number, breakdown unit and rules topic
come from here (its name in each language is in ``companion.words``)."""


def scenario_groups(
    scenario: Scenario, ranch: Ranch, territories: Iterable[Territory]
) -> tuple[ScenarioGroup, ...]:
    """``SCENARIOS[scenario].groups(ranch)`` for a ranch whose territories are known.

    The scorer has just found every territory, so the two scenarios that score
    territories take them from there instead of running a flood fill again;
    the others find their own groups.
    """
    rules = SCENARIOS[scenario]
    if rules.territories is None:
        return rules.groups(ranch)
    terrain, rule = rules.territories
    return rule([t.plots for t in territories if t.terrain is terrain])
