"""A throwaway PostgreSQL cluster for tests and benchmarks.

``initdb`` in a temporary folder, the server on a free port of 127.0.0.1 with
its unix socket in that folder, stopped and removed at the end. PostgreSQL
refuses to run as root: as root, the server runs as the ``postgres`` user the
Debian package created, and the folder is handed to it. The binaries come from
``pg_config --bindir`` or ``/usr/lib/postgresql/<version>/bin``.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import asyncpg

NEEDED = ("initdb", "pg_ctl", "postgres")
SERVER_USER = "postgres"


def find_bindir() -> Path | None:
    """Where initdb, pg_ctl and postgres are, or None."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        try:
            out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=True).stdout
            candidates.append(Path(out.strip()))
        except (OSError, subprocess.CalledProcessError):
            pass
    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name)
                         if p.parent.name.isdigit() else 0, reverse=True)
    for folder in candidates:
        if all((folder / name).is_file() for name in NEEDED):
            return folder
    return None


def why_not() -> str | None:
    """Why no cluster can start here (None: it can)."""
    if find_bindir() is None:
        return ("no PostgreSQL binaries found (initdb, pg_ctl, postgres: pg_config --bindir or "
                "/usr/lib/postgresql/*/bin); install postgresql-15, as .ci/run does")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SERVER_USER)
        except KeyError:
            return f"running as root and there is no '{SERVER_USER}' user to run the server as"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """One server; ``create_database`` gives each test its own database."""

    def __init__(self, *, durable: bool = False) -> None:
        bindir = find_bindir()
        if bindir is None:
            raise RuntimeError(why_not())
        self.bindir = bindir
        # fsync off for tests (a crash of the machine loses nothing they need);
        # benchmarks ask for durable commits, as production has.
        self.durable = durable
        self.folder = Path(tempfile.mkdtemp(prefix="dg-pg-"))
        self.data = self.folder / "data"
        self.port = 0
        self._names = itertools.count(1)
        self._as_user: list[str] = []
        if os.geteuid() == 0:
            user = pwd.getpwnam(SERVER_USER)
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self._as_user = ["runuser", "-u", SERVER_USER, "--"]

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self._as_user, *args], capture_output=True, text=True)
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{Path(args[0]).name} failed ({done.returncode}): {done.stderr.strip()}\n{tail}")

    def start(self) -> "Cluster":
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust",
                  "-E", "UTF8", "--no-sync", "--locale=C")
        settings = [f"-p {_free_port()}", "-c listen_addresses=127.0.0.1", f"-c unix_socket_directories={self.folder}",
                    "-c max_connections=200", "-c shared_buffers=128MB"]
        if not self.durable:
            settings += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        self.port = int(settings[0].split()[1])
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-o", " ".join(settings), "-w", "-t", "60", "start")
        return self

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        """Over the unix socket in the cluster's folder (the port names it)."""
        return f"postgresql://postgres@/{database}?host={self.folder}&port={self.port}"

    async def create_database(self, prefix: str = "t") -> str:
        """A fresh, empty database; its URL."""
        name = f"{prefix}{next(self._names)}"
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')  # our own name: digits after a fixed prefix
        finally:
            await conn.close()
        return self.url(name)

    async def drop_database(self, url: str) -> None:
        name = url.split("/")[3].split("?")[0]
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await conn.close()
