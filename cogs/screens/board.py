"""The table message: the board (embed, pictures, "Last moves", the
table's buttons), edited rather than posted, coalesced, and skipped when
it would change nothing; on several processes, what it shows is agreed in
the store. Also the card a table left in its channel for its thread."""

from __future__ import annotations

import asyncio
import hashlib
import io
import logging
import time
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import GameError
from bot.pictures import Picture
from bot.store import StoreError
from bot.ui import RoutedView
from bot.voice import Unreachable
from cogs.present import presenter_for
from cogs.table_log import TableLog
from words import speaking, t

from .channel import Channel
from .kit import ANSWER_EDITABLE_SECONDS, BOARD_PICTURE, THREAD_ARCHIVED, last_lines, table_buttons
from .record import RecordLines
from .speech import of_channel

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.manager import TableManager
    from bot.tables import Table

log = logging.getLogger(__name__)

# Messages below the table message (chat, results, calls) before it is posted
# again at the bottom of its thread: the board stays in view.
BURIED_AFTER = 3


def board_digest(payload: dict[str, Any]) -> str:
    """What a board payload shows (read before sending: a sent file is closed)."""
    parts = [[e.to_dict() for e in payload["embeds"]], payload["view"].to_components() if payload["view"] else None,
             [f.fp.getvalue() if isinstance(f.fp, io.BytesIO) else f.filename for f in payload["attachments"]]]
    return hashlib.sha256(repr(parts).encode()).hexdigest()


def offer_back(table: "Table") -> bool:
    """"I'm back" while someone plays by default; in a game with secret
    phases always, so its appearing never tells that someone missed a night."""
    return table.game.game_type.secret_turns or any(s.away for s in table.seats)


class Board:
    def __init__(self, bot: "DreamBot", manager: "TableManager", log_: TableLog, channel: Channel,
                 record: RecordLines) -> None:
        self.bot = bot
        self.manager = manager
        self.log = log_
        self.channel = channel
        self.record = record
        self.edits: dict[int, asyncio.Task[None]] = {}
        self._drawn: dict[int, int] = {}  # the seq the edit under way drew its board from
        self.boards: dict[int, str] = {}  # digest of each table message as last sent
        # The Start click of each table that left a card in its channel: the card is its answer,
        # editable with its token for a while (no request of the bot's global budget).
        self._lobby_answers: dict[int, discord.Interaction] = {}
        self._board_writes: set[asyncio.Task[bool]] = set()  # boards shown, being recorded (shared store)
        self.below: dict[int, set[int]] = {}  # ids of the messages seen below each table message
        self.buried: set[int] = set()  # tables whose message the next board change posts again at the bottom
        self.moved_at: dict[int, int] = {}  # the sequence number at which each table message last moved down

    async def close(self) -> None:
        for task in self.edits.values():
            task.cancel()
        await asyncio.gather(*self._board_writes, return_exceptions=True)

    def forget(self, table_id: int) -> None:
        """A finished table: its pending edit goes (the final board is shown by the caller)."""
        task = self.edits.pop(table_id, None)
        if task is not None:
            task.cancel()
        self.below.pop(table_id, None)
        self.buried.discard(table_id)
        self._lobby_answers.pop(table_id, None)
        self.moved_at.pop(table_id, None)

    def heard(self, table: "Table", message_id: int) -> None:
        """A message came in the table's channel (a MESSAGE_CREATE: the bot
        reads no content, and needs none). Once ``BURIED_AFTER`` messages
        sit below the table message, it is posted again at the bottom and
        the old one deleted: at most once per move, so chat cannot make it
        hop on every line. Only the process of the channel's shard hears it.
        A game with live posts (Somna's day) is followed in its live post,
        which is the newest message already: its table message stays put."""
        if not (table.running and table.row.message_id) or message_id <= table.row.message_id \
                or presenter_for(table.row.game).post_kinds is not None:
            return
        below = self.below.setdefault(table.id, set())
        below.add(message_id)
        if len(below) >= BURIED_AFTER and self.moved_at.get(table.id) != table.seq and self._may_post_board(table):
            self.buried.add(table.id)
            self.refresh(table)

    def _may_post_board(self, table: "Table") -> bool:
        """Whether the table message may be posted anew there, as far as the
        bot's cache knows: a moderator who took Embed Links or Attach Files
        away leaves it where it is (the post would be refused)."""
        channel = self.bot.get_channel(table.row.channel_id)
        if not isinstance(channel, (discord.TextChannel, discord.Thread)):
            return True  # not cached: Discord says, and a refusal is logged
        allowed = channel.permissions_for(channel.guild.me)
        return allowed.embed_links and allowed.attach_files

    def recent(self, table: "Table") -> list[str]:
        """The lines "Last moves" shows: on a shared store, as the table's
        record shows them (whichever process made its moves), this
        process's log otherwise."""
        if self.manager.store.shared:
            shown = self.record.current(table)
            if shown is not None:
                return list(shown.get("recent", ()))
        return self.log.recent(table.id)

    async def board_message(self, table: "Table") -> dict[str, Any]:
        """The table message: the presenter's board embed (with its picture,
        drawn off the event loop, when the game has one) and the table buttons,
        in the channel's language."""
        with speaking(of_channel(self.bot, table)):
            return await self._board_message(table)

    async def _board_message(self, table: "Table") -> dict[str, Any]:
        presenter = presenter_for(table.row.game)
        assert table.state is not None
        public = table.state.view(None)
        embed = presenter.board(table, public)
        attachments: list[discord.File] = []
        draw = presenter.board_image(table, public)
        pictures = [Picture.of(name, more) for name, more in presenter.more_pictures(table, public)]
        if draw is not None:
            pictures.insert(0, Picture.of(BOARD_PICTURE, draw))
            embed.set_image(url=f"attachment://{BOARD_PICTURE}")
        drawn = await asyncio.gather(*(self.bot.pictures.png(p) for p in pictures))
        attachments += [p.file(png) for p, png in zip(pictures, drawn)]
        # one embed a picture after the board's (Discord shows one picture an embed)
        embeds = [embed] + [discord.Embed(colour=embed.colour).set_image(url=f"attachment://{p.filename}")
                            for p in pictures[1 if draw is not None else 0:]]
        recent = self.recent(table) if presenter.group_ends is not None else []
        if recent and len(embed.fields) < 24:
            title = t("board-last-moves")
            room = min(1024, 5900 - len(embed) - len(title) - 80)  # the Time field follows
            if room > 100:
                embed.add_field(name=title, value=last_lines(recent, room), inline=False)
        if table.running and table.due_at:
            embed.add_field(name=t("board-time"), value=t("board-time-until", when=str(int(table.due_at))),
                            inline=False)
        buttons = table_buttons(table, back=offer_back(table)) if table.running else []
        view = RoutedView()
        for b in buttons:
            view.add_item(b)
        return {"embeds": embeds, "view": view if buttons else None, "attachments": attachments}

    def refresh(self, table: "Table") -> None:
        """Coalesced edit of the table message. A change that comes after
        the edit under way drew its board is drawn once that edit is done:
        the last state is never left unshown."""
        if table.id in self.edits or not (table.row.message_id or table.running):
            return
        task = asyncio.create_task(self._edit_board(table), name=f"table-{table.id}-edit")
        self.edits[table.id] = task
        task.add_done_callback(lambda t: self._edit_done(table, t))

    def _edit_done(self, table: "Table", task: asyncio.Task[None]) -> None:
        self.edits.pop(table.id, None)
        drawn = self._drawn.pop(table.id, None)
        if task.cancelled():
            return
        if task.exception() is not None:
            log.error("table %s: board edit failed", table.id, exc_info=task.exception())
        elif drawn is not None and drawn != table.seq and table.running:
            self.refresh(table)

    async def _edit_board(self, table: "Table") -> None:
        await asyncio.sleep(self.bot.edit_delay)
        self._drawn[table.id] = table.seq  # what show() draws from
        if not table.row.message_id:  # its post failed (a thread refusing it at Start): post it now
            await self.repost(table)
            return
        if table.id in self.buried and table.running:
            await self.move_down(table)
            return
        await self.show(table, repost=True)

    async def move_down(self, table: "Table") -> None:
        """Post the table message again at the bottom of its channel (chat
        pushed it up), then delete the old one."""
        self.buried.discard(table.id)
        old = table.row.message_id
        self.moved_at[table.id] = table.seq  # one try a move, even a refused one
        if old is None or not await self.repost(table):
            return
        self.below.pop(table.id, None)
        try:
            await self.bot.voice.delete(table, old)
        except (discord.HTTPException, Unreachable) as exc:
            log.info("table %s: its old table message stays (%s)", table.id, exc)

    async def show(self, table: "Table", *, repost: bool = False) -> None:
        """Edit the table message to the current board. An edit that changes
        nothing is skipped: it costs a request and, in a secret phase, would
        show when answers come in."""
        seq = table.seq  # what the board is drawn from (another move may come while it is drawn)
        payload = await self.board_message(table)
        digest = board_digest(payload)
        if self.manager.store.shared:
            await self._show_shared(table, seq, payload, digest, repost)
            return
        if table.id not in self.boards and table.state is not None and table.state.secret_turns():
            # Restored after a crash in a secret phase: what the message shows is
            # unknown, and an edit now, right after someone answered, would tell
            # that they did. The board is taken as shown; the phase's end redraws it.
            self.boards[table.id] = digest
        if self.boards.get(table.id) == digest:
            return
        if await self.edit_table_message(table, repost=repost, **payload):
            self.shown(table, digest)

    def shown(self, table: "Table", digest: str) -> None:
        """The table message now shows the board of this digest (posted or
        edited anywhere): the next edit is made only if it would change it."""
        self.boards[table.id] = digest
        if self.manager.store.shared:  # the other processes must know it too
            task = asyncio.create_task(self._record(table, table.seq, digest),
                                       name=f"table-{table.id}-board-shown")
            self._board_writes.add(task)
            task.add_done_callback(self._board_writes.discard)

    async def _record(self, table: "Table", seq: int, digest: str) -> bool:
        """Store what the table message shows (drawn at ``seq``); False if a
        board drawn from a later state was stored first."""
        try:
            return await self.manager.store.show_board(table.id, seq, digest)
        except StoreError as exc:
            log.warning("table %s: the board shown could not be recorded (%s)", table.id, exc)
            return True

    async def _show_shared(self, table: "Table", seq: int, payload: dict[str, Any], digest: str, repost: bool,
                           tries: int = 2) -> None:
        """Several processes edit one table message: the store says what it
        shows (``shown_boards``), since another process may have edited it
        after this one. A copy behind the board shown draws nothing (it would
        go back in time); a board equal to the one shown is not sent again.
        If a later board was recorded while this one was sent, this edit may
        have landed over it: the table is read again and redrawn."""
        try:
            shown = await self.manager.store.shown_board(table.id)
        except StoreError as exc:
            log.warning("table %s: the board shown could not be read (%s)", table.id, exc)
            shown = None
        if shown is None and table.id not in self.boards and table.state is not None \
                and table.state.secret_turns():
            shown_digest: str | None = digest  # as after a restart: an edit now would tell that someone answered
        else:
            shown_digest = shown.digest if shown is not None else self.boards.get(table.id)
        if shown is not None and shown.seq > seq:
            return
        if shown_digest == digest and tries == 2:
            self.boards[table.id] = digest
            return
        if not await self.edit_table_message(table, repost=repost, **payload):
            return
        self.boards[table.id] = digest
        if await self._record(table, seq, digest) or tries <= 1:
            return
        try:
            await table.sync()
        except GameError:
            return
        seq = table.seq
        payload = await self.board_message(table)
        await self._show_shared(table, seq, payload, board_digest(payload), repost, tries - 1)

    async def edit_table_message(self, table: "Table", *, repost: bool = False, **payload: Any) -> bool:
        """Edit the table's own message. A refusal (Discord kept answering 429
        after discord.py's retries) is logged and skipped: the next change
        redraws the board. A table message someone deleted is posted anew
        while the game runs (``repost``), so its buttons are never lost."""
        voice, message_id = self.bot.voice, table.row.message_id
        try:
            try:
                # Callers edit a table message that was posted (message_id set).
                await voice.edit(table, message_id, **payload)  # type: ignore[arg-type]  # see above
            except discord.HTTPException as exc:
                if exc.code != THREAD_ARCHIVED or not await self.channel.unarchive(table):
                    raise
                await voice.edit(table, message_id, **payload)  # type: ignore[arg-type]  # see above
        except (discord.NotFound, Unreachable):
            log.info("table %s: the table message is gone", table.id)
            return repost and table.running and await self.repost(table)
        except discord.HTTPException as exc:
            log.warning("table %s: table message edit failed (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        return True

    def keep_lobby_answer(self, table: "Table", interaction: discord.Interaction) -> None:
        """The Start click whose answer is the card the table left in its channel."""
        self._lobby_answers[table.id] = interaction

    async def edit_lobby_card(self, table: "Table", **payload: Any) -> None:
        """Edit the card a table left in its channel when it moved to a thread:
        through the Start click's answer while its token lives (a short game's
        result costs no request of the bot's budget), else as a plain edit."""
        if not (table.row.lobby_channel_id and table.row.lobby_message_id):
            return
        answer = self._lobby_answers.get(table.id)
        if answer is not None and time.time() - answer.created_at.timestamp() < ANSWER_EDITABLE_SECONDS:
            try:
                await answer.edit_original_response(**payload)
                return
            except discord.HTTPException as exc:
                log.info("table %s: the lobby card was not edited through Start (status %s, code %s)",
                         table.id, exc.status, exc.code)
        channel = self.bot.get_partial_messageable(table.row.lobby_channel_id, guild_id=table.row.guild_id)
        try:
            await channel.get_partial_message(table.row.lobby_message_id).edit(**payload)
        except discord.HTTPException as exc:
            log.info("table %s: the lobby card was not edited (status %s, code %s)", table.id, exc.status, exc.code)

    async def repost(self, table: "Table") -> bool:
        """Post the table message anew (its old one is gone, or never came)."""
        payload = await self.board_message(table)  # fresh files: a failed request closed the old ones
        digest = board_digest(payload)
        try:
            message = await self.bot.voice.post(table, embeds=payload["embeds"], view=payload["view"],
                                                files=payload["attachments"])
        except discord.HTTPException as exc:
            log.warning("table %s: table message not posted again (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        table.row.message_id = message.id
        self.shown(table, digest)
        await self.manager.store.set_message(table.id, message.id, table.row.webhook_id)
        return True
