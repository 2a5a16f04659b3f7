"""Login, sync and the core slash -> buttons -> DM -> ephemeral path through the loopback Discord."""

from __future__ import annotations

import pytest

from tests.loopback import Refused

pytestmark = pytest.mark.e2e


async def test_login_and_sync_call_sequence(discord_fake, bot):
    fake = discord_fake
    assert fake.routes()[:3] == ["GET /users/@me", "GET /oauth2/applications/@me", "PUT /applications/:id/commands"]
    assert {"play", "counter", "slow", "name", "stats"} <= set(fake.synced())
    assert fake.command_puts == [(None, sorted(fake.synced(), key=list(fake.synced()).index))]
    assert fake.gateway.identifies == 1 and "v=10" in fake.gateway.queries[0]
    assert {g.id for g in bot.guilds} == {g.id for g in fake.guilds}
    assert bot.get_channel(fake.channel("general").id) is not None
    assert not fake.unhandled


async def test_slash_buttons_dm_ephemeral(discord_fake, bot):
    fake = discord_fake
    alice = fake.users["alice"]
    mark = fake.mark()
    handle = await fake.slash(alice, "general", "play", game="somnia")
    msg = await handle.response()
    assert fake.routes(mark) == ["POST /interactions/:id/:token/callback"]
    assert msg.content == f"<@{alice.id}> started somnia for 4"
    assert msg.custom_ids == ["join", "show", "bump", "end", "pick"]
    assert not msg.ephemeral

    mark = fake.mark()
    join = await fake.click(alice, msg, "Join")
    reply = await join.response()
    assert reply.ephemeral and reply.content == "Check your DMs!" and reply.ephemeral_for is alice
    assert fake.routes(mark) == ["POST /users/@me/channels", "POST /channels/:id/messages", "POST /interactions/:id/:token/callback"]
    dm = fake.dms(alice)
    assert [m.content for m in dm] == [f"You joined somnia. Your secret role: {bot.role_of(alice.id)}"]

    # a second click reuses discord.py's cached DM channel
    mark = fake.mark()
    await (await fake.click(alice, msg, "join")).response()
    assert fake.routes(mark) == ["POST /channels/:id/messages", "POST /interactions/:id/:token/callback"]

    # clicking the Ready button in the DM: the interaction carries `user`, not `member`
    ready = await fake.click(alice, dm[0], "ready")
    answer = await ready.response()
    assert answer.content == "alice is ready (in a DM: True)"
    assert answer.channel is fake.dm_channel(alice)


async def test_refusals(discord_fake, bot):
    fake = discord_fake
    msg = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    with pytest.raises(Refused, match="never synced"):
        await fake.slash("alice", "general", "nosuch")
    with pytest.raises(Refused, match="no option"):
        await fake.slash("alice", "general", "play", game="somnia", colour="red")
    with pytest.raises(Refused, match="choices"):
        await fake.slash("alice", "general", "play", game="chess")
    with pytest.raises(Refused, match="type 4"):
        await fake.slash("alice", "general", "play", game="somnia", seats="3")
    with pytest.raises(Refused, match="out of range"):
        await fake.slash("alice", "general", "play", game="somnia", seats=9)
    with pytest.raises(Refused, match="no button"):
        await fake.click("alice", msg, "nope")
    with pytest.raises(Refused, match="not a member"):
        await fake.click("frank", msg, "join")
    eph = await (await fake.click("alice", msg, "show")).response()
    with pytest.raises(Refused, match="cannot see"):
        await fake.click("bob", eph, "anything")
