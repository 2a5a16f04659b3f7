"""Why people come back (issue 17): **Play again** and **Ping me for the next
game**, the two buttons under a finished game's result, and the call that
``/play`` sends to the players who opted in.

Both buttons are ``dg:<table>:0:again`` / ``dg:<table>:0:ping`` custom ids,
routed by the play cog's persistent ``GameButton``, so they keep working after
a restart. Play again opens a lobby of the same game, options, turn time and
thread choice in the channel the game was opened in (the parent channel of
its thread), with its bot seats back and its other players invited by one
mention each; at most one such lobby per finished game is open at a time
(``game_tables.rematch_of``), and the channel's one-open-table index makes a
double click open exactly one.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Iterable

import discord
from discord.ext import commands

from bot.errors import GameError
from bot.store import Store, StoreError, TableRow
from cogs.checks import missing_permissions
from cogs.refusals import play_refused, table_cap
from cogs.screens import Renderer, screens
from cogs.screens.speech import answering, of_guild
from cogs.screens.lobby_card import lobby_message
from games import GAMES
from games.ai import DEFAULT_LEVEL
from words import Text, speaking, t

if TYPE_CHECKING:
    from bot.app import DreamBot

log = logging.getLogger(__name__)

# The most people one /play calls (a message holds 2000 characters; a
# mention is about 22): the first to opt in are called first.
MAX_CALLED = 50


def only(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Mentions that notify exactly these users: never @everyone, @here or a role."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(u) for u in user_ids])


async def ping_call(store: Store, guild_id: int, game: str, host_id: int) -> dict[str, Any]:
    """The lobby message's content calling the players who asked to be pinged
    for this game in this server (the host excepted), with mentions limited to
    them; empty when nobody is to be called. A store that cannot be read
    costs the call, not the lobby."""
    try:
        called = [u for u in await store.pinged_users(guild_id, game, MAX_CALLED + 1) if u != host_id][:MAX_CALLED]
    except StoreError as exc:
        log.warning("guild %s: the players to ping for %s could not be read (%s)", guild_id, game, exc)
        return {}
    if not called:
        return {}
    title = GAMES[game].title if game in GAMES else game
    return {"content": t("rematch-ping-call", mentions=" ".join(f"<@{u}>" for u in called), game=title),
            "allowed_mentions": only(called)}


def _link(row: TableRow) -> str:
    where = f"https://discord.com/channels/{row.guild_id or '@me'}/{row.lobby_channel_id or row.channel_id}"
    message = row.lobby_message_id if row.lobby_channel_id else row.message_id
    return where + (f"/{message}" if message else "")


class Rematch(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot

    @property
    def screens(self) -> Renderer:
        return screens(self.bot)

    @property
    def store(self) -> Store:
        assert self.bot.store is not None
        return self.bot.store

    async def cog_load(self) -> None:
        self.screens.register_lobby("again", self._again)
        self.screens.register_lobby("ping", self._ping)

    # -- Play again ------------------------------------------------------------

    async def _again(self, interaction: discord.Interaction, table_id: int) -> None:
        assert self.bot.tables is not None
        row = await self.store.table(table_id)
        if row is None or row.status != "finished":
            raise GameError(Text("rematch-finished-only"))
        seats = await self.store.seats(table_id)
        players = [s.user_id for s in seats if s.user_id is not None and not s.is_ai]
        user = interaction.user
        if user.id not in players:
            raise GameError(Text("rematch-players-only"))
        already = await self.store.open_rematch(table_id)
        if already is not None:
            raise GameError(Text("rematch-already", {"link": _link(already)}))

        channel_id = row.lobby_channel_id or row.channel_id
        if interaction.channel_id == channel_id:
            with answering(interaction):
                missing = missing_permissions(interaction)
            if missing:
                raise GameError(Text("rematch-missing-permissions", {"permissions": ", ".join(missing)}))
        busy = self.bot.tables.in_channel(channel_id)
        if busy is not None and interaction.channel_id != channel_id:  # here, the lobby's own sentence says it
            raise GameError(Text("rematch-channel-busy", {"channel": str(channel_id), "link": _link(busy.row)}))
        with self.bot.limits.opening(user.id) as alone:  # a lobby all the same: /play's limits hold
            if await play_refused(self.bot, interaction, alone):
                return
            try:
                table = await self.bot.tables.open_lobby(
                    guild_id=row.guild_id, channel_id=channel_id, game=row.game, options=row.options,
                    host_id=user.id, host_name=user.display_name, turn_seconds=row.turn_seconds, thread=row.thread,
                    rematch_of=table_id, practice=row.practice,
                    max_open=None if row.guild_id is None else await table_cap(self.bot, row.guild_id))
            except GameError:
                # A double click lost the race for the channel to its twin: say so.
                already = await self.store.open_rematch(table_id)
                if already is not None:
                    raise GameError(Text("rematch-already", {"link": _link(already)})) from None
                raise
        for bot in [s for s in seats if s.is_ai]:  # the bot seats come back, at their levels; people press Join
            table = await self.bot.tables.add_ai(table.id, user.id, True, bot.ai_level or DEFAULT_LEVEL)
        invited = [u for u in players if u != user.id]
        title = GAMES[row.game].title
        with speaking(of_guild(self.bot, interaction.guild_id)):  # the lobby is the channel's: the server's language
            payload: dict[str, Any] = dict(lobby_message(table))
            payload["content"] = (t("rematch-invite", name=user.display_name, game=title,
                                    mentions=" ".join(f"<@{u}>" for u in invited)) if invited else
                                  t("rematch-invite-alone", name=user.display_name, game=title))
        payload["allowed_mentions"] = only(invited)
        if interaction.channel_id == channel_id:
            # Pressed in that channel: the lobby is the answer itself.
            response = await interaction.response.send_message(**payload)
            message_id = getattr(response, "message_id", None) or (await interaction.original_response()).id
        else:
            # Pressed in the game's thread: the lobby opens in its channel.
            with answering(interaction):
                opened = t("rematch-opened-elsewhere", game=title, channel=str(channel_id))
                post_failed = t("rematch-post-failed", channel=str(channel_id))
            await interaction.response.send_message(opened, ephemeral=True)
            try:
                message = await self.bot.get_partial_messageable(channel_id, guild_id=row.guild_id).send(**payload)
            except discord.HTTPException as exc:
                log.warning("table %s: the rematch lobby was not posted (status %s, code %s); cancelled",
                            table.id, exc.status, exc.code)
                await self.bot.tables.close_without_results(table)
                await interaction.followup.send(post_failed, ephemeral=True)
                return
            message_id = message.id
        table.row.message_id = message_id
        await self.store.set_message(table.id, message_id)

    # -- Ping me for the next game ------------------------------------------

    async def _ping(self, interaction: discord.Interaction, table_id: int) -> None:
        row = await self.store.table(table_id)
        if row is None or row.guild_id is None:
            raise GameError(Text("rematch-button-gone"))
        if interaction.guild_id != row.guild_id:  # a click from elsewhere opts nobody in to this server
            raise GameError(Text("rematch-ping-elsewhere"))
        on = row.game not in await self.store.user_pings(row.guild_id, interaction.user.id)
        await self.set_ping(interaction, row.guild_id, row.game, on)

    async def set_ping(self, interaction: discord.Interaction, guild_id: int, game: str, on: bool) -> None:
        await self.store.set_ping(guild_id, game, interaction.user.id, on)
        title = GAMES[game].title if game in GAMES else game
        with answering(interaction):
            text = t("rematch-ping-on" if on else "rematch-ping-off", game=title)
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Rematch(bot))
