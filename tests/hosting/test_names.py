"""Names that cannot be shown are refused with a clear message, never a 500."""

from __future__ import annotations

import json

import pytest

from companion.formats.names import name_problem
from companion.formats.problems import FormatCode
from companion.games.moonriver.validation import same_name
from tests.hosting.conftest import ROOT
from tests.web.tables_helpers import csrf_token, new_game_form

TABLE = json.loads((ROOT / "examples" / "table.json").read_text())

REFUSED = [
    ("Bo\ud800", FormatCode.NAME_BROKEN_CHARACTERS, "broken character"),
    ("\udfffBo", FormatCode.NAME_BROKEN_CHARACTERS, "broken character"),
    ("\u202eoB", FormatCode.NAME_DIRECTION_CHARACTERS, "direction"),
    ("Bo\u2066x\u2069", FormatCode.NAME_DIRECTION_CHARACTERS, "direction"),
    ("\u200b\u200b", FormatCode.NAME_INVISIBLE, "visible character"),
    ("\u3164", FormatCode.NAME_INVISIBLE, "visible character"),
    ("\u2800\u00a0\u2060", FormatCode.NAME_INVISIBLE, "visible character"),
    ("Bo\x00", FormatCode.NAME_CONTROL_CHARACTERS, "control characters"),
]


@pytest.mark.parametrize(("name", "code", "_words"), REFUSED)
def test_names_that_cannot_be_shown_are_named_for_what_is_wrong(name, code, _words):
    assert name_problem(name) is code


@pytest.mark.parametrize(
    "name", ["Bo", "瑪利亞", "محمد", "👩\u200d👩\u200d👧", "José", "Zoë O'Neil"]
)
def test_real_names_pass(name):
    assert name_problem(name) is None


def test_names_that_only_look_different_are_one_name():
    assert same_name("Ana") == same_name("A\u200bna") == same_name("ＡＮＡ") == same_name(" ana ")
    assert same_name("Ana") != same_name("Anna")


def _request(name: str) -> str:
    table = json.loads(json.dumps(TABLE))
    table["players"][1]["name"] = name
    return json.dumps(table)  # lone surrogates travel as \ud800 escapes, as a client sends them


@pytest.mark.parametrize(("name", "code", "words"), REFUSED)
def test_the_api_refuses_them_with_the_path_and_never_echoes_them(client, name, code, words):
    response = client.post(
        "/api/v1/moon-river/scores", data=_request(name), content_type="application/json"
    )
    assert response.status_code == 422
    (error,) = response.get_json()["errors"]
    assert error["path"] == "players[1].name"
    assert words in error["message"]
    assert name not in response.get_data(as_text=True)


@pytest.mark.parametrize(("name", "code", "words"), REFUSED)
@pytest.mark.parametrize("route", ["/moon-river/sheets/filled", "/moon-river/sheets/filled.pdf"])
def test_the_sheet_routes_answer_422_in_the_pages_language(client, name, code, words, route):
    as_json = client.post(route + "?lang=de", data=_request(name), content_type="application/json")
    as_form = client.post(route + "?lang=de", data={"request": _request(name)})
    for response in (as_json, as_form):
        assert response.status_code == 422
        assert "players[1].name" in response.get_data(as_text=True)
        assert '<html lang="de">' in response.get_data(as_text=True)  # the page's language


def test_the_game_night_form_refuses_an_invisible_or_reversed_name(client):
    for name, message in (
        ("\u200b", "Ein Name braucht mindestens ein sichtbares Zeichen."),
        ("\u202eanA", "Ein Name darf keine Zeichen enthalten, die die Schreibrichtung ändern."),
    ):
        data = new_game_form(("Ana", name))
        data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
        response = client.post("/moon-river/game-night?lang=de", data=data)
        assert response.status_code == 422
        assert message in response.get_data(as_text=True)


def test_the_game_night_form_refuses_names_that_only_look_different(client):
    data = new_game_form(("Ana", "A\u200bna"))
    data["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    assert client.post("/moon-river/game-night", data=data).status_code == 422


@pytest.mark.parametrize(
    ("where", "path"),
    [
        (("mode",), "mode"),
        (("players", 0, "\udc00x"), "players[0]"),
        (("players", 1, "name"), "players[1].name"),
    ],
)
def test_a_lone_surrogate_anywhere_refuses_the_whole_request_by_path(client, where, path):
    table = json.loads(json.dumps(TABLE))
    holder = table
    for part in where[:-1]:
        holder = holder[part]
    holder[where[-1]] = "x\ud83d"
    body = json.dumps(table)
    api = client.post("/api/v1/moon-river/scores", data=body, content_type="application/json")
    assert api.status_code == 422
    assert api.get_json()["errors"][0]["path"] == path
    assert "\\ud83d" not in api.get_data(as_text=True)
    for route in ("/moon-river/sheets/filled", "/moon-river/sheets/filled.pdf"):
        assert client.post(route, data=body, content_type="application/json").status_code == 422
        assert client.post(route, data={"request": body}).status_code == 422


def test_emoji_written_as_escaped_pairs_are_welcome(client):
    table = json.loads(json.dumps(TABLE))
    table["players"][1]["name"] = "Bo \U0001f600"
    body = json.dumps(table)  # ensure_ascii: the emoji travels as \ud83d\ude00
    assert "\\ud83d\\ude00" in body
    response = client.post("/api/v1/moon-river/scores", data=body, content_type="application/json")
    assert response.status_code == 200
