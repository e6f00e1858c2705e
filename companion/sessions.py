"""Flask's signed-cookie sessions, minus the signing set-up on requests without a cookie.

Flask builds a signing serializer (key derivation set-up and a trial JSON dump)
on every request just to open the session, even when the request carries no
session cookie, as every API call does. Here such a request gets its empty
session straight away; a request with a cookie, and every session written,
goes through Flask's own code exactly as before.
"""

from __future__ import annotations

from flask import Flask, Request
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface


class CookieSessions(SecureCookieSessionInterface):
    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if app.secret_key and not request.cookies.get(self.get_cookie_name(app)):
            return self.session_class()
        return super().open_session(app, request)
