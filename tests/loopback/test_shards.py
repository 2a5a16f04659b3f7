"""Shards as Discord runs them: IDENTIFY's ``shard: [shard_id, num_shards]``
takes the guilds with ``(guild_id >> 22) % num_shards == shard_id``, DMs go to
shard 0, several sessions are connected at once, a shard that does not exist
closes with 4010 and an overfull one with 4011; GET /gateway/bot recommends a
count and tells the session start limit. Raw websocket clients see exactly
what each session is sent."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import discord
import pytest

from bot.shards import shard_of
from tests.loopback.intents import DIRECT_MESSAGES, GUILD_MESSAGES, GUILDS, MESSAGE_CONTENT

pytestmark = pytest.mark.e2e

INTENTS = GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES | MESSAGE_CONTENT  # the messages are told apart by their words


class RawClient:
    """A gateway client with nothing of discord.py: what it reads is what Discord sent."""

    def __init__(self, http: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.http, self.ws = http, ws
        self.events: list[tuple[str, dict[str, Any]]] = []

    @classmethod
    async def identify(cls, fake, shard: Any = None, *, intents: int = INTENTS) -> "RawClient":
        http = aiohttp.ClientSession()
        ws = await http.ws_connect(fake.ws_url)
        client = cls(http, ws)
        hello = await client.frame()
        assert hello["op"] == 10
        d = {"token": fake.token, "intents": intents, "properties": {"os": "linux", "browser": "raw", "device": "raw"}}
        if shard is not None:
            d["shard"] = shard
        await ws.send_str(json.dumps({"op": 2, "d": d}))
        return client

    async def frame(self) -> dict[str, Any] | None:
        msg = await asyncio.wait_for(self.ws.receive(), 5)
        if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            return None
        return json.loads(msg.data)

    async def read_until_ack(self) -> list[tuple[str, dict[str, Any]]]:
        """Everything sent so far: a heartbeat's ACK comes after every frame the
        server sent before it (one socket, in order)."""
        await self.ws.send_str(json.dumps({"op": 1, "d": None}))
        while (frame := await self.frame()) is not None and frame["op"] != 11:
            if frame["op"] == 0:
                self.events.append((frame["t"], frame["d"]))
        return self.events

    def names(self, event: str) -> list[str]:
        return [d.get("content") or d.get("name") for t, d in self.events if t == event]

    async def close(self) -> None:
        await self.ws.close()
        await self.http.close()


def two_shard_world(fake):
    """Two guilds on each shard of two, with alice in all of them."""
    for guild in list(fake.guilds):
        fake.guilds.remove(guild)
    guilds = [fake.add_guild(f"guild {i} on shard {i % 2}", shard=(i % 2, 2)) for i in range(4)]
    alice = fake.add_user("alice", guilds=tuple(guilds))
    return guilds, alice


async def test_a_session_on_shard_1_of_2_hears_only_its_guilds_and_no_dms(discord_fake):
    fake = discord_fake
    guilds, alice = two_shard_world(fake)
    assert [shard_of(g.id, 2) for g in guilds] == [0, 1, 0, 1]
    one = await RawClient.identify(fake, [1, 2])
    zero = await RawClient.identify(fake, [0, 2])
    try:
        await one.read_until_ack()
        await zero.read_until_ack()
        ready = dict(one.events)["READY"]
        assert ready["shard"] == [1, 2]
        assert [int(g["id"]) for g in ready["guilds"]] == [guilds[1].id, guilds[3].id]
        assert one.names("GUILD_CREATE") == ["guild 1 on shard 1", "guild 3 on shard 1"]
        assert dict(zero.events)["READY"]["shard"] == [0, 2]
        assert zero.names("GUILD_CREATE") == ["guild 0 on shard 0", "guild 2 on shard 0"]

        for guild in guilds:
            await fake.say(alice, guild.channel("general"), f"hello {guild.name}")
        await fake.say(alice, fake.dm_channel(alice), "a secret")
        await one.read_until_ack()
        await zero.read_until_ack()
        assert one.names("MESSAGE_CREATE") == ["hello guild 1 on shard 1", "hello guild 3 on shard 1"]
        assert zero.names("MESSAGE_CREATE") == ["hello guild 0 on shard 0", "hello guild 2 on shard 0", "a secret"]
    finally:
        await one.close()
        await zero.close()


async def test_interactions_go_to_their_guilds_shard_and_dm_interactions_to_shard_0(discord_fake):
    fake = discord_fake
    guilds, alice = two_shard_world(fake)
    one = await RawClient.identify(fake, [1, 2])
    try:
        await one.read_until_ack()
        command = {"id": "1", "name": "help", "type": 1, "options": []}
        # Only shard 1 is connected: a click in its guild is sent, one elsewhere has no session to go to.
        sent = await fake.inject(alice, guilds[1].channel("general"), 2, command)
        assert sent.interaction.shards == [(1, 2)]
        with pytest.raises(Exception, match="no bot session holds the shard"):
            await fake.inject(alice, guilds[0].channel("general"), 2, command)
        with pytest.raises(Exception, match="no bot session holds the shard"):
            await fake.inject(alice, fake.dm_channel(alice), 2, command)
        zero = await RawClient.identify(fake, [0, 2])
        try:
            await zero.read_until_ack()
            dm = await fake.inject(alice, fake.dm_channel(alice), 2, command)
            in_guild = await fake.inject(alice, guilds[2].channel("general"), 2, command)
            assert dm.interaction.shards == in_guild.interaction.shards == [(0, 2)]
            await zero.read_until_ack()
            await one.read_until_ack()
            heard = [(d.get("guild_id"), d["id"]) for t, d in zero.events if t == "INTERACTION_CREATE"]
            assert heard == [(None, str(dm.interaction.id)), (str(guilds[2].id), str(in_guild.interaction.id))]
            assert [d["id"] for t, d in one.events if t == "INTERACTION_CREATE"] == [str(sent.interaction.id)]
        finally:
            await zero.close()
    finally:
        await one.close()


async def test_a_new_identify_on_a_shard_takes_it_over(discord_fake):
    fake = discord_fake
    guilds, alice = two_shard_world(fake)
    first = await RawClient.identify(fake, [1, 2])
    second = await RawClient.identify(fake, [1, 2])
    try:
        await first.read_until_ack()
        await second.read_until_ack()
        await fake.say(alice, guilds[1].channel("general"), "who hears this?")
        await first.read_until_ack()
        await second.read_until_ack()
        assert first.names("MESSAGE_CREATE") == [] and second.names("MESSAGE_CREATE") == ["who hears this?"]
    finally:
        await first.close()
        await second.close()


@pytest.mark.parametrize("shard", [[2, 2], [-1, 2], [0, 0], [0], "0,1"])
async def test_a_shard_that_does_not_exist_closes_with_4010(discord_fake, shard):
    fake = discord_fake
    client = await RawClient.identify(fake, shard)
    try:
        assert await client.frame() is None
        assert client.ws.close_code == 4010
        assert fake.gateway.identifies == 0 and not fake.gateway.live
    finally:
        await client.close()


async def test_too_many_guilds_on_one_shard_closes_with_4011(discord_fake):
    fake = discord_fake
    two_shard_world(fake)
    fake.gateway.max_guilds_per_shard = 2
    whole = await RawClient.identify(fake)  # no shard: all four guilds on one session
    half = await RawClient.identify(fake, [0, 2])  # two of them: allowed
    try:
        assert await whole.frame() is None and whole.ws.close_code == 4011
        await half.read_until_ack()
        assert len(half.names("GUILD_CREATE")) == 2
    finally:
        await whole.close()
        await half.close()


async def test_gateway_bot_recommends_shards_and_tells_the_start_limit(discord_fake):
    fake = discord_fake
    fake.gateway.max_concurrency = 16
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fake.token}"}) as http:
        async with http.get(f"{fake.base_url}/api/v10/gateway/bot") as r:
            small = await r.json()
        for i in range(1001):
            fake.add_guild(f"g{i}", channels=())
        async with http.get(f"{fake.base_url}/api/v10/gateway/bot") as r:
            large = await r.json()
    assert small["shards"] == 1 and large["shards"] == 2  # about one shard per 1,000 guilds
    assert small["session_start_limit"]["max_concurrency"] == 16
    assert set(small["session_start_limit"]) == {"total", "remaining", "reset_after", "max_concurrency"}


async def test_session_starts_past_the_limit_get_op_9(discord_fake):
    fake = discord_fake
    fake.gateway.identify_window = 5.0
    fake.gateway.max_concurrency = 2  # buckets: shard_id % 2
    zero = await RawClient.identify(fake, [0, 4])
    one = await RawClient.identify(fake, [1, 4])  # another bucket: at once is fine
    two = await RawClient.identify(fake, [2, 4])  # shard 0's bucket again, too soon
    try:
        await zero.read_until_ack()
        await one.read_until_ack()
        assert (await two.frame())["op"] == 9
        assert sorted(fake.gateway.live) == [(0, 4), (1, 4)]
        (problem,) = fake.take("violations")
        assert "shard 2" in problem.detail
    finally:
        for client in (zero, one, two):
            await client.close()


class Sharded(discord.AutoShardedClient):
    async def before_identify_hook(self, shard_id, *, initial=False):
        pass  # the start limit is not enforced in these tests: no 5 s wait between shards


async def test_discordpy_asks_the_recommended_count_and_files_guilds_by_shard(discord_fake):
    fake = discord_fake
    guilds, _ = two_shard_world(fake)
    fake.recommended_shards = 2
    client = Sharded(intents=discord.Intents(guilds=True), guild_ready_timeout=0.05)
    await fake.start_bot(client)
    try:
        assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
        assert sorted(fake.gateway.live) == [(0, 2), (1, 2)]
        assert {g.id: g.shard_id for g in client.guilds} == {g.id: shard_of(g.id, 2) for g in guilds}
    finally:
        await fake.stop_bot(client)


async def test_one_shard_resumes_while_the_other_goes_on(discord_fake):
    fake = discord_fake
    guilds, alice = two_shard_world(fake)
    client = Sharded(intents=discord.Intents(guilds=True, guild_messages=True, message_content=True), shard_count=2,
                     guild_ready_timeout=0.05)
    heard: list[tuple[int, str]] = []

    async def on_message(message):
        heard.append((message.guild.id, message.content))

    client.event(on_message)
    await fake.start_bot(client)
    try:
        await fake.request_reconnect(shard=1)
        # sent while shard 1 reconnects: held for its RESUME; shard 0 hears its guild at once
        await fake.say(alice, guilds[1].channel("general"), "held for shard 1")
        await fake.say(alice, guilds[0].channel("general"), "shard 0 goes on")
        await asyncio.wait_for(fake.gateway.resumed.wait(), 10)
        await fake.wait_for(lambda: len(heard) == 2, what="both messages")
        assert sorted(heard) == sorted([(guilds[1].id, "held for shard 1"), (guilds[0].id, "shard 0 goes on")])
        assert (fake.gateway.identifies, fake.gateway.resumes) == (2, 1)
    finally:
        await fake.stop_bot(client)
