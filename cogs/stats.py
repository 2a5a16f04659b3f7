"""Lifetime stats, ratings, achievements, leaderboards and history: queries
over finished tables' results (cancelled and admin-ended tables write none).

The rating shown is the conservative one (openskill's ordinal on a 0-based
scale, ``bot.ratings.shown``) with its number of rated games, provisional for
a player's first games; the leaderboard ranks by it, in this server or
globally, among players past those first games, and says how far the one who
asked is from joining it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

import words
from bot import achievements
from bot import ratings
from bot.ratings import GLOBAL
from cogs.present import presenter_for
from cogs.present.base import COLOUR, game_choices
from cogs.screens.speech import answer_language, post_language
from games import GAMES
from words import t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.store import Store

LEADERBOARD_MIN_GAMES = ratings.PROVISIONAL_GAMES  # a settled rating is one on the board


def _title(game: str) -> str:
    return GAMES[game].title if game in GAMES else game


def rating_text(ordinal: float, games: int) -> str:
    if ratings.provisional(games):
        return t("stats-rating-provisional", rating=words.number(ratings.shown(ordinal), 1), games=games,
                 needed=ratings.PROVISIONAL_GAMES)
    return t("stats-rating", rating=words.number(ratings.shown(ordinal), 1), games=games)


def _percent(part: int, whole: int) -> int:
    """``part / whole`` as a whole percentage, rounded as ``:.0%`` rounds."""
    return int(format(part / whole * 100, ".0f"))


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
        with words.speaking(await answer_language(self.bot, interaction)):
            await self._stats(interaction, user or interaction.user, game)

    async def _stats(self, interaction: discord.Interaction, who: discord.User | discord.Member,
                     game: str | None) -> None:
        rows = await self.store.user_stats(who.id, game)
        embed = discord.Embed(title=t("stats-title", name=who.display_name), colour=COLOUR)
        if not rows:
            embed.description = t("stats-none") if game is None else t("stats-none-game", game=_title(game))
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        played = sum(r["played"] for r in rows)
        wins = sum(r["wins"] or 0 for r in rows)
        avg = sum(r["avg_place"] * r["played"] for r in rows) / played
        embed.description = t("stats-summary", played=played, wins=wins, percent=_percent(wins, played),
                              place=words.number(avg, 2))
        here = await self.store.user_ratings(who.id, interaction.guild_id) if interaction.guild_id else {}
        everywhere = await self.store.user_ratings(who.id, GLOBAL)
        earned: dict[str, list[str]] = {}
        for a in await self.store.user_achievements(who.id, game):
            known = achievements.named(a["game"], a["achievement"])
            if known is not None:
                earned.setdefault(a["game"], []).append(t(
                    "stats-achievement", name=str(known.name), times=a["times"], description=str(known.description)))
        for r in rows:
            value = t("stats-game-line", played=r["played"], wins=r["wins"] or 0,
                      percent=_percent(r["wins"] or 0, r["played"]), place=words.number(r["avg_place"], 2))
            ratings = [t("stats-rating-where", where=where, rating=rating_text(x["ordinal"], x["games"]))
                       for where, x in (("here", here.get(r["game"])), ("global", everywhere.get(r["game"]))) if x]
            if ratings:
                value += "\n" + t("stats-ratings", ratings=", ".join(ratings))
            declared = GAMES.get(r["game"])  # not ``known``: that name holds an Achievement above
            team = declared.game_type.team_detail if declared is not None else None
            if team is not None:
                roles = await self.store.role_stats(who.id, r["game"], team)
                presenter = presenter_for(r["game"])
                value += "".join(
                    "\n" + (t("stats-role-wins", role=presenter.role_title(x.role), wins=x.wins, played=x.played)
                            if x.expected is None else
                            t("stats-role-wins-expected", role=presenter.role_title(x.role), wins=x.wins,
                              played=x.played, expected=words.number(x.expected, 1)))
                    for x in roles[:8])
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
        scope = GLOBAL if everywhere else interaction.guild_id
        rows = await self.store.rating_board(scope, game, LEADERBOARD_MIN_GAMES)
        asker = (await self.store.user_ratings(interaction.user.id, scope)).get(game)
        where = "global" if everywhere else "server"
        # a public post: the server's language
        with words.speaking(await post_language(self.bot, interaction.guild)):
            embed = discord.Embed(title=t("leaderboard-title", game=_title(game), board=where), colour=COLOUR)
            if not rows:
                embed.description = t("leaderboard-empty", needed=LEADERBOARD_MIN_GAMES, game=_title(game),
                                      board=where)
            else:
                embed.description = "\n".join(
                    f"{i}. <@{r['user_id']}>: {rating_text(r['ordinal'], r['games'])}" for i, r in enumerate(rows, 1))
                embed.set_footer(text=t("leaderboard-footer", needed=LEADERBOARD_MIN_GAMES))
            if asker is not None and asker["games"] < LEADERBOARD_MIN_GAMES:  # what keeps them off it
                embed.description += "\n\n" + t("leaderboard-not-yet", user=str(interaction.user.id),
                                                  games=asker["games"], needed=LEADERBOARD_MIN_GAMES,
                                                  missing=LEADERBOARD_MIN_GAMES - asker["games"])
        await interaction.response.send_message(embed=embed, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="history", description="Your last finished games")
    async def history(self, interaction: discord.Interaction) -> None:
        rows = await self.store.history(interaction.user.id)
        with words.speaking(await answer_language(self.bot, interaction)):
            embed = discord.Embed(title=t("history-title"), colour=COLOUR)
            if not rows:
                embed.description = t("history-none")
            else:
                embed.description = "\n".join(
                    t("history-line", date=f"<t:{int(r['finished_at'])}:d>", game=_title(r["game"]),
                      place=r["place"], won="yes" if r["won"] else "no",
                      link=f"https://discord.com/channels/{r['guild_id'] or '@me'}/{r['channel_id']}",
                      table=str(r["table_id"]))  # /replay: cogs/replay.py
                    for r in rows)[:4000]
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Stats(bot))
