"""Flask's signed-cookie sessions, minus the signing set-up on requests without a cookie.

Flask builds a signing serializer (key derivation set-up and a trial JSON dump)
on every request just to open the session, even when the request carries no
session cookie. Here such a request gets its empty session straight away; a
request with a cookie, and every session written, goes through Flask's own code
exactly as before. The API (``/api/``) has no session at all: its secrets are
in its addresses, so it gets Flask's null session, which costs nothing to open
or to save, and which refuses to be written to, so no API route can start
depending on a cookie by accident. (Flask's refusal speaks of a missing secret
key: on an API route it means "no session here".)

The cookie is ``Secure`` whenever the request came over HTTPS (or the
settings say so), like every other cookie of the app (web/headers.py).
"""

from __future__ import annotations

from flask import Flask, Request, has_request_context, request
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface


class CookieSessions(SecureCookieSessionInterface):
    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if request.path.startswith("/api/"):
            return None  # Flask then makes its null session (see above)
        if app.secret_key and not request.cookies.get(self.get_cookie_name(app)):
            return self.session_class()
        return super().open_session(app, request)

    def get_cookie_secure(self, app: Flask) -> bool:
        return super().get_cookie_secure(app) or (has_request_context() and request.is_secure)
