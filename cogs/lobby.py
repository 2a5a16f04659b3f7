"""``/play <game>``: open a lobby with Join, Leave, Add bot, Start and Cancel.

Each game's subcommand is built from its own ``Option`` declarations, so a new
game option appears on ``/play`` without touching this cog.
"""

from __future__ import annotations

import inspect
import logging
import typing
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import failures
from bot.errors import GameError
from bot.store import StoreError
from bot.tables import Table
from bot.ui import THREAD_ARCHIVE_MINUTES, RoutedView, acknowledged_in_time, thinking
from cogs.present import presenter_for
from cogs.present.base import COLOUR
from cogs.refusals import held_call, play_refused, refuse, table_cap
from cogs.checks import can_manage, missing_permissions
from cogs.rematch import ping_call
from cogs.screens import Renderer, screens
from cogs.screens.speech import answering, of_guild
from cogs.screens.board import board_digest
from cogs.screens.kit import table_buttons
from cogs.screens.lobby_card import lobby_message
from cogs.screens.private import dm_prompts
from games import GAMES
from games.ai import DEFAULT_LEVEL
from games.base import Option
from words import ENGLISH, catalogue, speaking, t

if TYPE_CHECKING:
    from bot.app import DreamBot

log = logging.getLogger(__name__)


def _annotation(option: Option) -> Any:
    if option.kind is bool:
        return bool
    if option.kind is int:
        lo = option.minimum if option.minimum is not None else -(2**31)
        hi = option.maximum if option.maximum is not None else 2**31
        return app_commands.Range[int, lo, hi]
    if option.choices:
        return typing.Literal[tuple(option.choices)]
    return str


def _option_description(game: str, option: str, documented: str) -> str:
    """A game's option as /play describes it: the catalogue's words (which
    bot/translator.py localises), or the game's own documentation for a game
    the catalogue does not know (the tests' tiny game)."""
    key = f"game-{game.replace('_', '-')}-option-{option.replace('_', '-')}"
    return (t(key) if catalogue().has(ENGLISH, key) else documented)[:100]


class Lobby(commands.Cog):
    def __init__(self, bot: "DreamBot") -> None:
        self.bot = bot
        self._command: app_commands.Group | None = None

    @property
    def screens(self) -> Renderer:
        return screens(self.bot)

    def _posting(self, interaction: discord.Interaction) -> AbstractContextManager[str]:
        """Speak the server's language: the lobby message, the in-progress
        card and the game's first line are read by the whole channel."""
        return speaking(of_guild(self.bot, interaction.guild_id))

    async def cog_load(self) -> None:
        self._command = self._build_play_command()
        self.bot.tree.add_command(self._command)
        for kind, handler in (("join", self._join), ("leave", self._leave), ("start", self._start),
                              ("cancel", self._cancel), ("ai", self._add_ai)):
            self.screens.register_lobby(kind, handler, takes_arg=kind == "ai")  # ai:<level>

    async def cog_unload(self) -> None:
        if self._command is not None:
            self.bot.tree.remove_command(self._command.name)

    # -- /play -------------------------------------------------------------

    def _build_play_command(self) -> app_commands.Group:
        """``/play <game>``: one subcommand per game, each with only its own
        options (built from the game's ``Option`` declarations)."""
        group = app_commands.Group(name="play", description="Open a table for one of the dream games",
                                   guild_only=True)
        for name in GAMES:
            group.add_command(self._game_command(name))
        return group

    def _game_command(self, name: str) -> app_commands.Command[Any, ..., None]:
        game = GAMES[name]
        params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                    annotation=discord.Interaction)]
        descriptions: dict[str, str] = {}
        if not game.decision_times(game.resolve_options({})):  # a game that fixes its times has no turn_time
            params.append(inspect.Parameter("turn_time", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
                                            annotation=typing.Optional[app_commands.Range[int, 15, 86400]]))
            descriptions["turn_time"] = t("command-option-turn-time-description")
        if game.game_type.plays_in == "thread":
            params.append(inspect.Parameter("thread", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
                                            annotation=typing.Optional[bool]))
            descriptions["thread"] = t("command-option-thread-description")
        params.append(inspect.Parameter("practice", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
                                        annotation=typing.Optional[bool]))
        descriptions["practice"] = t("command-option-practice-description")
        for option_name, option in game.options.items():
            params.append(inspect.Parameter(option_name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
                                            annotation=typing.Optional[_annotation(option)]))
            descriptions[option_name] = _option_description(name, option_name, option.description)

        async def play(interaction: discord.Interaction, /, **kwargs: Any) -> None:
            await self.open_lobby(interaction, name, kwargs)

        # discord.py reads the command's parameters off these attributes of its callback.
        play.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]  # see above
        play.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]  # see above
        lo, hi = game.seat_limits(game.resolve_options({}))
        tagline = presenter_for(name).tagline
        description = f"{game.title}" + (f", {tagline}" if tagline else "") + f" ({lo}-{hi} players)"
        return app_commands.Command(name=name, description=description[:100], callback=play)

    async def open_lobby(self, interaction: discord.Interaction, game_name: str, kwargs: dict[str, Any]) -> None:
        assert self.bot.tables is not None
        turn_time = kwargs.pop("turn_time", None)
        thread = kwargs.pop("thread", None)
        practice = bool(kwargs.pop("practice", None))
        chosen = {k: v for k, v in kwargs.items() if v is not None}
        with answering(interaction):
            refusal = self._refusal(interaction)
        if refusal is not None:
            await interaction.response.send_message(refusal, ephemeral=True)
            return
        assert interaction.channel_id is not None and interaction.guild_id is not None  # _refusal said so
        with self.bot.limits.opening(interaction.user.id) as alone:  # the limits (bot/limits.py) hold
            if await play_refused(self.bot, interaction, alone):
                return
            try:
                table = await self.bot.tables.open_lobby(
                    guild_id=interaction.guild_id, channel_id=interaction.channel_id, game=game_name,
                    options=chosen, host_id=interaction.user.id, host_name=interaction.user.display_name,
                    turn_seconds=turn_time, thread=thread, practice=practice,
                    max_open=await table_cap(self.bot, interaction.guild_id))
            except GameError as exc:  # a busy channel, a full server, a save that failed: in the user's language
                with answering(interaction):
                    await failures.report(interaction, exc)
                return
        # Players who opted in (Ping me for the next game) are called by the lobby message itself.
        with self._posting(interaction):
            call = await ping_call(self.bot.tables.store, interaction.guild_id, game_name, interaction.user.id)
            call, held = held_call(self.bot, interaction, call)  # at most one call per host and server a while
            response = await interaction.response.send_message(**lobby_message(table), **call)
        message_id = getattr(response, "message_id", None)
        if message_id is None:
            message_id = (await interaction.original_response()).id
        table.row.message_id = message_id
        await self.bot.tables.store.set_message(table.id, message_id)
        if held is not None:
            await refuse(interaction, "limits-ping-held", held)
        if await self._threads_blocked(interaction, table):
            with answering(interaction):
                await interaction.followup.send(t("lobby-no-threads"), ephemeral=True)

    async def _threads_blocked(self, interaction: discord.Interaction, table: Table) -> bool:
        """Whether this table would play in a thread of its own but the bot
        may not make one here: it then plays in the channel, and the host is
        told why (a permission that changes how the table plays)."""
        if table.game.game_type.plays_in != "thread" or not isinstance(interaction.channel, discord.TextChannel):
            return False
        assert self.bot.store is not None
        wanted = table.row.thread
        if wanted is None:
            wanted = (await self.bot.store.guild_settings(interaction.guild_id)).threads is not False
        perms = interaction.app_permissions
        return wanted and not (perms.create_public_threads and perms.send_messages_in_threads)

    @staticmethod
    def _refusal(interaction: discord.Interaction) -> str | None:
        """Why /play cannot open a table here, if it cannot."""
        if interaction.channel_id is None or interaction.guild_id is None:
            return t("lobby-use-in-server")
        missing = missing_permissions(interaction)
        if missing:
            return t("lobby-missing-permissions", permissions=", ".join(f"**{m}**" for m in missing))
        return None

    # -- lobby buttons -------------------------------------------------------

    async def _join(self, interaction: discord.Interaction, table_id: int) -> None:
        assert self.bot.tables is not None
        async with acknowledged_in_time(interaction, False):
            table = await self.bot.tables.join(table_id, interaction.user.id, interaction.user.display_name)
        if self.bot.delivery is not None:  # the game's first prompt then needs no DM channel opened
            self.bot.delivery.open_ahead([interaction.user.id])
        with self._posting(interaction):
            await self._show(interaction, **lobby_message(table))

    async def _leave(self, interaction: discord.Interaction, table_id: int) -> None:
        assert self.bot.tables is not None
        async with acknowledged_in_time(interaction, False):
            table = await self.bot.tables.leave(table_id, interaction.user.id)
        with self._posting(interaction):
            await self._show(interaction, **lobby_message(table))

    async def _add_ai(self, interaction: discord.Interaction, table_id: int, level: str = DEFAULT_LEVEL) -> None:
        assert self.bot.tables is not None
        async with acknowledged_in_time(interaction, False):
            table = await self.bot.tables.add_ai(table_id, interaction.user.id, can_manage(interaction), level)
        with self._posting(interaction):
            await self._show(interaction, **lobby_message(table))

    async def _cancel(self, interaction: discord.Interaction, table_id: int) -> None:
        assert self.bot.tables is not None
        async with acknowledged_in_time(interaction, False):
            await self.bot.tables.cancel(table_id, interaction.user.id, can_manage(interaction))
        self.bot.limits.cancelled(interaction.user.id)  # their next /play waits a little
        with self._posting(interaction):
            await self._show(interaction, content=t("lobby-cancelled"), embed=None, view=None)

    async def _show(self, interaction: discord.Interaction, **payload: Any) -> None:
        """The lobby click's answer: the lobby message edited, in the answer
        itself, or after a slow save (answered "thinking") by a plain edit,
        that answer then saying it was saved."""
        if not thinking(interaction):
            await interaction.response.edit_message(**payload)
            return
        assert interaction.message is not None  # a lobby button's click
        await interaction.message.edit(**payload)
        await interaction.edit_original_response(content=t("play-saved-slowly"))

    async def _start(self, interaction: discord.Interaction, table_id: int) -> None:
        assert self.bot.tables is not None
        table = self.bot.tables.get(table_id)
        async with acknowledged_in_time(interaction, table is not None and table.plays_for_seats()) as saved:
            result = await self.bot.tables.start(table_id, interaction.user.id, can_manage(interaction), saved)
        if self.bot.delivery is not None:  # while the thread and the board are made
            self.bot.delivery.open_ahead(s.user_id for s in table.seats if s.user_id and not s.is_ai)
        # The game is stored as started: answer at once, then move to a thread,
        # draw the board (a picture may take a while) and deal, whatever
        # happens to the answer.
        try:
            if thinking(interaction):  # a slow save: that answer says the game started
                await interaction.edit_original_response(content=t("play-saved-slowly"))
            elif not interaction.response.is_done():
                await interaction.response.defer()
        except discord.HTTPException as exc:
            log.warning("table %s: the answer to Start failed (status %s, code %s); the game goes on",
                        table.id, exc.status, exc.code)
        # Where the deal's DM is each player's call, the channel names them without a ping.
        by_dm = presenter_for(table.row.game).deal_calls_by_dm
        players = ", ".join(s.name for s in table.seats) if by_dm else \
            " ".join(f"<@{s.user_id}>" for s in table.seats if s.user_id)
        with self._posting(interaction):  # the channel's posts: the server's language
            begins = t("lobby-begins", game=table.game.title, players=players)
            began_below = t("lobby-began-below", game=table.game.title)
        if await self._wants_thread(interaction, table) and await self._move_to_thread(interaction, table):
            with self._posting(interaction):
                card = self.in_progress_card(table)  # names the thread the table moved to
            # The card first: it is the interaction's answer, free and at once.
            if await self._edit_lobby(interaction, table, **card):
                self.screens.board.keep_lobby_answer(table, interaction)  # it shows the result too
            await self._speaks_through_webhook(interaction, table)
            # If the post fails, the prompts still come by DM and the next board edit posts it again.
            await self._post_table_message(table, begins)
        elif await self._speaks_through_webhook(interaction, table) and await self._post_table_message(table, begins):
            # The board is the webhook's message below; the lobby keeps one line.
            await self._edit_lobby(interaction, table, content=began_below, embed=None, view=None)
        else:
            table.row.webhook_id = None
            board = await self.screens.board.board_message(table)
            digest = board_digest(board)
            if await self._edit_lobby(interaction, table, content=None, **board):
                self.screens.board.shown(table, digest)
            await self.screens.channel.send_lines(table, [begins])
        # Everyone not prompted by the first turn gets their starting hand or role.
        self.screens.private.deal(table, skip=dm_prompts(table, result))
        await self.screens.render(table, result)
        if result.finished:
            await self.screens.on_finished(table)

    async def _edit_lobby(self, interaction: discord.Interaction, table: Table, **payload: Any) -> bool:
        """Turn the lobby message into the board (or the in-progress card):
        through the interaction while it lives, else as a plain edit.
        Whether the table message shows the payload now."""
        if not thinking(interaction):  # after a slow save the answer is that note, not the lobby
            try:
                await interaction.edit_original_response(**payload)
                return True
            except discord.HTTPException as exc:
                log.warning("table %s: editing the lobby through Start failed (status %s, code %s)",
                            table.id, exc.status, exc.code)
        if table.row.lobby_message_id:  # the card in the parent channel
            await self.screens.board.edit_lobby_card(table, **payload)
            return False
        if interaction.message is not None and interaction.message.id != table.row.message_id:
            return False  # only the lobby's line was due: the table is the webhook's message below
        return await self.screens.board.edit_table_message(table, repost=True, **payload)

    async def _wants_thread(self, interaction: discord.Interaction, table: Table) -> bool:
        """A thread of its own, unless the game, /play, the server or the
        bot's permissions say no (then the table plays in the channel)."""
        assert self.bot.store is not None
        if table.game.game_type.plays_in != "thread" or interaction.message is None:
            return False
        if getattr(interaction.channel, "type", None) not in (discord.ChannelType.text, discord.ChannelType.news):
            return False  # already a thread (or a forum post): play right here
        wanted = table.row.thread
        if wanted is None:
            wanted = (await self.bot.store.guild_settings(interaction.guild_id)).threads is not False
        perms = interaction.app_permissions
        return wanted and perms.create_public_threads and perms.send_messages_in_threads

    async def _move_to_thread(self, interaction: discord.Interaction, table: Table) -> bool:
        """Start a thread from the lobby message; False (the table stays in
        the channel) if Discord or the store refuses."""
        assert self.bot.tables is not None and interaction.message is not None
        try:
            thread = await interaction.message.create_thread(
                name=f"{table.game.title} #{table.id}"[:100], auto_archive_duration=THREAD_ARCHIVE_MINUTES,
                reason=f"Table #{table.id}")
        except discord.HTTPException as exc:
            log.warning("table %s: no thread (status %s, code %s); playing in the channel",
                        table.id, exc.status, exc.code)
            return False
        try:
            await self.bot.tables.move_to_thread(table, thread.id, None)
        except StoreError:
            log.exception("table %s: the move to thread %s was not saved; playing in the channel", table.id, thread.id)
            return False
        return True

    async def _speaks_through_webhook(self, interaction: discord.Interaction, table: Table) -> bool:
        """The table speaks through its channel's webhook where the bot may
        make one: its posts and edits then cost nothing of the bot's global
        budget of requests (bot/voice.py)."""
        channel = interaction.channel
        if getattr(channel, "type", None) not in (discord.ChannelType.text, discord.ChannelType.news):
            return False  # a thread's or a forum's webhook lives on its parent
        # A text or news channel (checked above): never None.
        hook = await self.bot.voice.for_channel(channel.id,  # type: ignore[union-attr]  # see above
                                                table.row.guild_id,
                                                may_make=interaction.app_permissions.manage_webhooks)
        table.row.webhook_id = None if hook is None else hook.id
        return hook is not None

    async def _post_table_message(self, table: Table, begins: str) -> bool:
        """Post the table message (with the game's opening line) where the
        table plays, through its voice."""
        board = await self.screens.board.board_message(table)
        digest = board_digest(board)
        try:
            message = await self.bot.voice.post(table, content=begins, embeds=board["embeds"], view=board["view"],
                                                files=board["attachments"])
        except discord.HTTPException as exc:
            log.warning("table %s: the table message was not posted (status %s, code %s)",
                        table.id, exc.status, exc.code)
            return False
        table.row.message_id = message.id
        self.screens.board.shown(table, digest)
        assert self.bot.tables is not None  # a table is being posted: the bot is running
        await self.bot.tables.store.set_message(table.id, message.id, table.row.webhook_id)
        return True

    def in_progress_card(self, table: Table) -> dict[str, Any]:
        """What the channel keeps of a table that plays in its thread; its
        My hand button works from here too (and whenever the thread refuses
        the table message)."""
        players = ", ".join(s.name for s in table.seats)
        embed = discord.Embed(title=t("lobby-in-progress-title", game=table.game.title), colour=COLOUR,
                              description=t("lobby-in-progress-description", channel=str(table.row.channel_id),
                                            players=players))
        view = RoutedView()
        for button in table_buttons(table):
            view.add_item(button)
        return {"content": None, "embed": embed, "view": view, "attachments": []}


async def setup(bot: "DreamBot") -> None:
    await bot.add_cog(Lobby(bot))
