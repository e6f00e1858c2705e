"""The whole app on each database: migrated at start, a game night saved and scored."""

from __future__ import annotations

from companion import create_app, storage
from tests.web.tables_helpers import plot, save, start_game, view_token


def test_a_game_night_on_this_database(database_url):
    app = create_app({"TESTING": True, "SECRET_KEY": "db-test", "DATABASE_URL": database_url})
    try:
        client = app.test_client()
        token = start_game(client, names=("Ana", "Bo"))
        assert save(client, token, 1, [plot(1, 1, "desert", cows=1)]).status_code == 200
        assert save(client, token, 1, [plot(1, 1, "canyon")], version=0).status_code == 409
        page = client.get(f"/r/{view_token(app, token)}").get_data(as_text=True)
        assert "Ana" in page and "1 point<" in page
        # A second app on the same database finds everything (and migrates nothing twice).
        again = create_app({"TESTING": True, "SECRET_KEY": "db-test", "DATABASE_URL": database_url})
        assert storage.games(again).by_edit_token(token).seat(1).version == 1
        storage.dispose(again)
    finally:
        storage.dispose(app)
