"""The game nights' command line: ``flask --app companion tables expire`` (run it daily)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import click
from flask import Flask

from companion import storage
from companion.config import MAX_RETENTION_DAYS
from companion.tables import commands


def init_app(app: Flask) -> None:
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
