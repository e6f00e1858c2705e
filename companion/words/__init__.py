"""What people read, per game: problem texts, names of things, score-pad rows.

The game packages and the formats report stable codes with plain parameters;
these modules turn them into sentences in the request's language, so the API,
the pages and the command line all say the same thing. Texts keyed by a code
sit in tables marked with ``N_`` (``NP_`` for a singular and plural pair), which
``make extract-messages`` collects; they are translated only when shown.
"""

from __future__ import annotations

from flask_babel import gettext, ngettext

from companion.i18n import alternatives

Plural = tuple[str, str]
"""A singular and a plural text, chosen by a count when shown."""


def N_(text: str) -> str:
    """Mark ``text`` for translation without translating it yet."""
    return text


def NP_(singular: str, plural: str) -> Plural:
    """Mark a singular and plural pair for translation without translating it yet."""
    return singular, plural


def say(text: str | Plural, number: int = 1, /, **params: object) -> str:
    """A table's ``text`` in the request's language, filled in with ``params``.

    A plural pair is chosen by ``number``, as the language's own plural rules say
    (positional only, so a parameter may be called ``count``). A tuple parameter is a
    set of alternatives, said as the language lists them ("a, b or c", "a、b或c").
    """
    params = {
        key: alternatives(value) if isinstance(value, tuple) else value
        for key, value in params.items()
    }
    if isinstance(text, tuple):
        return ngettext(*text, number, **params)
    return gettext(text, **params)
