"""Somna's private news and notices through the loopback Discord (issue 27):
news notifies, a closed-DM notice says nothing of a role, night 1 notifies
once, and no prompt keeps its buttons after its night.

- Night 1's role DM is each player's one notification: the channel's
  "begins" line names the players without a mention.
- What a sunrise tells one player (the new Witch's role, the Demon's "became
  your Witch") comes as a new DM, the old prompt losing its buttons.
- A Monger whose DMs close is neither called at the pyre nor named there: the
  notice that their DMs are closed comes at sunrise, as for everyone alike,
  and mentions only them.
- An ephemeral night prompt (My role) loses its buttons when its night ends.
"""

from __future__ import annotations

import random
import re

import pytest

from cogs.present.somna import PRESENTER as SOMNA
from tests import dreambot
from tests.e2e.test_somna_day import _answer_all

pytestmark = pytest.mark.e2e

MENTION = re.compile(r"<@(\d+)>")
CLOSED = "can't send you direct messages"


def _first_version(msg) -> str:
    """What the message said when posted: the text that notified (edits notify nobody)."""
    return (msg.history[0].get("content") if msg.history else msg.content) or ""


async def _table(fake, db, monkeypatch, players: int, seed: int):
    dreambot.fix_table_seed(monkeypatch, seed)
    bot = await dreambot.start(fake, db)
    names = [f"s{i:02d}" for i in range(players)]
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    table = await dreambot.open_table(fake, bot, names[0], "general", "somna", names[1:])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
    return bot, table, users, dreambot.table_channel(fake, table)


async def test_night_one_notifies_each_player_once_and_sunrise_news_comes_as_a_new_dm(discord_fake, tmp_path,
                                                                                      monkeypatch):
    fake = discord_fake
    bot, table, users, channel = await _table(fake, tmp_path / "news.sqlite3", monkeypatch, 7, 1515)
    posted = [_first_version(m) for c in {channel.id, fake.channel("general").id}
              for m in fake.messages_in(fake.channels[c])]
    assert not any(MENTION.search(text) for text in posted), posted  # the role DM is the call
    assert {u.name: len(fake.dms(u)) for u in users.values()} == {u.name: 1 for u in users.values()}
    assert any("Somna begins" in text for text in posted)

    roles = list(table.state.roles)
    demon = roles.index("demon")
    before = {s: list(fake.dms(u)) for s, u in users.items()}
    rng = random.Random(3)
    while table.state.phase == "night":
        await _answer_all(fake, bot, table, users, rng)
    witch = table.state.roles.index("witch")
    assert roles[witch] == "villager"
    for seat, news in ((witch, "you are now a **Witch**"), (demon, "became your Witch")):
        dms = fake.dms(users[seat])
        fresh = dms[len(before[seat]):]
        assert len(fresh) == 1 and news in (fresh[0].content or ""), [m.content for m in dms]
        for old in dms[:-1]:  # superseded by the new DM: any buttons left are from an earlier turn
            if dreambot.action_prompt_ids(fake.message(old.id)):
                await dreambot.assert_stale(fake, bot, table, users[seat], fake.message(old.id))
    # the others heard nothing new
    assert all(len(fake.dms(u)) == len(before[s]) for s, u in users.items() if s not in (witch, demon))
    await fake.stop_bot(bot)


async def test_a_monger_with_closed_dms_is_told_at_sunrise_not_at_the_pyre(discord_fake, tmp_path, monkeypatch):
    fake = discord_fake
    bot, table, users, channel = await _table(fake, tmp_path / "monger.sqlite3", monkeypatch, 10, 1)
    monger = table.state.roles.index("monger")
    rng = random.Random(5)
    while table.state.phase == "night":
        await _answer_all(fake, bot, table, users, rng)
    fake.close_dms(users[monger])
    mention = f"<@{users[monger].id}>"
    asked_at_pyre = False
    notices = []
    while table.id in bot.tables.tables and table.state.day < 3:
        stage, seen = table.state.stage, len(fake.messages_in(channel))
        if stage == "pyre" and monger in table.state.awaiting() and SOMNA.needs_prompt(table, monger):
            asked_at_pyre = True
        await _answer_all(fake, bot, table, users, rng)
        new = [_first_version(m) for m in fake.messages_in(channel)[seen:]]
        if stage == "pyre" or table.id in bot.tables.tables and table.state.stage == "pyre":
            assert not any(mention in text for text in new), new  # nobody is called to the pyre
        for text in new:
            if CLOSED in text:
                notices.append((stage, table.state.stage, text))
    assert asked_at_pyre, "the Monger was never asked at a pyre: the test proves nothing"
    assert notices, "the Monger never heard that their DMs are closed"
    for before, after, text in notices:
        assert (before, after) == ("night", "nominate"), notices  # at sunrise, as anyone's would be
        assert MENTION.findall(text) == [str(users[monger].id)]
    await fake.stop_bot(bot)


async def test_an_ephemeral_night_prompt_loses_its_buttons_when_the_night_ends(discord_fake, tmp_path, monkeypatch):
    fake = discord_fake
    bot, table, users, channel = await _table(fake, tmp_path / "sleep.sqlite3", monkeypatch, 7, 1515)
    board = fake.message(table.row.message_id)
    sleeper = next(s for s, role in enumerate(table.state.roles) if role == "villager")
    shown = await (await fake.click(users[sleeper], board, SOMNA.hand_label)).response()
    assert shown.ephemeral and dreambot.action_prompt_ids(shown)
    answered = await (await fake.click(users[sleeper], shown, "Sleep")).response()
    await dreambot.idle(fake, bot)
    assert dreambot.action_prompt_ids(fake.message(answered.id)), "the answer may still be changed tonight"
    looked = await (await fake.click(users[(sleeper + 1) % 7], board, SOMNA.hand_label)).response()
    rng = random.Random(3)
    while table.state.phase == "night":
        await _answer_all(fake, bot, table, users, rng)
    await dreambot.idle(fake, bot)
    for msg in (shown, answered, looked):
        assert not dreambot.action_prompt_ids(fake.message(msg.id)), f"a stale night prompt: {msg.content}"
    await fake.stop_bot(bot)


@pytest.mark.parametrize("see_roles", [False, True])
async def test_the_spirits_thread_tells_the_story_and_shows_roles_only_if_the_table_allows(
        discord_fake, tmp_path, monkeypatch, see_roles):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 1515)
    bot = await dreambot.start(fake, tmp_path / "spirits.sqlite3")
    names = [f"s{i:02d}" for i in range(7)]
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    table = await dreambot.open_table(fake, bot, names[0], "general", "somna", names[1:],
                                      **({"spirits_see_roles": True} if see_roles else {}))
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
    general = fake.channel("general")
    rng = random.Random(4)
    while table.id in bot.tables.tables and all(table.state.alive):
        await _answer_all(fake, bot, table, users, rng)
    assert table.id in bot.tables.tables, "the game ended before anyone died"
    dead_night = table.state.night if table.state.phase == "night" else table.state.night + 1
    while table.id in bot.tables.tables and table.state.night <= dead_night and not (
            table.state.night == dead_night and table.state.phase == "day"):
        await _answer_all(fake, bot, table, users, rng)
    (spirits,) = [c for c in general.guild.channels if c.parent_id == general.id and "Spirits" in c.name]
    said = "\n".join(m.content or "" for m in fake.messages_in(spirits))
    if table.id in bot.tables.tables:
        assert f"Sunrise after night {dead_night}" in said, said  # the night's public story
    roles = [line for line in said.splitlines() if "every role" in line]
    if see_roles:
        assert roles and all(f"**{users[s].name}**" in roles[0] for s in users)
    else:
        assert not roles
    public = "\n".join(m.content or "" for m in fake.messages_in(general))
    assert "every role" not in public
    # The live tally: a vote that only moves it edits the thread's last message (no new message),
    # at most every TALLY_EDIT_SECONDS (here every vote, as the clicks come fast).
    monkeypatch.setattr("cogs.spirits.TALLY_EDIT_SECONDS", 0.0)
    for _ in range(40):
        if table.id not in bot.tables.tables or any(m.history for m in fake.messages_in(spirits)):
            break
        await _answer_all(fake, bot, table, users, rng)
    edited = [m for m in fake.messages_in(spirits) if m.history]
    assert edited, "the spirits' tally was edited as the votes came"
    assert all(m.content.splitlines()[-1].startswith("\u2502") for m in edited), "the live line ends it"
    await fake.stop_bot(bot)
