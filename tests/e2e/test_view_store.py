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


async def test_message_events_build_nothing_and_a_failing_listener_stops_nothing(discord_fake, bot):
    """A table's posts and edits come back as gateway events, one of each per
    move: the bot reads only their channel and id (bot/app.py, ``_hear_messages_lean``),
    so discord.py caches no message and dispatches no message event; the board
    still hears chat below it. A listener that raises is logged and the gateway goes on."""
    fake = discord_fake
    dispatched: collections.Counter[str] = collections.Counter()
    dispatch = bot.dispatch

    def counting(event, *args, **kwargs):
        dispatched[event] += 1
        dispatch(event, *args, **kwargs)

    bot.dispatch = counting
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    heard: list[tuple[int, int]] = []
    hear = bot.message_heard
    bot.message_heard = lambda channel, message: (heard.append((channel, message)), hear(channel, message))
    await dreambot.chat(fake, bot, "alice", table)
    await dreambot.play_out(fake, bot, table.id, users, seed=1)
    await dreambot.idle(fake, bot)
    channel = dreambot.table_channel(fake, table)
    said = [m for m in fake.messages_in(channel) if m.content == "nice one"]
    assert said and (channel.id, said[0].id) in heard, "the board hears chat in its channel"
    assert len(heard) >= 3, "and the table's own posts"
    assert not dispatched["message"] and not dispatched["message_edit"] and not dispatched["raw_message_edit"]
    assert len(bot.cached_messages) == 0

    def failing(channel, message):
        raise RuntimeError("a listener's bug")

    bot.message_heard = failing
    await fake.say("alice", channel, "still there?")
    answered = await fake.slash("alice", "general", "help")
    await answered.response(timeout=10)
    assert [r for r in fake.take("bot_errors") if "a message event could not be handled" in r.getMessage()]
    bot.message_heard = hear
