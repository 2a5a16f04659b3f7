"""The PostgreSQL backend: asyncpg with a connection pool.

Statements arrive written for SQLite's driver, with ``?`` placeholders; they
are turned into ``$1..$n`` here, once per distinct statement (cached), and
asyncpg prepares and caches each per connection. Transactions are
PostgreSQL's own (READ COMMITTED; a ``read`` is one REPEATABLE READ snapshot),
so tables on different connections of the pool commit side by side.

Several processes share one database: ``hold`` opens a transaction that locks
one table's row (``SELECT ... FOR UPDATE``) and keeps it until the block ends;
every store call the same task makes meanwhile (``write``, ``run``,
``fetchall``, ``read``) runs on that transaction's connection, each
call a round trip on it, and all commit together when the block ends.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import re
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator, Callable, Iterable, Iterator, Sequence, TypeVar

import asyncpg

from .base import Many, ReadFailed, Row, Statement, StoreError, StoreUnavailable, without_password
from .schema import PG_FUNCTIONS

# What a failing database raises: the server's errors, the driver's (a closed
# pool or connection), and the network's.
FAILURES = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError, OSError,
            asyncio.TimeoutError)
POOL_MIN, POOL_MAX = 1, 10
# One number for the migration lock of every process on the database.
_MIGRATION_LOCK = 0x6472_6561_6D67  # "dreamg"
_PLACEHOLDER_OR_LITERAL = re.compile(r"'(?:[^']|'')*'|\?")


@functools.lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``?`` placeholders as ``$1..$n`` (a ``?`` inside a string literal stays)."""
    n = 0

    def number(m: re.Match[str]) -> str:
        nonlocal n
        if m.group(0) != "?":
            return m.group(0)
        n += 1
        return f"${n}"

    return _PLACEHOLDER_OR_LITERAL.sub(number, sql)


def _number(text: str) -> int | float:
    """NUMERIC comes only from aggregates (SUM and AVG over BIGINT): an int
    when whole, else a float, as SQLite answers the same query."""
    return float(text) if any(c in text for c in ".eEN") else int(text)


async def _reset(conn: asyncpg.Connection) -> None:
    """What a connection needs before it goes back to the pool. The bot keeps
    no session state (no LISTEN, SET, cursor or session advisory lock; the
    migration lock is the transaction's), so asyncpg's default reset query
    (``RESET ALL; UNLISTEN *; ...``) would only cost a round trip per use:
    only a transaction left open (a cancelled task) is rolled back."""
    if conn.is_in_transaction():
        await conn.execute("ROLLBACK")


async def _init(conn: asyncpg.Connection) -> None:
    await conn.set_type_codec("numeric", encoder=str, decoder=_number, schema="pg_catalog", format="text")


T = TypeVar("T")

# The row lock the current task holds (``PostgresBackend.hold``): its backend
# and transaction, so two stores of one process (tests) keep theirs apart.
_HELD: contextvars.ContextVar[tuple["PostgresBackend", "_Tx"] | None] = contextvars.ContextVar(
    "store_held", default=None)


class _Cursor:
    """What ``_SyncConnection.execute`` returns: the rows, read like sqlite3's cursor."""

    def __init__(self, rows: list[Row]) -> None:
        self._rows = rows

    def fetchone(self) -> Row | None:
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list[Row]:
        return list(self._rows)

    def __iter__(self) -> Iterator[Row]:
        return iter(self._rows)


class _SyncConnection:
    """A transaction's asyncpg connection for synchronous work on a worker
    thread (``PostgresBackend.run``): each call runs on the event loop and is
    waited for, so work written for sqlite3's connection runs unchanged."""

    def __init__(self, backend: "PostgresBackend", conn: asyncpg.Connection, loop: asyncio.AbstractEventLoop) -> None:
        self._backend = backend
        self._conn = conn
        self._loop = loop

    def _wait(self, coro: Any) -> Any:
        self._backend.round_trips += 1
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> _Cursor:
        return _Cursor(self._wait(self._conn.fetch(numbered(sql), *params)))

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._wait(self._conn.executemany(numbered(sql), list(rows)))


class _Tx:
    """``Store.transaction()`` on PostgreSQL: one pooled connection in a transaction."""

    def __init__(self, backend: "PostgresBackend", conn: asyncpg.Connection) -> None:
        self._backend = backend
        self._conn = conn
        self.open = True
        self.doomed = ""  # why the held transaction can only roll back

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._backend.round_trips += 1
        await self._conn.execute(numbered(sql), *params)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._backend.round_trips += 1
        await self._conn.executemany(numbered(sql), rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        self._backend.round_trips += 1
        found: list[Row] = await self._conn.fetch(numbered(sql), *params)
        return found

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None


class PostgresBackend:
    dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.url = without_password(url)
        self.path = None
        self.round_trips = 0
        # Threads for ``run``: at most one per pooled connection can be at work.
        self._threads = ThreadPoolExecutor(max_workers=POOL_MAX, thread_name_prefix="store-pg")

    @classmethod
    async def open(cls, url: str) -> "PostgresBackend":
        try:
            pool = await asyncpg.create_pool(url, min_size=POOL_MIN, max_size=POOL_MAX, init=_init, reset=_reset)
        except Exception as exc:  # the network's or the server's answer to connecting
            raise StoreUnavailable(f"cannot open {without_password(url)}: {' '.join(str(exc).split())}") from exc
        return cls(pool, url)

    async def close(self) -> None:
        await self._pool.close()
        self._threads.shutdown(wait=False)

    def terminate(self) -> None:
        """Drop every connection at once, as a crashed process would."""
        self._pool.terminate()

    @asynccontextmanager
    async def _connection(self, failure: type[StoreError], **tx: Any) -> AsyncIterator[_Tx]:
        """A pooled connection in a transaction; the driver's errors become ``failure``."""
        try:
            async with self._pool.acquire() as conn:
                async with conn.transaction(**tx):
                    self.round_trips += 2  # BEGIN and COMMIT
                    yield _Tx(self, conn)
        except FAILURES as exc:
            raise failure(str(exc)) from exc

    def _held(self) -> "_Tx | None":
        held = _HELD.get()
        return held[1] if held is not None and held[0] is self and held[1].open else None

    @asynccontextmanager
    async def hold(self, tries: Sequence[tuple[str, bool]],
                   params: Sequence[Any]) -> AsyncIterator[tuple[list[Row], bool]]:
        """A transaction that locks a row. ``tries``: statements tried in
        turn until one returns rows, each with whether its rows mean the
        lock waited on another transaction (``... FOR UPDATE SKIP LOCKED``
        first, then ``... FOR UPDATE``, which waits). Yields those rows (none:
        nothing to lock) and whether it waited. The task's store calls inside the block join
        this transaction, which commits when the block ends; after a failed
        statement it rolls back instead, and StoreError is raised at the end
        of the block (as when the commit fails)."""
        async with self._connection(StoreError) as tx:
            rows, waited = [], False
            for sql, waits in tries:
                rows = await tx.fetchall(sql, params)
                if rows:
                    waited = waits
                    break
            token = _HELD.set((self, tx))
            try:
                yield rows, waited
            finally:
                tx.open = False
                _HELD.reset(token)
            if tx.doomed:
                raise StoreError(f"rolled back: {tx.doomed}")

    @asynccontextmanager
    async def _joined(self, tx: "_Tx", failure: type[StoreError]) -> AsyncIterator[_Tx]:
        """A call inside the held transaction. No savepoint (two more round
        trips per call): a failure dooms the whole transaction, which the
        caller then reports as not saved."""
        try:
            yield tx
        except FAILURES as exc:
            tx.doomed = tx.doomed or str(exc) or type(exc).__name__
            raise failure(str(exc)) from exc

    async def write(self, statements: Sequence[Statement]) -> None:
        held = self._held()
        if held is not None:
            async with self._joined(held, StoreError) as tx:
                for s in statements:
                    if isinstance(s, Many):
                        await tx.executemany(s.sql, s.rows)
                    else:
                        await tx.execute(s[0], s[1])
            return
        if len(statements) == 1 and not isinstance(statements[0], Many):
            # One statement is atomic on its own: no BEGIN and COMMIT round trips.
            sql, params = statements[0]
            self.round_trips += 1
            try:
                await self._pool.execute(numbered(sql), *params)
            except FAILURES as exc:
                raise StoreError(str(exc)) from exc
            return
        async with self._connection(StoreError) as tx:
            for s in statements:
                if isinstance(s, Many):
                    await tx.executemany(s.sql, s.rows)
                else:
                    await tx.execute(s[0], s[1])

    async def run(self, work: Callable[[Any], T], write: bool) -> T:
        held = self._held()
        if held is not None:
            loop = asyncio.get_running_loop()
            async with self._joined(held, StoreError if write else ReadFailed) as t:
                return await loop.run_in_executor(self._threads, work, _SyncConnection(self, t._conn, loop))
        tx = {} if write else {"isolation": "repeatable_read", "readonly": True}
        loop = asyncio.get_running_loop()
        async with self._connection(StoreError if write else ReadFailed, **tx) as t:
            sync = _SyncConnection(self, t._conn, loop)
            return await loop.run_in_executor(self._threads, work, sync)

    async def read(self, queries: Sequence[str]) -> list[list[Row]]:
        held = self._held()
        if held is not None:
            async with self._joined(held, ReadFailed) as tx:
                return [await tx.fetchall(q) for q in queries]
        async with self._connection(ReadFailed, isolation="repeatable_read", readonly=True) as tx:
            return [await tx.fetchall(q) for q in queries]

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        held = self._held()
        if held is not None:
            async with self._joined(held, ReadFailed) as tx:
                return await tx.fetchall(sql, params)
        self.round_trips += 1
        try:
            found: list[Row] = await self._pool.fetch(numbered(sql), *params)
            return found
        except FAILURES as exc:
            raise ReadFailed(str(exc)) from exc

    def transaction(self) -> Any:
        return self._connection(StoreError)

    def is_unique_violation(self, exc: BaseException | None, index: str, columns: str) -> bool:
        return isinstance(exc, asyncpg.UniqueViolationError) and exc.constraint_name == index

    # -- the migration runner's part (driver errors pass as they are) -----------

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
                return 0
            return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    async def migrate(self, pending: Callable[[int], list[tuple[int, list[str]]]]) -> None:
        """Apply ``pending(current version)`` in one transaction (PostgreSQL's
        DDL is transactional), under a lock every process takes, so two
        processes starting together migrate once."""
        async with self._pool.acquire() as conn:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
                current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
                steps = pending(current)
                if not steps:
                    return
                for function in PG_FUNCTIONS:
                    await conn.execute(function)
                for _, statements in steps:
                    for statement in statements:
                        await conn.execute(statement)
                await conn.execute("DELETE FROM schema_version")
                await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", steps[-1][0])

    # -- what bot.migrate reads of the schema and writes ------------------------------

    async def tables(self) -> list[str]:
        rows = await self.fetchall(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
            "AND table_type = 'BASE TABLE' AND table_name <> 'schema_version' ORDER BY table_name")
        return [r[0] for r in rows]

    async def columns(self, table: str) -> tuple[list[str], list[str]]:
        cols = await self.fetchall(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND table_name = ? ORDER BY ordinal_position", (table,))
        key = await self.fetchall(
            "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid "
            "AND a.attnum = ANY (i.indkey) WHERE i.indrelid = to_regclass(?) AND i.indisprimary "
            "ORDER BY array_position(i.indkey::int2[], a.attnum)", (table,))
        return [r[0] for r in cols], [r[0] for r in key]

    async def load(self, tables: Iterable[tuple[str, list[str], list[tuple[Any, ...]]]]) -> None:
        """Copy rows (COPY, ids kept) into tables that hold none or only what
        the migrations put there (cleared first, children first), and move each
        identity sequence past the highest id, in one transaction."""
        tables = list(tables)
        async with self._connection(StoreError) as tx:
            conn = tx._conn
            for table, _, _ in reversed(tables):
                await conn.execute(f'DELETE FROM "{table}"')  # a name from the schema itself, quoted
            for table, columns, rows in tables:
                await conn.copy_records_to_table(table, records=rows, columns=columns)
            identities = await conn.fetch(
                "SELECT table_name, column_name FROM information_schema.columns "
                "WHERE table_schema = current_schema() AND is_identity = 'YES'")
            for table, column in identities:
                # Identifiers from the schema itself, quoted; values are parameters.
                top = await conn.fetchval(f'SELECT MAX("{column}") FROM "{table}"')
                if top is not None:
                    await conn.execute("SELECT setval(pg_get_serial_sequence($1, $2), $3)",
                                       f'"{table}"', column, top)
