"""What players' questions mean, the same in every language: the intents of ``talk``.

The words themselves are per language, in one lexicon each
(``companion/rules/lexicon/<code>.py``, read by ``search_words``); what
those words mean is here, language-blind, so a question asked in any
language reaches the topic that settles it:

- ``TERRAINS``: the concepts that are kinds of land.
- ``BROADER``: what a concept implies (a desert is a terrain, a duel two players).
- ``PICTURED``: the partners players name by their picture.
- ``ALWAYS_TAKEN``: concepts whose words never help the word search.
- ``INTENTS``: per game and topic, the questions the topic answers, written
  as the concepts they combine ("steal cow": someone's cow taken). Every
  concept name is one of the lexicons' ``CONCEPTS``, or one of: ``NUM`` any
  count, ``TWO`` the count 2 (two players), ``SCORE`` a number of points (a
  number from 10 that counts nothing else, or next to a word for points);
  ``plot#`` plots counted (a number or "how many" before them), ``no-farmer``
  a farmer said to be missing.
"""

from __future__ import annotations

TERRAINS = ("desert", "canyon", "prairie", "forest", "farm", "cornfield")
"""The kinds of land: a word for one may stand before what is counted ("3 desert tiles")."""

BROADER: dict[str, tuple[str, ...]] = {
    **{kind: ("terrain",) for kind in TERRAINS},
    "duel": ("TWO", "players"),
    "steal": ("take",),
    "stuck": ("no-place",),
    "no-room": ("full",),
}
"""A concept -> what it implies: a question about "a desert of 4 tiles" asks what any
terrain's does; a duel is two players; stealing is a way of taking (a plank taken back
is River Dragons' remove); no room, however it is said, is full."""

PICTURED = ("cowboy", "desperado", "cattle-thief", "gold-prospector", "trapper", "farmer")
"""The partners players name by what their picture shows: the thing a picture phrase
names alone ("hat" of "straw hat", "fur hat") means every one of them shown with it."""

ALWAYS_TAKEN = frozenset({"person", "someone", "both", "who", "lack"})
"""Concepts whose words say nothing to the text search ("the guy with", "both of us"):
they are taken out of the query even where the rules text happens to hold them."""

INTENTS: dict[str, dict[str, tuple[str, ...]]] = {
    "moon-river": {
        "setup": (
            "many players",
            "ranchero first",
            "setup",
            "setup first",
            "setup place",
            "setup ranchero",
            "players# plot",
            "players# column",
            "players# ranchero",
            "shuffle",
            "shuffle partner",
            "shuffle plot",
        ),
        "components": (
            "contents",
            "contents cow",
            "contents ranchero",
            "contents plot",
            "contents partner",
            "cow# box",
            "ranchero# box",
            "partner# box",
            "partner# kind",
            "partner kind",
        ),
        "turn": (
            "pass",
            "order",
            "order ranchero",
            "order plot",
            "board full",
            "full",
            "plot full",
            "who first",
            "take plot",
            "alone plot place",
            "alone domino",
            "domino# place",
            "no-place",
            "no-place plot",
            "no-place domino",
            "place no-plot",
            "place no-domino",
        ),
        "connection-rules": (
            "corner",
            "adjacent corner",
            "plot place",
            "bridge place",
            "ranch size",
            "ranch row",
            "ranch plot#",
            "row players",
            "orientation",
            "orientation domino",
            "orientation plot",
        ),
        "plot-symbols": (
            "skull",
            "skull cow",
            "circle",
            "saloon runout",
            "circle saloon",
            "skull herder",
            "skull partner",
            "skull herder cow",
            "flip partner",
            "flip cowboy",
            "printed cow",
            "printed cow end",
            "skull cow later",
        ),
        "partners": (
            "herder",
            "herder cow",
            "partner herder",
            "no-herder",
            "partner# plot",
            "partner# plot room",
            "partner# plot place",
            "must partner",
            "must cowboy",
            "must desperado",
            "must cattle-thief",
        ),
        "cowboy": ("cowboy", "move cow", "move cow cornfield"),
        "desperado": ("desperado", "swap", "swap plot", "swap board"),
        "cattle-thief": (
            "cattle-thief",
            "steal cow",
            "steal",
            "take cow someone",
            "someone cow",
            "cattle-thief herder",
            "cattle-thief cow",
            "steal herder",
        ),
        "gold-prospector": ("gold-prospector", "nugget person", "nugget partner"),
        "trapper": ("trapper", "beaver person", "beaver partner"),
        "farmer": ("farmer", "corn person", "corn partner"),
        "end-of-round": ("saloon end", "end round", "refill", "refill saloon", "column round"),
        "end-of-game": (
            "runout box",
            "runout plot",
            "box plot",
            "end place",
            "no-plot",
            "must end place",
            "end no-place",
            "end no-place plot",
            "end no-place domino",
            "end no-room",
            "end game",
            "runout game",
            "discard end",
            "plot# both",
            "plot# players",
            "plot# both end",
            "domino# both",
            "ranch win",
            "ranch plot# win",
            "plot# win",
        ),
        "overpopulation": (
            "cow# plot",
            "cow# same",
            "cow same plot",
            "cow plot end",
            "remove cow",
            "app take cow",
        ),
        "scoring": ("points SCORE", "points end", "win", "pad", "points pad", "discard points"),
        "choosing-a-scenario": ("scenario pad", "scenario points pad", "scenario place points"),
        "territory-points": (
            "territory points",
            "territory cow",
            "territory cow NUM",
            "territory size",
            "territory apart",
            "terrain apart",
            "terrain size",
            "terrain cow points",
            "terrain plot#",
            "terrain plot# cow",
            "plot# cow",
            "plot# cow points",
            "terrain cow#",
            "terrain points",
            "cornfield points",
        ),
        "resource-points": (
            "discard points",
            "nugget points",
            "beaver points",
            "corn points",
            "nugget no-gold-prospector",
            "beaver no-trapper",
            "corn no-farmer",
        ),
        "partner-points": (
            "partner points",
            "farmer# corn",
            "trapper# beaver",
            "gold-prospector# nugget",
            "partner# points",
        ),
        "ties": (
            "tie",
            "same points",
            "same SCORE",
            "both SCORE",
            "both points",
            "who win",
            "both SCORE terrain",
            "both SCORE territory",
            "both SCORE plot#",
            "both SCORE cow#",
            "same SCORE terrain",
            "same SCORE plot#",
        ),
        "timber-rafting": ("forest river", "forest adjacent", "river adjacent"),
        "gold-rush": ("nugget adjacent", "nugget NUM plot", "nugget NUM SCORE", "nugget NUM"),
        "outlaws": (
            "desperado adjacent",
            "cattle-thief adjacent",
            "partner adjacent",
            "bandit",
            "bandit adjacent",
            "bandit NUM",
            "bandit points",
        ),
        "moon-river-city": ("farm adjacent", "farm NUM"),
        "legends-of-the-west": ("expert",),
        "how-this-app-scores": ("cow cornfield", "app", "app points", "app cow"),
        "two-players": (
            "bonus-tile",
            "TWO players",
            "TWO ranch",
            "TWO size",
            "TWO row",
            "TWO change",
            "TWO ranch size",
            "TWO ranch row",
            "TWO row players",
            "TWO ranch plot#",
            "TWO column",
            "TWO column round",
        ),
    },
    "river-dragons": {
        "components": (
            "contents",
            "contents card",
            "contents pawn",
            "contents plank",
            "contents stone",
            "plank#",
            "stone#",
            "card# colour",
            "card# box",
        ),
        "setup": ("colour players", "players#", "colour village", "first round", "who first round"),
        "turn": (
            "first",
            "who first",
            "card place",
            "card# place",
            "card hidden",
            "card round",
            "must card",
            "flip card",
        ),
        "place-stones": ("stone", "stone place", "stone runout", "no-stone"),
        "place-planks": ("plank", "plank place", "plank stone", "no-plank", "room plank"),
        "remove": ("remove", "remove plank", "remove stone", "take plank", "take stone"),
        "moves": (
            "move",
            "move pawn",
            "stuck",
            "fall",
            "fall river",
            "pawn runout",
            "pawn# plank",
            "pawn plank same",
            "move plank same",
        ),
        "jump": ("jump", "jump pawn", "jump no-plank", "jump plank", "jump fall", "jump stuck"),
        "dragons": ("dragon", "cancel", "dragon colour", "dragon cancel", "must dragon"),
        "expert-rules": ("expert", "no-island", "island expert"),
        "how-this-app-resolves": ("app", "dragon colour own", "dragon own"),
        "end-of-game": (
            "end",
            "end game",
            "runout game",
            "win",
            "who win",
            "reach",
            "village reach",
            "village end",
            "village hidden",
            "reach hidden",
            "village card",
            "village card hidden",
            "reach card hidden",
        ),
    },
}
"""game -> topic slug -> the concept sets it answers (see the module's docstring)."""
