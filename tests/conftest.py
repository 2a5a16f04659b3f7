from dataclasses import dataclass
from pathlib import Path

import pytest

import games
from tests import postgres, replay_check
from tests.tinygame import GAME as TINY

pytest_plugins = ["tests.loopback.fixtures"]

# The tiny test game plays through the real bot in end-to-end tests. It is
# registered before any cog builds its commands so /play offers it.
games.GAMES.setdefault(TINY.name, TINY)


# -- the two lanes: `-m "not slow"` leaves out what drives a bot over the loopback ---

def pytest_collection_modifyitems(items):
    """Every end-to-end test is slow: it waits on a bot, sockets and timers
    (the fast lane, `python -m pytest -m "not slow"`, is engine and unit work)."""
    for item in items:
        if item.get_closest_marker("e2e") or "e2e" in item.path.parts:
            item.add_marker(pytest.mark.slow)
    # The long ones first (a stable sort, the same on every xdist worker): the
    # workers then end on the many short tests rather than one long test
    # started last, which kept the whole run waiting on one worker.
    # Among them the longest go first (measured: 25-50 s each, waiting on a
    # subprocess, a real night's close or a timed soak), so no worker is left
    # with one of them after the others ran dry.
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None, not item.nodeid.startswith(LONGEST)))


LONGEST = ("tests/test_soak.py::", "tests/e2e/test_two_processes.py::", "tests/e2e/test_somna_sameness.py::",
           "tests/test_bench_scripts.py::", "tests/e2e/test_bot_players.py::", "tests/e2e/test_stopping.py::")


# -- the replay check's summary (tests/e2e/conftest.py runs the check) -------------
# Under pytest-xdist the check runs in the workers; each hands its totals to the
# controller, which prints the one line.

def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["replay_check"] = dict(replay_check.TOTALS)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    for key, value in getattr(node, "workeroutput", {}).get("replay_check", {}).items():
        replay_check.TOTALS[key] += value


def pytest_terminal_summary(terminalreporter):
    totals = replay_check.TOTALS
    if totals["games"]:
        terminalreporter.write_line(f"replay check: {totals['games']} finished game(s) replayed, equal to the "
                                    f"snapshot stored at each of {totals['steps']} steps")


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
