"""The text drawing of a ranch: readable in tests, exact in round trips."""

import pytest
from moonriver_tables import WORKED_EXAMPLE

from companion.games.moonriver import (
    DiagramError,
    Partner,
    Plot,
    Ranch,
    Terrain,
    canonical,
    format_diagram,
    parse_diagram,
)


def test_every_marker_is_read():
    ranch = parse_diagram("""
        . . . . .
        . . . . .
        . . . . .
        D C P F H
        M12c3r@R* . . . .
        ~~~~~~~~~~~~~~~~~
        """)
    assert ranch.rows == 5
    assert [p.terrain for p in ranch.plots] == [
        Terrain.CORNFIELD,
        Terrain.DESERT,
        Terrain.CANYON,
        Terrain.PRAIRIE,
        Terrain.FOREST,
        Terrain.FARM,
    ]
    assert ranch.plots[0] == Plot(1, 1, Terrain.CORNFIELD, 12, 3, Partner.CATTLE_THIEF, True)


def test_row_1_is_the_last_line_above_the_river():
    ranch = parse_diagram("H . . . .\n. . . . .\n. . . . D\n~~~~~~~~~")
    assert ranch == Ranch(3, (Plot(1, 5, Terrain.DESERT), Plot(3, 1, Terrain.FARM)))


def test_format_pads_cells_to_the_widest_and_draws_the_river():
    ranch = Ranch(
        5,
        (
            Plot(1, 1, Terrain.FARM, partner=Partner.FARMER),
            Plot(1, 2, Terrain.DESERT, cows=2, resources=1),
            Plot(2, 1, Terrain.FOREST),
        ),
    )
    assert format_diagram(ranch) == (
        ".     .     .     .     .\n"
        ".     .     .     .     .\n"
        ".     .     .     .     .\n"
        "F     .     .     .     .\n"
        "H@F   D2c1r .     .     .\n"
        "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
    )


def test_the_worked_example_round_trips():
    ranch = parse_diagram(WORKED_EXAMPLE)
    assert parse_diagram(format_diagram(ranch)) == ranch
    assert ranch == canonical(ranch)


@pytest.mark.parametrize(
    "text, line, column",
    [
        ("", 1, 1),
        (". . . . .\n", 1, 1),
        ("~~~~~", 1, 1),
        (". . . .\n~~~~", 1, 8),
        (". . . . . .\n~~~~", 1, 11),
        ("\n. . X . .\n~~~~", 2, 5),
        (". . . . .\nD D Dc . .\n~~~~", 2, 5),
        (". . . . D@Z\n~~~~", 1, 9),
    ],
)
def test_bad_drawings_say_where(text, line, column):
    with pytest.raises(DiagramError) as raised:
        parse_diagram(text)
    assert (raised.value.line, raised.value.column) == (line, column)
    assert isinstance(raised.value, ValueError)


def test_ranches_no_drawing_can_show_are_refused():
    with pytest.raises(ValueError):
        format_diagram(Ranch(5, (Plot(6, 1, Terrain.DESERT),)))
    with pytest.raises(ValueError):
        format_diagram(Ranch(5, (Plot(1, 1, Terrain.DESERT), Plot(1, 1, Terrain.FARM))))
