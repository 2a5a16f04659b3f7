"""The bot: one ``commands.Bot`` subclass (and its sharded twin, for
SHARD_COUNT), built by ``create_bot`` for production and tests alike."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from typing import Any, Callable

import discord
from discord import app_commands
from discord.ext import commands

from . import failures, locales
from .answers_first import AnswersFirst
from .delivery import Delivery
from .logs import cap_library_loggers
from .limits import Limits
from .manager import TableManager
from .permissions import invite_url
from .pictures import Painter
from .settings import Settings
from .shards import IdentifyPacer
from .store import Store
from .translator import CatalogueTranslator
from .voice import Voice

log = logging.getLogger(__name__)

# discord.py names the tasks that run slash commands and component callbacks.
HANDLER_TASK_PREFIXES = ("CommandTree-invoker", "discord-ui-view-dispatch", "discord-ui-dynamic-item",
                         "unclaimed-component")

# A task that only answers "I am restarting" while the bot stops: not work in
# flight (it changes nothing), so steady clicking never holds the stop.
STOPPING_ANSWER = "stopping-answer"
# How long the stop waits, at the end, for those answers already under way.
STOPPING_ANSWERS_SECONDS = 2.0

# How long a shutdown waits for work in flight before cancelling it (a service
# manager's stop timeout must be longer: systemd's default is 90 s).
STOP_GRACE_SECONDS = 30.0

EXTENSIONS = ("cogs.play", "cogs.lobby", "cogs.stats", "cogs.help", "cogs.admin", "cogs.preferences",
              "cogs.rematch", "cogs.replay", "cogs.privacy")

# Answers waiting beyond which cheap pictures go back to the painter's threads (bot/pictures.py).
CALM_ANSWERS = 16


def intents() -> discord.Intents:
    # Slash commands and components arrive regardless of intents, and nothing
    # here reads message content (privileged) or member lists. Guild messages
    # still arrive, without their content: enough to see chat push a table's
    # message up its thread (cogs/screens/board.py moves it back down).
    return discord.Intents(guilds=True, guild_messages=True)


class DreamTree(app_commands.CommandTree):
    """Slash commands go through the one error path (bot.failures)."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        await failures.report(interaction, error)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if getattr(self.client, "stopping", False):  # no new work while stopping
            if interaction.type is discord.InteractionType.application_command:
                task = asyncio.current_task()
                if task is not None:
                    task.set_name(STOPPING_ANSWER)  # an answer, not work the stop waits for
                await failures.answer(interaction, failures.STOPPING)
            return False
        return True


class DreamBot(commands.Bot):
    def __init__(self, settings: Settings, **options: Any) -> None:
        options.setdefault("intents", intents())
        options.setdefault("allowed_mentions", discord.AllowedMentions(everyone=False, roles=False, users=True))
        options.setdefault("tree_cls", DreamTree)
        options.setdefault("max_messages", None)  # no message is read again (_hear_messages_lean)
        # Answers before the other requests (bot/answers_first.py): every request passes its trace.
        self.answers_first = AnswersFirst(lambda: self.application_id)
        options.setdefault("http_trace", self.answers_first.trace())
        super().__init__(command_prefix=commands.when_mentioned, help_command=None, **options)
        self._answer_unclaimed_components()
        self._count_arriving_interactions()
        # Told each message posted where the bot hears (a channel's id, the message's id): set by
        # the cog that shows tables (cogs/play.py), which moves a table message back below chat.
        self.message_heard: Callable[[int, int], None] | None = None
        self._hear_messages_lean()
        self.settings = settings
        self.store: Store | None = None
        self.tables: TableManager | None = None
        self.delivery: Delivery | None = None
        # The screens (cogs/screens: a Renderer), made by the first cog that shows a table.
        self.screens: object | None = None
        self.pictures = Painter()
        # A cheap picture is drawn on the loop unless a burst of clicks waits for its answers: each
        # drawing (under a millisecond) delays them about as much as the deferral and the second
        # request it spares would, but in a burst "the picture follows" answers first.
        self.pictures.calm = lambda: self.answers_first.waiting <= CALM_ANSWERS
        self.voice = Voice(self)
        self.limits = Limits()  # abuse limits (issue 28): counters in memory, per process
        # Seconds to wait before editing a table message, so a burst of
        # actions becomes one edit. Tests set 0.
        self.edit_delay = 0.4
        self._close_task: asyncio.Task[None] | None = None
        # The tasks that existed as the stop began: a slash command's task made
        # after it only answers "restarting" (DreamTree.interaction_check).
        self._before_stop: set[asyncio.Task[Any]] = set()

    async def setup_hook(self) -> None:
        if self.settings.shards is not None:
            log.info("running %s", self.settings.shards.describe())
        self.store = await Store.open(self.settings.database)
        self.tables = TableManager(self.store, owns=self.owns_guild)
        for name in EXTENSIONS:
            await self.load_extension(name)
        await self.tree.set_translator(CatalogueTranslator())
        await self.sync_commands()
        restored = await self.tables.load_all()
        if restored:
            log.info("restored %d open table(s)", len(restored))
        self.tables.arm_all()
        # Results of games that ended just before a crash are posted in the background.
        asyncio.create_task(self.tables.announce_late_results(), name="table-late-results")

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Every interaction tells which language its user speaks: remembered
        # (in the background) so a timer's DM can speak it later.
        if self.store is not None:
            locales.remember(self.store, interaction)

    async def on_ready(self) -> None:
        """One line at each (re)connection: who the bot is, where, and how to invite it."""
        if self.user is None:
            return
        log.info("ready as %s in %d server(s); invite: %s", self.user, len(self.guilds),
                 invite_url(self.application_id or self.user.id))

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard of the guild (None: DMs, shard 0),
        and so restores its tables and fires their deadlines."""
        plan = self.settings.shards
        return plan is None or plan.owns(guild_id)

    def _count_arriving_interactions(self) -> None:
        """Each interaction counts as waiting for its answer from the moment its
        event is parsed, before any handler runs (``on_interaction`` comes after
        the handler's task was started, which may already have answered)."""
        parsers = self._connection.parsers
        parse = parsers["INTERACTION_CREATE"]

        def counted(data: Any) -> None:
            with contextlib.suppress(KeyError, TypeError, ValueError):
                self.answers_first.received(int(data["id"]))
            parse(data)

        parsers["INTERACTION_CREATE"] = counted

    def _hear_messages_lean(self) -> None:
        """Of a message the bot reads its channel and id, nothing else, so the
        gateway's message events skip discord.py's Message objects, its
        listeners' tasks and its message cache (``max_messages=None``): a
        table's own posts and edits bring one of each event per move. An edit
        still reaches discord.py's view store, which keeps a sent View's
        components as edited; an error in a listener is logged and the gateway
        goes on."""
        state = self._connection
        views = state._view_store

        def created(data: Any) -> None:
            heard = self.message_heard
            if heard is not None:
                try:
                    heard(int(data["channel_id"]), int(data["id"]))
                except Exception:
                    log.exception("a message event could not be handled")

        def updated(data: Any) -> None:
            if "components" not in data:
                return
            try:  # as discord.py's own parser (ConnectionState.parse_message_update)
                entity_id = int(data["interaction"]["id"])
            except (KeyError, ValueError, TypeError):
                entity_id = int(data["id"])
            if views.is_message_tracked(entity_id):
                views.update_from_message(entity_id, data["components"])

        state.parsers["MESSAGE_CREATE"] = created
        state.parsers["MESSAGE_UPDATE"] = updated

    def _answer_unclaimed_components(self) -> None:
        """discord.py drops a click that no view and no dynamic item claims
        (ViewStore.dispatch_view returns without a word) and the player sees
        "This interaction failed". Every click gets an answer: one that started
        no handler is told the button is no longer in use. discord.py starts a
        handler exactly when it calls the view store's ``add_task``, so that is
        what is counted; nothing is answered twice. (discord.py 2.7.1 is pinned;
        the e2e test of an unknown custom id fails if this stops holding.)"""
        store = self._connection._view_store
        dispatch, add_task = store.dispatch_view, store.add_task
        started = 0

        def counting_add_task(task: asyncio.Task[None]) -> None:
            nonlocal started
            started += 1
            add_task(task)

        def answering_dispatch(component_type: int, custom_id: str, interaction: discord.Interaction) -> None:
            if self.stopping:  # no new work while stopping: answer, dispatch nothing
                add_task(asyncio.create_task(failures.answer(interaction, failures.STOPPING),
                                             name=STOPPING_ANSWER))
                return
            before = started
            dispatch(component_type, custom_id, interaction)
            if started == before:
                log.info("a click on a component no handler claims (%s)", failures.context(interaction))
                task = asyncio.create_task(failures.answer(interaction, failures.NOT_IN_USE),
                                           name="unclaimed-component")
                add_task(task)  # the store keeps a reference until it is done

        # Wrapping discord.py's view store in place: it has no hook for this (see above).
        store.add_task = counting_add_task  # type: ignore[method-assign]  # see above
        store.dispatch_view = answering_dispatch  # type: ignore[method-assign]  # see above

    async def sync_commands(self) -> bool:
        """Sync only when the command definitions changed (Discord limits
        command creates per day). Returns whether a sync happened."""
        assert self.store is not None
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        # With the translations: a changed translation is a changed definition.
        translator = self.tree.translator
        commands = self.tree.get_commands(guild=guild)
        payload = ([await c.get_translated_payload(self.tree, translator) for c in commands] if translator
                   else [c.to_dict(self.tree) for c in commands])
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        key = f"commands:{guild.id if guild else 'global'}:{self.application_id}"
        if await self.store.get_meta(key) == digest:
            return False
        await self.tree.sync(guild=guild)
        await self.store.set_meta(key, digest)
        log.info("synced %d command(s) to %s", len(payload), "the dev guild" if guild else "all guilds")
        return True

    # -- stopping ------------------------------------------------------------

    @property
    def stopping(self) -> bool:
        return self._close_task is not None

    def _work_in_flight(self) -> list[asyncio.Task[Any]]:
        """Interaction handlers and table-message edits still running (deadline
        timers are the manager's: it cancels the sleeping ones itself)."""
        me = asyncio.current_task()
        return [t for t in asyncio.all_tasks() if t is not me and not t.done() and not self._answers_stopping(t)
                and (t.get_name().startswith(HANDLER_TASK_PREFIXES)
                     or (t.get_name().startswith("table-") and t.get_name().endswith("-edit")))]

    def _answers_stopping(self, task: asyncio.Task[Any]) -> bool:
        """A task that only answers "restarting": named so once its check ran, or
        a slash command's made after the stop began, whose check has yet to run.
        Counting those as work, players clicking on through the stop kept it
        waiting for ever newer ones until its grace ran out."""
        name = task.get_name()
        return name == STOPPING_ANSWER or (
            self.stopping and name == "CommandTree-invoker" and task not in self._before_stop)

    async def _finish_work(self, deadline: float) -> None:
        """Wait for work in flight, new work included (a fire renders, a
        render schedules an edit), until ``deadline``; then cancel what is
        left and wait for it to end, so nothing runs once the store closes."""
        loop = asyncio.get_running_loop()
        while running := self._work_in_flight():
            left = deadline - loop.time()
            if left <= 0:
                log.warning("stopping: %d handler(s) still running after %.0f s; cancelled (%s)",
                            len(running), STOP_GRACE_SECONDS, sorted({t.get_name() for t in running}))
                for task in running:
                    task.cancel()
                await asyncio.gather(*running, return_exceptions=True)
                return
            await asyncio.wait(running, timeout=left)

    async def _let_stopping_answers_finish(self) -> None:
        """The "restarting" answers under way get a moment to reach Discord
        before its connection closes (one arriving after that is told nothing:
        Discord shows its own failure, and nothing was changed)."""
        answering = [t for t in asyncio.all_tasks() if not t.done() and self._answers_stopping(t)
                     and t is not asyncio.current_task()]
        if answering:
            await asyncio.wait(answering, timeout=STOPPING_ANSWERS_SECONDS)

    async def close(self) -> None:
        """Stop cleanly (SIGINT, SIGTERM, a test): new interactions are
        answered "restarting" and change nothing; handlers, deadlines already
        firing and pending table edits finish; queued DMs get the rest of the
        grace; then Discord and, last, the store close. Safe to call twice:
        every caller waits for the one shutdown."""
        if self._close_task is None:
            self._before_stop = set(asyncio.all_tasks())
            self._close_task = asyncio.create_task(self._shut_down(), name="dreambot-close")
        await asyncio.shield(self._close_task)

    async def _shut_down(self) -> None:
        deadline = asyncio.get_running_loop().time() + STOP_GRACE_SECONDS
        started = self.store is not None  # a login that failed before setup_hook has nothing to report
        try:
            await self._finish_work(deadline)
            if self.tables is not None:
                await self.tables.close()  # waits for the deadlines already firing
            await self._finish_work(deadline)  # what the fires rendered
            if self.delivery is not None:
                try:
                    await asyncio.wait_for(self.delivery.drain(),
                                           max(0.0, deadline - asyncio.get_running_loop().time()))
                except asyncio.TimeoutError:
                    log.warning("stopping: some DMs were not sent (My hand still shows them)")
                await self.delivery.close()
        finally:
            self.pictures.close()
            await self._let_stopping_answers_finish()
            try:
                await super().close()
            finally:
                if self.store is not None:
                    # aiosqlite's worker thread is not a daemon: an unclosed
                    # connection keeps the process alive.
                    await self.store.close()
                    self.store = None
        if started:
            log.info("stopped")


class ShardedDreamBot(DreamBot, commands.AutoShardedBot):
    """The same bot over the shards SHARD_COUNT and SHARD_IDS name: discord.py's
    AutoShardedBot keeps one gateway connection per shard (the method order
    puts AutoShardedClient's connect and close under DreamBot's)."""

    _pacer: IdentifyPacer | None = None

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # discord.py waits 5 s before each shard but the first; Discord allows
        # max_concurrency starts at once (one per bucket), so ask it.
        if self._pacer is None:
            try:
                concurrency = (await self.fetch_session_start_limits()).max_concurrency
            except (discord.HTTPException, discord.GatewayNotFound):
                concurrency = 1
            self._pacer = IdentifyPacer(concurrency)
        loop = asyncio.get_running_loop()
        delay = self._pacer.wait(shard_id or 0, loop.time())
        if delay > 0:
            await asyncio.sleep(delay)


def create_bot(settings: Settings, **options: Any) -> DreamBot:
    # Whoever set up the handlers (python -m bot, a test, an embedding
    # process), library loggers must not write state or tokens.
    cap_library_loggers(settings.log_level_number)
    # No voice here: discord.py's warnings that PyNaCl and davey are missing are noise.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    plan = settings.shards
    if plan is None:
        return DreamBot(settings, **options)
    options.setdefault("shard_count", plan.count)  # None: Discord's recommended count
    if plan.ids is not None:
        options.setdefault("shard_ids", list(plan.ids))
    return ShardedDreamBot(settings, **options)
