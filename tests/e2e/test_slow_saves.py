"""Slow and failed saves (issue 28) through the loopback Discord, with the
bot's SQLite file held locked by another connection: a click whose save
outlasts 2 s is acknowledged as "thinking" inside Discord's 3 s, then that
answer says the result. Nothing ends in "This interaction failed"; a move
that failed to save says so and changes nothing."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e

THINKING = 5  # Discord's deferred channel message: "Dreamkeeper is thinking..."



async def _locked(path: Path, seconds: float) -> asyncio.Task[None]:
    """Another process's write transaction on the bot's database, held for
    ``seconds``; returns once the lock is taken."""
    taken = threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")
            taken.set()
            time.sleep(seconds)
            conn.execute("ROLLBACK")
        finally:
            conn.close()

    task = asyncio.create_task(asyncio.to_thread(hold))
    await asyncio.to_thread(taken.wait, 5)
    return task


async def _turn(fake, bot, table):
    """The seat to act, its user and their live prompt."""
    for seat in table.state.awaiting():
        user = next(u for u in fake.users.values() if u.id == table.seats[seat].user_id)
        msg = dreambot.fresh_prompt(fake, user, table)
        if msg is not None:
            return user, msg
    raise AssertionError("nobody has a live prompt")


async def test_a_move_saved_slowly_is_answered_thinking_then_told_it_counts(discord_fake, bot, tmp_path):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    user, msg = await _turn(fake, bot, table)
    seq = table.seq
    holder = await _locked(tmp_path / "bot.sqlite3", 3.5)
    handle = await dreambot.click_choice(fake, user, msg, random.Random(1))
    ix = await handle.ack(timeout=10)
    assert ix.ack_type == THINKING, "acknowledged in time, promising nothing"
    answer = await handle.response(timeout=10)
    assert answer.ephemeral and "Saved: it counts" in answer.text
    await holder
    await dreambot.idle(fake, bot)
    assert table.seq > seq and [a["user_id"] for a in await bot.store.actions(table.id)][-1] == user.id
    assert not fake.take("late"), "no click went unanswered past 3 s"
    clicked = fake.message(msg.id)
    assert not (dreambot.action_prompt_ids(clicked) and dreambot.is_current(clicked, table, user)
                and any(not b.get("disabled") for b in clicked.buttons if b.get("custom_id", "").startswith("dg:"))
                and int(dreambot.action_prompt_ids(clicked)[0].split(":")[2]) == seq), "the old prompt is spent"
    # the game goes on: the next decision's prompt is there
    assert (await _turn(fake, bot, table))[1] is not None
    assert not fake.take("bot_errors")


async def test_a_move_whose_save_fails_says_so_in_its_answer_and_changes_nothing(discord_fake, bot, tmp_path):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    user, msg = await _turn(fake, bot, table)
    seq, stored = table.seq, len(await bot.store.actions(table.id))
    holder = await _locked(tmp_path / "bot.sqlite3", 7.0)  # past the store's 5 s wait for a lock
    handle = await dreambot.click_choice(fake, user, msg, random.Random(1))
    ix = await handle.ack(timeout=10)
    assert ix.ack_type == THINKING
    answer = await handle.response(timeout=15)
    await fake.wait_for(lambda: "could not save" in fake.message(answer.id).text, 15, "the save failure told")
    assert answer.ephemeral and "Saved: it counts" not in fake.message(answer.id).text
    await holder
    await dreambot.idle(fake, bot)
    assert table.seq == seq and len(await bot.store.actions(table.id)) == stored, "nothing changed"
    assert not fake.take("late")
    # the same prompt still works once the database is free
    again = await dreambot.click_choice(fake, user, fake.message(msg.id), random.Random(1))
    await again.ack()
    await dreambot.idle(fake, bot)
    assert table.seq > seq


async def test_a_lobby_click_saved_slowly_updates_the_lobby_and_says_so(discord_fake, bot, tmp_path):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    holder = await _locked(tmp_path / "bot.sqlite3", 3.0)
    handle = await fake.click("bob", lobby, dreambot.button_of(lobby, "join"))
    ix = await handle.ack(timeout=10)
    assert ix.ack_type == THINKING
    answer = await handle.response(timeout=10)
    assert answer.ephemeral and "Saved: it counts" in answer.text
    await holder
    await dreambot.idle(fake, bot)
    assert "bob" in fake.message(lobby.id).text, "the lobby shows the new player"
    assert not fake.take("late")
