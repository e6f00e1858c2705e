"""Random but valid finished tables, for benchmarks (seeded: same tables every run)."""

from __future__ import annotations

import random

from companion.games.moonriver import Game, Mode, Partner, Player, Plot, Ranch, Scenario, Terrain
from companion.games.moonriver.model import SPECIALIST_TOKENS

RESOURCE_TERRAINS = {
    Terrain.DESERT,
    Terrain.CANYON,
    Terrain.PRAIRIE,
    Terrain.FOREST,
    Terrain.CORNFIELD,
}


def box_of_partners(rng: random.Random) -> list[Partner]:
    """The box's 20 partner tokens, shuffled, each with the face its player chose up: the
    specialists on 5, 5, 5, 3 and 2 tokens (ruling T8), a few turned to the cowboy."""
    kinds = [kind for kind in Partner if kind.is_specialist]
    rng.shuffle(kinds)
    tokens = [kind for kind, n in zip(kinds, SPECIALIST_TOKENS, strict=True) for _ in range(n)]
    rng.shuffle(tokens)
    return [Partner.COWBOY if rng.random() < 0.2 else face for face in tokens]


def random_ranch(rng: random.Random, cows: int, partners: list[Partner]) -> Ranch:
    """24 plots in a 5x5 grid (one random cell left empty), like a full 4-player ranch."""
    cells = [(r, c) for r in range(1, 6) for c in range(1, 6)]
    cells.remove(rng.choice(cells))
    terrains = list(Terrain)
    cow_cells = set(rng.sample(cells, cows))
    partner_of = dict(zip(rng.sample(cells, len(partners)), partners, strict=True))
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
                partner=partner_of.get(cell),
            )
        )
    return Ranch(rows=5, plots=tuple(plots))


def legends_tables(count: int, seed: int = 2026) -> list[Game]:
    """Full 4-player Legends of the West tables, 8 cows and 5 partners per ranch."""
    rng = random.Random(seed)
    scenarios = list(Scenario)
    tables = []
    for n in range(count):
        box = box_of_partners(rng)
        players = tuple(
            Player(name=f"P{i}", ranch=random_ranch(rng, cows=8, partners=box[5 * i : 5 * i + 5]))
            for i in range(4)
        )
        tables.append(Game(players, mode=Mode.LEGENDS, scenario=scenarios[n % len(scenarios)]))
    return tables
