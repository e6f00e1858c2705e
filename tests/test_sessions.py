"""Sessions round-trip on pages; the API has none."""

from flask import session


def test_a_session_round_trips_and_a_forged_cookie_is_ignored(app):
    @app.post("/test-session")
    def put():
        session["seen"] = session.get("seen", 0) + 1
        return {"seen": session["seen"]}

    app.extensions["csrf"].exempt(put)  # a bare test route, not a form of the app

    client = app.test_client()
    assert client.post("/test-session").json == {"seen": 1}  # no cookie yet: empty session
    assert client.post("/test-session").json == {"seen": 2}  # the signed cookie is read back
    client.set_cookie(app.config.get("SESSION_COOKIE_NAME", "session"), "forged.value.here")
    assert client.post("/test-session").json == {"seen": 1}


def test_an_api_call_sets_no_session_cookie(client):
    response = client.post("/api/v1/moon-river/scores", json={"players": []})
    assert "Set-Cookie" not in response.headers
