"""``/table end`` and ``/settings``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

import words
from bot.errors import GameError
from bot.limits import TABLES_PER_GUILD
from bot.store import GuildSettings
from cogs.checks import can_manage
from games import GAMES
from cogs.preferences import chosen_locale, language_choices
from cogs.screens import screens
from cogs.screens.speech import answer_language, post_language, user_language
from words import Text, t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table


def game_turn_times() -> str:
    """Each game's own time per decision, where the server's setting would
    replace it (Somna fixes its phases' times itself)."""
    return ", ".join(t("settings-turn-time-game", game=game.title, seconds=game.turn_seconds)
                     for game in GAMES.values() if not game.decision_times(game.resolve_options({})))


class Admin(commands.Cog):
    table = app_commands.Group(name="table", description="This channel's table", guild_only=True)

    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @table.command(name="end", description="End this channel's table (a rated game ended by its player is their forfeit)")
    async def end(self, interaction: discord.Interaction) -> None:
        assert self.bot.tables is not None and self.bot.store is not None
        table = self.bot.tables.in_channel(interaction.channel_id or 0)
        if table is None:
            with words.speaking(await answer_language(self.bot, interaction)):
                threads = [f"<#{other.row.channel_id}>"
                           for other in self.bot.tables.moved_from(interaction.channel_id or 0)]
                await interaction.response.send_message(
                    t("admin-no-table-threads", threads=", ".join(threads)) if threads else t("admin-no-table"),
                    ephemeral=True)
            return
        try:
            forfeit = await self.bot.tables.end_by_admin(table, interaction.user.id, can_manage(interaction))
        except GameError as exc:
            with words.speaking(await answer_language(self.bot, interaction)):
                await interaction.response.send_message(str(exc), ephemeral=True)
            return
        shown = screens(self.bot)
        user, channel = interaction.user.mention, f"<#{table.row.channel_id}>"
        with words.speaking(await post_language(self.bot, interaction.guild)):
            if forfeit:  # the ender's own rating line, read back from what the store moved
                seat = table.seat_of(interaction.user.id)
                rating = (await shown.rating_moves(table) or {}).get(seat, "") if seat is not None else ""
                ended = t("admin-table-forfeit", user=user, game=table.game.title, rating=rating)
                card_text = t("admin-table-forfeit-card", channel=channel, user=user)
            else:
                ended = t("admin-table-ended", user=user, game=table.game.title)
                card_text = t("admin-table-ended-card", channel=channel)
            card = discord.Embed(title=t("admin-table-ended-title", game=table.game.title), description=card_text)
        await interaction.response.send_message(ended, allowed_mentions=discord.AllowedMentions.none())
        if table.row.message_id:
            await shown.board.edit_table_message(table, view=None)
        await shown.board.edit_lobby_card(table, embed=card, view=None)  # an ended card keeps no button
        await shown.spirits.release(table)

    # -- a table's channel or guild disappears ------------------------------

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._gone(channel.id, Text("admin-gone-channel-deleted"))

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._gone(payload.thread_id, Text("admin-gone-thread-deleted"))

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A table's thread archived for inactivity mid-game is woken at once,
        so its message stays editable and its buttons in view."""
        assert self.bot.tables is not None
        metadata = payload.data.get("thread_metadata") or {}
        table = self.bot.tables.in_channel(payload.thread_id)
        if table is None or not metadata.get("archived") or metadata.get("locked"):
            return
        shown = screens(self.bot)
        await shown.channel.unarchive(table)

    # A server that removes the bot: cogs/privacy.py (its tables end after a grace period).

    async def _gone(self, channel_id: int, why: Text | str) -> None:
        assert self.bot.tables is not None
        table = self.bot.tables.in_channel(channel_id)
        if table is not None:
            await self._end_gone(table, why)
            if table.row.lobby_channel_id:  # its thread is gone; the card in the channel it left keeps no button
                await screens(self.bot).board.edit_lobby_card(table, view=None)
        # A deleted channel takes the threads its tables moved to along.
        for table in self.bot.tables.moved_from(channel_id):
            await self._end_gone(table, why)

    async def _end_gone(self, table: "Table", why: Text | str) -> None:
        """No channel to play in: the table ends without results, and its
        players hear why by DM (nothing secret in it), each in their language."""
        assert self.bot.tables is not None and self.bot.delivery is not None and self.bot.store is not None
        stage = "game" if table.row.status == "running" else "lobby"
        await self.bot.tables.close_without_results(table)
        for seat in table.seats:
            if seat.user_id and not seat.is_ai:
                with words.speaking(await user_language(self.bot, seat.user_id)):
                    content = t("admin-gone-dm", game=table.game.title, stage=stage, why=why)
                self.bot.delivery.send(seat.user_id, table.id, content=content)

    @app_commands.command(name="settings", description="Server settings for the dream games")
    @app_commands.describe(turn_time="Default seconds per decision (15-86400)",
                           threads="Play each table in a thread of its own (default: on where I may create threads)",
                           language="The language of the tables' posts here (automatic: the server's)",
                           max_tables=f"Most open tables (lobbies and games) at once here (default {TABLES_PER_GUILD})")
    @app_commands.choices(language=language_choices())
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def settings(self, interaction: discord.Interaction,
                       turn_time: Optional[app_commands.Range[int, 15, 86400]] = None,
                       threads: Optional[bool] = None,
                       language: Optional[app_commands.Choice[str]] = None,
                       max_tables: Optional[app_commands.Range[int, 1, 500]] = None) -> None:
        """Leave every option empty to see the settings."""
        store = self.bot.store
        assert store is not None and interaction.guild_id is not None
        changing = any(v is not None for v in (turn_time, threads, language, max_tables))
        current = await store.guild_settings(interaction.guild_id)
        with words.speaking(await answer_language(self.bot, interaction)):
            if changing:
                if not can_manage(interaction):
                    await interaction.response.send_message(t("settings-need-manage"), ephemeral=True)
                    return
                current = GuildSettings(turn_time if turn_time is not None else current.turn_seconds,
                                        threads if threads is not None else current.threads,
                                        chosen_locale(language) if language is not None else current.locale,
                                        max_tables if max_tables is not None else current.max_tables)
                await store.set_guild_settings(interaction.guild_id, current)
            posts = await post_language(self.bot, interaction.guild)
            lines = [t("settings-turn-time", seconds=current.turn_seconds) if current.turn_seconds
                     else t("settings-turn-time-default", defaults=game_turn_times()),
                     t("settings-threads-on") if current.threads is not False else t("settings-threads-off"),
                     t("settings-language-chosen" if current.locale else "settings-language-automatic",
                       language=words.say(posts, "words-language-name")),
                     t("limits-settings-max-tables", count=current.max_tables or TABLES_PER_GUILD)]
            text = "\n".join(lines)
            await interaction.response.send_message(t("settings-saved", settings=text) if changing else text,
                                                    ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Admin(bot))
