"""Seeded random tables that a real game could end with, for differential tests.

Every table passes the engine's validation (32 cows and 20 partners at most,
specialists the box's tokens can show, one plot a cell, one bonus tile in a
10-row grid), but is otherwise as untidy
as players' entries: cows piled on one plot (overpopulation), cows left on
cornfields, several specialists of one kind, odd plot counts, plots cut off
from the river, and ranches copied from a neighbour so that ties and every
tiebreak step turn up (tables of tiny ranches help there too). Terrains are
drawn from a few per ranch so territories and scenario groups grow big enough
to score.
"""

from __future__ import annotations

import random
from collections import Counter

from companion.games.moonriver import (
    MAX_COWS_AT_TABLE,
    MAX_PARTNERS_AT_TABLE,
    MAX_PLOTS,
    Game,
    Mode,
    Partner,
    Player,
    Plot,
    Ranch,
    Scenario,
    Terrain,
    fits_the_box,
    validate,
)

SCENARIOS: tuple[Scenario | None, ...] = (None, *Scenario)
"""Base game first, then the four Legends of the West scenarios, in turn."""


class _Budget:
    """What is left of the box's 32 cows and 20 partner tokens at one table, and the
    specialists taken so far (T8: they must be sides the box's tokens can show)."""

    def __init__(self) -> None:
        self.cows = MAX_COWS_AT_TABLE
        self.partners = MAX_PARTNERS_AT_TABLE
        self.specialists: Counter[Partner] = Counter()

    def room_for(self, faces: list[Partner]) -> bool:
        counts = self.specialists + Counter(face for face in faces if face.is_specialist)
        return len(faces) <= self.partners and fits_the_box(counts.values())

    def take(self, faces: list[Partner]) -> None:
        self.partners -= len(faces)
        self.specialists.update(face for face in faces if face.is_specialist)


def _ranch(rng: random.Random, rows: int, budget: _Budget, tiny: bool) -> Ranch:
    cells = [(r, c) for r in range(1, rows + 1) for c in range(1, 6)]
    most = MAX_PLOTS[rows] - 1  # dominoes only; the bonus tile is added below
    count = rng.choice((rng.randint(0, 8), rng.randint(0, most), most, most - 1))
    if tiny:  # a few plots and few symbols: totals tie often, tiebreaks decide
        count = rng.randint(1, 4)
    # Rows near the river first, mostly: ranches grow from the river side.
    cells.sort(key=lambda cell: cell[0] + rng.random() * rows * 0.6)
    chosen = cells[:count]
    palette = rng.sample(list(Terrain), rng.randint(1, 6))
    plots = []
    for row, col in chosen:
        terrain = rng.choice(palette)
        cows = 0
        if budget.cows and rng.random() < (0.5 if tiny else 0.3):
            cows = min(budget.cows, rng.choice((1, 1, 1, 2, 3)))
            budget.cows -= cows
        partner = None
        if budget.partners and rng.random() < 0.25:
            partner = rng.choice(list(Partner))
            if not budget.room_for([partner]):  # that specialist is out: its token's cowboy side
                partner = Partner.COWBOY
            budget.take([partner])
        resources = 0
        if terrain is not Terrain.FARM and rng.random() < (0.4 if tiny else 0.6):
            resources = 1 if tiny else rng.choice((1, 1, 1, 2, 2, 3, rng.randint(0, 9)))
        plots.append(Plot(row, col, terrain, cows, resources, partner))
    if rows == 10 and plots and rng.random() < 0.5:
        index = rng.randrange(len(plots))
        old = plots[index]
        plots[index] = Plot(
            old.row, old.col, old.terrain, old.cows, old.resources, old.partner, True
        )
    rng.shuffle(plots)  # any order, as clients send them
    return Ranch(rows=rows, plots=tuple(plots))


def _copy_fits(ranch: Ranch, budget: _Budget) -> bool:
    cows = sum(plot.cows for plot in ranch.plots)
    partners = [plot.partner for plot in ranch.plots if plot.partner is not None]
    if cows > budget.cows or not budget.room_for(partners):
        return False
    budget.cows -= cows
    budget.take(partners)
    return True


def random_table(rng: random.Random, players: int, scenario: Scenario | None) -> Game:
    rows = 10 if players == 2 else 5
    budget = _Budget()
    tiny = rng.random() < 0.15
    ranches: list[Ranch] = []
    for _ in range(players):
        if ranches and rng.random() < 0.2 and _copy_fits(copied := rng.choice(ranches), budget):
            ranches.append(copied)  # a tie on everything, or nearly: tiebreaks get exercised
        else:
            ranches.append(_ranch(rng, rows, budget, tiny))
    game = Game(
        players=tuple(Player(f"P{i + 1}", ranch) for i, ranch in enumerate(ranches)),
        mode=Mode.LEGENDS if scenario else Mode.BASE,
        scenario=scenario,
    )
    validate(game)
    return game


def random_tables(count: int, seed: int = 10) -> list[Game]:
    """``count`` tables of 2, 3 and 4 players in turn, every scenario in turn."""
    rng = random.Random(seed)
    return [random_table(rng, 2 + n % 3, SCENARIOS[n % len(SCENARIOS)]) for n in range(count)]
