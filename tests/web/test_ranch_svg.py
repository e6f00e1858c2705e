"""The server-drawn ranch: app.css colours, letters beside them, row 1 next to the river."""

from __future__ import annotations

import re

from companion.games.moonriver import Partner, Plot, Ranch, Terrain, parse_diagram
from companion.web.ranch_svg import APP_CSS, CELL, ranch_svg, terrain_colours

DRAWING = """
.    .    .    .    .
.    .    .    .    .
.    .    .    .    .
F    .    .    .    .
D1c  C2c@T M3r  H4c  P*
~~~~~~~~~~~~~~~~~~~~~~
"""


def plots(svg: str) -> dict[str, str]:
    return dict(re.findall(r'<g class="plot t-(\w+)"[^>]*>(.*?)</g>', svg))


def test_terrain_colours_are_the_app_css_variables():
    css = APP_CSS.read_text()
    colours = terrain_colours()
    assert set(colours) == set(Terrain)
    for terrain, colour in colours.items():
        assert f"--{terrain.value}: {colour}" in css


def test_each_plot_shows_colour_letter_cows_partner_and_resources():
    svg = str(ranch_svg(parse_diagram(DRAWING), "Ranch of Ana"))
    drawn = plots(svg)
    assert set(drawn) == {"desert", "canyon", "cornfield", "farm", "prairie", "forest"}
    for terrain in Terrain:
        assert f'fill="{terrain_colours()[terrain]}"' in drawn[terrain.value]
    assert ">D</text>" in drawn["desert"] and ">H</text>" in drawn["farm"]
    assert drawn["desert"].count('class="cow"') == 1
    assert drawn["canyon"].count('class="cow"') == 2 and ">T</text>" in drawn["canyon"]
    assert drawn["farm"].count('class="cow"') == 3 and ">4</text>" in drawn["farm"]
    assert ">3</text>" in drawn["cornfield"]  # resource symbols
    assert "stroke-dasharray" in drawn["prairie"]  # the bonus tile's dashed frame
    assert 'aria-label="Ranch of Ana"' in svg and "<title>Ranch of Ana</title>" in svg


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
    assert 'viewBox="-1 -1 102 211"' in svg
    assert list(plots(svg)) == ["forest"]
    assert "&lt;b&gt;" in svg and "<b>" not in svg


def test_terrain_letters_reach_4_5_to_1_and_partners_are_round_badges():
    from companion.web.ranch_svg import contrast

    svg = str(ranch_svg(parse_diagram(DRAWING)))
    for terrain, body in plots(svg).items():
        fill = re.search(r'<rect [^>]*fill="(#\w+)"', body).group(1)
        ink = re.search(r'font-weight="bold" fill="(#\w+)"', body).group(1)
        assert contrast(fill, ink) >= 4.5, terrain
    canyon = plots(svg)["canyon"]
    assert re.search(r'<circle class="partner"[^>]*/><text[^>]*>T</text>', canyon)
    assert svg.count('class="empty"') == 25  # dimmed in dark mode by tables.css


def test_contrast_is_the_wcag_ratio():
    from companion.web.ranch_svg import contrast

    assert round(contrast("#000000", "#ffffff"), 1) == 21.0
    assert round(contrast("#767676", "#ffffff"), 1) == 4.5
