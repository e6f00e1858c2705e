"""The limits the seat editor checks on the spot: what the box still holds, and what it says."""

from __future__ import annotations

from companion.games.moonriver.model import Partner, Plot, Ranch, Terrain
from companion.web.editor_limits import editor_limits


def ranch(cows: int, partners: int) -> Ranch:
    plots = [
        Plot(row=1, col=col, terrain=Terrain.FARM, cows=cows if col == 1 else 0,
             partner=Partner.COWBOY if col <= partners else None)
        for col in range(1, 6)
    ]  # fmt: skip
    return Ranch(rows=5, plots=tuple(plots))


def test_cows_and_partners_on_the_other_ranches_are_no_longer_in_the_box(app):
    with app.test_request_context("/?lang=en"):
        limits = editor_limits(5, [ranch(cows=20, partners=5), None, ranch(cows=10, partners=4)])
    assert (limits["cows"], limits["partners"]) == (32 - 30, 20 - 9)
    assert (limits["resources"], limits["plots"]) == (9, 24)
    assert limits["say"]["cows"] == "The ranches hold 33 cows together, but the box has only 32."


def test_a_ten_row_ranch_holds_49_plots_and_the_words_follow_the_page(app):
    with app.test_request_context("/?lang=de"):
        limits = editor_limits(10, [])
    assert (limits["cows"], limits["partners"], limits["plots"]) == (32, 20, 49)
    assert limits["say"]["no_symbols"] == "Ein Gebäude trägt keine Ressourcensymbole."


def test_the_specialists_on_the_other_ranches_and_the_box_reach_the_editor(app):
    """T8: the page checks the whole table's specialists against the box's 5, 5, 5, 3, 2."""
    farmers = Ranch(5, tuple(Plot(1, c, Terrain.FARM, partner=Partner.FARMER) for c in (1, 2)))
    with app.test_request_context("/?lang=en"):
        limits = editor_limits(5, [farmers, None, ranch(cows=0, partners=3)])
    assert limits["specialists"] == {
        "desperado": 0,
        "cattle-thief": 0,
        "prospector": 0,
        "trapper": 0,
        "farmer": 2,
    }
    assert limits["specialist_tokens"] == [5, 5, 5, 3, 2]
    assert limits["say"]["specialist"] == (
        "%(specialist)s: %(count)s on the ranches, but the box has at most %(limit)s partner "
        "tokens of any one specialist."
    )


def test_the_specialist_sentences_follow_the_page(app):
    with app.test_request_context("/?lang=zh_Hant"):
        limits = editor_limits(5, [])
    assert limits["say"]["specialists"] == (
        "%(specialist)s：各農場上有%(count)s個，但連同農場上的其他專家，"
        "遊戲盒中的夥伴標記只夠%(limit)s個。"
    )
