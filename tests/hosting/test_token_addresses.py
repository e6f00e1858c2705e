"""A table's tokens travel in the path of an address, never in its query string.

Paths are what the logs redact (companion/access_log.py, nginx's map in
docs/hosting.md); a query string would carry the key to a game into every log
and, through a Referer, to other sites.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

from companion.resources import TEMPLATES
from tests.web.tables_helpers import save, start_game, view_token

PACKAGE = Path(__file__).resolve().parents[2] / "companion"
URL_FOR = re.compile(r"url_for\(\s*['\"]([\w.]+)['\"]\s*((?:,[^()]*(?:\([^()]*\))?)*)\)")
ARGUMENT = re.compile(r"(\w+)\s*=\s*([^,]+)")


def test_no_url_for_puts_a_token_in_a_query_string(app):
    """Every ``url_for`` in the templates and the code: a token may only fill a path part."""
    sources = [*TEMPLATES.rglob("*.html"), *PACKAGE.rglob("*.py")]
    arguments = {}
    for rule in app.url_map.iter_rules():
        arguments.setdefault(rule.endpoint, set()).update(rule.arguments)
    offenders, seen = [], 0
    for source in sources:
        for endpoint, args in URL_FOR.findall(source.read_text(encoding="utf-8")):
            for name, value in ARGUMENT.findall(args):
                if "token" in name or "token" in value:
                    seen += 1
                    if name not in arguments.get(endpoint, set()):
                        offenders.append(f"{source.name}: url_for({endpoint!r}, {name}={value})")
    assert seen > 20  # the pattern does find the calls
    assert offenders == []


def test_no_page_reached_with_a_token_links_one_in_a_query_string(app, client):
    edit = start_game(client)
    save(client, edit, 1, [{"row": 1, "col": 1, "terrain": "desert"}])
    view = view_token(app, edit)
    check = client.post("/moon-river/score-check").headers["Location"].split("/")[2]
    save(client, check, 1, [{"row": 1, "col": 1, "terrain": "desert"}])
    pages = [
        f"/t/{edit}",
        f"/t/{edit}/seat/1",
        f"/t/{edit}/results",
        f"/r/{view}",
        f"/r/{view}/sheet",
        f"/t/{check}/seat/1",
        f"/t/{check}/results",
        f"/t/{check}/game-night",
        "/moon-river/my-games",
    ]
    tokens = {edit, view, check}
    in_paths = 0
    for path in pages:
        page = client.get(path).get_data(as_text=True)
        for found in re.findall(r'(?:href|action|src|data-[\w-]+)="([^"]*)"', page):
            address = urlsplit(html.unescape(found))
            query = parse_qsl(address.query)
            assert not any(value in tokens for _name, value in query), (path, found)
            in_paths += any(token in address.path for token in tokens)
    assert in_paths > 20  # the pages do link each other by token, in the path
