"""The demo bot most loopback tests drive (the real bot's tests live in tests/e2e)."""

import pytest

from tests.loopback.demo_bot import create_demo_bot


@pytest.fixture
async def bot(discord_fake, tmp_path):
    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05)
    await discord_fake.start_bot(bot)
    yield bot
