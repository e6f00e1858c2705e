"""Spoken Cantonese, as Hong Kong players type it, written as the rules write Chinese.

Hong Kong players type the spoken language, and type it fast: 佢偷咗我隻牛得唔得㗎,
but also 偷左 for 偷咗, 既 for 嘅, 可m可以 for 可唔可以, D牛 for 啲牛, a
romanised particle (得唔得ga, 點計ar), English words among the Chinese
(個thief偷咗). The rules are written Chinese. So a folded question is rewritten,
in this order:

1. the Latin stand-ins: ``m`` between Chinese characters is 唔, ``d`` before
   one is 啲, a romanised sentence particle after one is dropped;
2. the homophones typed for spoken characters, where the context says which
   (左 after a verb is 咗, not "left"; 既 is 嘅 unless it starts 既然...; 架
   ending a sentence is 㗎, elsewhere it lays a plank across);
3. spoken words as written ones (the Hong Kong lexicon's ``SPOKEN``,
   ``search_words.SPOKEN_CANTONESE``: 冇 is 沒有, 佢 is 他, 粟米 is 玉米), the
   sentence particles becoming nothing;
4. the grammar of questions: an A-not-A question is its verb (計唔計分 asks
   about 計分), and a verb with 不到 or 不了 after it is a verb that cannot be
   done (放唔到: 不能放, so the lack of placing is read);
5. English words typed among the Chinese set apart.
"""

from __future__ import annotations

import re
from functools import lru_cache

from companion.rules.folding import fold
from companion.rules.search_words import SPOKEN_CANTONESE

__all__ = ["written_chinese"]

_CJK = r"[\u3400-\u9fff]"
_SCRIPTS = re.compile(rf"(?<={_CJK})(?=[a-z])|(?<=[a-z])(?={_CJK})")
"""Where Chinese meets Latin letters (個thief偷咗): Hong Kong players mix English words in."""
_D_FOR_DI = re.compile(rf"(?<![a-z0-9])d(?={_CJK})")
"""D牛: the Latin D Hong Kong players type for the plural 啲."""
_M_FOR_M4 = re.compile(rf"(?<={_CJK})m(?={_CJK})")
"""可m可以: the Latin m typed for 唔 (both said "m")."""
_ROMAN_PARTICLES = re.compile(
    rf"(?<={_CJK})\s*(?:gaa|ga|ge|gei|ar|aa|ah|laa|la|lor|lo|wor|wo|ma|mei|le|lei|bo|ze|zek|ja|jek)"
    rf"(?![a-z])"
)
"""得唔得ga, 點計ar: sentence particles typed in Jyutping-like letters after Chinese."""
_HOMOPHONES = (
    (re.compile(rf"(?<={_CJK})(?<![向由最從往在喺靠給至到去打])左(?![邊右手上下面方側至])"), "咗"),
    (re.compile(rf"(?<={_CJK})既(?![然不是要可係唔])"), "嘅"),
    (re.compile(rf"(?<={_CJK})架(?=\s|$)"), "㗎"),
)
"""Characters typed for the spoken ones they sound like, where the context tells them apart."""
_A_NOT_A = re.compile(r"([^\s要])不\1")
"""計不計 (from 計唔計): a yes-no question about 計. 要不要 is kept: it asks whether one must."""
_CANNOT = re.compile(rf"({_CJK})不[到了]")
"""放不到, 走不了: the verb cannot be done (不能放), so it reads as a lack of it."""


@lru_cache(maxsize=1)
def _spoken() -> tuple[re.Pattern[str], dict[str, str]]:
    written = {fold(said): fold(text) if text else " " for said, text in SPOKEN_CANTONESE.items()}
    ordered = sorted(written, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, ordered))), written


def written_chinese(folded: str) -> str:
    """Spoken Cantonese in a folded text written as the rules write Chinese, and any
    English word typed among the Chinese set apart."""
    if not re.search(_CJK, folded):
        return folded
    folded = _ROMAN_PARTICLES.sub("", _M_FOR_M4.sub("唔", _D_FOR_DI.sub("啲", folded)))
    for pattern, spoken in _HOMOPHONES:
        folded = pattern.sub(spoken, folded)
    words, written = _spoken()
    folded = words.sub(lambda match: written[match.group(0)], folded)
    folded = _CANNOT.sub(r"不能\1", _A_NOT_A.sub(r"\1", folded))
    return _SCRIPTS.sub(" ", folded)
