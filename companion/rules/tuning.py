"""Every tuned number of the rules search, in one place, with why it has its value.

The search (``search``), the talk reading (``talk``) and the mending of
unknown words (``mending``) take their weights and thresholds from here, so
changing one is one line, and its effect is measured, not locked by tests:
``python -m benchmarks search`` prints every question set's score (the
development sets and the held-out ones, which the tuning never reads; goal:
38 of 40 each). The values were set on the development sets
(``benchmarks/dev_questions*.toml``) over three rounds of tuning.

Weights are relative: a word search gain is rarity (ln(1 + topics / topics
holding the word), about 0.1 to 4) x where it is found x how surely it is the
player's word; a topic answering the question's concepts gains an intent
weight on top, which is meant to outweigh two or three rare words.
"""

from __future__ import annotations

# --- the word search (search.py) ---

TITLE, KEYWORD, BLOCK = 3.0, 2.0, 1.0
"""How much a match weighs by where it is found (a topic's everyday words weigh as keywords):
a title names the topic, a keyword was chosen for it, a block only mentions the word."""
PHRASE_BONUS = 1.5
"""Extra weight, times the field's weight, for a field holding the whole query: more than a
typo-corrected word, less than a title word, so an exact phrase lifts a topic without
outvoting its rare words."""
TYPO_SCORE = 80
"""RapidFuzz similarity (0-100) from which an unknown word counts as a typo of a word of the
index: 80 lets one wrong letter in a five-letter word through (pitchfrok), not two."""
TYPOS_TRIED = 3
"""How many corrections of one unknown word are looked for: more only adds noise."""
SHORTEST_CORRECTED = 4
"""Latin words shorter than this are never typo-corrected: too many words are that close."""
TYPO_WEIGHT = 0.8
"""A word found only through a typo correction counts this much: probably, not surely, the
player's word."""
PIECE_WEIGHT = 0.5
"""A piece of an unknown Chinese word found in the index counts this much; a single character
half of it (a character alone says little)."""
LONGEST_PIECE = 4
"""Unknown Chinese words are cut into known pieces of at most this many characters (the
longest terms of the Hong Kong rules are four characters)."""
STAND_IN_WEIGHT = 0.8
"""The edition's word for what a player said otherwise (pitchfork: farmer) counts this much:
as a typo, since the player did not type it."""
SHORTEST_INSIDE = 3
"""Latin words shorter than this match only whole words ("in" is not in "gain")."""
CHINESE_FILLERS = frozenset(
    "的了是在有就都也和與把被給這那個些嗎呢吧要會能到去來上下裡入面度我你他她它們"
)
"""Characters that say nothing alone: an unknown Chinese word never falls back on them."""

# --- the talk reading (talk.py) ---

INTENT_WEIGHT = 8.0
"""What a topic gains when the question holds all the concepts of one of its intents: about
two rare title words, so a question in players' words reaches the topic that settles it even
when its words are found elsewhere."""
EXTRA_CONCEPT = 2.0
"""And for each concept of that intent past the first: the more precise, the surer."""
ASKED_WEIGHT = 0.5
"""What a question the rules ask (a FAQ's bold question) weighs against our intents: the
topic that settles the matter should stay first; the FAQ that asks it joins it among the
first three."""
SAID_ASKED = 2
"""A question the rules ask becomes an intent only when read as this many concepts or more:
one concept alone would call the FAQ for every question naming a cow."""
LACK_REACH = 3
"""A lack ("no", "sin", "ohne", 沒有) speaks of a thing named within this many words ("no
more room for a farmer"), not of the rest of the sentence."""
SCORE_FROM = 10
"""A number this large is a score: counts of one kind of piece on a ranch stay smaller."""
LONGEST_PHRASE = 4
"""Players' words are at most this many words long (``the one with``, ``no more room``)."""
SHORTEST_SPELLING = 4
"""A players' word is a typo target only from this length (mending): shorter ones are too
close to everyday words."""
SHORTEST_SUFFIX_STEM = 2
"""A number word ending (``*zig``) needs this many letters before it more than its own: "zig"
alone, or "bzig", is no number."""

# --- mending unknown words (mending.py) ---

ENDINGS = ("s", "es", "n", "en", "e")
"""Plural and case endings of the five languages' Latin-script words, tried off a word."""
LINKS = ("", "s", "n", "en", "e")
"""German linking letters between the parts of a compound (Punkt-e-gleichstand)."""
SHORTEST_STEM = 4
"""A word left shorter than this by a dropped ending is not trusted ("ties" -> "tie" is, but
"es" -> "e" is not)."""
SHORTEST_TYPO = 5
"""Shorter words are too easily a typo of anything."""
MENDING_TYPO_SCORE = 88
"""RapidFuzz similarity (0-100) from which a word counts as a typo of a players' word: higher
than the search's (80), since a mended word replaces the player's word before any reading."""
MENDING_TYPOS_TRIED = 5
"""How many close players' words are tried for one typo (the first one that passes wins)."""
TYPO_LENGTH_SLACK = 2
"""A typo's length differs from its word's by at most this (a letter doubled or left out)."""
SHORTEST_COMPOUND = 6
"""Shorter words are not split as compounds (two parts of at least three letters)."""
SHORTEST_PART = 4
"""A part of a compound found among the rules' words is at least this long (a talk word: 3)."""
COMPOUND_DEPTH = 2
"""A compound is split into at most three parts (the last part split once more)."""
