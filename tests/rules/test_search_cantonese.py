"""Spoken Cantonese as Hong Kong players type it fast is read as written Chinese
(``companion.rules.cantonese``), and finds the topic it asks about."""

from __future__ import annotations

import pytest

from companion.rules.cantonese import written_chinese
from companion.rules.folding import fold
from tests.rules.test_search_questions import first_three


def written(query: str) -> str:
    return " ".join(written_chinese(fold(query)).split())


def test_latin_letters_typed_for_spoken_words_are_those_words():
    assert written("可m可以斜角擺") == "可以斜角擺"  # m for 唔
    assert written("D牛太多") == "些牛太多"  # D for 啲
    assert written("得唔得ga") == ""  # a romanised particle
    assert written("兩個人玩有咩分別ar") == "兩個人玩有甚麼分別"


def test_a_homophone_is_read_by_its_context():
    assert written("佢偷左我隻牛") == "他偷了我隻牛"  # 左 after a verb is 咗
    assert "左" in written("由左至右揭牌")  # but left is left
    assert written("沙龍冇人既時候") == "沙龍沒有人的時候"  # 既 for 嘅
    assert "既然" in written("既然冇牛")
    assert written("偷牛得唔得架") == "偷牛"  # 架 ending a question is 㗎
    assert "架在" in written("塊木板架喺石頭度")  # but a plank is laid across


def test_the_grammar_of_a_question_is_read():
    assert written("計唔計分") == "計分"  # A-not-A asks about the verb
    assert written("放唔到") == "不能放"  # a verb that cannot be done
    assert written("行唔到") == "不能行"


@pytest.mark.parametrize(
    ("game", "question", "slug"),
    [
        ("moon-river", "佢偷左我隻牛得m得ga", "cattle-thief"),
        ("moon-river", "可m可以斜角擺", "connection-rules"),
        ("moon-river", "咩野叫人口過剩", "overpopulation"),
        ("moon-river", "拎住支叉果個有咩用", "farmer"),
        ("moon-river", "我塊地貌牌放唔到點算", "turn"),
        ("moon-river", "最後仲有牌擺唔到點算", "end-of-game"),
        ("moon-river", "冇農夫啲玉米計唔計分", "resource-points"),
        ("river-dragons", "我隻棋子行唔到點算", "moves"),
    ],
)
def test_a_question_typed_fast_in_cantonese_finds_its_topic(client, game, question, slug):
    assert slug in first_three(client, game, question, "zh_Hant")


def test_chinese_words_are_found_by_the_reading_that_covers_the_most():
    """我塊地貌牌: 地貌牌 (a domino) read from the end covers more than 塊地 (a plot) from the
    start; 沙龍沒有人: nobody (沒有人), not 沒 and someone (有人)."""
    from companion.rules.talk import _lexicon

    lexicon = _lexicon()
    text = "我塊地貌牌"
    assert [text[a:b] for a, b in lexicon.chinese_segments(text)] == ["地貌牌"]
    text = "沙龍沒有人"
    assert [text[a:b] for a, b in lexicon.chinese_segments(text)] == ["沙龍", "沒有人"]


def test_a_count_typed_before_an_english_word_counts_it(app, client):
    """我有3個farmer: three farmers, not a bare 3; 同 between two things is "and"."""
    from companion.rules import talk

    read = talk.read("我有3個farmer同20粒corn", lambda words: False)
    assert {"farmer#", "corn#"} <= read.concepts and "same" not in read.concepts
    assert "partner-points" in first_three(
        client, "moon-river", "我有3個farmer同20粒corn，點計分", "zh_Hant"
    )
