"""The rules search's core, on the examples of the issue that asked for it.

Players' questions as a whole are a benchmark, not tests: every question file
(``companion/rules/questions.toml``, ``talk.toml``, the development and held-out
sets under ``benchmarks/``) is scored by ``python -m benchmarks search``, so a
change of a weight is judged by the sets' totals. Here: the files are well
formed (every language asked, every expected topic real), the issue's own
examples rank their topic first, and a query loses its punctuation and question
words.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from benchmarks.search import DEVELOPMENT, HELD_OUT, UNSEEN, questions_in
from benchmarks.search import QUESTIONS as QUESTION_FILES
from companion.i18n import CODES
from companion.rules.search import query_words
from companion.rules.topics import rulebook, rulebooks

QUESTIONS = tomllib.loads(
    (Path(__file__).parents[2] / "companion" / "rules" / "questions.toml").read_text("utf-8")
)
CASES = [
    (game, code, question, slug)
    for game, languages in QUESTIONS.items()
    for code, asked in languages.items()
    for question, slug in asked.items()
]
RESULT = re.compile(r'<li>\s*<a href="/([a-z-]+)/rules/([a-z0-9-]+)\?')

ISSUE_EXAMPLES = {
    "en": [
        "overpopulation?",
        "what happens with overpopulation",
        "overpopulaton",
        "who wins a tie?",
    ],
    "de": ["Ueberpopulation", "Goldgraeberin", "Floesserei", "Kühe", "Überbevölkerung"],
    "es": ["superpoblación"],
    "pt": ["sobrepopulação"],
    "zh_Hant": ["偷牛贼", "人口過剩", "平手怎麼辦"],
}


def first_three(client, game: str, question: str, code: str) -> list[str]:
    page = client.get(f"/{game}/rules/search", query_string={"q": question, "lang": code})
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    if '<ol class="hits">' not in html:
        return []
    hits = html.split('<ol class="hits">')[1].split("</ol>")[0]
    return [slug for _game, slug in RESULT.findall(hits)][:3]


@pytest.mark.parametrize("code", CODES)
def test_at_least_fifteen_questions_per_language(code):
    assert sum(1 for _g, c, _q, _s in CASES if c == code) >= 15


def test_every_example_of_the_issue_is_asked():
    for code, examples in ISSUE_EXAMPLES.items():
        for example in examples:
            assert example in QUESTIONS["moon-river"][code]


def test_every_question_file_expects_real_topics(app):
    """A misspelt slug in a benchmark file would count as a miss nobody can fix."""
    slugs = {game: {topic.slug for topic in rulebook(game)} for game in rulebooks()}
    for path in (*QUESTION_FILES, UNSEEN, *DEVELOPMENT, *HELD_OUT):
        for game, _code, question, slug in questions_in(path):
            assert slug in slugs[game], f"{path.name}: {question!r} expects {slug}"


def test_the_meant_topic_comes_first_for_the_plain_questions(client):
    """Ranking, not only finding: the player's meaning beats topics that merely mention it."""
    assert first_three(client, "moon-river", "what happens with overpopulation?", "en")[0] == (
        "overpopulation"
    )
    assert first_three(client, "moon-river", "who wins a tie?", "en")[0] == "ties"
    assert first_three(client, "moon-river", "平手怎麼辦", "zh_Hant")[0] == "ties"
    assert first_three(client, "moon-river", "偷牛贼", "zh_Hant")[0] == "cattle-thief"
    assert first_three(client, "moon-river", "Überbevölkerung", "de")[0] == "overpopulation"
    # "How many": words of the question, not of the rules.
    assert first_three(client, "moon-river", "Wie viele Punkte gibt ein Biber", "de")[0] == (
        "resource-points"
    )
    assert first_three(client, "moon-river", "how many points is a beaver worth", "en")[0] == (
        "resource-points"
    )


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("What happens with overpopulation?", ["overpopulation"]),
        ("¿Qué pasa con la superpoblación?", ["superpoblacion"]),
        ("Was passiert bei Gleichstand?", ["gleichstand"]),
        ("o que acontece com a superpopulação?", ["superpopulacao"]),
        ("平手怎麼辦？", ["平手"]),
        ("平手怎么办?", ["平手"]),
        ("Flößerei", ["flosserei"]),
        ("Floesserei", ["flosserei"]),
        ("what?", ["what"]),
    ],
)
def test_questions_lose_their_punctuation_and_question_words(query, words):
    assert query_words(query) == words


def test_a_typo_is_corrected_by_similarity_not_by_chance(client):
    assert first_three(client, "moon-river", "overpopulaton", "en")[0] == "overpopulation"
    assert first_three(client, "moon-river", "xqzvbnmwk", "en") == []
