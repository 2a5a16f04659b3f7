"""A crash and a new bot instance on the same database: old DynamicItem buttons keep working."""

from __future__ import annotations

import sqlite3

import pytest

from tests.loopback.demo_bot import create_demo_bot

pytestmark = pytest.mark.e2e


async def test_crash_then_new_instance_handles_old_buttons(discord_fake, tmp_path):
    fake = discord_fake
    db = str(tmp_path / "demo.sqlite3")
    first = await fake.start_bot(create_demo_bot(db, guild_ready_timeout=0.05))
    msg = await (await fake.slash("alice", "general", "counter")).response()
    await (await fake.click("alice", msg, "counter:0")).response()
    assert msg.content == "count is 1" and msg.custom_ids == ["counter:1"]
    assert len(fake.command_puts) == 1

    await fake.crash_bot(first)
    assert not first.is_closed()  # no cleanup ran: this was a crash, not a shutdown
    assert fake.running_bots() == []

    second = await fake.start_bot(create_demo_bot(db, guild_ready_timeout=0.05))
    assert len(fake.command_puts) == 1 and not second.synced  # definitions unchanged: no second sync
    assert fake.gateway.identifies == 2
    mark = fake.mark()
    answer = await (await fake.click("bob", msg, "counter:1")).response()
    assert answer is msg and msg.content == "count is 2" and msg.custom_ids == ["counter:2"]
    assert fake.routes(mark) == ["POST /interactions/:id/:token/callback"]
    await fake.stop_bot(second)
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT user_id, n FROM clicks ORDER BY n").fetchall() == [
            (fake.users["alice"].id, 0), (fake.users["bob"].id, 1)]


async def test_stop_bot_runs_cleanup(discord_fake, tmp_path):
    fake = discord_fake
    bot = await fake.start_bot(create_demo_bot(str(tmp_path / "d.sqlite3"), guild_ready_timeout=0.05))
    await fake.stop_bot(bot)
    assert bot.is_closed() and fake.running_bots() == []
