"""A seat's private screens: its prompt (hand or role, choices, picture)
as DM and My hand show it, built once per sequence number; new DMs for a
new decision; the answer to a click on a private prompt.

Private news between a seat's decisions (what another's move told it) is
held for its next screen, the answer to its next click or its next prompt,
not edited into an old DM: a DM edit costs a request of the bot's global
budget and shows the player what they did not ask for (issue 30)."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any, Sequence

import discord

from bot.pictures import Picture
from bot.ui import prompt_view
from cogs.hints import hint_buttons
from cogs.present import presenter_for
from words import Text, speaking

from .kit import ANSWER_EDITABLE_SECONDS, HAND_PICTURE, MAX_PROMPT_TABLES, dm_content
from .speech import of_seat

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import ActResult, Table

log = logging.getLogger(__name__)

EPHEMERAL_EDITABLE_SECONDS = ANSWER_EDITABLE_SECONDS
# The most lines of news held for a seat's next screen: the newest are kept
# (its screen shows the hand as it is now; the lines only say how it came).
HELD_LINES = 20


def dm_prompts(table: "Table", result: "ActResult") -> set[int]:
    """Seats this result gives a new private prompt, each exactly once: a
    prompt already replaced by a later action is left to that action's
    render (renders of concurrent clicks run after the table moved on)."""
    presenter = presenter_for(table.row.game)
    if result.finished or not table.running or not presenter.prompts_by_dm(table):
        return set()
    return {seat for seat, epoch in result.prompts.items()
            if table.epoch(seat) == epoch and presenter.needs_prompt(table, seat)}


class PrivateScreens:
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        # Each table's private prompts as drawn at its current sequence number:
        # the DM prompt, a My hand press and a retried answer of the same
        # decision show the same screen, built once (a prompt costs a Somnia
        # hand about 0.3 ms: its embed, choices, buttons and picture key).
        self._prompts: dict[int, tuple[tuple[int, bool], dict[int, dict[str, Any]]]] = {}
        # The newest ephemeral prompt (My hand) showing choices, by (table, seat).
        self._ephemeral: dict[tuple[int, int], discord.Interaction] = {}
        self._retiring: set[asyncio.Task[None]] = set()
        # News for a seat's next screen, by (table, seat), said in its player's language.
        self._held: dict[tuple[int, int], list[str]] = {}

    def forget(self, table_id: int) -> None:
        self._prompts.pop(table_id, None)
        for key in [k for k in self._ephemeral if k[0] == table_id]:
            del self._ephemeral[key]
        for key in [k for k in self._held if k[0] == table_id]:
            del self._held[key]

    def _hold(self, table: "Table", seat: int, lines: list[str]) -> None:
        held = self._held.setdefault((table.id, seat), [])
        held.extend(lines)
        del held[:-HELD_LINES]

    def _with_held(self, table: "Table", seat: int, lines: list[str]) -> list[str]:
        """The news held for the seat, then ``lines``: its next screen says them all."""
        return self._held.pop((table.id, seat), []) + lines

    def shown_ephemeral(self, table: "Table", seat: int, interaction: discord.Interaction) -> None:
        """An ephemeral answer (My hand) now shows the seat's choices: it loses
        them when their decision ends (``retire_ephemeral``), as a DM prompt does."""
        self._ephemeral[(table.id, seat)] = interaction

    def retire_ephemeral(self, table: "Table", seat: int) -> None:
        """The seat's decision ended: the ephemeral prompt it was shown, if
        any, is edited to keep its text without the buttons (an edit
        notifies nobody; Discord keeps an interaction's answer editable for
        15 minutes, and an older one is left as it is)."""
        interaction = self._ephemeral.pop((table.id, seat), None)
        if interaction is None or time.time() - interaction.created_at.timestamp() > EPHEMERAL_EDITABLE_SECONDS:
            return
        task = asyncio.create_task(self._unbutton(interaction), name=f"table-{table.id}-ephemeral-retire")
        self._retiring.add(task)
        task.add_done_callback(self._retiring.discard)

    @staticmethod
    async def _unbutton(interaction: discord.Interaction) -> None:
        try:
            await interaction.edit_original_response(view=None)
        except discord.HTTPException as exc:  # dismissed or expired: its clicks are refused anyway
            log.info("an ephemeral prompt kept its buttons (status %s, code %s)", exc.status, exc.code)

    def screen(self, table: "Table", seat: int) -> dict[str, Any]:
        """The seat's prompt as My hand shows it: with the news held for it."""
        prompt = self.prompt(table, seat)
        held = self._with_held(table, seat, [])
        if held:
            with speaking(of_seat(self.bot, table, seat)):
                prompt["content"] = dm_content(table, held)
        return prompt

    def prompt(self, table: "Table", seat: int) -> dict[str, Any]:
        """The seat's private view with its current choices (DM and My hand):
        a new dict each call (callers add content, take the picture out),
        built once per sequence number (what it shows changes only with the
        table's state, and so with its sequence number, or its end)."""
        drawn = self._drawn(table)
        if seat not in drawn:
            with speaking(of_seat(self.bot, table, seat)):  # a seat's screen speaks its player's language
                drawn[seat] = self._build(table, seat)
        return dict(drawn[seat])

    def _drawn(self, table: "Table") -> dict[int, dict[str, Any]]:
        """The prompts drawn at the table's current sequence number, by seat."""
        drawn_at = (table.seq, table.running)
        cached = self._prompts.get(table.id)
        if cached is None or cached[0] != drawn_at:
            if len(self._prompts) >= MAX_PROMPT_TABLES:
                del self._prompts[next(iter(self._prompts))]  # the table least recently changed
            self._prompts.pop(table.id, None)
            cached = self._prompts[table.id] = (drawn_at, {})
        return cached[1]

    def _build(self, table: "Table", seat: int) -> dict[str, Any]:
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

    async def answer_click(self, interaction: discord.Interaction, table: "Table", seat: int,
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
        prompt = self.prompt(table, seat)
        picture = prompt.pop("picture", None)
        news = self._with_held(table, seat, news)
        if news:
            with speaking(of_seat(self.bot, table, seat)):
                prompt["content"] = dm_content(table, news)
        if picture is not None and prompt.get("view") is None and self.bot.pictures.cached(picture) is None:
            prompt["embed"] = prompt["embed"].copy().set_image(url=None)  # the built prompt is shared
            picture = None
        await self.bot.pictures.answer(interaction, prompt, picture, reply=False,
                                       name=f"table-{table.id}-picture-edit")
        return prompt.get("view") is not None

    def dm(self, table: "Table", seat: int, lines: Sequence[str | Text], prompt: bool, *,
           notify: bool = False, news: bool = False) -> None:
        """A seat's private news. ``prompt``: a new decision of theirs, a new
        DM (its one notification); ``notify``: a new DM without choices (a
        reminder); ``news``: the lines are news the player must hear of (a
        game whose ``news_notifies``): their private screen comes anew, as a
        new DM, which supersedes the old prompt; otherwise the lines are held
        for the seat's next screen (no request now). A ``Text`` line is said
        in the player's language."""
        user = table.user_of(seat)
        if user is None or self.bot.delivery is None or table.seats[seat].dm_closed:
            return
        if not (prompt or notify or lines):
            return
        with speaking(of_seat(self.bot, table, seat)):
            said = [str(line) for line in lines]
        if not (prompt or notify or news):
            self._hold(table, seat, said)
            return
        if not notify:
            said = self._with_held(table, seat, said)
        with speaking(of_seat(self.bot, table, seat)):
            content = dm_content(table, said)
        if notify:
            self.bot.delivery.send(user, table.id, content=content)
            return
        kwargs = self.prompt(table, seat)
        kwargs["content"] = content
        if prompt:
            if kwargs.get("view") is None:
                kwargs.pop("view", None)
            self.bot.delivery.send(user, table.id, prompt=kwargs.get("view") is not None, screen=True, **kwargs)
        else:
            self.bot.delivery.send(user, table.id, news=True, **kwargs)

    def deal(self, table: "Table", skip: set[int]) -> None:
        """Private starting information (hands, roles) by DM to every seat."""
        if not table.game.game_type.hidden_information:
            return
        for seat in range(len(table.seats)):
            if not table.seats[seat].is_ai and seat not in skip:
                self.dm(table, seat, [], prompt=True)
