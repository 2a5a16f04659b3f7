"""Every e2e test ends with the determinism proof of issue 17: each game it
finished replays, step by step, to its stored final snapshot
(``tests/replay_check.py``). Autouse, so no test has to ask for it; set up
before the loopback fixture, so it runs after that fixture stopped the bots."""

from __future__ import annotations

import pytest

from tests import dreambot
from tests.replay_check import TOTALS, check_folder


@pytest.fixture(autouse=True)
def finished_games_replay(tmp_path):
    yield
    replayed, steps, problems = check_folder(tmp_path)
    TOTALS["games"] += replayed
    TOTALS["steps"] += steps
    if problems:
        pytest.fail("finished games that do not replay to their stored snapshot:\n  " + "\n  ".join(problems),
                    pytrace=False)


SHARD_PLAYERS = ("alice", "bob", "carol")


@pytest.fixture
def guilds(discord_fake):
    """A guild on each of two shards, the players (SHARD_PLAYERS) in both."""
    fake = discord_fake
    zero = fake.add_guild("Dream Zero", shard=(0, 2))
    one = fake.add_guild("Dream One", shard=(1, 2))
    for name in SHARD_PLAYERS:
        fake.add_user(name, guilds=(fake.guild, zero, one))
    return zero, one



@pytest.fixture
async def bot(discord_fake, tmp_path):
    """The bot on a fresh SQLite file, connected to the loopback (a test file
    that needs another set-up defines its own ``bot``)."""
    return await dreambot.start(discord_fake, tmp_path / "bot.sqlite3")
