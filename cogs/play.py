"""Running games on Discord: the persistent component router, the table
message, turn pings, private prompts and the end of a game.

Every in-game component is a ``DynamicItem`` whose custom id carries the table,
the sequence number it was drawn at and the action, so clicks keep working
after a restart. This cog decides no rule: it decodes a click, hands it to the
table manager, and renders what came back.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from bot import failures
from bot.errors import GameError, NotSeated, StaleChoice
from bot.pictures import Picture
from bot.ratings import GLOBAL
from bot.store import StoreError
from bot.tables import ActResult, Settled, Table
from bot.ui import acknowledged_once_saved
from bot.ui import BUTTON_TEMPLATE, CONFIRM_MARK, SELECT_TEMPLATE, RoutedView, confirm_view, prompt_view, table_buttons
from cogs.hints import hint_buttons, result_note, show_hint
from cogs.posts import CONTENT_MAX, messages_for
from cogs.present import presenter_for
from cogs.present.base import COLOUR
from cogs.rematch import result_view
from cogs.spirits import Spirits
from cogs.table_log import LivePost, TableLog

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.manager import TableManager

log = logging.getLogger(__name__)

KEPT_META_KEY = "kept_over_stop"  # unposted move lines and what each table message shows
CHANNEL = 0  # the place of a table's channel turn message in shown_messages (players are by user id)
LOG_META_KEY = "log"  # a table's move lines in its snapshot's meta, on a shared store (Play.settle)
CAUGHT_UP = "\u23f0 I was offline when time ran out; here is what happened meanwhile:"
HAND_PICTURE = "hand.png"
BOARD_PICTURE = "board.png"
THREAD_ARCHIVED = 50083  # Discord refuses edits in an archived thread until it is unarchived
MAX_PROMPT_TABLES = 10_000  # tables whose prompts are kept (the open ones, in practice)


@dataclass(frozen=True)
class LivePlan:
    """What a result does to the table's live post (``Presenter.post_kinds``):
    a new post of ``lines``, or an edit showing ``payload`` (``lines``, the
    new ones, are posted instead if the edit is refused)."""

    post: bool
    lines: list[str]
    payload: dict[str, Any] | None = None
    message_id: int = 0  # the live post as known when planned (0: see LivePost.after)
    after: int = 0


async def _answer(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was acknowledged."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def _last_lines(lines: list[str], limit: int) -> str:
    """The newest lines that fit an embed field, oldest first."""
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        line = line if len(line) < limit else line[: limit - 2] + "\u2026"  # room for its newline
        if size + len(line) + 1 > limit:
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(reversed(kept))


class GameButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=BUTTON_TEMPLATE):
    def __init__(self, item: discord.ui.Button[discord.ui.View], table: int, seq: int, kind: str,
                 arg: str | None) -> None:
        super().__init__(item)
        self.table, self.seq, self.kind, self.arg = table, seq, kind, arg

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> "GameButton":
        # The template matched a button's custom id: discord.py hands over that button.
        button = cast(discord.ui.Button[discord.ui.View], item)
        return cls(button, int(match["table"]), int(match["seq"]), match["kind"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast(Play, cast("DreamBot", interaction.client).get_cog("Play"))  # loaded with this item
        await cog.route(interaction, self.table, self.seq, self.kind, self.arg)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=SELECT_TEMPLATE):
    def __init__(self, item: discord.ui.Select[discord.ui.View], table: int, seq: int, kind: str,
                 arg: str | None) -> None:
        super().__init__(item)
        self.table, self.seq, self.kind, self.arg = table, seq, kind, arg

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> "GameSelect":
        # The template matched a select's custom id: discord.py hands over that select.
        select = cast(discord.ui.Select[discord.ui.View], item)
        return cls(select, int(match["table"]), int(match["seq"]), match["kind"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast(Play, cast("DreamBot", interaction.client).get_cog("Play"))  # loaded with this item
        # discord.py types the payload as a union of TypedDicts; a select's has "values".
        values: list[str] = cast(dict[str, Any], interaction.data or {}).get("values") or []
        if len(values) != 1:
            await _answer(interaction, "Pick exactly one option.")
            return
        value = values[0]
        if value.startswith(CONFIRM_MARK):
            await cog.route(interaction, self.table, self.seq, "c", value[len(CONFIRM_MARK):])
        else:
            await cog.route(interaction, self.table, self.seq, "a", value)


class Play(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self._edits: dict[int, asyncio.Task[None]] = {}
        self._boards: dict[int, str] = {}  # digest of each table message as last sent
        self._turns: dict[int, int] = {}  # table -> the channel turn message whose buttons are live
        self._live_locks: dict[int, asyncio.Lock] = {}  # one channel update of a live post at a time
        self._unposted: set[int] = set()  # tables whose channel refuses the bot's posts (50013)
        self._board_writes: set[asyncio.Task[bool]] = set()  # boards shown, being recorded (shared store)
        self.log = TableLog()
        self._lobby_routes: dict[str, Any] = {}
        # Each table's private prompts as drawn at its current sequence number:
        # the DM prompt, a My hand press and a retried answer of the same
        # decision show the same screen, built once (a prompt costs a Somnia
        # hand about 0.3 ms: its embed, choices, buttons and picture key).
        self._prompts: dict[int, tuple[tuple[int, bool], dict[int, dict[str, Any]]]] = {}

    @property
    def manager(self) -> "TableManager":
        assert self.bot.tables is not None
        return self.bot.tables

    async def cog_load(self) -> None:
        from bot.delivery import Delivery

        self.bot.add_dynamic_items(GameButton, GameSelect)
        store = self.manager.store
        # Several processes: the players' screens are read from and recorded in the store.
        self.bot.delivery = Delivery(self.bot, self._dm_closed, store=store if store.shared else None)
        self.spirits = Spirits(self.bot)
        self.manager.renderer = self
        await self._load_kept()

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(GameButton, GameSelect)
        for task in self._edits.values():
            task.cancel()
        await asyncio.gather(*self._board_writes, return_exceptions=True)
        await self._save_kept()

    @property
    def _kept_key(self) -> str:
        """Each process of a sharded bot keeps its own tables' messages."""
        plan = self.bot.settings.shards
        return KEPT_META_KEY if plan is None or plan.whole else f"{KEPT_META_KEY}:{plan.count}:{plan.ids}"

    async def _load_kept(self) -> None:
        try:
            saved = await self.manager.store.get_meta(self._kept_key)
            if saved:
                kept = json.loads(saved)
                self.log.load(kept.get("log", {}))
                self._boards.update({int(t): digest for t, digest in kept.get("boards", {}).items()})
                self._turns.update({int(t): int(message) for t, message in kept.get("turns", {}).items()})
                await self.manager.store.set_meta(self._kept_key, "{}")  # read once: a crash must not bring old lines back
        except (StoreError, ValueError, TypeError, AttributeError):
            log.warning("what the last stop kept of the tables' messages could not be read; it is skipped",
                        exc_info=True)

    async def _save_kept(self) -> None:
        """Runs as the bot stops (discord.py unloads cogs before the store
        closes): the lines of a trick in progress are posted after the
        restart, and a board edit that would change nothing stays skipped
        (in a secret phase it would show that someone answered)."""
        if self.manager.store.shared:
            return  # the store keeps each table's lines and board with the table itself
        open_tables = list(self.manager.tables)
        kept = {"log": self.log.dump(open_tables),
                "boards": {str(t): self._boards[t] for t in open_tables if t in self._boards},
                # so the next decision still takes the old buttons off
                "turns": {str(t): self._turns[t] for t in open_tables if t in self._turns}}
        try:
            await self.manager.store.set_meta(self._kept_key, json.dumps(kept))
        except StoreError:
            log.warning("the tables' unposted lines were not kept over this stop", exc_info=True)

    def register_lobby(self, kind: str, handler: Any, takes_arg: bool = False) -> None:
        """The lobby cog handles join/leave/start/cancel/ai buttons."""
        self._lobby_routes[kind] = (handler, takes_arg)

    # -- routing -----------------------------------------------------------

    async def route(self, interaction: discord.Interaction, table_id: int, seq: int, kind: str,
                    arg: str | None) -> None:
        try:
            if kind in self._lobby_routes:
                handler, takes_arg = self._lobby_routes[kind]
                await handler(interaction, table_id, *((arg,) if takes_arg and arg is not None else ()))
            elif kind == "a" and arg is not None:
                await self._act(interaction, table_id, seq, arg)
            elif kind == "c" and arg is not None:
                await self._confirm(interaction, table_id, seq, arg)
            elif kind == "no":
                await interaction.response.edit_message(content="Cancelled: nothing was played.", view=None)
            elif kind == "hand":
                await self._show_hand(interaction, table_id)
            elif kind == "back":
                await self._back(interaction, table_id)
            elif kind == "hint":
                await show_hint(self.manager, interaction, table_id)
            else:
                await _answer(interaction, "I don't know that button. It may be from an older version of me.")
        except StaleChoice as exc:
            table = self.manager.tables.get(table_id)
            await _answer(interaction, exc.for_button(presenter_for(table.row.game).hand_label) if table else str(exc))
        except Exception as exc:  # the one error path: a sentence for the player, the cause in the log
            await failures.report(interaction, exc, table_id=table_id)

    async def _act(self, interaction: discord.Interaction, table_id: int, seq: int, text: str) -> None:
        table = await self.manager.fetch(table_id)
        seat = table.seat_of(interaction.user.id)
        in_channel = interaction.guild_id is not None and not (
            interaction.message is not None and interaction.message.flags.ephemeral)
        # What was chosen, named while the state still shows it (a label may
        # read the position, e.g. the dreams on offer): only a channel prompt shows it.
        chosen = self._label_before(table, seat, text) if in_channel else ""
        async with acknowledged_once_saved(interaction, table.plays_for_seats()) as saved:
            result = await self.manager.act(table_id, interaction.user.id, text, seq, saved)
        assert seat is not None
        # The move is committed: whatever happens to the answer, the rest
        # (prompts, the board, the results) runs to the end.
        answered = folded = False
        told = None
        try:
            if in_channel:
                answer = self._after_channel_click(table, seat, result, interaction, chosen)
                folded = answer.pop("folded", False)
                if answer["view"] is None and interaction.message is not None \
                        and self._turns.get(table.id) == interaction.message.id:
                    del self._turns[table.id]  # this edit takes its buttons off
                if interaction.response.is_done():
                    await interaction.edit_original_response(**answer)
                else:
                    await interaction.response.edit_message(**answer)
                if answer["view"] is None and interaction.message is not None and self.manager.store.shared:
                    await self._turn_spent(table, interaction.message.id)
            else:
                # On a DM prompt, the move's private lines for the clicker are
                # said in this answer; an ephemeral answer (My hand) is gone once
                # dismissed, so their DM screen keeps being told (render).
                in_dm = interaction.message is not None and not interaction.message.flags.ephemeral
                news = self._private_lines(table, result).get(seat, []) if in_dm else []
                told = seat if in_dm else None
                choices = await self.update_with_prompt(interaction, table, seat, news)
                if interaction.message is not None and self.bot.delivery:
                    if interaction.message.flags.ephemeral:
                        # answered from My hand: the DM prompt of the same decision is spent
                        self.bot.delivery.retire(interaction.user.id, table.id)
                    elif not choices:
                        # this answer took the DM prompt's buttons off: nothing left to retire
                        self.bot.delivery.spent(interaction.user.id, table.id, interaction.message.id)
            answered = True
        except discord.HTTPException as exc:
            log.warning("table %s: the answer to a committed move failed (status %s, code %s); the game goes on",
                        table.id, exc.status, exc.code)
            if folded and self.manager.store.shared:
                folded = False  # the render makes the planned edit
            elif folded and (live := self.log.live(table.id)) is not None:
                # not shown: the render edits it
                self.log.keep_live(table.id, LivePost(live.message_id, live.lines, after=live.after))
        # A click on a private prompt is answered with the seat's next prompt;
        # a click in the channel (a vote) is not, so a new private decision
        # of the clicker (the pyre after the deciding vote) still comes by DM.
        await self.render(table, result, skip_prompt_for=seat if answered and not in_channel else None,
                          folded=folded, told=told if answered else None)
        if result.finished:
            await self.on_finished(table)

    async def update_with_prompt(self, interaction: discord.Interaction, table: Table, seat: int,
                                 news: list[str]) -> bool:
        """Replace the clicked prompt with the seat's next one, with ``news``
        (the move's private lines for this seat: said here, not by a second
        edit); whether it offers choices. A prompt with a picture is answered
        first (deferred) and drawn after, so the answer never waits for Pillow
        (``Painter.answer``; one drawn already goes in the answer itself). A
        prompt without choices (the seat waits for others) is answered in
        words unless its picture is drawn already: the embed lists the hand,
        and the seat's next prompt brings the picture; so a move costs one
        request and no drawing for its answer."""
        prompt = self.private_prompt(table, seat)
        picture = prompt.pop("picture", None)
        if news:
            prompt["content"] = self._dm_content(table, news)
        if picture is not None and prompt.get("view") is None and self.bot.pictures.cached(picture) is None:
            prompt["embed"] = prompt["embed"].copy().set_image(url=None)  # the built prompt is shared
            picture = None
        await self.bot.pictures.answer(interaction, prompt, picture, reply=False,
                                       name=f"table-{table.id}-picture-edit")
        return prompt.get("view") is not None

    def _private_lines(self, table: Table, result: ActResult) -> dict[int, list[str]]:
        """Each seat's private lines of this result (settled ones on a shared store)."""
        by_seat: dict[int, list[str]]
        if result.shown is not None:
            by_seat = result.shown[0]
            return by_seat
        if result.lines is None:
            result.lines = self._event_lines(table, result, [])
        by_seat = result.lines[1]
        return by_seat

    async def _confirm(self, interaction: discord.Interaction, table_id: int, seq: int, text: str) -> None:
        """A choice that asks first: show the question with Yes / Cancel."""
        table = await self.manager.fetch(table_id, fresh=True)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise NotSeated(running=table.running)
        choice = next((c for c in presenter_for(table.row.game).choices(table, seat)
                       if c.value == text and c.confirm), None) if seat in table.to_act() else None
        if choice is None:
            raise StaleChoice()
        table.check_current(seat, seq)
        await interaction.response.send_message(choice.confirm, view=confirm_view(table.id, table.seq, choice),
                                                ephemeral=True)

    @staticmethod
    def _label_before(table: Table, seat: int | None, text: str) -> str:
        if seat is None or not table.running:
            return ""
        try:
            return presenter_for(table.row.game).label(table, seat, table.game.decode(text))
        except Exception:  # a malformed action: the table refuses it with a sentence
            return ""

    def _after_channel_click(self, table: Table, seat: int, result: ActResult,
                             interaction: discord.Interaction, chosen: str) -> dict[str, Any]:
        """A click on a shared channel prompt: keep it open with fresh
        choices while the same decision goes on (a vote), otherwise freeze it
        with what was chosen; the next decision gets a new message."""
        presenter = presenter_for(table.row.game)
        clicked = interaction.message.id if interaction.message is not None else None
        if result.shown is not None:  # planned under the row lock (several processes)
            plan = result.shown[2]
            if plan is not None and not plan.post and clicked is not None \
                    and (plan.message_id == clicked or (not plan.message_id and clicked > plan.after)):
                return {**plan.payload, "folded": True}  # the click's own answer edits the live post (free)
        elif (live := self.log.live(table.id)) is not None and live.message_id == clicked and table.running \
                and presenter.post_kinds is not None and not self._opens_post(table, result):
            # the click's own answer edits the result into the live post (free)
            return {**self._fold_live(table, self._event_lines(table, result, [])[0])[0], "folded": True}
        base = interaction.message.content if interaction.message else ""
        base = base.split("\n\u2502")[0]
        choices = presenter.channel_prompt(table) if table.running and not result.new_decision else None
        if choices:
            status = presenter.prompt_status(table)
            return {"content": (base + (f"\n\u2502 {status}" if status else ""))[:CONTENT_MAX],
                    "view": prompt_view(table.id, table.seq, choices, self.table_buttons(table),
                                        selects=presenter.prefer_selects(table, None))}
        return {"content": f"{base}\n\u2192 **{table.name_of(seat)}**: {chosen}"[:CONTENT_MAX], "view": None}

    async def _show_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        table = await self.manager.fetch(table_id, fresh=True)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise GameError("You are not playing at this table; the board above shows everything public.")
        if not table.running:
            raise GameError("The game has not started yet.")
        prompt = self.private_prompt(table, seat)
        if prompt["view"] is None:
            del prompt["view"]
        await self.bot.pictures.answer(interaction, prompt, prompt.pop("picture", None), reply=True,
                                       name=f"table-{table.id}-picture-edit")

    async def _back(self, interaction: discord.Interaction, table_id: int) -> None:
        table = await self.manager.fetch(table_id)
        was_away = await table.set_back(interaction.user.id)
        await _answer(interaction, "Welcome back: you play for yourself again." if was_away
                      else "You were not marked away.")
        self.refresh_board(table)

    # -- rendering ---------------------------------------------------------

    def private_prompt(self, table: Table, seat: int) -> dict[str, Any]:
        """The seat's private view with its current choices (DM and My hand):
        a new dict each call (callers add content, take the picture out),
        built once per sequence number (what it shows changes only with the
        table's state, and so with its sequence number, or its end)."""
        drawn = self._drawn_prompts(table)
        if seat not in drawn:
            drawn[seat] = self._build_prompt(table, seat)
        return dict(drawn[seat])

    def _drawn_prompts(self, table: Table) -> dict[int, dict[str, Any]]:
        """The prompts drawn at the table's current sequence number, by seat."""
        drawn_at = (table.seq, table.running)
        cached = self._prompts.get(table.id)
        if cached is None or cached[0] != drawn_at:
            if len(self._prompts) >= MAX_PROMPT_TABLES:
                del self._prompts[next(iter(self._prompts))]  # the table least recently changed
            self._prompts.pop(table.id, None)
            cached = self._prompts[table.id] = (drawn_at, {})
        return cached[1]

    def _build_prompt(self, table: Table, seat: int) -> dict[str, Any]:
        presenter = presenter_for(table.row.game)
        assert table.state is not None
        own = table.state.view(seat)  # one view for the text and the picture: building it is not free
        embed = presenter.private_embed(table, seat, own)
        choices = presenter.choices(table, seat) if table.running else []
        view = prompt_view(table.id, table.seq, choices, extra=hint_buttons(table),
                           selects=presenter.prefer_selects(table, seat)) if choices else None
        embed.set_footer(text=presenter.prompt_footer(table, seat, choices))
        prompt: dict[str, Any] = {"content": None, "embed": embed, "view": view}
        draw = presenter.hand_image(table, seat, own)
        if draw is not None:
            embed.set_image(url=f"attachment://{HAND_PICTURE}")
            prompt["picture"] = Picture.of(HAND_PICTURE, draw)
        return prompt

    async def board_message(self, table: Table) -> dict[str, Any]:
        """The table message: the presenter's board embed (with its picture,
        drawn off the event loop, when the game has one) and the table buttons."""
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
        recent = self._recent(table) if presenter.group_ends is not None else []
        if recent and len(embed.fields) < 24:
            room = min(1024, 5900 - len(embed) - len("Last moves") - 80)  # the Time field follows
            if room > 100:
                embed.add_field(name="Last moves", value=_last_lines(recent, room), inline=False)
        if table.running and table.due_at:
            embed.add_field(name="Time", value=f"until <t:{int(table.due_at)}:R>", inline=False)
        buttons = self.table_buttons(table, back=self._offer_back(table)) if table.running else []
        view = RoutedView()
        for b in buttons:
            view.add_item(b)
        return {"embeds": embeds, "view": view if buttons else None, "attachments": attachments}

    @staticmethod
    def _offer_back(table: Table) -> bool:
        """"I'm back" while someone plays by default; in a game with secret
        phases always, so its appearing never tells that someone missed a night."""
        return table.game.game_type.secret_turns or any(s.away for s in table.seats)

    @staticmethod
    def table_buttons(table: Table, back: bool = False) -> list[discord.ui.Button[discord.ui.View]]:
        presenter = presenter_for(table.row.game)
        return table_buttons(table.id, hand_label=presenter.hand_label, hand_emoji=presenter.hand_emoji, back=back)

    def refresh_board(self, table: Table) -> None:
        """Coalesced edit of the table message."""
        if table.id in self._edits or not (table.row.message_id or table.running):
            return
        task = asyncio.create_task(self._edit_board(table), name=f"table-{table.id}-edit")
        self._edits[table.id] = task
        table_id = table.id
        task.add_done_callback(lambda t: self._edit_done(table_id, t))

    def _edit_done(self, table_id: int, task: asyncio.Task[None]) -> None:
        self._edits.pop(table_id, None)
        if not task.cancelled() and task.exception() is not None:
            log.error("table %s: board edit failed", table_id, exc_info=task.exception())

    async def _edit_board(self, table: Table) -> None:
        await asyncio.sleep(self.bot.edit_delay)
        if not table.row.message_id:  # its post failed (a thread refusing it at Start): post it now
            await self._repost_board(table)
            return
        await self.show_board(table, repost=True)

    async def show_board(self, table: Table, *, repost: bool = False) -> None:
        """Edit the table message to the current board. An edit that changes
        nothing is skipped: it costs a request and, in a secret phase, would
        show when answers come in."""
        seq = table.seq  # what the board is drawn from (another move may come while it is drawn)
        payload = await self.board_message(table)
        digest = self.board_digest(payload)
        if self.manager.store.shared:
            await self._show_shared_board(table, seq, payload, digest, repost)
            return
        if table.id not in self._boards and table.state is not None and table.state.secret_turns():
            # Restored after a crash in a secret phase: what the message shows is
            # unknown, and an edit now, right after someone answered, would tell
            # that they did. The board is taken as shown; the phase's end redraws it.
            self._boards[table.id] = digest
        if self._boards.get(table.id) == digest:
            return
        if await self.edit_table_message(table, repost=repost, **payload):
            self.board_shown(table, digest)

    def board_shown(self, table: Table, digest: str) -> None:
        """The table message now shows the board of this digest (posted or
        edited anywhere): the next edit is made only if it would change it."""
        self._boards[table.id] = digest
        if self.manager.store.shared:  # the other processes must know it too
            task = asyncio.create_task(self._record_board(table, table.seq, digest),
                                       name=f"table-{table.id}-board-shown")
            self._board_writes.add(task)
            task.add_done_callback(self._board_writes.discard)

    async def _record_board(self, table: Table, seq: int, digest: str) -> bool:
        """Store what the table message shows (drawn at ``seq``); False if a
        board drawn from a later state was stored first."""
        try:
            return await self.manager.store.show_board(table.id, seq, digest)
        except StoreError as exc:
            log.warning("table %s: the board shown could not be recorded (%s)", table.id, exc)
            return True

    async def _show_shared_board(self, table: Table, seq: int, payload: dict[str, Any], digest: str, repost: bool,
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
        if shown is None and table.id not in self._boards and table.state is not None \
                and table.state.secret_turns():
            shown_digest: str | None = digest  # as after a restart: an edit now would tell that someone answered
        else:
            shown_digest = shown.digest if shown is not None else self._boards.get(table.id)
        if shown is not None and shown.seq > seq:
            return
        if shown_digest == digest and tries == 2:
            self._boards[table.id] = digest
            return
        if not await self.edit_table_message(table, repost=repost, **payload):
            return
        self._boards[table.id] = digest
        if await self._record_board(table, seq, digest) or tries <= 1:
            return
        try:
            await table.sync()
        except GameError:
            return
        seq = table.seq
        payload = await self.board_message(table)
        await self._show_shared_board(table, seq, payload, self.board_digest(payload), repost, tries - 1)

    async def edit_table_message(self, table: Table, *, repost: bool = False, **payload: Any) -> bool:
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
                if exc.code != THREAD_ARCHIVED or not await self.unarchive(table):
                    raise
                await voice.edit(table, message_id, **payload)  # type: ignore[arg-type]  # see above
        except discord.NotFound:
            log.info("table %s: the table message is gone", table.id)
            return repost and table.running and await self._repost_board(table)
        except discord.HTTPException as exc:
            log.warning("table %s: table message edit failed (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        return True

    async def unarchive(self, table: Table) -> bool:
        """Wake the table's thread: Discord archives a thread after days
        without a post, and a long game (or one waiting on a 24 h turn) can
        outlast that. A thread a moderator locked stays as they left it."""
        try:
            await self.bot.http.edit_channel(table.row.channel_id, archived=False,
                                             reason=f"Table #{table.id} is still being played")
        except discord.HTTPException as exc:
            log.info("table %s: its thread stays archived (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        return True

    async def edit_lobby_card(self, table: Table, **payload: Any) -> None:
        """Edit the card a table left in its channel when it moved to a thread."""
        if not (table.row.lobby_channel_id and table.row.lobby_message_id):
            return
        channel = self.bot.get_partial_messageable(table.row.lobby_channel_id, guild_id=table.row.guild_id)
        try:
            await channel.get_partial_message(table.row.lobby_message_id).edit(**payload)
        except discord.HTTPException as exc:
            log.info("table %s: the lobby card was not edited (status %s, code %s)", table.id, exc.status, exc.code)

    async def _repost_board(self, table: Table) -> bool:
        payload = await self.board_message(table)  # fresh files: a failed request closed the old ones
        digest = self.board_digest(payload)
        try:
            message = await self.bot.voice.post(table, embeds=payload["embeds"], view=payload["view"],
                                                files=payload["attachments"])
        except discord.HTTPException as exc:
            log.warning("table %s: table message not posted again (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        table.row.message_id = message.id
        self.board_shown(table, digest)
        await self.manager.store.set_message(table.id, message.id, table.row.webhook_id)
        return True

    @staticmethod
    def board_digest(payload: dict[str, Any]) -> str:
        """What a board payload shows (read before sending: a sent file is closed)."""
        parts = [[e.to_dict() for e in payload["embeds"]], payload["view"].to_components() if payload["view"] else None,
                 [f.fp.getvalue() if isinstance(f.fp, io.BytesIO) else f.filename for f in payload["attachments"]]]
        return hashlib.sha256(repr(parts).encode()).hexdigest()

    def _event_lines(self, table: Table, result: ActResult,
                     header: list[str]) -> tuple[list[str], dict[int, list[str]], int | None]:
        """The result's public lines (after ``header``), each seat's private
        lines, and where a new deal's lines begin (None: none begins)."""
        presenter = presenter_for(table.row.game)
        lines = list(header)
        private: dict[int, list[str]] = {}
        fresh_from = None
        for step in result.steps:
            first = len(lines)
            for event in step.events:
                if event.kind in presenter.round_starts:
                    fresh_from = len(lines)
                line = presenter.event_line(table, event)
                if not line:
                    continue
                if event.public:
                    lines.append(line)
                else:
                    for seat in event.audience or ():
                        private.setdefault(seat, []).append(line)
            if step.source == "forced" and not step.secret:  # said right after the move itself
                lines.insert(min(first + 1, len(lines)),
                             f"\u21aa **{table.name_of(step.seat)}** had one legal move: I played it.")
        return lines, private, fresh_from

    def _turn_call(self, table: Table, result: ActResult) -> tuple[list[str], Any]:
        """A new public decision's call (mentions, and the live tally) and the
        choices of its channel turn message (None: choices are private)."""
        if not (result.new_decision and not result.finished and table.to_act()):
            return [], None
        presenter = presenter_for(table.row.game)
        call = self._call(table, table.to_act())
        choices = presenter.channel_prompt(table)
        if choices:
            status = presenter.prompt_status(table)
            if status:
                call.append(f"\u2502 {status}")
        return call, choices

    def _log_and_take(self, table: Table, result: ActResult, lines: list[str], fresh_from: int | None,
                      posts_call: bool) -> list[str]:
        """Add the lines to the table log; the lines to post now (none while
        the group goes on): at the end, with a new decision's post, or when
        the group ended; at once where they go into the live post."""
        self.log.add(table.id, lines, fresh_from=fresh_from)
        if result.finished or posts_call or self._group_ended(table, result) \
                or presenter_for(table.row.game).post_kinds is not None:
            return self.log.take(table.id)
        return []

    def settle(self, table: Table, result: ActResult) -> Settled | None:
        """Several processes (a shared store): the table log's part of this
        result, made under the table's row lock and stored before its commit
        (by the table: this only computes), so the process that renders the
        next move, whichever it is, goes on from these lines: they are posted
        once, in order. The log (with the live post's lines) lives in the
        snapshot's meta; ``render`` then posts what was taken here, and makes
        the live post's change planned here."""
        try:
            lines, private, fresh_from = self._event_lines(table, result, self._missed_lines(table, result))
            call, choices = self._turn_call(table, result)
            self.log.load_table(table.id, table.meta.get(LOG_META_KEY))
            taken = self._log_and_take(table, result, lines, fresh_from, bool(call or choices))
            plan = None
            if presenter_for(table.row.game).post_kinds is not None and not result.finished:
                plan = self._plan_live(table, result, taken)
            kept = self.log.dump_table(table.id)
        except Exception:  # a presentation bug must not cost the move: render falls back on this process's log
            log.exception("table %s: its move lines could not be settled", table.id)
            return None
        return Settled({LOG_META_KEY: kept}, (private, taken, plan))

    def _recent(self, table: Table) -> list[str]:
        """The lines "Last moves" shows: the table's own (as stored with its
        copy) on a shared store, this process's log otherwise."""
        if self.manager.store.shared and LOG_META_KEY in table.meta:
            return list(table.meta[LOG_META_KEY].get("recent", ()))
        return self.log.recent(table.id)

    async def render(self, table: Table, result: ActResult, *, skip_prompt_for: int | None = None,
                     header: list[str] | None = None, folded: bool = False, told: int | None = None) -> None:
        """Public lines and the turn ping to the channel; private lines and
        prompts to their seats; then the board. ``folded``: the click's
        answer already edited this result into the table's live post;
        ``told``: the seat the click's answer told its private lines."""
        plan = None
        if result.shown is not None:  # settled under the row lock (several processes)
            private, taken, plan = result.shown
            if header and header[0] == CAUGHT_UP:  # the one line the lock did not know of
                await self.send_lines(table, [CAUGHT_UP])
        elif result.lines is not None and not header:
            lines, private, fresh_from = result.lines
        else:
            lines, private, fresh_from = self._event_lines(table, result, header or [])
        if told is not None and told in private:
            private = {s: lines_ for s, lines_ in private.items() if s != told}
        call, choices = self._turn_call(table, result)
        presenter = presenter_for(table.row.game)
        acting = table.to_act()
        # DMs first: they go through their own queue and must not wait behind
        # a channel post that Discord's per-channel limit may hold back.
        fresh = self.dm_prompts(table, result) - {skip_prompt_for}
        for seat in range(len(table.seats)):
            if table.seats[seat].is_ai:
                continue
            user = table.user_of(seat)
            if seat in result.ended and seat not in fresh and seat != skip_prompt_for \
                    and user is not None and self.bot.delivery is not None:
                self.bot.delivery.retire(user, table.id)
            if not table.seats[seat].away and (seat in fresh or seat in private):
                self._dm(table, seat, private.get(seat, []), prompt=seat in fresh)
        if result.shown is None:
            taken = self._log_and_take(table, result, lines, fresh_from, bool(call or choices))
        if result.finished:
            await self._retire_turn_message(table)
            if taken:
                await self.send_lines(table, taken)
            return  # on_finished posts the results
        if presenter.post_kinds is not None:
            async with self._live_locks.setdefault(table.id, asyncio.Lock()):
                if result.shown is None:
                    plan = self._plan_live(table, result, taken, folded)
                if plan is not None and not (folded and self.manager.store.shared):
                    await self._carry_out(table, plan)
            if result.new_decision:
                self._call_by_dm(table)
        elif result.new_decision and acting:
            view = None if not choices else prompt_view(
                table.id, table.seq, choices, self.table_buttons(table), selects=presenter.prefer_selects(table, None))
            await self._retire_turn_message(table)
            if call or view is not None:
                # A new message is due anyway (it notifies, or carries the
                # choices): the group's lines ride along.
                posted = await self.send_lines(table, taken + call, view=view)
                taken = []
                if view is not None and posted is not None:
                    await self._turn_posted(table, posted.id)
        if taken and presenter.post_kinds is None:
            await self.send_lines(table, taken)
        self.refresh_board(table)
        await self.spirits.sync(table)

    def _call_by_dm(self, table: Table) -> None:
        """A new public decision the channel does not call (no new message
        for it): its players hear of it by DM, once."""
        presenter, seats = presenter_for(table.row.game), table.seats
        for seat in presenter.called_by_dm(table):
            if not seats[seat].is_ai and not seats[seat].away:
                self._dm(table, seat, [presenter.call_line(table, [seat], self._until(table))], prompt=False,
                         notify=True)

    @staticmethod
    def _until(table: Table) -> str:
        """A call's deadline, as Discord shows it in each reader's time."""
        return f" (until <t:{int(table.due_at)}:R>)" if table.due_at else ""

    def _call(self, table: Table, acting: list[int]) -> list[str]:
        """The line that calls the players of a new decision, if any is called."""
        called = self._called(table, acting)
        if not called:
            return []
        return [presenter_for(table.row.game).call_line(table, called, self._until(table))]

    def _opens_post(self, table: Table, result: ActResult) -> bool:
        """Whether a live-post presenter's result is a new channel message:
        news of its own, or a call (only a new message notifies)."""
        presenter = presenter_for(table.row.game)
        return (self.log.live(table.id) is None or presenter.opens_post(table, result.events)
                or bool(result.new_decision and table.to_act() and self._called(table, table.to_act())))

    def _plan_live(self, table: Table, result: ActResult, taken: list[str], folded: bool = False) -> LivePlan | None:
        """The channel side of a result for a presenter with ``post_kinds``:
        a new message for news of its own (it becomes the live post, with
        the decision's choices), otherwise the lines and the current choices
        edited into the live post. The table log keeps the live post as it
        will be at once, so the next result builds on it (on a shared store
        this runs in ``settle``, under the row lock). ``folded``: the click's
        answer showed this result already."""
        if self._opens_post(table, result):
            body = taken + (self._call(table, table.to_act()) if result.new_decision else [])
            if not body and self._live_choices(table)[1] is None:
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
            payload, _ = self._fold_live(table, [])  # the answer that showed it failed
            return LivePlan(post=False, lines=[], payload=payload, message_id=live.message_id, after=live.after)
        if not taken and (all(step.secret for step in result.steps)
                          or presenter_for(table.row.game).channel_prompt(table) is None):
            # Nothing public changed (a night answer, the pyre's): an edit's
            # timing would tell, even one rendered after the table moved on.
            return None
        payload, changed = self._fold_live(table, taken)
        if not changed:
            return None
        return LivePlan(post=False, lines=taken, payload=payload, message_id=live.message_id, after=live.after)

    async def _carry_out(self, table: Table, plan: LivePlan) -> None:
        """Post or edit the live post as planned. A live post Discord refuses
        to edit (deleted, say) is replaced by a new one; one another process
        posted whose id is not recorded yet is left: the next edit shows
        these lines too."""
        if plan.post:
            await self._retire_turn_message(table)
            await self._post_live(table, plan.lines, *self._live_choices(table))
            return
        assert plan.payload is not None
        message_id = plan.message_id or await self._stored_live(table, plan.after)
        if message_id is None or await self.edit_posted(table, message_id, **plan.payload):
            return
        await self._post_live(table, plan.lines, *self._live_choices(table))

    async def _stored_live(self, table: Table, after: int) -> int | None:
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

    def _live_post(self, table: Table) -> LivePost | None:
        """The table's live post: as stored with the table on a shared store."""
        if self.manager.store.shared:
            kept = (table.meta.get(LOG_META_KEY) or {}).get("live")
            return None if kept is None else LivePost.from_json(kept)
        return self.log.live(table.id)

    def _live_choices(self, table: Table) -> tuple[list[str], discord.ui.View | None]:
        """The current decision's status line and choices on a live post."""
        presenter = presenter_for(table.row.game)
        choices = presenter.channel_prompt(table) if table.running else None
        if not choices:
            return [], None
        status = presenter.prompt_status(table)
        return ([f"\u2502 {status}"] if status else []), prompt_view(
            table.id, table.seq, choices, self.table_buttons(table), selects=presenter.prefer_selects(table, None))

    def _live_payload(self, table: Table, lines: tuple[str, ...]) -> dict[str, Any]:
        """The live post showing ``lines``, then the current decision's
        status and choices; the oldest lines but the first give way to fit."""
        tail, view = self._live_choices(table)
        head, rest = list(lines[:1]), list(lines[1:])
        cut: list[str] = []
        while len(rest) > 1 and len("\n".join(head + cut + rest + tail)) > CONTENT_MAX:
            rest.pop(0)
            cut = ["\u2026"]
        return {"content": "\n".join(head + cut + rest + tail)[:CONTENT_MAX], "view": view}

    @staticmethod
    def _live_digest(payload: dict[str, Any]) -> str:
        view = payload.get("view")
        shown = [payload.get("content"), view.to_components() if view is not None else None]
        return hashlib.sha256(repr(shown).encode()).hexdigest()

    def _live_shown(self, table: Table, post: LivePost, payload: dict[str, Any]) -> None:
        """The live post shows ``payload`` (or is about to): keep it, and whether its buttons are live."""
        self.log.keep_live(table.id, LivePost(post.message_id, post.lines, self._live_digest(payload), post.after))
        if payload.get("view") is not None:
            self._turns[table.id] = post.message_id
        elif self._turns.get(table.id) == post.message_id:
            del self._turns[table.id]

    def _fold_live(self, table: Table, lines: list[str]) -> tuple[dict[str, Any], bool]:
        """Add ``lines`` to the live post with the current choices and keep
        it as shown, at once (a concurrent render then builds on it):
        returns the payload to send and whether it changes what the message
        shows."""
        live = self.log.live(table.id)
        assert live is not None
        post = LivePost(live.message_id, live.lines + tuple(lines), after=live.after)
        payload = self._live_payload(table, post.lines)
        self._live_shown(table, post, payload)
        return payload, self._live_digest(payload) != live.shown

    async def _post_live(self, table: Table, lines: list[str], tail: list[str], view: discord.ui.View | None) -> None:
        """Post ``lines`` with the current choices: the new live post (of a
        post too long for one message, its last part, which holds the choices).
        On a shared store it is recorded as the table's channel message,
        where the other processes find it."""
        posted = await self.send_lines(table, lines + tail, view=view)
        if posted is None:
            return
        # its content's lines but the choices' status (a long post puts its other lines in embeds: cogs/posts.py)
        shown = tuple(line for line in (posted.content or "").split("\n") if line and line not in tail)
        self._live_shown(table, LivePost(posted.id, shown), {"content": posted.content, "view": view})
        if self.manager.store.shared:
            await self._turn_posted(table, posted.id, live=view is not None)

    async def _remind_live(self, table: Table) -> bool:
        """The halfway reminder of a decision whose choices are on the live
        post: its status names who has still to answer (an edit, which
        notifies nobody); False if there is no such post."""
        live = self._live_post(table)
        if live is None or self._live_choices(table)[1] is None:
            return False
        async with self._live_locks.setdefault(table.id, asyncio.Lock()):
            if self.manager.store.shared:
                message_id = live.message_id or await self._stored_live(table, live.after)
                if message_id is not None:
                    await self.edit_posted(table, message_id, **self._live_payload(table, live.lines))
                return True
            payload, changed = self._fold_live(table, [])
            if changed and not await self.edit_posted(table, live.message_id, **payload):
                await self._post_live(table, [], *self._live_choices(table))
        return True

    async def edit_posted(self, table: Table, message_id: int, **payload: Any) -> bool:
        """Edit a message this table posted in its channel (not the table
        message); False when Discord refused it (logged)."""
        try:
            await self.bot.voice.edit(table, message_id, **payload)
        except discord.HTTPException as exc:
            log.info("table %s: a posted message was not edited (status %s, code %s)", table.id, exc.status, exc.code)
            return False
        return True

    def _group_ended(self, table: Table, result: ActResult) -> bool:
        """Whether the lines waiting in the table log are posted now: at the
        end of a trick or round step, when the group grew long, or at once
        for a game that does not group its lines."""
        presenter = presenter_for(table.row.game)
        ends = presenter.group_ends
        if ends is None or self.log.full(table.id, presenter.group_lines):
            return True
        return any(event.public and event.kind in ends for event in result.events)

    @staticmethod
    def _called(table: Table, acting: list[int]) -> list[int]:
        """Whom the channel mentions for a new decision: one notification per
        decision, so where the choices come by DM the DM is it, and only
        players whose DMs are closed are called here (all of them who may
        act, in a secret phase, so the call does not say who has a choice)."""
        assert table.state is not None
        seats, presenter = table.seats, presenter_for(table.row.game)
        if presenter.prompts_by_dm(table):
            return [s for s in acting if not seats[s].is_ai and not seats[s].away and seats[s].dm_closed]
        return [s for s in presenter.called_seats(table) if not seats[s].is_ai and not seats[s].away]

    async def _retire_turn_message(self, table: Table) -> None:
        """Take the buttons off the last channel turn message (a timeout or a
        private answer ended its decision without a click on it)."""
        message_id = self._turns.pop(table.id, None)
        if self.manager.store.shared:  # another process may have posted it
            message_id = await self._stored_turn(table)
        if message_id is not None:
            await self._unbutton_turn(table, message_id)

    async def _unbutton_turn(self, table: Table, message_id: int) -> None:
        try:
            await self.bot.voice.edit(table, message_id, view=None)
        except discord.HTTPException as exc:
            log.info("table %s: an old turn message kept its buttons (status %s, code %s)",
                     table.id, exc.status, exc.code)

    async def _stored_turn(self, table: Table) -> int | None:
        """The table's live turn message as the store has it (several processes)."""
        try:
            shown = await self.manager.store.shown_message(table.id, CHANNEL)
        except StoreError as exc:
            log.warning("table %s: its turn message could not be read (%s)", table.id, exc)
            return None
        if shown is None or not shown.live:
            return None
        await self._turn_spent(table, shown.message_id)
        return shown.message_id

    async def _turn_spent(self, table: Table, message_id: int) -> None:
        try:
            await self.manager.store.message_spent(table.id, CHANNEL, message_id)
        except StoreError as exc:
            log.warning("table %s: a retired turn message could not be recorded (%s)", table.id, exc)

    async def _turn_posted(self, table: Table, message_id: int, *, live: bool = True) -> None:
        """A turn message with live choices was posted (``live``; a live post
        without choices is recorded too). Several processes: it is swapped in
        as the table's turn message; one posted elsewhere in the meantime
        loses its buttons (or this one, if that one is newer)."""
        if live:
            self._turns[table.id] = message_id
        if not self.manager.store.shared:
            return
        try:
            swap = await self.manager.store.show_message(table.id, CHANNEL, message_id, live)
        except StoreError as exc:
            log.warning("table %s: its turn message could not be recorded (%s)", table.id, exc)
            return
        if not swap.stored:  # a newer turn message is live: this one is not
            self._turns.pop(table.id, None)
            if live:
                await self._unbutton_turn(table, message_id)
        elif swap.replaced_live is not None:
            await self._unbutton_turn(table, swap.replaced_live)

    async def send_lines(self, table: Table, lines: list[str],
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

    def _cannot_post(self, table: Table) -> None:
        """Players hear once by DM why the channel went quiet (and how to go on)."""
        if table.id in self._unposted or self.bot.delivery is None:
            return
        self._unposted.add(table.id)
        label = presenter_for(table.row.game).hand_label
        for seat in range(len(table.seats)):
            user = table.user_of(seat)
            if user is not None and not table.seats[seat].is_ai and not table.seats[seat].dm_closed:
                self.bot.delivery.send(user, table.id, content=(
                    f"**{table.game.title}** in <#{table.row.channel_id}>: I may not post in that channel any more. "
                    f"The game goes on: use the **{label}** button on the table message (and your DMs) to play."))

    @staticmethod
    def dm_prompts(table: Table, result: ActResult) -> set[int]:
        """Seats this result gives a new private prompt, each exactly once: a
        prompt already replaced by a later action is left to that action's
        render (renders of concurrent clicks run after the table moved on)."""
        presenter = presenter_for(table.row.game)
        if result.finished or not table.running or not presenter.prompts_by_dm(table):
            return set()
        return {seat for seat, epoch in result.prompts.items()
                if table.epoch(seat) == epoch and presenter.needs_prompt(table, seat)}

    def _dm(self, table: Table, seat: int, lines: list[str], prompt: bool, *, notify: bool = False) -> None:
        """A seat's private news. ``prompt``: a new decision of theirs, a new
        DM (its one notification); ``notify``: a new DM without choices (a
        reminder); otherwise their private screen (the newest prompt) is
        edited to show the lines and their current hand, which notifies nobody."""
        user = table.user_of(seat)
        if user is None or self.bot.delivery is None or table.seats[seat].dm_closed:
            return
        if not (prompt or notify or lines):
            return
        content = self._dm_content(table, lines)
        if notify:
            self.bot.delivery.send(user, table.id, content=content)
            return
        kwargs = self.private_prompt(table, seat)
        kwargs["content"] = content
        if prompt:
            if kwargs.get("view") is None:
                kwargs.pop("view", None)
            self.bot.delivery.send(user, table.id, prompt=kwargs.get("view") is not None, screen=True, **kwargs)
        else:
            self.bot.delivery.update(user, table.id, **kwargs)

    @staticmethod
    def _dm_content(table: Table, lines: list[str]) -> str:
        """A private message's text: the table it is about, then the lines."""
        return (f"**{table.game.title}** in <#{table.row.channel_id}>\n" + "\n".join(lines))[:CONTENT_MAX]

    def deal(self, table: Table, skip: set[int]) -> None:
        """Private starting information (hands, roles) by DM to every seat."""
        if not table.game.game_type.hidden_information:
            return
        for seat in range(len(table.seats)):
            if not table.seats[seat].is_ai and seat not in skip:
                self._dm(table, seat, [], prompt=True)

    async def _dm_closed(self, table_id: int, user_id: int) -> None:
        table = self.manager.tables.get(table_id)
        if table is None:
            return
        seat = table.seat_of(user_id)
        if seat is not None:
            table.seats[seat].dm_closed = True
            await table.store.update_seat(table.id, table.seats[seat])
        label = presenter_for(table.row.game).hand_label
        await self.send_lines(table, [
            f"<@{user_id}>, I can't send you direct messages. Use the **{label}** button on the "
            "table message to see your private information and choices."])

    # -- the manager's renderer hooks ------------------------------------------

    async def on_timeout(self, table: Table, result: ActResult, *, catch_up: bool) -> None:
        """Who ran out of time is public, except in a secret phase (Somna's
        night): then only the player hears it, by DM, with no public trace."""
        header = ([CAUGHT_UP] if catch_up else []) + self._missed_lines(table, result)
        await self.render(table, result, header=header)
        for step in result.steps:
            if step.source == "timeout" and step.missed and step.secret and not table.seats[step.seat].dm_closed:
                note = "\u23f0 Your time ran out, so I answered for you (what you would do by default)."
                if table.seats[step.seat].away:
                    note += " You now play by default until you press **I'm back** on the table message."
                self._dm(table, step.seat, [note], prompt=False)

    @staticmethod
    def _missed_lines(table: Table, result: ActResult) -> list[str]:
        """The channel's lines on who ran out of time (none in a secret phase)."""
        lines = []
        for step in result.steps:
            if step.source != "timeout" or not step.missed or step.secret:
                continue
            lines.append(f"\u23f0 **{table.name_of(step.seat)}** ran out of time; I played for them.")
            if table.seats[step.seat].away:
                lines.append(f"**{table.name_of(step.seat)}** is now away and plays by default until they press "
                             "**I'm back**.")
        return lines

    async def on_reminder(self, table: Table) -> None:
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
                self._dm(table, seat, [f"\u23f3 Half your time is gone (ends {when})."], prompt=False, notify=True)
            return
        if presenter.post_kinds is not None and await self._remind_live(table):
            return
        if presenter.prompts_by_dm(table):
            # The prompt itself says so (an edit, its choices kept); the mention below is the one call.
            for seat in waiting:
                self._dm(table, seat, [f"\u23f3 Half your time is gone (ends {when})."], prompt=False)
        pings = " ".join(presenter.mention(table, s) for s in waiting)
        await self.send_lines(table, [f"\u23f3 {pings}: half your time is gone (ends {when})."])

    async def on_lobby_expired(self, table: Table) -> None:
        if table.row.message_id:
            await self.edit_table_message(
                table, content="This lobby closed after 15 minutes without activity. Start a new one with /play.",
                embed=None, view=None)

    async def _rating_moves(self, table: Table) -> dict[int, str] | None:
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
                found[seat] = f" \u00b7 rating {change['after']:.1f} ({change['after'] - change['before']:+.1f})"
        return found

    async def on_finished(self, table: Table) -> None:
        presenter = presenter_for(table.row.game)
        assert table.state is not None
        outcome = sorted(table.state.outcome(), key=lambda r: (r.place, r.seat))
        winners = [table.name_of(r.seat) for r in outcome if r.won]
        lines = [f"\U0001f3c1 **{table.game.title}** is over. "
                 + (f"Winner{'s' if len(winners) > 1 else ''}: **{', '.join(winners)}**." if winners else "Nobody won.")]
        moved = await self._rating_moves(table)
        lines += [presenter.result_line(table, r) + result_note(table, r.seat) + (moved or {}).get(r.seat, "")
                  for r in outcome]
        lines.append("Results are saved: see /stats and /leaderboard." if moved != {} else
                     "Results are saved: see /stats. Not rated: " + (
                         "a practice table (a bot player, or /play with practice)." if table.practice else
                         "that takes two human players on different sides."))
        await self.send_lines(table, lines, view=result_view(table.id))  # Play again, Ping me (cogs/rematch.py)
        if table.row.lobby_message_id:  # the channel the table left for its thread sees the result too
            await self.edit_lobby_card(table, content=None, view=result_view(table.id), attachments=[], embed=discord.Embed(
                title=f"{table.game.title}: finished", colour=COLOUR,
                description="\n".join(lines[:-1] + [f"The game: <#{table.row.channel_id}>"])[:4000]))
        task = self._edits.pop(table.id, None)
        if task is not None:
            task.cancel()
        if table.row.message_id:
            await self.show_board(table)
        elif table.row.lobby_message_id:  # its thread never took the table message: the final board goes there
            await self._repost_board(table)
        self.log.forget(table.id)
        self._live_locks.pop(table.id, None)
        self._prompts.pop(table.id, None)
        if self.bot.delivery is not None:
            self.bot.delivery.forget(table.id)
        await self.spirits.release(table)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Play(bot))
