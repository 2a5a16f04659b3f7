"""Faults on demand: 429 storms, 500s, refused DM opens, gateway drops with RESUME."""

from __future__ import annotations

import asyncio

import pytest

from tests.loopback.logs import error_codes

pytestmark = pytest.mark.e2e


async def test_429_storm_survived(discord_fake, bot):
    fake = discord_fake
    fake.fail_with_429("POST /channels/:id/messages", times=4, retry_after=0.05)
    fake.fail_with_429("PATCH /webhooks/*", times=1, retry_after=0.05)
    fake.fail_with_429("POST /interactions/*", times=1, retry_after=0.05)
    handle = await fake.slash("alice", "games", "burst", count=5)
    await fake.wait_for(lambda: handle.interaction.original and handle.interaction.original.content == "sent 5",
                        what="the burst to finish")
    fake.fail_with_429("*", times=1, retry_after=0.1, is_global=True)
    game = await (await fake.slash("bob", "general", "play", game="somnia")).response()
    await (await fake.click("bob", game, "join")).response()
    await fake.settle()
    assert [m.content for m in fake.messages_in("games")] == ["sent 5"] + [f"burst {i}" for i in range(5)]
    assert len(fake.dms("bob")) == 1
    assert fake.faults.count_429 == 7
    statuses = [c.status for c in fake.calls_to("POST /channels/:id/messages")]
    assert statuses.count(429) == 4 and statuses.count(200) == 6
    assert sum("We are being rate limited" in line for line in fake.logs.lines) >= 4


async def test_500_then_retry(discord_fake, bot):
    fake = discord_fake
    fake.fail_with_500("POST /channels/:id/messages", times=1)
    handle = await fake.slash("alice", "games", "burst", count=1)
    await fake.wait_for(lambda: handle.interaction.original and handle.interaction.original.content == "sent 1",
                        timeout=6, what="the retried message")
    assert [c.status for c in fake.calls_to("POST /channels/:id/messages")] == [500, 200]
    assert [m.content for m in fake.messages_in("games")] == ["sent 1", "burst 0"]


async def test_refused_dm_open_reaches_the_bot(discord_fake, bot):
    fake = discord_fake
    fake.refuse_dm_opens(times=1)
    game = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    handle = await fake.click("alice", game, "join")
    await fake.wait_for(lambda: fake.logs.errors, what="the bot to log the refused DM open")
    assert error_codes(fake.take("bot_errors")) == [40003]
    assert handle.interaction.ack_type is None  # the demo never answers: a bug the fake made visible


async def test_gateway_drop_resume_loses_no_events(discord_fake, bot):
    fake = discord_fake
    game = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    await fake.drop_gateway()
    # injected while the bot is disconnected: queued and replayed on RESUME
    handles = [await fake.click(who, game, "show") for who in ("alice", "bob", "carol")]
    await asyncio.wait_for(fake.gateway.resumed.wait(), 5)
    answers = [await h.response() for h in handles]
    assert [a.ephemeral_for.name for a in answers] == ["alice", "bob", "carol"]
    assert fake.gateway.resumes == 1 and fake.gateway.identifies == 1
    late = await (await fake.slash("dave", "general", "play", game="traumland")).response()
    assert late.content.endswith("started traumland for 4")
