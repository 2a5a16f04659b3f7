"""The bot over shards (SHARD_COUNT) against the loopback Discord with two
shards: each guild is heard on its own shard and DMs on shard 0, games in
guilds on both shards finish (across a restart), a process running only
some shards restores and times only the tables of its guilds, and a second
process on one SQLite file is refused."""

from __future__ import annotations

import asyncio
import signal

import discord
import pytest
from discord.ext import commands

from bot.app import DreamBot
from bot.shards import IDENTIFY_WINDOW_SECONDS, ShardPlan, shard_of
from tests import dreambot
from tests.e2e.conftest import SHARD_PLAYERS as PLAYERS

pytestmark = pytest.mark.e2e


def seat_users(fake, table):
    seats = {n: table.seat_of(fake.users[n].id) for n in PLAYERS}
    return {seat: fake.users[n] for n, seat in seats.items() if seat is not None}


def clicks_of(fake, table_id: int):
    """The interactions on this table's components, as (in a DM?, shards sent on, guild)."""
    prefix = (f"dg:{table_id}:", f"ds:{table_id}:")
    return [(ix.channel.is_dm, ix.shards, ix.channel.guild) for ix in fake.interactions.values()
            if str(ix.data.get("custom_id", "")).startswith(prefix)]


async def test_one_process_over_two_shards_plays_in_guilds_on_both(discord_fake, guilds, tmp_path):
    fake = discord_fake
    zero, one = guilds
    # Discord's session start limit, enforced: two buckets, so both shards may start at once.
    fake.gateway.max_concurrency = 2
    fake.gateway.identify_window = IDENTIFY_WINDOW_SECONDS
    db = tmp_path / "bot.sqlite3"
    bot = await dreambot.start(fake, db, shards=ShardPlan(2))
    assert isinstance(bot, commands.AutoShardedBot) and bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
    assert {(0, 2), (1, 2)} <= set(fake.gateway.live)
    assert bot.get_guild(zero.id).shard_id == 0 and bot.get_guild(one.id).shard_id == 1

    # a table in each guild, each from a click on its own shard
    first = await dreambot.open_table(fake, bot, "alice", zero.channel("general"), "tinygame", ["bob"])
    second = await dreambot.open_table(fake, bot, "bob", one.channel("general"), "tinygame", ["alice", "carol"])
    ids = {zero: first.id, one: second.id}
    lobby_clicks = [ix for ix in fake.interactions.values() if ix.channel.guild in (zero, one)]
    assert lobby_clicks and all(ix.shards == [(shard_of(ix.channel.guild.id, 2), 2)] for ix in lobby_clicks)

    # a few moves in each, then a restart: one process owns both shards, so both tables come back
    for guild in (zero, one):
        table = bot.tables.get(ids[guild])
        await dreambot.finish_simultaneous(fake, bot, table, seat_users(fake, table), lambda t=table: t.state.bidding)
    await fake.stop_bot(bot)
    fake.gateway.identify_window = None  # the restart comes sooner than Discord's limit would allow
    bot = await dreambot.start(fake, db, shards=ShardPlan(2))
    assert set(bot.tables.tables) == set(ids.values())

    for guild in (zero, one):
        table = bot.tables.get(ids[guild])
        clicks = await dreambot.play_out(fake, bot, table.id, seat_users(fake, table), seed=guild.id % 97)
        assert clicks > 0
        row = await bot.store.table(ids[guild])
        assert row.status == "finished"
        thread = fake.channels[row.channel_id]
        assert thread.guild is guild and "is over" in fake.messages_in(thread)[-1].content

    # every click went to one session: DM clicks to shard 0, the others to their guild's shard
    for guild in (zero, one):
        clicks = clicks_of(fake, ids[guild])
        in_dms = [c for c in clicks if c[0]]
        assert in_dms, "players clicked their DM prompts"
        assert all(shards == [(0, 2)] for _, shards, _ in in_dms)
        assert all(shards == [(shard_of(g.id, 2), 2)] for dm, shards, g in clicks if not dm)
    # so shard 0 heard the DM clicks of the game played on shard 1
    assert any(c[0] for c in clicks_of(fake, ids[one]))


async def test_a_process_of_some_shards_restores_only_its_guilds_tables(discord_fake, guilds, tmp_path):
    fake = discord_fake
    zero, one = guilds
    fake.gateway.max_concurrency = 2
    db = tmp_path / "bot.sqlite3"
    whole = await dreambot.start(fake, db, shards=ShardPlan(2))
    first = await dreambot.open_table(fake, whole, "alice", zero.channel("general"), "tinygame", ["bob"])
    second = await dreambot.open_table(fake, whole, "bob", one.channel("general"), "tinygame", ["carol"])
    lobby = await (await fake.slash("carol", zero.channel("general"), "play tinygame")).response()
    assert lobby.components
    await fake.stop_bot(whole)

    # Shard 1's process alone (as one of several processes on PostgreSQL; on
    # SQLite the settings refuse this, see tests/test_settings.py).
    part = await dreambot.start(fake, db, shards=ShardPlan(2, (1,)))
    assert sorted(part.shards) == [1] and part.get_guild(zero.id) is None and part.get_guild(one.id) is not None
    assert set(part.tables.tables) == {second.id}, "the tables of shard 0's guild are left to its process"
    assert set(part.tables._timers) == {second.id}, "and so are their deadlines"
    # a click in shard 1's guild reaches this process (DM clicks go to shard 0's process)
    table = part.tables.get(second.id)
    board = fake.message(table.row.message_id)
    hand = await fake.click("carol", board, "My hand")
    assert hand.interaction.shards == [(1, 2)]
    answer = await hand.response()
    assert answer.ephemeral and dreambot.action_prompt_ids(answer)
    assert (await part.store.table(first.id)).status == "running"


async def test_without_shard_settings_the_bot_is_one_plain_connection(discord_fake, tmp_path):
    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    assert type(bot) is DreamBot and not isinstance(bot, discord.AutoShardedClient)
    assert list(fake.gateway.live) == [(0, 1)]
    assert not fake.calls_to("GET /gateway/bot"), "no shard count asked"


async def test_shard_count_auto_asks_discord_for_the_recommended_count(discord_fake, guilds, tmp_path):
    fake = discord_fake
    fake.recommended_shards = 2
    fake.gateway.max_concurrency = 2
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3", shards=ShardPlan())
    assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
    assert fake.calls_to("GET /gateway/bot")


async def test_python_m_bot_with_shard_count_2_connects_both_shards(discord_fake, guilds, tmp_path):
    fake = discord_fake
    zero, one = guilds
    fake.gateway.max_concurrency = 2
    fake.gateway.identify_window = IDENTIFY_WINDOW_SECONDS  # a start past Discord's limit fails the test
    proc = await dreambot.spawn(fake, tmp_path, SHARD_COUNT="2")
    try:
        await fake.wait_for(lambda: fake.gateway.identifies >= 2 or proc.returncode is not None, 60,
                            "both shards to connect")
        assert sorted(fake.gateway.live) == [(0, 2), (1, 2)] and fake.gateway.connected
        for guild, shard in ((zero, 0), (one, 1)):
            help_ = await fake.slash("carol", guild.channel("general"), "help")
            assert help_.interaction.shards == [(shard, 2)]
            assert "/play" in (await help_.response(timeout=10)).text
        proc.send_signal(signal.SIGTERM)
        out, _ = await asyncio.wait_for(proc.communicate(), 60)
        assert proc.returncode == 0 and "running all 2 shard(s)" in out.decode()
        assert "Traceback" not in out.decode() and "[ERROR" not in out.decode(), out.decode()[-2000:]
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.communicate()


async def test_a_second_process_on_the_same_sqlite_file_is_refused(discord_fake, tmp_path):
    fake = discord_fake
    first = await dreambot.spawn(fake, tmp_path)
    later: list[asyncio.subprocess.Process] = []
    try:
        await fake.wait_for(lambda: fake.gateway.identifies >= 1 or first.returncode is not None, 60,
                            "the first process to connect")
        assert first.returncode is None
        second = await dreambot.spawn(fake, tmp_path)
        later.append(second)
        out, _ = await asyncio.wait_for(second.communicate(), 60)
        assert second.returncode == 2
        lines = out.decode().strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: another bot process"), lines
        assert f"(pid {first.pid})" in lines[0] and "cannot share a SQLite file" in lines[0]
        assert fake.gateway.identifies == 1, "the second process never connected"
        answer = await (await fake.slash("alice", "general", "help")).response(timeout=10)
        assert "/play" in answer.text, "the first process goes on"

        first.kill()  # a crash leaves no stale lock: the kernel drops it with the process
        await first.wait()
        third = await dreambot.spawn(fake, tmp_path)
        later.append(third)
        await fake.wait_for(lambda: fake.gateway.identifies >= 2 or third.returncode is not None, 60,
                            "a new process after the crash to connect")
        assert third.returncode is None
        third.send_signal(signal.SIGTERM)
        await asyncio.wait_for(third.communicate(), 60)
        assert third.returncode == 0
    finally:
        for proc in (first, *later):
            if proc.returncode is None:
                proc.kill()
                await proc.communicate()


async def test_too_few_shards_for_discord_stop_with_one_line_and_status_2(discord_fake, tmp_path):
    fake = discord_fake
    fake.gateway.max_guilds_per_shard = 1  # the default world has two guilds: one shard is too few
    proc = await dreambot.spawn(fake, tmp_path)
    try:
        out, _ = await asyncio.wait_for(proc.communicate(), 60)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.communicate()
    text = out.decode()
    assert proc.returncode == 2 and "Traceback" not in text, text[-2000:]
    errors = [line for line in text.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1 and "4011" in errors[0] and "SHARD_COUNT=auto" in errors[0], text[-2000:]
    assert ("closed 4011", {"shard": [0, 1], "guilds": 2}) in fake.gateway.log
