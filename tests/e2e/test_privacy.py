"""A user's data and a server that removes the bot, through the loopback
Discord (issue 28): /privacy shows what is stored and deletes it on the
user's own fresh confirm (the others' finished games keep an anonymous
seat, the ratings are rebuilt without her); a user at an open table is
refused; a server that removes the bot loses its settings, webhooks and
ping opt-ins at once, and its open tables after 7 days unless it invites
the bot back."""

from __future__ import annotations

import asyncio
import time
from typing import cast

import pytest

from bot.store import GuildSettings
from cogs.privacy import CONFIRM_SECONDS, GRACE_SECONDS, Privacy
from tests import dreambot
from tests.e2e.test_ratings import _game

pytestmark = pytest.mark.e2e

FORMER = "a former player"



async def _privacy(fake, user: str):
    return await (await fake.slash(user, "general", "privacy")).response()


def _cog(bot) -> Privacy:
    cog = bot.get_cog("Privacy")  # the extension's own module: an instance of a class equal in all but identity
    assert cog is not None and type(cog).__name__ == "Privacy"
    return cast(Privacy, cog)


async def _deleting(fake, bot, user: str, shown, label: str = "Delete my data"):
    """Delete my data: the click is deferred (a rebuild may take a while), then the answer edited."""
    await (await fake.click(user, shown, label)).ack()
    await dreambot.idle(fake, bot)
    return fake.message(shown.id)


async def _forged(fake, user: str, shown, custom_id: str):
    """A click by ``user`` on a button of an answer only its asker sees (a forged interaction)."""
    return await fake.inject(fake.users[user], shown.channel, 3, {"custom_id": custom_id, "component_type": 2},
                             shown)


async def test_privacy_shows_then_deletes_and_the_others_keep_an_anonymous_seat(discord_fake, bot, monkeypatch):
    fake = discord_fake
    uid = {n: fake.users[n].id for n in ("alice", "bob", "carol")}
    first = await _game(fake, bot, monkeypatch, "alice", "bob", "alice")
    second = await _game(fake, bot, monkeypatch, "bob", "carol", "carol")
    await (await fake.slash("alice", "general", "preferences", ask_forced=True)).response()
    await (await fake.slash("alice", "general", "preferences", ping=True, game="somnia")).response()
    await (await fake.slash("bob", "general", "preferences", ping=True, game="somnia")).response()

    shown = await _privacy(fake, "alice")
    assert shown.ephemeral
    text = shown.content
    assert "**What I store about you**" in text
    assert "asked even when you have one legal move" in text
    assert "• Ping opt-ins: Somnia in Dreamland." in text
    assert "• Stats: 1 finished game in 1 game." in text
    assert "• Ratings: 2 " in text, "this server's and the worldwide one"
    assert {b["label"] for b in shown.buttons} == {"Delete my data", "Cancel"}
    yes = next(b["custom_id"] for b in shown.buttons if b["label"] == "Delete my data")

    # somebody else's click, and a stale one, delete nothing
    other = await (await _forged(fake, "bob", shown, yes)).response()
    assert other.ephemeral and "belong to whoever asked" in other.content
    cog = _cog(bot)
    cog.clock = lambda: time.time() + CONFIRM_SECONDS + 5  # the question left open past its time
    stale = await (await fake.click("alice", shown, "Delete my data")).response()
    assert stale.content == "This question is more than 5 minutes old: nothing was deleted. Use /privacy again."
    cog.clock = time.time
    assert not (await bot.store.user_data(uid["alice"])).empty
    assert bot.store.asks_forced(uid["alice"])

    shown = await _privacy(fake, "alice")
    done = await _deleting(fake, bot, "alice", shown)
    assert done.content.startswith("Deleted: your preferences, ping opt-ins, achievements, stats and ratings")
    assert f'finished game is now "{FORMER}"' in done.content and not done.buttons
    await dreambot.idle(fake, bot)

    assert (await bot.store.user_data(uid["alice"])).empty and not bot.store.asks_forced(uid["alice"])
    assert await bot.store.user_pings(fake.guild.id, uid["bob"]) == ["somnia"], "bob's opt-in stays"
    # bob's history keeps the game with an anonymous seat
    kept = await bot.store.stored_table(first.id)
    assert kept is not None
    assert sorted((s.user_id, s.name) for s in kept.seats if s.user_id is None) == [(None, FORMER)]
    assert {s.user_id for s in kept.seats} == {None, uid["bob"]}
    assert [r["table_id"] for r in await bot.store.history(uid["bob"])] == [second.id, first.id]
    history = await (await fake.slash("bob", "general", "history")).response()
    assert history.text.count("Tiny Game") == 2

    # the ratings were rebuilt: alice has none, bob and carol only what their own game gave
    rows = [tuple(r) for r in await bot.store.all_ratings()]
    assert {r[0] for r in rows} == {uid["bob"], uid["carol"]}
    assert all(r[6] == 1 for r in rows), "the game with alice rates nobody now"
    await bot.store.rebuild_ratings()
    assert [tuple(r) for r in await bot.store.all_ratings()] == rows, "equal to a fresh rebuild"

    again = await _privacy(fake, "alice")
    assert again.ephemeral and again.content == "I store nothing about you." and not again.buttons


async def test_cancel_and_a_seat_at_an_open_table_delete_nothing(discord_fake, bot, monkeypatch):
    fake = discord_fake
    alice = fake.users["alice"].id
    await _game(fake, bot, monkeypatch, "alice", "bob", "alice")
    shown = await _privacy(fake, "alice")
    cancelled = await (await fake.click("alice", shown, "Cancel")).response()
    assert cancelled.content == "Cancelled: nothing was deleted." and not cancelled.buttons

    await (await fake.slash("alice", "general", "play tinygame")).response()
    before = await bot.store.user_data(alice)
    assert before.open_table is not None
    shown = await _privacy(fake, "alice")
    assert f"You sit at an open table (table {before.open_table})" in shown.content
    refused = await _deleting(fake, bot, "alice", shown)
    assert refused.content == (f"You sit at an open table (table {before.open_table}): finish or leave it first, "
                               "then use /privacy again. Nothing was deleted.")
    assert await bot.store.user_data(alice) == before


async def _until(check, timeout: float = 5.0) -> None:
    end = time.monotonic() + timeout
    while not await check():
        assert time.monotonic() < end, "the bot never got there"
        await asyncio.sleep(0.02)


async def test_a_server_that_removes_the_bot(discord_fake, bot, monkeypatch):
    fake = discord_fake
    store = bot.store
    cog = _cog(bot)
    home, guild = fake.guilds[0], fake.guilds[1]  # the bot is removed from the second
    where = fake.channel("general", guild)
    finished = await _game(fake, bot, monkeypatch, "alice", "bob", "alice", channel=where)
    dreambot.fix_table_seed(monkeypatch, 1)
    running = await dreambot.open_table(fake, bot, "frank", where, "tinygame", ["bob"])
    await store.set_guild_settings(guild.id, GuildSettings(60, False))
    await store.set_guild_settings(home.id, GuildSettings(90, None))
    await store.add_webhook(9001, where.id, guild.id, "token-of-the-realm")
    await store.add_webhook(9002, fake.channel("lounge", home).id, home.id, "token-of-dreamland")
    await store.set_ping(guild.id, "somnia", fake.users["frank"].id, True)
    await store.set_ping(home.id, "somnia", fake.users["carol"].id, True)

    async def removed() -> bool:
        return await store.guilds_removed_before(time.time() + 1) == [guild.id]

    await fake.kick_bot(guild)
    await _until(removed)
    assert await store.guild_settings(guild.id) == GuildSettings()
    assert await store.webhook(webhook_id=9001) is None and await store.webhook(channel_id=where.id) is None
    assert await store.pinged_users(guild.id, "somnia", 10) == []
    # another server keeps its own
    assert await store.guild_settings(home.id) == GuildSettings(90, None)
    assert (await store.webhook(webhook_id=9002))["token"] == "token-of-dreamland"
    assert await store.pinged_users(home.id, "somnia", 10) == [fake.users["carol"].id]
    assert running.running and (await store.table(running.id)).status == "running", "kept for a re-invite"

    # invited back within the grace: a sweep long after ends nothing
    await fake.invite_bot(guild)

    async def back() -> bool:
        return await store.guilds_removed_before(time.time() + 1) == []

    await _until(back)
    assert await cog.sweep(time.time() + 30 * 86400) == 0
    assert (await store.table(running.id)).status == "running"

    # removed again: within 7 days the table waits, after them it ends without results
    left = time.time()
    await fake.kick_bot(guild)
    await _until(removed)
    assert await cog.sweep(left + GRACE_SECONDS - 3600) == 0
    assert (await store.table(running.id)).status == "running"
    assert await cog.sweep(left + GRACE_SECONDS + 60) == 1
    assert (await store.table(running.id)).status == "ended"
    assert bot.tables.in_guild(guild.id) == []
    assert await store.guilds_removed_before(time.time() + GRACE_SECONDS * 2) == [], "swept once"
    assert (await store.table(finished.id)).status == "finished", "finished games stay: the players' histories"
    await dreambot.idle(fake, bot)
    assert fake.dms("frank")[-1].content == (
        "Your Tiny Game game ended because I was removed from its server. No results were recorded; "
        "start a new one with /play.")


async def test_privacy_speaks_the_users_language(discord_fake, bot):
    fake = discord_fake
    fake.add_user("sergei", locale="ru")
    fake.add_user("jurgen", locale="de")
    assert (await _privacy(fake, "jurgen")).content == "Ich speichere nichts über dich."
    await (await fake.slash("sergei", "general", "preferences", ask_forced=True)).response()
    shown = await _privacy(fake, "sergei")
    assert shown.content.startswith("**Что я храню о вас**\n• Настройки: язык — как в вашем Discord; "
                                    "я спрашиваю вас, даже когда ход единственный.")
    assert [b["label"] for b in shown.buttons] == ["Удалить мои данные", "Отмена"]
    cancelled = await (await fake.click("sergei", shown, "Отмена")).response()
    assert cancelled.content == "Отменено: ничего не удалено."
    done = await _deleting(fake, bot, "sergei", await _privacy(fake, "sergei"), "Удалить мои данные")
    assert done.content.startswith("Удалено: ваших настроек")
    assert (await bot.store.user_data(fake.users["sergei"].id)).empty


async def test_help_names_privacy(discord_fake, bot):
    help_ = await (await discord_fake.slash("alice", "general", "help")).response()
    assert "**/privacy:** what I store about you, and deleting it." in help_.text
