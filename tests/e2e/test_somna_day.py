"""A calm Somna day through the loopback Discord (issue 15): a scripted day
with two nominations that both fail (the bot stops cleanly and starts again
during the second vote), then the final vote and the pyre.

The day is one post per real event (the sunrise, each accusation, the final
vote), everything else edited into the newest of them; each vote notifies
each living voter exactly once (the accusation's mention, no DM); nightfall
posts nothing new.
"""

from __future__ import annotations

import random
import time

import pytest

from cogs.present.somna_words import MAX_DAY_POSTS
from cogs.present.somna import PRESENTER as SOMNA
from tests import dreambot

pytestmark = pytest.mark.e2e

NAMES = [f"d{i}" for i in range(7)]


def _first_version(msg) -> str:
    """What the message said when posted: the text that notified (edits notify nobody)."""
    return (msg.history[0].get("content") if msg.history else msg.content) or ""


async def _expire(fake, bot, table) -> None:
    seq, passed = table.seq, time.time()
    if bot.store.shared:  # the deadline is claimed as stored
        await bot.store.set_deadline(table.id, seq, passed, None)
    table.due_at, table.remind_at, table.reminded = passed, None, True
    bot.tables.arm(table)
    await fake.wait_for(lambda: table.seq != seq, 5, "the deadline")
    await dreambot.idle(fake, bot)


async def _answer_all(fake, bot, table, users, rng) -> None:
    """Every player the current step waits for answers it; the deadline ends the rest."""
    waiting = [s for s in table.state.awaiting() if SOMNA.needs_prompt(table, s)]
    if not waiting:
        await _expire(fake, bot, table)
        return
    for seat in waiting:
        user = users[seat]
        msg = dreambot.fresh_prompt(fake, user, table)
        if msg is None:
            board = fake.message(table.row.message_id)
            msg = await (await fake.click(user, board, SOMNA.hand_label)).response()
        await (await dreambot.click_choice(fake, user, msg, rng)).ack()
        await dreambot.idle(fake, bot)


async def _press(fake, user, msg, label: str):
    """Press the button, or pick the menu option, whose label begins with ``label``."""
    for select in msg.selects:
        for option in select.get("options", []):
            if option["label"].startswith(label):
                return await fake.select(user, msg, [option["value"]], custom_id=select["custom_id"])
    return await fake.click(user, msg, next(b["label"] for b in msg.buttons if b["label"].startswith(label)))


async def _vote(fake, bot, table, users, voters, label=None, rng=None) -> None:
    """These voters answer in turn while the decision lasts (a majority of
    the living ending the day opens the final vote before the rest)."""
    decision = table.state.stage_seq
    for seat in voters:
        if table.state.stage_seq != decision:
            return
        msg = dreambot.action_prompt(fake, users[seat], table.id)
        if label is not None:
            await (await _press(fake, users[seat], msg, label)).ack()
        else:
            await (await dreambot.click_choice(fake, users[seat], msg, rng)).ack()
        await dreambot.idle(fake, bot)


async def _game(fake, db, monkeypatch):
    """The seeded seven-player game: the bot, the table, its users by seat, and its channel."""
    dreambot.fix_table_seed(monkeypatch, 1515)
    bot = await dreambot.start(fake, db)
    for name in NAMES:
        fake.add_user(name, guilds=(fake.guilds[0],))
    table = await dreambot.open_table(fake, bot, NAMES[0], "general", "somna", NAMES[1:])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in NAMES}
    return bot, table, users, dreambot.table_channel(fake, table)


async def test_a_day_with_two_nominations_is_a_few_posts_and_one_call_per_vote(discord_fake, database, monkeypatch):
    """On SQLite, and on PostgreSQL, where the live post's lines are kept
    with the table (its record, made into lines after each commit) and its id found in the store."""
    fake = discord_fake
    bot, table, users, channel = await _game(fake, database.path or database.url, monkeypatch)
    assert bot.tables.store.shared == (database.kind == "postgresql")
    rng = random.Random(15)

    def posts() -> list:
        return fake.messages_in(channel)

    def dms() -> dict[int, int]:
        return {s: len(fake.dms(u)) for s, u in users.items()}

    def calls(since: int, seat: int) -> int:
        return sum(_first_version(m).count(f"<@{users[seat].id}>") for m in posts()[since:])

    # night 1: everyone answers
    while table.state.phase == "night":
        day_from = len(posts())
        await _answer_all(fake, bot, table, users, rng)
    assert table.state.phase == "day" and table.state.stage == "nominate"
    living = [s for s in table.state.living() if s in users]
    (sunrise,) = posts()[day_from:]
    assert all(calls(day_from, s) == 1 for s in living), _first_version(sunrise)

    # two nominations; the plea runs out, then everybody votes no
    trials = []
    for accuser, accused in ((living[0], living[1]), (living[2], living[3])):
        before, heard = len(posts()), dms()
        msg = dreambot.action_prompt(fake, users[accuser], table.id)
        assert msg.id == posts()[-1].id, "the nominations are on the newest post"
        await (await _press(fake, users[accuser], msg, f"Nominate {users[accused].name}")).ack()
        await dreambot.idle(fake, bot)
        assert table.state.stage == "plea"
        (trial,) = posts()[before:]
        trials.append(trial)
        await _expire(fake, bot, table)
        assert table.state.stage == "vote" and len(posts()) == before + 1, "opening the vote posts nothing"
        if not trials[1:]:
            await _vote(fake, bot, table, users, living, label="No: spare")
        else:  # a clean restart halfway through the vote: its message stays the one edited
            half = len(living) // 2
            await _vote(fake, bot, table, users, living[:half], label="No: spare")
            await fake.stop_bot(bot)
            bot = await dreambot.start(fake, database.path or database.url)
            table = await bot.tables.fetch(table.id)
            assert dreambot.action_prompt(fake, users[living[half]], table.id).id == trial.id
            await _vote(fake, bot, table, users, living[half:], label="No: spare")
            assert table.state.history[-1]["no"] == sorted(living)
        assert table.state.stage == "nominate"
        # one notification per vote per voter: the accusation's mention, no DM, nothing posted since
        assert len(posts()) == before + 1
        assert dms() == heard, "a vote sends no DM"
        assert all(calls(before, s) == 1 for s in living), _first_version(trial)
        shown = fake.message(trial.id)
        assert not dreambot.action_prompt_ids(shown) or shown.id == posts()[-1].id
        assert "<@" not in shown.content.split(_first_version(trial))[-1], "the vote's edits mention nobody"
    assert "spare" in fake.message(trials[0].id).content.lower() or "no" in fake.message(trials[0].id).content.lower()
    assert not dreambot.action_prompt_ids(fake.message(trials[0].id)), "an old trial keeps no live buttons"

    # everyone ends the day: the final vote is the day's fourth and last post
    before, heard = len(posts()), dms()
    await _vote(fake, bot, table, users, list(table.state.awaiting()), label="End the day")
    assert table.state.stage == "final"
    (final,) = posts()[before:]
    assert all(calls(before, s) == 1 for s in living), _first_version(final)
    await _vote(fake, bot, table, users, living, rng=rng)
    assert dms() == heard or table.state.stage == "pyre"
    day_posts = len(posts()) - day_from
    while table.running and table.state.phase == "day":
        await _answer_all(fake, bot, table, users, rng)
    # the pyre, the execution and nightfall are edited into the final vote's post
    assert len(posts()) - day_from == day_posts == 4 <= MAX_DAY_POSTS
    if table.running:
        assert table.state.phase == "night"
        text = fake.message(final.id).content
        assert "night" in text.lower(), text
    await fake.stop_bot(bot)


async def test_a_final_vote_after_three_trials_is_edited_in_and_calls_its_voters_by_dm(
        discord_fake, tmp_path, monkeypatch):
    """The day's posts are used up (the sunrise and three trials): the final
    vote is edited into the last trial's message, and since an edit notifies
    nobody, each living voter gets one DM calling them to it."""
    fake = discord_fake
    bot, table, users, channel = await _game(fake, tmp_path / "bot.sqlite3", monkeypatch)
    rng = random.Random(15)
    while table.state.phase == "night":
        await _answer_all(fake, bot, table, users, rng)
    living = [s for s in table.state.living() if s in users]
    assert len(living) >= 6
    for accuser, accused in ((living[0], living[1]), (living[2], living[3]), (living[4], living[5])):
        msg = dreambot.action_prompt(fake, users[accuser], table.id)
        await (await _press(fake, users[accuser], msg, f"Nominate {users[accused].name}")).ack()
        await dreambot.idle(fake, bot)
        await _expire(fake, bot, table)
        posts, heard = len(fake.messages_in(channel)), {s: len(fake.dms(u)) for s, u in users.items()}
        await _vote(fake, bot, table, users, living, label="No: spare")
        if accuser != living[4]:
            assert table.state.stage == "nominate"
    if table.state.stage == "nominate":  # the day may also end by everyone's choice
        await _vote(fake, bot, table, users, list(table.state.awaiting()), label="End the day")
    assert table.state.stage == "final"
    assert len(fake.messages_in(channel)) == posts, "the day's fourth post was the third trial"
    last = fake.messages_in(channel)[-1]
    assert dreambot.action_prompt_ids(last), "the final vote's choices are on the last trial's message"
    for seat, user in users.items():
        fresh = fake.dms(user)[heard[seat]:]
        if seat in living:
            assert len(fresh) == 1 and "pick one player" in fresh[0].content, [m.content for m in fresh]
            assert not dreambot.action_prompt_ids(fresh[0]), "the vote itself is in the channel"
        else:
            assert not fresh, "the dead do not vote"
    await fake.stop_bot(bot)


async def test_a_process_that_made_none_of_the_moves_makes_the_same_day_from_the_tables_record(
        discord_fake, postgres_url, monkeypatch):
    """On PostgreSQL the day's lines and live post are made from the table's
    record after each commit, never under its row lock: another process (its
    own table log, channel state and copy of the table, read from the store)
    makes the same table log from it, live post and its digest included."""
    from bot.tables import restore_table
    from cogs.screens.channel import Channel
    from cogs.screens.live import LivePosts
    from cogs.screens.record import RecordLines
    from cogs.table_log import TableLog

    fake = discord_fake
    bot, table, users, channel = await _game(fake, postgres_url, monkeypatch)
    assert bot.tables.store.shared
    elsewhere, turns = TableLog(), Channel(bot, bot.tables)
    other = RecordLines(bot, elsewhere, LivePosts(bot, bot.tables, elsewhere, turns), turns)
    rng = random.Random(15)
    compared = with_live_post = 0
    for _ in range(16):
        if not table.running:
            break
        await _answer_all(fake, bot, table, users, rng)
        stored = restore_table(bot.store, await bot.store.stored_table(table.id))
        assert stored.shown_log is None
        if table.shown_log is None or table.shown_log[0] != stored.seq:
            continue
        assert other.current(stored) == table.shown_log[1], f"the table log at seq {stored.seq}"
        compared += 1
        with_live_post += "live" in table.shown_log[1]
    assert compared >= 8 and with_live_post >= 4
    assert turns.turns == {}, "replaying the record posts nothing and holds no turn message"
