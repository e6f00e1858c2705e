"""Rules search against a topic page: what a search costs, as a ratio.

Every shipped question (``companion/rules/questions.toml``, in five languages,
with typos and Chinese) is asked through the search page; the baseline is the
topic pages those questions lead to, served by the same app in the same run.
Both take turns in short rounds so a burst of load elsewhere hits both alike.
Goal: a search costs at most 3x a topic page.
"""

from __future__ import annotations

import time
import tomllib
from pathlib import Path

from companion import create_app

QUESTIONS = Path(__file__).resolve().parents[1] / "companion" / "rules" / "questions.toml"


def _urls() -> tuple[list[dict], list[str]]:
    searches, pages = [], []
    for game, languages in tomllib.loads(QUESTIONS.read_text("utf-8")).items():
        for code, asked in languages.items():
            for question, slug in asked.items():
                searches.append({"path": f"/{game}/rules/search", "q": question, "lang": code})
                pages.append(f"/{game}/rules/{slug}?lang={code}")
    return searches, pages


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
