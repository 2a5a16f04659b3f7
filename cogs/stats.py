"""Lifetime stats, leaderboards and history: queries over finished tables'
results (cancelled and admin-ended tables write none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

from cogs.present.base import COLOUR, game_choices
from games import GAMES

if TYPE_CHECKING:
    from bot.app import DreamBot

LEADERBOARD_MIN_GAMES = 3


def _title(game: str) -> str:
    return GAMES[game].title if game in GAMES else game


class Stats(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @property
    def store(self):
        assert self.bot.store is not None
        return self.bot.store

    @app_commands.command(name="stats", description="Games played, wins and places, per game")
    @app_commands.describe(user="Whose stats (default: yours)", game="Only this game")
    @app_commands.choices(game=game_choices())
    async def stats(self, interaction: discord.Interaction, user: Optional[discord.User] = None,
                    game: Optional[str] = None) -> None:
        who = user or interaction.user
        rows = await self.store.user_stats(who.id, game)
        embed = discord.Embed(title=f"Stats for {who.display_name}", colour=COLOUR)
        if not rows:
            embed.description = "No finished games yet." if game is None else f"No finished {_title(game)} games yet."
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        played = sum(r["played"] for r in rows)
        wins = sum(r["wins"] or 0 for r in rows)
        avg = sum(r["avg_place"] * r["played"] for r in rows) / played
        embed.description = (f"**{played}** games, **{wins}** wins ({wins / played:.0%}), "
                             f"average place {avg:.2f}")
        for r in rows:
            value = f"{r['played']} played, {r['wins'] or 0} won ({(r['wins'] or 0) / r['played']:.0%}), " \
                    f"avg place {r['avg_place']:.2f}"
            if r["game"] == "somna":
                roles = await self.store.user_role_stats(who.id, "somna")
                if roles:
                    value += "\n" + ", ".join(f"{x['role']} {x['wins'] or 0}/{x['played']}" for x in roles[:10])
            embed.add_field(name=_title(r["game"]), value=value[:1024], inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=game_choices())
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        assert interaction.guild_id is not None
        rows = await self.store.leaderboard(interaction.guild_id, game, LEADERBOARD_MIN_GAMES)
        embed = discord.Embed(title=f"{_title(game)} leaderboard", colour=COLOUR)
        if not rows:
            embed.description = f"Nobody has finished {LEADERBOARD_MIN_GAMES} games of {_title(game)} here yet."
        else:
            embed.description = "\n".join(
                f"{i}. <@{r['user_id']}>: {r['wins'] or 0} wins in {r['played']} games "
                f"({(r['wins'] or 0) / r['played']:.0%}), avg place {r['avg_place']:.2f}"
                for i, r in enumerate(rows, 1))
            embed.set_footer(text=f"Players with at least {LEADERBOARD_MIN_GAMES} finished games.")
        await interaction.response.send_message(embed=embed, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="history", description="Your last finished games")
    async def history(self, interaction: discord.Interaction) -> None:
        rows = await self.store.history(interaction.user.id)
        embed = discord.Embed(title="Your last games", colour=COLOUR)
        if not rows:
            embed.description = "No finished games yet. Start one with /play."
        else:
            embed.description = "\n".join(
                f"<t:{int(r['finished_at'])}:d> **{_title(r['game'])}**: place {r['place']}"
                f"{' (won)' if r['won'] else ''} in https://discord.com/channels/{r['guild_id'] or '@me'}/{r['channel_id']}"
                f" \u00b7 replay: `/replay table:{r['table_id']}`"  # cogs/replay.py
                for r in rows)[:4000]
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Stats(bot))
