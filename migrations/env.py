"""Alembic's entry point: runs the revisions on the connection the app hands over.

The app calls ``companion.storage.upgrade`` at start; ``alembic`` on the
command line works too, with ``DATABASE_URL`` in the environment.
"""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import create_engine

from companion.storage.models import Base

config = context.config
target_metadata = Base.metadata


def run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    run(connection)
else:
    engine = create_engine(os.environ["DATABASE_URL"])
    with engine.begin() as own_connection:
        run(own_connection)
    engine.dispose()
