from dataclasses import dataclass
from pathlib import Path

import pytest

import games
from tests import postgres
from tests.tinygame import GAME as TINY

pytest_plugins = ["tests.loopback.fixtures"]

# The tiny test game plays through the real bot in end-to-end tests. It is
# registered before any cog builds its commands so /play offers it.
games.GAMES.setdefault(TINY.name, TINY)


# -- databases: every store test runs on SQLite and on PostgreSQL ------------------

@pytest.fixture(scope="session")
def postgres_cluster():
    """One throwaway PostgreSQL server for the session; skipped, with the
    reason, where none can start (``.ci/run`` installs PostgreSQL so CI runs them)."""
    reason = postgres.why_not()
    if reason is not None:
        pytest.skip(f"PostgreSQL tests skipped: {reason}")
    cluster = postgres.Cluster().start()
    try:
        yield cluster
    finally:
        cluster.stop()


@dataclass(frozen=True)
class Database:
    kind: str  # "sqlite" or "postgresql"
    url: str  # what DATABASE_URL would say
    path: Path | None = None  # the SQLite file


@pytest.fixture
async def postgres_url(postgres_cluster):
    """A fresh, empty PostgreSQL database of the session's cluster."""
    url = await postgres_cluster.create_database()
    try:
        yield url
    finally:
        await postgres_cluster.drop_database(url)


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request, tmp_path):
    """A fresh, empty database of each backend in turn."""
    if request.param == "sqlite":
        path = tmp_path / "bot.sqlite3"
        yield Database("sqlite", f"sqlite:///{path}", path)
        return
    cluster = request.getfixturevalue("postgres_cluster")
    url = await cluster.create_database()
    try:
        yield Database("postgresql", url)
    finally:
        await cluster.drop_database(url)
