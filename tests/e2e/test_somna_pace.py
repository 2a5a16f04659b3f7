"""Somna's pace and its secrets through the loopback Discord (issue 27):

- away is decided from public behaviour only: a night timeout counts for
  nothing, so no public "now away" line ever follows it, and the next
  sunrise calls the player and counts nobody ready in advance;
- an away seat's night is played by the Somna bot player: an away Demon kills;
"""

from __future__ import annotations

import random
import time

import pytest

from cogs.present.somna import PRESENTER as SOMNA
from tests import dreambot

pytestmark = pytest.mark.e2e

NAMES = [f"q{i}" for i in range(7)]


def _first_version(msg) -> str:
    """What the message said when posted: the text that notified (edits notify nobody)."""
    return (msg.history[0].get("content") if msg.history else msg.content) or ""


async def _game(fake, db, monkeypatch, seed=1515, **options):
    dreambot.fix_table_seed(monkeypatch, seed)
    bot = await dreambot.start(fake, db)
    for name in NAMES:
        fake.add_user(name, guilds=(fake.guilds[0],))
    table = await dreambot.open_table(fake, bot, NAMES[0], "general", "somna", NAMES[1:], **options)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in NAMES}
    return bot, table, users, dreambot.table_channel(fake, table)


async def _expire(fake, bot, table) -> None:
    seq = table.seq
    table.due_at, table.remind_at, table.reminded = time.time(), None, True
    bot.tables.arm(table)
    await fake.wait_for(lambda: table.seq != seq, 5, "the deadline")
    await dreambot.idle(fake, bot)


async def _answer(fake, bot, table, users, seats, rng, prefer=None) -> None:
    """These seats answer the current decision (those it waits for and that have a choice)."""
    for seat in [s for s in table.state.awaiting() if s in seats and SOMNA.needs_prompt(table, s)]:
        user = users[seat]
        msg = dreambot.fresh_prompt(fake, user, table)
        if msg is None:
            board = fake.message(table.row.message_id)
            msg = await (await fake.click(user, board, SOMNA.hand_label)).response()
        await (await dreambot.click_choice(fake, user, msg, rng, prefer)).ack()
        await dreambot.idle(fake, bot)


def _sleep(option) -> bool:
    return option.get("label", "").startswith("Sleep")


async def test_a_night_timeout_never_makes_a_player_away_and_an_away_demon_kills(discord_fake, tmp_path,
                                                                                  monkeypatch):
    fake = discord_fake
    bot, table, users, channel = await _game(fake, tmp_path / "bot.sqlite3", monkeypatch)
    rng = random.Random(27)
    demon = table.state.roles.index("demon")
    others = [s for s in users if s != demon]

    def said(since: int = 0) -> str:
        return "\n".join(m.text for m in fake.messages_in(channel)[since:])

    # night 1: the Demon never answers; its night runs out (its seduction is the default)
    await _answer(fake, bot, table, users, others, rng, _sleep)
    assert table.state.phase == "night"
    sunrise_from = len(fake.messages_in(channel))
    await _expire(fake, bot, table)
    assert table.state.stage == "nominate"
    assert table.seats[demon].timeouts == 0 and not table.seats[demon].away, "a night timeout counts for nothing"
    (sunrise,) = fake.messages_in(channel)[sunrise_from:]
    assert f"<@{users[demon].id}>" in _first_version(sunrise), "the sunrise calls every living player"
    assert "Ready to end the day" not in sunrise.text

    # day 1: the Demon is silent again; everyone else ends the day. The day's
    # deadline is its first public miss: no "now away" (today's main said it
    # here, two misses counting the secret one)
    await _answer(fake, bot, table, users, others, rng, lambda o: o.get("label", "").startswith("End the day"))
    assert table.state.stage == "nominate" and table.state.awaiting() == [demon]
    mark = len(fake.messages_in(channel))
    await _expire(fake, bot, table)
    assert table.state.stage == "final"
    assert "ran out of time" in said(mark) and "is now away" not in said(), said(mark)
    assert table.seats[demon].timeouts == 1 and not table.seats[demon].away

    # the final vote: the others pick one villager; the Demon misses its second
    # public decision and is now away, as the channel is told
    villager = next(s for s in others if table.state.roles[s] == "villager")
    name = users[villager].name
    await _answer(fake, bot, table, users, others, rng, lambda o: o.get("label") == f"Pick {name}")
    await _expire(fake, bot, table)
    assert table.seats[demon].away and "is now away" in said()
    while table.state.stage == "pyre":
        await _expire(fake, bot, table)
    assert table.running and table.state.phase == "night" and not table.state.alive[villager], table.state.history

    # night 2: the away Demon's night is played by the bot player, and it kills
    rows = await bot.store.actions(table.id)
    assert any(r["seat"] == demon and r["source"] == "away" for r in rows[-3:]) or table.state.choices[demon]
    await _answer(fake, bot, table, users, others, rng, _sleep)
    if table.state.phase == "night":
        await _expire(fake, bot, table)
    night_deaths = [d for d in table.state.dead if d.get("night") == 2]
    assert night_deaths, f"an away Demon kills: {table.state.dead}"
    await fake.stop_bot(bot)
