"""Security headers on every page, no-store where an edit token is, cookies, 405's Allow."""

from __future__ import annotations

import re

import pytest

from companion.resources import TEMPLATES
from tests.web.tables_helpers import start_game, view_token

PAGES = [
    "/",
    "/moon-river/game-night",
    "/moon-river/my-games",
    "/moon-river/sheets/",
    "/moon-river/sheets/blank",
    "/api/v1/openapi.json",
    "/no-such-page",
]


def _check_common(response, referrer: str = "same-origin") -> None:
    csp = response.headers["Content-Security-Policy"]
    assert (
        "script-src 'self'" in csp
        and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    )
    assert "frame-ancestors 'none'" in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == referrer


@pytest.mark.parametrize("path", PAGES)
def test_every_answer_carries_the_security_headers(client, path):
    _check_common(client.get(path))


def test_every_page_without_parameters_carries_the_security_headers(app, client):
    paths = sorted(
        rule.rule
        for rule in app.url_map.iter_rules()
        if "GET" in rule.methods and not rule.arguments and rule.endpoint != "static"
    )
    assert len(paths) > 10
    for path in paths:
        with client.get(path) as response:
            assert response.status_code < 500, path
            _check_common(response)


def test_the_pages_of_a_table_carry_the_headers_and_edit_pages_are_never_stored(app, client):
    edit_token = start_game(client)
    for path in (f"/t/{edit_token}", f"/t/{edit_token}/seat/1", f"/t/{edit_token}/results"):
        response = client.get(path)
        _check_common(response, referrer="no-referrer")
        assert response.headers["Cache-Control"] == "no-store", path
    api = client.get(f"/api/v1/tables/{edit_token}/seats/1")
    assert api.headers["Cache-Control"] == "no-store"
    results = client.get(f"/r/{view_token(app, edit_token)}")
    _check_common(results, referrer="no-referrer")
    assert "no-store" not in results.headers.get("Cache-Control", "")


def test_nothing_reached_with_a_token_sends_a_referer(app, client):
    """The address is the key to a game: no Referer may carry it, not even to this site."""
    tokens = {"edit_token": start_game(client)}
    tokens["view_token"] = view_token(app, tokens["edit_token"])
    check = client.post("/moon-river/score-check").headers["Location"].split("/")[2]
    seen = []
    for rule in app.url_map.iter_rules():
        names = rule.arguments & set(tokens)
        if not names:
            continue
        values = {**tokens, "position": 1}
        if rule.endpoint in ("tables.new", "checks.variant"):  # a score check's own addresses
            values["edit_token"] = check
        path = rule.build({k: v for k, v in values.items() if k in rule.arguments})[1]
        method = "GET" if "GET" in rule.methods else sorted(rule.methods - {"OPTIONS"})[0]
        response = client.open(path, method=method)
        assert response.status_code < 500, path
        assert response.headers["Referrer-Policy"] == "no-referrer", (method, rule.rule)
        seen.append(rule.endpoint)
    assert {"tables.table", "tables.results", "tables.new", "api.put_seat"} <= set(seen)


def test_no_template_holds_an_inline_script_or_event_handler():
    offenders = []
    for template in TEMPLATES.rglob("*.html"):
        text = template.read_text()
        for match in re.finditer(r"<script\b[^>]*>", text):
            if "src=" not in match.group(0):
                offenders.append(f"{template.name}: {match.group(0)}")
        offenders += [f"{template.name}: {m}" for m in re.findall(r"\son[a-z]+\s*=", text)]
        if "javascript:" in text:
            offenders.append(f"{template.name}: javascript: URL")
    assert offenders == []


def test_every_cookie_is_samesite_and_secure_over_https(app, client):
    edit_token = start_game(client)
    plain = client.get(f"/t/{edit_token}?lang=de")
    cookies = plain.headers.getlist("Set-Cookie")
    assert cookies and all("SameSite=" in c for c in cookies)
    assert not any("Secure" in c for c in cookies)
    secure = client.get(f"/t/{edit_token}?lang=es", base_url="https://games.example.org")
    cookies = secure.headers.getlist("Set-Cookie")
    assert cookies and all("SameSite=" in c and "; Secure" in c for c in cookies)


def test_the_session_cookie_is_samesite_and_secure_over_https(client):
    form = client.get("/moon-river/game-night", base_url="https://games.example.org")
    session_cookies = [c for c in form.headers.getlist("Set-Cookie") if c.startswith("session=")]
    assert (
        session_cookies and "SameSite=Lax" in session_cookies[0] and "Secure" in session_cookies[0]
    )


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("DELETE", "/", {"GET", "HEAD", "OPTIONS"}),
        ("GET", "/moon-river/sheets/filled.pdf", {"POST", "OPTIONS"}),
        ("POST", "/api/v1/openapi.json", {"GET", "HEAD", "OPTIONS"}),
    ],
)
def test_a_405_says_which_methods_are_allowed(client, method, path, allowed):
    response = client.open(path, method=method)
    assert response.status_code == 405
    assert set(response.headers["Allow"].replace(" ", "").split(",")) == allowed


def test_a_forged_host_header_is_refused_when_trusted_hosts_are_set(app, client):
    app.config["TRUSTED_HOSTS"] = ["games.example.org"]
    assert client.get("/", base_url="https://games.example.org").status_code == 200
    assert client.get("/", base_url="https://evil.example.com").status_code == 400
