"""``/privacy``: what the bot stores about a user, and deleting it; and what
happens to a server's data when it removes the bot (issue 28).

The answer is ephemeral. Its buttons carry the user and when they were
offered (``pv:<user>:<unix time>:<yes|no>``, a ``DynamicItem``), so a click
by anyone else, or on a question older than ``CONFIRM_SECONDS``, is refused
and deletes nothing, even after a restart.

A server that removes the bot loses its settings, webhooks (their tokens)
and ping opt-ins at once (``on_guild_remove``); its open tables wait
``GRACE_SECONDS`` in case of a re-invite (``on_guild_join`` keeps them),
then the sweep, run at start and hourly, ends them without results."""

from __future__ import annotations

import logging
import re
import time
from typing import TYPE_CHECKING, Any, Callable, cast

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot import failures
from bot.store import Forgotten, UserData
from bot.ui import RoutedView
from cogs.screens.speech import answering
from games import GAMES
from words import ENGLISH, say, t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.store import Store
    from cogs.admin import Admin

log = logging.getLogger(__name__)

CONFIRM_SECONDS = 300  # a Delete button older than this is stale
GRACE_SECONDS = 7 * 24 * 3600  # a removed server's open tables wait this long for a re-invite
SWEEP_HOURS = 1.0
PRIVACY_TEMPLATE = r"pv:(?P<user>[1-9]\d{0,19}):(?P<at>\d{1,12}):(?P<kind>yes|no)"


def privacy_id(user_id: int, at: int, kind: str) -> str:
    return f"pv:{user_id}:{at}:{kind}"


class PrivacyButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=PRIVACY_TEMPLATE):
    def __init__(self, item: discord.ui.Button[discord.ui.View], user: int, at: int, kind: str) -> None:
        super().__init__(item)
        self.user, self.at, self.kind = user, at, kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> "PrivacyButton":
        return cls(cast(discord.ui.Button[discord.ui.View], item), int(match["user"]), int(match["at"]),
                   match["kind"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast(Privacy, cast("DreamBot", interaction.client).get_cog("Privacy"))  # loaded with this item
        try:
            await cog.confirm(interaction, self.user, self.at, self.kind == "yes")
        except Exception as exc:  # the one error path: a sentence for the player, the cause in the log
            await failures.report(interaction, exc)


def _lines(data: UserData, guild_name: Any) -> list[str]:
    """What /privacy shows, in the language being spoken."""
    lines = [t("privacy-title")]
    if data.has_settings:
        lines.append(t("privacy-line-settings", language=data.locale or t("privacy-language-discord"),
                       ask="yes" if data.ask_forced else "no"))
    else:
        lines.append(t("privacy-line-no-settings"))
    pings = ", ".join(t("privacy-ping", game=GAMES[g].title if g in GAMES else g, server=guild_name(s))
                      for s, g in data.pings)
    lines.append(t("privacy-line-pings", count=len(data.pings), list=pings) if data.pings
                 else t("privacy-line-no-pings"))
    lines.append(t("privacy-line-achievements", count=data.achievements))
    lines.append(t("privacy-line-stats", finished=data.finished, games=data.stats))
    lines.append(t("privacy-line-ratings", count=data.ratings))
    return lines


class Privacy(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self.clock: Callable[[], float] = time.time  # what a confirm's age is measured by (tests move it)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(PrivacyButton)
        self.sweeper.start()

    async def cog_unload(self) -> None:
        self.sweeper.cancel()
        self.bot.remove_dynamic_items(PrivacyButton)

    @property
    def store(self) -> "Store":
        assert self.bot.store is not None
        return self.bot.store

    # -- /privacy --------------------------------------------------------------

    @app_commands.command(name="privacy", description="What I store about you, and deleting it")
    async def privacy(self, interaction: discord.Interaction) -> None:
        data = await self.store.user_data(interaction.user.id)
        with answering(interaction):
            if data.empty:
                await interaction.response.send_message(t("privacy-nothing"), ephemeral=True)
                return
            lines = _lines(data, self._guild_name)
            if data.open_table is not None:
                lines += ["", t("privacy-open-table", table=str(data.open_table))]
            lines += ["", t("privacy-delete-ask", former=t("privacy-former-player"))]
            at = int(self.clock())
            view = RoutedView()
            view.add_item(discord.ui.Button(style=discord.ButtonStyle.danger, label=t("privacy-button-delete"),
                                            custom_id=privacy_id(interaction.user.id, at, "yes")))
            view.add_item(discord.ui.Button(style=discord.ButtonStyle.secondary, label=t("privacy-button-cancel"),
                                            custom_id=privacy_id(interaction.user.id, at, "no")))
            await interaction.response.send_message("\n".join(lines), view=view, ephemeral=True)

    def _guild_name(self, guild_id: int) -> str:
        guild = self.bot.get_guild(guild_id)
        return guild.name if guild is not None else str(guild_id)

    async def confirm(self, interaction: discord.Interaction, user_id: int, at: int, delete: bool) -> None:
        """Delete (or not) on the user's own, fresh confirm; anything else changes nothing."""
        with answering(interaction):
            if interaction.user.id != user_id:
                await failures.answer(interaction, t("privacy-not-yours"))
                return
            if not 0 <= self.clock() - at <= CONFIRM_SECONDS:
                await interaction.response.edit_message(
                    content=t("privacy-stale", minutes=CONFIRM_SECONDS // 60), view=None)
                return
            if not delete:
                await interaction.response.edit_message(content=t("privacy-cancelled"), view=None)
                return
            # The rebuild of the ratings may take longer than Discord's 3 s: answer first.
            await interaction.response.defer()
            done: Forgotten = await self.store.forget_user(user_id, say(ENGLISH, "privacy-former-player"))
            if done.open_table is not None:
                text = t("privacy-refused-open", table=str(done.open_table))
            else:
                log.info("a user's data was deleted at their request (%d finished seats made anonymous)", done.seats)
                text = t("privacy-deleted", seats=done.seats, former=t("privacy-former-player"))
            await interaction.edit_original_response(content=text, view=None)

    # -- a server that removes the bot ---------------------------------------------

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.guild_removed(guild.id, time.time())

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        if await self.store.guild_returned(guild.id):
            log.info("guild %s invited me back: its open tables are kept", guild.id)

    async def guild_removed(self, guild_id: int, now: float) -> None:
        hooks = await self.store.forget_guild(guild_id, now)
        self.bot.voice.forget(hooks)
        log.info("guild %s removed me: its settings, %d webhook(s) and ping opt-ins are deleted; "
                 "its open tables end in %d days unless I am invited back", guild_id, len(hooks),
                 GRACE_SECONDS // 86400)

    async def sweep(self, now: float) -> int:
        """End the open tables of servers that removed the bot more than
        ``GRACE_SECONDS`` before ``now``; returns how many were ended."""
        assert self.bot.tables is not None
        admin = cast("Admin", self.bot.get_cog("Admin"))  # loaded before this cog
        ended = 0
        for guild_id in await self.store.guilds_removed_before(now - GRACE_SECONDS):
            if not self.bot.owns_guild(guild_id):
                continue
            for table in self.bot.tables.in_guild(guild_id):
                await admin._end_gone(table, t("privacy-removed-why"))
                ended += 1
            if not await self.store.open_tables_of_guild(guild_id):  # another process's tables: its sweep's
                await self.store.guild_swept(guild_id)
        return ended

    @tasks.loop(hours=SWEEP_HOURS)
    async def sweeper(self) -> None:
        try:
            ended = await self.sweep(time.time())
        except Exception:  # the next round tries again
            log.exception("the sweep of removed servers' tables failed")
            return
        if ended:
            log.info("ended %d table(s) of servers that removed me over %d days ago", ended, GRACE_SECONDS // 86400)

    @sweeper.before_loop
    async def _after_restore(self) -> None:
        await self.bot.wait_until_ready()  # the open tables are loaded by then


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Privacy(bot))
