"""Live posts (a presenter with ``post_kinds``, Somna's day): the channel
message that later lines and the current choices are edited into, until
news of its own opens the next one; and the answer to a click on a shared
channel prompt, which edits that prompt for free."""

from __future__ import annotations

import asyncio
import hashlib
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.store import StoreError
from bot.ui import prompt_view
from cogs.posts import CONTENT_MAX
from cogs.present import presenter_for
from cogs.table_log import LivePost, TableLog

from .channel import Channel
from .kit import CHANNEL, LivePlan, table_buttons
from .lines import call, called, event_lines
from .speech import audience

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.manager import TableManager
    from bot.tables import ActResult, Table

log = logging.getLogger(__name__)


def live_digest(payload: dict[str, Any]) -> str:
    view = payload.get("view")
    shown = [payload.get("content"), view.to_components() if view is not None else None]
    return hashlib.sha256(repr(shown).encode()).hexdigest()


class LivePosts:
    def __init__(self, bot: "DreamBot", manager: "TableManager", log_: TableLog, channel: Channel) -> None:
        self.bot = bot
        self.manager = manager
        self.log = log_
        self.channel = channel
        self.locks: dict[int, asyncio.Lock] = {}  # one channel update of a live post at a time

    def lock(self, table_id: int) -> asyncio.Lock:
        return self.locks.setdefault(table_id, asyncio.Lock())

    def opens_post(self, table: "Table", result: "ActResult") -> bool:
        """Whether a live-post presenter's result is a new channel message:
        news of its own, or a call (only a new message notifies)."""
        presenter = presenter_for(table.row.game)
        return (self.log.live(table.id) is None or presenter.opens_post(table, result.events)
                or bool(result.new_decision and table.to_act() and called(table, table.to_act())))

    def plan(self, table: "Table", result: "ActResult", taken: list[str], folded: bool = False) -> LivePlan | None:
        """The channel side of a result for a presenter with ``post_kinds``:
        a new message for news of its own (it becomes the live post, with
        the decision's choices), otherwise the lines and the current choices
        edited into the live post. The table log keeps the live post as it
        will be at once, so the next result builds on it (on a shared store
        this runs as the table's record is read: ``record.RecordLines``). ``folded``: the click's
        answer showed this result already."""
        if self.opens_post(table, result):
            body = taken + (call(table, table.to_act()) if result.new_decision else [])
            if not body and self.choices(table)[1] is None:
                return None
            if self.manager.store.shared:  # its id is known once posted: larger than the last one's
                last = self.log.live(table.id)
                self.log.keep_live(table.id, LivePost(0, tuple(body), after=(last.message_id or last.after) if last else 0))
            return LivePlan(post=True, lines=body)
        live = self.log.live(table.id)
        assert live is not None
        if folded:
            if live.shown:
                return None
            payload, _ = self.fold(table, [])  # the answer that showed it failed
            return LivePlan(post=False, lines=[], payload=payload, message_id=live.message_id, after=live.after)
        if not taken and (all(step.secret for step in result.steps)
                          or presenter_for(table.row.game).channel_prompt(table) is None):
            # Nothing public changed (a night answer, the pyre's): an edit's
            # timing would tell, even one rendered after the table moved on.
            return None
        payload, changed = self.fold(table, taken)
        if not changed:
            return None
        return LivePlan(post=False, lines=taken, payload=payload, message_id=live.message_id, after=live.after)

    async def carry_out(self, table: "Table", plan: LivePlan) -> None:
        """Post or edit the live post as planned. A live post Discord refuses
        to edit (deleted, say) is replaced by a new one; one another process
        posted whose id is not recorded yet is left: the next edit shows
        these lines too."""
        if plan.post:
            await self.channel.retire_turn_message(table)
            await self.post(table, plan.lines, *self.choices(table))
            return
        assert plan.payload is not None
        message_id = plan.message_id or await self._stored_live(table, plan.after)
        if message_id is None or await self.channel.edit_posted(table, message_id, **plan.payload):
            return
        await self.post(table, plan.lines, *self.choices(table))

    async def _stored_live(self, table: "Table", after: int) -> int | None:
        """The live post another process posted (a shared store): the
        table's channel message in shown_messages, if newer than ``after``."""
        if not self.manager.store.shared:
            return None
        try:
            shown = await self.manager.store.shown_message(table.id, CHANNEL)
        except StoreError as exc:
            log.warning("table %s: its live post could not be read (%s)", table.id, exc)
            return None
        return shown.message_id if shown is not None and shown.message_id > after else None

    def _live_post(self, table: "Table", shown: dict[str, Any] | None) -> LivePost | None:
        """The table's live post: on a shared store, as the table's record
        shows it (``shown``: its table log, ``RecordLines.current``)."""
        if self.manager.store.shared:
            kept = (shown or {}).get("live")
            return None if kept is None else LivePost.from_json(kept)
        return self.log.live(table.id)

    def choices(self, table: "Table") -> tuple[list[str], discord.ui.View | None]:
        """The current decision's status line and choices on a live post."""
        presenter = presenter_for(table.row.game)
        choices = presenter.channel_prompt(table) if table.running else None
        if not choices:
            return [], None
        status = presenter.prompt_status(table)
        return ([f"\u2502 {status}"] if status else []), prompt_view(
            table.id, table.seq, choices, table_buttons(table), selects=presenter.prefer_selects(table, None))

    def payload(self, table: "Table", lines: tuple[str, ...]) -> dict[str, Any]:
        """The live post showing ``lines``, then the current decision's
        status and choices; the oldest lines but the first give way to fit."""
        tail, view = self.choices(table)
        head, rest = list(lines[:1]), list(lines[1:])
        cut: list[str] = []
        while len(rest) > 1 and len("\n".join(head + cut + rest + tail)) > CONTENT_MAX:
            rest.pop(0)
            cut = ["\u2026"]
        return {"content": "\n".join(head + cut + rest + tail)[:CONTENT_MAX], "view": view}

    def _shown(self, table: "Table", post: LivePost, payload: dict[str, Any]) -> None:
        """The live post shows ``payload`` (or is about to): keep it, and whether its buttons are live."""
        self.log.keep_live(table.id, LivePost(post.message_id, post.lines, live_digest(payload), post.after))
        if payload.get("view") is not None:
            self.channel.turns[table.id] = post.message_id
        elif self.channel.turns.get(table.id) == post.message_id:
            del self.channel.turns[table.id]

    def fold(self, table: "Table", lines: list[str]) -> tuple[dict[str, Any], bool]:
        """Add ``lines`` to the live post with the current choices and keep
        it as shown, at once (a concurrent render then builds on it):
        returns the payload to send and whether it changes what the message
        shows."""
        live = self.log.live(table.id)
        assert live is not None
        post = LivePost(live.message_id, live.lines + tuple(lines), after=live.after)
        payload = self.payload(table, post.lines)
        self._shown(table, post, payload)
        return payload, live_digest(payload) != live.shown

    async def post(self, table: "Table", lines: list[str], tail: list[str], view: discord.ui.View | None) -> None:
        """Post ``lines`` with the current choices: the new live post (of a
        post too long for one message, its last part, which holds the choices).
        On a shared store it is recorded as the table's channel message,
        where the other processes find it."""
        posted = await self.channel.send_lines(table, lines + tail, view=view)
        if posted is None:
            return
        # its content's lines but the choices' status (a long post puts its other lines in embeds: cogs/posts.py)
        shown = tuple(line for line in (posted.content or "").split("\n") if line and line not in tail)
        self._shown(table, LivePost(posted.id, shown), {"content": posted.content, "view": view})
        if self.manager.store.shared:
            await self.channel.turn_posted(table, posted.id, live=view is not None)

    async def remind(self, table: "Table", shown: dict[str, Any] | None = None) -> bool:
        """The halfway reminder of a decision whose choices are on the live
        post: its status names who has still to answer (an edit, which
        notifies nobody); False if there is no such post. ``shown``: on a
        shared store, the table log as the table's record shows it."""
        live = self._live_post(table, shown)
        if live is None or self.choices(table)[1] is None:
            return False
        async with self.lock(table.id):
            if self.manager.store.shared:
                message_id = live.message_id or await self._stored_live(table, live.after)
                if message_id is not None:
                    await self.channel.edit_posted(table, message_id, **self.payload(table, live.lines))
                return True
            payload, changed = self.fold(table, [])
            if changed and not await self.channel.edit_posted(table, live.message_id, **payload):
                await self.post(table, [], *self.choices(table))
        return True

    def click_answer(self, table: "Table", seat: int, result: "ActResult",
                     interaction: discord.Interaction, chosen: str) -> dict[str, Any]:
        """A click on a shared channel prompt: keep it open with fresh
        choices while the same decision goes on (a vote), otherwise freeze it
        with what was chosen; the next decision gets a new message."""
        presenter = presenter_for(table.row.game)
        clicked = interaction.message.id if interaction.message is not None else None
        if result.shown is not None:  # planned from the table's record (several processes)
            plan = result.shown[2]
            if plan is not None and not plan.post and clicked is not None \
                    and (plan.message_id == clicked or (not plan.message_id and clicked > plan.after)):
                return {**plan.payload, "folded": True}  # the click's own answer edits the live post (free)
        elif (live := self.log.live(table.id)) is not None and live.message_id == clicked and table.running \
                and presenter.post_kinds is not None and not self.opens_post(table, result):
            # the click's own answer edits the result into the live post (free)
            return {**self.fold(table, event_lines(table, result, [], audience(self.bot, table))[0])[0], "folded": True}
        base = interaction.message.content if interaction.message else ""
        base = base.split("\n\u2502")[0]
        choices = presenter.channel_prompt(table) if table.running and not result.new_decision else None
        if choices:
            status = presenter.prompt_status(table)
            return {"content": (base + (f"\n\u2502 {status}" if status else ""))[:CONTENT_MAX],
                    "view": prompt_view(table.id, table.seq, choices, table_buttons(table),
                                        selects=presenter.prefer_selects(table, None))}
        return {"content": f"{base}\n\u2192 **{table.name_of(seat)}**: {chosen}"[:CONTENT_MAX], "view": None}
