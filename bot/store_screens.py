"""The store's part for what a table's messages show, shared by several
processes: each place's newest message and whether its buttons are live
(``shown_messages``), the board a table message shows (``shown_boards``),
and the webhooks that speak for tables in their threads."""

from __future__ import annotations

from dataclasses import dataclass

from .storage import Row
from .store_core import StoreCore


@dataclass(frozen=True, slots=True)
class ShownMessage:
    message_id: int
    live: bool  # it still carries buttons


@dataclass(frozen=True, slots=True)
class Swap:
    """What ``Store.show_message`` did: whether the message is now the
    place's newest, and a still-live message it replaced (to retire)."""

    stored: bool
    replaced_live: int | None


@dataclass(frozen=True, slots=True)
class ShownBoard:
    seq: int
    digest: str


class ScreenStore(StoreCore):
    # -- webhooks ------------------------------------------------------------

    async def webhook(self, *, webhook_id: int | None = None, channel_id: int | None = None) -> Row | None:
        """A webhook the bot made: by its id, or the one of a channel."""
        if webhook_id is not None:
            return await self._fetchone("SELECT * FROM webhooks WHERE id = ?", (webhook_id,))
        return await self._fetchone("SELECT * FROM webhooks WHERE channel_id = ?", (channel_id,))

    async def add_webhook(self, webhook_id: int, channel_id: int, guild_id: int | None, token: str) -> None:
        """Keep a new webhook unless the channel has one already (another
        process made it first: the caller reads back which one counts)."""
        await self._write(("INSERT INTO webhooks (id, channel_id, guild_id, token) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT (channel_id) DO NOTHING", (webhook_id, channel_id, guild_id, token)))

    async def forget_webhook(self, webhook_id: int) -> None:
        """A webhook Discord no longer knows (deleted by a moderator): its
        tables speak as the bot from now on."""
        await self._write(("DELETE FROM webhooks WHERE id = ?", (webhook_id,)),
                          ("UPDATE game_tables SET webhook_id = NULL WHERE webhook_id = ?", (webhook_id,)))

    # -- what a table's messages show (several processes: shown_messages, shown_boards) --

    async def shown_message(self, table_id: int, user_id: int) -> ShownMessage | None:
        """The newest message of the place (a player's DM screen; 0: the
        table channel's turn message) and whether its buttons are live."""
        row = await self._fetchone("SELECT message_id, live FROM shown_messages WHERE table_id = ? AND user_id = ?",
                                   (table_id, user_id))
        return None if row is None else ShownMessage(row["message_id"], bool(row["live"]))

    async def show_message(self, table_id: int, user_id: int, message_id: int, live: bool) -> Swap:
        """The place's newest message is now ``message_id`` (its buttons live
        or not), unless a newer one (a larger snowflake) is stored already.
        The swap reads back, in the same statement, the message it replaced,
        so a prompt another process sent in the meantime is retired too."""
        async with self.transaction() as db:
            row = await db.fetchone(
                "INSERT INTO shown_messages (table_id, user_id, message_id, live, replaced, replaced_live) "
                "VALUES (?, ?, ?, ?, NULL, 0) ON CONFLICT (table_id, user_id) DO UPDATE SET "
                "replaced = shown_messages.message_id, replaced_live = shown_messages.live, "
                "message_id = excluded.message_id, live = excluded.live "
                "WHERE excluded.message_id >= shown_messages.message_id RETURNING replaced, replaced_live",
                (table_id, user_id, message_id, int(live)))
        if row is None:
            return Swap(False, None)
        replaced = row["replaced"]
        return Swap(True, replaced if replaced is not None and replaced != message_id and row["replaced_live"]
                    else None)

    async def message_spent(self, table_id: int, user_id: int, message_id: int) -> None:
        """That message's buttons are off (if it is still the place's newest)."""
        await self._write(("UPDATE shown_messages SET live = 0 WHERE table_id = ? AND user_id = ? AND message_id = ?",
                           (table_id, user_id, message_id)))

    async def shown_board(self, table_id: int) -> ShownBoard | None:
        row = await self._fetchone("SELECT seq, digest FROM shown_boards WHERE table_id = ?", (table_id,))
        return None if row is None else ShownBoard(row["seq"], row["digest"])

    async def show_board(self, table_id: int, seq: int, digest: str) -> bool:
        """The table message now shows the board of ``digest``, drawn at
        ``seq``; False when a board drawn at a later seq was stored first
        (then this one may have been drawn over it)."""
        async with self.transaction() as db:
            row = await db.fetchone(
                "INSERT INTO shown_boards (table_id, seq, digest) VALUES (?, ?, ?) ON CONFLICT (table_id) "
                "DO UPDATE SET seq = excluded.seq, digest = excluded.digest WHERE excluded.seq >= shown_boards.seq "
                "RETURNING seq", (table_id, seq, digest))
        return row is not None
