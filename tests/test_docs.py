"""The design lives in the repository: docs/ holds it, and the code cites only what is there.

Every ruling id a comment or docstring cites (G1, S7, D-13, R-4, ...) must be
explained in docs/ or on one of the app's "how this app ..." pages, and
nothing may point to documents a clone of the repository does not have.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
from pathlib import Path

import pytest

from companion.rules.markup import to_plain
from companion.rules.moonriver.app_rulings import HOW_THIS_APP_SCORES
from companion.rules.riverdragons import TOPICS as RIVER_DRAGONS_TOPICS
from scripts.rulings_doc import render

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RULING_ID = re.compile(r"\b(?:(?!A4\b)[AGPSTW][1-9]|[DR]-[1-9][0-9]?)\b")
"""Scoring rulings (A1, G2, P3, S7, T4, W6), edition differences (D-13), River Dragons (R-4).
A4 is the paper size, not a ruling."""


def tracked(*patterns: str) -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files", *patterns], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return [ROOT / line for line in out.split()]


def explanations(path: Path) -> str:
    """The comments and docstrings of a Python file: where ids are cited in prose."""
    source = path.read_text(encoding="utf-8")
    parts = [
        token.string
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT
    ]
    parts += [
        node.value.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ]
    return "\n".join(parts)


@pytest.fixture(scope="module")
def explained(app_context) -> str:
    """Everything a reader can look an id up in: docs/ and the two rulings pages, in English."""
    pages = [HOW_THIS_APP_SCORES, *RIVER_DRAGONS_TOPICS]
    page_text = "\n".join(to_plain(block.text) for topic in pages for block in topic.blocks)
    docs = "\n".join(path.read_text(encoding="utf-8") for path in DOCS.glob("*.md"))
    return docs + page_text


@pytest.fixture(scope="module")
def app_context():
    from companion import create_app

    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://", "SECRET_KEY": "docs"})
    with app.test_request_context("/?lang=en"):
        yield


def test_every_ruling_id_the_code_cites_is_explained(explained):
    defined = set(RULING_ID.findall(explained))
    cited = {
        (ruling, str(path.relative_to(ROOT)))
        for path in tracked("companion/*.py", "tests/*.py", "benchmarks/*.py")
        for ruling in RULING_ID.findall(explanations(path))
    }
    missing = sorted(pair for pair in cited if pair[0] not in defined)
    assert not missing


def test_nothing_points_outside_the_repository():
    outside = re.compile(r"shared/design|rules-notes|design/(?:api|rulings|architecture)\.md")
    found = [
        str(path.relative_to(ROOT))
        for path in tracked("*.py", "*.md", "*.html", "*.js", "*.toml", "*.cfg")
        if path.is_file()
        and path != Path(__file__).resolve()  # the pattern above names them
        and outside.search(path.read_text(encoding="utf-8", errors="replace"))
    ]
    assert not found


def test_the_rulings_document_is_the_page_in_english():
    assert (DOCS / "rulings.md").read_text(encoding="utf-8") == render(), (
        "docs/rulings.md is behind the page: run python scripts/rulings_doc.py"
    )


def test_the_docs_are_linked_from_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/api.md" in readme and "docs/editions.md" in readme and "docs/rulings.md" in readme
