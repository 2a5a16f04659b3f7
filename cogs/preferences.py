"""``/preferences``: a player's own settings (not the server's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.app import DreamBot


class Preferences(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @app_commands.command(name="preferences", description="Your own settings for the dream games")
    @app_commands.describe(ask_forced="Ask me even when I have only one legal move (default: it plays itself)")
    async def preferences(self, interaction: discord.Interaction, ask_forced: Optional[bool] = None) -> None:
        """Leave every option empty to see your settings."""
        assert self.bot.store is not None
        user = interaction.user.id
        if ask_forced is not None:
            await self.bot.store.set_ask_forced(user, ask_forced)
        text = ("I ask you even when you have only one legal move." if self.bot.store.asks_forced(user)
                else "When you have only one legal move, I play it for you at once and the table says so "
                     "(never at night in Somna). `/preferences ask_forced:True` to be asked anyway.")
        await interaction.response.send_message(("Saved. " if ask_forced is not None else "") + text,
                                                ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Preferences(bot))
