"""The webhook pace's memory (bot/voice.py ``Voice._pace``): places that went quiet are
forgotten once many places were seen, while a busy place keeps its pace."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.voice import PACE_MARGIN, SWEEP_PLACES_ABOVE, Voice


def _voice(limit: int, seconds: float) -> Voice:
    voice = Voice(bot=None)  # type: ignore[arg-type]  # pacing reads no bot
    voice.webhook_messages = (limit, seconds)
    return voice


async def _post(voice: Voice, place: int) -> None:
    entry: list[float] = await voice._pace(place)
    entry[0] = asyncio.get_running_loop().time()  # as Voice.post does once Discord has the message


async def test_quiet_places_are_forgotten_and_a_busy_place_keeps_its_pace() -> None:
    period = 0.1
    voice = _voice(2, period)
    for place in range(SWEEP_PLACES_ABOVE + 1):
        await _post(voice, place)
    await asyncio.sleep(period + PACE_MARGIN + 0.05)  # every one of them quiet now
    busy = -1
    await _post(voice, busy)
    posted: dict[Any, Any] = voice._posted
    assert list(posted) == [busy], "the quiet places were not forgotten"
    await _post(voice, busy)
    await _post(voice, busy)  # a third message within the period waits for the first to age out
    assert voice.paced == 1


async def test_places_busy_within_the_period_are_kept_past_the_bound() -> None:
    voice = _voice(30, 60.0)
    for place in range(3 * SWEEP_PLACES_ABOVE):
        await _post(voice, place)
    posted: dict[Any, Any] = voice._posted
    assert len(posted) == 3 * SWEEP_PLACES_ABOVE and voice.paced == 0
