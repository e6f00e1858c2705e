"""The forms of a game night: starting a table and entering a ranch without JavaScript.

Both are Flask-WTF forms, so every POST carries a CSRF token. The ranch form
has one small sub-form per grid cell; the JavaScript editor fills the same
fields, so the two ways of entering a ranch cannot drift apart.
"""

from __future__ import annotations

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape
from wtforms import (
    BooleanField,
    FieldList,
    FormField,
    HiddenField,
    IntegerField,
    RadioField,
    SelectChoice,
    SelectField,
    StringField,
)
from wtforms.validators import (
    AnyOf,
    InputRequired,
    Length,
    NumberRange,
    Optional,
    StopValidation,
    ValidationError,
)

from companion.formats.contract import MAX_VERSION
from companion.formats.names import name_problem
from companion.formats.problems import FormatCode
from companion.formats.ranch_json import MAX_NAME_LENGTH
from companion.games.moonriver import problems as ranch_problems
from companion.games.moonriver.model import (
    COLUMNS,
    MAX_COWS_PER_PLOT_INPUT,
    MAX_RESOURCES_PER_PLOT,
    Game,
    Mode,
    Partner,
    Player,
    Plot,
    Ranch,
    Scenario,
    Terrain,
)
from companion.games.moonriver.validation import same_name
from companion.web.form_i18n import AppForm, SubForm
from companion.web.seating import COLOURS
from companion.words.moonriver.labels import COLOUR, MODE, PARTNER, SCENARIO, TERRAIN
from companion.words.moonriver.messages import problem_message

DRAW = "draw"


def options(pairs) -> list[SelectChoice]:
    return [SelectChoice(value, label) for value, label in pairs]


MIN_PLAYERS, MAX_PLAYERS = 2, 4


NAME_PROBLEMS = {
    FormatCode.NAME_CONTROL_CHARACTERS: _l("A name cannot hold control characters."),
    FormatCode.NAME_BROKEN_CHARACTERS: _l(
        "A name cannot hold broken characters (half of a UTF-16 surrogate pair)."
    ),
    FormatCode.NAME_DIRECTION_CHARACTERS: _l(
        "A name cannot hold characters that change the text's direction."
    ),
    FormatCode.NAME_INVISIBLE: _l("A name needs at least one visible character."),
}


def printable(form, field) -> None:
    """Names are shown to everyone and stored: only visible text, in its own direction."""
    fault = name_problem(field.data) if field.data else None
    if fault is not None:
        raise ValidationError(NAME_PROBLEMS[fault])


class PlayerForm(SubForm):
    name = StringField(_l("Name"), validators=[Optional(), Length(max=MAX_NAME_LENGTH), printable])
    colour = SelectField(_l("Colour"), choices=options((c, COLOUR[c]) for c in COLOURS))


class NewGameForm(AppForm):
    mode = RadioField(
        _l("Game"),
        choices=options(
            [
                (Mode.BASE.value, MODE[Mode.BASE]),
                (Mode.LEGENDS.value, MODE[Mode.LEGENDS]),
            ]
        ),
        default=Mode.BASE.value,
        validators=[InputRequired()],
    )
    scenario = SelectField(
        _l("Scenario (Legends of the West only)"),
        choices=options(
            [(DRAW, _l("Draw one at random")), *((s.value, n) for s, n in SCENARIO.items())]
        ),
        default=DRAW,
    )
    players = FieldList(FormField(PlayerForm), min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not self.is_submitted():
            for entry, colour in zip(self.players, COLOURS, strict=True):
                entry.form.colour.data = colour

    def seated(self) -> list[tuple[str, str]]:
        """The (name, colour) of every row with a name, in table order."""
        return [
            (entry.form.name.data.strip(), entry.form.colour.data)
            for entry in self.players
            if entry.form.name.data and entry.form.name.data.strip()
        ]

    def validate(self, extra_validators=None) -> bool:
        ok = super().validate(extra_validators)
        seated = self.seated()
        if not MIN_PLAYERS <= len(seated) <= MAX_PLAYERS:
            self.form_errors.append(
                _l("Write the names of 2 to 4 players (this screen scores games of 2 or more).")
            )
            ok = False
        names = [same_name(name) for name, _colour in seated]
        if len(set(names)) != len(names):
            self.form_errors.append(
                _l("Two players have the same name: give each a different one.")
            )
            ok = False
        colours = [colour for _name, colour in seated]
        if len(set(colours)) != len(colours):
            self.form_errors.append(_l("Two players have the same colour: each colour plays once."))
            ok = False
        return ok


def unreadable_stops(form, field) -> None:
    """Stop at "Not a valid integer value.": the range check after it would only repeat it."""
    if field.process_errors:
        raise StopValidation()


class CellForm(SubForm):
    """One grid cell; an empty terrain means no plot there."""

    terrain = SelectField(
        _l("Terrain"),
        choices=options([("", "·"), *((t.value, name) for t, name in TERRAIN.items())]),
        default="",
    )
    cows = IntegerField(
        _l("Cows"),
        validators=[unreadable_stops, Optional(), NumberRange(0, MAX_COWS_PER_PLOT_INPUT)],
        default=0,
    )
    resources = IntegerField(
        _l("Resources"),
        validators=[unreadable_stops, Optional(), NumberRange(0, MAX_RESOURCES_PER_PLOT)],
        default=0,
    )
    partner = SelectField(
        _l("Partner"),
        choices=options([("", "–"), *((p.value, name) for p, name in PARTNER.items())]),
        default="",
    )
    bonus = BooleanField(_l("Bonus tile"))


class GridControls:
    """The grid's menus and number boxes, written as WTForms writes them but fast.

    Every cell has the same two menus, only the chosen option differs: their options are
    translated and escaped once per page, not once per cell (25 or 50 cells, 14 options
    each: WTForms' own widgets took most of the seat page's 0.3 s on the server).
    """

    def __init__(self, cell: CellForm) -> None:
        self._options = {
            name: [(escape(str(value)), escape(str(label))) for value, label, *_ in choices]
            for name, choices in (
                ("terrain", cell.terrain.iter_choices()),
                ("partner", cell.partner.iter_choices()),
            )
        }

    def __call__(self, field: SelectField, id: str) -> Markup:
        """``field``'s menu with its value chosen, under the element id ``id``."""
        chosen = escape(field.data or "")
        options = "".join(
            f'<option selected value="{value}">{label}</option>'
            if value == chosen
            else f'<option value="{value}">{label}</option>'
            for value, label in self._options[field.short_name]
        )
        return Markup(f'<select id="{escape(id)}" name="{escape(field.name)}">{options}</select>')

    @staticmethod
    def number(field: IntegerField, id: str, most: int) -> Markup:
        """``field`` as a number box from 0 to ``most`` (what was typed, if it was refused)."""
        return Markup(
            f'<input id="{escape(id)}" inputmode="numeric" max="{most}" min="0" '
            f'name="{escape(field.name)}" type="number" value="{escape(field._value())}">'
        )


class RanchForm(AppForm):
    version = HiddenField(validators=[InputRequired()])
    cells = FieldList(FormField(CellForm))

    @classmethod
    def for_ranch(cls, rows: int, ranch: Ranch | None, version: int, **kwargs) -> RanchForm:
        """A form showing ``ranch`` (or an empty grid), cells ordered row 1 first."""
        by_cell = {plot.cell: plot for plot in (ranch.plots if ranch else ())}
        cells = []
        for index in range(rows * COLUMNS):
            plot = by_cell.get((index // COLUMNS + 1, index % COLUMNS + 1))
            cells.append(
                {
                    "terrain": plot.terrain.value if plot else "",
                    "cows": plot.cows if plot else 0,
                    "resources": plot.resources if plot else 0,
                    "partner": plot.partner.value if plot and plot.partner else "",
                    "bonus": bool(plot and plot.bonus),
                }
            )
        # formdata=None: show these values even while answering a POST.
        return cls(formdata=None, data={"version": str(version), "cells": cells}, **kwargs)

    def controls(self) -> GridControls:
        return GridControls(self.cells[0].form)

    def ranch(self, rows: int) -> Ranch:
        """The plots entered, as a Ranch (empty cells are left out)."""
        plots = []
        for index, entry in enumerate(self.cells):
            cell = entry.form
            if not cell.terrain.data:
                continue
            plots.append(
                Plot(
                    row=index // COLUMNS + 1,
                    col=index % COLUMNS + 1,
                    terrain=Terrain(cell.terrain.data),
                    cows=cell.cows.data or 0,
                    resources=cell.resources.data or 0,
                    partner=Partner(cell.partner.data) if cell.partner.data else None,
                    bonus=bool(cell.bonus.data),
                )
            )
        return Ranch(rows=rows, plots=tuple(plots))

    def cell_problems(self) -> list[str]:
        """One sentence per wrong field, naming its cell ("row 2, column 3: Cows: ...").

        Call after ``validate``. Rows count from the river, as on the grid's legends.
        """
        problems = []
        for index, entry in enumerate(self.cells):
            for field in entry.form:
                for error in field.errors[:1]:
                    where = _(
                        "row %(row)d, column %(col)d",
                        row=index // COLUMNS + 1,
                        col=index % COLUMNS + 1,
                    )
                    detail = _("%(where)s: %(message)s", where=field.label.text, message=error)
                    problems.append(_("%(where)s: %(message)s", where=where, message=detail))
        return problems

    def ranch_problems(self, rows: int, name: str) -> list[str]:
        """What the rules say about the entered ranch on its own (call after ``ranch``): a
        form answers these before the table's limits, which the save command checks."""
        ranch = self.ranch(rows)
        found = ranch_problems(Game(players=(Player(name, ranch),)))
        return list(dict.fromkeys(problem_message(p) for p in found))

    def based_on(self) -> int | None:
        try:
            version = int(self.version.data)
        except (TypeError, ValueError):
            return None
        return version if 0 <= version < MAX_VERSION else None


class FinishForm(AppForm):
    """Marks a ranch finished ("1") or reopens it ("0")."""

    finished = HiddenField(validators=[InputRequired(), AnyOf(["0", "1"])])


def scenario_choice(form: NewGameForm) -> Scenario | None:
    """The scenario the form chose, or None when it asks for a draw."""
    value = form.scenario.data
    return None if value in (None, "", DRAW) else Scenario(value)


class VariantForm(AppForm):
    """What a score check is scored as, switched from its editor."""

    variant = SelectField(
        _l("Game"),
        choices=options(
            [
                (Mode.BASE.value, MODE[Mode.BASE]),
                *(
                    (s.value, _l("%(game)s: %(scenario)s", game=MODE[Mode.LEGENDS], scenario=n))
                    for s, n in SCENARIO.items()
                ),
            ]
        ),
        default=Mode.BASE.value,
    )
    rows = SelectField(
        _l("Grid"),
        choices=options([("5", _l("5 × 5 (3 or 4 players)")), ("10", _l("5 × 10 (2 players)"))]),
        default="5",
    )

    def mode_and_scenario(self) -> tuple[Mode, Scenario | None]:
        if self.variant.data == Mode.BASE.value:
            return Mode.BASE, None
        return Mode.LEGENDS, Scenario(self.variant.data)
