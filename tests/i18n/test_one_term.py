"""One word for one thing in each language, as its edition and its organisers say it.

Each pair below is a concept the review found said two ways: the catalogs keep the first
word and never the second. Some checks read every entry; where the other word is right
elsewhere ("Lugar" is a seat, "Spiel" the box you play), only the entries that mean the
concept are read, picked by their English text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).parents[2]


def entries(code: str) -> list[tuple[str, str]]:
    """(English, translation) for every string of ``code``'s catalog, both plural forms."""
    with open(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po", "rb") as po:
        catalog = read_po(po, locale=code)
    out = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(ids[min(i, len(ids) - 1)], s) for i, s in enumerate(strings) if s]
    return out


# (language, English that means the concept or None for every entry, the word, the other word, why)
PAIRS = [
    ("zh_Hant", None, "活動", r"比賽", "an event is 活動 (a club night is no 比賽)"),
    ("zh_Hant", None, "平手", r"打和", "a tie is 平手, as the edition and the app say"),
    ("zh_Hant", None, "著", r"着", "著, as the catalog and the edition write it"),
    ("zh_Hant", r"\bclub\b", "會社", r"會(?!社)[或的]", "a club is 會社, never 會 clipped"),
    (
        "de",
        r"\b(?:best (?:single )?game|its own game)\b",
        "Partie",
        r"\bSpiel\b",
        "a game played is a Partie",
    ),
    ("de", r"\(optional\)", "(optional)", r"freiwillig", "the edition writes (optional)"),
    (
        "de",
        r"\bseat",
        "einteil",
        r"\bgesetzt\b|\bsetzen\b|\bsetzt\b",
        "tables are eingeteilt; gesetzt means seeded",
    ),
    (
        "pt",
        r"\bpoints? per place\b|\bshare a place\b|\bbetter place\b|^Place$",
        "posiç",
        r"\blugar(?:es)?\b",
        "a place in the standings is a posição; a lugar is a seat",
    ),
    ("pt", None, "paisage", r"\b[Tt]errenos?\b", "the edition says paisagem"),
    ("pt", None, "Fim da partida", r"(?i)fim do jogo", "the edition says fim da partida"),
    ("pt", r"\bseat", "distribu", r"\bsent(?:ar|a|ad[oa]s?)\b", "distribuir as mesas"),
    ("es", r"\bseat", "mesa", r"\bsent(?:ar|ará|ad[oa]s?)\b|\bsienta\b", "asignar las mesas"),
]


@pytest.mark.parametrize(
    ("code", "meaning", "word", "other", "why"), PAIRS, ids=[f"{p[0]}-{p[2]}" for p in PAIRS]
)
def test_one_word_for_one_concept(code, meaning, word, other, why):
    chosen = [(e, t) for e, t in entries(code) if meaning is None or re.search(meaning, e)]
    assert any(word in t for _, t in chosen), f"{why}: no entry says {word}"
    assert not [t for _, t in chosen if re.search(other, t)], why


@pytest.mark.parametrize(
    ("code", "pattern"),
    [
        (
            "es",
            r"^retirad[oa]$|%\(name\)s (?:ha sido|fue) \w+d[oa]\b|añadido al jugador|Otro jugador",
        ),
        ("pt", r"^retirad[oa]$|%\(name\)s foi \w+d[oa]\b|O jogador não foi|outro jogador chamado"),
    ],
)
def test_a_player_whose_gender_is_unknown_is_spoken_of_neutrally(code, pattern):
    """A participle or article that agrees with one named player guesses a gender."""
    assert not [t for _, t in entries(code) if re.search(pattern, t)]


@pytest.mark.parametrize(
    ("code", "pattern", "why"),
    [
        ("es", r"\b[Ss]u noche de juegos\b", "tú: a table's game night, not usted's"),
        ("pt", r"\b[Aa] sua noite de jogos\b", "tu: a table's game night, not você's"),
    ],
)
def test_the_app_says_tu_and_tu(code, pattern, why):
    assert not [t for _, t in entries(code) if re.search(pattern, t)], why
