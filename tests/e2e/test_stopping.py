"""Stopping cleanly: work in flight finishes before the store closes, new
work is refused meanwhile, and SIGTERM stops ``python -m bot`` like SIGINT.
Through the loopback Discord with the real bot and a real SQLite file."""

from __future__ import annotations

import asyncio
import random
import signal
import sqlite3
import time

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e
POST = "POST /webhooks/:id/:token"  # a table speaks through its channel's webhook (bot/voice.py)


async def _table(fake, bot):
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"], thread=False)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    return table, users


async def _held(fake, mark):
    """Wait until Discord holds one of the bot's channel posts (a slow_down fault)."""
    await fake.wait_for(lambda: any(c.route == POST and c.status is None for c in fake.calls[mark:]), 5,
                        "a channel post to be held")


def _actions(db):
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT seq, source FROM actions ORDER BY table_id, seq").fetchall()


async def test_stop_lets_a_slow_handler_finish_and_refuses_new_work(discord_fake, tmp_path):
    fake, db = discord_fake, tmp_path / "bot.sqlite3"
    bot = await dreambot.start(fake, db)
    table, users = await _table(fake, bot)
    user = users[table.to_act()[0]]
    # The click's channel post is held longer than the old 5 s grace.
    fake.slow_down(POST, delay=6.0, times=1)
    mark, seen = len(fake.calls), {m.id for m in fake.messages_in("general")}
    handle = await dreambot.click_choice(fake, user, dreambot.action_prompt(fake, user, table.id), random.Random(0))
    await handle.ack()
    await _held(fake, mark)
    stopping = asyncio.create_task(fake.stop_bot(bot))
    await fake.wait_for(lambda: bot.stopping, 5, "the bot to start stopping")
    late = await (await fake.slash("carol", "general", "help")).response()
    assert late.ephemeral and "restarting" in late.content, "no new work while stopping"
    await stopping
    assert any("played" in m.content for m in fake.messages_in("general") if m.id not in seen), \
        "the handler finished: its held post went out"
    assert [s for _, s in _actions(db)][-1] == "player"


async def test_stop_lets_a_firing_deadline_finish(discord_fake, tmp_path):
    fake, db = discord_fake, tmp_path / "bot.sqlite3"
    bot = await dreambot.start(fake, db)
    table, users = await _table(fake, bot)
    seq = table.seq
    fake.slow_down(POST, delay=1.0, times=1)
    mark, seen = len(fake.calls), {m.id for m in fake.messages_in("general")}
    table.due_at, table.reminded = time.time(), True  # the deadline is now
    bot.tables.arm(table)
    await _held(fake, mark)  # the timeout is committed and being told
    await fake.stop_bot(bot)
    # (the table message may have moved below the new line meanwhile: new posts, not a count)
    assert any("ran out of time" in m.content for m in fake.messages_in("general") if m.id not in seen)
    assert _actions(db)[-1] == (seq + 1, "timeout")


async def test_a_stop_during_a_reminder_does_not_wait_for_the_deadline(discord_fake, tmp_path):
    fake, db = discord_fake, tmp_path / "bot.sqlite3"
    bot = await dreambot.start(fake, db)
    table, users = await _table(fake, bot)
    fake.slow_down(POST, delay=1.0, times=1)
    mark = len(fake.calls)
    # the reminder is due now, the deadline in an hour
    table.remind_at, table.reminded, table.due_at = time.time(), False, time.time() + 3600
    bot.tables.arm(table)
    await _held(fake, mark)  # the reminder is being told when the stop begins
    await asyncio.wait_for(fake.stop_bot(bot), 20)  # not an hour: the sleep toward the deadline is not waited for
    with sqlite3.connect(db) as conn:
        reminded = conn.execute("SELECT reminded FROM deadlines WHERE table_id = ?", (table.id,)).fetchone()
    assert reminded == (1,), "the reminder is recorded and the deadline stays stored for the next start"


async def test_sigterm_stops_python_m_bot_cleanly(discord_fake, tmp_path):
    fake = discord_fake
    proc = await dreambot.spawn(fake, tmp_path)
    try:
        await fake.wait_for(lambda: fake.gateway.identifies >= 1, 30, "the child bot to connect")
        proc.send_signal(signal.SIGTERM)
        out, _ = await asyncio.wait_for(proc.communicate(), 40)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.communicate()
    text = out.decode()
    assert proc.returncode == 0, text[-2000:]
    assert "SIGTERM: stopping" in text and "stopped" in text and "Traceback" not in text


async def test_steady_clicks_answered_restarting_do_not_hold_the_stop(discord_fake, tmp_path):
    """Players keep clicking while the bot stops (issue 28): each click is
    answered "restarting" and changes nothing, and those answers are not work
    the stop waits for: the stop waits for the one real handler (its post held
    a second), then ends, without using up its grace or logging an error."""
    fake, db = discord_fake, tmp_path / "bot.sqlite3"
    bot = await dreambot.start(fake, db)
    table, users = await _table(fake, bot)
    board = fake.message(table.row.message_id)
    hand = dreambot.button_of(board, "hand")
    user = users[table.to_act()[0]]
    fake.slow_down(POST, delay=1.0, times=1)
    mark = len(fake.calls)
    handle = await dreambot.click_choice(fake, user, dreambot.action_prompt(fake, user, table.id), random.Random(0))
    await handle.ack()
    await _held(fake, mark)
    seq, answered, stopped = table.seq, [], asyncio.Event()

    async def keep_clicking() -> None:
        while not stopped.is_set():
            try:
                answered.append(await fake.click("alice", board, hand))
                answered.append(await fake.slash("bob", "general", "help"))
            except AssertionError:
                return  # the bot left the gateway
            await asyncio.sleep(0)

    clicking = [asyncio.create_task(keep_clicking()) for _ in range(6)]  # several players at once
    await fake.stop_bot(bot)
    stopped.set()
    await asyncio.gather(*clicking)
    assert not [line for line in fake.logs.lines if "still running after" in line], "the stop used up its grace"
    restarting = [h for h in answered if h.interaction.original is not None
                  and "restarting" in h.interaction.original.content]
    assert len(restarting) >= 10, "clicks kept coming during the stop and were answered 'restarting'"
    assert _actions(db)[-1][0] == seq, "nothing was played meanwhile"
