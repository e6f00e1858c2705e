"""Where game nights are kept: SQLite by default, PostgreSQL when DATABASE_URL says so.

``init_app`` opens the database named by the ``DATABASE_URL`` setting and
brings its schema up to date with the Alembic revisions in ``migrations/``,
so ``make run`` works on a fresh clone and an upgraded server migrates
itself on start. Pages reach the data through ``games()``.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from flask import Flask, current_app
from sqlalchemy import Engine, create_engine
from sqlalchemy.orm import sessionmaker

from companion.storage.repository import GameRepository

ROOT = Path(__file__).resolve().parents[2]
MIGRATIONS = ROOT / "migrations"
EXTENSION = "storage"


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite:"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    return create_engine(url, pool_pre_ping=not url.startswith("sqlite:"))


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def upgrade(engine: Engine) -> None:
    """Apply every migration not yet applied to this database."""
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def init_app(app: Flask) -> None:
    engine = make_engine(app.config["DATABASE_URL"])
    upgrade(engine)
    app.extensions[EXTENSION] = GameRepository(sessionmaker(engine, expire_on_commit=False))


def games(app: Flask | None = None) -> GameRepository:
    """The app's game repository (the current app's when none is given)."""
    return (app or current_app).extensions[EXTENSION]


def dispose(app: Flask) -> None:
    """Close the app's database connections (tests call it to leave no file open)."""
    repo = app.extensions.get(EXTENSION)
    if repo is not None:
        repo.sessions.kw["bind"].dispose()
