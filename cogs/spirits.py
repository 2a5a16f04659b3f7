"""The dead of a social-deduction game, on Discord: silenced in the table's
channel and gathered in a private "spirits" thread where they may talk.

Both parts are optional. Silencing needs Manage Roles (a member overwrite
that denies Send Messages and Add Reactions); the thread needs Create Private
Threads. Without them the game plays exactly the same. Which seats are dead is
the game's to say (``Presenter.spirits``); this module only applies it.

Nothing here is kept across a restart: an overwrite that is exactly ours is
recognised on the channel, and the thread by its name, so a restarted bot
picks up where it was and releases everyone when the game ends.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Awaitable, Literal

import discord

from bot.ui import THREAD_ARCHIVE_MINUTES
from cogs.present import presenter_for
from cogs.screens.speech import of_channel
from words import speaking, t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table

log = logging.getLogger(__name__)

# The spirits' live tally is edited at most this often: the thread is the bot's,
# so each edit spends the bot's own request budget (a vote must not cost one).
TALLY_EDIT_SECONDS = 5.0
SILENCE = discord.PermissionOverwrite(send_messages=False, add_reactions=False)
MEMBER_OVERWRITE: Literal[0, 1] = 1  # an overwrite for a member (0: for a role)


def thread_name(table: "Table") -> str:
    return t("spirits-thread-name", game=table.game.title, table=str(table.id))


@dataclass
class _Seen:
    dead: set[int] = field(default_factory=set)  # user ids already handled as dead
    silenced: set[int] = field(default_factory=set)  # user ids whose overwrite is ours
    thread_id: int | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    tally_id: int | None = None  # the thread's newest message, which ends with the stage's live line
    story: list[str] = field(default_factory=list)  # that message's lines above the live line
    tally: str = ""
    told_at: float = 0.0  # when that message was last sent or edited (monotonic)


class Spirits:
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self._tables: dict[int, _Seen] = {}

    def _channel(self, table: "Table") -> discord.TextChannel | None:
        channel = self.bot.get_channel(table.row.channel_id)
        # Threads have no overwrites of their own and cannot hold threads.
        return channel if isinstance(channel, discord.TextChannel) else None

    def _dead_users(self, table: "Table") -> set[int]:
        seats = presenter_for(table.row.game).spirits(table)
        return {uid for seat in seats if (uid := table.user_of(seat)) is not None}

    async def sync(self, table: "Table") -> None:
        """Apply the game's dead: silence the newly dead and add them to the
        thread; give a returning player their voice back."""
        seen = self._tables.get(table.id)
        if seen is None:
            if not self._dead_users(table):
                return
            seen = self._tables.setdefault(table.id, _Seen())
        async with seen.lock:  # two renders at once must not make two threads
            dead = self._dead_users(table)
            if dead != seen.dead:
                await self._apply(table, seen, dead)

    async def _apply(self, table: "Table", seen: _Seen, dead: set[int]) -> None:
        newly, returned = dead - seen.dead, seen.dead - dead
        seen.dead = dead
        channel = self._channel(table)
        if channel is None:
            return
        perms = channel.permissions_for(channel.guild.me)
        if perms.manage_roles:
            for uid in sorted(newly):
                await self._silence(table, channel, seen, uid)
            for uid in sorted(returned & seen.silenced):
                await self._unsilence(table, channel, seen, uid)
        if perms.create_private_threads and perms.send_messages_in_threads:
            thread_id = await self._thread(table, channel, seen)
            if thread_id is not None:
                for uid in sorted(newly):
                    await self._call(table, "add to the spirits thread",
                                     self.bot.http.add_user_to_thread(thread_id, uid))
                if newly:
                    with speaking(of_channel(self.bot, table)):
                        roles = presenter_for(table.row.game).spirit_roles(table)
                    if roles:  # the table's option: told to the dead in their private thread only
                        await self._call(table, "show the spirits the roles",
                                         self.bot.get_partial_messageable(thread_id).send(roles))
                for uid in sorted(returned):
                    await self._call(table, "remove from the spirits thread",
                                     self.bot.http.remove_user_from_thread(thread_id, uid))

    async def tell(self, table: "Table", lines: list[str], status: str | None = None, fresh: bool = False) -> None:
        """The game's public story as it is told (a sunrise, a trial, a vote's
        result) and the stage's live line under it (the votes so far, who is
        still to answer), copied into the spirits thread once it exists: the
        dead watch it where they talk. New lines, or a stage that opens, make
        a new message; a vote that only moves the tally edits the last one,
        as the channel's own line is (an edit notifies nobody). Nothing is
        sent while nobody is dead."""
        seen = self._tables.get(table.id)
        if seen is None or seen.thread_id is None:
            return
        tally = f"\u2502 {status}" if status else ""
        if not lines and not fresh and seen.tally_id is not None:  # only the tally moved: an edit
            # At most one edit per TALLY_EDIT_SECONDS: each is a request of the bot's own
            # budget (the thread is the bot's), and a vote must not cost one.
            if tally and tally != seen.tally and time.monotonic() - seen.told_at >= TALLY_EDIT_SECONDS:
                seen.tally, seen.told_at = tally, time.monotonic()
                text = "\n".join([*seen.story, tally])[:2000]
                await self._call(table, "edit the spirits' tally", self.bot.get_partial_messageable(
                    seen.thread_id).get_partial_message(seen.tally_id).edit(content=text))
            return
        if not lines and not tally:
            return
        text = "\n".join([*lines, *([tally] if tally else [])])[:2000]
        try:
            message = await self.bot.get_partial_messageable(seen.thread_id).send(text)
        except discord.HTTPException as exc:
            log.warning("table %s: could not tell the spirits (status %s, code %s)", table.id, exc.status, exc.code)
            return
        seen.tally_id, seen.story, seen.tally, seen.told_at = message.id, list(lines), tally, time.monotonic()

    async def release(self, table: "Table") -> None:
        """The game is over (or ended by an admin): everyone speaks again."""
        seen = self._tables.pop(table.id, None)
        dead = self._dead_users(table)
        if seen is None:  # nobody died, or the bot restarted since: read the game
            if not dead:
                return
            seen = _Seen()
        channel = self._channel(table)
        if channel is None:
            return
        if channel.permissions_for(channel.guild.me).manage_roles:
            for uid in sorted(seen.silenced | dead):
                if uid in seen.silenced or channel.overwrites_for(discord.Object(uid)) == SILENCE:
                    await self._unsilence(table, channel, seen, uid)
        with speaking(of_channel(self.bot, table)):
            thread_id = seen.thread_id or self._find_thread(table, channel)
            over = t("spirits-over", channel=str(channel.id))
        if thread_id is not None:
            await self._call(table, "close the spirits thread", self.bot.get_partial_messageable(thread_id).send(over))

    # -- the parts -----------------------------------------------------------

    async def _silence(self, table: "Table", channel: discord.TextChannel, seen: _Seen, uid: int) -> None:
        current = channel.overwrites_for(discord.Object(uid))
        if not current.is_empty() and current != SILENCE:
            return  # a moderator's own overwrite for this member: not ours to replace
        allow, deny = SILENCE.pair()
        if await self._call(table, "silence", self.bot.http.edit_channel_permissions(
                channel.id, uid, str(allow.value), str(deny.value), MEMBER_OVERWRITE,
                reason=self._reason(table, "spirits-reason-dead"))):
            seen.silenced.add(uid)

    async def _unsilence(self, table: "Table", channel: discord.TextChannel, seen: _Seen, uid: int) -> None:
        if await self._call(table, "unsilence", self.bot.http.delete_channel_permissions(
                channel.id, uid, reason=self._reason(table, "spirits-reason-back"))):
            seen.silenced.discard(uid)

    def _reason(self, table: "Table", key: str) -> str:
        """An audit log reason, in the server's language."""
        with speaking(of_channel(self.bot, table)):
            return t(key, table=str(table.id))

    def _find_thread(self, table: "Table", channel: discord.TextChannel) -> int | None:
        name, me = thread_name(table), self.bot.user.id if self.bot.user else None
        return next((t.id for t in channel.threads if t.name == name and t.owner_id == me), None)

    async def _thread(self, table: "Table", channel: discord.TextChannel, seen: _Seen) -> int | None:
        with speaking(of_channel(self.bot, table)):
            name, greeting = thread_name(table), t("spirits-greeting", game=table.game.title, channel=str(channel.id))
            if seen.thread_id is None:
                seen.thread_id = self._find_thread(table, channel)
        if seen.thread_id is None:
            try:
                thread = await channel.create_thread(
                    name=name, type=discord.ChannelType.private_thread, invitable=False,
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES, reason=self._reason(table, "spirits-reason-thread"))
            except discord.HTTPException as exc:
                log.warning("table %s: spirits thread not created (status %s, code %s)",
                            table.id, exc.status, exc.code)
                return None
            seen.thread_id = thread.id
            await self._call(table, "greet the spirits", thread.send(greeting))
        return seen.thread_id

    @staticmethod
    async def _call(table: "Table", what: str, request: Awaitable[Any]) -> bool:
        """A permission change Discord refuses is logged and skipped: the game
        never depends on it."""
        try:
            await request
        except discord.HTTPException as exc:
            log.warning("table %s: could not %s (status %s, code %s)", table.id, what, exc.status, exc.code)
            return False
        return True
