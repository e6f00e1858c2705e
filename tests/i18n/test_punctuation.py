"""Chinese pages punctuated the Hong Kong way: no ASCII ``: ; ( ) ,`` next to Chinese text.

Every separator, bracket, colon and list pattern a reader sees comes from the
catalogs (a translatable pattern with named placeholders, or Babel's list
format), so the zh_Hant catalog writes "：", "；", "（）", "，" and "、". A pattern
typed into a template or a view shows up here as ASCII punctuation beside Chinese.

"Next to" means: one of the ASCII characters ``: ; ( ) ,`` with a CJK character
(a Han ideograph, CJK punctuation or a full-width form) immediately before or
after it, whitespace in between ignored ("瑪利亞 (紫色)" and "土地板塊: 3" fail;
"Ana (Bo)" and "3, 4" pass, because nothing Chinese touches them).

What is read is what a reader sees: the text between tags (a drawing's
``<title>`` included) and the attributes that are shown or spoken
(``aria-label``, ``title``, ``placeholder``, ``alt``, the ``value`` of a
button, and the plain ``data-*`` texts a script puts on screen, such as a
table's name for My games or a save state). Left out, because no reader sees
them as prose:

- ``<script>`` and ``<style>`` (JS and CSS source) and HTML comments;
- ``data-*`` attributes holding JSON for the scripts (``{…}``, ``[…]``): they are
  patterns and words the scripts fill in, so what the scripts build from them is
  checked in a real browser (``tests/browser/test_punctuation_browser.py``);
- every other attribute (``href``, ``class``, ``id``...);
- URLs and addresses written out in the text (``https://…``, ``/moon-river/…``);
- JSON written out in a message, between braces (``{"dragon": 顏色}``, how the API
  takes a Dragon card): it is code, and JSON's ``:`` is part of it;
- clock times and ratios between two digits ("20:15", "3:2"): the digits are not Chinese,
  so the rule above already lets them pass; no exception is needed.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from companion.rules import rulebooks
from tests.web.tables_helpers import (
    csrf_token,
    new_game_form,
    plot,
    save,
    start_game,
    view_token,
)
from tests.web.test_riverdragons_pages import SIX, with_card
from tests.web.test_riverdragons_pages import form as rd_form
from tests.web.test_seat_saves import form_data

ROOT = Path(__file__).resolve().parents[2]
CJK = "\u2e80-\u2fff\u3000-\u303f\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
ASCII_BESIDE_CHINESE = re.compile(rf"[{CJK}]\s*[:;(),]|[:;(),]\s*[{CJK}]")
SHOWN_ATTRIBUTES = re.compile(
    r'\s(?:aria-label|title|placeholder|alt|data-[\w-]+)="(?![{\[])([^"]*)"'
    r'|<(?:input|button)[^>]*\svalue="([^"]*)"'
)
NOT_READ = re.compile(r"(?s)<(script|style)\b.*?</\1>|<!--.*?-->")
JSON_WRITTEN_OUT = re.compile(r"\{[^{}]*\}")
"""A JSON example in a message (``{"dragon": 顏色}``) is code, and keeps JSON's ``:``."""
URL = re.compile(r"(?:https?://|/(?=[a-z]))[^\s<>\"]*")


def shown_texts(html: str) -> list[str]:
    """The runs of text a reader sees or hears, one per text node or shown attribute."""
    html = NOT_READ.sub(" ", html)
    attributes = [a or b for a, b in SHOWN_ATTRIBUTES.findall(html)]
    return [URL.sub(" ", unescape(part)) for part in re.split(r"<[^>]+>", html) + attributes]


def ascii_beside_chinese(text: str) -> list[str]:
    """Each ASCII ``: ; ( ) ,`` touching Chinese in ``text``, with a little context."""
    text = JSON_WRITTEN_OUT.sub(" ", text)
    return [
        text[max(0, m.start() - 8) : m.end() + 8].strip()
        for m in ASCII_BESIDE_CHINESE.finditer(text)
    ]


def offenders(html: str) -> list[str]:
    return [hit for text in shown_texts(html) for hit in ascii_beside_chinese(text)]


def test_the_check_catches_what_it_should_and_lets_the_rest_pass():
    assert offenders("<p>土地板塊: 第3橫列</p>") == ["土地板塊: 第3橫列"]
    assert offenders("<p>瑪利亞 (紫色)</p>") != []
    assert offenders('<p aria-label="牛, 3">x</p>') != []
    assert offenders("<p>土地板塊：第3橫列；瑪利亞（紫色）、小明</p>") == []
    assert offenders("<p>Ana (Bo), 3:2 20:15</p>") == []
    assert offenders('<a href="/x?a=牛,(">牛</a><script>a("牛", 1)</script>') == []
    assert offenders("<p>見 https://example.org/牛,x 牛</p>") == []
    assert offenders('<p>寫成{"dragon": 顏色}的龍卡</p>') == []


EXAMPLE_5_CARDS = {
    "pink": with_card(4, "dragon:green"),
    "green": with_card(4, "dragon:blue"),
    "blue": with_card(4, "jump"),
}
"""A turn where a Dragon cancels a card: the resolver says who and why."""
TWO_DRAGONS = {"pink": ["dragon:black", "dragon:black", "jump", "fly", "jump"]}
"""Two Dragons in one hand, an unknown card, a colour taken twice, no first player."""


def finish(client, token: str, position: int) -> None:
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/{position}"), "finished": "1"}
    assert client.post(f"/t/{token}/seat/{position}/finished", data=data).status_code == 302


def game_night(app, client) -> list[str]:
    """A Legends table of Chinese names, every seat saved and finished: all its pages."""
    example = json.loads((ROOT / "examples" / "legends-table.json").read_text())
    players = example["players"]
    names = [p["name"] for p in players]
    token = start_game(client, names=names, mode="legends", scenario=example["scenario"])
    for position, player in enumerate(players, start=1):
        assert save(client, token, position, player["ranch"]["plots"]).status_code == 200
    waiting = [f"/t/{token}", f"/t/{token}/seat/1", f"/r/{view_token(app, token)}"]
    for position in range(1, len(players) + 1):
        finish(client, token, position)
    view = view_token(app, token)
    return [
        *waiting,
        f"/t/{token}/seat/2",
        f"/t/{token}/results",
        f"/r/{view}",
        f"/r/{view}/sheet",
        f"/t/{token}/game-night",
    ]


def score_check(client) -> list[str]:
    """The editor of one ranch alone, with the example's first ranch in it."""
    response = client.post("/moon-river/score-check")
    path = urlsplit(response.headers["Location"]).path
    token = path.split("/")[2]
    plots = json.loads((ROOT / "examples" / "table.json").read_text())["players"][0]["ranch"]
    # A cow on each of two cornfields: a warning that lists its plots.
    stray = [plot(5, 4, "cornfield", cows=1), plot(5, 5, "cornfield", cows=1)]
    kept = [p for p in plots["plots"] if p["row"] < 5]
    saved = save(client, token, 1, [*kept, *stray])
    assert saved.status_code == 200, saved.get_json()
    return [path, f"/t/{token}/results"]


def rules_pages() -> list[str]:
    pages = []
    for game, topics in rulebooks().items():
        pages.append(f"/{game}/rules/")
        pages += [f"/{game}/rules/{topic.slug}" for topic in topics]
        pages.append(f"/{game}/rules/{topics[0].slug}/compare?left=en&right=zh_Hant")
    return [
        *pages,
        "/moon-river/rules/search?q=%E7%89%9B",
        "/moon-river/rules/search?q=zzzz",
        "/river-dragons/rules/search?q=%E9%BE%8D",
    ]


@pytest.fixture
def pages(app, client) -> list[str]:
    return [
        "/",
        "/moon-river/",
        "/river-dragons/",
        *rules_pages(),
        *game_night(app, client),
        *score_check(client),
        "/moon-river/game-night",
        "/moon-river/my-games",
        "/moon-river/sheets/",
        "/moon-river/sheets/blank?players=4",
        "/moon-river/sheets/blank?players=2&mode=legends",
        "/river-dragons/setup?players=3",
        "/river-dragons/resolver",
        "/river-dragons/turn?players=6&d=pink-4-green&d=green-4-blue&d=red-4-blue&pick=black-2",
        "/river-dragons/turn?players=5&arrange=green",
        "/river-dragons/turn?players=9",
        "/river-dragons/resolver?players=2&resolve=1&colour-0=pink",
        "/river-dragons/resolver?" + rd_form(SIX, EXAMPLE_5_CARDS, "pink"),
        "/river-dragons/resolver?" + rd_form(["pink", "pink"], TWO_DRAGONS, "grey"),
        "/no-such-page",
        "/moon-river/sheets/blank?players=9",
        "/moon-river/score-check",
    ]


def in_chinese(client, url: str) -> str:
    joiner = "&" if "?" in url else "?"
    response = client.get(f"{url}{joiner}lang=zh_Hant", follow_redirects=True)
    assert response.status_code in (200, 400, 404, 405, 422), url
    return response.get_data(as_text=True)


def posted_pages(client) -> list[str]:
    """Pages a form posts to: a filled sheet, and the sheet that cannot be made (422)."""
    body = (ROOT / "examples" / "legends-table.json").read_text()
    filled = client.post("/moon-river/sheets/filled?lang=zh_Hant", data={"request": body})
    bad = {"players": [{"name": "甲", "ranch": {"plots": [{"row": 9, "col": 1}]}}] * 2}
    problems = client.post("/moon-river/sheets/filled?lang=zh_Hant", json=bad)
    assert (filled.status_code, problems.status_code) == (200, 422)
    token = start_game(client)
    refused = client.post(  # the seat's form without JavaScript: a farm with resources
        f"/t/{token}/seat/1?lang=zh_Hant",
        data=form_data(client, token, 1, {0: {"terrain": "farm", "resources": 2}}, 0),
    )
    night = new_game_form(["甲", "甲", ""])
    night["csrf_token"] = csrf_token(client, "/moon-river/game-night")
    names = client.post("/moon-river/game-night?lang=zh_Hant", data=night)
    assert (refused.status_code, names.status_code) == (422, 422)
    return [html.get_data(as_text=True) for html in (filled, problems, refused, names)]


def test_every_page_in_chinese_is_punctuated_the_hong_kong_way(client, pages):
    found = {url: offenders(in_chinese(client, url)) for url in pages}
    found |= {f"POST {i}": offenders(html) for i, html in enumerate(posted_pages(client))}
    assert {url: hits for url, hits in found.items() if hits} == {}


def test_the_patterns_are_really_on_the_chinese_pages(app, client):
    """The pages above do show labels, brackets and lists of plots, so the check has work."""
    urls = game_night(app, client)
    table, results = in_chinese(client, urls[0]), in_chinese(client, urls[4])
    assert "瑪利亞（" in shown(table) and "）" in shown(table)
    assert re.search(r"土地板塊：第\d橫列，第\d直行；第\d橫列", shown(results))
    assert "｜月之河畔" in in_chinese(client, urls[4]).split("</title>")[0]
    check = shown(in_chinese(client, score_check(client)[1]))
    assert re.search(r"第5橫列，第4直行；第5橫列，第5直行", check)


def shown(html: str) -> str:
    return " ".join(shown_texts(html))


def player(name: str, *plots: dict, **ranch: object) -> dict:
    return {"name": name, "ranch": {"plots": list(plots), **ranch}}


def farms(partner: str, count: int) -> list[dict]:
    return [plot(1 + i // 5, 1 + i % 5, "farm", partner=partner) for i in range(count)]


BAD_SCORE_REQUESTS = [
    [],
    {"players": []},
    {"players": [{"name": "甲"}], "colour": "紅"},
    {"players": [player("甲", plot(1, 1, "lava"), plot(1, 2, "farm", cows=9))] * 2},
    {"players": [player("甲", plot(9, 1, "farm"), rows=5), player("乙", rows=7)]},
    {"players": [player(name) for name in "甲乙丙丁戊"]},
    {"players": [player("甲", *farms("farmer", 6)), player("乙", *farms("prospector", 4))]},
    {"players": [player("甲\u0007"), player("")], "mode": "legends"},
    {"players": [player("甲", plot(1, 1, "farm", resources=1, bonus="是"))]},
    {"players": [player("甲", plot(1, 1, "farm", cows=99)), player("乙")]},
    {"players": [player("甲", plot(11, 1, "farm")), player("乙")]},
    {"players": [player("甲"), player("甲")]},
    {"players": [player("甲", plot(1, 1, "farm", partner="牛仔")), player("乙")]},
]
"""Every kind of 422 the score API gives: shapes, choices, ranges, rows, counts, the box."""
BAD_RESOLUTIONS = [
    {},
    {"players": [{"colour": "紫", "cards": ["jump"]}], "first_player": "紫"},
    {"players": [{"colour": "pink", "cards": [{"dragon": "pink"}] * 5}] * 2, "first_player": "x"},
    {
        "players": [{"colour": c, "cards": ["jump", "飛"]} for c in ("pink", "blue")],
        "first_player": "pink",
    },
]


def messages(response, status: int) -> list[str]:
    assert response.status_code == status, response.get_data(as_text=True)
    return [error["message"] for error in response.get_json()["errors"]]


def test_the_apis_422_messages_in_chinese_are_punctuated_the_hong_kong_way(client):
    """Each message as a reader gets it, checked as page text is."""
    said = []
    for body in BAD_SCORE_REQUESTS:
        said += messages(client.post("/api/v1/moon-river/scores?lang=zh_Hant", json=body), 422)
    for body in BAD_RESOLUTIONS:
        url = "/api/v1/river-dragons/resolutions?lang=zh_Hant"
        said += messages(client.post(url, json=body), 422)
    token = start_game(client)
    for body in ({"ranch": {}}, {"version": "一", "ranch": {"plots": [{"row": 1}]}}):
        said += messages(client.put(f"/api/v1/tables/{token}/seats/1?lang=zh_Hant", json=body), 422)
    said += messages(
        client.post(
            "/api/v1/moon-river/scores?lang=zh_Hant", data="{", content_type="application/json"
        ),
        400,
    )
    assert len(said) >= 15 and all(re.search(rf"[{CJK}]", m) for m in said), said
    found = [hit for m in said for hit in ascii_beside_chinese(m)]
    assert found == []


def test_the_command_lines_report_in_chinese_is_punctuated_the_hong_kong_way(tmp_path, capsys):
    from companion.cli import main

    bad = tmp_path / "bad.json"
    bad.write_text('{"players": [{"name": "甲", "ranch": {"plots": [{"row": 1, "col": 1}]}}]}')
    assert main(["score", str(bad), "--lang", "zh_Hant"]) == 2
    error = capsys.readouterr().err
    assert "players[0].ranch.plots[0].terrain：必須是" in error, error
    assert ascii_beside_chinese(error) == []
    table = ROOT / "examples" / "legends-table.json"
    assert main(["score", str(table), "--lang", "zh_Hant"]) == 0
    report = capsys.readouterr().out
    assert "西部傳奇｜" in report, report
    assert ascii_beside_chinese(report) == []


def test_no_chinese_translation_puts_ascii_punctuation_beside_chinese():
    """Every zh_Hant entry, read with each placeholder standing for a Chinese word: this
    reaches the messages no page above shows (every API refusal, every rule sentence)."""
    from babel.messages.pofile import read_po

    with (ROOT / "translations" / "zh_Hant" / "LC_MESSAGES" / "messages.po").open("rb") as po:
        catalog = read_po(po)
    found = {}
    for message in catalog:
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in texts:
            hits = ascii_beside_chinese(re.sub(r"%\(\w+\)[sd]", "某", text or ""))
            if hits:
                found[str(message.id)] = hits
    assert len(catalog) > 1000
    assert found == {}
