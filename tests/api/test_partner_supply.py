"""T8 over the API: a table whose specialists the box cannot show is a 422 naming the plot
and the specialist, in the request's language; a score check is held to the same box."""

from __future__ import annotations

import pytest

URL = "/api/v1/moon-river/scores"


def ranch_with(*partners: str) -> dict:
    """Farm plots in reading order (row 1 first, left to right), one partner each."""
    return {
        "plots": [
            {"row": 1 + i // 5, "col": 1 + i % 5, "terrain": "farm", "partner": partner}
            for i, partner in enumerate(partners)
        ]
    }


def table(*ranches: dict) -> dict:
    return {"players": [{"name": f"P{i + 1}", "ranch": r} for i, r in enumerate(ranches)]}


SIX_FARMERS = table(ranch_with(*["farmer"] * 3), ranch_with(*["farmer"] * 3))
FOUR_OF_FOUR = table(
    ranch_with(*["desperado"] * 4, *["cattle-thief"] * 4),
    ranch_with(*["prospector"] * 4, *["trapper"] * 4),
)
TWENTY_PROSPECTORS = table(ranch_with(*["prospector"] * 20))
"""A score check that would score 420: one ranch alone is held to the same box."""


@pytest.mark.parametrize(
    ("body", "lang", "path", "message"),
    [
        (
            SIX_FARMERS,
            "en",
            "players[1].ranch.plots[2].partner",
            "Farmer: 6 on the ranches, but the box has at most 5 partner tokens of any one "
            "specialist.",
        ),
        (
            SIX_FARMERS,
            "es",
            "players[1].ranch.plots[2].partner",
            "Granjero: hay 6 en los ranchos, pero la caja trae como máximo 5 fichas de "
            "compañero de un mismo especialista.",
        ),
        (  # only three kinds are on more than 3 tokens: the fourth to pass 3 is named
            FOUR_OF_FOUR,
            "en",
            "players[1].ranch.plots[7].partner",
            "Trapper: 4 on the ranches, but with the other specialists there the box's partner "
            "tokens allow only 3.",
        ),
        (
            FOUR_OF_FOUR,
            "zh_Hant",
            "players[1].ranch.plots[7].partner",
            "獵人：各農場上有4個，但連同農場上的其他專家，遊戲盒中的夥伴標記只夠3個。",
        ),
        (
            TWENTY_PROSPECTORS,
            "de",
            "players[0].ranch.plots[5].partner",
            "Goldgräberin: 20 auf den Ranches, die Schachtel enthält aber höchstens 5 "
            "Partnerplättchen mit demselben Spezialisten.",
        ),
        (
            TWENTY_PROSPECTORS,
            "pt",
            "players[0].ranch.plots[5].partner",
            "Garimpeiro: há 20 nos ranchos, mas a caixa traz no máximo 5 fichas de Parceiro do "
            "mesmo Especialista.",
        ),
    ],
)
def test_a_table_beyond_the_box_is_422_naming_the_plot_and_the_specialist(
    client, body, lang, path, message
):
    response = client.post(f"{URL}?lang={lang}", json=body)
    assert response.status_code == 422
    assert response.get_json()["errors"] == [{"path": path, "message": message}]


def test_the_whole_box_scores(client):
    """5, 5, 5, 3 and 2 of the five specialists and nothing else: every token is used."""
    kinds = ["desperado"] * 5 + ["cattle-thief"] * 5 + ["trapper"] * 5
    kinds += ["farmer"] * 3 + ["prospector"] * 2
    response = client.post(URL, json=table(*(ranch_with(*kinds[i::4]) for i in range(4))))
    assert response.status_code == 200
