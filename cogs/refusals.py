"""The answers to requests the abuse limits refuse (``bot/limits.py``): an
ephemeral sentence, in the user's language, saying when to try again; the
refused request changes nothing."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import discord

from bot import failures
from bot.limits import retry_at
from cogs.screens.speech import answering
from words import t

if TYPE_CHECKING:
    from bot.app import DreamBot

# A /play while the same user's previous one is still being answered: Discord
# answers within 3 s, so one second is a fair "try again".
BUSY_WAIT = 1.0


def when(wait: float) -> str:
    """A Discord relative timestamp ("in 8 seconds") for a wait in seconds."""
    return f"<t:{retry_at(wait)}:R>"


async def refuse(interaction: discord.Interaction, key: str, wait: float, **args: Any) -> None:
    """Answer a refused request with ``key``, its ``when`` filled in."""
    with answering(interaction):
        await failures.answer(interaction, t(key, when=when(wait), **args))


async def click_refused(bot: "DreamBot", interaction: discord.Interaction) -> bool:
    """Whether this click is over the user's click rate, then answered
    "slow down" and routed nowhere: the table is untouched, and a flood
    costs its own answers only (interaction callbacks, outside Discord's
    global limit)."""
    wait = bot.limits.click(interaction.user.id)
    if wait is None:
        return False
    await refuse(interaction, "limits-slow-down", wait)
    return True


async def play_refused(bot: "DreamBot", interaction: discord.Interaction, alone: bool) -> bool:
    """Whether this /play is refused (and answered): the user's other /play
    still in flight (``alone`` False, see ``Limits.opening``), the cooldowns,
    their open lobbies, the server's open tables."""
    assert bot.store is not None and bot.tables is not None and interaction.guild_id is not None
    limits, user_id, guild_id = bot.limits, interaction.user.id, interaction.guild_id
    if not alone:
        await refuse(interaction, "limits-play-busy", BUSY_WAIT)
        return True
    wait = limits.after_cancel(user_id)
    if wait is not None:
        await refuse(interaction, "limits-after-cancel", wait)
        return True
    wait = limits.play(user_id)
    if wait is not None:
        await refuse(interaction, "limits-play-cooldown", wait, count=limits.rules.plays.count)
        return True
    hosted = await bot.store.open_lobbies_hosted(user_id)
    if not limits.lobbies(hosted):
        # A lobby nobody touches closes by itself: the first of theirs to close (this process knows of) frees a place.
        await refuse(interaction, "limits-lobbies", _first_close(
            table.due_at for table in bot.tables.tables.values()
            if table.row.host_id == user_id and table.row.status == "lobby"),
            count=hosted)
        return True
    cap = await table_cap(bot, guild_id)
    open_tables = await bot.store.open_tables_in(guild_id)
    if not limits.tables(open_tables, cap):
        lobbies = [table.due_at for table in bot.tables.in_guild(guild_id) if table.row.status == "lobby"]
        if lobbies:
            await refuse(interaction, "limits-tables-lobby", _first_close(lobbies), count=open_tables)
        else:
            with answering(interaction):
                await failures.answer(interaction, t("limits-tables", count=open_tables))
        return True
    return False


async def table_cap(bot: "DreamBot", guild_id: int) -> int:
    """The most open tables (lobbies and games) the server allows at once."""
    assert bot.store is not None
    return (await bot.store.guild_settings(guild_id)).max_tables or bot.limits.rules.tables_per_guild


def _first_close(due: Any) -> float:
    """The wait until the first of these lobby deadlines (wall-clock seconds) passes."""
    known = [d for d in due if d is not None]
    return max(0.0, min(known) - time.time()) if known else 0.0


def held_call(bot: "DreamBot", interaction: discord.Interaction,
              call: dict[str, Any]) -> tuple[dict[str, Any], float | None]:
    """The lobby's call to the opted-in players, if this host may call them
    now (then counted), else none and the wait to tell the host."""
    assert interaction.guild_id is not None
    if not call:
        return call, None
    wait = bot.limits.may_ping(interaction.guild_id, interaction.user.id)
    if wait is not None:
        return {}, wait
    bot.limits.pinged(interaction.guild_id, interaction.user.id)
    return call, None
