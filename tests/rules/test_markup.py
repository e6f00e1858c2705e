"""Rules text marks: bold and links render; anything else a translator writes is escaped."""

from __future__ import annotations

from companion.rules.markup import to_html, to_plain


def target(slug):
    return {"ties": ("/moon-river/rules/ties", "Ties")}.get(slug)


def test_bold_and_links_render():
    html = to_html("**Herder**: see [[ties|the tie rule]] and [[ties]].", target)
    assert html == (
        '<strong>Herder</strong>: see <a href="/moon-river/rules/ties">the tie rule</a>'
        ' and <a href="/moon-river/rules/ties">Ties</a>.'
    )


def test_html_in_text_is_escaped():
    html = to_html('<script>alert(1)</script> & "x" [[ties|<b>y</b>]]', target)
    assert "<script>" not in html and "<b>" not in html
    assert "&lt;script&gt;" in html and "&amp;" in html


def test_unknown_slug_keeps_its_words_without_a_link():
    assert to_html("[[nowhere|a rule]]", target) == "a rule"


def test_plain_text_drops_marks():
    assert to_plain("**A** [[ties|b]] [[ties]]", lambda s: "Ties") == "A b Ties"
