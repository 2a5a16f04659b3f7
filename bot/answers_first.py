"""Answers first (issue 30): on a busy bot, the answers to interactions go out
before its other requests.

Discord gives an interaction 3 s for its answer; a DM, a board edit or a post
can wait. Every request the bot makes passes through aiohttp's tracing
(discord.py's ``http_trace``), whose ``on_request_start`` is awaited before the
request is sent: while interactions are waiting for their answer, a request
that is not an answer waits too, until they are answered, for at most
``HOLD_SECONDS`` (a request an answer itself needs first is only delayed, and
nothing waits on an interaction older than ``PATIENCE_SECONDS``). Answers are
the interaction callbacks and the interaction webhook (follow-ups and edits of
an answer, under the application's id); a channel webhook is not one.

Interactions are counted as they arrive, in the gateway's parser, before any
handler runs; they leave at the end of their callback request, whether it
succeeded or not.
"""

from __future__ import annotations

import asyncio
import re
import time
from contextlib import suppress
from typing import Any, Callable

import aiohttp

HOLD_SECONDS = 1.0
PATIENCE_SECONDS = 3.0  # Discord's own: an interaction not answered by then never will be
PRUNE_SECONDS = 0.25
_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
_WEBHOOK = re.compile(r"/webhooks/(\d+)/")


class AnswersFirst:
    def __init__(self, application_id: Callable[[], int | None]) -> None:
        self._application_id = application_id
        self._waiting: dict[int, float] = {}  # interaction id -> when it stops counting
        self._arrived: dict[int, float] = {}  # interaction id -> when its event was parsed (monotonic)
        self._answered: dict[int, float] = {}  # answered before the parser counted it (a fast answer)
        self._clear = asyncio.Event()
        self._clear.set()
        self._next_prune = 0.0
        self.held = 0  # requests that waited for answers (a benchmark's figure)

    # -- the gateway's side ----------------------------------------------------

    def received(self, interaction_id: int) -> None:
        now = time.monotonic()
        self._arrived[interaction_id] = now
        if self._answered.pop(interaction_id, None) is not None:
            return
        self._waiting[interaction_id] = now + PATIENCE_SECONDS
        self._clear.clear()

    def answered(self, interaction_id: int) -> None:
        if self._waiting.pop(interaction_id, None) is None:
            self._answered[interaction_id] = time.monotonic() + PATIENCE_SECONDS
        if not self._waiting:
            self._clear.set()
        self._prune()

    def _prune(self) -> None:
        """Forget what has expired; at most every ``PRUNE_SECONDS``, since
        every request asks (a burst of clicks must not make each request
        walk every recent interaction)."""
        now = time.monotonic()
        if now < self._next_prune:
            return
        self._next_prune = now + PRUNE_SECONDS
        for book in (self._waiting, self._answered):
            for key in [k for k, until in book.items() if until <= now]:
                del book[key]
        for key in [k for k, at in self._arrived.items() if at + 2 * PATIENCE_SECONDS <= now]:
            del self._arrived[key]
        if not self._waiting:
            self._clear.set()

    def age(self, interaction_id: int) -> float:
        """Seconds since the interaction arrived (0 if it was not seen): what
        is left of Discord's 3 s is counted from there, not from its handler."""
        arrived = self._arrived.get(interaction_id)
        return 0.0 if arrived is None else time.monotonic() - arrived

    @property
    def waiting(self) -> int:
        self._prune()
        return len(self._waiting)

    # -- the requests' side ----------------------------------------------------

    def is_answer(self, path: str) -> bool:
        if _CALLBACK.search(path):
            return True
        hook = _WEBHOOK.search(path)
        return hook is not None and int(hook.group(1)) == self._application_id()

    async def before(self, path: str) -> None:
        """Hold a request that is not an answer while answers are due."""
        if self.is_answer(path) or not self.waiting:
            return
        self.held += 1
        with suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._clear.wait(), HOLD_SECONDS)

    def after(self, path: str) -> None:
        found = _CALLBACK.search(path)
        if found is not None:
            self.answered(int(found.group(1)))

    def trace(self) -> aiohttp.TraceConfig:
        config = aiohttp.TraceConfig()

        async def on_start(session: Any, context: Any, params: aiohttp.TraceRequestStartParams) -> None:
            await self.before(params.url.path)

        async def on_end(session: Any, context: Any, params: Any) -> None:
            self.after(params.url.path)

        config.on_request_start.append(on_start)
        config.on_request_end.append(on_end)
        config.on_request_exception.append(on_end)
        return config
