"""SQLite group commit (bot/storage/sqlite.py): writes that wait for a commit
under way go together in one transaction, each in its own savepoint; each
returns once it is on disk, and a write that fails fails alone."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.storage.base import StoreError
from bot.storage.sqlite import SQLiteBackend


@pytest.fixture
async def backend(tmp_path):
    backend = await SQLiteBackend.open(tmp_path / "group.sqlite3")
    await backend.write([("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)", ())])
    await backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (0, "first"))])
    yield backend
    await backend.close()


def on_disk(backend: SQLiteBackend) -> list[tuple[int, str]]:
    """What another connection reads: only what was committed."""
    other = sqlite3.connect(backend.path)
    try:
        return other.execute("SELECT k, v FROM t ORDER BY k").fetchall()
    finally:
        other.close()


async def test_concurrent_writes_share_a_commit_and_a_failing_one_fails_alone(backend):
    commits, trips = backend.commits, backend.round_trips
    writes = [backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (k, f"v{k}"))]) for k in range(1, 41)]
    writes.insert(20, backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (0, "a duplicate key"))]))
    results = await asyncio.gather(*writes, return_exceptions=True)

    failed = [r for r in results if r is not None]
    assert len(failed) == 1 and isinstance(failed[0], StoreError)
    assert isinstance(failed[0].__cause__, sqlite3.IntegrityError), "the store reads the driver's error as cause"
    assert on_disk(backend) == [(0, "first")] + [(k, f"v{k}") for k in range(1, 41)]
    # 41 writes arriving together: one transaction, one hand-off to SQLite's thread
    assert backend.commits - commits == 1
    assert backend.round_trips - trips == 1


async def test_writes_arriving_during_a_commit_go_in_the_next_one(backend):
    first = asyncio.ensure_future(backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (1, "alone"))]))
    await asyncio.sleep(0)  # the first group is taken: it commits alone, at once
    later = [backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (k, "later"))]) for k in range(2, 12)]
    commits = backend.commits
    await asyncio.gather(first, *later)
    assert backend.commits - commits == 2
    assert [k for k, _ in on_disk(backend)] == list(range(12))


async def test_a_write_that_raises_in_python_fails_alone_and_its_statements_roll_back(backend):
    def half_then_fail(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO t (k, v) VALUES (?, ?)", (50, "half"))
        raise KeyError("a bug in the caller's work")

    def fine(conn: sqlite3.Connection) -> int:
        conn.execute("INSERT INTO t (k, v) VALUES (?, ?)", (51, "fine"))
        return 51

    bad, good = await asyncio.gather(backend.run(half_then_fail, write=True), backend.run(fine, write=True),
                                     return_exceptions=True)
    assert isinstance(bad, KeyError) and good == 51
    assert on_disk(backend) == [(0, "first"), (51, "fine")]


async def test_a_cancelled_write_not_yet_taken_is_not_written(backend):
    hold = asyncio.ensure_future(backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (1, "held"))]))
    await asyncio.sleep(0)
    cancelled = asyncio.ensure_future(backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (2, "cancelled"))]))
    await asyncio.sleep(0)
    cancelled.cancel()
    await hold
    with pytest.raises(asyncio.CancelledError):
        await cancelled
    await backend.write([("INSERT INTO t (k, v) VALUES (?, ?)", (3, "after"))])
    assert on_disk(backend) == [(0, "first"), (1, "held"), (3, "after")]
