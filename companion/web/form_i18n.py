"""WTForms' own messages ("This field is required." and the like) in the page's language.

WTForms ships catalogs for its messages. Flask-WTF looks them up for the
locale name as it is, which sends Traditional Chinese (``zh_Hant``) to the
Simplified catalog ``zh`` and reaches plain ``Form`` sub-forms not at all;
``TranslatedMeta`` fixes both for every form of the app.
"""

from __future__ import annotations

from functools import cache

from babel import support
from flask import has_request_context
from flask_babel import get_locale
from flask_wtf import FlaskForm
from wtforms import Form
from wtforms.i18n import messages_path

WTFORMS_LOCALE = {"zh_Hant": "zh_TW"}
"""Our locale name -> the name of WTForms' catalog, where they differ."""


@cache
def _catalog(locale: str) -> support.Translations:
    return support.Translations.load(
        messages_path(), [WTFORMS_LOCALE.get(locale, locale)], domain="wtforms"
    )


class _Translations:
    """Looks the message up in the current request's language, each time it is asked."""

    def _current(self):
        return _catalog(str(get_locale())) if has_request_context() else None

    def gettext(self, string: str) -> str:
        catalog = self._current()
        return string if catalog is None else catalog.ugettext(string)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        catalog = self._current()
        if catalog is None:
            return singular if n == 1 else plural
        return catalog.ungettext(singular, plural, n)


translations = _Translations()


class TranslatedMeta:
    """Mix into a form's ``class Meta`` to get WTForms' messages translated."""

    def get_translations(self, form):
        return translations


class AppForm(FlaskForm):
    """A CSRF-protected form whose WTForms messages come in the page's language."""

    class Meta(TranslatedMeta):
        pass


class SubForm(Form):
    """A form nested in an ``AppForm`` (one player, one cell), translated the same way."""

    class Meta(TranslatedMeta):
        pass
