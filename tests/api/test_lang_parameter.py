"""``?lang=`` outside the five languages: 422 from the API, the visitor's language on pages."""

from __future__ import annotations

import re

import pytest

from companion.api.openapi import DOCUMENT, LANG_PARAMETER
from companion.i18n import CODES, normalize

FAKE_TOKEN = "x" * 43
"""Any token: the language is checked before anything is looked up."""


def _operations_taking_lang() -> list[tuple[str, str]]:
    return [
        (method, path)
        for path, operations in DOCUMENT["paths"].items()
        for method, operation in operations.items()
        if LANG_PARAMETER in operation.get("parameters", [])
    ]


def _address(path: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: FAKE_TOKEN if "token" in m[1] else "3", path)


def test_the_operations_taking_lang_are_all_found():
    assert len(_operations_taking_lang()) >= 9


@pytest.mark.parametrize(("method", "path"), _operations_taking_lang())
@pytest.mark.parametrize("lang", ["null", "fr", "zh-Hant", "EN", ""])
def test_an_unknown_lang_is_422_naming_the_languages(client, method, path, lang):
    response = client.open(
        f"{_address(path)}?lang={lang}",
        method=method.upper(),
        json={},
        headers={"Accept-Language": "de"},
    )
    assert response.status_code == 422, (path, response.get_json())
    (problem,) = response.get_json()["errors"]
    assert problem["path"] == "lang"
    assert all(code in problem["message"] for code in CODES)
    if normalize(lang) is None:  # else the message is in the language it stands for
        assert problem["message"].startswith("Die Sprache")  # in the client's own language
    assert "422" in DOCUMENT["paths"][path][method]["responses"]


def test_every_known_lang_is_taken(client):
    for code in CODES:
        response = client.get(f"/api/v1/river-dragons/setup/4?lang={code}")
        assert response.status_code == 200, code


def test_pages_take_an_unknown_lang_as_the_visitors_language(client):
    page = client.get("/moon-river/rules/?lang=null")
    assert page.status_code == 200
    assert '<html lang="en"' in page.get_data(as_text=True)
    assert "lang=" not in page.headers.get("Set-Cookie", "")  # nothing remembered
    german = client.get("/?lang=fr", headers={"Accept-Language": "de"})
    assert german.status_code == 200 and '<html lang="de"' in german.get_data(as_text=True)
