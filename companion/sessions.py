"""Flask's signed-cookie sessions, with none at all for the API.

The API (``/api/``) has no session: its secrets are in its addresses, so it
gets Flask's null session, which refuses to be written to, so no API route can
start depending on a cookie by accident. (Flask's refusal speaks of a missing
secret key: on an API route it means "no session here".) Every other request
goes through Flask's own signed-cookie sessions.

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
        return super().open_session(app, request)

    def get_cookie_secure(self, app: Flask) -> bool:
        return super().get_cookie_secure(app) or (has_request_context() and request.is_secure)
