"""Forms are taken only from this site's own pages, whether or not the browser sends a Referer.

Flask-WTF checks a form's token and, over HTTPS, that the Referer names this
site. Pages reached with a secret token send no Referer at all (headers.py:
the address is the key to a game), so that check would refuse every form on
them. The browser's ``Sec-Fetch-Site`` header answers the same question,
where the post came from, without revealing the address: a post another
site made (``cross-site``, ``same-site``) is refused, even with a valid token
(a token planted through a cookie set by a sibling site, say). Browsers that
send no such header are judged by the token alone.
"""

from __future__ import annotations

from flask import abort, g, request
from flask_wtf.csrf import CSRFProtect

OWN_PAGES = ("same-origin", "none")
"""``none``: typed or bookmarked by the user, which is no other site either."""


def from_another_site() -> bool:
    """The browser says another website made this request."""
    return request.headers.get("Sec-Fetch-Site", "same-origin") not in OWN_PAGES


def navigated_here() -> bool:
    """A person's own top-level navigation: a link followed or an address typed, not an
    image, a script, a frame or a form another page made the browser fetch."""
    return (
        request.method in ("GET", "HEAD")
        and request.headers.get("Sec-Fetch-Mode", "navigate") == "navigate"
        and request.headers.get("Sec-Fetch-Dest", "document") == "document"
    )


def refuse_fetches_from_other_sites() -> None:
    """403 for what another site makes a browser fetch or post; a link it offers still opens.

    For routes that take no form token (the score sheets: anything may post a game to
    them), so nothing another page makes a visitor's browser do can use up the
    venue's allowance: this runs before the view, and so before any limit counts it.
    """
    if from_another_site() and not navigated_here():
        abort(403)


class SameOriginCSRF(CSRFProtect):
    """Flask-WTF's form tokens, with the browser's word on origin instead of the Referer."""

    def protect(self, apply_exemptions: bool = False) -> None:
        super().protect(apply_exemptions)
        if g.get("csrf_valid") and from_another_site():  # a token was asked for, and was right
            self._error_response("The request came from another website.")
