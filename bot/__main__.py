"""``python -m bot``: start the bot from the environment and ``.env``.

A start that cannot reach Discord (no network, Discord down) says so in one
line and tries again with a growing pause; a token Discord refuses stops with
one line and exit status 2, as do shard settings Discord refuses. SIGINT and SIGTERM (a service manager's stop)
both stop cleanly: work in flight finishes, then the store closes. A second
process on the same SQLite file is refused with one line and exit status 2
(``single_process``).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import signal
import sqlite3
import sys

import aiohttp
import discord

from .app import DreamBot, create_bot
from .logs import setup_logging
from .settings import Settings, SettingsError
from .storage import StoreUnavailable
from .storage.sqlite import check_usable
from .single_process import DatabaseInUse, ProcessLock

log = logging.getLogger("bot")

FIRST_RETRY_SECONDS = 1.0
MAX_RETRY_SECONDS = 60.0
# What a start that cannot reach Discord raises: no route or DNS (aiohttp's
# errors are OSErrors too), no answer, or Discord's own 5xx past discord.py's retries.
UNREACHABLE = (aiohttp.ClientError, OSError, asyncio.TimeoutError, discord.DiscordServerError)


# The cyclic collector, tuned for a server. By default (700 allocations) its
# young pass runs dozens of times a second under load, each walking every
# object still alive since the last (requests in flight, prompts), and a full
# pass over the whole heap (every open table) blocks the event loop for tens
# of milliseconds every few seconds. Reference counting frees nearly all the
# bot's garbage at once anyway; cycles (discord.py's views and interactions)
# are still collected, only in fewer, larger passes (bench/README.md,
# "CPU per action, 2026-11-24 third session").
COLLECTOR_THRESHOLDS = (10_000, 20, 20)


def tune_collector() -> None:
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def freeze_start_up() -> None:
    """What start-up loaded (modules, cogs, every restored table) lives as
    long as the process: the collector need not walk it again."""
    gc.collect()
    gc.freeze()


# Gateway close codes that no retry can mend: the shard settings must change.
SHARDING_REFUSED = {
    4010: "Discord refused the shard settings (close code 4010, invalid shard): every process must use the "
          "same SHARD_COUNT, with SHARD_IDS below it.",
    4011: "Discord requires more shards (close code 4011, sharding required): one shard may hold at most "
          "2,500 servers. Set SHARD_COUNT=auto for Discord's recommended count, or a higher SHARD_COUNT.",
}


def why(exc: BaseException) -> str:
    """One line naming what failed."""
    if isinstance(exc, discord.HTTPException):
        text = f"Discord answered {exc.status}"
    elif isinstance(exc, asyncio.TimeoutError):
        text = "no answer in time"
    else:
        text = str(exc) or type(exc).__name__
    return " ".join(text.split())[:300]


class Runner:
    """One process run: log in (again after a pause while Discord cannot be
    reached), connect, and stop on a signal."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.bot: DreamBot | None = None
        self.stop = asyncio.Event()

    def on_signal(self, sig: signal.Signals) -> None:
        if self.stop.is_set():
            log.info("%s: already stopping (waiting for work in flight)", sig.name)
            return
        log.info("%s: stopping", sig.name)
        self.stop.set()
        if self.bot is not None:  # logged in (a login under way sees ``stop`` when it ends)
            asyncio.get_running_loop().create_task(self.bot.close(), name="stop-signal")

    async def _pause(self, seconds: float) -> None:
        try:
            await asyncio.wait_for(self.stop.wait(), seconds)
        except asyncio.TimeoutError:
            pass

    async def _log_in(self) -> DreamBot | None:
        """A logged-in bot (setup_hook done), or None if stopped meanwhile.
        Each try is a fresh bot: a failed one is closed whole (HTTP session,
        store), so nothing of it leaks into the next."""
        delay = FIRST_RETRY_SECONDS
        while not self.stop.is_set():
            bot = create_bot(self.settings)
            try:
                await bot.login(self.settings.token)
                self.bot = bot
                return bot
            except UNREACHABLE as exc:
                log.warning("cannot reach Discord (%s); trying again in %.0f s", why(exc), delay)
            except BaseException:
                await bot.close()
                raise
            await bot.close()
            await self._pause(delay)
            delay = min(delay * 2, MAX_RETRY_SECONDS)
        return None

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, self.on_signal, sig)
        bot = await self._log_in()
        if bot is None:
            return
        freeze_start_up()
        try:
            if not self.stop.is_set():  # a signal during the last login try
                await bot.connect()  # discord.py reconnects on its own from here
        finally:
            # connect() returns once the gateway is closed, which is before the
            # store is; close() is one shutdown however often it is called.
            await bot.close()


def main() -> int:
    try:
        settings = Settings.load()
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if settings.api_base:
        from .redirect import point_discordpy_at

        try:
            point_discordpy_at(settings.api_base)
        except ValueError as exc:
            print(f"error: DISCORD_API_BASE {exc}", file=sys.stderr)
            return 2
    lock = None
    if _on_sqlite(settings):
        try:
            lock = ProcessLock.take(settings.database_path)
            check_usable(settings.database_path)
        except DatabaseInUse as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        except (OSError, sqlite3.Error) as exc:
            if lock is not None:
                lock.release()
            print(f"error: the database {settings.database_path} cannot be used ({_why(exc)}). "
                  "Set DATABASE_PATH to a writable file, or DREAMGAMES_HOME to a writable folder.", file=sys.stderr)
            return 2
    try:
        setup_logging(settings.log_level_number, settings.database_path.parent)
        tune_collector()
        try:
            asyncio.run(Runner(settings).run())
        except discord.LoginFailure:
            print("error: Discord refused DISCORD_TOKEN (it may have been reset). "
                  "Copy a fresh token from the Developer Portal into .env.", file=sys.stderr)
            return 2
        except StoreUnavailable as exc:  # a service manager starts the bot again once the database is back
            print(f"error: DATABASE_URL: {exc}", file=sys.stderr)
            return 2
        except discord.ConnectionClosed as exc:
            if exc.code not in SHARDING_REFUSED:
                raise
            print(f"error: {SHARDING_REFUSED[exc.code]}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            pass
        return 0
    finally:
        if lock is not None:
            lock.release()


def _why(exc: BaseException) -> str:
    """The reason in a few words (an OSError's strerror, SQLite's message)."""
    if isinstance(exc, FileExistsError):  # a folder on its path is a file
        return f"{exc.filename} is a file, not a folder"
    return (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)) or type(exc).__name__


def _on_sqlite(settings: Settings) -> bool:
    """Whether the store is a SQLite file (one process only). DATABASE_URL
    comes with the PostgreSQL backend; without it, the store is SQLite."""
    url = str(getattr(settings, "database_url", None) or "").lower()
    return not url.startswith(("postgresql://", "postgres://"))


if __name__ == "__main__":
    raise SystemExit(main())
