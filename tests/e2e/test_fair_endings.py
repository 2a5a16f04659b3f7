"""Fair endings (issue 28) through the loopback Discord: /table end by a
seated player of a rated game is their forfeit, a loss for them alone; by a
moderator who is not playing, nothing is recorded; a practice table ended by
its player is not rated either."""

from __future__ import annotations

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e



async def test_a_seated_host_who_ends_a_rated_game_forfeits_it_alone(discord_fake, bot):
    fake = discord_fake
    alice, bob, guild = fake.users["alice"].id, fake.users["bob"].id, fake.guild.id
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    here = dreambot.table_channel(fake, table)
    ended = await (await fake.slash("alice", here, "table end")).response()
    await dreambot.idle(fake, bot)
    assert not ended.ephemeral and "a forfeit, counted as a loss for" in ended.content
    assert "Nobody else's rating" in ended.content and "· rating " in ended.content
    assert bot.tables.in_channel(here.id) is None
    assert (await bot.store.table(table.id)).status == "ended"
    changes = await bot.store.rating_changes(table.id, guild)
    assert set(changes) == {alice} and changes[alice]["after"] < changes[alice]["before"]
    assert set(await bot.store.rating_changes(table.id, 0)) == {alice}, "the global board too"
    assert [tuple(r)[:3] for r in await bot.store.user_stats(alice)] == [("tinygame", 1, 0)]
    assert await bot.store.user_stats(bob) == [] and await bot.store.history(bob) == []
    bobs = await (await fake.slash("bob", "general", "stats")).response()
    assert "tinygame" not in bobs.text.lower() and "Tiny" not in bobs.text, bobs.text
    # the ratings are still a pure function of the results log
    live = sorted(tuple(r) for r in await bot.store.all_ratings())
    assert await bot.store.rebuild_ratings() == 1
    assert sorted(tuple(r) for r in await bot.store.all_ratings()) == live


async def test_a_moderator_who_is_not_playing_ends_a_game_unrated(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    ended = await (await fake.slash("admin", dreambot.table_channel(fake, table), "table end")).response()
    await dreambot.idle(fake, bot)
    assert "No results were recorded" in ended.content
    assert (await bot.store.table(table.id)).status == "ended"
    assert await bot.store.all_ratings() == [] and await bot.store.user_stats(fake.users["alice"].id) == []


async def test_a_player_who_ends_a_practice_table_records_nothing(discord_fake, bot):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.click("alice", lobby, "Add bot player")).response()
    await (await fake.click("alice", lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    table = next(iter(bot.tables.tables.values()))
    ended = await (await fake.slash("alice", dreambot.table_channel(fake, table), "table end")).response()
    await dreambot.idle(fake, bot)
    assert "No results were recorded" in ended.content
    assert await bot.store.all_ratings() == [] and await bot.store.user_stats(fake.users["alice"].id) == []
