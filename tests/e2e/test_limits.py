"""The abuse limits (issue 28, bot/limits.py) through the loopback Discord,
with the production rules: a /play and Cancel flood pings once, a third open
lobby, concurrent /play and a full server are refused, a click flood is
answered "slow down" and leaves the table as it was. Every refusal is
ephemeral, says when to try again (a Discord relative timestamp) and
changes nothing. The limits' clock is frozen (``dreambot.limits_clock``):
a flood lands in one window however slow the machine is, and "ten minutes
later" is one call."""

from __future__ import annotations

import asyncio
import random
import re
import time

import pytest

from bot.limits import Rules
from tests import dreambot

pytestmark = pytest.mark.e2e

CALLBACK = "POST /interactions/:id/:token/callback"
WHEN = re.compile(r"<t:(\d+):R>")


@pytest.fixture
async def bot(discord_fake, tmp_path):
    return await dreambot.start(discord_fake, tmp_path / "bot.sqlite3", limits=Rules())


def _when(message) -> int:
    """The refusal's "try again" time, or the test fails."""
    assert message.ephemeral, f"a refusal is ephemeral: {message!r}"
    found = WHEN.search(message.content)
    assert found, f"a refusal says when to try again: {message.content!r}"
    return int(found.group(1))


def _pinged(call) -> list[str]:
    """The users a request allowed to be notified (the lobby's call)."""
    body = call.json or {}
    return ((body.get("data") or body).get("allowed_mentions") or {}).get("users") or []


async def _open_count(bot) -> int:
    return await bot.store.open_tables_in(next(iter(bot.guilds)).id)


async def test_a_play_and_cancel_flood_is_answered_and_pings_once(discord_fake, bot):
    fake = discord_fake
    dreambot.limits_clock(bot, frozen=True)
    for name in ("bob", "carol"):
        await (await fake.slash(name, "general", "preferences", ping=True, game="tinygame")).response()
    mark = fake.mark()
    answers = []
    for _ in range(10):
        said = await (await fake.slash("alice", "general", "play tinygame")).response()
        answers.append(said)
        if not said.ephemeral:
            await (await fake.click("alice", said, "Cancel")).response()
    await dreambot.idle(fake, bot)
    lobbies = [a for a in answers if not a.ephemeral]
    assert len(lobbies) == 1, "one lobby, then the wait after one's own Cancel"
    for refused in answers[1:]:
        assert "You just cancelled a lobby" in refused.content
        assert time.time() < _when(refused) <= time.time() + 12
    called = [c for c in fake.calls_to("*", mark) if _pinged(c)]
    assert len(called) == 1, "the opted-in players were called once"
    assert {int(u) for u in _pinged(called[0])} == {fake.users["bob"].id, fake.users["carol"].id}
    assert await _open_count(bot) == 0 and bot.tables.in_channel(fake.channel("general").id) is None


async def test_a_second_call_within_ten_minutes_opens_the_lobby_without_it(discord_fake, bot):
    fake = discord_fake
    clock = dreambot.limits_clock(bot, frozen=True)
    await (await fake.slash("bob", "general", "preferences", ping=True, game="tinygame")).response()
    first = await (await fake.slash("alice", "general", "play tinygame")).response()
    assert f"<@{fake.users['bob'].id}>" in first.content
    await (await fake.click("alice", first, "Cancel")).response()
    clock.advance(60)
    handle = await fake.slash("alice", "general", "play tinygame")
    second = await handle.response()
    assert not second.ephemeral and "<@" not in second.content, "the lobby opens, nobody is called"
    told = await handle.followup()
    assert "did not call" in told.content
    assert time.time() + 530 < _when(told) <= time.time() + 542, "the next call: ten minutes after the first"
    await (await fake.click("alice", second, "Cancel")).response()
    clock.advance(540)
    third = await (await fake.slash("alice", "general", "play tinygame")).response()
    assert f"<@{fake.users['bob'].id}>" in third.content, "ten minutes later, the call goes out again"


async def test_a_third_lobby_is_refused_and_a_burst_of_play_opens_two(discord_fake, bot):
    fake = discord_fake
    dreambot.limits_clock(bot, frozen=True)
    fake.users["alice"].locale = "de"
    first = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.slash("alice", "games", "play tinygame")).response()
    third = await (await fake.slash("alice", "lounge", "play tinygame")).response()
    assert "Du bist schon Gastgeber von 2 offenen Lobbys" in third.content, "in the user's language"
    closes = min(t.due_at for t in bot.tables.tables.values())
    assert abs(_when(third) - closes) <= 2, "try again when the first of them closes by itself"
    assert bot.tables.in_channel(fake.channel("lounge").id) is None
    assert await bot.store.open_lobbies_hosted(fake.users["alice"].id) == 2
    # once one is started, a lobby is free again
    await (await fake.click("bob", first, "Join")).response()
    await (await fake.click("alice", first, "Start")).response()
    await dreambot.idle(fake, bot)
    again = await (await fake.slash("alice", "lounge", "play tinygame")).response()
    assert not again.ephemeral

    # twelve /play at once in twelve channels (one user opened 12 lobbies in 0.3 s): two open
    guild = fake.guilds[0]
    channels = [fake.add_channel(guild, f"burst-{i}") for i in range(12)]
    handles = await asyncio.gather(*(fake.slash("bob", c, "play tinygame") for c in channels))
    answers = await asyncio.gather(*(h.response() for h in handles))
    opened = sum(not a.ephemeral for a in answers)
    assert 1 <= opened <= 2, "each answered; no more than two lobbies"
    assert all(_when(a) for a in answers if a.ephemeral)
    assert await bot.store.open_lobbies_hosted(fake.users["bob"].id) == opened


async def test_a_full_server_refuses_a_table_until_one_closes(discord_fake, bot):
    fake = discord_fake
    dreambot.limits_clock(bot, frozen=True)
    shown = await (await fake.slash("admin", "general", "settings")).response()
    assert "Open tables (lobbies and games) in this server: at most **25**." in shown.content, "the default"
    refused = await (await fake.slash("alice", "general", "settings", max_tables=2)).response()
    assert "Manage Server" in refused.content
    saved = await (await fake.slash("admin", "general", "settings", max_tables=2)).response()
    assert "at most **2**" in saved.content
    assert (await bot.store.guild_settings(fake.guilds[0].id)).max_tables == 2
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.slash("bob", "games", "play tinygame")).response()
    fake.users["carol"].locale = "ru"
    full = await (await fake.slash("carol", "lounge", "play tinygame")).response()
    assert "На этом сервере открыто 2 стола" in full.content and "/settings max_tables" in full.content
    assert _when(full) > time.time(), "a lobby closes by itself: that is when"
    assert await _open_count(bot) == 2 and bot.tables.in_channel(fake.channel("lounge").id) is None
    # another server has its own cap
    elsewhere = await (await fake.slash("frank", fake.guilds[1].channel("general"), "play tinygame")).response()
    assert not elsewhere.ephemeral
    await (await fake.click("alice", lobby, "Cancel")).response()
    opened = await (await fake.slash("carol", "lounge", "play tinygame")).response()
    assert not opened.ephemeral


async def test_plays_at_once_in_several_channels_never_pass_the_servers_cap(discord_fake, bot):
    """Six players /play at once in six channels of a server with one place
    left: one lobby opens and the others are told the server is full. Each
    /play checks the count first; before the count was also taken in the
    inserting transaction, all six passed that check and opened."""
    fake = discord_fake
    dreambot.limits_clock(bot, frozen=True)
    await (await fake.slash("admin", "general", "settings", max_tables=2)).response()
    await (await fake.slash("alice", "general", "play tinygame")).response()
    guild = fake.guilds[0]
    names = ["bob", "carol", "dave", "erin", "gina", "hugo"]
    for name in names:
        fake.add_user(name)  # a member of this server (made once per name)
    channels = [fake.add_channel(guild, f"rush-{i}") for i in range(len(names))]
    handles = await asyncio.gather(*(fake.slash(n, c, "play tinygame") for n, c in zip(names, channels)))
    answers = await asyncio.gather(*(h.response() for h in handles))
    assert sum(not a.ephemeral for a in answers) == 1, [a.content for a in answers]
    assert all("This server has 2 open tables" in a.content for a in answers if a.ephemeral)
    assert await _open_count(bot) == 2


async def test_a_click_flood_is_answered_slow_down_and_the_table_is_untouched(discord_fake, bot):
    fake = discord_fake
    clock = dreambot.limits_clock(bot, frozen=True)
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    user = users[table.to_act()[0]]
    clock.advance(5)  # Join and Start are long gone from the window
    board = fake.message(table.row.message_id)
    hand = dreambot.button_of(board, "hand")
    # thirty My hand presses at once: all answered, eight shown the hand
    handles = await asyncio.gather(*(fake.click(user, board, hand) for _ in range(30)))
    answers = await asyncio.gather(*(h.response() for h in handles))
    slowed = [a for a in answers if a.content.startswith("\U0001f422 Slow down")]
    assert len(slowed) == 22 and all(_when(a) for a in slowed)
    # a move inside the flood is answered the same and changes nothing
    prompt = dreambot.fresh_prompt(fake, user, table)
    before, state, mark = table.seq, table.state.view(None), fake.mark()
    move = await (await dreambot.click_choice(fake, user, prompt, random.Random(0))).response()
    await dreambot.idle(fake, bot)
    assert move.ephemeral and move.content.startswith("\U0001f422 Slow down")
    assert table.seq == before and table.state.view(None) == state
    assert [c.route for c in fake.calls_to("*", mark)] == [CALLBACK], "its answer is the only request"
    assert (await bot.store.snapshot(table.id)).seq == before, "nothing stored"
    # the window passed: the same click is a move
    clock.advance(2)
    await (await dreambot.click_choice(fake, user, prompt, random.Random(0))).ack()
    await dreambot.idle(fake, bot)
    assert table.seq > before


async def test_play_again_is_a_lobby_too_and_keeps_the_limits(discord_fake, bot):
    fake = discord_fake
    dreambot.limits_clock(bot, frozen=True)
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    await dreambot.play_out(fake, bot, table.id, users)
    result = next(m for m in reversed(fake.messages_in(dreambot.table_channel(fake, table))) if "is over" in m.content)
    for channel in ("games", "lounge"):
        assert not (await (await fake.slash("alice", channel, "play tinygame")).response()).ephemeral
    refused = await (await fake.click("alice", result, "Play again")).response()
    assert "You already host 2 open lobbies" in refused.content and _when(refused)
    assert await bot.store.open_rematch(table.id) is None, "nothing opened"
    again = await (await fake.click("bob", result, "Play again")).response()
    assert await bot.store.open_rematch(table.id) is not None, "another player may: " + again.content
