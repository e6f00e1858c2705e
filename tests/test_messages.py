"""The sentences players read for problems, warnings and tiebreaks."""

from __future__ import annotations

import pytest
from flask_babel import force_locale

from companion.games.moonriver import (
    Game,
    Player,
    Problem,
    ProblemCode,
    RanchWarning,
    WarningCode,
    parse_diagram,
    score_game,
)
from companion.words.moonriver.messages import explain_tiebreak, problem_message, warning_message

RIVER = "~~~~~~~~~~"


def ranch(*rows: str):
    """A 5-row ranch drawn from the rows given nearest the river (the rest empty)."""
    empty = [". . . . ."] * (5 - len(rows))
    return parse_diagram("\n".join([*empty, *rows, RIVER]))


def table(**ranches) -> Game:
    return Game(tuple(Player(name, r) for name, r in ranches.items()))


@pytest.fixture
def ctx(app):
    with app.test_request_context():
        yield


@pytest.mark.parametrize("code", list(ProblemCode))
def test_every_problem_has_a_sentence(ctx, code):
    params = {
        "count": 5,
        "limit": 4,
        "name": "Ana",
        "row": 6,
        "rows": 5,
        "col": 7,
        "columns": 5,
        "expected": "list",
        "players": 2,
        "specialist": "farmer",
    }
    message = problem_message(Problem(("players",), code, params))
    assert message != code.value and len(message) > 10


@pytest.mark.parametrize(
    ("locale", "name"),
    [
        ("en", "Farmer"),
        ("es", "Granjero"),
        ("de", "Farmer"),
        ("zh_Hant", "農夫"),
        ("pt", "Agricultor"),
    ],
)
def test_a_specialist_the_box_runs_out_of_is_named_by_its_edition(ctx, locale, name):
    """T8: the problem carries the JSON word ("farmer"); players read their edition's name."""
    params = {"specialist": "farmer", "count": 4, "limit": 3}
    with force_locale(locale):
        for code in (ProblemCode.TOO_MANY_OF_A_SPECIALIST, ProblemCode.SPECIALISTS_DO_NOT_FIT):
            message = problem_message(Problem(("players",), code, params))
            assert message.startswith(name) and "4" in message and "3" in message


@pytest.mark.parametrize("code", list(WarningCode))
def test_every_warning_has_a_sentence_naming_its_plots(ctx, code):
    message = warning_message(RanchWarning(code, ((2, 3),)))
    assert message != code.value
    if code is not WarningCode.ODD_PLOT_COUNT:
        assert "row 2, column 3" in message


def test_a_clear_winner_needs_no_tiebreak_sentence(ctx):
    result = score_game(
        table(Ana=ranch(". . . . .", "D1c D . . ."), Ben=ranch(". . . . .", "D D . . ."))
    )
    assert explain_tiebreak(result) is None


def test_the_largest_territory_sentence_gives_both_sizes(ctx):
    result = score_game(table(Ana=ranch("D D D D ."), Ben=ranch("D D C C .")))
    assert explain_tiebreak(result) == (
        "Tied on 0; the largest territory decides: 4 plots against 2."
    )


def test_the_cows_sentence_gives_both_counts(ctx):
    result = score_game(table(Ana=ranch("D1c C1c P1c F ."), Ben=ranch("D1c C1c P F .")))
    assert result.players[0].score.total == 3 and result.players[1].score.total == 2
    tied = score_game(table(Ana=ranch("D1c C P F1c ."), Ben=ranch("D1c C P1r F .")))
    assert explain_tiebreak(tied) == (
        "Tied on 2 and on the largest territory (1 plot); the most cows decide: 2 against 1."
    )


def test_a_shared_victory_counts_one_plot_in_the_singular(ctx):
    result = score_game(table(Ana=ranch("D1c . . . ."), Ben=ranch("C1c . . . .")))
    assert explain_tiebreak(result) == (
        "Tied on 1, on the largest territory (1 plot) and on cows (1): the victory is shared."
    )
    with force_locale("de"):
        assert "(1 Parzelle)" in explain_tiebreak(result)


def test_a_shared_victory_says_so(ctx):
    result = score_game(table(Ana=ranch("D C . . ."), Ben=ranch("C D . . .")))
    assert "shared" in explain_tiebreak(result)
