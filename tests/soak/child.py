"""The bot child process: started with ``python -m bot`` (the production entry point), killed with
SIGKILL, started again on the same database. Every start is a *generation*; they all write their
stdout and stderr (the console log handler) to one append-only file, so the log can be read back
by byte offsets and each byte attributed to the generation (and log level) that wrote it."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.loopback import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Generation:
    number: int
    level: str
    log_from: int  # byte offset in the shared log where this generation starts
    started: float
    pid: int = 0
    killed: str = ""  # why it was killed ("" while alive or when stopped in order)


@dataclass
class Child:
    fake: "FakeDiscord"
    workdir: Path
    debug_generations: set[int] = field(default_factory=set)
    startup_timeout: float = 40.0

    def __post_init__(self) -> None:
        self.db = self.workdir / "soak.sqlite3"
        self.log_path = self.workdir / "child.log"
        self.log_path.touch()
        self.proc: asyncio.subprocess.Process | None = None
        self.generations: list[Generation] = []
        # Set while a generation is connected; players and the fuzzer wait on it.
        self.up = asyncio.Event()
        # Bumped on every kill: waiters for an acknowledgement give up when it moves.
        self.epoch = 0
        self.epoch_changed = asyncio.Event()

    @property
    def gen(self) -> int:
        return len(self.generations)

    def env(self, level: str) -> dict[str, str]:
        return {**os.environ, "DISCORD_TOKEN": self.fake.token, "DATABASE_PATH": str(self.db),
                "DISCORD_API_BASE": self.fake.base_url, "LOG_LEVEL": level, "PYTHONPATH": str(ROOT),
                "PYTHONUNBUFFERED": "1"}

    async def spawn(self) -> Generation:
        """Start a generation; returns at once (``wait_up`` waits for its gateway connection)."""
        number = self.gen + 1
        level = "DEBUG" if number in self.debug_generations else "INFO"
        g = Generation(number, level, self.log_path.stat().st_size, time.monotonic())
        self.generations.append(g)
        identifies = self.fake.gateway.identifies
        with open(self.log_path, "ab") as log:  # the child keeps its own O_APPEND descriptor
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=str(ROOT), env=self.env(level), stdout=log, stderr=log)
        g.pid = self.proc.pid
        self._identifies = identifies
        return g

    async def wait_up(self) -> bool:
        """Wait (bounded) until this generation identified on the gateway; False if it died first."""
        proc = self.proc
        assert proc is not None
        try:
            await self.fake.wait_for(lambda: proc.returncode is not None or (
                self.fake.gateway.identifies > self._identifies and self.fake.gateway.connected),
                self.startup_timeout, "the bot to connect")
        except AssertionError:
            return False
        if proc.returncode is not None:
            return False
        self.up.set()
        return True

    async def start(self) -> Generation:
        g = await self.spawn()
        if not await self.wait_up():
            tail = self.log_path.read_bytes()[g.log_from:][-3000:].decode(errors="replace")
            raise RuntimeError(f"generation {g.number} did not connect:\n{tail}")
        return g

    async def kill(self, why: str) -> None:
        """SIGKILL: no cleanup, no flush; what was committed is all that survives."""
        proc = self.proc
        self.up.clear()
        if proc is not None and proc.returncode is None:
            os.kill(proc.pid, signal.SIGKILL)
            await proc.wait()
        if self.generations:
            self.generations[-1].killed = why
        self.epoch += 1
        self.epoch_changed.set()
        self.epoch_changed = asyncio.Event()

    async def stop(self) -> None:
        """An orderly stop (SIGINT, as Ctrl-C), SIGKILL after 10 s."""
        proc = self.proc
        self.up.clear()
        if proc is None or proc.returncode is not None:
            return
        proc.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(proc.wait(), 10)
        except asyncio.TimeoutError:
            await self.kill("did not stop within 10 s of SIGINT")

    def log_bytes(self, start: int = 0, end: int | None = None) -> bytes:
        with open(self.log_path, "rb") as f:
            f.seek(start)
            return f.read(-1 if end is None else max(0, end - start))

    def log_size(self) -> int:
        return self.log_path.stat().st_size

    def log_spans(self, start: int, end: int) -> list[tuple[int, int, str]]:
        """[start, end) cut at generation starts: (from, to, that generation's log level)."""
        cuts = [(g.log_from, g.level) for g in self.generations]
        spans = []
        for i, (at, level) in enumerate(cuts):
            stop = cuts[i + 1][0] if i + 1 < len(cuts) else end
            lo, hi = max(start, at), min(end, stop)
            if lo < hi:
                spans.append((lo, hi, level))
        return spans
