"""``python -m bot``: start the bot from the environment and ``.env``."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

import discord

from .app import create_bot
from .logs import setup_logging
from .settings import Settings, SettingsError


log = logging.getLogger("bot")


def _on_stop_signal(bot: discord.Client, sig: signal.Signals) -> None:
    """SIGINT and SIGTERM (a service manager's stop) both stop cleanly:
    handlers and deadlines already at work finish, then the store closes."""
    if getattr(bot, "stopping", False):
        log.info("%s: already stopping (waiting for work in flight)", sig.name)
        return
    log.info("%s: stopping", sig.name)
    asyncio.get_running_loop().create_task(bot.close(), name="stop-signal")


async def _run(bot: discord.Client, token: str) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, _on_stop_signal, bot, sig)
    async with bot:
        await bot.start(token)
    # start() returns once the gateway is closed, which is before the store
    # is; close() is one shutdown however often it is called: wait for all of it.
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
    bot = create_bot(settings)
    try:
        asyncio.run(_run(bot, settings.token))
    except discord.LoginFailure:
        print("error: Discord refused DISCORD_TOKEN (it may have been reset). "
              "Copy a fresh token from the Developer Portal into .env.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
