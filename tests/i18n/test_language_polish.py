"""Each language reads as its edition does: the title, its words, its list punctuation."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from flask_babel import force_locale

from companion.games.riverdragons import Colour, Reason, ReasonCode
from companion.words.moonriver.messages import winner_sentence
from companion.words.riverdragons import reason_message

ROOT = Path(__file__).parents[2]
GAME_TITLE = {"en": "Moon River", "es": "Moon River", "de": "Moon River", "pt": "Moon River"}


def catalog(code: str):
    with open(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po", "rb") as po:
        return read_po(po, locale=code)


def translations(code: str) -> list[str]:
    texts = []
    for message in catalog(code):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        texts += [s for s in strings if s and message.id]
    return texts


def visible(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("url", ["/", "/moon-river/rules/", "/moon-river/sheets/"])
def test_the_hong_kong_pages_call_the_game_by_its_edition_title(client, url):
    page = client.get(url, query_string={"lang": "zh_Hant"}).get_data(as_text=True)
    assert "月之河畔" in visible(page)
    assert "Moon River" not in visible(page).replace("Moon River City", "")


@pytest.mark.parametrize(("code", "title"), GAME_TITLE.items())
def test_the_other_editions_keep_the_title_moon_river(client, code, title):
    page = client.get("/moon-river/rules/", query_string={"lang": code}).get_data(as_text=True)
    assert f"<h1>{title}" in page or f"{title} " in visible(page)


def test_no_chinese_string_leaves_moon_river_untranslated():
    assert not [t for t in translations("zh_Hant") if "Moon River" in t.replace("City", "")]


def test_hong_kong_words_print_and_example():
    """打印 is the Hong Kong word (列印 is Taiwan's); the edition writes 範例 for an example."""
    texts = translations("zh_Hant")
    assert not [t for t in texts if "列印" in t or "例子" in t]
    assert any(t.startswith("範例：") for t in texts)


def test_winners_are_listed_with_each_languages_separators(app):
    class Result:
        winners = ("Ana", "Bo", "Cy")
        players = winners

    expected = {
        "en": "Shared victory: Ana, Bo, and Cy",
        "de": "Geteilter Sieg: Ana, Bo und Cy",
        "zh_Hant": "Ana、Bo和Cy",
    }
    with app.test_request_context():
        for code, sentence in expected.items():
            with force_locale(code):
                assert sentence in winner_sentence(Result())


def test_winner_and_shared_victory_stay_apart_in_chinese(app):
    class One:
        winners = ("Ana",)
        players = ("Ana", "Bo")

    class Two:
        winners = ("Ana", "Bo")
        players = ("Ana", "Bo")

    with app.test_request_context(), force_locale("zh_Hant"):
        one, two = winner_sentence(One()), winner_sentence(Two())
    assert one.replace("Ana", "") != two.replace("Ana、Bo", "").replace("Ana和Bo", "")


def test_cancelled_and_cancelled_once_stay_apart_in_chinese(app):
    by_one = Reason(ReasonCode.CANCELLED_BY_DRAGON, {"by": [Colour.GREEN]})
    by_two = Reason(ReasonCode.CANCELLED_BY_DRAGON, {"by": [Colour.GREEN, Colour.BLUE]})
    with app.test_request_context(), force_locale("zh_Hant"):
        one = reason_message(Colour.PINK, by_one)
        two = reason_message(Colour.PINK, by_two)
    assert one.split("：")[0] != two.split("：")[0]


@pytest.mark.parametrize("code", ["es", "de", "zh_Hant", "pt"])
def test_the_two_split_sentences_are_no_plural_pairs(code):
    """Chinese has one plural form: a pair would show only its first sentence."""
    singular = {m.id[0] for m in catalog(code) if isinstance(m.id, tuple)}
    assert "Winner: %(names)s" not in singular
    assert "Cancelled: %(players)s played a Dragon aimed at %(player)s." not in singular


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "Purple – Mary, Orange – Calamity, Green – Big Jo, and White – Wesley."),
        ("de", "Violett – Mary, Orange – Calamity, Grün – Big Jo und Weiß – Wesley."),
        ("zh_Hant", "紫色（瑪利）、橙色（克拉米緹）、綠色（大喬伊）和白色（衛斯理）。"),
    ],
)
def test_the_character_list_is_punctuated_as_each_language_lists(client, code, expected):
    page = client.get("/moon-river/game-night", query_string={"lang": code})
    assert expected in unescape(page.get_data(as_text=True))


@pytest.mark.parametrize(
    ("code", "edition_word", "other_word"),
    [
        ("es", "libreta de puntuación", "hoja de puntuación"),
        ("pt", "link", "ligações"),
        ("pt", "salto", "pulo"),
        ("de", "Mitglied", "Element"),
        ("de", "am Eintragen", "gibt ein"),
    ],
)
def test_one_word_for_one_thing(code, edition_word, other_word):
    """Spanish says libreta as its edition does; Portuguese says link (ligação is the
    connection rule) and salto; German groups have members and seats are "am Eintragen"."""
    texts = translations(code)
    assert any(edition_word in t for t in texts)
    assert not [t for t in texts if other_word in t and "ligações desta" not in t]


def test_the_ranch_editor_names_the_river_as_the_hong_kong_edition_does(client):
    """The game is 月之河畔 (beside the Moon River); the edition calls the river itself 月亮河."""
    from tests.web.tables_helpers import start_game

    token = start_game(client)
    page = client.get(f"/t/{token}/seat/1", query_string={"lang": "zh_Hant"}).get_data(True)
    assert re.search(r'<div class="river">月亮河｜', page)


def translation(code: str, msgid: str) -> str:
    message = catalog(code).get(msgid)
    assert message is not None and message.string, msgid
    return message.string


@pytest.mark.parametrize(
    ("code", "msgid", "wanted", "unwanted"),
    [
        # Spanish: the edition's solar; one form of address in a sentence; a heading, not a command
        ("es", "Rows 6 to 10 hold plots: clear them first, then switch to the 5-row grid.",
         "solares", "parcelas"),
        ("es", "**Cowboy:** up to 3 cow moves; never across or onto a cornfield.",
         "ni entrando en él", "ni hasta uno"),
        ("es", "At the end of a round, if the box has no plots left for a new column, skip the "
         "new column. Refill the Saloon if needed, then play the final round.",
         "Rellena el Saloon", "jugad"),
        ("es", "Invite the table", "Invitar a la mesa", "Invita a"),
        # German: Parzellen and Vorratsfelder as the edition says; idiomatic sentences
        ("de", "Rows 6 to 10 hold plots: clear them first, then switch to the 5-row grid.",
         "Parzellen", "Felder"),
        ("de", "**How many dominoes may I place in one turn?** None or one; up to two if you have "
         "four plots. You must place one when your storage is full. In the final turn, place as "
         "many as you legally can.", "Vorratsfelder voll", "Vorrat voll"),
        ("de", "**Cattle thief:** steal 1 unprotected cow onto its plot.",
         "und stellt es auf ihre", "Rind auf ihre"),
        ("de", "Loading…", "Wird geladen…", "geladen …"),
        ("de", "thief", "Diebin", "Dieb\n"),
        ("de", "prospector", "Goldgräberin", "Goldgräber\n"),
        ("de", "tie-breaker", "Gleichstand", "Stichentscheid"),
        # Hong Kong Chinese: who places the last ranchero; Hong Kong words
        ("zh_Hant", "The first player then puts their second ranchero on the last free plot.",
         "先放置農場主的那位玩家", "起始玩家"),
        ("zh_Hant", "Table companion", "桌遊助手", "桌上遊戲"),
        ("zh_Hant", "My games", "我的對局", "我的遊戲"),
        ("zh_Hant", "Open the rules page", "開啟", "打開"),
        ("zh_Hant", "The rule could not be loaded. Open its page instead.", "開啟", "打開"),
        ("zh_Hant", "Agree on one scenario, or draw one at random.", "商量選定", "協議"),
        ("zh_Hant", "Which game are you playing?", "哪個", "哪款"),
        # European Portuguese: agreement, the subjunctive, the edition's words, partida
        ("pt", "**Every partner:** herder, protects its territory's cows from the cattle thief.",
         "Cada parceiro:** é Vaqueiro e protege", "Todos os parceiros"),
        ("pt", "When every first card is done, everyone turns over their second card, and so on "
         "up to the fifth.", "estiverem resolvidas", "feitas"),
        ("pt", "You may never form a domino on purpose that you cannot place.",
         "não consigas colocar", "consegues"),
        ("pt", "Storage full? You must expand this turn.", "Tabuleiro de Reserva cheio",
         "Armazenamento"),
        ("pt", "When you place the cattle thief, you may steal one unprotected cow from another "
         "player's ranch.", "podes roubar", "tirar"),
        ("pt", "A game needs at least one player.", "Uma partida", "Um jogo"),
        ("pt", "A **partner** is a two-sided tile that you recruit from the Saloon with a circle "
         "symbol. One side shows a cowboy, the other a specialist.", "um Especialista",
         "um especialista"),
    ],
)  # fmt: skip
def test_each_term_and_meaning_fix_holds(code, msgid, wanted, unwanted):
    text = translation(code, msgid)
    assert wanted in text
    assert unwanted not in text + "\n"


@pytest.mark.parametrize(
    ("code", "pattern", "why"),
    [
        ("es", r"\bparcelas?\b", "the Spanish edition's word is solar"),
        ("es", r"(?<![-\w])app(?![-\w])", "Spanish says aplicación, as its two other uses did"),
        ("de", r"Spielertableau", "the German edition says Spieltableau"),
        ("de", r"\bWähle\b", "one imperative form: Wähl, as Leg, Stell, Misch"),
        ("de", r"\bPersonen", "Spieler, as everywhere else"),
        ("de", r" …", "one way to write an ellipsis: Wird geladen…, Wird gespeichert…"),
        ("de", r"darauf[^.]*darauf|auf dem [^.]* darauf", "no doubled darauf"),
        ("zh_Hant", r"打開|哪款", "開啟 and 哪個, as Hong Kong writes them"),
        ("pt", r"[Aa]rmazenamento", "spaces on the Reserve board, not phone storage"),
        ("pt", r"\b[Uu]m jogo precisa|\beste jogo tem", "the screens say partida"),
        ("pt", r"Ladrão de Gado[^.]*\btirar\b", "the edition's cattle thief steals (roubar)"),
    ],
)
def test_no_entry_keeps_the_old_wording(code, pattern, why):
    old = [text for text in translations(code) if re.search(pattern, text)]
    assert not old, f"{why}: {old[:3]}"


def test_the_german_search_knows_the_editions_female_partners():
    """The edition's own word for each, the one the search looks for in the German rules."""
    from companion.rules import talk
    from companion.rules.folding import fold

    assert talk.stand_in("cattle-thief", "de") == fold("Viehdiebin")
    assert talk.stand_in("gold-prospector", "de") == fold("Goldgräberin")


def test_the_hong_kong_gold_rush_page_says_the_app_counts_nuggets_and_the_edition_plots(client):
    """Right under the rule: a Hong Kong reader's rulebook counts plots, the app nuggets."""
    page = client.get("/moon-river/rules/gold-rush", query_string={"lang": "zh_Hant"})
    text = visible(page.get_data(as_text=True))
    rule = text.index("每個金礦得10分")
    note = text[rule : rule + 200]
    assert "中文版規則書按土地板塊計算" in note and "本應用程式按金塊計算" in note


@pytest.mark.parametrize(
    ("code", "two_to_four", "score_check"),
    [
        ("en", "2 to 4", "check"),
        ("es", "2 a 4", "comprobación"),
        ("de", "2 bis 4", "Punkteprüfung"),
        ("zh_Hant", "2至4", "計分檢查"),
        ("pt", "2 a 4", "verificação"),
    ],
)
def test_the_player_count_message_says_what_is_true(app, code, two_to_four, score_check):
    """The box says 2 to 4 players; one ranch alone is the score check, not a 1-player game."""
    from companion.formats.problems import FormatCode
    from companion.games.moonriver import Problem, ProblemCode
    from companion.words.moonriver.messages import problem_message

    too_many = Problem(("players",), ProblemCode.TOO_MANY_PLAYERS, {"count": 5, "limit": 4})
    required = Problem(("players",), FormatCode.PLAYERS_REQUIRED, {})
    with app.test_request_context(), force_locale(code):
        messages = [problem_message(too_many), problem_message(required)]
        rulings = rulebook_topic(app, "how-this-app-scores")
        rule = next(str(block.text) for block in rulings if "T1." in str(block.text))
    for message in [*messages, rule]:
        assert two_to_four in message and score_check in message, message
        assert not re.search(r"\b1 (to|a|bis) 4\b|1至4", message), message
    assert "5" in messages[0]


def rulebook_topic(app, slug):
    from companion.rules import rulebook

    return next(topic for topic in rulebook("moon-river") if topic.slug == slug).blocks


@pytest.mark.parametrize(
    ("code", "above", "centre"),
    [
        ("en", "above the Reservation board", "centre of the board"),
        ("es", "encima del tablero", "centro del tablero"),
        ("de", "oberhalb des Spieltableaus", "Mitte des Tableaus"),
        ("zh_Hant", "玩家版圖上方", "版圖的中央"),
        ("pt", "acima do tabuleiro", "centro do tabuleiro"),
    ],
)
def test_the_two_player_page_says_where_the_ranch_lies(client, code, above, centre):
    page = client.get("/moon-river/rules/two-players", query_string={"lang": code})
    text = visible(page.get_data(as_text=True))
    assert above in text and centre in text


def test_the_editions_document_says_where_the_two_player_ranch_lies():
    editions = (ROOT / "docs" / "editions.md").read_text("utf-8")
    d6 = editions.split("## D-6")[1].split("\n## ")[0]
    assert "centre of the board" in d6 and "above" in d6
