"""Private delivery: DMs through a paced queue.

Discord refuses bursts of new DM channels (40003), so opening a DM channel is
paced by a token bucket; messages to one user leave in order through that
user's own worker. A user whose DMs are closed (50007) is not tried again for
that table: ``on_closed`` tells the table once, and the player uses the
"My hand" button instead. Nothing in the game ever waits on a DM.

A player holds at most one live DM prompt per table: sending a new prompt, or
``retire`` when the player's decision ended (answered elsewhere, timed out, the
night is over), takes the buttons off the previous one, in the same ordered
queue, so an old prompt never offers a choice that no longer counts.

The newest prompt of a table is also the player's private screen: ``update``
edits it in place (an edit notifies nobody) when something private happens
between the player's own decisions, so only a decision of theirs sends a new DM.

Several bot processes over one PostgreSQL database (``store`` given): the
next prompt of a player may come from another process than the last one, so
the worker reads the player's screen and live prompt of the table from the
store before it acts on them, and swaps each new one in after sending it
(``Store.show_message``: the newer snowflake wins, and the message it replaced
comes back to be retired). One process (SQLite) keeps them in memory only.
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
    retire: bool = False  # no message: only take the buttons off the live prompt
    update: bool = False  # edit the private screen (a new message only if there is none yet)
    screen: bool = False  # the message is the player's private screen of the table (what update edits)
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
        self._screens: dict[tuple[int, int], int] = {}  # (table, user) -> the newest prompt, live or not
        self.retry_delays = RETRY_DELAYS

    def mark_closed(self, table_id: int, user_id: int) -> None:
        self.closed.add((table_id, user_id))

    def send(self, user_id: int, table_id: int, *, prompt: bool = False, screen: bool = False,
             news: bool = False, **kwargs: Any) -> asyncio.Future[discord.Message | None]:
        """Queue a DM (``kwargs`` for ``send``, plus an optional ``picture``:
        a ``bot.pictures.Picture``); the future resolves to the message, or
        None if it failed. ``prompt``: it carries choices; ``screen``: it
        becomes the player's private screen of the table; ``news``: the new
        screen of private news, which takes the live prompt's place (its
        buttons come off) and, as an update, offers choices only if that
        prompt did."""
        return self._queue(Letter(user_id, table_id, kwargs, prompt=prompt or news, screen=screen or prompt or news,
                                  news=news))

    def update(self, user_id: int, table_id: int, **kwargs: Any) -> asyncio.Future[discord.Message | None]:
        """Bring the user's private screen of that table up to date (the
        same ``kwargs`` as ``send``; a ``view`` makes it the live prompt)."""
        return self._queue(Letter(user_id, table_id, kwargs, update=True, screen=True))

    def forget(self, table_id: int) -> None:
        """The table is over: its prompts and screens need no more care."""
        for key in [k for k in self._screens if k[0] == table_id]:
            del self._screens[key]
        for key in [k for k in self._live if k[0] == table_id]:
            del self._live[key]

    def retire(self, user_id: int, table_id: int) -> None:
        """Take the buttons off the user's live prompt of that table, if any
        (costs a request only when there is one)."""
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
                if (letter.update or letter.news) and key not in self._live:
                    # news, not a decision: an update never hands out choices no prompt offered
                    letter.kwargs["view"] = None
                if letter.update and key in self._screens:
                    message = await self._edit_screen(user_id, letter)
                else:
                    if letter.prompt or letter.retire:
                        retired = await self._take_buttons_off(user_id, letter.table_id)
                    message = None if letter.retire else await self._deliver(user_id, letter)
                if message is not None and letter.screen:
                    self._screens[key] = message.id
                    if letter.kwargs.get("view") is not None:
                        self._live[key] = message.id
                    else:
                        self._live.pop(key, None)
                    if self.store is not None:
                        await self._record(key, message.id, key in self._live, retired)
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

    async def _take_buttons_off(self, user_id: int, table_id: int) -> set[int]:
        """The live prompt loses its buttons; the ids of the prompts retired."""
        message_id = self._live.pop((table_id, user_id), None)
        if message_id is None:
            return set()
        await self._unbutton(user_id, message_id)
        return {message_id}

    async def _unbutton(self, user_id: int, message_id: int) -> None:
        channel = self.client.get_partial_messageable(await self._channel(user_id), type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException as exc:  # gone or refused: the table refuses its clicks anyway
            log.info("an old DM prompt kept its buttons (status %s, code %s)", exc.status, exc.code)

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
        self._screens[key] = shown.message_id
        if shown.live:
            self._live[key] = shown.message_id
        else:
            self._live.pop(key, None)

    async def _record(self, key: tuple[int, int], message_id: int, live: bool, retired: set[int]) -> None:
        """Swap the message in as the player's screen. If another process
        stored a newer one meanwhile, this one is not the screen and loses
        its buttons; a live one this swap replaced loses them too."""
        assert self.store is not None
        table_id, user_id = key
        try:
            swap = await self.store.show_message(table_id, user_id, message_id, live)
        except StoreError as exc:
            log.warning("table %s: a player's new screen could not be recorded (%s)", table_id, exc)
            return
        if not swap.stored:
            if live:
                await self._unbutton(user_id, message_id)
            await self._recall(key)
        elif swap.replaced_live is not None and swap.replaced_live not in retired:
            await self._unbutton(user_id, swap.replaced_live)

    async def _spent(self, key: tuple[int, int], message_id: int) -> None:
        assert self.store is not None
        if self._live.get(key) == message_id:
            del self._live[key]
        try:
            await self.store.message_spent(*key, message_id)
        except StoreError as exc:
            log.warning("table %s: a spent prompt could not be recorded (%s)", key[0], exc)

    async def _edit_screen(self, user_id: int, letter: Letter) -> discord.Message | None:
        """Edit the screen in place; one the player deleted is sent anew."""
        key = (letter.table_id, user_id)
        kwargs = dict(letter.kwargs)
        picture = kwargs.pop("picture", None)  # a bot.pictures.Picture
        if picture is not None:
            # Only the DreamBot sends pictures, and its client has ``pictures``.
            png = await self.client.pictures.png(picture)  # type: ignore[attr-defined]  # see above
            kwargs["attachments"] = [picture.file(png)]
        channel = self.client.get_partial_messageable(await self._channel(user_id), type=discord.ChannelType.private)
        try:
            return await channel.get_partial_message(self._screens[key]).edit(**kwargs)
        except discord.NotFound:
            self._screens.pop(key, None)
            self._live.pop(key, None)
            return await self._deliver(user_id, letter)

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
