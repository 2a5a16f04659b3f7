"""The platform through the loopback Discord with the tiny game: lobby, start,
private prompts, actions, the end, results and /stats."""

from __future__ import annotations

import asyncio
import time

import pytest

from cogs.privacy import GRACE_SECONDS
from tests import dreambot

pytestmark = pytest.mark.e2e



async def test_commands_synced_once(discord_fake, bot, tmp_path):
    fake = discord_fake
    assert {"play", "stats", "leaderboard", "history", "help", "rules", "table", "settings"} <= set(fake.synced())
    assert len(fake.command_puts) == 1
    await fake.stop_bot(bot)
    again = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    assert len(fake.command_puts) == 1, "unchanged definitions must not be synced again"
    await fake.stop_bot(again)


async def test_full_game_from_play_to_stats(discord_fake, bot):
    fake = discord_fake
    alice, bob = fake.users["alice"], fake.users["bob"]
    lobby = await (await fake.slash(alice, "general", "play tinygame")).response()
    assert {"Join", "Leave", "Start", "Cancel"} <= {b["label"] for b in lobby.buttons}
    start = [b for b in lobby.buttons if b["label"] == "Start"][0]
    assert start.get("disabled"), "Start waits for the minimum number of players"
    await (await fake.click(bob, lobby, "Join")).response()
    assert "bob" in lobby.text
    await (await fake.click(alice, lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    # the table plays in a thread started from the lobby message; the lobby becomes a card pointing there
    thread = fake.channels[lobby.id]
    assert thread.type == 11 and thread.parent_id == fake.channel("general").id
    table = bot.tables.in_channel(thread.id)
    assert table is not None and table.running and table.row.lobby_message_id == lobby.id
    assert "in progress" in lobby.text and f"<#{thread.id}>" in lobby.text
    assert [b["label"] for b in lobby.buttons] == ["My hand"], "the lobby's buttons are gone; My hand works here too"
    started = fake.message(table.row.message_id)
    assert started.channel is thread and "Tiny Game begins" in started.content
    assert f"<@{alice.id}>" in started.content and f"<@{bob.id}>" in started.content, "one call to the players"
    assert {"My hand"} <= {b["label"] for b in started.buttons}
    # the channel is free for another table meanwhile
    other = await (await fake.slash("carol", "general", "play tinygame")).response()
    assert not other.ephemeral and "lobby" in other.text
    await (await fake.click("carol", other, "Cancel")).response()
    # each player got their hand by DM
    for user in (alice, bob):
        seat = table.seat_of(user.id)
        hand = table.state.view(seat)["hand"]
        assert any(all(str(c) in m.text for c in hand) for m in fake.dms(user))
    table_id = table.id
    seats = {table.seat_of(u.id): u for u in (alice, bob)}
    secrets = {u: [] for u in (alice, bob)}
    clicks = await dreambot.play_out(fake, bot, table_id, seats)
    assert clicks >= 6
    rows = await bot.store.actions(table_id)
    assert len(rows) == clicks and all(r["source"] == "player" for r in rows)
    finished = await bot.store.table(table_id)
    assert finished.status == "finished"
    assert "is over" in fake.messages_in(thread)[-1].content
    # the channel saw only the lobby cards: the game's card now shows the result
    assert [m.id for m in fake.messages_in("general")] == [lobby.id, other.id]
    assert "finished" in lobby.text and "Winner" in lobby.text and f"<#{thread.id}>" in lobby.text
    # My hand is gone; the result's Play again and Ping me (issue 17) take its place
    assert [b["label"] for b in lobby.buttons] == ["Play again", "Ping me for the next game"]
    stats = await (await fake.slash(alice, "general", "stats")).response()
    assert stats.ephemeral and "1** games" in stats.text
    assert secrets  # the audit of hands lives in test_secrecy


async def test_lobby_rules(discord_fake, bot):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    second = await (await fake.slash("bob", "general", "play tinygame")).response()
    assert second.ephemeral and "already has a lobby" in second.content
    assert str(lobby.id) in second.content
    not_host = await (await fake.click("bob", lobby, "Cancel")).response()
    assert not_host.ephemeral and "Only the host" in not_host.content
    await (await fake.click("bob", lobby, "Join")).response()
    twice = await (await fake.click("bob", lobby, "Join")).response()
    assert twice.ephemeral and "already have a seat" in twice.content
    await (await fake.click("carol", lobby, "Join")).response()
    full = [b for b in lobby.buttons if b["label"] == "Join"][0]
    assert full.get("disabled")
    await (await fake.click("carol", lobby, "Leave")).response()
    assert "carol" not in lobby.text
    await (await fake.click("alice", lobby, "Cancel")).response()
    assert "cancelled" in lobby.content
    assert bot.tables.in_channel(fake.channel("general").id) is None
    again = await (await fake.slash("bob", "general", "play tinygame")).response()
    assert not again.ephemeral


async def test_play_is_one_subcommand_per_game_with_only_its_own_options(discord_fake, bot):
    from games import GAMES
    from tests.loopback import Refused
    fake = discord_fake
    play = fake.synced()["play"]
    subcommands = {o["name"]: o for o in play["options"]}
    assert set(subcommands) == set(GAMES) and all(o["type"] == 1 for o in subcommands.values())
    for name, sub in subcommands.items():
        own = {o["name"] for o in sub.get("options", [])}
        fixed_times = bool(GAMES[name].decision_times(GAMES[name].resolve_options({})))
        platform = ((set() if fixed_times else {"turn_time"}) | ({"thread"} if GAMES[name].game_type.plays_in == "thread" else set())
                    | {"practice"})
        assert own == set(GAMES[name].options) | platform, name
        assert GAMES[name].title in sub["description"] and "players" in sub["description"]
    assert "allow_revoke" in {o["name"] for o in subcommands["somnia"]["options"]}
    assert "turn_time" not in {o["name"] for o in subcommands["somna"].get("options", [])}, "Somna sets its own times"
    # Discord itself refuses another game's option
    with pytest.raises(Refused):
        await fake.slash("alice", "general", "play tinygame", allow_revoke=True)
    assert bot.tables.in_channel(fake.channel("general").id) is None


async def test_start_pressed_twice_at_once_starts_one_game(discord_fake, bot):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.click("bob", lobby, "Join")).response()
    first, second = await asyncio.gather(fake.click("alice", lobby, "Start"), fake.click("alice", lobby, "Start"))
    await first.ack(), await second.ack()
    answers = [h.interaction.original for h in (first, second)]
    refused = [m for m in answers if m is not None and m.ephemeral]
    assert len(refused) == 1 and "already started" in refused[0].content
    await dreambot.idle(fake, bot)
    table = bot.tables.in_channel(lobby.id)
    assert table.running and (await bot.store.table(table.id)).status == "running"
    assert len([m for m in fake.messages_in(lobby.id) if "begins" in m.content]) == 1
    assert len([c for c in fake.channels.values() if c.parent_id == fake.channel("general").id]) == 1, "one thread"


async def test_play_where_the_bot_cannot_post_says_what_is_missing(discord_fake, tmp_path):
    from tests.loopback.model import DEFAULT_PERMS

    fake = discord_fake
    send_messages, embed_links = 1 << 11, 1 << 14
    # The bot's role lacks Administrator, and @everyone cannot post embeds or messages.
    fake.guilds[0].roles[2].permissions = 0
    fake.guilds[0].roles[0].permissions = DEFAULT_PERMS & ~(send_messages | embed_links)
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    answer = await (await fake.slash("alice", "general", "play tinygame")).response()
    assert answer.ephemeral and "**Send Messages**, **Embed Links**" in answer.content
    assert "View Channel" not in answer.content
    assert bot.tables.in_channel(fake.channel("general").id) is None
    assert not fake.messages_in("general")
    await fake.stop_bot(bot)


async def test_deleted_channel_or_removed_guild_ends_its_tables(discord_fake, bot):
    """No dead tables: a moderator deletes a table's channel, or removes the
    bot from a server; each table there ends without results (a removed
    server's once its 7 days of grace are over: tests/e2e/test_privacy.py)
    and its players hear why by DM. Tables elsewhere play on."""
    fake = discord_fake
    game = await dreambot.open_table(fake, bot, "alice", "games", "tinygame", ["bob"])
    lobby = await (await fake.slash("carol", "lounge", "play tinygame")).response()
    assert lobby.embeds
    elsewhere_channel = fake.channel("general", fake.guilds[1])
    away = await dreambot.open_table(fake, bot, "frank", elsewhere_channel, "tinygame", ["bob"])
    kept = await dreambot.open_table(fake, bot, "dave", "general", "tinygame", ["erin"])
    lounge_table = bot.tables.in_channel(fake.channel("lounge").id)

    await fake.delete_channel("games")
    await fake.delete_channel("lounge")
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(game.id)).status == "ended"
    assert (await bot.store.table(lounge_table.id)).status == "cancelled"
    for user, what in (("alice", "game"), ("bob", "game"), ("carol", "lobby")):
        assert any(f"Tiny Game {what} ended because its channel was deleted" in m.content
                   for m in fake.dms(user)), user

    await fake.kick_bot(fake.guilds[1])
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(away.id)).status == "running", "a re-invite within 7 days keeps it"
    sweep = bot.get_cog("Privacy").sweep
    assert await sweep(time.time() + GRACE_SECONDS + 60) == 1
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(away.id)).status == "ended"
    assert any("I was removed from its server" in m.content for m in fake.dms("frank"))
    assert bot.tables.tables.keys() == {kept.id} and kept.running
