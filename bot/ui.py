"""Shared UI: custom ids and the component layout of action prompts.

Custom ids are ``dg:<table>:<seq>:<kind>[:<arg>]`` for buttons and
``ds:<table>:<seq>:<kind>`` for selects. They carry everything needed to act,
so components keep working after a restart (the play cog registers
``DynamicItem`` classes for both shapes).
"""

from __future__ import annotations

import asyncio
import re
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Any, AsyncIterator, Literal, Sequence

import discord

from words import t

# A table id is a positive 64-bit integer: at most 18 digits here (2**63 has
# 19), so a forged id never reaches the store as a number it cannot hold. A
# custom id that does not match is nobody's: the click is answered "no longer
# in use" (bot/app.py) and changes nothing.
_IDS = r"(?P<table>[1-9]\d{0,17}):(?P<seq>-?\d{1,9}):(?P<kind>[a-z]{1,12})(?::(?P<arg>[^\n]{1,90}))?"
BUTTON_TEMPLATE = "dg:" + _IDS
SELECT_TEMPLATE = "ds:" + _IDS
MAX_CUSTOM_ID = 100
MAX_BUTTONS = 20  # four rows of five; the fifth row is for table buttons
MAX_LABEL = 80
CONFIRM_MARK = "!"  # a select value asking for confirmation first
# Minutes without a post before Discord archives a thread: the longest it
# takes, since a long game (24 h turns) must not see its thread archived.
THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 10080  # a week; Discord takes only these


class RoutedView(discord.ui.View):
    """The components of a message whose clicks the ``DynamicItem`` routers
    answer (their custom ids say everything: ``dg:``/``ds:`` here, ``rp:``
    for replays). discord.py would otherwise keep every such view it sends,
    keyed by message, for ever (``timeout=None``; 15 minutes for an
    ephemeral answer), and start a second, empty handler for each click on
    it beside the router's. discord.py stores a sent view only while it is
    not finished (and, but for an interaction's first answer, dispatchable):
    this one is born finished, as nothing waits on it."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_finished(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False


class AnsweringView(discord.ui.View):
    """A view whose failures go through the one error path (bot.failures)."""

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any], /) -> None:
        from .failures import report  # failures reads custom ids with this module

        await report(interaction, error)


def button_id(table_id: int, seq: int, kind: str, arg: str | None = None) -> str:
    text = f"dg:{table_id}:{seq}:{kind}" + (f":{arg}" if arg is not None else "")
    if len(text) > MAX_CUSTOM_ID:
        raise ValueError("custom id too long")
    return text


def select_id(table_id: int, seq: int, kind: str, arg: str | None = None) -> str:
    return "ds" + button_id(table_id, seq, kind, arg)[2:]


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action as the player sees it."""

    group: str  # what the choice is about, e.g. "Play a card"
    label: str
    value: str  # the engine's encoding of the action
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    emoji: str | None = None
    description: str | None = None
    # A question asked (with Yes / Cancel) before the action is taken, for
    # choices a player should not make by a slip of the finger.
    confirm: str | None = None

    @property
    def kind(self) -> str:
        return "c" if self.confirm else "a"


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def prompt_view(table_id: int, seq: int, choices: Sequence[Choice],
                extra: Sequence[discord.ui.Button[discord.ui.View]] = (), selects: bool = False) -> discord.ui.View:
    """Buttons when the choices fit (unless ``selects`` asks for menus),
    otherwise one select per group."""
    view = RoutedView()
    fits_buttons = not selects and len(choices) <= MAX_BUTTONS and all(
        len(button_id(table_id, seq, c.kind, c.value)) <= MAX_CUSTOM_ID for c in choices)
    if fits_buttons:
        for i, c in enumerate(choices):
            view.add_item(discord.ui.Button(
                label=_clip(c.label, MAX_LABEL), style=c.style, emoji=c.emoji,
                custom_id=button_id(table_id, seq, c.kind, c.value), row=i // 5))
    else:
        groups: dict[str, list[Choice]] = {}
        for c in choices:
            groups.setdefault(c.group, []).append(c)
        rows = 0
        lone: list[Choice] = []  # a group with a single choice reads better as a button
        for g_index, (group, items) in enumerate(groups.items()):
            if len(items) == 1 and len(button_id(table_id, seq, items[0].kind, items[0].value)) <= MAX_CUSTOM_ID:
                lone.append(items[0])
                continue
            for part in range(0, len(items), 25):
                if rows >= 4:
                    break
                chunk = items[part: part + 25]
                placeholder = group if len(items) <= 25 else t(
                    "bot-select-part", group=group, first=part + 1, last=part + len(chunk))
                select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
                    custom_id=select_id(table_id, seq, "a", f"{g_index}.{part}"),
                    placeholder=_clip(placeholder, 150), row=rows,
                    options=[discord.SelectOption(label=_clip(c.label, 100), emoji=c.emoji,
                                                  value=CONFIRM_MARK + c.value if c.confirm else c.value,
                                                  description=_clip(c.description, 100) if c.description else None)
                             for c in chunk])
                view.add_item(select)
                rows += 1
        for i, c in enumerate(lone[: 5 * max(0, 4 - rows)]):
            view.add_item(discord.ui.Button(
                label=_clip(c.label, MAX_LABEL), style=c.style, emoji=c.emoji,
                custom_id=button_id(table_id, seq, c.kind, c.value), row=rows + i // 5))
    for button in extra:
        button.row = 4
        view.add_item(button)
    return view


def confirm_view(table_id: int, seq: int, choice: Choice) -> discord.ui.View:
    view = RoutedView()
    view.add_item(discord.ui.Button(label=_clip(t("bot-button-yes", choice=choice.label), MAX_LABEL), style=discord.ButtonStyle.danger,
                                    custom_id=button_id(table_id, seq, "a", choice.value)))
    view.add_item(discord.ui.Button(label=t("bot-button-cancel"), style=discord.ButtonStyle.secondary,
                                    custom_id=button_id(table_id, seq, "no")))
    return view


def table_buttons(table_id: int, *, hand_label: str | None = None, hand_emoji: str = "\U0001f0cf",
                  back: bool = False, extend: str | None = None) -> list[discord.ui.Button[discord.ui.View]]:
    buttons: list[discord.ui.Button[discord.ui.View]] = [
        discord.ui.Button(label=hand_label or t("bot-button-my-hand"), style=discord.ButtonStyle.primary, emoji=hand_emoji,
                          custom_id=button_id(table_id, 0, "hand"))]
    if back:
        buttons.append(discord.ui.Button(label=t("bot-button-back"), style=discord.ButtonStyle.success,
                                         custom_id=button_id(table_id, 0, "back")))
    if extend:
        buttons.append(discord.ui.Button(label=extend, style=discord.ButtonStyle.secondary, emoji="\u23f3",
                                         custom_id=button_id(table_id, 0, "extend")))
    return buttons


def parse(custom_id: str) -> re.Match[str] | None:
    return re.fullmatch(BUTTON_TEMPLATE, custom_id) or re.fullmatch(SELECT_TEMPLATE, custom_id)


# A save still running this long after the click is acknowledged with Discord's
# "thinking" (an ephemeral deferred message), inside its 3 s: the store may
# wait up to 5 s for a lock (bot/storage), and a click must never end in
# "This interaction failed" with its move applied.
SLOW_SAVE_SECONDS = 2.0


@asynccontextmanager
async def acknowledged_in_time(interaction: discord.Interaction, bots_follow: bool) -> AsyncIterator[asyncio.Event]:
    """Around a click's save. A click that bot or away seats answer within
    (``bots_follow``) is acknowledged (a deferred update) as soon as its own
    move is durable, the table setting the yielded event, and before their
    searches. A save not durable after ``SLOW_SAVE_SECONDS`` is acknowledged
    as "thinking", which promises nothing: the caller then says the result
    by editing that answer (``thinking``), a failure included. Nothing is
    acknowledged as done before it is saved; a click refused at once gets
    its ordinary answer."""
    saved = asyncio.Event()
    deferring = False

    async def acknowledge() -> None:
        nonlocal deferring
        try:
            await asyncio.wait_for(saved.wait(), SLOW_SAVE_SECONDS)
        except TimeoutError:
            deferring = True
            with suppress(discord.HTTPException):
                await interaction.response.defer(ephemeral=True, thinking=True)
            return
        if bots_follow:
            deferring = True
            with suppress(discord.HTTPException):  # the answer after the move says what it can
                await interaction.response.defer()

    watch = asyncio.create_task(acknowledge(), name=f"ack-{interaction.id}")
    try:
        yield saved
    finally:
        if not deferring and not (saved.is_set() and bots_follow):
            watch.cancel()  # answered below, as usual; a deferral already sent is waited for
        await asyncio.gather(watch, return_exceptions=True)


def thinking(interaction: discord.Interaction) -> bool:
    """Whether the click was acknowledged as "thinking" (a slow save): its
    answer is that ephemeral message, edited with the result."""
    return interaction.response.type is discord.InteractionResponseType.deferred_channel_message
