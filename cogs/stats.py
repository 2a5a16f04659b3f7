"""Lifetime stats, ratings, achievements, leaderboards and history: queries
over finished tables' results (cancelled and admin-ended tables write none).

The rating shown is the conservative one (openskill's ordinal, bot/ratings.py)
with its number of rated games; the leaderboard ranks by it, in this server
or globally."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot import achievements
from bot.ratings import GLOBAL
from cogs.present import presenter_for
from cogs.present.base import COLOUR, game_choices
from games import GAMES

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.store import Store

LEADERBOARD_MIN_GAMES = 3


def _title(game: str) -> str:
    return GAMES[game].title if game in GAMES else game


def rating_text(ordinal: float, games: int) -> str:
    return f"{ordinal:.1f} ({games} rated game{'s' if games != 1 else ''})"


class Stats(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @property
    def store(self) -> "Store":
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
        here = await self.store.user_ratings(who.id, interaction.guild_id) if interaction.guild_id else {}
        everywhere = await self.store.user_ratings(who.id, GLOBAL)
        earned: dict[str, list[str]] = {}
        for a in await self.store.user_achievements(who.id, game):
            known = achievements.named(a["game"], a["achievement"])
            if known is not None:
                times = f" x{a['times']}" if a["times"] > 1 else ""
                earned.setdefault(a["game"], []).append(f"\U0001f3c5 **{known.name}**{times}: {known.description}")
        for r in rows:
            value = f"{r['played']} played, {r['wins'] or 0} won ({(r['wins'] or 0) / r['played']:.0%}), " \
                    f"avg place {r['avg_place']:.2f}"
            ratings = [f"{where} {rating_text(x['ordinal'], x['games'])}"
                       for where, x in (("here", here.get(r["game"])), ("global", everywhere.get(r["game"]))) if x]
            if ratings:
                value += "\nRating: " + ", ".join(ratings)
            declared = GAMES.get(r["game"])  # not ``known``: that name holds an Achievement above
            team = declared.game_type.team_detail if declared is not None else None
            if team is not None:
                roles = await self.store.role_stats(who.id, r["game"], team)
                presenter = presenter_for(r["game"])
                value += "".join(
                    f"\nWins with the {presenter.role_title(x.role)}: {x.wins} of {x.played}"
                    + (f", expected {x.expected:.1f}" if x.expected is not None else "") for x in roles[:8])
            value += "".join(f"\n{line}" for line in earned.get(r["game"], []))
            embed.add_field(name=_title(r["game"]), value=value[:1024], inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="leaderboard", description="The best rated players of a game, here or everywhere")
    @app_commands.describe(game="Which game", board="This server's board (default) or the global one")
    @app_commands.choices(game=game_choices(), board=[app_commands.Choice(name="This server", value="server"),
                                                      app_commands.Choice(name="Global", value="global")])
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str, board: str = "server") -> None:
        assert interaction.guild_id is not None
        everywhere = board == "global"
        rows = await self.store.rating_board(GLOBAL if everywhere else interaction.guild_id, game,
                                             LEADERBOARD_MIN_GAMES)
        where = "global" if everywhere else "server"
        embed = discord.Embed(title=f"{_title(game)} leaderboard ({where})", colour=COLOUR)
        if not rows:
            embed.description = (f"Nobody has {LEADERBOARD_MIN_GAMES} rated games of {_title(game)}"
                                 f"{'' if everywhere else ' here'} yet.")
        else:
            embed.description = "\n".join(
                f"{i}. <@{r['user_id']}>: {rating_text(r['ordinal'], r['games'])}" for i, r in enumerate(rows, 1))
            embed.set_footer(text=f"Ranked by rating (the conservative estimate: it rises as you play and win); "
                                  f"players with at least {LEADERBOARD_MIN_GAMES} rated games.")
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
