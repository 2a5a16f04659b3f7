"""The table's channel (or thread): posts as the table's voice, edits of
posted messages, and the channel turn message whose buttons are live."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.store import StoreError
from bot.voice import Unreachable
from cogs.posts import messages_for
from cogs.present import presenter_for
from words import speaking, t

from .kit import CHANNEL
from .speech import of_channel, of_user

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.manager import TableManager
    from bot.tables import Table

log = logging.getLogger(__name__)


class Channel:
    def __init__(self, bot: "DreamBot", manager: "TableManager") -> None:
        self.bot = bot
        self.manager = manager
        self.turns: dict[int, int] = {}  # table -> the channel turn message whose buttons are live
        self._unposted: set[int] = set()  # tables whose channel refuses the bot's posts (50013)

    async def send_lines(self, table: "Table", lines: list[str],
                         view: discord.ui.View | None = None) -> discord.Message | None:
        """Post to the table's channel; returns the last message posted. A
        post Discord keeps refusing (after discord.py's own retries) is logged
        and skipped: the game state is already committed, and the board and
        My hand still show it."""
        if not lines and view is None:
            return None
        parts = messages_for(lines)
        posted = None
        for i, kwargs in enumerate(parts):
            if view is not None and i == len(parts) - 1:
                kwargs["view"] = view
            try:
                posted = await self.bot.voice.post(table, **kwargs)
            except discord.HTTPException as exc:
                log.warning("table %s: channel post failed (status %s, code %s)", table.id, exc.status, exc.code)
                if exc.code == 50013:  # Missing Permissions: a moderator took them away
                    self._cannot_post(table)
            else:
                self._unposted.discard(table.id)  # allowed again: a later refusal is news again
        return posted

    def _cannot_post(self, table: "Table") -> None:
        """Players hear once by DM why the channel went quiet (and how to go on)."""
        if table.id in self._unposted or self.bot.delivery is None:
            return
        self._unposted.add(table.id)
        label = presenter_for(table.row.game).hand_label
        for seat in range(len(table.seats)):
            user = table.user_of(seat)
            if user is not None and not table.seats[seat].is_ai and not table.seats[seat].dm_closed:
                with speaking(of_user(self.bot, user)):
                    content = t("channel-cannot-post", game=table.game.title, channel=str(table.row.channel_id),
                                label=label)
                self.bot.delivery.send(user, table.id, content=content)

    async def edit_posted(self, table: "Table", message_id: int, **payload: Any) -> bool:
        """Edit a message this table posted in its channel (not the table
        message); False when Discord refused it (logged)."""
        try:
            await self.bot.voice.edit(table, message_id, **payload)
        except Unreachable:
            log.info("table %s: a posted message is out of reach (its webhook is gone)", table.id)
            return False
        except discord.HTTPException as exc:
            log.info("table %s: a posted message was not edited (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        return True

    async def unarchive(self, table: "Table") -> bool:
        """Wake the table's thread: Discord archives a thread after days
        without a post, and a long game (or one waiting on a 24 h turn) can
        outlast that. A thread a moderator locked stays as they left it."""
        try:
            with speaking(of_channel(self.bot, table)):
                reason = t("channel-unarchive-reason", table=str(table.id))
            await self.bot.http.edit_channel(table.row.channel_id, archived=False, reason=reason)
        except discord.HTTPException as exc:
            log.info("table %s: its thread stays archived (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        return True

    # -- the channel turn message ------------------------------------------------

    async def retire_turn_message(self, table: "Table") -> None:
        """Take the buttons off the last channel turn message (a timeout or a
        private answer ended its decision without a click on it)."""
        message_id = self.turns.pop(table.id, None)
        if self.manager.store.shared:  # another process may have posted it
            message_id = await self._stored_turn(table)
        if message_id is not None:
            await self.unbutton_turn(table, message_id)

    async def unbutton_turn(self, table: "Table", message_id: int) -> None:
        try:
            await self.bot.voice.edit(table, message_id, view=None)
        except Unreachable:
            log.info("table %s: an old turn message kept its buttons (its webhook is gone)", table.id)
        except discord.HTTPException as exc:
            log.info("table %s: an old turn message kept its buttons (status %s, code %s)",
                     table.id, exc.status, exc.code)

    async def _stored_turn(self, table: "Table") -> int | None:
        """The table's live turn message as the store has it (several processes)."""
        try:
            shown = await self.manager.store.shown_message(table.id, CHANNEL)
        except StoreError as exc:
            log.warning("table %s: its turn message could not be read (%s)", table.id, exc)
            return None
        if shown is None or not shown.live:
            return None
        await self.turn_spent(table, shown.message_id)
        return shown.message_id

    async def turn_spent(self, table: "Table", message_id: int) -> None:
        try:
            await self.manager.store.message_spent(table.id, CHANNEL, message_id)
        except StoreError as exc:
            log.warning("table %s: a retired turn message could not be recorded (%s)", table.id, exc)

    async def turn_posted(self, table: "Table", message_id: int, *, live: bool = True) -> None:
        """A turn message with live choices was posted (``live``; a live post
        without choices is recorded too). Several processes: it is swapped in
        as the table's turn message; one posted elsewhere in the meantime
        loses its buttons (or this one, if that one is newer)."""
        if live:
            self.turns[table.id] = message_id
        if not self.manager.store.shared:
            return
        try:
            swap = await self.manager.store.show_message(table.id, CHANNEL, message_id, live)
        except StoreError as exc:
            log.warning("table %s: its turn message could not be recorded (%s)", table.id, exc)
            return
        if not swap.stored:  # a newer turn message is live: this one is not
            self.turns.pop(table.id, None)
            if live:
                await self.unbutton_turn(table, message_id)
        elif swap.replaced_live is not None:
            await self.unbutton_turn(table, swap.replaced_live)
