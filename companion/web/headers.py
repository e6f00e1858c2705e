"""Security headers on every answer, and cookies that never travel where they should not.

- A Content-Security-Policy that allows scripts only from this app's own files
  (templates hold no inline script or event handler), no framing at all, and
  forms posting only back here. Inline styles stay allowed: the printable
  sheets and the drawings carry their own.
- ``nosniff``, a Referrer-Policy that keeps addresses from leaving the site,
  and on every page reached with a token (edit or view) none at all
  (``no-referrer``): its address is the key to a game, and a Referer would
  carry it into other sites' logs, or this site's own. An event's organiser and
  standings tokens are treated the same way.
- ``no-store`` on anything reached with an edit (or organiser) token, so a shared or
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
SECRET_ARGUMENTS = ("edit_token", "organiser_token")
TOKEN_ARGUMENTS = ("edit_token", "view_token", "organiser_token", "standings_token")


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


def add_headers(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if request.method in ("GET", "HEAD") and request.endpoint != "static":
        # The language comes from Accept-Language or the ``lang`` cookie when the URL
        # names none: a shared cache must keep one copy per language.
        response.vary.update(("Accept-Language", "Cookie"))
    if carries_token(request.view_args):
        response.headers["Referrer-Policy"] = "no-referrer"
        if carries_edit_token(request.view_args):
            response.headers["Cache-Control"] = "no-store"
    cookies = response.headers.getlist("Set-Cookie")
    if cookies:
        del response.headers["Set-Cookie"]
        for cookie in cookies:
            response.headers.add("Set-Cookie", cookie_flags(cookie, request.is_secure))
    return response


def init_app(app: Flask) -> None:
    """Register ``add_headers``; call it before anything else registers an ``after_request``
    hook. Flask runs those hooks last-registered first, so this one then runs after every
    other and sees the cookies they set (the language cookie is set in one of them)."""
    app.after_request(add_headers)
