"""What both backends share: the store's errors, a statement as data, and the
interface the Store calls (``Backend``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncContextManager, Callable, Protocol, Sequence, TypeVar, Union
from urllib.parse import urlsplit, urlunsplit


def without_password(url: str) -> str:
    """The URL to show or log: its password, if any, as ``***``."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


T = TypeVar("T")


class StoreError(RuntimeError):
    """A storage failure; the action that met it was not applied."""


class StoreUnavailable(StoreError):
    """The database cannot be opened (refused, unknown host or database, bad password)."""


class ReadFailed(StoreError):
    """The store could not answer a query (nothing was written)."""


class ChannelBusy(StoreError):
    """The channel already has an open table (its unique index refused the row)."""


class GuildFull(Exception):
    """The server has ``open_tables`` open already, its cap: no lobby was opened."""

    def __init__(self, open_tables: int) -> None:
        super().__init__(f"{open_tables} open tables")
        self.open_tables = open_tables


@dataclass(frozen=True, slots=True)
class Many:
    """One statement run once per row of parameters (executemany)."""

    sql: str
    rows: Sequence[Sequence[Any]]


# A statement of a batch: ``(sql, params)`` or ``Many(sql, rows)``. SQL is
# written once, with ``?`` placeholders; a backend adapts it to its driver.
Statement = Union[tuple[str, Sequence[Any]], Many]

# A row reads as ``row["column"]`` and ``row[0]`` on both backends (sqlite3.Row,
# asyncpg.Record); ``dict(row)`` works on both.
Row = Any


class Tx(Protocol):
    """A transaction's connection, as ``Store.transaction()`` yields it."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...


class Backend(Protocol):
    """One database. Every method that talks to it raises StoreError (ReadFailed
    for reads) chained from the driver's error; the migration runner alone sees
    the driver's errors as they are."""

    dialect: str  # "sqlite" or "postgresql"
    url: str  # where it is, without a password
    round_trips: int  # calls that waited on the database (instrumentation: tests, benchmarks)

    @property
    def path(self) -> Path | None:  # read-only here, so a backend may narrow it
        """The SQLite file; None on PostgreSQL."""

    async def write(self, statements: Sequence[Statement]) -> None:
        """Run the statements as one transaction, all committed or none."""

    async def read(self, queries: Sequence[str]) -> list[list[Row]]:
        """Each parameterless query's rows, all from one consistent snapshot."""

    async def run(self, work: Callable[[Any], T], write: bool) -> T:
        """``work(conn)`` in one transaction (a write one, or a consistent
        read), ``conn`` a DB-API-like connection: ``conn.execute(sql,
        params)`` returns a cursor (``fetchone``, ``fetchall``, iteration),
        ``conn.executemany(sql, rows)``; ``?`` placeholders. For work that
        must read inside its transaction and decide in Python: SQLite runs it
        on its thread in one hand-off, PostgreSQL on a worker thread whose each
        call waits on the event loop's connection."""

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    def transaction(self) -> AsyncContextManager[Tx]:
        """A write transaction for work that reads its own writes (one round
        trip per statement: ``write`` is the fast path)."""

    def is_unique_violation(self, exc: BaseException | None, index: str, columns: str) -> bool:
        """Whether ``exc`` is the unique index ``index`` (on ``columns``,
        "table.column", as SQLite names it) refusing a row."""

    async def close(self) -> None: ...

    async def schema_version(self) -> int:
        """The number of the last migration applied (0: none)."""

    async def migrate(self, pending: Callable[[int], list[tuple[int, list[str]]]]) -> None:
        """Apply ``pending(current version)``'s migrations in one transaction."""
