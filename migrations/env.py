"""Alembic's entry point: runs the revisions on the connection it is handed.

``flask --app companion db upgrade`` and the app's start hand over a connection
that already holds the migration lock (``companion.storage.migration_lock``).
``alembic upgrade head`` (alembic.ini at the top of the checkout) takes the
same lock itself, on the database named by ``DATABASE_URL``.
"""

from __future__ import annotations

import os

from alembic import context

from companion.storage import make_engine, migration_lock
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
    engine = make_engine(os.environ["DATABASE_URL"])
    with migration_lock(engine) as own_connection:
        run(own_connection)
    engine.dispose()
