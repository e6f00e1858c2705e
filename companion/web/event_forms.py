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
    MAX_NAME_LENGTH,
    EventPlayerRequest,
    EventRequest,
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


class NewEventForm(AppForm):
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
