"""The storage tests' engine and repository, on each database of ``database_url``
(tests/databases.py)."""

from __future__ import annotations

import pytest

from companion import storage


@pytest.fixture
def engine(database_url):
    engine = storage.make_engine(database_url)
    storage.upgrade(engine)
    yield engine
    engine.dispose()


@pytest.fixture
def repo(engine):
    from sqlalchemy.orm import sessionmaker

    return storage.GameRepository(sessionmaker(engine, expire_on_commit=False))
