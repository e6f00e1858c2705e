"""The River Dragons pages through the test client, in English and Spanish."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest

from tests.riverdragons_tables import PLAYER_COUNT_ROWS

LANGS = [("en", "en"), ("es", "es")]
SIX = ["pink", "green", "blue", "red", "black", "yellow"]
HAND = ["move-1", "move-2", "place-1-plank", "place-1-stone", "remove-plank-or-stone"]


def form(colours, cards, first, **extra):
    """Query string of the resolver form; ``cards`` maps colour -> 5 form values."""
    fields = {"players": len(colours), "first": first, "resolve": "1", **extra}
    for seat, colour in enumerate(colours):
        fields[f"colour-{seat}"] = colour
        for slot, value in enumerate(cards.get(colour, HAND), 1):
            fields[f"card-{seat}-{slot}"] = value
    return urlencode(fields)


def with_card(slot, value):
    """Five different action cards (a hand holds each once), ``value`` at ``slot``."""
    out = [card for card in HAND if card != value][:4]
    out.insert(slot - 1, value)
    return out


@pytest.mark.parametrize(("lang", "html_lang"), LANGS)
@pytest.mark.parametrize(
    ("players", "colours", "removed"),
    PLAYER_COUNT_ROWS,
)
def test_setup_page_for_every_player_count(client, lang, html_lang, players, colours, removed):
    response = client.get(f"/river-dragons/setup?players={players}&lang={lang}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert f'<html lang="{html_lang}">' in page
    section = page.split('id="colours"')[1].split("</section>")[0]
    assert re.findall(r'swatch (\w+)"', section) == colours
    dragons = page.split('id="dragons"')[1].split("</section>")[0]
    assert re.findall(r'swatch (\w+)"', dragons) == removed
    assert 'aria-current="page"' in page
    assert 'id="hand"' in page and 'id="first-player"' in page and 'id="expert"' in page
    assert f"/river-dragons/turn?players={players}&amp;lang={lang}" in page


def test_setup_page_words(client):
    page = client.get("/river-dragons/setup?players=6").get_data(as_text=True)
    assert "13 cards:" in page
    assert "Jump over another pawn" in page
    assert "None: all six colours play" in page
    assert "player on their left" in page
    assert "side without islands" in page
    assert "our reading" in page


def test_setup_page_without_a_count_asks_for_one(client):
    page = client.get("/river-dragons/setup?players=9").get_data(as_text=True)
    assert "How many players" in page
    assert 'id="colours"' not in page


@pytest.mark.parametrize(("lang", "html_lang"), LANGS)
def test_resolver_form_has_every_field_and_only_a_small_helper_script(client, lang, html_lang):
    response = client.get(f"/river-dragons/resolver?players=3&lang={lang}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert f'<html lang="{html_lang}">' in page
    # The form works without JavaScript; the one script only refreshes Dragons on a colour change.
    (script,) = re.findall(r"<script[^>]*>", page)
    assert re.fullmatch(r'<script src="/static/resolver\.[0-9a-f]{12}\.js" defer>', script)
    assert page.count('class="seat card"') == 3
    for seat in range(3):
        assert f'name="colour-{seat}"' in page
        for slot in range(1, 6):
            assert f'name="card-{seat}-{slot}"' in page
    assert 'name="first"' in page
    # Dragons on offer are those of the colours in play only.
    assert 'value="dragon:pink"' in page and 'value="dragon:green"' not in page
    assert f'name="lang" value="{lang}"' in page


def test_resolver_shows_example_5_struck_through_and_in_words(client):
    cards = {"pink": with_card(4, "dragon:green"), "green": with_card(4, "dragon:blue")}
    cards["blue"] = with_card(4, "jump")
    response = client.get("/river-dragons/resolver?" + form(SIX, cards, "pink"))
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    slot4 = page.split("Slot 4")[1].split("</table>")[0]
    rows = re.findall(r'<tr class="(\w+)">.*?<span>(\w+)</span>', slot4, re.S)
    assert rows == [
        ("dragon", "Pink"),
        ("dragon", "Green"),
        ("cancelled", "Blue"),
        ("performed", "Red"),
        ("performed", "Black"),
        ("performed", "Yellow"),
    ]
    assert '<del class="cancelled-card">Jump over another pawn</del>' in slot4
    assert '<span class="status cancelled">Cancelled</span>' in slot4
    assert "Cancelled: Green played a Dragon aimed at Blue." in slot4
    assert "Dragons do not cancel Dragons" in slot4
    assert page.split("Slot 3")[1].split("</table>")[0].count("<del") == 0
    assert "Next turn, Green holds the First-player card." in page


def test_resolver_reports_rule_problems_next_to_the_fields(client):
    cards = {"pink": ["dragon:black", "dragon:black", "jump", "jump", "jump"]}
    cards["black"] = with_card(1, "dragon:black")
    response = client.get("/river-dragons/resolver?" + form(["pink", "pink"], cards, "pink"))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert 'role="alert"' in page
    assert "Seat 2, colour: Pink is already taken" in page
    assert 'id="colour-1-error"' in page
    assert "Seat 1, cards: A player may play only one Dragon per turn" in page
    assert 'id="result"' not in page


def test_resolver_asks_for_missing_choices(client):
    response = client.get("/river-dragons/resolver?players=2&resolve=1&colour-0=pink")
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "Seat 2, colour: Choose this player&#39;s colour." in page
    assert "Seat 1, card 3: Choose a card." in page
    assert 'aria-invalid="true"' in page


def test_resolver_survives_tampered_values(client):
    cards = {"pink": ["fly", "dragon:purple", "jump", "jump", "jump"]}
    response = client.get("/river-dragons/resolver?" + form(["pink", "black"], cards, "grey"))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "Seat 1, card 1:" in page and "Seat 1, card 2:" in page and "First player:" in page


def test_home_links_both_pages(client):
    page = client.get("/?lang=es").get_data(as_text=True)
    home = page.split('id="river-dragons"')[1]
    assert 'href="/river-dragons/setup?lang=es"' in home
    assert 'href="/river-dragons/turn?lang=es"' in home


def test_each_seat_is_offered_every_dragon_but_its_own(client):
    page = client.get("/river-dragons/resolver?players=3").get_data(as_text=True)
    colours = re.findall(
        r'<select id="colour-\d" [^>]*>.*?<option value="(\w+)" selected', page, re.S
    )
    assert len(colours) == 3
    for seat, colour in enumerate(colours):
        cards = page.split(f'<select id="card-{seat}-1"')[1].split("</select>")[0]
        offered = set(re.findall(r'value="dragon:(\w+)"', cards))
        assert offered == set(colours) - {colour}


def test_a_refused_own_dragon_stays_shown_beside_its_message(client):
    cards = {"pink": with_card(2, "dragon:pink")}
    response = client.get("/river-dragons/resolver?" + form(SIX, cards, "pink"))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert '<option value="dragon:pink" selected>' in page.split('id="card-0-2"')[1]
    assert 'value="dragon:pink"' not in page.split('id="card-0-3"')[1].split("</select>")[0]
