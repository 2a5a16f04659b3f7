"""Discord's rules enforced by the fake: acknowledgement deadline, double acks, limits, visibility, closed DMs."""

from __future__ import annotations

import pytest

from tests.loopback.demo_bot import create_demo_bot
from tests.loopback.logs import error_codes

pytestmark = pytest.mark.e2e


@pytest.fixture
async def bot(discord_fake, tmp_path):
    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05, late_delay=0.3)
    await discord_fake.start_bot(bot)
    yield bot


async def test_double_ack_caught(discord_fake, bot):
    fake = discord_fake
    await fake.slash("alice", "general", "double")
    await fake.wait_for(lambda: fake.double_acks, what="a double acknowledgement")
    await fake.settle()
    assert len(fake.take("double_acks")) == 1
    assert error_codes(fake.take("bot_errors")) == [40060]


async def test_late_ack_caught(discord_fake, bot):
    fake = discord_fake
    fake.ack_deadline = 0.2  # the demo handler sleeps 0.3 s before answering
    handle = await fake.slash("alice", "general", "late")
    await fake.wait_for(lambda: fake.late, what="a late acknowledgement")
    await fake.settle()
    (late,) = fake.take("late")
    assert "acknowledged after 0.3" in late.detail and handle.interaction.ack_type is None
    assert error_codes(fake.take("bot_errors")) == [10062]
    with pytest.raises(AssertionError, match="refused"):
        await handle.ack()


async def test_slow_dm_open_makes_join_miss_the_deadline(discord_fake, bot):
    fake = discord_fake
    msg = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    fake.ack_deadline = 0.2
    fake.slow_down("POST /users/@me/channels", 0.3)  # the demo DMs before it acknowledges
    await fake.click("alice", msg, "join")
    await fake.wait_for(lambda: fake.late, what="a late acknowledgement")
    await fake.settle()
    assert len(fake.take("late")) == 1 and error_codes(fake.take("bot_errors")) == [10062]


@pytest.mark.parametrize("kind, path", [("content", "content"), ("embed", "embeds.0.title"), ("duplicate", "components.0.components.1.custom_id")])
async def test_limit_violations_caught(discord_fake, bot, kind, path):
    fake = discord_fake
    handle = await fake.slash("alice", "general", "limits", kind=kind)
    await fake.wait_for(lambda: fake.violations, what="a violation")
    await fake.settle()
    (violation,) = fake.take("violations")
    assert path in violation.detail and violation.call.status == 400
    assert violation.call.response["code"] == 50035
    assert error_codes(fake.take("bot_errors")) == [50035]
    assert handle.interaction.ack_type is None and fake.messages_in("general") == []


async def test_ephemeral_visibility(discord_fake, bot):
    fake = discord_fake
    game = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    mine = await (await fake.click("alice", game, "show")).response()
    await (await fake.click("alice", game, "join")).response()
    theirs = await (await fake.click("bob", game, "show")).response()
    (alice_dm,) = fake.dms("alice")
    assert fake.messages_in("general") == [game]
    assert [m.content for m in fake.messages_in("general", user="alice")] == [game.content, mine.content, "Check your DMs!"]
    assert mine in fake.visible_to("alice") and alice_dm in fake.visible_to("alice")
    assert theirs not in fake.visible_to("alice")
    assert mine not in fake.visible_to("bob") and alice_dm not in fake.visible_to("bob") and theirs in fake.visible_to("bob")
    assert game in fake.visible_to("carol") and game not in fake.visible_to("frank")  # frank is not in Dreamland
    assert fake.public_messages() == [game]


async def test_closed_dms_seen_by_the_bot(discord_fake, bot):
    fake = discord_fake
    fake.close_dms("alice")
    game = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    reply = await (await fake.click("alice", game, "join")).response()
    assert reply.content == "I cannot DM you: press Show my role." and reply.ephemeral
    assert bot.dm_failures == [50007]
    assert fake.calls_to("POST /channels/:id/messages")[-1].status == 403
    assert fake.dms("alice") == []


async def test_teardown_reports_problems(discord_fake, bot):
    """The fixture's teardown check itself: problems are listed, and cleared ones are not."""
    fake = discord_fake
    await fake.slash("alice", "general", "limits", kind="content")
    await fake.wait_for(lambda: fake.violations and fake.logs.errors, what="a violation and a bot error")
    problems = fake.problems()
    assert any(p.startswith("limit violation on POST /interactions/:id/:token/callback") for p in problems)
    assert any("Ignoring exception in command 'limits'" in p for p in problems)
    fake.take("violations"), fake.take("bot_errors")
    assert fake.problems() == []


async def test_overwrites_and_private_threads_need_their_permissions(discord_fake, bot):
    """Manage Roles for channel overwrites, Create Private Threads for a
    private thread: 50013 without them, as Discord answers; with them the
    change reaches the bot's cache by CHANNEL_UPDATE."""
    import discord

    from tests.loopback.model import DEFAULT_PERMS

    fake = discord_fake
    general, alice = fake.channel("general"), fake.users["alice"]
    role = fake.guilds[0].roles[2]
    saved, role.permissions = role.permissions, DEFAULT_PERMS
    with pytest.raises(discord.Forbidden) as refused:
        await bot.http.edit_channel_permissions(general.id, alice.id, "0", "2048", 1)
    assert refused.value.code == 50013 and general.overwrites == {}
    with pytest.raises(discord.Forbidden):
        await bot.get_channel(general.id).create_thread(name="x", type=discord.ChannelType.private_thread)
    role.permissions = saved
    await bot.http.edit_channel_permissions(general.id, alice.id, "0", "2048", 1)
    await fake.wait_for(lambda: bot.get_channel(general.id).overwrites_for(discord.Object(alice.id)).send_messages
                        is False, what="the overwrite in the bot's cache")
    thread = await bot.get_channel(general.id).create_thread(name="x", type=discord.ChannelType.private_thread)
    await bot.http.add_user_to_thread(thread.id, alice.id)
    assert fake.channels[thread.id].type == 12 and fake.channels[thread.id].thread_members == {fake.bot_user.id, alice.id}
