"""Where the store keeps its data: one interface (``base.Backend``), two
backends. ``DATABASE_URL`` chooses: ``sqlite:///path`` (or a plain path, the
default) keeps the zero-setup SQLite file; ``postgresql://...`` uses asyncpg.

SQLite URLs follow SQLAlchemy's: ``sqlite:///var/x.sqlite3`` is relative to
the working folder, ``sqlite:////srv/x.sqlite3`` absolute.
"""

from __future__ import annotations

from pathlib import Path

from .base import (Backend, ChannelBusy, GuildFull, Many, ReadFailed, Row, Statement, StoreError, StoreUnavailable,
                   Tx)

__all__ = ["Backend", "ChannelBusy", "GuildFull", "Many", "ReadFailed", "Row", "Statement", "StoreError", "Tx",
           "StoreUnavailable", "UnknownDatabase", "open_backend", "sqlite_path"]

SQLITE_PREFIX = "sqlite:///"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")


class UnknownDatabase(ValueError):
    """A DATABASE_URL of no kind the bot speaks."""


def sqlite_path(target: str | Path) -> Path | None:
    """The SQLite file ``target`` names (a path or a ``sqlite:///`` URL), None for PostgreSQL."""
    if isinstance(target, Path):
        return target
    if target.startswith(POSTGRES_PREFIXES):
        return None
    if target.startswith(SQLITE_PREFIX):
        return Path(target[len(SQLITE_PREFIX):])
    if "://" in target or target.startswith("sqlite:"):
        raise UnknownDatabase(f"expected sqlite:///path or postgresql://..., got {target.split(':', 1)[0]}:...")
    return Path(target)


async def open_backend(target: str | Path) -> Backend:
    path = sqlite_path(target)
    if path is not None:
        from .sqlite import SQLiteBackend

        return await SQLiteBackend.open(path)
    from .postgres import PostgresBackend

    return await PostgresBackend.open(str(target))
