"""The forms of a season, each a plain POST that works without JavaScript.

Creating a season and changing its settings, adding an existing event by its
organiser link, starting the next event (the form carries how many events the
page showed, so a form sent twice makes one event), and matching an event's
player to a season player.
"""

from __future__ import annotations

import secrets

from flask_babel import lazy_gettext as _l
from wtforms import HiddenField, IntegerField, SelectField, StringField
from wtforms.validators import DataRequired, InputRequired, Length, NumberRange, Optional

from companion.formats.contract import (
    MAX_EVENT_LINK_LENGTH,
    MAX_EVENT_NAME_LENGTH,
    MAX_SEASON_EVENTS,
    NextEventRequest,
    SeasonEventRequest,
    SeasonMatchRequest,
    SeasonRequest,
)
from companion.i18n import LANGUAGES
from companion.web.event_forms import stripped
from companion.web.form_i18n import AppForm
from companion.web.table_forms import options, printable

OWN = "own"
"""The match form's choice for "a season player of their own" (unmatched)."""


class SeasonForm(AppForm):
    """A new season, or a season's settings."""

    once = HiddenField(default=lambda: secrets.token_urlsafe(12))
    """Names this filled-in form: sent twice (a double tap, a reload), it makes one season."""
    name = StringField(
        _l("Name of the season"),
        filters=[stripped],
        validators=[DataRequired(), Length(max=MAX_EVENT_NAME_LENGTH), printable],
    )
    language = SelectField(
        _l("Language of the season"),
        choices=options((lang.code, lang.native_name) for lang in LANGUAGES),
    )
    best_of = IntegerField(
        _l("Events counted per player"),
        validators=[Optional(), NumberRange(1, MAX_SEASON_EVENTS)],
    )

    def request(self) -> SeasonRequest:
        return SeasonRequest(
            name=self.name.data or "", language=self.language.data or "", best_of=self.best_of.data
        )


class SeasonEventForm(AppForm):
    event = StringField(
        _l("The event's organiser link"),
        filters=[stripped],
        validators=[DataRequired(), Length(max=MAX_EVENT_LINK_LENGTH)],
    )

    def request(self) -> SeasonEventRequest:
        return SeasonEventRequest(event=self.event.data or "")


class NextEventForm(AppForm):
    based_on = HiddenField(validators=[InputRequired()])
    name = StringField(
        _l("Name of the next event"),
        filters=[stripped],
        validators=[DataRequired(), Length(max=MAX_EVENT_NAME_LENGTH), printable],
    )

    def events(self) -> int | None:
        """How many events the page showed (None: a damaged form)."""
        try:
            number = int(self.based_on.data)
        except (TypeError, ValueError):
            return None
        return number if 0 <= number <= MAX_SEASON_EVENTS else None

    def request(self) -> NextEventRequest:
        return NextEventRequest(based_on=self.events() or 0, name=self.name.data or "")


class MatchForm(AppForm):
    player = SelectField(_l("Name at an event"), validate_choice=False)
    season_player = SelectField(_l("Is the season player"), validate_choice=False)

    def player_id(self) -> int | None:
        try:
            return int(self.player.data)
        except (TypeError, ValueError):
            return None

    def request(self) -> SeasonMatchRequest | None:
        """The contract's request (None: a damaged form)."""
        if self.season_player.data == OWN:
            return SeasonMatchRequest(season_player=None)
        try:
            return SeasonMatchRequest(season_player=int(self.season_player.data))
        except (TypeError, ValueError):
            return None
