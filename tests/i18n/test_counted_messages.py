"""Every counted message reads right for any count: no "the 1 round", no "1 are playing".

Each plural entry of the catalogs is rendered through the language's plural forms for
0, 1, 2, 5 and 21 (21 takes the singular in languages that key on the last digit), and the
output is read with a few patterns per language: an article or "all" before the number
one, a singular noun or verb next to another number, a plural one next to 1.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from flask_babel import force_locale, ngettext

from companion.i18n import CODES

ROOT = Path(__file__).parents[2]
COUNTS = (0, 1, 2, 5, 21)
COUNTED = {"num", "count", "rounds"}
"""The parameters that carry the count itself; other numbers are given as 7."""
PLACEHOLDER = re.compile(r"%\((\w+)\)([sd])")

THE_ONE = {
    "en": r"\b(?:[Tt]he|[Aa]ll) 1\b",
    "es": r"\b(?:[Ll]as?|[Ll]os|[Ee]l|[Tt]od[ao]s (?:las|los)) 1\b",
    "de": r"\b(?:[Dd](?:ie|er|as)|[Aa]lle) 1\b",
    "pt": r"\b(?:[AaOo]s?|[Tt]od[ao]s [ao]s) 1\b",
    "zh_Hant": r"(?:全部|所有|這)1(?!\d)",
}
"""An article or "all" before the number 1: the language would say the word instead."""

SINGULAR = {
    "en": r"player|round|table|point|is|was|has",
    "es": r"jugador|ronda|mesa|punto|sigue|juega|ha|tiene|puntúa|es|está|jugaría",
    "de": r"Runde|Tisch|Punkt|spielt|ist|wird|zählt|hat|würde",
    "pt": r"jogador|ronda|mesa|ponto|está|joga|é|tem|pontua|jogaria",
}
PLURAL = {
    "en": r"players|rounds|tables|points|are|were|have",
    "es": r"jugadores|rondas|mesas|puntos|siguen|juegan|han|tienen|puntúan|son|están|jugarían",
    "de": r"Runden|Tische|Punkte|spielen|sind|werden|zählen|haben|würden",
    "pt": r"jogadores|rondas|mesas|pontos|estão|jogam|são|têm|pontuam|jogariam",
}
"""Words that must agree with the count when they follow it, up to two words on."""
VERB_BEFORE = {
    "es": ("jugaría", "jugarían"),
    "de": ("würde", "würden"),
    "pt": ("jogaria", "jogariam"),
}
"""A verb that comes before its count ("jugarían 1"): singular, then plural."""


def plural_entries() -> list[tuple[str, str]]:
    with open(ROOT / "translations" / "messages.pot", "rb") as pot:
        return [m.id for m in read_po(pot) if m.pluralizable]


def params_for(singular: str, plural: str, count: int) -> dict[str, object]:
    params: dict[str, object] = {}
    for name, kind in PLACEHOLDER.findall(singular + plural):
        if name in COUNTED:
            params[name] = count
        else:
            params[name] = 7 if kind == "d" else "X"
    return params


def rendered(app, code: str, count: int) -> list[str]:
    with app.test_request_context(), force_locale(code):
        texts = []
        for singular, plural in plural_entries():
            params = params_for(singular, plural, count)
            params.pop("num", None)
            texts.append(ngettext(singular, plural, count, **params))
        return texts


def disagreements(code: str, text: str, count: int) -> list[str]:
    """What in ``text`` reads wrong for ``count``: the patterns above that match."""
    found = []
    if count == 1 and re.search(THE_ONE[code], text):
        found.append("the 1")
    if code in SINGULAR:
        wrong = PLURAL[code] if count == 1 else SINGULAR[code]
        after = rf"(?<![\d.,]){count} (?:\w+ ){{0,2}}(?:{wrong})\b(?!-)"
        if re.search(after, text):
            found.append("agreement")
    if code in VERB_BEFORE:
        singular, plural = VERB_BEFORE[code]
        verb = plural if count == 1 else singular
        if re.search(rf"\b{verb}(?: \w+)? {count}(?![.,]?\d)", text):
            found.append("agreement")
    return found


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("count", COUNTS)
def test_every_counted_message_agrees_with_its_count(app, code, count):
    wrong = [
        (text, why)
        for text in rendered(app, code, count)
        for why in disagreements(code, text, count)
    ]
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("code", "count", "text"),
    [
        ("es", 1, "La 1 ronda ya tiene asientos asignados."),
        ("de", 1, "Die 1 Runde ist schon gesetzt."),
        ("pt", 1, "A 1 ronda já tem lugares atribuídos."),
        ("zh_Hant", 1, "全部1輪都已安排座位。"),
        ("en", 1, "All 1 round has been seated."),
        ("es", 1, "3 jugadores, 1 siguen jugando."),
        ("de", 1, "3 Spieler, 1 spielen noch."),
        ("es", 1, "Una ronda necesita al menos 2 jugadores; jugarían 1."),
        ("pt", 5, "5 mesa foi fechada."),
        ("en", 2, "2 of them is still playing."),
    ],
)
def test_the_patterns_catch_the_wordings_the_review_found(code, count, text):
    assert disagreements(code, text, count)


def test_the_patterns_let_right_wordings_through():
    assert not disagreements("es", "3 jugadores; 1 sigue jugando.", 1)
    assert not disagreements("de", "Runde 7 ist geschlossen: 5 Tische.", 5)
    assert not disagreements("pt", "As 21 rondas já têm as mesas distribuídas.", 21)
    assert not disagreements("en", "The event's only round has already been seated.", 1)
