"""Start, stop and crash an in-process bot against the fake (any ``commands.Bot``)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import aiosqlite
import discord

from bot.redirect import point_discordpy_at

if TYPE_CHECKING:
    from .server import FakeDiscord

_SERVER_MODULES = ("aiohttp/web_protocol", "aiohttp/web_server", "tests/loopback/")


def _is_server_task(task: asyncio.Task[Any]) -> bool:
    coro = task.get_coro()
    code = getattr(coro, "cr_code", None) or getattr(coro, "gi_code", None)
    filename = code.co_filename.replace("\\", "/") if code else ""
    return any(part in filename for part in _SERVER_MODULES)


def _aiosqlite_connections(obj: Any, depth: int = 3, seen: set[int] | None = None) -> list[Any]:
    """aiosqlite connections and asyncpg pools reachable from the bot's attributes
    (what the OS would close on a crash)."""
    import aiosqlite
    import asyncpg

    seen = seen if seen is not None else set()
    if id(obj) in seen or depth < 0:
        return []
    seen.add(id(obj))
    if isinstance(obj, (aiosqlite.Connection, asyncpg.Pool)):
        return [obj]
    found: list[Any] = []
    values: list[Any] = []
    if isinstance(obj, dict):
        values = list(obj.values())
    elif isinstance(obj, (list, tuple, set)):
        values = list(obj)
    elif hasattr(obj, "__dict__") and type(obj).__module__.split(".")[0] not in ("discord", "aiohttp", "asyncio", "builtins"):
        values = list(vars(obj).values())
    elif isinstance(obj, discord.Client):
        values = list(vars(obj).values())
    for v in values:
        found += _aiosqlite_connections(v, depth - 1, seen)
    return found


def _websockets(bot: discord.Client) -> list[Any]:
    """The bot's gateway sockets: one, or one per shard of an AutoShardedClient
    (discord.py keeps those on each ShardInfo's parent Shard)."""
    if isinstance(bot, discord.AutoShardedClient):
        return [info._parent.ws for info in bot.shards.values() if info._parent.ws is not None]
    ws = getattr(bot, "ws", None)
    return [ws] if ws is not None else []


class LifecycleMixin:
    _bots: dict[int, tuple[discord.Client, asyncio.Task[None]]]

    def running_bots(self: "FakeDiscord") -> list[discord.Client]:
        return [bot for bot, _ in self._bots.values()]

    async def start_bot(self: "FakeDiscord", bot: discord.Client, *, timeout: float = 10.0) -> discord.Client:
        """Point discord.py at the fake, log in (runs setup_hook: sync etc.), connect, and wait until ready."""
        point_discordpy_at(self.base_url)
        bot._loopback_baseline = set(asyncio.all_tasks())  # type: ignore[attr-defined]
        await bot.login(self.token)
        task = asyncio.create_task(bot.connect(), name="loopback-bot-connect")
        self._bots[id(bot)] = (bot, task)
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait({task, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if ready not in done:
            ready.cancel()
            if task in done:
                task.result()  # raises the connection error
            raise AssertionError(f"bot not ready after {timeout}s")
        return bot

    async def stop_bot(self: "FakeDiscord", bot: discord.Client) -> None:
        """An orderly shutdown: ``bot.close()`` (the bot's own cleanup runs)."""
        await bot.close()
        _, task = self._bots.pop(id(bot), (None, None))
        if task is not None:
            try:
                await asyncio.wait_for(task, 5)
            except (asyncio.CancelledError, Exception):
                pass

    async def crash_bot(self: "FakeDiscord", bot: discord.Client) -> None:
        """Stop the bot as a crash would: no ``close()``, no cleanup; sockets, tasks and the database just go away.

        Cancels every task the bot started (connect, views, timers, loops), closes its websocket and HTTP
        session, and closes (without commit) any aiosqlite connection reachable from the bot's attributes.
        """
        baseline: set[asyncio.Task[Any]] = getattr(bot, "_loopback_baseline", set())
        sockets = _websockets(bot)
        for ws in sockets:
            keep_alive = getattr(ws, "_keep_alive", None)
            if keep_alive is not None:
                keep_alive.stop()
        me = asyncio.current_task()
        doomed = [t for t in asyncio.all_tasks() if t is not me and t not in baseline and not _is_server_task(t)]
        for t in doomed:
            t.cancel()
        await asyncio.gather(*doomed, return_exceptions=True)
        self._bots.pop(id(bot), None)
        for ws in sockets:
            if getattr(ws, "socket", None) is not None:
                try:
                    await ws.socket.close(code=4000)
                except Exception:
                    pass
        await bot.http.close()
        for conn in _aiosqlite_connections(bot):
            try:
                if isinstance(conn, aiosqlite.Connection):
                    await conn.close()
                else:
                    conn.terminate()  # an asyncpg pool: its sockets just close
            except Exception:
                pass
