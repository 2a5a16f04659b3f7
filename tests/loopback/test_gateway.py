"""The gateway as Discord runs it: only the events a session's intents ask for,
heartbeats on request (op 1), reconnects on request (op 7) with RESUME and
replay, or a fresh IDENTIFY when the session cannot be resumed."""

from __future__ import annotations

import asyncio

import discord
import pytest

from tests.loopback.demo_bot import create_demo_bot

pytestmark = pytest.mark.e2e


async def demo(fake, tmp_path, **kwargs):
    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05, **kwargs)
    bot.heard = []

    async def on_message(message):
        bot.heard.append(message.content)

    bot.add_listener(on_message)
    return await fake.start_bot(bot)


async def test_events_only_for_the_intents_asked_for(discord_fake, tmp_path):
    fake = discord_fake
    bot = await demo(fake, tmp_path, intents=discord.Intents(guilds=True))
    guild = bot.get_guild(fake.guild.id)
    assert [m.id for m in guild.members] == [fake.bot_user.id], "no member list without GUILD_PRESENCES"
    await fake.say("alice", "general", "hello?")
    await fake.say("alice", fake.dm_channel("alice"), "psst")
    await fake.delete_channel("lounge")  # a GUILDS event still arrives
    await fake.wait_for(lambda: guild.get_channel(fake.channel("general").id) and not any(
        c.name == "lounge" for c in guild.channels), what="the channel delete")
    assert bot.heard == []
    assert [e for e, _ in fake.gateway.log if e.startswith("not asked for")] == ["not asked for MESSAGE_CREATE"] * 2


async def test_message_intents_bring_messages(discord_fake, tmp_path):
    fake = discord_fake
    bot = await demo(fake, tmp_path)  # discord.Intents.default(): guild and direct messages
    await fake.say("alice", "general", "hello?")
    await fake.say("alice", fake.dm_channel("alice"), "psst")
    await fake.wait_for(lambda: len(bot.heard) == 2, what="both messages")
    # without the privileged message content intent a guild message comes empty; a DM with the bot does not
    assert bot.heard == ["", "psst"]


async def test_message_content_needs_its_intent(discord_fake, tmp_path):
    fake = discord_fake
    intents = discord.Intents.default()
    intents.message_content = True
    bot = await demo(fake, tmp_path, intents=intents)
    await fake.say("alice", "general", "hello?")
    await fake.wait_for(lambda: len(bot.heard) == 1, what="the message")
    assert bot.heard == ["hello?"]


async def test_whole_member_list_needs_the_members_intent(discord_fake, tmp_path):
    fake = discord_fake
    bot = await demo(fake, tmp_path, intents=discord.Intents(guilds=True))
    await bot.ws.request_chunks(fake.guild.id, query="", limit=0)
    await fake.wait_for(lambda: fake.violations, what="the refused request")
    (refused,) = fake.take("violations")
    assert "GUILD_MEMBERS" in refused.detail


async def test_heartbeat_on_request(discord_fake, tmp_path):
    fake = discord_fake
    fake.gateway.heartbeat_interval = 10 * 60 * 1000  # no regular beat can answer for it
    await demo(fake, tmp_path)
    seen = await fake.request_heartbeat()
    await fake.wait_for(lambda: fake.gateway.heartbeats > seen, what="the requested heartbeat")
    assert ("sent op 1", None) in fake.gateway.log


async def test_reconnect_on_request_resumes_and_replays(discord_fake, tmp_path):
    fake = discord_fake
    await demo(fake, tmp_path)
    game = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    await fake.request_reconnect()
    # clicked while the bot reconnects: held for the RESUME, then replayed in order
    handles = [await fake.click(who, game, "show") for who in ("alice", "bob", "carol")]
    await asyncio.wait_for(fake.gateway.resumed.wait(), 5)
    answers = [await h.response() for h in handles]
    assert [a.ephemeral_for.name for a in answers] == ["alice", "bob", "carol"]
    assert (fake.gateway.identifies, fake.gateway.resumes) == (1, 1)
    after = await (await fake.click("dave", game, "show")).response()
    assert after.ephemeral_for.name == "dave"


async def test_reconnect_that_cannot_resume_identifies_anew(discord_fake, tmp_path):
    fake = discord_fake
    bot = await demo(fake, tmp_path)
    await fake.request_reconnect(resumable=False)
    # discord.py waits 5 s before identifying again (Client.before_identify_hook)
    await fake.wait_for(lambda: fake.gateway.identifies == 2 and fake.gateway.connected, timeout=15,
                        what="a fresh IDENTIFY")
    assert [e for e, _ in fake.gateway.log if e in ("recv op 6", "recv op 2")] == ["recv op 2", "recv op 6", "recv op 2"]
    await bot.wait_until_ready()
    answer = await (await fake.slash("bob", "general", "play", game="traumland")).response()
    assert answer.content.endswith("started traumland for 4") and fake.gateway.resumes == 0
