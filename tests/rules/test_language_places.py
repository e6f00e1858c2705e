"""Every language the app offers is in every place a language needs.

``docs/architecture.md`` ("Adding a language") lists these places; this test
holds the same list, so a language added to ``companion/i18n.py`` but missing
from one of them fails with the place named, and the list cannot drift from the
code unnoticed. A made-up language shows that every place is checked.
"""

from __future__ import annotations

import sys
import tomllib
import types
from pathlib import Path

import pytest

from companion.i18n import CODES
from companion.rules.search_words import LEXICON_DIR, LexiconMissing, lexicon
from companion.words.collation import ICU_LOCALES

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("moon-river", "river-dragons")
SOURCE = "en"
"""The language the catalogs translate from: it has no catalog of its own."""


def _catalog(code: str) -> bool:
    return (
        code == SOURCE or (ROOT / "translations" / code / "LC_MESSAGES" / "messages.po").is_file()
    )


def _catalog_checked(code: str) -> bool:
    from tests.i18n.test_catalogs import LOCALES

    return code == SOURCE or code in LOCALES


def _official_terms(code: str) -> bool:
    from tests.i18n.test_official_terms import OFFICIAL_TERMS

    return code in OFFICIAL_TERMS


def _lexicon(code: str) -> bool:
    try:
        words = lexicon(code)
    except LexiconMissing:
        return False
    return set(words.concepts) == set(lexicon(SOURCE).concepts)


def _asked_in(path: Path, code: str) -> bool:
    asked = tomllib.loads(path.read_text("utf-8"))
    return all(asked.get(game, {}).get(code) for game in GAMES)


PLACES = {
    "translations/<code>/LC_MESSAGES/messages.po (the catalog)": _catalog,
    "LOCALES in tests/i18n/test_catalogs.py": _catalog_checked,
    "OFFICIAL_TERMS in tests/i18n/test_official_terms.py": _official_terms,
    "ICU_LOCALES in companion/words/collation.py": lambda code: code in ICU_LOCALES,
    "companion/rules/lexicon/<code>.py (every table, every concept)": _lexicon,
    "companion/rules/questions.toml (both games)": lambda code: _asked_in(
        ROOT / "companion" / "rules" / "questions.toml", code
    ),
    "companion/rules/talk.toml (both games)": lambda code: _asked_in(
        ROOT / "companion" / "rules" / "talk.toml", code
    ),
}
"""Place (as docs/architecture.md names it) -> whether it has a language."""


def missing_places(code: str) -> list[str]:
    return [place.replace("<code>", code) for place, has in PLACES.items() if not has(code)]


@pytest.mark.parametrize("code", CODES)
def test_every_language_is_in_every_place(code):
    assert missing_places(code) == [], f"{code} is missing from: {missing_places(code)}"


def test_a_new_language_is_told_every_place_it_is_missing_from():
    assert missing_places("fr") == [place.replace("<code>", "fr") for place in PLACES]


def test_a_lexicon_without_a_table_says_which(monkeypatch):
    french = types.ModuleType("companion.rules.lexicon.fr")
    french.QUESTION_WORDS, french.NUMBERS = "quoi", "deux=2"
    monkeypatch.setitem(sys.modules, french.__name__, french)
    lexicon.cache_clear()
    try:
        with pytest.raises(LexiconMissing, match=r"lexicon/fr\.py has no CONCEPTS$"):
            lexicon("fr")
        with pytest.raises(
            LexiconMissing, match=r"no lexicon module companion/rules/lexicon/it\.py"
        ):
            lexicon("it")
    finally:
        lexicon.cache_clear()


def test_the_documented_places_are_the_tested_ones():
    section = (
        (ROOT / "docs" / "architecture.md").read_text("utf-8").split("## Adding a language")[1]
    )
    section = section.split("\n## ")[0]
    for place in PLACES:
        for named in place.split(" (")[0].split(" in "):
            assert named in section, f"docs/architecture.md does not name {named}"
    assert LEXICON_DIR.relative_to(ROOT).as_posix() + "/<code>.py" in section
