"""``python -m bot`` starting without Discord: one line per failed try and a
growing pause, then it connects once Discord answers; a refused token is one
line and exit status 2. The production entry point in its own process, the
loopback Discord on a port of our choosing."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import sys
from pathlib import Path

import pytest

from tests.loopback.server import FakeDiscord

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
RETRY = re.compile(r"cannot reach Discord \((.+)\); trying again in (\d+) s")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _env(tmp_path: Path, token: str, port: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env.update(DISCORD_TOKEN=token, DISCORD_API_BASE=f"http://127.0.0.1:{port}",
               DATABASE_PATH=str(tmp_path / "var" / "bot.sqlite3"), PYTHONPATH=str(ROOT),
               DREAMGAMES_HOME=str(tmp_path))
    return env


async def _lines(proc, out: list[str], until, timeout: float = 30.0) -> None:
    """Read the child's output into ``out`` until ``until(out)`` holds."""
    async def read():
        while not until(out):
            line = await proc.stdout.readline()
            if not line:
                raise AssertionError("the bot exited:\n" + "".join(out)[-2000:])
            out.append(line.decode())
    await asyncio.wait_for(read(), timeout)


async def test_a_start_without_discord_retries_with_backoff_then_connects(tmp_path):
    port = _free_port()
    fake = FakeDiscord()  # not listening yet: Discord is unreachable
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=tmp_path,
                                                env=_env(tmp_path, fake.token, port),
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out: list[str] = []
    try:
        await _lines(proc, out, lambda o: sum(bool(RETRY.search(l)) for l in o) >= 2)
        failed = "".join(out)
        assert "Traceback" not in failed, failed
        assert "voice will NOT be supported" not in failed
        pauses = [int(m.group(2)) for l in out if (m := RETRY.search(l))]
        assert pauses[:2] == [1, 2], pauses
        assert all(f"127.0.0.1:{port}" in m.group(1) for l in out if (m := RETRY.search(l))), "it says what failed"
        await fake.start(port=port)  # Discord is back
        try:
            await fake.wait_for(lambda: fake.gateway.identifies >= 1, 40, "the bot to connect after its retries")
            answer = await (await fake.slash("alice", "general", "help")).response(timeout=10)
            assert "/play" in answer.text
            proc.send_signal(signal.SIGTERM)
            rest, _ = await asyncio.wait_for(proc.communicate(), 40)
        finally:
            await fake.stop()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.communicate()
    assert proc.returncode == 0, "".join(out) + rest.decode()
    assert "Traceback" not in rest.decode()


async def test_a_refused_token_is_one_line_and_exit_2(tmp_path):
    fake = FakeDiscord()
    await fake.start()
    try:
        other = FakeDiscord().token  # well shaped, but not this Discord's
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=tmp_path,
                                                    env=_env(tmp_path, other, fake.port),
                                                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), 40)
    finally:
        await fake.stop()
    assert proc.returncode == 2
    text = (out + err).decode()
    said = [l for l in text.splitlines() if not l.startswith("[")]  # lines that are not log records
    assert len(said) == 1 and "Discord refused DISCORD_TOKEN" in said[0], text
    assert "Traceback" not in text and "WARNING" not in text and "ERROR" not in text, text


async def test_a_database_that_cannot_be_opened_stops_with_one_line(tmp_path, discord_fake):
    env = _env(tmp_path, discord_fake.token, 0)
    env.update(DISCORD_API_BASE=discord_fake.base_url, DATABASE_URL="postgresql://dreams:s3cret@127.0.0.1:1/none")
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=tmp_path, env=env,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 2
    errors = [line for line in err.decode().splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and errors[0].startswith("error: DATABASE_URL: cannot open postgresql://dreams:***@"), errors
    assert b"s3cret" not in out + err and b"Traceback" not in out + err


def test_discord_py_reads_and_writes_json_with_orjson():
    """pyproject.toml pins orjson: discord.py takes it for every gateway event
    and REST body when it is installed (bench/README.md has what it saves)."""
    import discord.utils
    import orjson

    assert discord.utils.HAS_ORJSON and discord.utils._from_json is orjson.loads
