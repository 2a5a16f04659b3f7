"""``/preferences``: a player's own settings (not the server's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, cast

import discord
from discord import app_commands
from discord.ext import commands

import words
from cogs.present.base import game_choices
from cogs.screens.speech import answer_language
from games import GAMES
from words import t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from cogs.rematch import Rematch

AUTOMATIC = "automatic"


def language_choices() -> list[app_commands.Choice[str]]:
    """automatic, then each language by its own name (a reader finds their
    language in its own script, whatever the client's language)."""
    return [app_commands.Choice(name="automatic", value=AUTOMATIC)] + [
        app_commands.Choice(name=words.say(lang, "words-language-name"), value=lang) for lang in words.LANGUAGES]


def chosen_locale(choice: app_commands.Choice[str]) -> str | None:
    """The stored value of a language choice: None for automatic."""
    return None if choice.value == AUTOMATIC else choice.value


class Preferences(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @app_commands.command(name="preferences", description="Your own settings for the dream games")
    @app_commands.describe(ask_forced="Ask me even when I have only one legal move (default: it plays itself)",
                           ping="Call me when someone opens a table of the game below in this server (opt-in)",
                           game="The game that ping: is about",
                           language="The language I answer you in (automatic: your Discord's)")
    @app_commands.choices(game=game_choices(), language=language_choices())
    async def preferences(self, interaction: discord.Interaction, ask_forced: Optional[bool] = None,
                          ping: Optional[bool] = None, game: Optional[str] = None,
                          language: Optional[app_commands.Choice[str]] = None) -> None:
        """Leave every option empty to see your settings."""
        store = self.bot.store
        assert store is not None
        user = interaction.user.id
        if ping is not None:
            if game is None:
                await self._answer(interaction, "preferences-need-game")
                return
            if interaction.guild_id is None:
                await self._answer(interaction, "preferences-ping-per-server")
                return
        if ask_forced is not None:
            await store.set_ask_forced(user, ask_forced)
        if language is not None:
            await store.set_user_locale_override(user, chosen_locale(language))
        if ping is not None and game is not None and interaction.guild_id is not None:
            rematch = cast("Rematch", self.bot.get_cog("Rematch"))  # loaded with this cog
            await rematch.set_ping(interaction, interaction.guild_id, game, ping)
            return
        with words.speaking(await answer_language(self.bot, interaction)):
            text = t("preferences-ask-forced-on" if store.asks_forced(user) else "preferences-ask-forced-off")
            if interaction.guild_id is not None:
                games = await store.user_pings(interaction.guild_id, user)
                text += "\n" + (t("preferences-pings", games=", ".join(GAMES[g].title if g in GAMES else g
                                                                        for g in games))
                                if games else t("preferences-pings-none"))
            override = await store.user_locale_override(user)
            text += "\n" + t("preferences-language-chosen" if override else "preferences-language-automatic",
                             language=t("words-language-name"))
            if ask_forced is not None or language is not None:
                text = t("settings-saved", settings=text)
            await interaction.response.send_message(text, ephemeral=True)

    async def _answer(self, interaction: discord.Interaction, key: str) -> None:
        assert self.bot.store is not None
        with words.speaking(await answer_language(self.bot, interaction)):
            await interaction.response.send_message(t(key), ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Preferences(bot))
