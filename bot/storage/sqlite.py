"""The default backend: one SQLite file through aiosqlite.

WAL, foreign keys, a busy timeout, ``synchronous=FULL``. One connection per
process and an asyncio lock, so two coroutines never interleave inside one
transaction. Every call is one hand-off to aiosqlite's worker thread: a whole
``write`` batch or ``read`` runs there in a single call, statement after
statement on the plain ``sqlite3`` connection, which is what keeps the action
path near the bare commit's speed (``python -m bench.tables``).
"""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Callable, Sequence, TypeVar

import aiosqlite

from .base import Many, ReadFailed, Row, Statement, StoreError

T = TypeVar("T")
# What a failing database raises: sqlite3's errors, and aiosqlite's ValueError
# once its connection is closed ("no active connection", "Connection closed").
FAILURES = (sqlite3.Error, ValueError)


def _run_all(conn: sqlite3.Connection, statements: Sequence[Statement]) -> None:
    for s in statements:
        if isinstance(s, Many):
            conn.executemany(s.sql, s.rows)
        else:
            conn.execute(s[0], s[1])


class _Tx:
    """``Store.transaction()`` on SQLite: each call one hand-off to the thread."""

    def __init__(self, backend: "SQLiteBackend") -> None:
        self._backend = backend

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._backend._call(lambda conn: conn.execute(sql, params).close())

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._backend._call(lambda conn: conn.executemany(sql, rows).close())

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._backend._call(lambda conn: conn.execute(sql, params).fetchall())

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None


class SQLiteBackend:
    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self.path = path
        self.url = f"sqlite:///{path}"
        self.round_trips = 0
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path) -> "SQLiteBackend":
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        backend = cls(db, path)
        try:
            def setup(conn: sqlite3.Connection) -> None:
                conn.row_factory = sqlite3.Row
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA foreign_keys=ON")
                conn.execute("PRAGMA busy_timeout=5000")
                # FULL: every commit reaches the disk before it returns. WAL with
                # NORMAL survives a process crash but can lose the last commits on
                # power loss, and an acknowledged action must survive both
                # (bench.tables prints what it costs).
                conn.execute("PRAGMA synchronous=FULL")

            await backend._call(setup)
        except BaseException:
            await db.close()
            raise
        return backend

    async def close(self) -> None:
        await self._db.close()

    async def _call(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` on aiosqlite's worker thread, with the sqlite3 connection.
        aiosqlite has no public "run this on the connection's thread";
        ``_execute`` is that, in the pinned version."""
        self.round_trips += 1
        db = self._db
        return await db._execute(lambda: work(db._conn))

    async def _transaction(self, work: Callable[[sqlite3.Connection], T], begin: str,
                           failure: type[StoreError]) -> T:
        """``work`` in one transaction (``begin``: IMMEDIATE to write, a plain
        BEGIN for a consistent read), in one hand-off to the thread."""

        def transaction(conn: sqlite3.Connection) -> T:
            conn.execute(begin)
            try:
                result = work(conn)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            return result

        async with self._lock:
            try:
                return await self._call(transaction)
            except FAILURES as exc:
                raise failure(str(exc)) from exc

    async def run(self, work: Callable[[sqlite3.Connection], T], write: bool) -> T:
        return await self._transaction(work, "BEGIN IMMEDIATE" if write else "BEGIN",
                                       StoreError if write else ReadFailed)

    async def write(self, statements: Sequence[Statement]) -> None:
        await self._transaction(lambda conn: _run_all(conn, statements), "BEGIN IMMEDIATE", StoreError)

    async def read(self, queries: Sequence[str]) -> list[list[Row]]:
        return await self._transaction(lambda conn: [conn.execute(q).fetchall() for q in queries], "BEGIN",
                                       ReadFailed)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._lock:
            try:
                return await self._call(lambda conn: conn.execute(sql, params).fetchall())
            except FAILURES as exc:
                raise ReadFailed(str(exc)) from exc

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[_Tx]:
        async with self._lock:
            try:
                await self._call(lambda conn: conn.execute("BEGIN IMMEDIATE"))
            except FAILURES as exc:
                raise StoreError(str(exc)) from exc
            try:
                yield _Tx(self)
                await self._call(lambda conn: conn.execute("COMMIT"))
            except BaseException as exc:
                try:
                    await self._call(lambda conn: conn.execute("ROLLBACK"))
                except FAILURES:
                    pass  # a closed connection rolled back already; the first error is the one to tell
                if isinstance(exc, FAILURES):
                    raise StoreError(str(exc)) from exc
                raise

    def is_unique_violation(self, exc: BaseException | None, index: str, columns: str) -> bool:
        # SQLite names the columns of the index that refused the row, not the index.
        return isinstance(exc, sqlite3.IntegrityError) and columns in str(exc)

    # -- the migration runner's part (driver errors pass as they are) -----------

    async def schema_version(self) -> int:
        async with self._lock:
            return int(await self._call(lambda conn: conn.execute("PRAGMA user_version").fetchone()[0]))

    async def migrate(self, pending: Callable[[int], list[tuple[int, list[str]]]]) -> None:
        """Apply ``pending(current version)`` in one transaction."""

        def run(conn: sqlite3.Connection) -> None:
            current = int(conn.execute("PRAGMA user_version").fetchone()[0])
            for number, statements in pending(current):
                for statement in statements:
                    conn.execute(statement)
                # PRAGMA takes no parameters; the number comes from our own file name.
                conn.execute(f"PRAGMA user_version = {int(number)}")

        def transaction(conn: sqlite3.Connection) -> None:
            conn.execute("BEGIN IMMEDIATE")
            try:
                run(conn)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

        async with self._lock:
            await self._call(transaction)

    # -- what bot.migrate reads of the schema -------------------------------------

    async def tables(self) -> list[str]:
        rows = await self.fetchall("SELECT name FROM sqlite_master WHERE type = 'table' "
                                   "AND name NOT LIKE 'sqlite_%' ORDER BY name")
        return [r["name"] for r in rows]

    async def columns(self, table: str) -> tuple[list[str], list[str]]:
        """A table's columns in order, and its primary key's (rowid if it has none)."""
        rows = await self.fetchall("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", (table,))
        key = [r["name"] for r in sorted((r for r in rows if r["pk"]), key=lambda r: r["pk"])]
        return [r["name"] for r in rows], key

    async def references(self, table: str) -> set[str]:
        """The tables ``table``'s foreign keys point to."""
        rows = await self.fetchall('SELECT "table" FROM pragma_foreign_key_list(?)', (table,))
        return {r[0] for r in rows}
