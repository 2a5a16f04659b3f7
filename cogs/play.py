"""Running games on Discord: the persistent component router.

Every in-game component is a ``DynamicItem`` whose custom id carries the table,
the sequence number it was drawn at and the action, so clicks keep working
after a restart. This cog decides no rule and draws no screen: it decodes a
click, hands it to the table manager, answers it, and has the screens
(``cogs/screens``) show what came back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from bot import failures
from bot.errors import ExtendRefused, GameError, NotSeated, StaleChoice
from bot.tables import EXTEND_SECONDS
from bot.ui import CONFIRM_MARK, BUTTON_TEMPLATE, SELECT_TEMPLATE, acknowledged_in_time, confirm_view, thinking
from cogs.hints import show_hint
from cogs.present import presenter_for
from cogs.refusals import click_refused
from cogs.screens import Renderer, screens
from cogs.screens.lines import private_lines
from cogs.screens.speech import audience, of_answer, of_channel, warm
from cogs.table_log import LivePost
from words import speaking, t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.manager import TableManager
    from bot.tables import Table

log = logging.getLogger(__name__)
# How long a click waits for its clicker's stored language before answering in their client's.
WARM_SECONDS = 0.5


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
            with speaking(of_answer(cog.bot, interaction)):
                await failures.answer(interaction, t("play-pick-one"))
            return
        value = values[0]
        if value.startswith(CONFIRM_MARK):
            await cog.route(interaction, self.table, self.seq, "c", value[len(CONFIRM_MARK):])
        else:
            await cog.route(interaction, self.table, self.seq, "a", value)


class Play(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self.screens: Renderer = screens(bot)

    @property
    def manager(self) -> "TableManager":
        assert self.bot.tables is not None
        return self.bot.tables

    async def cog_load(self) -> None:
        from bot.delivery import Delivery

        self.bot.add_dynamic_items(GameButton, GameSelect)
        store = self.manager.store
        # Several processes: the players' screens are read from and recorded in the store.
        self.bot.delivery = Delivery(self.bot, self.screens.dm_closed, store=store if store.shared else None)
        self.manager.renderer = self.screens
        self.bot.message_heard = self.heard
        await self.screens.load_kept()

    async def cog_unload(self) -> None:
        self.bot.message_heard = None
        self.bot.remove_dynamic_items(GameButton, GameSelect)
        await self.screens.save_kept()

    def heard(self, channel_id: int, message_id: int) -> None:
        """Any message in a table's channel, the table's own included: it may
        push the table message out of view (see ``Board.heard``)."""
        table = self.manager.in_channel(channel_id) if self.bot.tables is not None else None
        if table is not None:
            self.screens.board.heard(table, message_id)

    # -- routing -----------------------------------------------------------

    async def route(self, interaction: discord.Interaction, table_id: int, seq: int, kind: str,
                    arg: str | None) -> None:
        """A component's click, answered in the clicking user's language
        (what it changes in the channel speaks the channel's)."""
        store = self.bot.store
        if store is not None and store.cached_user_locales(interaction.user.id) is None:
            # the clicker's own choice, read once; a busy store is not waited for
            with contextlib.suppress(asyncio.TimeoutError):  # (the answer then speaks their client's language)
                await asyncio.wait_for(asyncio.shield(store.warm_locales(None, [interaction.user.id])),
                                       WARM_SECONDS)
        with speaking(of_answer(self.bot, interaction)):
            if not await click_refused(self.bot, interaction):  # over the click rate: "slow down", nothing done
                await self._route(interaction, table_id, seq, kind, arg)

    async def _route(self, interaction: discord.Interaction, table_id: int, seq: int, kind: str,
                     arg: str | None) -> None:
        try:
            if kind in self.screens.lobby_routes:
                handler, takes_arg = self.screens.lobby_routes[kind]
                await handler(interaction, table_id, *((arg,) if takes_arg and arg is not None else ()))
            elif kind == "a" and arg is not None:
                await self._act(interaction, table_id, seq, arg)
            elif kind == "c" and arg is not None:
                await self._confirm(interaction, table_id, seq, arg)
            elif kind == "no":
                await interaction.response.edit_message(content=t("play-cancelled"), view=None)
            elif kind == "hand":
                await self._show_hand(interaction, table_id)
            elif kind == "back":
                await self._back(interaction, table_id)
            elif kind == "extend":
                await self._extend(interaction, table_id)
            elif kind == "hint":
                await show_hint(self.manager, interaction, table_id)
            else:
                await failures.answer(interaction, t("play-unknown-button"))
        except StaleChoice as exc:
            table = self.manager.tables.get(table_id)
            await failures.answer(interaction, exc.for_button(presenter_for(table.row.game).hand_label) if table else str(exc))
        except Exception as exc:  # the one error path: a sentence for the player, the cause in the log
            await failures.report(interaction, exc, table_id=table_id)

    async def _act(self, interaction: discord.Interaction, table_id: int, seq: int, text: str) -> None:
        table = await self.manager.fetch(table_id)
        in_channel = interaction.guild_id is not None and not (
            interaction.message is not None and interaction.message.flags.ephemeral)
        async with acknowledged_in_time(interaction, table.plays_for_seats()) as saved:
            await warm(self.bot, table)  # the languages the move's lines are made in
            seat = table.seat_of(interaction.user.id)
            # What was chosen, named while the state still shows it (a label may
            # read the position, e.g. the dreams on offer): only a channel prompt shows it.
            with speaking(of_channel(self.bot, table)):
                chosen = self._label_before(table, seat, text) if in_channel else ""
            result = await self.manager.act(table_id, interaction.user.id, text, seq, saved)
        assert seat is not None
        self.screens.record.shown(table, result)  # a shared store's lines, which the answer may show
        # The move is committed: whatever happens to the answer, the rest
        # (prompts, the board, the results) runs to the end.
        answered = folded = False
        told = None
        try:
            if thinking(interaction):
                # A slow save was acknowledged as "thinking": that answer says it
                # counted, and the render retires the clicked prompt as for any move.
                await interaction.edit_original_response(content=t("play-saved-slowly"))
            elif in_channel:
                with speaking(of_channel(self.bot, table)):
                    edit = self.screens.live.click_answer(table, seat, result, interaction, chosen)
                folded = edit.pop("folded", False)
                if edit["view"] is None and interaction.message is not None \
                        and self.screens.channel.turns.get(table.id) == interaction.message.id:
                    del self.screens.channel.turns[table.id]  # this edit takes its buttons off
                if interaction.response.is_done():
                    await interaction.edit_original_response(**edit)
                else:
                    await interaction.response.edit_message(**edit)
                if edit["view"] is None and interaction.message is not None and self.manager.store.shared:
                    await self.screens.channel.turn_spent(table, interaction.message.id)
            else:
                # On a private prompt (DM or My hand), the move's private lines
                # for the clicker are said in this answer: no DM edit tells them again.
                tells_news = interaction.message is not None
                if tells_news and result.new_decision and presenter_for(table.row.game).news_notifies:
                    tells_news = False  # what the next phase tells them is news of its own: a new DM (render)
                news = private_lines(table, result, audience(self.bot, table)).get(seat, []) if tells_news else []
                told = seat if tells_news else None
                choices = await self.screens.private.answer_click(interaction, table, seat, news)
                if choices and interaction.message is not None and interaction.message.flags.ephemeral:
                    self.screens.private.shown_ephemeral(table, seat, interaction)
                if interaction.message is not None and self.bot.delivery:
                    if interaction.message.flags.ephemeral:
                        # answered from My hand: the DM prompt of the same decision is spent
                        # (left as it is: a click on it is refused as from an earlier turn)
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
            elif folded and (live := self.screens.log.live(table.id)) is not None:
                # not shown: the render edits it
                self.screens.log.keep_live(table.id, LivePost(live.message_id, live.lines, after=live.after))
        # A click on a private prompt is answered with the seat's next prompt;
        # a click in the channel (a vote) is not, so a new private decision
        # of the clicker (the pyre after the deciding vote) still comes by DM.
        await self.screens.render(table, result, skip_prompt_for=seat if answered and not in_channel else None,
                          folded=folded, told=told if answered else None)
        if result.finished:
            await self.screens.on_finished(table)

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

    async def _show_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        table = await self.manager.fetch(table_id, fresh=True)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise GameError(t("play-not-seated-here"))
        if not table.running:
            raise GameError(t("play-not-started"))
        prompt = self.screens.private.screen(table, seat)
        if prompt["view"] is None:
            del prompt["view"]
        else:
            self.screens.private.shown_ephemeral(table, seat, interaction)
        await self.bot.pictures.answer(interaction, prompt, prompt.pop("picture", None), reply=True,
                                       name=f"table-{table.id}-picture-edit")

    async def _extend(self, interaction: discord.Interaction, table_id: int) -> None:
        """The host's More time: the table decides (host only, once per
        stretch of play); the answer is the clicker's alone, the board shows
        the new deadline."""
        table = await self.manager.fetch(table_id)
        try:
            due = await table.extend(interaction.user.id)
        except ExtendRefused as refused:
            await failures.answer(interaction, t(f"somna-extend-refused-{refused.why.replace('_', '-')}"))
            return
        self.manager.arm(table)
        await failures.answer(interaction, t("somna-extend-done", minutes=EXTEND_SECONDS // 60, ends=str(int(due))))
        self.screens.board.refresh(table)

    async def _back(self, interaction: discord.Interaction, table_id: int) -> None:
        table = await self.manager.fetch(table_id)
        was_away = await table.set_back(interaction.user.id)
        await failures.answer(interaction, t("play-welcome-back") if was_away else t("play-not-away"))
        self.screens.board.refresh(table)


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Play(bot))
