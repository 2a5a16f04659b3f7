"""Stats, leaderboard, history, help, rules, settings, /table end, idle lobbies
and reminders through the loopback Discord; the token never reaches a log."""

from __future__ import annotations

import asyncio
import signal
import time

import pytest

from bot.store import Store
from tests import dreambot
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e



async def _finish_game(fake, bot, channel="general", host="alice", guests=("bob",), seed=0):
    table = await dreambot.open_table(fake, bot, host, channel, "tinygame", list(guests))
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in (host, *guests)}
    await dreambot.play_out(fake, bot, table.id, users, seed=seed)
    return table


async def test_stats_leaderboard_history(discord_fake, bot):
    fake = discord_fake
    played = [await _finish_game(fake, bot, channel=channel, seed=i)
              for i, channel in enumerate(("general", "games", "lounge"))]
    # a cancelled lobby and an admin-ended game do not count
    clock = dreambot.limits_clock(bot)
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.click("alice", lobby, "Cancel")).response()
    clock.advance(10)  # a /play right after one's own Cancel waits (bot/limits.py)
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    elsewhere = await (await fake.slash("alice", "general", "table end")).response()
    assert elsewhere.ephemeral and f"<#{table.row.channel_id}>" in elsewhere.content, "says where the table plays"
    ended = await (await fake.slash("admin", dreambot.table_channel(fake, table), "table end")).response()
    assert "No results were recorded" in ended.content  # a seated player's end is a forfeit: test_fair_endings
    await dreambot.idle(fake, bot)
    assert "ended" in fake.message(table.row.lobby_message_id).text, "the card in the channel says so"
    assert not fake.message(table.row.lobby_message_id).custom_ids, "an ended card keeps no My hand button"
    rows = await bot.store.user_stats(fake.users["alice"].id)
    assert rows[0]["played"] == 3

    stats = await (await fake.slash("bob", "general", "stats", user=fake.users["alice"])).response()
    assert "**3** games" in stats.text and "Tiny Game" in stats.text
    board = await (await fake.slash("carol", "general", "leaderboard", game="tinygame")).response()
    assert not board.ephemeral
    assert f"<@{fake.users['alice'].id}>" in board.text and f"<@{fake.users['bob'].id}>" in board.text
    history = await (await fake.slash("alice", "general", "history")).response()
    assert history.ephemeral and history.text.count("Tiny Game") == 3
    # each game links to where it was played: the thread of the lounge's table
    assert played[2].row.lobby_channel_id == fake.channel("lounge").id
    assert f"/{played[2].row.channel_id}" in history.text


async def test_help_rules_settings(discord_fake, bot):
    fake = discord_fake
    help_ = await (await fake.slash("alice", "general", "help")).response()
    assert help_.ephemeral and "/play" in help_.text and "/leaderboard" in help_.text
    shown = await (await fake.slash("alice", "general", "settings")).response()
    # each game's own time, as the games give it (Somna times its phases itself)
    assert "each game's own (Somnia 60 s, Traumland 60 s, Somnikum 90 s, Darkly Dreaming 90 s" in shown.content
    assert "120" not in shown.content
    refused = await (await fake.slash("alice", "general", "settings", turn_time=60)).response()
    assert "Manage Server" in refused.content
    saved = await (await fake.slash("admin", "general", "settings", turn_time=60)).response()
    assert "Saved" in saved.content and "60 s" in saved.content
    assert await bot.store.guild_turn_seconds(fake.guilds[0].id) == 60
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    assert 55 <= table.due_at - time.time() <= 61, "the guild's decision time is used"


async def test_rules_pages_when_present(discord_fake, bot):
    from games import GAMES
    fake = discord_fake
    from cogs.help import rules_pages
    from games.datafiles import DataError
    with_pages = []
    for name in GAMES:
        try:
            rules_pages(name)
            with_pages.append(name)
        except DataError:
            answer = await (await fake.slash("alice", "general", "rules", game=name)).response()
            assert "no rules text" in answer.content
    for name in with_pages:
        first = await (await fake.slash("alice", "general", "rules", game=name)).response()
        assert first.ephemeral and "Page 1 of" in first.text
        pages = len(rules_pages(name))
        if pages > 1:
            turned = await (await fake.click("alice", first, "Next")).response()
            assert "Page 2 of" in turned.text


async def test_only_host_or_manager_ends_a_table(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    here = dreambot.table_channel(fake, table)
    no = await (await fake.slash("bob", here, "table end")).response()
    assert no.ephemeral and "Only the host" in no.content
    yes = await (await fake.slash("admin", here, "table end")).response()
    assert not yes.ephemeral and bot.tables.in_channel(here.id) is None
    none = await (await fake.slash("admin", here, "table end")).response()
    assert "no table" in none.content


async def test_idle_lobby_closes_itself(discord_fake, bot):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    table = bot.tables.in_channel(fake.channel("general").id)
    assert 14 * 60 < table.due_at - time.time() <= 15 * 60
    table.due_at = time.time()  # fifteen minutes pass
    bot.tables.arm(table)
    await fake.wait_for(lambda: "closed after 15 minutes" in lobby.content, 5, "the lobby to close")
    assert (await bot.store.table(table.id)).status == "cancelled"


async def test_halfway_reminder_pings_the_player(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    user = table.user_of(table.to_act()[0])
    member = next(u for u in fake.users.values() if u.id == user)
    prompt = dreambot.fresh_prompt(fake, member, table)
    dms, edits = len(fake.dms(member)), len(prompt.history)
    table.remind_at = time.time()
    bot.tables.arm(table)
    here = dreambot.table_channel(fake, table)
    await fake.wait_for(lambda: any("half your time" in m.content for m in fake.messages_in(here)), 5,
                        "the reminder")
    await dreambot.idle(fake, bot)
    reminder = [m for m in fake.messages_in(here) if "half your time" in m.content][-1]
    assert reminder.content.count(f"<@{user}>") == 1, "one mention: the reminder's one call"
    assert (await bot.store.deadline(table.id)).reminded
    # no second notification, and the DM prompt is not edited to say it again (issue 30: an edit
    # spends a request of the bot's global budget): it keeps its choices as they were
    assert len(fake.dms(member)) == dms and "Half your time is gone" not in prompt.content
    assert len(prompt.history) == edits
    assert dreambot.fresh_prompt(fake, member, table) is prompt


async def test_token_never_logged(discord_fake, bot):
    fake = discord_fake
    await _finish_game(fake, bot)
    assert fake.logs.lines, "logs were captured"
    assert_no_leaks(fake, {"admin": [fake.token]})


async def test_python_m_bot_against_the_loopback(discord_fake, tmp_path, database):
    """The production entry point, in its own process, logs in, syncs and answers,
    on each backend (PostgreSQL: the process gets DATABASE_URL)."""
    fake = discord_fake
    proc = await dreambot.spawn(fake, tmp_path, **({} if database.kind == "sqlite" else {"DATABASE_URL": database.url}))
    try:
        await fake.wait_for(lambda: "play" in fake.synced() and fake.gateway.identifies >= 1, 30,
                            "the child bot to sync and connect")
        await asyncio.sleep(0.3)
        answer = None
        for _ in range(20):  # READY may still be on its way
            try:
                answer = await (await fake.slash("alice", "general", "help")).response(timeout=2)
                break
            except AssertionError:
                await asyncio.sleep(0.25)
        assert answer is not None and "/play" in answer.text
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            out, _ = await asyncio.wait_for(proc.communicate(), 20)
        except asyncio.TimeoutError:
            proc.kill()
            out, _ = await proc.communicate()
    assert proc.returncode in (0, -signal.SIGINT), out.decode()[-2000:]
    assert fake.token not in out.decode()
    assert (tmp_path / "var" / "bot.log").exists()
    # the command sync was recorded in the database the process was given
    store = await Store.open(tmp_path / "var" / "bot.sqlite3" if database.kind == "sqlite" else database.url)
    try:
        keys = [r["key"] for r in await store._fetchall("SELECT key FROM meta")]
        assert any(k.startswith("commands:") for k in keys), "the sync's hash is stored"
    finally:
        await store.close()
    if database.kind == "postgresql":
        assert not (tmp_path / "var" / "bot.sqlite3").exists(), "no SQLite file beside the log"
