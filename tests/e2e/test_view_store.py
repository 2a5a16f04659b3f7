"""The bot's components are answered by its ``DynamicItem`` routers alone:
discord.py keeps none of the views the bot sends (a long-running bot would
otherwise hold every prompt it ever sent) and starts one handler per click."""

from __future__ import annotations

import collections

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e



async def test_clicks_start_one_handler_and_no_view_is_kept(discord_fake, bot):
    fake = discord_fake
    store = bot._connection._view_store
    handlers: collections.Counter[int] = collections.Counter()  # interaction id -> handler tasks started
    add_task = store.add_task

    def counting(task):
        handlers[task.get_name()] += 1
        add_task(task)

    store.add_task = counting
    views_before = (len(store._views), len(store._synced_message_views))
    for seed in range(2):  # lobbies, joins, starts, DM prompts, the board, results: every view the bot sends
        table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
        users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
        clicks = await dreambot.play_out(fake, bot, table.id, users, seed=seed)
        assert clicks > 5
    await dreambot.idle(fake, bot)

    assert (len(store._views), len(store._synced_message_views)) == views_before, \
        "discord.py kept views the routers answer"
    started = sum(handlers.values())
    routed = sum(n for name, n in handlers.items() if name.startswith("discord-ui-dynamic-item"))
    assert started == routed, f"handlers other than the routers started: {handlers}"
    clicks = [c for c in fake.calls if c.route == "POST /interactions/:id/:token/callback"]
    # every component click (not the two /play commands) started exactly one handler
    assert routed == len(clicks) - 2
