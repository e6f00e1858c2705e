"""The search understands players' talk: situations, pictures, scores and counts, Cantonese.

These are the talk reading's mechanisms, each on a few questions: what a
question is read as (concepts, numbers, what is counted or missing, the
edition's word standing in), not where each question ranks. Where questions
rank is the benchmark's (``python -m benchmarks search``): the questions the
reading was tuned on (``companion/rules/talk.toml``, the development sets) are
scored there, not locked here. Questions nobody tuned on keep a floor:
``tests/rules/talk_unseen.toml`` here (written before the reading was built),
the held-out sets in ``test_search_held_out.py``.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from companion.i18n import CODES
from companion.rules import talk
from companion.rules.folding import fold
from companion.rules.search import MAX_QUERY, index_for, search
from companion.rules.search_words import CONCEPTS
from companion.rules.talk_words import ALWAYS_TAKEN, BROADER, INTENTS, PICTURED, TERRAINS
from companion.rules.topics import rulebook
from tests.rules.test_search_questions import first_three

ROOT = Path(__file__).parents[2]
TUNED = tomllib.loads((ROOT / "companion" / "rules" / "talk.toml").read_text("utf-8"))
UNSEEN = tomllib.loads((Path(__file__).parent / "talk_unseen.toml").read_text("utf-8"))


def cases(questions: dict) -> list[tuple[str, str, str, str]]:
    return [
        (game, code, question, slug)
        for game, languages in questions.items()
        for code, asked in languages.items()
        for question, slug in asked.items()
    ]


@pytest.mark.parametrize("code", CODES)
def test_every_language_has_talk_questions_of_its_own(code):
    assert sum(1 for _g, c, _q, _s in cases(TUNED) if c == code) >= 8


def test_questions_nobody_tuned_on_are_mostly_found(client):
    asked = cases(UNSEEN)
    missed = [
        (code, question)
        for game, code, question, slug in asked
        if slug not in first_three(client, game, question, code)
    ]
    assert len(missed) <= len(asked) // 10, missed


def reading(app, query: str) -> talk.Reading:
    with app.test_request_context():
        index = index_for("moon-river")
        return talk.read(query, lambda words: words in index.everything)


def test_spoken_cantonese_is_read_as_written_chinese():
    assert talk.written_chinese(fold("佢偷咗我隻牛，得唔得㗎？")).split() == ["他偷了我隻牛"]
    assert talk.written_chinese(fold("冇晒牌")) == "沒有了牌"
    assert talk.written_chinese(fold("粟米田")) == "玉米田"
    assert talk.written_chinese(fold("点算")) == "點算"  # typed in Simplified
    assert talk.written_chinese(fold("D牛太多")) == "些牛太多"  # D for 啲
    assert talk.written_chinese(fold("個thief偷咗")).split() == ["個", "thief", "偷了"]


def test_two_players_are_understood_in_words_and_numerals(app):
    for question in ("two players", "dos jugadores", "zu zweit Spieler", "兩個人玩", "2 jogadores"):
        assert {"TWO", "players"} <= reading(app, question).concepts, question


def test_a_score_is_understood_and_left_out_of_the_words(app):
    read = reading(app, "we both finished on 62 points")
    assert {"SCORE", "NUM", "both", "points"} <= read.concepts
    assert "62" not in read.text.split()
    assert {"SCORE", "NUM"} <= reading(app, "大家都係五十五分").concepts
    assert {"SCORE", "NUM"} <= reading(app, "wir haben beide achtundvierzig").concepts


def test_a_count_is_understood_but_a_number_the_rules_print_stays(app):
    read = reading(app, "tres vacas en la misma casilla")
    assert {"NUM", "cow", "same", "plot"} <= read.concepts
    assert "SCORE" not in read.concepts
    assert "2" in reading(app, "rules for 2 players").text.split()


@pytest.mark.parametrize(
    ("code", "question"),
    [
        ("en", "71-71 now what"),
        ("en", "my total is 88 and hers is 88"),
        ("es", "71 a 71, y ahora"),
        ("de", "71 zu 71"),
        ("pt", "ficamos 71 a 71"),
        ("zh_Hant", "七十一比七十一"),
        ("zh_Hant", "71比71點算"),
    ],
)
def test_the_same_score_said_twice_is_a_tie(app, code, question):
    assert {"SCORE", "same"} <= reading(app, question).concepts


def test_a_chinese_numeral_with_a_one_inside_is_one_number(app):
    assert "SCORE" in reading(app, "我有七十一分").concepts
    assert "same" not in reading(app, "七十一分比六十九分").concepts  # two different scores
    assert "NUM" not in reading(app, "一格").concepts  # alone, 一 is "a"


def test_a_number_word_of_one_language_is_not_read_in_a_sentence_of_another(app):
    """The Spanish 11 (once) is no number in '2 dominoes at once'."""
    assert "SCORE" not in reading(app, "can i place 2 dominoes at once").concepts


def test_a_count_says_what_it_counts(app):
    """Plots counted are a territory's size, cows counted crowd a plot; neither is a score."""
    read = reading(app, "3 canyon plots with 2 cows")
    assert {"plot#", "cow#", "canyon", "terrain"} <= read.concepts
    assert not {"TWO", "SCORE"} & read.concepts  # two cows are not two players
    assert "SCORE" not in reading(app, "a prairie of 12 tiles").concepts
    assert "SCORE" in reading(app, "57 each, now what").concepts
    assert {"plot#", "desert"} <= reading(app, "五格沙漠").concepts  # the measure word counts
    assert "cow#" in reading(app, "一格可以企幾多隻牛").concepts
    assert "cow#" in reading(app, "wie viele Kühe sind in der Schachtel").concepts


def test_a_missing_thing_is_read_as_missing(app):
    for question in ("corn but no farmer", "maíz sin granjero", "Mais ohne Farmer", "冇農夫啲玉米"):
        read = reading(app, question)
        assert "no-farmer" in read.concepts and "farmer" not in read.concepts, question
    read = reading(app, "there are no more tiles in the box")  # none left is not a lack
    assert {"runout", "plot"} <= read.concepts and "no-plot" not in read.concepts


def test_the_most_precise_reading_wins():
    """A topic whose intent another topic's intent holds and says more than gains nothing."""
    scores = talk.intent_scores("river-dragons", frozenset({"village", "card", "hidden"}))
    assert "end-of-game" in scores and "turn" not in scores
    scores = talk.intent_scores("moon-river", frozenset({"who", "win"}))
    assert "ties" in scores and "scoring" not in scores


def test_river_dragons_cantonese_is_read_as_written_chinese():
    assert "未翻開" in talk.written_chinese(fold("仲有牌未揭"))
    assert talk.written_chinese(fold("跌落河")) == "跌入河"


def test_a_piece_named_by_its_picture_is_looked_for_by_its_name(app):
    """A word the rules never use (pitchfork) leaves the text; the edition's word replaces it."""
    read = reading(app, "the guy with the pitchfork")
    assert read.text == "" or "pitchfork" not in read.text
    assert "farmer" in read.stand_ins
    assert talk.stand_in("farmer", "es") == "granjero"
    with app.test_request_context():
        first = search("moon-river", "Mistgabel", "es")[0]
    assert first.topic.slug == "farmer" and first.code == "es"


def test_every_edition_word_is_in_that_languages_rules(app):
    """The edition's word is what the search looks for: it must be the rules' own word
    (in one game's rules at least: a plank is River Dragons', a cow Moon River's)."""
    texts = {}
    with app.test_request_context():
        for game in INTENTS:
            for entry in index_for(game).entries:
                texts[entry.code] = texts.get(entry.code, "") + entry.folded
    missing = [
        (concept, code, own)
        for concept, languages in CONCEPTS.items()
        for code, listed in languages.items()
        if (own := listed.partition("|")[0].strip()) and fold(own) not in texts[code]
    ]
    assert not missing


def test_every_intent_names_a_topic_and_known_concepts(app):
    """``plot#`` (a count of plots) and ``no-farmer`` (no farmer) are forms of known concepts."""
    known = set(CONCEPTS) | {"NUM", "TWO", "SCORE"}
    for game, topics in INTENTS.items():
        slugs = {topic.slug for topic in rulebook(game)}
        for slug, intents in topics.items():
            assert slug in slugs
            for intent in intents:
                named = {word.removesuffix("#").removeprefix("no-") for word in intent.split()}
                assert named <= known, (slug, intent)


def test_every_concept_means_something():
    """A concept only a lexicon lists, which no intent combines and nothing implies or reads,
    would take its words out of the text for nothing ("Adding a word players use")."""
    used = set(BROADER) | {b for implied in BROADER.values() for b in implied}
    used |= set(PICTURED) | ALWAYS_TAKEN | set(TERRAINS) | talk.PEOPLE | talk.AREAS
    used |= {talk.SAME, talk.COUNTS, talk.LACKS, "points"}  # read by ``talk`` itself
    for topics in INTENTS.values():
        for intents in topics.values():
            for intent in intents:
                used |= {word.removesuffix("#").removeprefix("no-") for word in intent.split()}
    assert set(CONCEPTS) - used == set()


@pytest.mark.parametrize(
    "query",
    [
        "牛" * 5000,
        "佢偷咗我隻牛點算㗎" * 40,
        "Überbevölkerung " * 300,
        "ab " * 3000,
        "三十五分" * 100,
        "🐄" * 500,
        "مرحبا بالعالم " * 50,
        "1 2 3 4 5 6 7 8 9 " * 100,
    ],
)
def test_a_query_of_any_length_or_script_is_read_only_as_far_as_the_cap(client, query):
    """A pasted novel costs what its first ``MAX_QUERY`` characters cost: the page answers
    it exactly as it answers them (how fast that is, ``python -m benchmarks search`` says)."""
    assert len(query) > MAX_QUERY
    asked = {"lang": "pt"}
    page = client.get("/moon-river/rules/search", query_string={"q": query, **asked})
    capped = client.get("/moon-river/rules/search", query_string={"q": query[:MAX_QUERY], **asked})
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert '<ol class="hits">' in html or 'class="suggestions"' in html
    assert hits_of(html) == hits_of(capped.get_data(as_text=True))


def hits_of(html: str) -> list[str]:
    """The found and the suggested topics of a search page, in order (the query echoed in
    the field differs)."""
    return re.findall(r'<li>\s*<a href="([^"?]+)', html)


def test_nothing_found_says_so_and_offers_pages(client):
    page = client.get("/moon-river/rules/search", query_string={"q": "xqzvbnmwk", "lang": "de"})
    html = page.get_data(as_text=True)
    assert "xqzvbnmwk" in html and 'role="status"' in html
    suggested = html.split('class="suggestions"')[1].split("</ul>")[0]
    assert 'href="/moon-river/rules/faq?lang=de"' in suggested
    assert 'href="/moon-river/rules/glossary?lang=de"' in suggested


@pytest.mark.parametrize(
    ("code", "question", "pieces"),
    [
        ("en", "hat token", {"farmer", "trapper"}),
        ("en", "the hat guy, what does he score", {"farmer", "trapper"}),
        ("es", "la del sombrero", {"farmer", "trapper"}),
        ("de", "der mit dem Hut", {"farmer", "trapper"}),
        ("zh_Hant", "戴帽嗰個計幾多分", {"farmer", "trapper"}),
        ("pt", "o tipo do chapeu", {"farmer", "trapper"}),
        ("en", "the guy with the lasso", {"cowboy", "cattle-thief"}),
        ("es", "el del lazo para que sirve", {"cowboy", "cattle-thief"}),
        ("zh_Hant", "拎住條繩嗰個有咩用", {"cowboy", "cattle-thief"}),
        ("pt", "o do laco serve pra que", {"cowboy", "cattle-thief"}),
    ],
)
def test_a_piece_named_only_by_what_its_picture_shares_is_every_piece_it_may_be(
    app, code, question, pieces
):
    """A hat alone is the farmer's straw hat or the trapper's fur hat; a lasso the cowboy's
    or the cattle thief's: the reading keeps both."""
    with app.test_request_context():
        index = index_for("moon-river")
        read = talk.read(question, index.holds, index.words.__contains__, code)
    assert pieces <= read.concepts


def test_both_pieces_a_picture_may_be_are_offered(client):
    assert {"farmer", "trapper"} <= set(
        first_three(client, "moon-river", "the hat guy, what does he score", "en")
    )


def test_the_thing_a_picture_phrase_names_stands_for_the_pieces_shown_with_it():
    lexicon = talk._lexicon()
    assert lexicon.concepts_of("hat") == {"farmer", "trapper"}  # straw hat, fur hat
    assert lexicon.concepts_of("sombrero") == {"farmer", "trapper"}  # sombrero de paja / piel
    assert lexicon.concepts_of("shooter") == {"desperado"}  # six shooter
    assert lexicon.concepts_of("fur") == {"trapper"}  # a word of its own keeps its meaning


@pytest.mark.parametrize(
    ("code", "question"),
    [
        ("en", "I don't have space for the new tile"),
        ("es", "no me caben mas fichas en la reserva"),
        ("de", "kein Platz mehr auf dem Tableau"),
        ("zh_Hant", "儲存區放唔落點算"),
        ("pt", "nao tenho espaco na reserva"),
    ],
)
def test_no_room_however_it_is_said_is_a_full_board(app, code, question):
    assert "full" in reading(app, question).concepts


def test_a_word_that_is_a_number_only_in_another_language_is_read_in_the_pages(app):
    """English "does" folds to the Spanish "dos": two only on a Spanish page."""
    assert "NUM" not in reading(app, "does a big desert with no cows score anything").concepts
    with app.test_request_context():
        index = index_for("moon-river")
        spanish = talk.read("somos dos", index.holds, index.words.__contains__, "es")
    assert "TWO" in spanish.concepts


def test_a_number_after_a_kind_of_land_is_its_size(app):
    """ "un prado de 4": four plots of prairie, not a score."""
    for question in ("a forest of 12", "um prado de 4 com uma vaca", "un desierto de 5"):
        read = reading(app, question)
        assert "plot#" in read.concepts and "SCORE" not in read.concepts, question


def test_a_plain_word_of_the_pages_language_is_not_another_languages_concept(app):
    """German "für" folds to "fur", the trapper's fur in English."""
    with app.test_request_context():
        index = index_for("moon-river")
        german = talk.read("Punkte fuer leere Waelder", index.holds, index.words.__contains__, "de")
        english = talk.read("the fur hat guy", index.holds, index.words.__contains__, "en")
    assert "trapper" not in german.concepts
    assert "trapper" in english.concepts


def test_the_questions_the_rules_ask_are_read_as_intents_of_their_topic(app):
    """The FAQ's "Can a cow stand on a skull plot?" is cow, skull, plot, in every language."""
    with app.test_request_context():
        asked = index_for("moon-river").asked
    faq = {concepts for slug, concepts in asked if slug == "faq"}
    assert frozenset({"cow", "skull", "plot"}) in faq
    assert all(len(concepts) >= 2 for concepts in faq)
    assert talk.asked_by_rules("A plain sentence.", "en") is None


def test_german_hat_is_has_and_not_a_hat(app):
    with app.test_request_context():
        index = index_for("moon-river")
        read = talk.read("wie viele Parzellen hat jeder", index.holds, None, "de")
    assert not {"farmer", "trapper"} & read.concepts
