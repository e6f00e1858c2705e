"""Security headers on every answer, and cookies that never travel where they should not.

- A Content-Security-Policy that allows scripts only from this app's own files
  (templates hold no inline script or event handler), no framing at all, and
  forms posting only back here. Inline styles stay allowed: the printable
  sheets and the drawings carry their own.
- ``nosniff``, a Referrer-Policy that keeps addresses from leaving the site,
  and on every page reached with a token (edit or view) none at all
  (``no-referrer``): its address is the key to a game, and a Referer would
  carry it into other sites' logs, or this site's own.
- ``no-store`` on anything reached with an edit token, so a shared or
  public phone's cache keeps no key to someone's game.
- ``Vary: Accept-Language, Cookie`` on every page (a GET that is not a static
  file), since the language of the answer depends on both.
- Every cookie gets ``SameSite=Lax`` unless it says otherwise, and ``Secure``
  when the request came over HTTPS (directly, or per a trusted proxy).
"""

from __future__ import annotations

from flask import Flask, Response, request

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}
SECRET_ARGUMENTS = ("edit_token",)
TOKEN_ARGUMENTS = ("edit_token", "view_token")


def carries_edit_token(view_args: dict | None) -> bool:
    return any(name in (view_args or {}) for name in SECRET_ARGUMENTS)


def carries_token(view_args: dict | None) -> bool:
    return any(name in (view_args or {}) for name in TOKEN_ARGUMENTS)


def cookie_flags(header: str, secure: bool) -> str:
    """One Set-Cookie header with SameSite (and Secure over HTTPS) added when missing."""
    attributes = {part.strip().split("=", 1)[0].lower() for part in header.split(";")[1:]}
    if "samesite" not in attributes:
        header += "; SameSite=Lax"
    if secure and "secure" not in attributes:
        header += "; Secure"
    return header


_BY_KEY = [(name.lower(), name, value) for name, value in HEADERS.items()]
"""Each header with its case-folded name, for one look at the answer's headers."""


def add_headers(response: Response) -> Response:
    # Every answer passes here, so it stays cheap next to a small API call: one pass over
    # the answer's headers instead of a scan per header we add, and the request looked up
    # once instead of through the context proxy for each question.
    current = request._get_current_object()  # type: ignore[attr-defined]
    headers = response.headers
    present = {key.lower() for key, _value in headers}
    for key, name, value in _BY_KEY:
        if key not in present:
            headers.add(name, value)
    if current.method in ("GET", "HEAD") and current.endpoint != "static":
        # The language comes from Accept-Language or the ``lang`` cookie when the URL
        # names none: a shared cache must keep one copy per language.
        response.vary.update(("Accept-Language", "Cookie"))
    if carries_token(current.view_args):
        headers["Referrer-Policy"] = "no-referrer"
        if carries_edit_token(current.view_args):
            headers["Cache-Control"] = "no-store"
    if "set-cookie" in present:
        cookies = headers.getlist("Set-Cookie")
        del headers["Set-Cookie"]
        for cookie in cookies:
            headers.add("Set-Cookie", cookie_flags(cookie, current.is_secure))
    return response


def init_app(app: Flask) -> None:
    # after_request functions run last-registered first: put this one first in the list,
    # so it runs after every other (the language cookie is set in one of them)
    app.after_request_funcs.setdefault(None, []).insert(0, add_headers)
