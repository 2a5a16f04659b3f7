"""Pictures on Discord: drawn off the event loop, a few at a time, each drawn once.

A presenter gives a drawing function (``board_image``, ``hand_image``); the
caller wraps it as ``Picture.of(filename, draw)``. A ``functools.partial`` over
hashable arguments is keyed by its function and arguments: everything the
picture is drawn from (a hand's cards, which of them are playable, the title).
So a picture unchanged since it was last drawn comes from the cache, and two
pictures share an entry only when they are drawn from the same data and are
therefore the same picture: one seat's hand is never served for another's.

``Painter`` draws in its own threads, at most ``limit`` pictures at once:

* ``png`` waits for a free slot: for work nobody is waiting on (the table
  message's coalesced edit, a DM leaving its queue);
* ``now`` draws only when the picture is cached or a slot is free, else gives
  None: the caller answers without the picture and ``follow``s it with an edit
  once drawn, so a burst of clicks degrades to "picture follows" instead of
  answers that come late.

A picture whose kind (its drawing function) has drawn in under
``QUICK_MS`` of CPU is drawn on the event loop instead, unless a burst of
interactions waits for its answers (``calm``): handing it to a thread, the deferral and
the second request of the answer cost more than the drawing, and an answer
with its picture is one request. The first pictures of a kind go to the
threads, which measure it.

``answer`` is that whole path for an interaction (My hand, a click on a
private prompt); ``attach`` puts a picture (or its absence) into a payload.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Hashable

import discord

log = logging.getLogger(__name__)

# Renders at once: the machine's two cores, leaving the event loop one's worth
# of the GIL between Pillow's C calls.
RENDER_LIMIT = 2
# Bytes of PNG kept: a hand is 3-6 KB, Somnikum's table about 30 KB.
CACHE_BYTES = 16 * 1024 * 1024
# A kind of picture drawn in less CPU than this (a running mean) is drawn on
# the loop when it is calm (bench.pictures: a hand or a trick 0.8-1.1 ms,
# Somnikum's table 13 ms); 0 turns it off.
QUICK_MS = 1.2


@dataclass(frozen=True, eq=False)
class Picture:
    filename: str
    draw: Callable[[], bytes]
    key: Hashable | None  # what the picture is drawn from; None: not cached

    @classmethod
    def of(cls, filename: str, draw: Callable[[], bytes]) -> "Picture":
        return cls(filename, draw, content_key(draw))

    def file(self, png: bytes) -> discord.File:
        """A new File each time: a request that failed has spent the old one."""
        return discord.File(io.BytesIO(png), filename=self.filename)


def content_key(draw: Callable[[], bytes]) -> Hashable | None:
    """The drawing function and all its arguments, or None when they are not
    hashable (then the picture is drawn every time)."""
    if not isinstance(draw, functools.partial):
        return None
    key = (draw.func.__module__, draw.func.__qualname__, draw.args, tuple(sorted(draw.keywords.items())))
    try:
        hash(key)
    except TypeError:
        return None
    return key


def attach(payload: dict[str, Any], picture: Picture, png: bytes | None, key: str) -> dict[str, Any]:
    """``payload`` (send or edit keywords, with an ``embed``) showing the
    picture under ``key`` (``files`` for a new message, ``attachments`` for an
    edit), or without it while it is still being drawn."""
    payload = dict(payload)
    embed = payload["embed"].copy()
    embed.set_image(url=f"attachment://{picture.filename}" if png is not None else None)
    payload["embed"] = embed
    payload[key] = [picture.file(png)] if png is not None else []
    return payload


class Painter:
    def __init__(self, limit: int = RENDER_LIMIT, cache_bytes: int = CACHE_BYTES) -> None:
        self.limit = limit
        self.cache_bytes = cache_bytes
        self._slots = asyncio.Semaphore(limit)
        self._pool = ThreadPoolExecutor(max_workers=limit, thread_name_prefix="picture")
        self._cache: OrderedDict[Hashable, bytes] = OrderedDict()
        self._cached_bytes = 0
        self._drawing: dict[Hashable, asyncio.Future[bytes]] = {}
        self._follows: dict[Hashable, asyncio.Task[None]] = {}
        self._cost_ms: dict[Hashable, float] = {}  # a kind of picture -> its drawings' running mean CPU
        # False while a burst of interactions waits for its answers (the bot sets it).
        self.calm: Callable[[], bool] = lambda: True
        self.quick_ms = QUICK_MS
        self.drawn = 0  # pictures drawn (cache misses), for benchmarks and tests
        self.drawn_here = 0  # of them, on the loop

    def cached(self, picture: Picture) -> bytes | None:
        if picture.key is None or picture.key not in self._cache:
            return None
        self._cache.move_to_end(picture.key)
        return self._cache[picture.key]

    def quick(self, picture: Picture) -> bool:
        """Draw it on the loop: its kind is known to be cheap and no burst of answers waits."""
        cost = self._cost_ms.get(_kind(picture))
        return cost is not None and cost < self.quick_ms and self.calm()

    def busy(self) -> bool:
        """Every render slot is taken (or promised to a waiting render)."""
        return self._slots.locked()

    async def png(self, picture: Picture) -> bytes:
        """The picture, drawn when a slot is free (one drawing for concurrent
        requests of the same picture)."""
        png = self.cached(picture)
        if png is not None:
            return png
        if self.quick(picture):
            return self._draw_here(picture)
        if picture.key is None:
            return await self._draw(picture)
        key = picture.key
        drawing = self._drawing.get(key)
        if drawing is None:
            drawing = asyncio.ensure_future(self._draw(picture))
            self._drawing[key] = drawing
            drawing.add_done_callback(lambda _: self._drawing.pop(key, None))
        return await asyncio.shield(drawing)

    async def now(self, picture: Picture) -> bytes | None:
        """The picture if it is cached or a slot is free now; None when every
        slot is busy (then ``follow`` it)."""
        png = self.cached(picture)
        if png is not None or (self.busy() and picture.key not in self._drawing and not self.quick(picture)):
            return png
        return await self.png(picture)

    def _draw_here(self, picture: Picture) -> bytes:
        png, took = _timed(picture.draw)
        self.drawn_here += 1
        return self._drawn(picture, png, took)

    async def _draw(self, picture: Picture) -> bytes:
        async with self._slots:
            png, took = await asyncio.get_running_loop().run_in_executor(self._pool, _timed, picture.draw)
        return self._drawn(picture, png, took)

    def _drawn(self, picture: Picture, png: bytes, took: float) -> bytes:
        kind = _kind(picture)
        known = self._cost_ms.get(kind)
        self._cost_ms[kind] = 1000 * took if known is None else 0.8 * known + 200 * took
        self.drawn += 1
        if picture.key is not None and len(png) <= self.cache_bytes:
            self._cache[picture.key] = png
            self._cached_bytes += len(png)
            while self._cached_bytes > self.cache_bytes:
                self._cached_bytes -= len(self._cache.popitem(last=False)[1])
        return png

    async def answer(self, interaction: discord.Interaction, payload: dict[str, Any], picture: Picture | None,
                     *, reply: bool, name: str) -> None:
        """Answer an interaction with ``payload`` (``embed``, ``view``...) and
        its picture: a new ephemeral reply (``reply``: My hand) or an edit of
        the clicked message. A cached picture goes in the answer itself; one
        still to draw is drawn after a deferral, or, when every slot is busy,
        follows the text by an edit (a task called ``name``)."""
        if interaction.message is not None:
            self.settle(interaction.message.id)  # its old picture must not land on what comes now
        png = self.cached(picture) if picture is not None else None
        if picture is not None and png is None and self.quick(picture):
            png = self._draw_here(picture)  # one request: the answer with its picture
        deferred = interaction.response.is_done()  # acknowledged before a bot's search (Play._act)
        if picture is None or png is not None:
            if reply:
                files = attach(payload, picture, png, "files") if picture is not None else payload
                if deferred:
                    await interaction.followup.send(ephemeral=True, **files)
                else:
                    await interaction.response.send_message(ephemeral=True, **files)
            else:
                edit = {"attachments": [], **(attach(payload, picture, png, "attachments")
                                              if picture is not None else payload)}
                if deferred:
                    await interaction.edit_original_response(**edit)
                else:
                    await interaction.response.edit_message(**edit)
            return
        if not deferred:
            if reply:
                await interaction.response.defer(ephemeral=True, thinking=True)
            else:
                await interaction.response.defer()
        png = await self.now(picture)
        message = await interaction.edit_original_response(**attach(payload, picture, png, "attachments"))
        if png is None:
            embed_only = {"embed": payload["embed"]}  # the buttons stay as they are
            self.follow(message.id, picture, name=name,
                        show=lambda png: interaction.edit_original_response(**attach(embed_only, picture, png,
                                                                                     "attachments")))

    def follow(self, target: Hashable, picture: Picture, show: Callable[[bytes], Awaitable[Any]],
               name: str) -> None:
        """Draw the picture when a slot frees, then ``show`` it (an edit of
        the message ``target`` names). A newer answer on the same message
        ``settle``s it first, so an old picture never lands on a newer prompt."""
        self.settle(target)
        task = asyncio.create_task(self._follow(picture, show), name=name)
        self._follows[target] = task
        task.add_done_callback(lambda t: self._follows.pop(target, None) if self._follows.get(target) is t else None)

    def settle(self, target: Hashable | None) -> None:
        """Drop the picture still to follow on ``target``, if any."""
        task = self._follows.pop(target, None)
        if task is not None:
            task.cancel()

    async def _follow(self, picture: Picture, show: Callable[[bytes], Awaitable[Any]]) -> None:
        try:
            await show(await self.png(picture))
        except discord.HTTPException as exc:  # the message is gone or refused: the text is there
            log.info("a picture that followed its message was not shown (status %s, code %s)", exc.status, exc.code)
        except Exception:
            log.exception("a picture that followed its message failed")

    def close(self) -> None:
        for task in self._follows.values():
            task.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)


def _kind(picture: Picture) -> Hashable:
    """Where the drawing function is written (a closure made per picture is
    one kind, not one per picture)."""
    draw = picture.draw.func if isinstance(picture.draw, functools.partial) else picture.draw
    return getattr(draw, "__module__", None), getattr(draw, "__qualname__", repr(type(draw)))


def _timed(draw: Callable[[], bytes]) -> tuple[bytes, float]:
    """The picture and the CPU seconds of this thread that drawing it took."""
    began = time.thread_time()
    png = draw()
    return png, time.thread_time() - began
