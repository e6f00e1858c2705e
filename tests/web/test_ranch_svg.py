"""The server-drawn ranch: the editor's patterns and pictures, no letters, row 1 by the river."""

from __future__ import annotations

import re

import pytest

from companion.games.moonriver import Partner, Plot, Ranch, Terrain, parse_diagram
from companion.resources import STATIC
from companion.web.ranch_svg import (
    APP_CSS,
    CELL,
    COUNT_SIZE,
    ICONS,
    INK,
    MOTIFS,
    PAIR_COUNT_SIZE,
    PAPER,
    contrast,
    icon_bodies,
    icon_ink,
    key_items,
    ranch_svg,
    terrain_colours,
)

DRAWING = """
.    .    .    .    .
.    .    .    .    .
.    .    .    .    .
F    .    .    .    .
D1c  C2c@T M3r  H4c  P1c2r*
~~~~~~~~~~~~~~~~~~~~~~
"""


def plots(svg: str) -> dict[str, str]:
    return dict(re.findall(r'<g class="plot t-(\w+)"[^>]*>(.*?)</g>', svg))


def pictures(body: str) -> list[str]:
    """The editor's pictures a plot uses, by name (``-ink-cut`` suffixes dropped)."""
    return re.findall(r'href="#r\w+-([a-z-]+)-[0-9a-f]{6}-[0-9a-f]{6}"', body)


def texts(svg: str) -> list[str]:
    return re.findall(r"<text[^>]*>([^<]*)</text>", svg)


def test_terrain_colours_are_the_app_css_variables():
    css = APP_CSS.read_text()
    colours = terrain_colours()
    assert set(colours) == set(Terrain)
    for terrain, colour in colours.items():
        assert f"--{terrain.value}: {colour}" in css


def test_each_plot_shows_its_pattern_and_the_editors_pictures():
    svg = str(ranch_svg(parse_diagram(DRAWING), "Ranch of Ana"))
    drawn = plots(svg)
    assert set(drawn) == {"desert", "canyon", "cornfield", "farm", "prairie", "forest"}
    for terrain in Terrain:
        body = drawn[terrain.value]
        assert f'fill="{terrain_colours()[terrain]}"' in body
        assert re.search(rf'fill="url\(#r\w+-p-{terrain.value}\)"', body), terrain
        assert pictures(body)[0] == terrain.value  # its picture, top left, as on the editor
    assert pictures(drawn["desert"]) == ["desert", "cow"]
    assert pictures(drawn["canyon"]) == ["canyon", "trapper", "cow"]
    assert pictures(drawn["cornfield"]) == ["cornfield", "corn"]
    assert pictures(drawn["prairie"]) == ["prairie", "bonus", "bonus", "cow", "nuggets"]
    assert texts(drawn["farm"]) == ["4"] and texts(drawn["cornfield"]) == ["3"]
    assert texts(drawn["prairie"]) == ["1", "2"]  # cows, then resources
    assert 'aria-label="Ranch of Ana"' in svg and "<title>Ranch of Ana</title>" in svg


def test_no_letter_stands_for_a_terrain_or_a_partner():
    svg = str(ranch_svg(parse_diagram(DRAWING), ""))
    assert all(text.isdigit() for text in texts(svg)), texts(svg)


def test_the_pictures_are_the_editors_own_sprite():
    sprite = ICONS.read_text()
    bodies = icon_bodies()
    for name in ("cow", "nuggets", "beavers", "corn", "bonus", *(p.value for p in Partner)):
        assert f'id="i-{name}"' in sprite and name in bodies
    for terrain in Terrain:
        assert terrain.value in bodies
    svg = str(ranch_svg(parse_diagram(DRAWING), "x"))
    assert "currentColor" not in svg and 'class="cf"' not in svg  # plain colours: for WeasyPrint


def test_the_patterns_are_the_editors_css_patterns():
    """Each terrain's SVG motif is drawn the way tables.css draws its tiles."""
    css = (STATIC / "tables.css").read_text()
    rule = {t: re.search(rf"\.t-{t.value} \{{([^}}]*)\}}", css).group(1) for t in Terrain}
    assert "radial-gradient" in rule[Terrain.DESERT] and "<circle" in MOTIFS[Terrain.DESERT].shapes
    assert "45deg" in rule[Terrain.CANYON] and MOTIFS[Terrain.CANYON].angle == 45
    assert "(0deg" in rule[Terrain.PRAIRIE] and MOTIFS[Terrain.PRAIRIE].angle == 0
    assert "-45deg" in rule[Terrain.FOREST] and MOTIFS[Terrain.FOREST].shapes.count("<rect") == 2
    assert "90deg" in rule[Terrain.CORNFIELD] and 'height="7"' in MOTIFS[Terrain.CORNFIELD].shapes
    assert (
        "conic-gradient" in rule[Terrain.FARM] and MOTIFS[Terrain.FARM].shapes.count("<rect") == 2
    )
    # Dark terrains get light marks, light ones dark marks, as on the editor's tiles.
    for terrain, motif in MOTIFS.items():
        light = terrain in (Terrain.FOREST, Terrain.FARM)
        assert ('fill="#ffffff"' in motif.shapes) == light, terrain


def test_row_one_lies_at_the_bottom_just_above_the_river():
    svg = str(ranch_svg(parse_diagram(DRAWING)))
    row_one = re.search(r't-desert"[^>]*><rect x="0" y="(\d+)"', svg).group(1)
    row_two = re.search(r't-forest"[^>]*><rect x="0" y="(\d+)"', svg).group(1)
    river = re.search(r'class="river" x="0" y="(\d+)"', svg).group(1)
    assert int(row_one) == 4 * CELL and int(row_two) == 3 * CELL
    assert int(river) > int(row_one)


def test_a_ten_row_ranch_is_twice_as_tall_and_off_grid_plots_are_left_out():
    ranch = Ranch(
        rows=10,
        plots=(Plot(10, 5, Terrain.FOREST, partner=Partner.FARMER), Plot(11, 1, Terrain.FARM)),
    )
    svg = str(ranch_svg(ranch, "<b>"))
    assert f'viewBox="-1 -1 {5 * CELL + 2} {10 * CELL + 14}"' in svg
    assert list(plots(svg)) == ["forest"]
    assert "&lt;b&gt;" in svg and "<b>" not in svg


def test_two_drawings_on_one_page_never_share_an_id():
    one = str(ranch_svg(parse_diagram(DRAWING), "Ranch of Ana"))
    two = str(ranch_svg(parse_diagram(DRAWING), "Ranch of Bo"))
    ids = re.findall(r'id="([^"]+)"', one) + re.findall(r'id="([^"]+)"', two)
    assert len(ids) == len(set(ids)) > 0
    assert one == str(ranch_svg(parse_diagram(DRAWING), "Ranch of Ana"))  # stable on refresh


def test_pictures_reach_3_to_1_on_their_tiles_and_partners_are_round_badges():
    svg = str(ranch_svg(parse_diagram(DRAWING)))
    for terrain in Terrain:
        assert contrast(icon_ink(terrain), terrain_colours()[terrain]) >= 3, terrain
    canyon = plots(svg)["canyon"]
    assert re.search(rf'<circle class="partner"[^>]*fill="{INK}" stroke="{PAPER}"', canyon)
    assert svg.count('class="empty"') == 25  # dimmed in dark mode by tables.css


@pytest.mark.usefixtures("app")
def test_the_key_names_every_picture_in_the_pages_language(app):
    with app.test_request_context("/?lang=de"):
        key = key_items()
        names = [str(item.name) for group in key.values() for item in group]
    assert len(key["terrains"]) == 6 and len(key["partners"]) == 6
    assert "Wald" in names and all(str(item.picture).startswith("<svg") for item in key["things"])


def test_contrast_is_the_wcag_ratio():
    assert round(contrast("#000000", "#ffffff"), 1) == 21.0
    assert round(contrast("#767676", "#ffffff"), 1) == 4.5


def tags(body: str) -> list[tuple[float, float, float, float]]:
    """The white tags under a plot's counts: (left, top, right, bottom)."""
    found = re.findall(
        r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="3"', body
    )
    return [(float(x), float(y), float(x) + float(w), float(y) + float(h)) for x, y, w, h in found]


def test_a_lone_count_is_drawn_larger_than_a_cow_count_beside_a_resource_count():
    drawn = plots(str(ranch_svg(parse_diagram(DRAWING))))
    assert re.findall(r'font-size="([\d.]+)"', drawn["farm"]) == [f"{COUNT_SIZE:g}"]
    assert re.findall(r'font-size="([\d.]+)"', drawn["prairie"]) == [f"{PAIR_COUNT_SIZE:g}"] * 2


@pytest.mark.parametrize(("cows", "resources"), [(1, 1), (3, 9), (12, 1), (1, 9), (32, 9)])
def test_two_counts_on_one_plot_never_overlap_and_stay_on_it(cows, resources):
    ranch = Ranch(rows=5, plots=(Plot(1, 1, Terrain.CANYON, cows=cows, resources=resources),))
    body = plots(str(ranch_svg(ranch)))["canyon"]
    cows_tag, resources_tag = tags(body)
    beside = cows_tag[2] < resources_tag[0]
    above = resources_tag[3] < cows_tag[1]
    assert beside or above, (cows, resources)
    for left, top, right, bottom in (cows_tag, resources_tag):
        assert left >= 0 and right <= CELL and top >= 4 * CELL and bottom <= 5 * CELL
    assert texts(body) == [str(cows), str(resources)]
