"""The rules reference pages: contents, a topic, two languages side by side, search.

Generic over the games registered in ``companion.rules`` (``/<game>/rules/...``);
an unknown game or topic is a 404. Topic text is data (lazy strings), rendered
here through ``companion.rules.markup`` so translators' text is always escaped.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, render_template, request, url_for
from flask_babel import force_locale
from markupsafe import Markup

from companion.i18n import BY_CODE, CODES, current_language, normalize
from companion.rules import links, search
from companion.rules.games import load_rulebooks
from companion.rules.markup import block_anchor, sort_name, to_html
from companion.rules.sections import game_name, section_title
from companion.rules.topics import BlockKind, Topic, rulebooks
from companion.words import collation

bp = Blueprint("rules", __name__)

bp.app_template_global("rule_url")(links.rule_url)
load_rulebooks()  # every game's topics are registered once the app has its rules pages


@dataclass(frozen=True)
class RenderedBlock:
    kind: BlockKind
    anchor: str
    html: Markup
    number: int
    """For steps: the step's number within its numbered list (else 0)."""


def _book(game: str) -> list[Topic]:
    load_rulebooks()
    book = rulebooks().get(game)
    if not book:
        abort(404)
    return book


def _topic(game: str, slug: str) -> tuple[list[Topic], int]:
    book = _book(game)
    for index, topic in enumerate(book):
        if topic.slug == slug:
            return book, index
    abort(404)


def _reading_order(topic: Topic, code: str) -> list[int]:
    """The indexes of a topic's blocks as shown in a language: in the order written, but
    for a topic scanned by name each run of items is sorted by its text in that language."""
    if not topic.items_by_name:
        return list(range(len(topic.blocks)))
    key = collation.sort_key(code)
    with force_locale(code):
        names = [sort_name(block.text) for block in topic.blocks]
    order: list[int] = []
    run: list[int] = []
    for index, block in enumerate(topic.blocks):
        if block.kind is BlockKind.ITEM:
            run.append(index)
            continue
        order += [*sorted(run, key=lambda i: key(names[i])), index]
        run = []
    return order + sorted(run, key=lambda i: key(names[i]))


def _render_blocks(
    game: str, topic: Topic, link_endpoint: str, order: list[int] | None = None, **link_args
) -> list[RenderedBlock]:
    """The topic's blocks as HTML in the current locale, in ``order`` (by default the page
    language's reading order); links keep ``link_args``. Anchors keep the written index."""
    titles = {t.slug: t.title for t in _book(game)}

    def target(slug: str) -> tuple[str, str] | None:
        if slug not in titles:
            return None
        return url_for(link_endpoint, game=game, slug=slug, **link_args), str(titles[slug])

    if order is None:
        order = _reading_order(topic, current_language().code)
    rendered, number = [], 0
    for index in order:
        block = topic.blocks[index]
        number = number + 1 if block.kind is BlockKind.STEP else 0
        html = to_html(block.text, target)
        rendered.append(RenderedBlock(block.kind, block_anchor(index), html, number))
    return rendered


def _group(blocks: list[RenderedBlock]) -> list[tuple[BlockKind, list[RenderedBlock]]]:
    """Consecutive items (or steps) become one list; other blocks stand alone."""
    groups: list[tuple[BlockKind, list[RenderedBlock]]] = []
    for block in blocks:
        listed = block.kind in (BlockKind.ITEM, BlockKind.STEP)
        if listed and groups and groups[-1][0] is block.kind:
            groups[-1][1].append(block)
        else:
            groups.append((block.kind, [block]))
    return groups


def _sections(book: list[Topic]) -> list[tuple[object, list[Topic]]]:
    sections: dict[str, list[Topic]] = {}
    for topic in book:
        sections.setdefault(topic.section, []).append(topic)
    return [(section_title(key), topics) for key, topics in sections.items()]


@bp.get("/<game>/rules/")
def contents(game: str):
    book = _book(game)
    return render_template(
        "rules/contents.html", game=game, game_name=game_name(game), sections=_sections(book)
    )


for _game in ("moon-river", "river-dragons"):
    # Fixed addresses for the home page's shortcuts (its entries take no arguments).
    bp.add_url_rule(
        f"/{_game}/rules/",
        _game.replace("-", "_"),
        contents,
        defaults={"game": _game},
        methods=["GET"],
    )


@bp.get("/<game>/rules/search")
def search_page(game: str):
    _book(game)
    query = request.args.get("q", "")[: search.MAX_QUERY]
    hits = search.search(game, query, current_language().code) if query.strip() else []
    return render_template(
        "rules/search.html",
        game=game,
        game_name=game_name(game),
        query=query,
        hits=hits,
        suggestions=search.suggestions(game) if query.strip() and not hits else [],
    )


@bp.get("/<game>/rules/<slug>")
def topic(game: str, slug: str):
    book, index = _topic(game, slug)
    current = book[index]
    by_slug = {t.slug: t for t in book}
    return render_template(
        "rules/topic.html",
        game=game,
        game_name=game_name(game),
        topic=current,
        section=section_title(current.section),
        groups=_group(_render_blocks(game, current, "rules.topic")),
        previous=book[index - 1] if index > 0 else None,
        next=book[index + 1] if index + 1 < len(book) else None,
        see_also=[by_slug[s] for s in current.see_also if s in by_slug],
    )


def _side(code: str | None, default: str) -> str:
    return normalize(code) or default


@bp.get("/<game>/rules/<slug>/compare")
def compare(game: str, slug: str):
    book, index = _topic(game, slug)
    current = book[index]
    page = current_language().code
    left = _side(request.args.get("left"), page)
    fallback = "en" if left != "en" else next(c for c in CODES if c != left)
    right = _side(request.args.get("right"), fallback)
    sides = []
    order = _reading_order(current, left)  # rows pair paragraphs: both sides in the left's order
    for code in (left, right):
        with force_locale(code):
            title = str(current.title)
            blocks = _render_blocks(
                game, current, "rules.compare", order, left=left, right=right, lang=page
            )
        sides.append((BY_CODE[code], title, blocks))
    rows = list(zip(sides[0][2], sides[1][2], strict=True))
    return render_template(
        "rules/compare.html",
        game=game,
        game_name=game_name(game),
        topic=current,
        left=sides[0][0],
        right=sides[1][0],
        titles=(sides[0][1], sides[1][1]),
        rows=rows,
    )
