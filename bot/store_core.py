"""What every part of the store shares: one backend, and the few ways a
method talks to it. The parts (``bot.store``: tables and actions;
``bot.store_screens``: shown messages and screens; ``bot.store_results``:
results, ratings, achievements and stats; ``bot.store_settings``: settings
and preferences; ``bot.store_privacy``: a user's data and a server that
removed the bot) each subclass ``StoreCore``, and ``bot.store.Store`` is all
of them at once. All SQL of the bot is in these modules, with parameters only.

Each operation is written once, in portable SQL with ``?`` placeholders, and a
backend runs it (``bot.storage``: SQLite through aiosqlite by default,
PostgreSQL through asyncpg when ``DATABASE_URL`` says so). Numbered migrations
(``migrations/V{n}__{reason}.sql``) are applied at start in one transaction.

How a method is written:

* a read: ``await self._fetchall(sql, params)`` / ``self._fetchone``;
* a write whose statements are known up front (the usual case, and the fast
  one: a single hand-off to SQLite's thread): ``await self._write(stmt, ...)``
  with ``(sql, params)`` tuples and ``Many(sql, rows)``, one transaction;
* a write that reads inside its own transaction (an id it just inserted):
  ``async with self.transaction() as db:`` then ``await db.execute(sql, params)``,
  ``db.executemany``, ``db.fetchall``, ``db.fetchone`` (``INSERT ... RETURNING id``
  for a new id: there is no ``lastrowid``);
* work that reads and decides in Python inside one transaction, written as a
  plain function over a DB-API connection (``conn.execute(sql,
  params).fetchone()``, ``conn.executemany``, savepoints):
  ``await self._write_on_thread(work)`` (``self._on_thread(work, "BEGIN",
  ReadFailed)`` for a consistent read). SQLite runs it in one hand-off to its
  thread; PostgreSQL on a worker thread, each call a round trip.

Portable SQL: INTEGER/REAL/TEXT columns, ``INSERT ... ON CONFLICT ... DO
UPDATE`` (no INSERT OR REPLACE), CAST a parameter whose type only ``IS NULL``
would tell, CAST to DOUBLE PRECISION (not REAL) for a float.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncContextManager, Callable, Sequence, TypeVar

from .storage import Backend, Row, Statement, StoreError, Tx
from .storage.schema import plan

T = TypeVar("T")


class StoreCore:
    """The backend and how a part of the store calls it (see the module's docstring)."""

    def __init__(self, backend: Backend) -> None:
        self._backend = backend
        self.path: Path | None = backend.path  # the SQLite file; None on PostgreSQL
        self.url = backend.url  # without a password

    # -- lifecycle ---------------------------------------------------------

    @property
    def backend(self) -> Backend:
        return self._backend

    @property
    def dialect(self) -> str:
        return self._backend.dialect

    @property
    def shared(self) -> bool:
        """Whether other processes may change tables under this one
        (PostgreSQL): a table's changes then run under its row lock, checked
        against the stored version. One SQLite file has one process (its
        lock file refuses a second), so its action path skips all of it."""
        return self._backend.dialect == "postgresql"

    async def close(self) -> None:
        await self._backend.close()

    async def schema_version(self) -> int:
        return await self._backend.schema_version()

    async def _migrate(self, upto: int | None) -> None:
        dialect = self._backend.dialect
        await self._backend.migrate(lambda current: plan(current, upto, dialect))

    # -- how a method talks to the database (see the module's docstring) ---------

    def transaction(self) -> AsyncContextManager[Tx]:
        """One write transaction; rolled back as a whole on any error."""
        return self._backend.transaction()

    async def _write(self, *statements: Statement) -> None:
        """The statements as one transaction, all committed or none."""
        await self._backend.write(statements)

    async def _write_on_thread(self, work: Callable[[Any], T]) -> T:
        """``work(conn)`` as one write transaction, for work that reads inside
        it and decides in Python. ``conn`` is sqlite3's connection (SQLite: one
        hand-off to its thread) or a stand-in with the same ``execute(sql,
        params).fetchone()/fetchall()`` and ``executemany`` (PostgreSQL)."""
        return await self._backend.run(work, write=True)

    async def _on_thread(self, work: Callable[[Any], T], begin: str = "BEGIN IMMEDIATE",
                         failure: type[StoreError] = StoreError) -> T:
        """``work(conn)`` in one transaction: ``begin`` "BEGIN IMMEDIATE" to
        write, "BEGIN" for a consistent read (ReadFailed on failure)."""
        return await self._backend.run(work, write=begin != "BEGIN")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._backend.fetchall(sql, params)

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    # -- meta --------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        row = await self._fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else row["value"]

    async def set_meta(self, key: str, value: str) -> None:
        await self._write(("INSERT INTO meta (key, value) VALUES (?, ?) "
                           "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value)))
