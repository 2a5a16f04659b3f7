"""Answers first (issue 30): a burst of clicks on several tables is answered
before any of the DMs, posts and edits those moves cause go out."""

from __future__ import annotations

import asyncio
import random

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e

TABLES = 6



def _answer(call, application_id: int) -> bool:
    return call.route.startswith("POST /interactions/") or call.path.split("/webhooks/")[-1].startswith(
        f"{application_id}/")


async def test_a_burst_of_moves_is_answered_before_anything_the_moves_cause(discord_fake, bot):
    fake = discord_fake
    tables = []
    for i in range(TABLES):
        channel = fake.add_channel(fake.guild, f"burst-{i}")
        host, guest = fake.add_user(f"host{i}"), fake.add_user(f"guest{i}")
        tables.append((await dreambot.open_table(fake, bot, host.name, channel.name, "tinygame", [guest.name]),
                       (host, guest)))
    await dreambot.idle(fake, bot)
    turns = []
    for table, users in tables:
        user = next(u for u in users if table.seat_of(u.id) in table.state.awaiting()
                    and dreambot.fresh_prompt(fake, u, table) is not None)
        turns.append((user, dreambot.fresh_prompt(fake, user, table)))
    mark = len(fake.calls)
    rng = random.Random(3)
    handles = await asyncio.gather(*(dreambot.click_choice(fake, user, msg, rng) for user, msg in turns))
    for handle in handles:
        await handle.ack()
    await dreambot.idle(fake, bot)
    calls = fake.calls[mark:]
    answers = [i for i, c in enumerate(calls) if _answer(c, bot.application_id)]
    others = [i for i, c in enumerate(calls) if not _answer(c, bot.application_id)]
    callbacks = [c for c in calls if c.route.startswith("POST /interactions/")]
    assert len(callbacks) == TABLES, "one answer per click"
    assert others, "the moves caused DMs and edits"
    last_callback = max(i for i, c in enumerate(calls) if c.route.startswith("POST /interactions/"))
    assert last_callback < others[0], (
        "every click was answered before the first other request: "
        + ", ".join(c.route for c in calls[:last_callback + 1]))
    assert answers and bot.answers_first.held > 0
    assert not fake.take("late")
