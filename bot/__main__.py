"""``python -m bot``: start the bot from the environment and ``.env``.

A start that cannot reach Discord (no network, Discord down) says so in one
line and tries again with a growing pause; a token Discord refuses stops with
one line and exit status 2. SIGINT and SIGTERM (a service manager's stop)
both stop cleanly: work in flight finishes, then the store closes.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

import aiohttp
import discord

from .app import DreamBot, create_bot
from .logs import setup_logging
from .settings import Settings, SettingsError
from .storage import StoreUnavailable

log = logging.getLogger("bot")

FIRST_RETRY_SECONDS = 1.0
MAX_RETRY_SECONDS = 60.0
# What a start that cannot reach Discord raises: no route or DNS (aiohttp's
# errors are OSErrors too), no answer, or Discord's own 5xx past discord.py's retries.
UNREACHABLE = (aiohttp.ClientError, OSError, asyncio.TimeoutError, discord.DiscordServerError)


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
    setup_logging(settings.log_level_number, settings.database_path.parent)
    try:
        asyncio.run(Runner(settings).run())
    except discord.LoginFailure:
        print("error: Discord refused DISCORD_TOKEN (it may have been reset). "
              "Copy a fresh token from the Developer Portal into .env.", file=sys.stderr)
        return 2
    except StoreUnavailable as exc:  # a service manager starts the bot again once the database is back
        print(f"error: DATABASE_URL: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
