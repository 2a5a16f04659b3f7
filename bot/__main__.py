"""``python -m bot``: start the bot from the environment and ``.env``."""

from __future__ import annotations

import asyncio
import sys

import discord

from .app import create_bot
from .logs import setup_logging
from .settings import Settings, SettingsError


async def _run(bot: discord.Client, token: str) -> None:
    async with bot:  # closes the store and the HTTP session on the way out
        await bot.start(token)


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
