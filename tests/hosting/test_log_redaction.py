"""No token in any log: the documented nginx's maps and error-log location, and the app's own.

The routes are taken from the app's URL map, so a page or an API operation added
later with a token in its address is held to the logs here without anyone
remembering to list it; the nginx configuration is taken from docs/hosting.md
as written (tests/hosting/test_guide.py then runs it and greps the real logs).
"""

from __future__ import annotations

import re
import secrets

import pytest

from companion import create_app, storage
from companion.access_log import REDACTED, redact
from companion.rules.games import load_rulebooks
from companion.rules.topics import rulebooks
from companion.storage.repository import new_token
from companion.web.headers import TOKEN_ARGUMENTS
from tests.hosting.conftest import ROOT, SECRET

GUIDE = (ROOT / "docs" / "hosting.md").read_text(encoding="utf-8")
NGINX = re.search(r"<!-- guide: run nginx -->\n```sh\n(.*?)\n```", GUIDE, re.S).group(1)
SITE = "https://games.example.org"


def _python(pattern: str) -> str:
    """An nginx (PCRE) pattern in Python's spelling of named groups."""
    return pattern.replace("(?<", "(?P<")


def _map(variable: str) -> tuple[re.Pattern, str]:
    block = re.search(rf"map \$\w+ \${variable} \{{\s*\"~(.*?)\"\s+\"(.*?)\";", NGINX, re.S)
    return re.compile(_python(block.group(1))), re.sub(r"\$\{(\w+)\}", r"\\g<\1>", block.group(2))


REQUEST, REQUEST_OUT = _map("companion_request")
REFERER, REFERER_OUT = _map("companion_referer")
QUIET_LOCATION = re.compile(
    _python(re.search(r'location ~ "(.*?)" \{[^}]*error_log \S+ crit;', NGINX, re.S).group(1))
)
"""The location whose error-log lines are only critical ones (they would name the token)."""


def _logged_request(line: str) -> str:
    match = REQUEST.match(line)
    return match.expand(REQUEST_OUT) if match else line


def _logged_referer(referer: str) -> str:
    match = REFERER.match(referer)
    return match.expand(REFERER_OUT) if match else referer


@pytest.fixture(scope="module")
def url_map(tmp_path_factory):
    folder = tmp_path_factory.mktemp("routes")
    app = create_app({"SECRET_KEY": SECRET, "DATABASE_URL": f"sqlite:///{folder / 'r.sqlite3'}"})
    yield app.url_map
    storage.dispose(app)


def _sample(rule, token: str) -> str:
    """The rule's address with a token in every token part and a plausible rest."""
    values = {}
    for name in rule.arguments:
        if name in TOKEN_ARGUMENTS:
            values[name] = token
        elif name in ("game",):
            values[name] = "moon-river"
        elif name == "slug":
            values[name] = _longest_slug()
        elif name == "filename":
            values[name] = "app.3f2a1b9c0d4e.css"
        else:
            values[name] = "3"
    return re.sub(r"<(?:[^:<>]+:)?(\w+)(?:\([^)]*\))?>", lambda m: values[m[1]], rule.rule)


def _longest_slug() -> str:
    load_rulebooks()
    return max((t.slug for topics in rulebooks().values() for t in topics), key=len)


def _token_rules(url_map):
    return [r for r in url_map.iter_rules() if set(r.arguments) & set(TOKEN_ARGUMENTS)]


def test_the_app_has_token_routes_of_every_kind(url_map):
    kinds = {name for r in _token_rules(url_map) for name in r.arguments} & set(TOKEN_ARGUMENTS)
    assert kinds == set(TOKEN_ARGUMENTS)
    prefixes = {r.rule.split("<")[0] for r in _token_rules(url_map)}
    assert {"/t/", "/r/", "/e/", "/s/", "/api/v1/events/", "/api/v1/standings/"} <= prefixes
    assert {"/api/v1/tables/", "/api/v1/results/"} <= prefixes


def test_a_token_is_shaped_as_the_logs_look_for_it():
    for _ in range(200):
        token = new_token()
        assert re.fullmatch(r"[A-Za-z0-9_-]{32,}", token), token


def test_nginx_writes_every_token_route_as_token_in_its_access_log(url_map):
    rules = _token_rules(url_map)
    assert len(rules) > 30
    for rule in rules:
        token = new_token()
        path = _sample(rule, token)
        for method in sorted(rule.methods - {"OPTIONS"}):
            for target in (path, f"{path}?lang=de", f"{SITE}{path}"):
                line = _logged_request(f"{method} {target} HTTP/1.1")
                assert token not in line and REDACTED in line, (rule.rule, line)
        referer = _logged_referer(f"{SITE}{path}?lang=pt")
        assert token not in referer and referer.endswith("?lang=pt"), (rule.rule, referer)
        assert QUIET_LOCATION.search(path), rule.rule  # its error-log lines kept quiet
        assert token not in redact(f'"GET {path} HTTP/1.1" 200'), rule.rule  # gunicorn's log


def test_what_is_not_a_token_is_logged_as_it_is(url_map):
    """The logs keep what they are for: every other address in full, error lines included."""
    for rule in url_map.iter_rules():
        if rule in _token_rules(url_map):
            continue
        path = _sample(rule, "")
        assert _logged_request(f"GET {path}?lang=de HTTP/1.1") == f"GET {path}?lang=de HTTP/1.1"
        assert not QUIET_LOCATION.search(path), path
    assert len(_longest_slug()) < 32


def test_a_token_typed_with_percent_escapes_is_still_hidden():
    token = secrets.token_urlsafe(32)
    escaped = "".join(f"%{ord(c):02X}" for c in token[:5]) + token[5:]
    line = _logged_request(f"GET /s/{escaped}/status HTTP/1.1")
    assert line == "GET /s/[token]/status HTTP/1.1"
