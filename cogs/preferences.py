"""``/preferences``: a player's own settings (not the server's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, cast

import discord
from discord import app_commands
from discord.ext import commands

from cogs.present.base import game_choices
from games import GAMES

if TYPE_CHECKING:
    from bot.app import DreamBot
    from cogs.rematch import Rematch


class Preferences(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @app_commands.command(name="preferences", description="Your own settings for the dream games")
    @app_commands.describe(ask_forced="Ask me even when I have only one legal move (default: it plays itself)",
                           ping="Call me when someone opens a table of the game below in this server (opt-in)",
                           game="The game that ping: is about")
    @app_commands.choices(game=game_choices())
    async def preferences(self, interaction: discord.Interaction, ask_forced: Optional[bool] = None,
                          ping: Optional[bool] = None, game: Optional[str] = None) -> None:
        """Leave every option empty to see your settings."""
        assert self.bot.store is not None
        user = interaction.user.id
        if ping is not None:
            if game is None:
                await interaction.response.send_message(
                    "Say which game: `/preferences ping:True game:...` (one game at a time).", ephemeral=True)
                return
            if interaction.guild_id is None:
                await interaction.response.send_message(
                    "Pings are per server: use this in the server whose tables you want to hear of.", ephemeral=True)
                return
        if ask_forced is not None:
            await self.bot.store.set_ask_forced(user, ask_forced)
        if ping is not None and game is not None and interaction.guild_id is not None:
            rematch = cast("Rematch", self.bot.get_cog("Rematch"))  # loaded with this cog
            await rematch.set_ping(interaction, interaction.guild_id, game, ping)
            return
        text = ("I ask you even when you have only one legal move." if self.bot.store.asks_forced(user)
                else "When you have only one legal move, I play it for you at once and the table says so "
                     "(never at night in Somna). `/preferences ask_forced:True` to be asked anyway.")
        if interaction.guild_id is not None:
            games = await self.bot.store.user_pings(interaction.guild_id, user)
            text += ("\nIn this server I call you to new tables of: "
                     + ", ".join(GAMES[g].title if g in GAMES else g for g in games) + "."
                     if games else "\nI call you to no new tables here (`/preferences ping:True game:...`).")
        await interaction.response.send_message(("Saved. " if ask_forced is not None else "") + text,
                                                ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Preferences(bot))
