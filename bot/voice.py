"""A table's voice in its thread: a webhook of the bot's own, or the bot.

Discord counts every request a bot makes against one global budget of 50 per
second shared by all its servers, and a table spends most of its requests
speaking in its channel: the table message's edits, the grouped move lines,
the calls. A webhook's posts and edits, made with the webhook's token, are
limited per webhook instead (and by the channel's own limits), so a table that
plays in a thread speaks through a webhook the bot made on the thread's parent
channel: one per channel, shared by the tables of its threads, kept in the
store with its token (a secret: never logged). The table remembers which
webhook posted its message (``TableRow.webhook_id``): only that webhook can
edit it.

Without Manage Webhooks, or when Discord refuses to make one, the table speaks
as the bot, as it always did. A webhook a moderator deleted (10015) is
forgotten for every table of its channel; they speak as the bot from then on.
A message the dead webhook posted can be edited by nobody (the bot gets 403
50005): ``edit`` raises ``Unreachable`` for it, and the caller posts it again
(every table of the channel, not only the one that found the webhook gone).

A webhook's own limits are tight (about 5 requests per 2 s, and discord.py
sends one request a webhook at a time, each table of the channel in line),
so edits are coalesced per message: while one edit of a message is being
sent, the next ones wait merged into one (a later edit's fields over an
earlier one's, as Discord would apply them in turn), so a busy table costs
at most one request in flight and one pending per message, and the last
edit asked for always lands. ``edits_asked``, ``edits_sent`` and
``coalesced`` count them (benchmarks read them).
"""

from __future__ import annotations

import asyncio
import collections
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from .store import StoreError

if TYPE_CHECKING:
    from .app import DreamBot
    from .tables import Table

log = logging.getLogger(__name__)

WEBHOOK_NAME = "Dream Games tables"
UNKNOWN_WEBHOOK = 10015
# After Discord refused to make a channel's webhook (no permission, the
# channel's 15 webhooks taken), the next Start there tries again only after this.
RETRY_REFUSED_AFTER = 3600.0
# Discord takes about 30 webhook messages a minute in a channel (a thread is
# one), from all its webhooks together, and says so only in a 429, whose wait
# discord.py sleeps out holding the webhook: every other table of the channel
# would wait that long too. A table's posts keep to this pace before they
# join the webhook's queue instead; the margin covers the way to Discord.
WEBHOOK_MESSAGES = (30, 60.0)
PACE_MARGIN = 0.25
# Pacing entries kept before quiet places are swept out; after a sweep the next
# waits until the map has doubled, so a post costs the same with 10,000 busy places.
SWEEP_PLACES_ABOVE = 1000


class Unreachable(discord.DiscordException):
    """The message was posted by a webhook that is gone: nobody can edit it
    any more. Handled like a deleted message (posted again)."""


@dataclass
class _Edits:
    """The edits of one message waiting while another of it is sent: merged, with their callers."""

    table: "Table"
    pending: dict[str, Any] | None = None
    waiters: list["asyncio.Future[None]"] = field(default_factory=list)


class Voice:
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self._hooks: dict[int, discord.Webhook] = {}  # by webhook id
        self._dead: set[int] = set()
        self._refused: dict[int, float] = {}  # channel id -> monotonic time of the refusal
        self._making: dict[int, asyncio.Lock] = {}
        self._editing: dict[int, _Edits] = {}  # message id -> its edits waiting (one is being sent)
        self._senders: set[asyncio.Task[None]] = set()
        self.webhook_messages = WEBHOOK_MESSAGES  # (messages, seconds) a place takes from webhooks
        self._posted: dict[int, collections.deque[list[float]]] = {}  # place -> when its webhook messages went
        self._pacing: dict[int, asyncio.Lock] = {}
        self._sweep_above = SWEEP_PLACES_ABOVE
        self.paced = 0  # posts that waited for their place's pace
        self.edits_asked = 0
        self.edits_sent = 0
        self.coalesced = 0  # edits folded into a later one before they were sent: requests saved

    # -- which webhook --------------------------------------------------------

    async def for_channel(self, channel_id: int, guild_id: int | None, *, may_make: bool) -> discord.Webhook | None:
        """The channel's webhook, made now if it has none and the bot may
        (``may_make``: it has Manage Webhooks there)."""
        try:
            return await self._for_channel(channel_id, guild_id, may_make)
        except StoreError:
            log.exception("channel %s: its webhook could not be read or kept; its table speaks as the bot", channel_id)
            return None

    async def _for_channel(self, channel_id: int, guild_id: int | None, may_make: bool) -> discord.Webhook | None:
        store = self.bot.store
        assert store is not None
        row = await store.webhook(channel_id=channel_id)
        if row is not None:
            return self._hook(row["id"], row["token"])
        refused = self._refused.get(channel_id)
        if not may_make or (refused is not None and time.monotonic() - refused < RETRY_REFUSED_AFTER):
            return None
        async with self._making.setdefault(channel_id, asyncio.Lock()):
            row = await store.webhook(channel_id=channel_id)
            if row is None:
                row = await self._make(channel_id, guild_id)
            return None if row is None else self._hook(row["id"], row["token"])

    async def _make(self, channel_id: int, guild_id: int | None) -> Any:
        store = self.bot.store
        assert store is not None
        try:
            made = await self.bot.http.create_webhook(channel_id, name=WEBHOOK_NAME,
                                                      reason="Dream Games tables speak through it in their threads")
        except discord.HTTPException as exc:
            log.info("channel %s: no webhook for its tables (status %s, code %s); they speak as the bot",
                     channel_id, exc.status, exc.code)
            self._refused[channel_id] = time.monotonic()
            return None
        await store.add_webhook(int(made["id"]), channel_id, guild_id, made["token"])
        row = await store.webhook(channel_id=channel_id)
        if row is not None and int(row["id"]) != int(made["id"]):  # another process made one first
            try:
                await self._hook(int(made["id"]), made["token"]).delete(reason="a duplicate")
            except discord.HTTPException:
                pass  # an unused webhook left over costs nothing
        return row

    async def of_table(self, table: "Table") -> discord.Webhook | None:
        """The webhook that speaks for the table, if it has one still."""
        webhook_id = table.row.webhook_id
        if webhook_id is None:
            return None
        if webhook_id in self._dead:
            table.row.webhook_id = None
            return None
        hook = self._hooks.get(webhook_id)
        if hook is None:
            assert self.bot.store is not None
            try:
                row = await self.bot.store.webhook(webhook_id=webhook_id)
            except StoreError:
                log.exception("table %s: its webhook could not be read; it speaks as the bot for now", table.id)
                return None
            if row is None:  # forgotten (by another process)
                self._dead.add(webhook_id)
                table.row.webhook_id = None
                return None
            hook = self._hook(row["id"], row["token"])
        return hook

    def _hook(self, webhook_id: int, token: str) -> discord.Webhook:
        hook = self._hooks.get(webhook_id)
        if hook is None:
            # With the client: its views get dispatched, and its session and
            # allowed mentions are used.
            hook = self._hooks[webhook_id] = discord.Webhook.partial(webhook_id, token, client=self.bot)
        return hook

    async def _lost(self, table: "Table", hook: discord.Webhook) -> None:
        log.warning("table %s: its webhook was deleted; the table speaks as the bot", table.id)
        self._dead.add(hook.id)
        self._hooks.pop(hook.id, None)
        table.row.webhook_id = None
        assert self.bot.store is not None
        await self.bot.store.forget_webhook(hook.id)

    def forget(self, webhook_ids: list[int]) -> None:
        """Webhooks deleted from the store (a server removed the bot): their
        tokens leave memory too, and their tables speak as the bot."""
        for webhook_id in webhook_ids:
            self._hooks.pop(webhook_id, None)
            self._dead.add(webhook_id)

    # -- speaking -------------------------------------------------------------

    def _thread(self, table: "Table") -> discord.abc.Snowflake:  # MISSING (typed Any): the channel itself
        # A webhook lives on the parent channel; its table plays in a thread of it.
        return discord.Object(table.row.channel_id) if table.row.lobby_channel_id else discord.utils.MISSING

    async def post(self, table: "Table", **kwargs: Any) -> discord.Message:
        """A new message in the table's channel."""
        hook = await self.of_table(table)
        if hook is not None:
            me = self.bot.user
            if "view" in kwargs and kwargs["view"] is None:  # a webhook's send takes no None for "no buttons"
                del kwargs["view"]
            paced = await self._pace(table.row.channel_id)
            try:
                # MISSING, like None, leaves the webhook's own name and avatar (discord.py skips falsy ones).
                return await hook.send(wait=True, thread=self._thread(table),
                                       username=me.display_name if me else discord.utils.MISSING,
                                       avatar_url=me.display_avatar.url if me else None, **kwargs)
            except discord.NotFound as exc:
                if exc.code != UNKNOWN_WEBHOOK:
                    raise
                await self._lost(table, hook)
            finally:
                paced[0] = asyncio.get_running_loop().time()  # Discord counted it no later than now
        channel = self.bot.get_partial_messageable(table.row.channel_id, guild_id=table.row.guild_id)
        return await channel.send(**kwargs)

    async def _pace(self, place: int) -> list[float]:
        """Wait until the place (the table's thread or channel) may take one
        more webhook message; posts keep their order. Returns the post's
        entry, whose time the caller sets again once Discord has it."""
        limit, period = self.webhook_messages
        loop = asyncio.get_running_loop()
        if len(self._posted) > self._sweep_above:  # places quiet for a while are forgotten
            for old in [k for k, q in self._posted.items() if not q or loop.time() - q[-1][0] > period + PACE_MARGIN]:
                if not self._pacing[old].locked():
                    del self._posted[old], self._pacing[old]
            # A sweep on every post while more than 1,000 places were busy made each post scan them all.
            self._sweep_above = max(SWEEP_PLACES_ABOVE, 2 * len(self._posted))
        async with self._pacing.setdefault(place, asyncio.Lock()):
            sent = self._posted.setdefault(place, collections.deque())
            waited = False
            while True:
                while sent and loop.time() - sent[0][0] >= period + PACE_MARGIN:
                    sent.popleft()
                if len(sent) < limit:
                    break
                waited = True
                await asyncio.sleep(sent[0][0] + period + PACE_MARGIN - loop.time())
            self.paced += waited
            entry = [loop.time()]
            sent.append(entry)
            return entry

    async def edit(self, table: "Table", message_id: int, **kwargs: Any) -> None:
        """Edit a message the table posted; returns once it shows this edit
        (or a later one merged with it). NotFound when it is gone, or when
        the webhook that posted it was deleted (nobody can edit it then);
        Unreachable when that webhook was found gone before. A caller
        cancelled while waiting leaves its edit to be sent all the same."""
        self.edits_asked += 1
        edits = self._editing.get(message_id)
        if edits is None:
            edits = self._editing[message_id] = _Edits(table)
            task = asyncio.create_task(self._send_edits(message_id, edits),
                                       name=f"table-{table.id}-message-{message_id}-edit")
            self._senders.add(task)
            task.add_done_callback(self._senders.discard)
        elif edits.pending is not None:
            self.coalesced += 1
        edits.table = table
        edits.pending = {**(edits.pending or {}), **kwargs}
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        edits.waiters.append(done)
        await done

    async def _send_edits(self, message_id: int, edits: _Edits) -> None:
        """Send the message's edits one request at a time, each merging all
        that came while the one before it was sent."""
        try:
            while edits.pending is not None:
                kwargs, waiters = edits.pending, edits.waiters
                edits.pending, edits.waiters = None, []
                self.edits_sent += 1
                try:
                    await self._edit_now(edits.table, message_id, **kwargs)
                except BaseException as exc:
                    for waiter in waiters:
                        if waiter.done():
                            continue
                        if isinstance(exc, Exception):
                            waiter.set_exception(exc)
                        else:  # cancelled: the bot is stopping
                            waiter.cancel()
                    if not isinstance(exc, Exception):
                        raise
                else:
                    for waiter in waiters:
                        if not waiter.done():
                            waiter.set_result(None)
        finally:
            self._editing.pop(message_id, None)
            for waiter in edits.waiters:  # cancelled (the bot stopping) with edits still waiting
                waiter.cancel()

    async def _edit_now(self, table: "Table", message_id: int, **kwargs: Any) -> None:
        posted_by = table.row.webhook_id
        hook = await self.of_table(table)
        if hook is None and posted_by is not None and table.row.webhook_id is None:
            raise Unreachable(f"table {table.id}: its messages came from webhook that is gone")
        if hook is not None:
            try:
                await hook.edit_message(message_id, thread=self._thread(table), **kwargs)
            except discord.NotFound as exc:
                if exc.code == UNKNOWN_WEBHOOK:
                    await self._lost(table, hook)
                raise
            return
        channel = self.bot.get_partial_messageable(table.row.channel_id, guild_id=table.row.guild_id)
        await channel.get_partial_message(message_id).edit(**kwargs)

    async def delete(self, table: "Table", message_id: int) -> None:
        """Delete a message the table posted (its table message, posted again
        lower down): through the webhook that posted it, or as the bot."""
        hook = await self.of_table(table)
        if hook is not None:
            await hook.delete_message(message_id, thread=self._thread(table))
            return
        channel = self.bot.get_partial_messageable(table.row.channel_id, guild_id=table.row.guild_id)
        await channel.get_partial_message(message_id).delete()
