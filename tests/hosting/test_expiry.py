"""Tables nobody touched for TABLE_RETENTION_DAYS are deleted by a command meant for cron."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, update

from companion import storage
from companion.storage.models import GameRow, SeatRow
from tests.web.tables_helpers import save, start_game


def _age(app, edit_token: str, days: int) -> None:
    """Pretend the table was last changed ``days`` ago."""
    with storage.games(app).sessions.begin() as session:
        session.execute(
            update(GameRow)
            .where(GameRow.edit_token == edit_token)
            .values(updated_at=datetime.now(UTC) - timedelta(days=days))
        )


def _count(app, model) -> int:
    with storage.games(app).sessions() as session:
        return session.scalar(select(func.count()).select_from(model))


def test_the_expire_command_deletes_old_tables_and_keeps_recent_ones(app, client, runner):
    old = start_game(client)
    kept = start_game(client)
    _age(app, old, 181)
    _age(app, kept, 179)
    result = runner.invoke(args=["tables", "expire"])
    assert result.exit_code == 0, result.output
    assert "Deleted 1 table(s) untouched for 180 days." in result.output
    assert storage.games(app).by_edit_token(old) is None
    assert storage.games(app).by_edit_token(kept) is not None
    assert _count(app, SeatRow) == 3  # the old table's seats went with it


def test_a_save_counts_as_a_touch(app, client, runner):
    edit_token = start_game(client)
    _age(app, edit_token, 400)
    assert (
        save(client, edit_token, 1, [{"row": 1, "col": 1, "terrain": "desert"}]).status_code == 200
    )
    runner.invoke(args=["tables", "expire"])
    assert storage.games(app).by_edit_token(edit_token) is not None


def test_the_retention_is_configurable(app, client, runner):
    edit_token = start_game(client)
    _age(app, edit_token, 10)
    app.config["TABLE_RETENTION_DAYS"] = 7
    assert "Deleted 1 table(s)" in runner.invoke(args=["tables", "expire"]).output
    assert _count(app, GameRow) == 0


def test_the_table_page_says_how_long_it_is_kept(app, client):
    edit_token = start_game(client)
    page = client.get(f"/t/{edit_token}?lang=de").get_data(as_text=True)
    assert "180 Tage aufbewahrt" in page
    app.config["TABLE_RETENTION_DAYS"] = 1
    page = client.get(f"/t/{edit_token}?lang=en").get_data(as_text=True)
    assert "kept for 1 day after its last change" in page


@pytest.mark.parametrize("days", ["-5", "0", "36526", "99999999999"])
def test_an_absurd_number_of_days_is_refused_in_one_line_and_nothing_is_deleted(
    app, client, runner, days
):
    edit_token = start_game(client)
    _age(app, edit_token, 400)
    result = runner.invoke(args=["tables", "expire", "--days", days])
    assert result.exit_code == 1
    assert result.output == (
        "Error: --days must be from 1 to 36525 (tables are kept that many days after their "
        f"last change), not {days}\n"
    )
    assert storage.games(app).by_edit_token(edit_token) is not None


def test_the_longest_retention_can_be_counted_back(app, runner):
    result = runner.invoke(args=["tables", "expire", "--days", "36525"])
    assert result.exit_code == 0, result.output
