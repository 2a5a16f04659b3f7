"""``/replay table:``: a finished game, a trick or a round at a time, ephemerally.

Each position is rebuilt from the table's seed and action log
(``bot/replays.py``) and drawn by the game's own presenter from its public
view: the board with its pictures (drawn off the event loop by the bot's
painter, as the table message's are), and what the step's moves caused. Next
and Previous step as the presenter's ``replay_stops`` say (a trick, a round,
a phase of the day), the "one move" buttons by single moves, and a select
jumps to a deal, a round or a day (``replay_chapters``). The game is over, so
every hand and role is shown too (each seat's private view), but only to people who
may see the channel the game was played in (its players always may): in a
private channel a replay is no back door to what was said and held there.
A table still in its lobby or being played has no replay at all.

The buttons carry the table, the viewer and the step they lead to
(``rp:<table>:<user>:<step>:<kind>``, a ``DynamicItem``; the select
``rpc:<table>:<user>``, its options the steps), so they work after a
restart, a double click shows the same step twice rather than skipping one,
and a click by someone else gets a clear answer.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import re
from collections import OrderedDict
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import GameError
from bot.pictures import Picture
from bot.replays import LoggedAction, Marks, Replay, ReplayError, marks
from bot.store import SeatRow, TableRow
from bot.tables import Table
from bot import failures
from bot.ui import RoutedView
from cogs.present import presenter_for
from cogs.present.base import COLOUR
from cogs.screens.kit import last_lines
from cogs.screens.speech import answering
from games import GAMES
from words import Text, t

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.store import Store

log = logging.getLogger(__name__)

REPLAY_TEMPLATE = r"rp:(?P<table>\d+):(?P<user>\d+):(?P<step>\d+):(?P<kind>[a-z]+)"
CHAPTER_TEMPLATE = r"rpc:(?P<table>\d+):(?P<user>\d+)"
BOARD_PICTURE = "board.png"
RECENT = 25  # autocomplete: the user's last finished games
CACHED = 32  # replays kept in memory (with their checkpoints) for the buttons
HIDDEN_ROOM = 3500  # characters of hands and roles under the board (an embed's text holds 4096)
_HEADING_NOISE = re.compile(r"\s*\(your [^)]*\)")  # "Seer (your role)": in a replay, nobody's


def replay_id(table_id: int, user_id: int, step: int, kind: str) -> str:
    return f"rp:{table_id}:{user_id}:{step}:{kind}"


@dataclasses.dataclass(slots=True)
class Loaded:
    row: TableRow
    seats: list[SeatRow]
    replay: Replay
    marks: Marks


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=REPLAY_TEMPLATE):
    def __init__(self, item: discord.ui.Button[discord.ui.View], table: int, user: int, step: int, kind: str) -> None:
        super().__init__(item)
        self.table, self.user, self.step, self.kind = table, user, step, kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> "ReplayButton":
        # The template matched a button's custom id: discord.py hands over that button.
        button = cast(discord.ui.Button[discord.ui.View], item)
        return cls(button, int(match["table"]), int(match["user"]), int(match["step"]), match["kind"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast(Replays, cast("DreamBot", interaction.client).get_cog("Replays"))  # loaded with this item
        try:
            with answering(interaction):  # a replay is ephemeral: the viewer's language
                await cog.button(interaction, self.table, self.user, self.step, self.kind)
        except Exception as exc:  # the one error path: a sentence for the player, the cause in the log
            await failures.report(interaction, exc, table_id=self.table)


class ChapterSelect(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=CHAPTER_TEMPLATE):
    """The replay's jump to a deal, a round or a day: each option's value is its step."""

    def __init__(self, item: discord.ui.Select[discord.ui.View], table: int, user: int) -> None:
        super().__init__(item)
        self.table, self.user = table, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> "ChapterSelect":
        return cls(cast(discord.ui.Select[discord.ui.View], item), int(match["table"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast(Replays, cast("DreamBot", interaction.client).get_cog("Replays"))
        try:
            with answering(interaction):
                values = self.item.values
                if not values or not values[0].isdigit():
                    raise GameError(Text("replay-damaged"))
                await cog.button(interaction, self.table, self.user, int(values[0]), "chapter")
        except Exception as exc:
            await failures.report(interaction, exc, table_id=self.table)


class JumpForm(discord.ui.Modal):
    def __init__(self, cog: "Replays", table_id: int, steps: int) -> None:
        super().__init__(title=t("replay-jump-title"), timeout=600)
        self.cog, self.table_id, self.steps = cog, table_id, steps
        self.step: discord.ui.TextInput[JumpForm] = discord.ui.TextInput(
            label=t("replay-jump-label", steps=steps), max_length=6, placeholder=str(steps))
        self.add_item(self.step)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        text = self.step.value.strip()
        if not text.isdigit() or int(text) > self.steps:
            await failures.answer(interaction, Text("replay-jump-bad", {"steps": self.steps}))
            return
        with answering(interaction):
            await self.cog.show(interaction, self.table_id, int(text), edit=True)

    # discord.py's Modal calls on_error(interaction, error), as Modal declares it;
    # its base view's declaration adds the item, hence the ignore.
    async def on_error(self, interaction: discord.Interaction,  # type: ignore[override]  # see above
                       error: Exception) -> None:
        await failures.report(interaction, error, table_id=self.table_id)


class Replays(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self._cache: OrderedDict[int, Loaded] = OrderedDict()

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ReplayButton, ChapterSelect)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ReplayButton, ChapterSelect)

    @property
    def store(self) -> "Store":
        assert self.bot.store is not None
        return self.bot.store

    # -- /replay ---------------------------------------------------------------

    @app_commands.command(name="replay", description="Watch a finished game again, move by move")
    @app_commands.describe(table="The game's table number (see /history); start typing to pick one of yours")
    async def replay(self, interaction: discord.Interaction, table: app_commands.Range[int, 1]) -> None:
        with answering(interaction):
            await self.show(interaction, table, 0, edit=False)

    @replay.autocomplete("table")
    async def _recent(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        rows = await self.store.recent_finished(interaction.user.id, RECENT)
        choices = []
        for r in rows:
            with answering(interaction):
                label = self._label(r["table_id"], r["game"], r["finished_at"], r["channel_id"])
            if current.strip().lower() in label.lower():
                choices.append(app_commands.Choice(name=label[:100], value=int(r["table_id"])))
        return choices[:25]

    def _label(self, table_id: int, game: str, finished_at: float, channel_id: int) -> str:
        title = GAMES[game].title if game in GAMES else game
        when = datetime.fromtimestamp(finished_at, timezone.utc).strftime("%Y-%m-%d %H:%M")
        channel = self.bot.get_channel(channel_id)
        name = getattr(channel, "name", None)  # a private channel has none
        if channel is not None and name:
            return t("replay-choice-in", table=str(table_id), game=title, when=when, channel=name)
        return t("replay-choice", table=str(table_id), game=title, when=when)

    # -- stepping --------------------------------------------------------------

    async def button(self, interaction: discord.Interaction, table_id: int, user_id: int, step: int,
                     kind: str) -> None:
        if interaction.user.id != user_id:
            raise GameError(Text("replay-not-yours", {"table": str(table_id)}))
        if kind == "jump":
            loaded = await self._loaded(interaction, table_id)
            await interaction.response.send_modal(JumpForm(self, table_id, len(loaded.replay)))
            return
        await self.show(interaction, table_id, step, edit=True)

    async def show(self, interaction: discord.Interaction, table_id: int, step: int, *, edit: bool) -> None:
        """The replay at ``step`` (clamped to the game), as a new ephemeral
        answer or by editing the replay message that was clicked."""
        loaded = await self._loaded(interaction, table_id)
        page, pictures = self.page(loaded, step, interaction.user.id)
        painter = self.bot.pictures
        drawn = [painter.cached(p) for p in pictures]
        if any(png is None for png in drawn):  # answered now, drawn in the painter's threads
            if edit:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
            drawn = list(await asyncio.gather(*(painter.png(p) for p in pictures)))
        files = [p.file(png) for p, png in zip(pictures, drawn) if png is not None]
        if interaction.response.is_done():
            await interaction.edit_original_response(**page, attachments=files)
        elif edit:
            await interaction.response.edit_message(**page, attachments=files)
        elif files:
            await interaction.response.send_message(**page, files=files, ephemeral=True)
        else:
            await interaction.response.send_message(**page, ephemeral=True)

    async def _loaded(self, interaction: discord.Interaction, table_id: int) -> Loaded:
        """The table's replay, once the viewer may watch it; raises GameError otherwise."""
        loaded = self._cache.get(table_id)
        if loaded is None:
            row = await self.store.table(table_id)
            if row is None:
                raise GameError(Text("replay-no-table", {"table": str(table_id)}))
            if row.status in ("lobby", "running"):
                raise GameError(Text("replay-still-playing"))
            if row.status != "finished" or row.game not in GAMES:
                raise GameError(Text("replay-not-finished"))
            seats = await self.store.seats(table_id)
            actions = [LoggedAction(r["seq"], r["seat"], r["action"], r["source"])
                       for r in await self.store.actions(table_id)]
            presenter = presenter_for(row.game)
            try:
                replay = Replay(row.game, seed=row.seed, options=row.options, players=len(seats), actions=actions)
                # the whole game once, in a thread: where its tricks end and its deals begin
                found = await asyncio.to_thread(marks, replay, presenter.replay_stops, presenter.replay_chapters)
            except ReplayError as exc:
                log.error("table %s does not replay: %s", table_id, exc)
                raise GameError(Text("replay-damaged")) from None
            loaded = Loaded(row, seats, replay, found)
        if not self._may_watch(interaction, loaded):
            raise GameError(Text("replay-hidden-channel"))
        self._cache[table_id] = loaded
        self._cache.move_to_end(table_id)
        while len(self._cache) > CACHED:
            self._cache.popitem(last=False)
        return loaded

    @staticmethod
    def _may_watch(interaction: discord.Interaction, loaded: Loaded) -> bool:
        """Its players, and whoever may view the channel it was played in (a
        thread's visibility is its parent channel's). Elsewhere than in that
        server, or where the channel is gone, only its players."""
        row = loaded.row
        if any(s.user_id == interaction.user.id for s in loaded.seats):
            return True
        if row.guild_id is None or interaction.guild_id != row.guild_id or interaction.guild is None:
            return False
        channel = interaction.guild.get_channel_or_thread(row.lobby_channel_id or row.channel_id)
        member = interaction.user
        if channel is None or not isinstance(member, discord.Member):
            return False
        return channel.permissions_for(member).view_channel

    # -- drawing ---------------------------------------------------------------

    def page(self, loaded: Loaded, step: int, user_id: int) -> tuple[dict[str, Any], list[Picture]]:
        """The message of the replay at ``step`` and the pictures it shows
        (their closures made here, in the viewer's language)."""
        replay, row = loaded.replay, loaded.row
        step = max(0, min(step, len(replay)))
        try:
            # every move since the step before, so a trick shows whole
            position, moves = replay.stretch(loaded.marks.before(step), step)
        except ReplayError as exc:
            log.error("table %s does not replay: %s", row.id, exc)
            raise GameError(Text("replay-damaged")) from None
        state, step, last = position.state, position.step, len(replay)
        # The presenters draw a Table: this one holds the replayed position.
        status = "finished" if state.is_over else "running"
        table = Table(dataclasses.replace(row, status=status), loaded.seats, self.store, state, step)
        presenter = presenter_for(row.game)
        public = state.view(None)
        board = presenter.board(table, public)
        board.title = t("replay-title", game=table.game.title, table=str(row.id))[:256]
        pictures = [Picture.of(name, draw) for name, draw in presenter.more_pictures(table, public)]
        draw = presenter.board_image(table, public)
        if draw is not None:
            pictures.insert(0, Picture.of(BOARD_PICTURE, draw))
            board.set_image(url=f"attachment://{BOARD_PICTURE}")
        if not moves:
            what = t("replay-deal")
        else:
            what = last_lines([self._move(table, presenter, action, events) for action, events in moves], 1500)
        board.set_footer(text=t("replay-footer-end" if step == last else "replay-footer", step=step, last=last))
        moved = discord.Embed(title=t("replay-step", step=step), description=what[:1500], colour=COLOUR)
        # one embed a picture after the board's (Discord shows one picture an embed)
        shown = [discord.Embed(colour=COLOUR).set_image(url=f"attachment://{p.filename}")
                 for p in pictures[1 if draw is not None else 0:]][:7]
        pictures = pictures[:len(shown) + (1 if draw is not None else 0)]
        hidden = discord.Embed(title=t("replay-hidden-heading"), colour=COLOUR)
        room = max(400, min(HIDDEN_ROOM, 5900 - len(board) - len(moved) - len(hidden.title or "")))
        hidden.description = self._secrets(table, presenter, room)
        over = len(moved) + len(board) + len(hidden) - 5990  # Discord's limit for a message's embeds
        if over > 0:
            hidden.description = hidden.description[: max(0, len(hidden.description) - over - 1)] + "\u2026"
        view = self._buttons(row.id, user_id, step, last, loaded.marks)
        self._chapters(view, row.id, user_id, step, loaded.marks, presenter)
        return {"embeds": [moved, board, *shown, hidden], "view": view}, pictures

    @staticmethod
    def _move(table: Table, presenter: Any, action: LoggedAction, events: list[Any]) -> str:
        """What one move did, its private lines too (the game is over), marked
        as what only their seats saw then."""
        lines = [("" if e.public else "\U0001f512 ") + line for e in events
                 if (line := presenter.event_line(table, e))]
        name = f"**{table.name_of(action.seat)}**"
        what = "\n".join(lines)
        if name not in what:
            what = t("replay-step-line", name=name, what=what) if what else t("replay-step-moved", name=name)
        if action.source not in ("player", "forced"):
            what += "\n" + t("replay-played-by-me", name=table.name_of(action.seat), source=action.source)
        return what

    @staticmethod
    def _secrets(table: Table, presenter: Any, room: int) -> str:
        """Each seat's private view as its presenter draws it (a role's name,
        a hand), one line per seat, every seat given an equal share of
        ``room`` so none is cut off by the others."""
        assert table.state is not None
        share = max(60, room // max(1, len(table.seats)) - 1)
        lines = []
        for seat in range(len(table.seats)):
            private = presenter.private_embed(table, seat, table.state.view(seat))
            heading = _HEADING_NOISE.sub("", private.title or "")
            if heading.startswith(table.game.title):  # the generic "<Game>: my hand" says nothing
                heading = ""
            body = " \u00b7 ".join(line.strip() for line in (private.description or "").splitlines() if line.strip())
            text = f"**{table.name_of(seat)}**: " + " \u2014 ".join(p for p in (heading, body) if p)
            lines.append(text if len(text) <= share else text[: share - 1] + "\u2026")
        return "\n".join(lines)[:room]

    @staticmethod
    def _buttons(table_id: int, user_id: int, step: int, last: int, marks: Marks) -> discord.ui.View:
        view = RoutedView()
        for key, target, kind, emoji in (("first", 0, "first", "\u23ee"),
                                         ("previous", marks.before(step), "prev", "\u25c0"),
                                         ("next", marks.after(step), "next", "\u25b6"), ("last", last, "last", "\u23ed")):
            off = step == (0 if kind in ("first", "prev") else last)
            view.add_item(discord.ui.Button(label=t("replay-button-" + key), emoji=emoji,
                                            style=discord.ButtonStyle.secondary,
                                            disabled=off, custom_id=replay_id(table_id, user_id, max(0, target), kind)))
        view.add_item(discord.ui.Button(label=t("replay-button-jump"), style=discord.ButtonStyle.primary,
                                        custom_id=replay_id(table_id, user_id, step, "jump")))
        if len(marks.stops) < last:  # steps of several moves: single moves on demand
            for key, target, kind, emoji in (("back-move", step - 1, "back", "\u2b05"),
                                             ("next-move", step + 1, "fwd", "\u27a1")):
                view.add_item(discord.ui.Button(label=t("replay-button-" + key), emoji=emoji, row=1,
                                                style=discord.ButtonStyle.secondary, disabled=not 0 <= target <= last,
                                                custom_id=replay_id(table_id, user_id, max(0, min(target, last)),
                                                                    kind)))
        return view

    @staticmethod
    def _chapters(view: discord.ui.View, table_id: int, user_id: int, step: int, marks: Marks,
                  presenter: Any) -> None:
        """The select jumping to a deal, a round or a day (none for a game without them)."""
        first = presenter.replay_first_chapter
        numbered = [(first, 0)] + [(first + 1 + i, s) for i, s in enumerate(c for c in marks.chapters if c)]
        if len(numbered) < 2:
            return
        current = max((s for _, s in numbered if s <= step), default=0)
        # at most 25 options: those around the step shown
        at = next(i for i, (_, s) in enumerate(numbered) if s == current)
        lo = max(0, min(at - 12, len(numbered) - 25))
        options = [discord.SelectOption(
            label=t("replay-chapter", kind=presenter.replay_chapter, number=number)[:100],
            description=t("replay-chapter-step", step=s)[:100], value=str(s), default=s == current)
            for number, s in numbered[lo:lo + 25]]
        view.add_item(discord.ui.Select(custom_id=f"rpc:{table_id}:{user_id}", row=2, options=options,
                                        placeholder=t("replay-chapter-placeholder", kind=presenter.replay_chapter)))


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Replays(bot))
