"""A server admin's first hour (issue 28): on ready the bot logs who it is,
where, and an invite asking for exactly the permissions it uses; the
permissions /play checks are among them."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import discord
import pytest

from bot.permissions import OPTIONAL, REQUIRED, invite_permissions
from cogs.checks import NEEDED
from tests import dreambot

pytestmark = pytest.mark.e2e


async def test_on_ready_the_bot_logs_its_name_servers_and_an_invite_with_exactly_its_permissions(
        discord_fake, tmp_path):
    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    await dreambot.idle(fake, bot)
    ready = [line for line in fake.logs.lines if "ready as" in line]
    assert len(ready) == 1, ready
    m = re.search(r"ready as (\S+) in (\d+) server\(s\); invite: (\S+)", ready[0])
    assert m is not None, ready[0]
    assert m.group(1) == str(bot.user) and int(m.group(2)) == len(fake.guilds) > 0
    query = parse_qs(urlparse(m.group(3)).query)
    assert query["client_id"] == [str(bot.application_id or bot.user.id)]
    assert set(query["scope"][0].split()) == {"bot", "applications.commands"}
    asked = discord.Permissions(int(query["permissions"][0]))
    assert asked == invite_permissions()
    used = discord.Permissions(**{name: True for name in (*REQUIRED, *OPTIONAL)})
    assert asked.value == used.value, "nothing more than the bot uses"
    assert all(getattr(asked, name) for name in (*NEEDED, "create_public_threads", "manage_webhooks"))
    assert not asked.administrator and not asked.manage_guild and not asked.manage_messages
    assert fake.token not in ready[0]
