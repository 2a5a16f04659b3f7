"""A restart with many open tables: the bot loads every table before it
connects to the gateway, so the first click Discord can deliver (the moment
the new process has identified) already finds its table, even the one loaded
last. A click while the bot is away fails on Discord's side, as for any
offline bot; it never gets a wrong answer ("that table has ended")."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time

import pytest

from bot.store import Store
from tests import dreambot
from tests.tinygame import GAME as TINY

pytestmark = pytest.mark.e2e

OTHER_TABLES = 2000  # loaded before the clicked one (restored in id order)


async def _other_tables(db_path) -> None:
    """Running tiny games in channels of other servers, written before the
    clicked table exists, so it has the highest id and is restored last."""
    store = await Store.open(db_path)  # the schema
    await store.close()
    now = time.time()
    with sqlite3.connect(db_path) as db:
        for k in range(1, OTHER_TABLES + 1):
            state = json.dumps(TINY.new(players=2, seed=k, options={}).to_dict())
            db.execute("INSERT INTO game_tables (id, guild_id, channel_id, game, options, seed, status, host_id, "
                       "created_at, started_at) VALUES (?, ?, ?, 'tinygame', '{}', ?, 'running', ?, ?, ?)",
                       (k, 10 + k % 7, 9_000_000 + k, k, 8_000_000 + 2 * k, now, now))
            db.executemany("INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                           [(k, 0, 8_000_000 + 2 * k, "a"), (k, 1, 8_000_001 + 2 * k, "b")])
            db.execute("INSERT INTO snapshots (table_id, seq, state, meta, at) VALUES (?, 0, ?, '{}', ?)",
                       (k, state, now))
            db.execute("INSERT INTO deadlines (table_id, seq, due_at, remind_at) VALUES (?, 0, ?, ?)",
                       (k, now + 3600, now + 1800))


async def test_the_first_click_after_a_restart_finds_the_last_table_loaded(discord_fake, tmp_path):
    fake = discord_fake
    db_path = tmp_path / "bot.sqlite3"
    await _other_tables(db_path)
    bot = await dreambot.start(fake, db_path)
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    assert table.id == OTHER_TABLES + 1 and len(bot.tables.tables) == OTHER_TABLES + 1
    board = fake.message(table.row.message_id)
    await fake.crash_bot(bot)

    identified = fake.gateway.identifies
    starting = asyncio.create_task(dreambot.start(fake, db_path))
    try:
        await fake.wait_for(lambda: fake.gateway.identifies > identified or starting.done(), 30,
                            "the new process to identify")
        # the earliest moment Discord routes a click to the new process
        hand = await fake.click("alice", board, "My hand")
        bot2 = await starting
    finally:
        if not starting.done():
            starting.cancel()
    answer = await hand.response()
    assert answer.ephemeral and answer.embeds, answer.text
    assert "ended" not in answer.text and "not playing" not in answer.text
    assert [c for c in answer.custom_ids if c.startswith(f"dg:{table.id}:") and ":a:" in c], \
        "alice's bid choices, as before the restart"
    assert len(bot2.tables.tables) == OTHER_TABLES + 1
    await fake.stop_bot(bot2)
