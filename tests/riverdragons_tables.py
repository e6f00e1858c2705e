"""The River Dragons player-count table as the rulebook prints it (RD L60-65), for tests."""

PLAYER_COUNT_ROWS = [
    # players, colours in play, dragon cards removed
    (2, ["pink", "black"], ["blue", "red", "green", "yellow"]),
    (3, ["blue", "red", "pink"], ["black", "green", "yellow"]),
    (4, ["blue", "green", "red", "yellow"], ["pink", "black"]),
    (5, ["black", "blue", "red", "green", "yellow"], ["pink"]),
    (6, ["pink", "black", "blue", "red", "green", "yellow"], []),
]
