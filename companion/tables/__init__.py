"""Game-night services shared by the API and the pages: a table's standings (``standings``)
and every change to a table (``commands``), each one transaction.

``init_app`` adds the game nights' command line: ``flask --app companion tables expire``.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from flask import Flask


def init_app(app: Flask) -> None:
    import click

    from companion import storage
    from companion.config import MAX_RETENTION_DAYS
    from companion.tables import commands

    @app.cli.group("tables")
    def tables() -> None:
        """Game-night tables."""

    @tables.command("expire")
    @click.option("--days", type=int, default=None, help="Override TABLE_RETENTION_DAYS.")
    def expire_command(days: int | None) -> None:
        """Delete tables and events nobody changed for TABLE_RETENTION_DAYS days (run it daily)."""
        days = app.config["TABLE_RETENTION_DAYS"] if days is None else days
        if not 1 <= days <= MAX_RETENTION_DAYS:
            raise click.ClickException(
                f"--days must be from 1 to {MAX_RETENTION_DAYS} (tables are kept that many days "
                f"after their last change), not {days}"
            )
        storage.reach(storage.games(app).sessions.kw["bind"])
        deleted, events_deleted = commands.expire_tables(datetime.now(UTC) - timedelta(days=days))
        click.echo(f"Deleted {deleted} table(s) untouched for {days} days.")
        click.echo(f"Deleted {events_deleted} event(s) untouched for {days} days.")
