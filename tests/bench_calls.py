"""``/calls n``: a benchmark-only command of ``python -m tests.bench_bot``. It
answers, then edits its answer ``n`` times, one after another: 1 + n REST
requests through discord.py's webhook adapter and nothing else (no store, no
game). ``python -m tests.bench ... --request-floor N`` runs it as a phase of its
own, so the bot's CPU per REST request is measured in the same run as the floor
(``/help``: one request) and the game: what a move's requests alone cost.

``/movefloor``: the *move floor* (issue 30), what any move must cost at least: one
durable commit through the bot's own store, the answer, and one more request (a DM
to the player, as the next player's prompt is). ``--move-floor`` runs it as a phase
of its own, and the game's CPU per move is reported against it."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands


class Calls(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="movefloor", description="Benchmark: one commit, the answer, one DM.")
    async def movefloor(self, interaction: discord.Interaction) -> None:
        store = getattr(self.bot, "store")
        await store.set_meta("bench-move-floor", str(interaction.id))  # durable: synchronous=FULL, as a move
        await interaction.response.send_message("0", ephemeral=True)
        await interaction.user.send("1")

    @app_commands.command(name="calls", description="Benchmark: answer, then edit the answer n times.")
    async def calls(self, interaction: discord.Interaction, n: app_commands.Range[int, 0, 10] = 3) -> None:
        await interaction.response.send_message("0", ephemeral=True)
        for i in range(n):
            await interaction.edit_original_response(content=str(i + 1))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Calls(bot))
