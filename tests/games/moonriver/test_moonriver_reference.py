"""The engine against a slow, obvious reading of docs/rulings.md, on many generated ranches.

This file scores the same ranches the plainest way the rulings can be read,
written apart from the engine (its own flood fill, no shared helpers), and the
two must agree on every number.
"""

from hypothesis import given, settings
from hypothesis import strategies as st
from test_moonriver_properties import ranches

from companion.games.moonriver import Mode, Partner, Resource, Scenario, Terrain, score_ranch

NUGGET_TERRAINS = {Terrain.DESERT, Terrain.CANYON, Terrain.PRAIRIE}


def groups(cells: set, joined) -> list[set]:
    """Maximal sets of orthogonally adjacent cells where ``joined(a, b)`` holds."""
    left, found = set(cells), []
    while left:
        start = left.pop()
        group, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in left and joined((r, c), n):
                    left.discard(n)
                    group.add(n)
                    todo.append(n)
        found.append(group)
    return found


def reference(ranch, scenario):
    by_cell = {p.cell: p for p in ranch.plots}
    # S1, S2: at most one cow a plot; none on cornfields
    cows = {
        cell: 0 if p.terrain is Terrain.CORNFIELD else min(p.cows, 1) for cell, p in by_cell.items()
    }
    same_terrain = lambda a, b: by_cell[a].terrain is by_cell[b].terrain  # noqa: E731
    territories = groups(set(by_cell), same_terrain)
    territory_points = {t: 0 for t in Terrain}
    for t in territories:
        terrain = by_cell[next(iter(t))].terrain
        if terrain is not Terrain.CORNFIELD:
            territory_points[terrain] += len(t) * sum(cows[c] for c in t)
    symbols = {r: 0 for r in Resource}
    for p in ranch.plots:
        kind = (
            Resource.NUGGET
            if p.terrain in NUGGET_TERRAINS
            else Resource.BEAVER
            if p.terrain is Terrain.FOREST
            else Resource.CORN
            if p.terrain is Terrain.CORNFIELD
            else None
        )
        if kind:
            symbols[kind] += p.resources
    partners = [p.partner for p in ranch.plots if p.partner]
    partner_points = {
        Partner.PROSPECTOR: partners.count(Partner.PROSPECTOR) * symbols[Resource.NUGGET],
        Partner.TRAPPER: partners.count(Partner.TRAPPER) * symbols[Resource.BEAVER],
        Partner.FARMER: partners.count(Partner.FARMER) * symbols[Resource.CORN],
    }
    scenario_points = 0
    if scenario is Scenario.TIMBER_RAFTING:
        sizes = [
            len(t)
            for t in territories
            if by_cell[next(iter(t))].terrain is Terrain.FOREST
            and any(r == 1 for r, _ in t)
            and len(t) >= 3
        ]
    elif scenario is Scenario.MOON_RIVER_CITY:
        sizes = [
            len(t)
            for t in territories
            if by_cell[next(iter(t))].terrain is Terrain.FARM and len(t) >= 3
        ]
    elif scenario is Scenario.GOLD_RUSH:
        veins = groups(
            {c for c, p in by_cell.items() if p.terrain in NUGGET_TERRAINS and p.resources},
            lambda a, b: True,
        )
        sizes = [sum(by_cell[c].resources for c in v) for v in veins if len(v) >= 3]
    elif scenario is Scenario.OUTLAWS:
        gangs = groups({c for c, p in by_cell.items() if p.partner}, lambda a, b: True)
        sizes = [
            len(g)
            for g in gangs
            if len(g) >= 3
            and any(by_cell[c].partner in (Partner.DESPERADO, Partner.CATTLE_THIEF) for c in g)
        ]
    else:
        sizes = []
    scenario_points = sum(10 + 10 * (n - 3) for n in sizes)
    return {
        "territories": territory_points,
        "resources": symbols,
        "partners": partner_points,
        "scenario": scenario_points,
        "largest": max((len(t) for t in territories), default=0),
        "cows": sum(cows.values()),
        "removed": sum(max(p.cows - 1, 0) for p in ranch.plots),  # S1 comes before S2
    }


@settings(max_examples=400)
@given(ranches(), st.sampled_from([None, *Scenario]))
def test_the_engine_agrees_with_the_plain_reading_of_the_rulings(ranch, scenario):
    mode = Mode.LEGENDS if scenario else Mode.BASE
    score = score_ranch(ranch, mode, scenario)
    expected = reference(ranch, scenario)
    assert score.territory_points == expected["territories"]
    assert score.resources == expected["resources"]
    assert score.partner_points == expected["partners"]
    assert score.scenario_points == expected["scenario"]
    assert score.largest_territory == expected["largest"]
    assert score.cows == expected["cows"]
    assert score.overpopulation_removed == expected["removed"]
    assert score.total == (
        sum(expected["territories"].values())
        + sum(expected["resources"].values())
        + sum(expected["partners"].values())
        + expected["scenario"]
    )
