"""Random but valid finished tables, for benchmarks (seeded: same tables every run)."""

from __future__ import annotations

import random

from companion.games.moonriver import Game, Mode, Partner, Player, Plot, Ranch, Scenario, Terrain

RESOURCE_TERRAINS = {
    Terrain.DESERT,
    Terrain.CANYON,
    Terrain.PRAIRIE,
    Terrain.FOREST,
    Terrain.CORNFIELD,
}


def random_ranch(rng: random.Random, cows: int, partners: int) -> Ranch:
    """24 plots in a 5x5 grid (one random cell left empty), like a full 4-player ranch."""
    cells = [(r, c) for r in range(1, 6) for c in range(1, 6)]
    cells.remove(rng.choice(cells))
    terrains = list(Terrain)
    cow_cells = set(rng.sample(cells, cows))
    partner_cells = set(rng.sample(cells, partners))
    plots = []
    for cell in cells:
        terrain = rng.choice(terrains)
        plots.append(
            Plot(
                row=cell[0],
                col=cell[1],
                terrain=terrain,
                cows=1 if cell in cow_cells and terrain is not Terrain.CORNFIELD else 0,
                resources=rng.randint(0, 2) if terrain in RESOURCE_TERRAINS else 0,
                partner=rng.choice(list(Partner)) if cell in partner_cells else None,
            )
        )
    return Ranch(rows=5, plots=tuple(plots))


def legends_tables(count: int, seed: int = 2026) -> list[Game]:
    """Full 4-player Legends of the West tables, 8 cows and 5 partners per ranch."""
    rng = random.Random(seed)
    scenarios = list(Scenario)
    return [
        Game(
            players=tuple(
                Player(name=f"P{i}", ranch=random_ranch(rng, cows=8, partners=5)) for i in range(4)
            ),
            mode=Mode.LEGENDS,
            scenario=scenarios[n % len(scenarios)],
        )
        for n in range(count)
    ]
