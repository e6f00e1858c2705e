"""The rules are written in our own words: no sentence of a published rulebook is copied.

Official terms are a few words long, so a run of eight words (fourteen
characters in Chinese) shared with a rulebook means a sentence was copied.
The shared/ folder sits beside the project, as on every machine that runs
these tests.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT.parent / "shared" / "seeds"
RULEBOOKS = {
    "es": ["000_aff67000bc13828e.txt", "004_082b954dee654399.txt"],
    "de": ["001_9439191e8aedc93b.txt"],
    "zh_Hant": ["002_2f20414ef2a03c9b.txt"],
    "pt": ["003_48410768b2201af0.txt"],
}
WORDS, CHARACTERS = 10, 18


def units(text: str, locale: str) -> list[str]:
    """Words (or, in Chinese, characters), lower-cased, without punctuation."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = re.sub(r"\*\*|\[\[[\w-]+\|?|\]\]|%\(\w+\)[sd]", " ", text)
    if locale == "zh_Hant":
        return [ch for ch in text if ch.isalnum()]
    return re.findall(r"\w+", text)


def runs(items: list[str], size: int) -> set[tuple[str, ...]]:
    return {tuple(items[i : i + size]) for i in range(len(items) - size + 1)}


def our_texts(locale: str) -> list[str]:
    path = ROOT / "translations" / locale / "LC_MESSAGES" / "messages.po"
    with open(path, "rb") as f:
        catalog = read_po(f, locale=locale)
    texts = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        texts.extend(s for s in strings if s)
    return texts


@pytest.mark.parametrize("locale", sorted(RULEBOOKS))
def test_no_run_of_words_is_taken_from_the_rulebook(locale):
    files = [SEEDS / name for name in RULEBOOKS[locale]]
    if not all(f.exists() for f in files):
        pytest.skip("the rulebooks in ../shared/seeds are not beside this checkout")
    size = CHARACTERS if locale == "zh_Hant" else WORDS
    book = set()
    for file in files:
        book |= runs(units(file.read_text(encoding="utf-8"), locale), size)
    copied = []
    for text in our_texts(locale):
        shared = runs(units(text, locale), size) & book
        if shared:
            copied.append((text[:80], " ".join(sorted(shared)[0])))
    assert not copied, f"{len(copied)} texts share a run with the rulebook: {copied[:5]}"
