"""One ``python -m bot`` per SQLite file.

Two processes on one SQLite file would both restore its tables and fire their
deadlines, and each would act on a table state the other no longer has. So the
process holds an exclusive lock on a file beside the database for as long as
it runs, and a second one is refused at start. The kernel drops the lock when
the process ends, however it ends (a SIGKILL leaves no stale lock). Several
processes need PostgreSQL (DATABASE_URL).

``flock`` is POSIX; where it is missing (Windows) nothing is locked.
"""

from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]  # no module without POSIX: checked before use


class DatabaseInUse(RuntimeError):
    """Another process holds the database; the message says which and what to do."""


class ProcessLock:
    def __init__(self, fd: int | None) -> None:
        self._fd = fd

    @classmethod
    def take(cls, database: Path) -> "ProcessLock":
        """Hold ``<database>.lock`` until ``release`` or the end of the process."""
        if fcntl is None:
            return cls(None)
        path = database.with_name(database.name + ".lock")
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(fd, 32).decode(errors="replace").strip() or "?"
            os.close(fd)
            raise DatabaseInUse(
                f"another bot process (pid {holder}) is using {database}, and several processes cannot share "
                "a SQLite file: stop it, run more shards in one process (SHARD_COUNT), or set DATABASE_URL "
                "to a PostgreSQL database for several processes.") from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())  # named in the second process's refusal
        return cls(fd)

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the only descriptor drops the lock
            self._fd = None
