"""The secrecy audit helper catches leaks in log lines and public messages, and passes clean runs."""

from __future__ import annotations

import pytest

from tests.loopback.audit import assert_no_leaks, find_leaks
from tests.loopback.demo_bot import create_demo_bot

pytestmark = pytest.mark.e2e


async def _start(fake, tmp_path, **kw):
    return await fake.start_bot(create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05, **kw))


async def _join_all(fake, who=("alice", "bob")):
    game = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    for name in who:
        await (await fake.click(name, game, "join")).response()
        await (await fake.click(name, game, "show")).response()
    await fake.settle()
    return game


async def test_clean_run_passes(discord_fake, tmp_path):
    fake = discord_fake
    bot = await _start(fake, tmp_path)
    await _join_all(fake)
    roles = {name: [bot.role_of(fake.users[name].id)] for name in ("alice", "bob")}
    assert roles["alice"] != roles["bob"]
    assert_no_leaks(fake, roles)  # the DMs and ephemerals hold only their own viewer's role
    assert_no_leaks(fake, lambda user: [bot.role_of(user.id)] if user.name in ("alice", "bob") else [])


async def test_leak_in_log_line_caught(discord_fake, tmp_path):
    fake = discord_fake
    bot = await _start(fake, tmp_path, leaky=True)
    await _join_all(fake, who=("alice",))
    role = bot.role_of(fake.users["alice"].id)
    with pytest.raises(AssertionError) as err:
        assert_no_leaks(fake, {"alice": [role]})
    assert f"alice's secret '{role}' is in the log line" in str(err.value)
    assert "alice joined somnia as" in str(err.value)


async def test_leak_in_public_message_and_other_users_dm_caught(discord_fake, tmp_path):
    fake = discord_fake
    bot = await _start(fake, tmp_path)
    await (await fake.slash("bob", "general", "reveal")).response()
    role = bot.role_of(fake.users["bob"].id)
    leaks = find_leaks(fake, {"bob": [role]})
    assert [l.where.split(" in ")[-1] for l in leaks] == ["#general (Dreamland)"]
    assert str(leaks[0]).startswith(f"bob's secret '{role}' is in the public message")
    # a secret of alice's shown in bob's DM is a leak too, and so is one in bob's ephemeral
    await _join_all(fake, who=("bob",))
    leaks = find_leaks(fake, {"alice": [role]})
    assert {l.where.split(" ")[0] for l in leaks} == {"public", "DM", "ephemeral"}
    assert not find_leaks(fake, {"bob": ["Dream"]})  # whole words only: "Dreamland", "Dreamer" do not match
