"""Private delivery: DMs through a paced queue.

Discord refuses bursts of new DM channels (40003), so opening a DM channel is
paced by a token bucket; messages to one user leave in order through that
user's own worker. A user whose DMs are closed (50007) is not tried again for
that table: ``on_closed`` tells the table once, and the player uses the
"My hand" button instead. Nothing in the game ever waits on a DM.

A player holds at most one live DM prompt per table: a new prompt supersedes
the previous one, and ``retire`` (the player's decision ended: answered
elsewhere, timed out, the night is over) marks it spent, in the same ordered
queue. Neither edits the old message: an edit would cost a request of the
bot's global budget for nothing the player asked for (issue 30), and a click
on an old prompt's buttons is refused by its table as from an earlier turn
(``Table.check_current``), changing nothing. An old prompt loses its buttons
only in the answer to a click on it, which is free.

No DM is edited by this queue: what happens between a player's own decisions
waits for their next screen (``cogs.screens.private``), so only a decision of
theirs sends a new DM.

Several bot processes over one PostgreSQL database (``store`` given): the
next prompt of a player may come from another process than the last one, so
the worker reads the player's screen and live prompt of the table from the
store before it acts on them, and swaps each new one in after sending it
(``Store.show_message``: the newer snowflake wins). One process (SQLite) keeps them in memory only.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Iterable

import discord

from .storage import StoreError

log = logging.getLogger(__name__)

CANNOT_DM = 50007
OPENING_TOO_FAST = 40003
# Seconds before trying a DM again that Discord still refused for load (429
# or 5xx) after discord.py's own retries; then it is dropped (My hand shows it).
RETRY_DELAYS = (2.0, 5.0)


@dataclass(slots=True)
class Letter:
    user_id: int
    table_id: int
    kwargs: dict[str, Any]
    prompt: bool = False  # a message with choices: it replaces the user's live prompt
    retire: bool = False  # no message: the live prompt is spent (its clicks are refused as stale)
    screen: bool = False  # the message is the player's private screen of the table
    spent: int | None = None  # no message: this prompt's buttons are already off (a shared store records it)
    news: bool = False  # a new screen of news: choices only where the live prompt it replaces had them
    sent: asyncio.Future[discord.Message | None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


def _quietly(task: "asyncio.Task[int]") -> None:
    """An opening ahead that failed is retried by the first DM, which says why."""
    if not task.cancelled() and task.exception() is not None:
        log.debug("a DM channel could not be opened ahead: %s", type(task.exception()).__name__)


class Pacer:
    """At most ``rate`` events per second, in bursts of ``burst``."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()
        self._lock = asyncio.Lock()

    async def wait(self) -> None:
        async with self._lock:
            while True:
                now = time.monotonic()
                self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
                self.stamp = now
                if self.tokens >= 1:
                    self.tokens -= 1
                    return
                await asyncio.sleep((1 - self.tokens) / self.rate)


class Delivery:
    def __init__(self, client: discord.Client, on_closed: Callable[[int, int], Awaitable[None]],
                 open_rate: float = 5.0, open_burst: int = 5, store: Any = None) -> None:
        self.client = client
        # A shared store (bot.store.Store on PostgreSQL): screens and live
        # prompts are read from it and written to it; None keeps them here.
        self.store = store
        self.on_closed = on_closed
        self.pacer = Pacer(open_rate, open_burst)
        self._channels: dict[int, int] = {}
        self._opening: dict[int, asyncio.Task[int]] = {}  # DM channels being opened, by user
        self._queues: dict[int, asyncio.Queue[Letter]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self.closed: set[tuple[int, int]] = set()  # (table, user) pairs not to try again
        self._live: dict[tuple[int, int], int] = {}  # (table, user) -> message id of the live prompt
        self.retry_delays = RETRY_DELAYS

    def mark_closed(self, table_id: int, user_id: int) -> None:
        self.closed.add((table_id, user_id))

    def send(self, user_id: int, table_id: int, *, prompt: bool = False, screen: bool = False,
             news: bool = False, **kwargs: Any) -> asyncio.Future[discord.Message | None]:
        """Queue a DM (``kwargs`` for ``send``, plus an optional ``picture``:
        a ``bot.pictures.Picture``); the future resolves to the message, or
        None if it failed. ``prompt``: it carries choices; ``screen``: it
        becomes the player's private screen of the table; ``news``: the new
        screen of private news, which takes the live prompt's place and
        offers choices only if that prompt did."""
        return self._queue(Letter(user_id, table_id, kwargs, prompt=prompt or news, screen=screen or prompt or news,
                                  news=news))

    def forget(self, table_id: int) -> None:
        """The table is over: its prompts need no more care."""
        for key in [k for k in self._live if k[0] == table_id]:
            del self._live[key]

    def retire(self, user_id: int, table_id: int) -> None:
        """The user's live prompt of that table, if any, is spent: no longer
        the live one, its message left as it is (no request: its clicks are
        refused as from an earlier turn)."""
        if (table_id, user_id) in self._live or self.store is not None:  # shared: another process may have sent it
            self._queue(Letter(user_id, table_id, {}, retire=True))

    def spent(self, user_id: int, table_id: int, message_id: int) -> None:
        """The player's click was answered by editing this prompt without
        choices: it is no longer live, and taking its buttons off would be a
        request for nothing. (A later prompt has replaced it if the ids differ.)"""
        if self.store is not None:  # recorded in the user's queue, after the letters before it
            self._queue(Letter(user_id, table_id, {}, spent=message_id))
        elif self._live.get((table_id, user_id)) == message_id:
            del self._live[(table_id, user_id)]

    def _queue(self, letter: Letter) -> asyncio.Future[discord.Message | None]:
        user_id, table_id = letter.user_id, letter.table_id
        if (table_id, user_id) in self.closed:
            letter.sent.set_result(None)
            return letter.sent
        queue = self._queues.setdefault(user_id, asyncio.Queue())
        queue.put_nowait(letter)
        worker = self._workers.get(user_id)
        # A worker that has finished its loop may still be listed until its
        # done-callback runs: it will not see this letter, so start another.
        if worker is None or worker.done():
            task = asyncio.create_task(self._work(user_id, queue), name=f"dm-{user_id}")
            self._workers[user_id] = task
            task.add_done_callback(lambda t: self._worker_done(user_id, t))
        return letter.sent

    def _worker_done(self, user_id: int, task: asyncio.Task[None]) -> None:
        if self._workers.get(user_id) is task:
            del self._workers[user_id]

    async def drain(self) -> None:
        """Wait until every queued DM was sent or failed (tests, shutdown)."""
        while self._workers:
            await asyncio.gather(*list(self._workers.values()), return_exceptions=True)

    async def close(self) -> None:
        tasks = [*self._workers.values(), *self._opening.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def open_ahead(self, user_ids: Iterable[int]) -> None:
        """Open these players' DM channels now, paced as any opening, so a
        game's first prompts need none: at Join and at Start (with many
        tables starting at once, the openings would otherwise queue behind
        the pacer at the first prompt). A DM channel opens whether or not
        the player accepts DMs; a failure here is met again, and told, at
        the first DM."""
        for user_id in user_ids:
            if user_id not in self._channels and user_id not in self._opening:
                self._opening_task(user_id).add_done_callback(_quietly)

    async def _channel(self, user_id: int) -> int:
        channel_id = self._channels.get(user_id)
        if channel_id is not None:
            return channel_id
        opening = self._opening.get(user_id) or self._opening_task(user_id)
        return await asyncio.shield(opening)  # one opening per user, whoever asked first

    def _opening_task(self, user_id: int) -> asyncio.Task[int]:
        task = asyncio.create_task(self._open(user_id), name=f"dm-open-{user_id}")
        self._opening[user_id] = task
        task.add_done_callback(lambda _: self._opening.pop(user_id, None))
        return task

    async def _open(self, user_id: int) -> int:
        for attempt in range(3):
            await self.pacer.wait()
            try:
                data = await self.client.http.start_private_message(user_id)
                break
            except discord.HTTPException as exc:
                if exc.code != OPENING_TOO_FAST or attempt == 2:
                    raise
                await asyncio.sleep(1.0 + attempt)
        channel_id = int(data["id"])
        self._channels[user_id] = channel_id
        return channel_id

    async def _work(self, user_id: int, queue: asyncio.Queue[Letter]) -> None:
        while not queue.empty():
            letter = queue.get_nowait()
            if (letter.table_id, user_id) in self.closed:
                letter.sent.set_result(None)
                continue
            try:
                key = (letter.table_id, user_id)
                retired: set[int] = set()
                if self.store is not None:
                    await self._recall(key)
                    if letter.spent is not None:
                        await self._spent(key, letter.spent)
                        letter.sent.set_result(None)
                        continue
                if letter.news and key not in self._live:
                    # news, not a decision: it never hands out choices no prompt offered
                    letter.kwargs["view"] = None
                if letter.prompt or letter.retire:
                    retired = self._supersede(key)
                message = None if letter.retire else await self._deliver(user_id, letter)
                if message is not None and letter.screen:
                    if letter.kwargs.get("view") is not None:
                        self._live[key] = message.id
                    else:
                        self._live.pop(key, None)
                    if self.store is not None:
                        await self._record(key, message.id, key in self._live)
                elif self.store is not None and retired:
                    for message_id in retired:
                        await self._spent(key, message_id)
                letter.sent.set_result(message)
            except discord.Forbidden as exc:
                letter.sent.set_result(None)
                if exc.code == CANNOT_DM:
                    if (letter.table_id, user_id) not in self.closed:
                        self.closed.add((letter.table_id, user_id))
                        await self._tell_closed(letter.table_id, user_id)
                else:
                    log.warning("DM to a player refused (code %s)", exc.code)
            except discord.HTTPException as exc:
                letter.sent.set_result(None)
                log.warning("DM to a player failed (status %s, code %s)", exc.status, exc.code)
            except asyncio.CancelledError:
                letter.sent.cancel()
                raise
            except Exception:
                letter.sent.set_result(None)
                log.exception("DM delivery failed")

    def _supersede(self, key: tuple[int, int]) -> set[int]:
        """The live prompt is live no more (a new one replaces it, or its
        decision ended); the ids of the prompts superseded. Its message is
        not edited: see the module's docstring."""
        message_id = self._live.pop(key, None)
        return set() if message_id is None else {message_id}

    # -- a shared store: the screen and live prompt as every process sees them --

    async def _recall(self, key: tuple[int, int]) -> None:
        """Take the player's screen and live prompt of the table from the
        store: another process may have sent the newest one."""
        assert self.store is not None
        try:
            shown = await self.store.shown_message(*key)
        except StoreError as exc:  # what this process knows is the best guess left
            log.warning("table %s: a player's screen could not be read (%s)", key[0], exc)
            return
        if shown is None:
            return
        if shown.live:
            self._live[key] = shown.message_id
        else:
            self._live.pop(key, None)

    async def _record(self, key: tuple[int, int], message_id: int, live: bool) -> None:
        """Swap the message in as the player's screen. If another process
        stored a newer one meanwhile, this one is not the screen (the newer
        one supersedes it, and its clicks are refused as stale)."""
        assert self.store is not None
        table_id, user_id = key
        try:
            swap = await self.store.show_message(table_id, user_id, message_id, live)
        except StoreError as exc:
            log.warning("table %s: a player's new screen could not be recorded (%s)", table_id, exc)
            return
        if not swap.stored:
            await self._recall(key)

    async def _spent(self, key: tuple[int, int], message_id: int) -> None:
        assert self.store is not None
        if self._live.get(key) == message_id:
            del self._live[key]
        try:
            await self.store.message_spent(*key, message_id)
        except StoreError as exc:
            log.warning("table %s: a spent prompt could not be recorded (%s)", key[0], exc)

    async def _deliver(self, user_id: int, letter: Letter) -> discord.Message:
        kwargs = dict(letter.kwargs)
        picture = kwargs.pop("picture", None)  # a bot.pictures.Picture: drawn here, off the event loop
        # Only the DreamBot sends pictures, and its client has ``pictures``.
        png = (await self.client.pictures.png(picture)  # type: ignore[attr-defined]  # see above
               if picture is not None else None)
        for delay in (*self.retry_delays, None):
            if png is not None:  # a File is spent by a failed request: a new one per try
                kwargs["files"] = [picture.file(png)]
            try:
                channel_id = await self._channel(user_id)
                channel = self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
                return await channel.send(**kwargs)
            except discord.HTTPException as exc:
                if delay is None or not (exc.status == 429 or exc.status >= 500):
                    raise
                await asyncio.sleep(delay)
        raise AssertionError("unreachable")

    async def _tell_closed(self, table_id: int, user_id: int) -> None:
        try:
            await self.on_closed(table_id, user_id)
        except Exception:
            log.exception("could not tell table %s about closed DMs", table_id)
