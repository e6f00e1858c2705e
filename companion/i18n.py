"""The five languages of the app and how a request's language is chosen.

Order of precedence: an explicit ``?lang=`` in the URL (so a shared link opens in
the language it was shared in), then the language the visitor picked before
(a cookie), then the browser's Accept-Language, then English.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from babel.lists import format_list
from flask import Flask, Response, has_request_context, request
from flask_babel import Babel, get_locale
from flask_babel import gettext as _
from markupsafe import Markup, escape

COOKIE = "lang"


@dataclass(frozen=True)
class Language:
    code: str
    """The Babel locale identifier, also the ``lang`` URL parameter."""
    native_name: str
    """How the language names itself, so anyone can find their own in the switcher."""
    html_lang: str
    """The BCP 47 tag for the page's ``lang`` attribute."""


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "en"),
    Language("es", "Español", "es"),
    Language("de", "Deutsch", "de"),
    Language("zh_Hant", "繁體中文", "zh-Hant"),
    Language("pt", "Português", "pt-PT"),
)
CODES = tuple(lang.code for lang in LANGUAGES)
BY_CODE = {lang.code: lang for lang in LANGUAGES}

babel = Babel()


def normalize(tag: str | None) -> str | None:
    """Map a browser or URL language tag onto one of our five, or None.

    Any Chinese goes to Traditional Chinese and any Portuguese to European
    Portuguese: they are the editions we have, and closer than English.
    """
    if not tag:
        return None
    tag = tag.strip().replace("-", "_")
    if tag in BY_CODE:
        return tag
    lowered = tag.lower()
    for code in CODES:
        if lowered == code.lower():
            return code
    primary = lowered.split("_")[0]
    if primary == "zh":
        return "zh_Hant"
    return primary if primary in BY_CODE else None


def select_locale() -> str:
    chosen = normalize(request.args.get("lang")) or normalize(request.cookies.get(COOKIE))
    if chosen:
        return chosen
    for tag, _quality in request.accept_languages:
        code = normalize(tag)
        if code:
            return code
    return "en"


def current_language() -> Language:
    return BY_CODE.get(str(get_locale()), LANGUAGES[0])


def remember_choice(response: Response) -> Response:
    """Keep an explicit ``?lang=`` choice for the visitor's next visits."""
    chosen = normalize(request.args.get("lang"))
    if chosen and request.cookies.get(COOKIE) != chosen:
        response.set_cookie(COOKIE, chosen, max_age=365 * 24 * 3600, samesite="Lax")
    return response


def init_app(app: Flask) -> None:
    babel.init_app(app, locale_selector=select_locale)
    app.after_request(remember_choice)

    @app.url_defaults
    def carry_language(endpoint: str, values: dict) -> None:
        """Every link the pages print carries the page's language, so it survives sharing."""
        if endpoint == "static" or endpoint.startswith("api.") or "lang" in values:
            return
        if has_request_context():
            values["lang"] = current_language().code

    @app.context_processor
    def language_context() -> dict:
        return {
            "languages": LANGUAGES,
            "languages_by_code": BY_CODE,
            "current_language": current_language(),
            "url_in_language": url_in_language,
            "list_text": list_text,
            "labelled": labelled,
            "aside": aside,
            "between": between,
            "titled": titled,
            "place": place,
            "punctuation": punctuation_for_js,
        }


def list_text(items: Iterable[object]) -> str:
    """Several names as one phrase in the page's language: "A, B and C", "A、B和C"."""
    return format_list([str(item) for item in items], locale=str(get_locale() or "en"))


def alternatives(items: Iterable[object]) -> str:
    """Words to choose from as one phrase in the page's language: "a, b or c", "a、b或c"."""
    return format_list([str(item) for item in items], style="or", locale=str(get_locale() or "en"))


def _fill(pattern: str, **params: object) -> str:
    """``pattern`` filled in; HTML pieces (``Markup``) stay HTML and everything else is escaped."""
    if any(isinstance(value, Markup) for value in params.values()):
        return escape(pattern) % params
    return pattern % params


def labelled(label: object, value: object) -> str:
    """A label and what it labels, punctuated as the page's language does ("Plots: …")."""
    # Translators: a label, then what it labels ("Plots: row 1, column 2").
    return _fill(_("%(label)s: %(value)s"), label=label, value=value)


def aside(text: object, note: object) -> str:
    """A name with a short note after it in brackets ("Ana (purple)")."""
    # Translators: a name, then a short note about it in brackets ("Ana (purple)").
    return _fill(_("%(text)s (%(note)s)"), text=text, note=note)


def between(*items: object) -> str:
    """Short facts on one line, each set off from the next ("Purple · Mary · Gold Rush")."""
    out = items[0]
    for item in items[1:]:
        # Translators: two short facts shown side by side on one line ("Purple · Gold Rush").
        out = _fill(_("%(before)s · %(after)s"), before=out, after=item)
    return out


def clauses(items: Iterable[object]) -> str:
    """Items that hold commas themselves (plots: "row 1, column 2"), one after another."""
    items = list(items)
    out = items[0] if items else ""
    for item in items[1:]:
        # Translators: between two items that may hold commas themselves, such as two plots
        # ("row 1, column 1; row 1, column 2") or two things said about one plot.
        out = _fill(_("%(before)s; %(after)s"), before=out, after=item)
    return out


def titled(page: object, site: object) -> str:
    """A page's title in the browser's tab: the page first, then the site or game."""
    # Translators: a browser tab's title, the page then the site or game ("Results · Moon River").
    return _fill(_("%(page)s · %(site)s"), page=page, site=site)


def place(number: int, shared: bool = False) -> str:
    """A place in a ranking as the page's language writes it ("2.", "2.º", "第2名").

    A place several players share is marked as that language's standings mark it: English
    writes "=2", German, Spanish and Portuguese simply repeat the number.
    """
    if shared:
        # Translators: a place several players share in a ranking; English marks it "=2".
        # Where your standings just repeat the number, write it as a place ("2.", "2.º").
        return _("=%(place)d", place=number)
    # Translators: a place in a ranking, as your standings write it ("2.º", "2.", "第2名").
    return _("%(place)d.", place=number)


def punctuation_for_js() -> dict[str, str]:
    """The same patterns for the page's scripts (they fill ``%(name)s`` themselves)."""
    return {
        "labelled": _("%(label)s: %(value)s"),
        "aside": _("%(text)s (%(note)s)"),
        "between": _("%(before)s · %(after)s"),
        "clauses": _("%(before)s; %(after)s"),
    }


def url_in_language(code: str) -> str:
    """The current page's address in another language (for the switcher)."""
    args = request.args.to_dict(flat=False)
    args["lang"] = [code]
    from urllib.parse import urlencode

    return request.path + "?" + urlencode(args, doseq=True)
