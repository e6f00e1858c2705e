"""The slot grid through the test client: a turn told by where the Dragons lie.

Every tap on the grid is a link, so these tests follow the links the page
prints, as a phone without JavaScript would.
"""

from __future__ import annotations

import html
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.web.riverdragons_grid import grid_url, read_state

EXAMPLE_5 = "/river-dragons/turn?players=6&first=pink&d=pink-4-green&d=green-4-blue"


def get(client, url):
    response = client.get(html.unescape(url))
    assert response.status_code == 200, response.get_data(as_text=True)[-800:]
    return response.get_data(as_text=True)


def rows(page):
    """Seating order as the grid shows it (row colours, top to bottom)."""
    body = page.split("<tbody>")[1].split("</tbody>")[0]
    return re.findall(r'<th scope="row">\s*<a class="who"[^>]*>\s*<span class="swatch (\w+)"', body)


def cell(page, colour, slot):
    """The classes and inner HTML of one cell."""
    match = re.search(
        rf'<td class="([^"]*)">\s*<(?:a|span) id="cell-{colour}-{slot}"(.*?)</td>', page, re.S
    )
    assert match, f"no cell {colour}-{slot}"
    return match[1].split(), match[2]


def link(page, pattern):
    [found] = re.findall(rf'<a [^>]*href="([^"]+)"[^>]*>\s*{pattern}', page)
    return found


def chooser_link(page, colour):
    return link(page.split('id="chooser"')[1], rf'<span class="swatch {colour}"')


def first_link(page, colour):
    return link(page.split("<tbody>")[1], rf'<span class="swatch {colour}"')


def cell_link(page, colour, slot):
    found = re.search(rf'id="cell-{colour}-{slot}" data-turn href="([^"]+)"', page)
    return found[1] if found else None


def chooser_colours(page):
    section = page.split('id="chooser"')[1].split("</section>")[0]
    return re.findall(r'<span class="swatch (\w+)"', section)


def test_every_card_starts_as_an_action(client):
    page = get(client, "/river-dragons/turn?players=4")
    assert rows(page) == ["blue", "green", "red", "yellow"]
    for colour in rows(page):
        for slot in range(1, 6):
            classes, inner = cell(page, colour, slot)
            assert "action" in classes and "Action" in inner
    assert "No action is cancelled this turn." in page
    assert "Next turn, Green holds the First-player card." in page


def test_rulebook_example_5_marked_in_four_taps(client):
    """Pink lays a green Dragon in position 4, green a blue one: the green Dragon does not
    cancel the blue Dragon, so blue's fourth action is cancelled (by green)."""
    page = get(client, "/river-dragons/turn?players=6")
    page = get(client, cell_link(page, "pink", 4))
    page = get(client, chooser_link(page, "green"))
    page = get(client, cell_link(page, "green", 4))
    page = get(client, chooser_link(page, "blue"))
    classes, inner = cell(page, "blue", 4)
    assert "cancelled" in classes
    assert "<del>Action</del>" in inner and "Green" in inner
    assert "Cancelled: Green played a Dragon aimed at Blue." in inner
    classes, inner = cell(page, "pink", 4)
    assert {"dragon", "meets"} <= set(classes) and "Green" in inner
    classes, inner = cell(page, "green", 4)
    assert "dragon" in classes and "meets" not in classes
    assert "Plays no action; cancels the action of Blue." in inner
    assert "Cancelled this turn: Blue in slot 4." in page
    assert "Slot 4, Pink: Plays no action; Green also played a Dragon here" in page
    cancelled = re.findall(r'<td class="cell cancelled', page)
    assert len(cancelled) == 1


@pytest.mark.parametrize("count", range(2, 7))
def test_the_chooser_offers_every_other_colour_in_play_and_never_your_own(client, count):
    page = get(client, f"/river-dragons/turn?players={count}")
    seated = rows(page)
    for colour in seated:
        offered = chooser_colours(get(client, cell_link(page, colour, 3)))
        assert offered == [c for c in seated if c != colour]


def test_one_dragon_per_player_per_turn(client):
    page = get(client, "/river-dragons/turn?players=3&d=red-2-pink")
    assert [cell_link(page, "red", s) is None for s in range(1, 6)] == [
        True,
        False,
        True,
        True,
        True,
    ]
    _classes, inner = cell(page, "red", 3)
    assert "Red already laid a Dragon this turn." in inner
    page = get(client, cell_link(page, "red", 2))
    assert chooser_colours(page) == ["blue", "pink"], "the Dragon may still change colour"
    page = get(client, link(page, "No Dragon: an action"))
    assert all(cell_link(page, "red", s) for s in range(1, 6))


def test_first_player_by_one_tap_and_next_turn_passes_the_card_on(client):
    page = get(client, "/river-dragons/turn?players=4&d=blue-1-red")
    page = get(client, first_link(page, "red"))
    assert 'aria-label="Red holds the First-player card"' in page
    assert "Next turn, Yellow holds the First-player card." in page
    assert "cancelled" in cell(page, "red", 1)[0], "moving the card keeps the Dragons"
    page = get(client, link(page, "Next turn"))
    assert 'aria-label="Yellow holds the First-player card"' in page
    assert "Next turn, Blue holds the First-player card." in page
    assert 'class="cell dragon' not in page and 'class="cell cancelled' not in page


def test_the_grid_speaks_the_pages_language(client):
    page = get(client, EXAMPLE_5 + "&lang=es")
    _classes, inner = cell(page, "blue", 4)
    assert "<del>Acción</del>" in inner and "Verde" in inner
    assert "Cancelado en este turno: Azul en la posición 4." in page


def test_several_dragons_cancel_one_action_once_and_say_so(client):
    page = get(client, EXAMPLE_5 + "&d=yellow-4-blue&lang=zh_Hant")
    _classes, inner = cell(page, "blue", 4)
    assert "綠色" in inner and "黃色" in inner
    assert "本回合被取消：藍色的位置4。" in page


@pytest.mark.parametrize(
    ("query", "status", "message"),
    [
        ("players=6&d=pink-4-pink", 422, "Nobody holds a Dragon of their own colour (Pink)."),
        ("players=4&d=blue-1-pink", 422, "Nobody plays Pink in this game"),
        ("players=2&d=pink-1-black&d=pink-3-black", 422, "only one Dragon per turn"),
        ("players=4&d=blue-9-red", 400, "Part of this address could not be read"),
        ("players=4&d=purple-1-red", 400, "Part of this address could not be read"),
        ("players=9", 400, "Part of this address could not be read"),
        ("seats=pink,pink&first=pink", 400, "Part of this address could not be read"),
        ("seats=pink,green&first=pink", 422, "Green is not in play with 2 players"),
        ("seats=pink,grey", 400, "Part of this address could not be read"),
        ("players=4&first=pink", 400, "Part of this address could not be read"),
        ("players=4&pick=blue-0", 400, "Part of this address could not be read"),
        ("players=x&d=&d=--&pick=&first=", 400, "Part of this address could not be read"),
    ],
)
def test_a_hand_made_address_gets_a_clear_message(client, query, status, message):
    response = client.get("/river-dragons/turn?" + query)
    assert response.status_code == status
    assert message in html.unescape(response.get_data(as_text=True))


def test_seating_can_differ_from_the_rulebooks_order(client):
    page = get(client, "/river-dragons/turn?seats=yellow,red,green,blue&first=green")
    assert rows(page) == ["yellow", "red", "green", "blue"]
    assert "Next turn, Blue holds the First-player card." in page
    assert "seats=yellow,red,green,blue" in html.unescape(cell_link(page, "red", 1))


def test_the_address_says_everything(app):
    with app.test_request_context("/"):
        for query in [
            "players=6&first=green&d=pink-4-green&d=green-4-blue&pick=red-2",
            "seats=yellow,red,green,blue&first=red&d=red-5-yellow",
        ]:
            with app.test_request_context("/river-dragons/turn?" + query):
                from flask import request

                state = read_state(request.args)
            assert not state.unreadable
            with app.test_request_context(grid_url(state)):
                assert read_state(request.args) == state


def test_the_full_form_stays_one_tap_away(client):
    page = get(client, "/river-dragons/turn?players=5")
    assert "/river-dragons/resolver?players=5&amp;first=black" in link(page, "Name every card")


def test_seating_tapped_in_clockwise(client):
    page = get(client, "/river-dragons/turn?players=4&first=red&d=red-2-blue")
    page = get(client, link(page, "Change seating"))
    offered = page.split('id="arranger"')[1].split("</section>")[0]
    assert re.findall(r'<span class="swatch (\w+)"', offered) == ["blue", "green", "red", "yellow"]
    for colour in ("yellow", "red"):
        page = get(client, link(page.split('id="arranger"')[1], rf'<span class="swatch {colour}"'))
    assert "Yellow → Red →" in page
    page = get(client, link(page.split('id="arranger"')[1], r'<span class="swatch green"'))
    assert 'id="arranger"' not in page, "the last seat needs no tap"
    assert rows(page) == ["yellow", "red", "green", "blue"]
    assert "Next turn, Green holds the First-player card." in page
    assert "cancelled" in cell(page, "blue", 2)[0], "the Dragons stay where they were"


def test_the_full_form_starts_from_the_grid(client):
    grid = get(client, EXAMPLE_5 + "&seats=pink,green,blue,red,black,yellow")
    form = get(client, link(grid, "Name every card"))
    assert '<option value="dragon:green" selected>' in form.split('id="card-0-4"')[1]
    assert '<option value="dragon:blue" selected>' in form.split('id="card-1-4"')[1]
    assert '<option value="green" selected>' in form.split('id="colour-1"')[1]
    assert '<option value="pink" selected>' in form.split('id="first"')[1]


words = st.sampled_from(
    ["pink", "black", "blue", "red", "green", "yellow", "grey", "1", "4", "9", ""]
)
values = st.lists(words, min_size=0, max_size=4).map("-".join) | st.text(max_size=10)
addresses = st.lists(
    st.tuples(
        st.sampled_from(["players", "seats", "first", "d", "pick", "arrange", "lang"]), values
    ),
    max_size=8,
)


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(addresses)
def test_no_address_ends_in_a_server_error(client, pairs):
    from urllib.parse import urlencode

    response = client.get("/river-dragons/turn?" + urlencode(pairs))
    assert response.status_code in (200, 400, 422)
