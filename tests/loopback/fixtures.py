"""pytest fixtures for the loopback Discord (registered by tests/conftest.py).

``discord_fake`` starts a FakeDiscord on 127.0.0.1 and captures logs. At the end it stops every bot
still running and FAILS the test when the fake saw unmodelled routes, late or double
acknowledgements, limit violations, edits that changed nothing, its own errors, or the bot logged errors; a test
that provokes one of those takes it first (``fake.take("late")``, ``fake.take("bot_errors")``).
"""

from __future__ import annotations

import discord.gateway
import discord.http
import pytest

from .server import FakeDiscord


@pytest.fixture
async def discord_fake():
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    fake = FakeDiscord()
    fake.logs.install()
    await fake.start()
    try:
        yield fake
        for bot in list(fake.running_bots()):
            await fake.stop_bot(bot)
    finally:
        await fake.stop()
        fake.logs.uninstall()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
    problems = fake.problems()
    if problems:
        pytest.fail("the loopback Discord saw problems:\n  " + "\n  ".join(problems), pytrace=False)
