"""``python -m tests.bench_bot``: the production entry point (``bot.__main__.main``) with the tiny
test game registered, so the load benchmark can play short, deterministic games in a child process.

Nothing else differs from ``python -m bot``: same settings from the environment, same cogs, same
edit delay, and one more command, ``/calls`` (tests/bench_calls.py: the request floor's phase). The
tiny game must be in ``games.GAMES`` before the cogs build ``/play``.
"""

from __future__ import annotations

import asyncio
import contextvars
import sys
import time
from collections import Counter, defaultdict
from typing import Any

import discord.state

import games
from tests.tinygame import GAME as TINY

games.GAMES.setdefault(TINY.name, TINY)

VOICE_FIGURES = "table voice edits:"  # the line tests.bench reads in the bot's output
CPU_FIGURES = "interaction cpu:"  # the event loop's CPU per kind of interaction, as the bot stops


def kind_of(data: dict[str, Any]) -> str:
    """``/name`` for a slash command, ``dg:kind`` for a game button (its custom
    id's third field, bot/ui.py), else the custom id's prefix."""
    inner = data.get("data") or {}
    if data.get("type") == 2:
        return "/" + str(inner.get("name"))
    parts = str(inner.get("custom_id", "")).split(":")
    return f"{parts[0]}:{parts[3]}" if parts[0] in ("dg", "ds") and len(parts) > 3 else parts[0]


def count_cpu_by_interaction() -> tuple[dict[str, float], Counter[str]]:
    """The event loop thread's CPU, per kind of the interaction whose handling
    ran it: every callback of a task carries the context it was created in, so
    the tasks an interaction's handler starts count for that interaction too.
    Work of long-lived tasks (the delivery queues) and of other threads (the
    store's, the painter's) counts as ``other`` or not at all."""
    kind = contextvars.ContextVar("bench_interaction_kind", default="other")
    seconds: dict[str, float] = defaultdict(float)
    arrived: Counter[str] = Counter()
    run = asyncio.events.Handle._run

    def timed_run(handle: asyncio.events.Handle) -> None:
        began = time.thread_time()
        try:
            run(handle)
        finally:
            context = handle._context  # type: ignore[attr-defined]
            seconds[context.get(kind, "other") if context is not None else "other"] += time.thread_time() - began

    parse = discord.state.ConnectionState.parse_interaction_create

    def parse_marked(state: discord.state.ConnectionState, data: dict[str, Any]) -> None:
        name = kind_of(data)
        arrived[name] += 1
        token = kind.set(name)
        try:
            parse(state, data)  # type: ignore[arg-type]
        finally:
            kind.reset(token)

    asyncio.events.Handle._run = timed_run  # type: ignore[method-assign]
    discord.state.ConnectionState.parse_interaction_create = parse_marked  # type: ignore[method-assign,assignment]
    return seconds, arrived


def main() -> int:
    import bot.app
    import bot.voice
    from bot.__main__ import main as bot_main

    # /calls (tests/bench_calls.py): the request floor's phase of tests.bench
    bot.app.EXTENSIONS = (*bot.app.EXTENSIONS, "tests.bench_calls")
    voices: list[bot.voice.Voice] = []
    made = bot.voice.Voice.__init__

    def keep(self: bot.voice.Voice, *args: object) -> None:
        made(self, *args)  # type: ignore[arg-type]
        voices.append(self)

    bot.voice.Voice.__init__ = keep  # type: ignore[method-assign]
    seconds, arrived = count_cpu_by_interaction()
    try:
        return bot_main()
    finally:
        for v in voices:  # the bot's output goes to the bench's log file
            print(f"{VOICE_FIGURES} asked {v.edits_asked}, sent {v.edits_sent}, coalesced {v.coalesced}; "
                  f"posts that waited for their thread's pace {v.paced}",
                  file=sys.stderr, flush=True)
        for v in voices[:1]:
            painter = v.bot.pictures
            print(f"pictures: drawn {painter.drawn}, of them on the loop {painter.drawn_here}; "
                  f"kinds' CPU ms {sorted((round(ms, 2), str(k[1])) for k, ms in painter._cost_ms.items())}",
                  file=sys.stderr, flush=True)
        print(CPU_FIGURES + " " + " ".join(f"{k}={1000 * v:.1f}/{arrived[k]}" for k, v in sorted(seconds.items())),
              file=sys.stderr, flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
