"""Rules search against a topic page: what a search costs, as a ratio, and how often it finds.

Every shipped question (``companion/rules/questions.toml``, in five languages,
with typos and Chinese, and ``companion/rules/talk.toml``, in players' words)
is asked through the search page; the baseline is the topic pages those
questions lead to, served by the same app in the same run. Both take turns in
short rounds so a burst of load elsewhere hits both alike.
Goal: a search costs at most 3x a topic page.

Then, for each file of questions, how many find their topic among the first
three results (``found_in_first_three``: any file of the same form can be
scored, such as questions the search was never tuned on): the shipped ones,
the development sets (the tuning's measure: no test locks them, so a
change of a weight in ``companion/rules/tuning.py`` is judged here, by their
total and by the held-out sets) and the three held-out sets (goal: 38 of 40
each; ``tests/rules/test_search_held_out.py`` keeps a floor under them).
``python -m benchmarks search-scores`` prints the scores alone (no timing).
"""

from __future__ import annotations

import time
import tomllib
from pathlib import Path

from companion import create_app

RULES = Path(__file__).resolve().parents[1] / "companion" / "rules"
QUESTIONS = (RULES / "questions.toml", RULES / "talk.toml")
UNSEEN = Path(__file__).resolve().parents[1] / "tests" / "rules" / "talk_unseen.toml"
DEVELOPMENT = tuple(
    sorted(
        Path(__file__).resolve().parent.glob("dev_questions*.toml"),
        key=lambda path: int(path.stem.removeprefix("dev_questions").lstrip("_") or 1),
    )
)
"""The development questions, in the order they were written: the third round's twenty sets
(each scored once before the mechanism was changed for it, then tuned on) and later ones
(each says how it was scored)."""
HELD_OUT_GOAL = 38
"""Of the 40 questions of each held-out set, how many should find their topic."""
HELD_OUT = (
    Path(__file__).resolve().parent / "heldout_questions.toml",
    Path(__file__).resolve().parent / "heldout_questions_2.toml",
    Path(__file__).resolve().parent / "heldout_questions_3.toml",
)
"""Three sets of 40 questions in players' words, each written by someone who never saw the
search code or its tuning questions. Only this benchmark reads them: the search and its
tuning never do (goal: 38 of 40). The kinds of the first set's misses were described to a
later round of tuning, so it no longer measures unseen talk; the second was written after
that round; the third was written before the third round, kept outside the repository
while that round worked, and added only once it had ended."""


def questions_in(path: Path) -> list[tuple[str, str, str, str]]:
    """(game, language, question, slug) for every question of a file."""
    return [
        (game, code, question, slug)
        for game, languages in tomllib.loads(path.read_text("utf-8")).items()
        for code, asked in languages.items()
        for question, slug in asked.items()
    ]


def _urls() -> tuple[list[dict], list[str]]:
    searches, pages = [], []
    for path in QUESTIONS:
        for game, code, question, slug in questions_in(path):
            searches.append({"path": f"/{game}/rules/search", "q": question, "lang": code})
            pages.append(f"/{game}/rules/{slug}?lang={code}")
    return searches, pages


def found_in_first_three(app, path: Path) -> tuple[int, int]:
    """How many questions of a file find their topic among the first three results."""
    from companion.rules.search import search

    asked = questions_in(path)
    with app.test_request_context():
        found = sum(
            slug in [hit.topic.slug for hit in search(game, question, code)[:3]]
            for game, code, question, slug in asked
        )
    return found, len(asked)


def _seconds_per_request(function, items, seconds: float) -> float:
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for item in items:
            function(item)
        done += len(items)
    return (time.perf_counter() - start) / done


def bench_search(seconds: float = 3.0) -> None:
    app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE_URL": "sqlite://"})
    client = app.test_client()
    searches, pages = _urls()

    def ask(search: dict) -> None:
        response = client.get(
            search["path"], query_string={"q": search["q"], "lang": search["lang"]}
        )
        assert response.status_code == 200

    def read(url: str) -> None:
        assert client.get(url).status_code == 200

    for search in searches[:5]:
        ask(search)  # builds the index once, as the first search after a start does
    rounds = max(4, int(seconds / 0.5))
    search_time = page_time = 0.0
    for _ in range(rounds):
        search_time += _seconds_per_request(ask, searches, 0.25)
        page_time += _seconds_per_request(read, pages, 0.25)
    search_time, page_time = search_time / rounds, page_time / rounds
    print(
        f"search: {search_time * 1000:.2f} ms per search ({len(searches)} shipped questions, "
        f"five languages) vs {page_time * 1000:.2f} ms per topic page: "
        f"{search_time / page_time:.1f}x a topic page (goal: at most 3x)"
    )
    print_scores(app)


def _score_line(name: str, found: int, asked: int, note: str = "") -> str:
    return f"        {name}: {found} of {asked} find their topic in the first three{note}"


def print_scores(app=None) -> None:
    """Every question set's score: shipped, development (and their total), held out."""
    if app is None:
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE_URL": "sqlite://"})
    for path in (*QUESTIONS, UNSEEN):
        print(_score_line(path.name, *found_in_first_three(app, path)))
    total = asked_total = 0
    for path in DEVELOPMENT:
        found, asked = found_in_first_three(app, path)
        total, asked_total = total + found, asked_total + asked
        print(_score_line(path.name, found, asked))
    print(_score_line(f"development, {len(DEVELOPMENT)} sets", total, asked_total))
    for path in HELD_OUT:
        found, asked = found_in_first_three(app, path)
        print(_score_line(path.name, found, asked, f" (held out; goal {HELD_OUT_GOAL})"))
