"""``/help`` and ``/rules``: the rules as a paged embed from data/rules/."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui import AnsweringView
from cogs.present.base import COLOUR, game_choices, unknown_game
from games import GAMES
from games.datafiles import DataError, load_checked

if TYPE_CHECKING:
    from bot.app import DreamBot

RULES_SCHEMA = {"title": str, "pages": [{"title": str, "text": str}]}

HELP = """\
**/play <game>:** open a table in this channel; friends press **Join**, the host presses **Start**.
**/rules game:** how a game is played.
**/stats [user] [game]:** lifetime results, ratings and achievements. **/history:** your last games.
**/leaderboard game: [board]:** the best rated players, in this server or everywhere.
**/replay table:** watch a finished game again, move by move. **/preferences ping: game:** be called to new tables.
**/table end:** end this channel's table without results (host or Manage Server).
**/settings turn_time:** the server's default seconds per decision (Manage Server).

During a game you only click: your private hand or role comes by DM, and the **My hand** button (in
Somna **My role**) on the table message shows it again at any time. When your time runs out I play a sensible default for you;
after two in a row you are marked away until you press **I'm back**."""


def rules_pages(game: str) -> list[dict[str, str]]:
    data = load_checked(f"rules/{game}.toml", RULES_SCHEMA)
    return list(data["pages"])


class RulesPager(AnsweringView):
    def __init__(self, user_id: int, title: str, pages: list[dict[str, str]]) -> None:
        super().__init__(timeout=600)
        self.user_id, self.title, self.pages, self.index = user_id, title, pages, 0
        self._sync()

    def embed(self) -> discord.Embed:
        page = self.pages[self.index]
        embed = discord.Embed(title=f"{self.title}: {page['title']}", description=page["text"][:4096], colour=COLOUR)
        embed.set_footer(text=f"Page {self.index + 1} of {len(self.pages)}")
        return embed

    def _sync(self) -> None:
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= len(self.pages) - 1

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.user_id:
            await interaction.response.send_message("Use /rules to open your own copy.", ephemeral=True)
            return False
        return True

    async def _turn(self, interaction: discord.Interaction, step: int) -> None:
        self.index = max(0, min(len(self.pages) - 1, self.index + step))
        self._sync()
        await interaction.response.edit_message(embed=self.embed(), view=self)

    @discord.ui.button(label="Previous", style=discord.ButtonStyle.secondary)
    async def previous(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await self._turn(interaction, -1)

    @discord.ui.button(label="Next", style=discord.ButtonStyle.primary)
    async def next(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await self._turn(interaction, 1)


class Help(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @app_commands.command(name="help", description="What this bot does and its commands")
    async def help(self, interaction: discord.Interaction) -> None:
        games = ", ".join(f"**{g.title}** ({g.min_players}-{g.max_players})" for g in GAMES.values())
        embed = discord.Embed(title="Dream Games", colour=COLOUR, description=f"Games: {games}\n\n{HELP}")
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="rules", description="How a game is played")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if game not in GAMES:  # Discord offers only the choices; a stale client may not
            await interaction.response.send_message(unknown_game(game), ephemeral=True)
            return
        try:
            pages = rules_pages(game)
        except DataError:
            await interaction.response.send_message(
                f"I have no rules text for {GAMES[game].title} yet; see /help.", ephemeral=True)
            return
        pager = RulesPager(interaction.user.id, GAMES[game].title, pages)
        await interaction.response.send_message(embed=pager.embed(), view=pager, ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Help(bot))
