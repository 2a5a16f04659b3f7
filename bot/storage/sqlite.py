"""The default backend: one SQLite file through aiosqlite.

WAL, foreign keys, a busy timeout, ``synchronous=FULL``. One connection per
process and an asyncio lock, so two coroutines never interleave inside one
transaction. Every call is one hand-off to aiosqlite's worker thread: a whole
``write`` batch or ``read`` runs there in a single call, statement after
statement on the plain ``sqlite3`` connection, which is what keeps the action
path near the bare commit's speed (``python -m bench.tables``).

Group commit: writes that arrive while a commit is under way wait for it,
then go together, each in a savepoint of one transaction, so one disk sync
serves them all. Each caller still returns only once its own write is on
disk, and a write that fails rolls back to its savepoint and fails alone
(unless SQLite gave up the whole transaction: then the group fails, and no
write of it was committed). A write arriving when nothing is being committed
goes at once, alone: grouping adds no wait.
"""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, Sequence, TypeVar, cast

import aiosqlite

from .base import Many, ReadFailed, Row, Statement, StoreError

T = TypeVar("T")
# What a failing database raises: sqlite3's errors, and aiosqlite's ValueError
# once its connection is closed ("no active connection", "Connection closed").
FAILURES = (sqlite3.Error, ValueError)


@dataclass(slots=True)
class _Waiting:
    """A write waiting for the next group commit."""

    work: Callable[[sqlite3.Connection], Any]
    done: asyncio.Future[Any]
    ok: bool = False
    result: Any = None


def _commit_group(conn: sqlite3.Connection, group: Sequence[_Waiting]) -> None:
    """Every write of ``group`` in its own savepoint of one transaction; each
    records its outcome. Raises (all rolled back) if the transaction itself
    fails: its BEGIN, its COMMIT, or a write after which SQLite ended it."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for item in group:
            conn.execute("SAVEPOINT grouped")
            try:
                item.result = item.work(conn)
            except Exception as exc:
                if not conn.in_transaction:
                    raise  # SQLite rolled the whole transaction back (I/O, full disk): nothing stands
                conn.execute("ROLLBACK TO grouped")
                conn.execute("RELEASE grouped")
                item.ok, item.result = False, exc
            else:
                conn.execute("RELEASE grouped")
                item.ok = True
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _run_all(conn: sqlite3.Connection, statements: Sequence[Statement]) -> None:
    for s in statements:
        if isinstance(s, Many):
            conn.executemany(s.sql, s.rows)
        else:
            conn.execute(s[0], s[1])


def _failure(exc: BaseException) -> BaseException:
    """What a failed write raises: StoreError for the database's errors (as
    ``_transaction`` does), anything else as it is."""
    if isinstance(exc, FAILURES):
        error = StoreError(str(exc))
        error.__cause__ = exc
        return error
    if isinstance(exc, Exception):
        return exc
    return StoreError(f"the write was interrupted ({type(exc).__name__})")


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


def check_usable(path: Path) -> None:
    """Raise OSError or sqlite3.Error, saying why, unless the bot can keep its
    database at ``path``: the folder can be made, the file is a SQLite
    database (or new), and a write goes through. Checked before the bot
    connects to Discord, so a wrong path or a read-only disk is one line at
    start, not a traceback after login."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None, timeout=5)
    try:
        conn.execute("PRAGMA schema_version").fetchone()  # "file is not a database"
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("CREATE TABLE _write_check (x)")  # "attempt to write a readonly database"
        conn.execute("ROLLBACK")
    finally:
        conn.close()


class SQLiteBackend:
    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self.path = path
        self.url = f"sqlite:///{path}"
        self.round_trips = 0
        self.commits = 0  # write transactions committed (a group counts once)
        self._lock = asyncio.Lock()
        self._waiting: list[_Waiting] = []
        self._committer: asyncio.Task[None] | None = None

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
        # aiosqlite leaves ``_execute`` unannotated: this is its type.
        execute = cast(Callable[[Callable[[], T]], Awaitable[T]], db._execute)
        return await execute(lambda: work(db._conn))

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

    async def _write_grouped(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` in the next group commit (see the module); its result
        once committed. Raises StoreError as a transaction of its own would."""
        done: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._waiting.append(_Waiting(work, done))
        if self._committer is None or self._committer.done():
            self._committer = asyncio.create_task(self._commit_waiting(), name="sqlite-group-commit")
        return await done

    async def _commit_waiting(self) -> None:
        """Commit what waits, group after group, until nothing does. Runs as
        its own task, so a caller cancelled meanwhile cannot cut a group short."""
        while self._waiting:
            group, self._waiting = [w for w in self._waiting if not w.done.done()], []
            if not group:
                continue
            try:
                async with self._lock:
                    await self._call(lambda conn: _commit_group(conn, group))
                self.commits += 1
            except BaseException as exc:
                stopped = not isinstance(exc, Exception)  # this task cancelled: nobody commits what waits
                if stopped:
                    group, self._waiting = group + self._waiting, []
                for w in group:
                    if not w.done.done():
                        w.done.set_exception(_failure(exc))
                if stopped:
                    raise
                continue
            for w in group:
                if w.done.done():
                    continue
                if w.ok:
                    w.done.set_result(w.result)
                else:
                    w.done.set_exception(_failure(w.result))

    async def run(self, work: Callable[[sqlite3.Connection], T], write: bool) -> T:
        if write:
            return await self._write_grouped(work)
        return await self._transaction(work, "BEGIN", ReadFailed)

    async def write(self, statements: Sequence[Statement]) -> None:
        await self._write_grouped(lambda conn: _run_all(conn, statements))

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
