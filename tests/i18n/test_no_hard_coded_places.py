"""No separator, rank or place is written in a template or a script: the catalogs say them.

A page's title goes through titled() (the catalog's "%(page)s · %(site)s", "｜" in
Chinese), a rank or place through place() ("1.", "2.º", "第2名"; a shared place "=2" in
English, the number again in German, Spanish and Portuguese). These tests grep the
templates and scripts for the forms that bypass them, and render the places themselves.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask_babel import force_locale

from companion.i18n import place

ROOT = Path(__file__).parents[2]
JINJA_COMMENT = re.compile(r"\{#.*?#\}", re.S)

TEMPLATE_FAULTS = {
    "a separator between two printed values": r"\}\}\s*(?:·|\||｜|—|–)\s*\{\{",
    "a separator written into a title": (
        r"<title>[^<]*(?:·|｜)|block title %\}[^{]*\{\{[^}]*\}\}\s*[·|｜]"
    ),
    "punctuation after a rank or place": r"(?:rank|place)\s*\}\}\s*(?:\.|º|ª|°)",
    "a mark before a rank or place": r"(?:=|#|第)\s*\{\{\s*[\w.]*(?:rank|place)\b",
    "a rank or place printed bare": r"\{\{\s*[\w.]*\.(?:rank|place)\s*\}\}",
    "the shared-place mark called directly": r"_\(\s*[\"']=%\(place\)",
}
SCRIPT_FAULTS = {
    # "|" alone joins keys ("a|b"), not words: only " | " with spaces is a separator
    "a separator as a literal": r"""["'`](?:\s*[·｜]\s*|\s+\|\s+)["'`]""",
    "punctuation added to a rank or place": r"""(?:rank|place)\w*\s*\+\s*["'`]\s*(?:\.|º|ª|=|名)""",
    "a mark put before a rank or place": r"""["'`](?:=|#|第)["'`]\s*\+\s*[\w.]*(?:rank|place)""",
}


def faults(text: str, rules: dict[str, str]) -> list[str]:
    return [why for why, pattern in rules.items() if re.search(pattern, text)]


def templates() -> list[Path]:
    return sorted((ROOT / "templates").rglob("*.html"))


def scripts() -> list[Path]:
    return sorted(p for p in (ROOT / "static").glob("*.js") if not p.name.endswith(".min.js"))


def test_no_template_writes_a_separator_rank_or_place():
    found = {
        str(path.relative_to(ROOT)): why
        for path in templates()
        if (why := faults(JINJA_COMMENT.sub("", path.read_text("utf-8")), TEMPLATE_FAULTS))
    }
    assert not found


def test_no_script_writes_a_separator_rank_or_place():
    found = {
        str(path.relative_to(ROOT)): why
        for path in scripts()
        if (why := faults(path.read_text("utf-8"), SCRIPT_FAULTS))
    }
    assert not found


@pytest.mark.parametrize(
    "line",
    [
        '{% block title %}{{ event.name }} · {{ _("Standings") }}{% endblock %}',
        '<title>{{ event.name }} · {{ _("Standings") }}</title>',
        '<span class="rank">{{ row.result.rank }}.</span>',
        '<td>{% if row.shared %}{{ _("=%(place)d", place=row.place) }}{% endif %}</td>',
        "<td>{{ row.place }}</td>",
        "<td>={{ row.place }}</td>",
    ],
)
def test_the_template_patterns_catch_the_old_lines(line):
    assert faults(line, TEMPLATE_FAULTS)


@pytest.mark.parametrize(
    "line",
    [
        'title.textContent = name + " · " + page;',
        'cell.textContent = row.rank + ".";',
        'x = "=" + row.place;',
    ],
)
def test_the_script_patterns_catch_hard_coded_forms(line):
    assert faults(line, SCRIPT_FAULTS)


@pytest.mark.parametrize(
    ("code", "first", "shared"),
    [
        ("en", "1.", "=2"),
        ("es", "1.º", "2.º"),
        ("de", "1.", "2."),
        ("zh_Hant", "第1名", "第2名"),
        ("pt", "1.º", "2.º"),
    ],
)
def test_places_follow_each_languages_standings(app, code, first, shared):
    """German, Spanish and Portuguese standings repeat a shared place's number; "=2" is British."""
    with app.test_request_context(), force_locale(code):
        assert place(1) == first
        assert place(2, shared=True) == shared


@pytest.mark.parametrize(
    ("code", "title"), [("en", "Standings · Club night"), ("zh_Hant", "排名｜Club night")]
)
def test_an_event_page_is_titled_by_the_catalogs_pattern(app, client, code, title):
    """The Chinese standings tab reads "排名｜Club night", as every other Chinese page does."""
    from tests.web.event_helpers import create_event, standings_token

    token = create_event(client)
    page = client.get(f"/s/{standings_token(app, token)}", query_string={"lang": code})
    assert f"<title>{title}</title>" in page.get_data(as_text=True)
