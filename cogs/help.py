"""``/help`` and ``/rules``: the rules as a paged embed, in the reader's
language (the words are in the catalogue; data/rules/ counts the pages)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui import AnsweringView
from cogs.present.base import COLOUR, game_choices, unknown_game
from cogs.screens.speech import answering
from games import GAMES
from games.datafiles import DataError, load_checked
import words
from words import t

if TYPE_CHECKING:
    from bot.app import DreamBot

# The pages' words are in the catalogue (words/*.ftl, "## help and rules"):
# rules-<game>-<n>-title and rules-<game>-<n>-body; the data file counts them.
RULES_SCHEMA = {"pages": int}


def _page_key(game: str, number: int, part: str) -> str:
    return f"rules-{game.replace('_', '-')}-{number}-{part}"


def rules_page_count(game: str) -> int:
    """How many /rules pages ``game`` has. DataError when its data file is
    missing, or its count and the English catalogue disagree (a page
    without words, or words no page shows)."""
    relative = f"rules/{game}.toml"
    count = int(load_checked(relative, RULES_SCHEMA)["pages"])
    if count < 1:
        raise DataError(f"{relative}: pages must be at least 1")
    book = words.catalogue()
    for number in range(1, count + 1):
        for part in ("title", "body"):
            if not book.has(words.ENGLISH, _page_key(game, number, part)):
                missing = _page_key(game, number, part)
                raise DataError(f"{relative}: pages = {count}, but the catalogue lacks {missing!r}")
    extra = [key for part in ("title", "body") if book.has(words.ENGLISH, key := _page_key(game, count + 1, part))]
    if extra:
        raise DataError(f"{relative}: pages = {count}, but the catalogue also has {extra[0]!r}")
    return count


def rules_pages(game: str) -> list[dict[str, str]]:
    """``game``'s /rules pages in the locale being spoken now."""
    return [{"title": t(_page_key(game, n, "title")), "text": t(_page_key(game, n, "body"))}
            for n in range(1, rules_page_count(game) + 1)]


class RulesPager(AnsweringView):
    """One user's paged copy of a game's rules, in the language of whoever
    clicks (only its opener can turn the pages)."""

    def __init__(self, user_id: int, game: str) -> None:
        super().__init__(timeout=600)
        self.user_id, self.game, self.index = user_id, game, 0
        self.count = rules_page_count(game)
        self._sync()

    def embed(self) -> discord.Embed:
        """The current page in the locale being spoken now."""
        number = self.index + 1
        title = t("rules-heading", game=GAMES[self.game].title, page=t(_page_key(self.game, number, "title")))
        embed = discord.Embed(title=title[:256], description=t(_page_key(self.game, number, "body"))[:4096],
                              colour=COLOUR)
        embed.set_footer(text=t("rules-footer", number=number, count=self.count))
        return embed

    def _sync(self) -> None:
        """Labels in the locale being spoken now; the ends disable their button."""
        self.previous.label = t("rules-button-previous")
        self.next.label = t("rules-button-next")
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= self.count - 1

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.user_id:
            with answering(interaction):
                await interaction.response.send_message(t("rules-not-yours"), ephemeral=True)
            return False
        return True

    async def _turn(self, interaction: discord.Interaction, step: int) -> None:
        self.index = max(0, min(self.count - 1, self.index + step))
        with answering(interaction):
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
        with answering(interaction):
            games = ", ".join(t("help-game", title=g.title, min=g.min_players, max=g.max_players)
                              for g in GAMES.values())
            embed = discord.Embed(title=t("help-title"), colour=COLOUR,
                                  description=f"{t('help-games', games=games)}\n\n{t('help-commands')}")
            await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="rules", description="How a game is played")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        with answering(interaction):
            if game not in GAMES:  # Discord offers only the choices; a stale client may not
                await interaction.response.send_message(unknown_game(game), ephemeral=True)
                return
            try:
                pager = RulesPager(interaction.user.id, game)
            except DataError:
                await interaction.response.send_message(t("rules-missing", game=GAMES[game].title), ephemeral=True)
                return
            await interaction.response.send_message(embed=pager.embed(), view=pager, ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Help(bot))
