"""``/calls n``: a benchmark-only command of ``python -m tests.bench_bot``. It
answers, then edits its answer ``n`` times, one after another: 1 + n REST
requests through discord.py's webhook adapter and nothing else (no store, no
game). ``python -m tests.bench ... --request-floor N`` runs it as a phase of its
own, so the bot's CPU per REST request is measured in the same run as the floor
(``/help``: one request) and the game: what a move's requests alone cost."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands


class Calls(commands.Cog):
    @app_commands.command(name="calls", description="Benchmark: answer, then edit the answer n times.")
    async def calls(self, interaction: discord.Interaction, n: app_commands.Range[int, 0, 10] = 3) -> None:
        await interaction.response.send_message("0", ephemeral=True)
        for i in range(n):
            await interaction.edit_original_response(content=str(i + 1))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Calls())
