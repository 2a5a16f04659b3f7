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
from cogs.screens import Renderer, screens
from cogs.screens.lobby_card import lobby_message
from games import GAMES
from games.ai import DEFAULT_LEVEL

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
    return {"content": f"\U0001f514 {' '.join(f'<@{u}>' for u in called)}: a table of **{title}** is open, "
                       f"press **Join**. (You asked to be called: `/preferences ping:False game:{title}` stops it.)",
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
            raise GameError("Play again works once a game is finished.")
        seats = await self.store.seats(table_id)
        players = [s.user_id for s in seats if s.user_id is not None and not s.is_ai]
        user = interaction.user
        if user.id not in players:
            raise GameError("Only the players of this game can press Play again. Start a table of your own with /play.")
        already = await self.store.open_rematch(table_id)
        if already is not None:
            raise GameError(f"Play again was already pressed: the new table is here: {_link(already)}")
        from cogs.lobby import missing_permissions  # the lobby cog imports this module

        channel_id = row.lobby_channel_id or row.channel_id
        if interaction.channel_id == channel_id and (missing := missing_permissions(interaction)):
            raise GameError(f"I can't open a table here: I'm missing {', '.join(missing)} in this channel.")
        busy = self.bot.tables.in_channel(channel_id)
        if busy is not None and interaction.channel_id != channel_id:  # here, the lobby's own sentence says it
            raise GameError(f"<#{channel_id}> already has an open table ({_link(busy.row)}). "
                            "Finish it, then press Play again.")
        try:
            table = await self.bot.tables.open_lobby(
                guild_id=row.guild_id, channel_id=channel_id, game=row.game, options=row.options,
                host_id=user.id, host_name=user.display_name, turn_seconds=row.turn_seconds, thread=row.thread,
                rematch_of=table_id, practice=row.practice)
        except GameError:
            # A double click lost the race for the channel to its twin: say so.
            already = await self.store.open_rematch(table_id)
            if already is not None:
                raise GameError(f"Play again was already pressed: the new table is here: {_link(already)}") from None
            raise
        for bot in [s for s in seats if s.is_ai]:  # the bot seats come back, at their levels; people press Join
            table = await self.bot.tables.add_ai(table.id, user.id, True, bot.ai_level or DEFAULT_LEVEL)
        invited = [u for u in players if u != user.id]
        title = GAMES[row.game].title
        payload: dict[str, Any] = dict(lobby_message(table))
        payload["content"] = (f"\U0001f501 **{user.display_name}** wants to play **{title}** again"
                              + (f": {' '.join(f'<@{u}>' for u in invited)}, press **Join**." if invited else "."))
        payload["allowed_mentions"] = only(invited)
        if interaction.channel_id == channel_id:
            # Pressed in that channel: the lobby is the answer itself.
            response = await interaction.response.send_message(**payload)
            message_id = getattr(response, "message_id", None) or (await interaction.original_response()).id
        else:
            # Pressed in the game's thread: the lobby opens in its channel.
            await interaction.response.send_message(
                f"I opened a new table of **{title}** in <#{channel_id}>; its players are invited there.",
                ephemeral=True)
            try:
                message = await self.bot.get_partial_messageable(channel_id, guild_id=row.guild_id).send(**payload)
            except discord.HTTPException as exc:
                log.warning("table %s: the rematch lobby was not posted (status %s, code %s); cancelled",
                            table.id, exc.status, exc.code)
                await self.bot.tables.close_without_results(table)
                await interaction.followup.send(
                    f"I could not post the new table in <#{channel_id}>, so I closed it again. Use /play there.",
                    ephemeral=True)
                return
            message_id = message.id
        table.row.message_id = message_id
        await self.store.set_message(table.id, message_id)

    # -- Ping me for the next game ------------------------------------------

    async def _ping(self, interaction: discord.Interaction, table_id: int) -> None:
        row = await self.store.table(table_id)
        if row is None or row.guild_id is None:
            raise GameError("That button is no longer in use.")
        on = row.game not in await self.store.user_pings(row.guild_id, interaction.user.id)
        await self.set_ping(interaction, row.guild_id, row.game, on)

    async def set_ping(self, interaction: discord.Interaction, guild_id: int, game: str, on: bool) -> None:
        await self.store.set_ping(guild_id, game, interaction.user.id, on)
        title = GAMES[game].title if game in GAMES else game
        if on:
            text = (f"\U0001f514 I will call you when someone opens a table of **{title}** in this server. "
                    f"Press the button again, or `/preferences ping:False game:{title}`, to stop.")
        else:
            text = f"\U0001f515 I will not call you for **{title}** any more."
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Rematch(bot))
