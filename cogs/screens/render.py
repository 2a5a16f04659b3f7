"""The table manager's renderer: what a committed result shows, in order
(private prompts and news first, then the channel's lines and call, the
live post or turn message, then the board), the timers' hooks (timeouts,
reminders, an expired lobby), the end of a game, and what the screens keep
over a clean stop. On a shared store, the result's lines are made from the
table's record after the commit (``record.RecordLines``), the same way in
every process, and the render shows them."""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import discord

from bot.ratings import GLOBAL
from bot.store import StoreError
from bot.tables import ActResult, Table
from bot.ui import RoutedView, prompt_view
from cogs.hints import result_note
from cogs.present import presenter_for
from cogs.present.base import COLOUR
from .lobby_card import result_view
from cogs.spirits import Spirits
from cogs.table_log import TableLog
from words import Text, speaking, t

from .board import Board
from .channel import Channel
from .kit import KEPT_META_KEY, table_buttons, until
from .lines import caught_up, event_lines, log_and_take, missed_lines, turn_call
from .live import LivePosts
from .private import PrivateScreens, dm_prompts
from .record import RecordLines
from .rewards import achievement_lines, rating_line
from .speech import Audience, audience, of_channel, of_seat, warm

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.manager import TableManager

log = logging.getLogger(__name__)

# A lobby button's handler: (interaction, table id[, its argument]).
LobbyHandler = Callable[..., Awaitable[None]]


def hand_button(table: Table) -> discord.ui.View:
    """A call's own My hand button: a player whose DMs are closed, mentioned
    for their turn, opens their hand (ephemeral, with its choices) right
    there. Retired with the turn, like any turn message's buttons."""
    view = RoutedView()
    view.add_item(table_buttons(table)[0])
    return view


class Renderer:
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self.log = TableLog()
        self.channel = Channel(bot, self.manager)
        self.live = LivePosts(bot, self.manager, self.log, self.channel)
        self.record = RecordLines(bot, self.log, self.live, self.channel)
        self.board = Board(bot, self.manager, self.log, self.channel, self.record)
        self.private = PrivateScreens(bot)
        self.spirits = Spirits(bot)
        # Players found with closed DMs whose notice waits for its moment, by table.
        self._dm_notices: dict[int, list[int]] = {}
        # Buttons of the lobby and of a finished table (join, start, play again...),
        # registered by their cogs: the router hands their clicks over.
        self.lobby_routes: dict[str, tuple[LobbyHandler, bool]] = {}

    @property
    def manager(self) -> "TableManager":
        assert self.bot.tables is not None
        return self.bot.tables

    def register_lobby(self, kind: str, handler: LobbyHandler, takes_arg: bool = False) -> None:
        """The lobby cog handles join/leave/start/cancel/ai buttons."""
        self.lobby_routes[kind] = (handler, takes_arg)

    # -- kept over a clean stop --------------------------------------------------

    @property
    def _kept_key(self) -> str:
        """Each process of a sharded bot keeps its own tables' messages."""
        plan = self.bot.settings.shards
        return KEPT_META_KEY if plan is None or plan.whole else f"{KEPT_META_KEY}:{plan.count}:{plan.ids}"

    async def load_kept(self) -> None:
        try:
            saved = await self.manager.store.get_meta(self._kept_key)
            if saved:
                kept = json.loads(saved)
                self.log.load(kept.get("log", {}))
                self.board.boards.update({int(t): digest for t, digest in kept.get("boards", {}).items()})
                self.channel.turns.update({int(t): int(message) for t, message in kept.get("turns", {}).items()})
                await self.manager.store.set_meta(self._kept_key, "{}")  # read once: a crash must not bring old lines back
        except (StoreError, ValueError, TypeError, AttributeError):
            log.warning("what the last stop kept of the tables' messages could not be read; it is skipped",
                        exc_info=True)

    async def save_kept(self) -> None:
        """Runs as the bot stops (discord.py unloads cogs before the store
        closes): the lines of a trick in progress are posted after the
        restart, and a board edit that would change nothing stays skipped
        (in a secret phase it would show that someone answered)."""
        await self.board.close()
        if self.manager.store.shared:
            return  # the store keeps each table's lines and board with the table itself
        open_tables = list(self.manager.tables)
        boards, turns = self.board.boards, self.channel.turns
        kept = {"log": self.log.dump(open_tables),
                "boards": {str(t): boards[t] for t in open_tables if t in boards},
                # so the next decision still takes the old buttons off
                "turns": {str(t): turns[t] for t in open_tables if t in turns}}
        try:
            await self.manager.store.set_meta(self._kept_key, json.dumps(kept))
        except StoreError:
            log.warning("the tables' unposted lines were not kept over this stop", exc_info=True)

    # -- a result ----------------------------------------------------------------

    async def render(self, table: Table, result: ActResult, *, skip_prompt_for: int | None = None,
                     header: list[str] | None = None, folded: bool = False, told: int | None = None) -> None:
        """Public lines and the turn ping to the channel; private lines and
        prompts to their seats; then the board. ``folded``: the click's
        answer already edited this result into the table's live post;
        ``told``: the seat the click's answer told its private lines."""
        await warm(self.bot, table)
        self.record.shown(table, result)
        readers = audience(self.bot, table)
        with speaking(readers.channel):
            await self._render(table, result, readers, skip_prompt_for, header, folded, told)

    async def _render(self, table: Table, result: ActResult, readers: Audience, skip_prompt_for: int | None,
                      header: list[str] | None, folded: bool, told: int | None) -> None:
        plan = None
        if result.shown is not None:  # made from the table's record (several processes)
            private, taken, plan = result.shown
            if header and header[0] == caught_up():  # the one line the lock did not know of
                await self.channel.send_lines(table, [header[0]])
        elif result.lines is not None and not header:
            lines, private, fresh_from = result.lines
        else:
            lines, private, fresh_from = event_lines(table, result, header or [], readers)
        if told is not None and told in private:
            private = {s: lines_ for s, lines_ in private.items() if s != told}
        call, choices = turn_call(table, result)
        # DMs first: they go through their own queue and must not wait behind
        # a channel post that Discord's per-channel limit may hold back.
        self._tell_seats(table, result, private, skip_prompt_for)
        if result.shown is None:
            taken = log_and_take(self.log, table, result, lines, fresh_from, bool(call or choices))
        if result.finished:
            await self.channel.retire_turn_message(table)
            if taken:
                await self.channel.send_lines(table, taken)
            return  # on_finished posts the results
        if presenter_for(table.row.game).post_kinds is not None:
            async with self.live.lock(table.id):
                if result.shown is None:
                    plan = self.live.plan(table, result, taken, folded)
                if plan is not None and not (folded and self.manager.store.shared):
                    await self.live.carry_out(table, plan)
            if result.new_decision:
                self._call_by_dm(table)
            await self._due_dm_notices(table, result)
        else:
            await self._post_turn(table, result, taken, call, choices)
        self.board.refresh(table)
        await self.spirits.sync(table)
        if presenter_for(table.row.game).spirits(table):
            await self.spirits.tell(table, taken, presenter_for(table.row.game).prompt_status(table),
                                    fresh=result.new_decision)

    def _tell_seats(self, table: Table, result: ActResult, private: dict[int, list[str]],
                    skip_prompt_for: int | None) -> None:
        """Each human seat's new prompt or private news, by DM; a prompt this
        result ended without a new one is retired."""
        fresh = dm_prompts(table, result) - {skip_prompt_for}
        news = presenter_for(table.row.game).news_notifies
        for seat in range(len(table.seats)):
            if table.seats[seat].is_ai:
                continue
            user = table.user_of(seat)
            if seat in result.ended and seat != skip_prompt_for:
                self.private.retire_ephemeral(table, seat)
            if seat in result.ended and seat not in fresh and seat != skip_prompt_for \
                    and user is not None and self.bot.delivery is not None:
                self.bot.delivery.retire(user, table.id)
            if not table.seats[seat].away and (seat in fresh or seat in private):
                self.private.dm(table, seat, private.get(seat, []), prompt=seat in fresh, news=news)

    async def _post_turn(self, table: Table, result: ActResult, taken: list[str], call: list[str],
                         choices: Any) -> None:
        """The channel side of a game without live posts: a new decision's
        turn message (its call, its choices when they are public) with the
        group's lines riding along, or the lines alone."""
        if result.new_decision and table.to_act():
            presenter = presenter_for(table.row.game)
            view = None if not choices else prompt_view(
                table.id, table.seq, choices, table_buttons(table), selects=presenter.prefer_selects(table, None))
            if view is None and call:
                view = hand_button(table)  # those called have their DMs closed: their hand in one tap
            await self.channel.retire_turn_message(table)
            if call or view is not None:
                # A new message is due anyway (it notifies, or carries the
                # choices): the group's lines ride along.
                posted = await self.channel.send_lines(table, taken + call, view=view)
                taken = []
                if view is not None and posted is not None:
                    await self.channel.turn_posted(table, posted.id)
        if taken:
            await self.channel.send_lines(table, taken)

    def _call_by_dm(self, table: Table) -> None:
        """A new public decision the channel does not call (no new message
        for it): its players hear of it by DM, once."""
        presenter, seats = presenter_for(table.row.game), table.seats
        for seat in presenter.called_by_dm(table):
            if not seats[seat].is_ai and not seats[seat].away:
                with speaking(of_seat(self.bot, table, seat)):
                    line = presenter.call_line(table, [seat], until(table))
                self.private.dm(table, seat, [line], prompt=False, notify=True)

    async def dm_closed(self, table_id: int, user_id: int) -> None:
        """Delivery found a player's DMs closed: the seat is marked, and the
        channel tells them where their private screen is."""
        table = self.manager.tables.get(table_id)
        if table is None:
            return
        seat = table.seat_of(user_id)
        if seat is not None:
            table.seats[seat].dm_closed = True
            await table.store.update_seat(table.id, table.seats[seat])
        if presenter_for(table.row.game).dm_notice_due(table, []) is not None:
            # When this DM failed would tell whose DM it was: said at the game's moment.
            self._dm_notices.setdefault(table.id, []).append(user_id)
            return
        await self._tell_dm_closed(table, [user_id])

    async def _tell_dm_closed(self, table: Table, users: list[int]) -> None:
        label = presenter_for(table.row.game).hand_label
        with speaking(of_channel(self.bot, table)):
            await self.channel.send_lines(table, [t("dm-closed", user=str(user), label=label) for user in users],
                                          view=hand_button(table) if table.running else None)

    async def _due_dm_notices(self, table: Table, result: ActResult) -> None:
        """The closed-DM notices held for this moment (``Presenter.dm_notice_due``)."""
        if table.id in self._dm_notices and presenter_for(table.row.game).dm_notice_due(table, result.events):
            await self._tell_dm_closed(table, self._dm_notices.pop(table.id))

    # -- the manager's renderer hooks ------------------------------------------

    async def on_timeout(self, table: Table, result: ActResult, *, catch_up: bool) -> None:
        """Who ran out of time is public, except in a secret phase (Somna's
        night): then only the player hears it, by DM, with no public trace."""
        await warm(self.bot, table)
        with speaking(of_channel(self.bot, table)):
            header = ([caught_up()] if catch_up else []) + missed_lines(table, result)
        await self.render(table, result, header=header)
        for step in result.steps:
            if step.source == "timeout" and step.missed and step.secret and not table.seats[step.seat].dm_closed:
                note = Text("timeout-note-away" if table.seats[step.seat].away else "timeout-note")
                self.private.dm(table, step.seat, [note], prompt=False)

    async def on_reminder(self, table: Table) -> None:
        await warm(self.bot, table)
        with speaking(of_channel(self.bot, table)):
            await self._remind(table)

    async def _remind(self, table: Table) -> None:
        if not table.running:
            return
        assert table.state is not None
        presenter = presenter_for(table.row.game)
        waiting = [s for s in table.state.awaiting() if not table.seats[s].is_ai and not table.seats[s].away
                   and presenter.needs_prompt(table, s)]
        if not waiting or not table.due_at:
            return
        when = f"<t:{int(table.due_at)}:R>"
        if table.state.secret_turns():
            # In a secret phase nobody may see who has not answered yet.
            for seat in waiting:
                self.private.dm(table, seat, [Text("reminder-dm", {"when": when})], prompt=False, notify=True)
            return
        if presenter.post_kinds is not None and await self.live.remind(
                table, self.record.current(table) if self.manager.store.shared else None):
            return
        # The mention is the one call; the DM prompt is not edited to say it
        # again (a request of the bot's global budget, issue 30).
        view = None
        if presenter.prompts_by_dm(table) and presenter.post_kinds is None \
                and any(table.seats[s].dm_closed for s in waiting):
            # as on their turn's call (``_post_turn``): their hand in one tap, the call's button
            # moving down here (a live post keeps its own choices)
            view = hand_button(table)
            await self.channel.retire_turn_message(table)
        pings = " ".join(presenter.mention(table, s) for s in waiting)
        posted = await self.channel.send_lines(table, [t("reminder-channel", pings=pings, when=when)], view=view)
        if view is not None and posted is not None:
            await self.channel.turn_posted(table, posted.id)

    async def on_lobby_expired(self, table: Table) -> None:
        if table.row.message_id:
            with speaking(of_channel(self.bot, table)):
                content = t("lobby-expired")
            await self.board.edit_table_message(table, content=content, embed=None, view=None)

    async def rating_moves(self, table: Table) -> dict[int, str] | None:
        """Each rated seat's new rating and change at this table, as a line
        ending: the server's board (the global one for a game in DMs)."""
        try:
            moved = await table.store.rating_changes(table.id, table.row.guild_id or GLOBAL)
        except StoreError as exc:  # the results stand; only the line goes without them
            log.warning("table %s: could not read its rating changes (%s)", table.id, exc)
            return None
        found = {}
        for seat, row in enumerate(table.seats):
            change = moved.get(row.user_id) if row.user_id is not None else None
            if change is not None:
                found[seat] = rating_line(change)
        return found

    async def on_finished(self, table: Table) -> None:
        await warm(self.bot, table)
        with speaking(of_channel(self.bot, table)):
            await self._finish(table)

    async def _finish(self, table: Table) -> None:
        presenter = presenter_for(table.row.game)
        assert table.state is not None
        outcome = sorted(table.state.outcome(), key=lambda r: (r.place, r.seat))
        winners = [table.name_of(r.seat) for r in outcome if r.won]
        lines = [t("finished-over", game=table.game.title, count=len(winners), names=", ".join(winners))]
        moved = await self.rating_moves(table)
        lines += [presenter.result_line(table, r) + result_note(table, r.seat) + (moved or {}).get(r.seat, "")
                  for r in outcome]
        lines += await achievement_lines(table)  # lines of this post: no notification of their own
        lines.append(t("finished-saved-rated" if moved != {} else
                       "finished-saved-practice" if table.practice else "finished-saved-sides"))
        await self.channel.send_lines(table, lines, view=result_view(table.id))  # Play again, Ping me
        if table.row.lobby_message_id:  # the channel the table left for its thread sees the result too
            await self.board.edit_lobby_card(table, content=None, view=result_view(table.id), attachments=[],
                                             embed=discord.Embed(
                title=t("finished-card-title", game=table.game.title), colour=COLOUR,
                description="\n".join(lines[:-1] + [t("finished-card-link", channel=str(table.row.channel_id))])[:4000]))
        self.board.forget(table.id)
        if table.row.message_id:
            await self.board.show(table)
        elif table.row.lobby_message_id:  # its thread never took the table message: the final board goes there
            await self.board.repost(table)
        self.log.forget(table.id)
        self.live.locks.pop(table.id, None)
        self.private.forget(table.id)
        self._dm_notices.pop(table.id, None)
        if self.bot.delivery is not None:
            self.bot.delivery.forget(table.id)
        await self.spirits.release(table)


def screens(bot: "DreamBot") -> Renderer:
    """The bot's one set of screens, made by whichever cog asks first."""
    found = bot.screens
    if found is None:
        found = bot.screens = Renderer(bot)
    assert isinstance(found, Renderer)
    return found



