"""The forms of an event, each one a plain POST that works without JavaScript.

Creating an event, and the organiser's changes: a player added, renamed or
dropped; a round seated, two players swapped, a round closed, a table counted
again, the round's clock started. Every form that changes a round carries the
round it was made for (``round``): a form sent twice, or by a second organiser
after the first one seated, is recognised and answered, never applied twice.
"""

from __future__ import annotations

import secrets

from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from wtforms import FieldList, HiddenField, IntegerField, SelectField, StringField
from wtforms.validators import DataRequired, InputRequired, Length, NumberRange, Optional

from companion.formats.contract import (
    MAX_BYE_POINTS,
    MAX_NAME_LENGTH,
    ODD_COUNTS,
    TIEBREAK_KEYS,
    EventPlayerRequest,
    EventRequest,
    EventRulesRequest,
    PublishRequest,
    SeatRoundRequest,
)
from companion.games.moonriver.model import Mode
from companion.i18n import LANGUAGES
from companion.web.form_i18n import AppForm
from companion.web.table_forms import options, printable
from companion.words.moonriver.labels import MODE, SCENARIO

MAX_EVENT_NAME = 80
"""The longest event name (the name column holds 80 characters)."""
MAX_CLUB_LENGTH = 40
MAX_ROUNDS = 12
DEFAULT_ROUNDS = 4
MAX_PLACE_POINTS = 100
DEFAULT_POINTS: dict[int, tuple[int, ...]] = {4: (4, 2, 1, 0), 3: (4, 2, 0), 2: (4, 0)}
"""Event points per place at a table of 4, 3 and 2: the winner earns the same anywhere."""

BASE, DRAW, SAME = "base", "draw", ""


def stripped(value):
    """Surrounding spaces are never part of a name."""
    return value.strip() if isinstance(value, str) else value


def game_choices() -> list[tuple[str, object]]:
    """What a round can be played as: the base game, one scenario, or a scenario drawn."""
    legends = MODE[Mode.LEGENDS]
    return [
        (BASE, MODE[Mode.BASE]),
        *(
            (s.value, _l("%(game)s: %(scenario)s", game=legends, scenario=name))
            for s, name in SCENARIO.items()
        ),
        (DRAW, _l("%(game)s: a scenario drawn at random", game=legends)),
    ]


def points_field(places: int, size: int) -> FieldList:
    return FieldList(
        IntegerField(
            _l("Points per place, tables of %(size)d", size=size),
            validators=[InputRequired(), NumberRange(0, MAX_PLACE_POINTS)],
        ),
        min_entries=places,
        max_entries=places,
        default=DEFAULT_POINTS[size],
    )


THREES_BOTTOM, THREES_TOP, BYES = ODD_COUNTS
NO_FINAL, NO_KEY, YES, NO = "", "", "yes", "no"


def odd_count_choices() -> list[tuple[str, object]]:
    return [
        (THREES_BOTTOM, _l("Tables of 3 at the bottom")),
        (THREES_TOP, _l("Tables of 3 at the top")),
        (BYES, _l("Byes")),
    ]


def tiebreak_names() -> dict[str, object]:
    """The standings' keys as the organiser chooses them."""
    return dict(
        zip(
            TIEBREAK_KEYS,
            (
                _l("Event points"),
                _l("Game points"),
                _l("Best game"),
                _l("Opponents' event points"),
            ),
            strict=True,
        )
    )


def tiebreak_field(number: int, default: str) -> SelectField:
    first = [] if number == 1 else [(NO_KEY, _l("Nothing more"))]
    return SelectField(
        _l("Rank by, key %(number)d", number=number),
        choices=options([*first, *tiebreak_names().items()]),
        default=default,
    )


class RulesFields(AppForm):
    """The event's rules: odd counts, bye points, a final table and the tiebreaks' order,
    on the new event's form and on the organiser's page alike."""

    odd_counts = SelectField(
        _l("When the players do not fill tables of 4"),
        choices=options(odd_count_choices()),
        default=THREES_BOTTOM,
    )
    bye_points = IntegerField(
        _l("Event points for a bye"),
        validators=[Optional(), NumberRange(0, MAX_BYE_POINTS)],
    )
    final_table = SelectField(
        _l("Last round"),
        choices=options(
            [
                (NO_FINAL, _l("Seated like the others")),
                ("3", _l("A final table of the top 3")),
                ("4", _l("A final table of the top 4")),
            ]
        ),
        default=NO_FINAL,
    )
    consolation = SelectField(
        _l("Players not in the final"),
        choices=options(
            [(YES, _l("Play a consolation round")), (NO, _l("Sit the last round out"))]
        ),
        default=YES,
    )
    tiebreak_1 = tiebreak_field(1, TIEBREAK_KEYS[0])
    tiebreak_2 = tiebreak_field(2, TIEBREAK_KEYS[1])
    tiebreak_3 = tiebreak_field(3, TIEBREAK_KEYS[2])
    tiebreak_4 = tiebreak_field(4, NO_KEY)

    def tiebreak_fields(self) -> list:
        return [self.tiebreak_1, self.tiebreak_2, self.tiebreak_3, self.tiebreak_4]

    def rules(self) -> dict:
        """The rules as the contract's fields (the service checks them: a key twice...)."""
        return {
            "odd_counts": self.odd_counts.data or THREES_BOTTOM,
            "bye_points": self.bye_points.data,
            "final_table": int(self.final_table.data) if self.final_table.data else None,
            "consolation": self.consolation.data != NO,
            "tiebreaks": [f.data for f in self.tiebreak_fields() if f.data],
        }

    def show(self, rules) -> None:
        """Fill the fields from the event's rules (``storage.events.EventRules``)."""
        self.odd_counts.data = rules.odd_counts
        self.bye_points.data = rules.bye_points
        self.final_table.data = str(rules.final_table or NO_FINAL)
        self.consolation.data = YES if rules.consolation else NO
        keys = [*rules.tiebreaks, *[NO_KEY] * len(TIEBREAK_KEYS)]
        for field, key in zip(self.tiebreak_fields(), keys, strict=False):
            field.data = key


class RulesForm(RulesFields):
    """The organiser changes the rules between rounds."""

    def request(self) -> EventRulesRequest:
        return EventRulesRequest(**self.rules())


class NewEventForm(RulesFields):
    once = HiddenField(default=lambda: secrets.token_urlsafe(12))
    """Names this filled-in form: sent twice (a double tap, a reload), it makes one event."""
    name = StringField(
        _l("Name of the event"),
        filters=[stripped],
        validators=[DataRequired(), Length(max=MAX_EVENT_NAME), printable],
    )
    language = SelectField(
        _l("Language of the event"),
        choices=options((lang.code, lang.native_name) for lang in LANGUAGES),
    )
    rounds = IntegerField(
        _l("Rounds"),
        default=DEFAULT_ROUNDS,
        validators=[InputRequired(), NumberRange(1, MAX_ROUNDS)],
    )
    game = SelectField(_l("Game of every round"), choices=options(game_choices()), default=BASE)
    round_games = FieldList(
        SelectField(
            _l("Game per round"),
            choices=options([(SAME, _l("As every round")), *game_choices()]),
            default=SAME,
        ),
        min_entries=MAX_ROUNDS,
        max_entries=MAX_ROUNDS,
    )
    points_4 = points_field(4, 4)
    points_3 = points_field(3, 3)
    points_2 = points_field(2, 2)

    def games(self) -> list[str]:
        """One word per round (``base``, a scenario's value or ``draw``), round 1 first."""
        return [
            entry.data or self.game.data
            for entry in list(self.round_games)[: self.rounds.data or 0]
        ]

    def points(self) -> dict[int, tuple[int, ...]]:
        return {
            size: tuple(entry.data for entry in getattr(self, f"points_{size}"))
            for size in (4, 3, 2)
        }

    def request(self) -> EventRequest:
        """The form as the contract's request, which the service's command takes."""
        return EventRequest(
            name=self.name.data or "",
            language=self.language.data or "",
            round_games=self.games(),
            points={str(size): list(places) for size, places in self.points().items()},
            **self.rules(),
        )


class PlayerForm(AppForm):
    """A player added (or added late) by the organiser: a name and, if any, a club."""

    name = StringField(
        _l("Name"),
        filters=[stripped],
        validators=[DataRequired(), Length(max=MAX_NAME_LENGTH), printable],
    )
    club = StringField(
        _l("Club or group (optional)"),
        filters=[stripped],
        validators=[Optional(), Length(max=MAX_CLUB_LENGTH), printable],
    )

    def request(self) -> EventPlayerRequest:
        return EventPlayerRequest(name=self.name.data or "", club=self.club.data or None)


class RoundForm(AppForm):
    """Any change to a round: ``round`` is the round the page showed when it was sent."""

    round = HiddenField(validators=[InputRequired()])

    def based_on(self) -> int | None:
        try:
            number = int(self.round.data)
        except (TypeError, ValueError):
            return None
        return number if 0 <= number <= MAX_ROUNDS else None

    def request(self) -> SeatRoundRequest:
        """The page seats a draft: the organiser reads its report, then publishes it."""
        return SeatRoundRequest(based_on=self.based_on(), publish=False)


class PublishForm(RoundForm):
    """Publish the draft round ``round``, as the page showed it (``tables``)."""

    tables = HiddenField(validators=[InputRequired()])

    def request(self) -> PublishRequest | None:
        """The seating the page showed ("1,2,3,4;5,6,7,8"), or None if damaged."""
        try:
            tables = [[int(p) for p in t.split(",")] for t in (self.tables.data or "").split(";")]
        except ValueError:
            return None
        return PublishRequest(tables=tables)


class SwapForm(RoundForm):
    first = SelectField(_l("Player"), validate_choice=False)
    second = SelectField(_l("Swap with"), validate_choice=False)


def place_names() -> dict[int, str]:
    """Places as the points table heads them (1st, 2nd...), in the page's language."""
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd"), 4: _("4th")}


def form_messages(form) -> list[str]:
    """Every problem of a form as one sentence each, the field named in the catalog's pattern."""
    messages = list(form.form_errors)
    for field in form:
        for error in _flat(field.errors):
            label = field.label.text if field.label and field.label.text else ""
            messages.append(
                _("%(where)s: %(message)s", where=label, message=error) if label else error
            )
    return messages


def _flat(errors) -> list[str]:
    """A FieldList's errors come as one list per entry."""
    out = []
    for error in errors:
        out.extend(_flat(error) if isinstance(error, list | tuple) else [error])
    return out
