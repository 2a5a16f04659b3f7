"""What reaches the logs at every level the bot offers: never game state,
never a token (LOG_LEVEL=DEBUG included), through the production logging set-up."""

from __future__ import annotations

import json
import logging

import pytest

from bot.logs import setup_logging
from tests import dreambot
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e


@pytest.fixture
def debug_logs(discord_fake, tmp_path):
    """bot.log as ``python -m bot`` writes it with LOG_LEVEL=DEBUG, and the
    fake's log audit at DEBUG too."""
    folder = tmp_path / "var"
    handlers = setup_logging(logging.DEBUG, folder)
    discord_fake.logs.setLevel(logging.DEBUG)
    try:
        yield folder / "bot.log"
    finally:
        root = logging.getLogger()
        for handler in handlers:
            root.removeHandler(handler)
            handler.close()


async def test_debug_logs_hold_no_hands_and_no_tokens(discord_fake, tmp_path, debug_logs):
    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3", log_level="DEBUG")
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    # The dealt hands as the snapshot stores them (compact JSON, as SQL parameters carry them).
    hands = {users[seat]: [json.dumps(hand, separators=(",", ":"))] for seat, hand in enumerate(table.state.hands)}
    await dreambot.play_out(fake, bot, table.id, users)

    assert logging.getLogger("bot.tables").isEnabledFor(logging.DEBUG), "our own loggers follow LOG_LEVEL"
    lines = fake.logs.lines
    assert_no_leaks(fake, hands)
    written = debug_logs.read_text(encoding="utf-8")
    assert "logging in using static token" in written, "bot.log was written"
    tokens = [fake.token] + [ix.token for ix in fake.interactions.values()] + fake.webhook_tokens()
    assert fake.webhook_tokens(), "the table spoke through its channel's webhook"
    for where, text in (("captured log", "\n".join(lines)), ("bot.log", written)):
        assert not [t for t in tokens if t in text], f"a token is in the {where}"
        assert not [h for hs in hands.values() for h in hs if h in text], f"a hand is in the {where}"
