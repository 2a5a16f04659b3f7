"""``/table end`` and ``/settings``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import GameError
from bot.limits import TABLES_PER_GUILD
from bot.store import GuildSettings
from cogs.lobby import can_manage
from cogs.screens import screens
from words import t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table


class Admin(commands.Cog):
    table = app_commands.Group(name="table", description="This channel's table", guild_only=True)

    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @table.command(name="end", description="End this channel's table without recording results")
    async def end(self, interaction: discord.Interaction) -> None:
        assert self.bot.tables is not None
        table = self.bot.tables.in_channel(interaction.channel_id or 0)
        if table is None:
            threads = [f"<#{t.row.channel_id}>" for t in self.bot.tables.moved_from(interaction.channel_id or 0)]
            await interaction.response.send_message(
                f"There is no table in this channel. Its games play in their threads ({', '.join(threads)}): "
                "use /table end there." if threads else "There is no table in this channel.", ephemeral=True)
            return
        try:
            await self.bot.tables.end_by_admin(table, interaction.user.id, can_manage(interaction))
        except GameError as exc:
            await interaction.response.send_message(str(exc), ephemeral=True)
            return
        await interaction.response.send_message(
            f"{interaction.user.mention} ended the table of {table.game.title}. No results were recorded.",
            allowed_mentions=discord.AllowedMentions.none())
        shown = screens(self.bot)
        if table.row.message_id:
            await shown.board.edit_table_message(table, view=None)
        await shown.board.edit_lobby_card(table, embed=discord.Embed(
            title=f"{table.game.title}: ended", description=f"Ended in <#{table.row.channel_id}> without results."))
        await shown.spirits.release(table)

    # -- a table's channel or guild disappears ------------------------------

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._gone(channel.id, "its channel was deleted")

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._gone(payload.thread_id, "its thread was deleted")

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

    async def _gone(self, channel_id: int, why: str) -> None:
        assert self.bot.tables is not None
        table = self.bot.tables.in_channel(channel_id)
        if table is not None:
            await self._end_gone(table, why)
        # A deleted channel takes the threads its tables moved to along.
        for table in self.bot.tables.moved_from(channel_id):
            await self._end_gone(table, why)

    async def _end_gone(self, table: "Table", why: str) -> None:
        """No channel to play in: the table ends without results, and its
        players hear why by DM (nothing secret in it)."""
        assert self.bot.tables is not None and self.bot.delivery is not None
        was = "game" if table.row.status == "running" else "lobby"
        await self.bot.tables.close_without_results(table)
        for seat in table.seats:
            if seat.user_id and not seat.is_ai:
                self.bot.delivery.send(seat.user_id, table.id, content=(
                    f"Your {table.game.title} {was} ended because {why}. No results were recorded; "
                    "start a new one with /play."))

    @app_commands.command(name="settings", description="Server settings for the dream games")
    @app_commands.describe(turn_time="Default seconds per decision (15-86400)",
                           threads="Play each table in a thread of its own (default: on where I may create threads)",
                           max_tables=f"Most open tables (lobbies and games) at once here (default {TABLES_PER_GUILD})")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def settings(self, interaction: discord.Interaction,
                       turn_time: Optional[app_commands.Range[int, 15, 86400]] = None,
                       threads: Optional[bool] = None,
                       max_tables: Optional[app_commands.Range[int, 1, 500]] = None,
                       ) -> None:
        """Leave every option empty to see the settings."""
        assert self.bot.store is not None and interaction.guild_id is not None
        changing = turn_time is not None or threads is not None or max_tables is not None
        current = await self.bot.store.guild_settings(interaction.guild_id)
        if changing:
            if not can_manage(interaction):
                await interaction.response.send_message("You need Manage Server to change settings.", ephemeral=True)
                return
            current = GuildSettings(turn_time if turn_time is not None else current.turn_seconds,
                                    threads if threads is not None else current.threads,
                                    max_tables if max_tables is not None else current.max_tables)
            await self.bot.store.set_guild_settings(interaction.guild_id, current)
        lines = [f"Default time per decision: **{current.turn_seconds} s**." if current.turn_seconds
                 else "Default time per decision: each game's own (usually 120 s).",
                 "Tables play in a thread of their own (where I may create threads); `/play ... thread:False` "
                 "keeps one in its channel." if current.threads is not False
                 else "Tables play in the channel they were opened in; `/play ... thread:True` gives one a thread.",
                 t("limits-settings-max-tables", count=current.max_tables or TABLES_PER_GUILD)]
        await interaction.response.send_message(("Saved. " if changing else "") + "\n".join(lines), ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Admin(bot))
