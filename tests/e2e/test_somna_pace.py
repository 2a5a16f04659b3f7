"""Somna's pace and its secrets through the loopback Discord (issue 27):

- away is decided from public behaviour only: a night timeout counts for
  nothing, so no public "now away" line ever follows it, and the next
  sunrise calls the player and counts nobody ready in advance;
- an away seat's night is played by the Somna bot player: an away Demon kills;
- the day's clock runs once per day: reopened nominations go on with what is
  left of it; the host (and only the host) may give the current stage two
  more minutes, once per night and day;
- a tie in the final vote goes to one runoff among the tied, shown in the channel.
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
    seq, passed = table.seq, time.time()
    if bot.store.shared:  # the deadline is claimed as stored
        await bot.store.set_deadline(table.id, seq, passed, None)
    table.due_at, table.remind_at, table.reminded = time.time(), None, True
    bot.tables.arm(table)
    await fake.wait_for(lambda: table.seq != seq, 5, "the deadline")
    await dreambot.idle(fake, bot)
    await dreambot.close_now(fake, bot, table)  # a night whose answers are all in closes a moment later


async def _answer(fake, bot, table, users, seats, rng, prefer=None) -> None:
    """These seats answer the current decision (those it waits for and that
    have a choice), until it ends (a ready majority ends the day's discussion)."""
    decision = table.state.stage_seq
    for seat in [s for s in table.state.awaiting() if s in seats and SOMNA.needs_prompt(table, s)]:
        if table.state.stage_seq != decision:
            return
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

    async def night_without_the_demon(night: int) -> None:
        await _answer(fake, bot, table, users, others, rng, _sleep)
        assert table.state.phase == "night"
        sunrise_from = len(fake.messages_in(channel))
        await _expire(fake, bot, table)
        assert table.state.stage == "nominate" and table.state.night == night
        assert not table.seats[demon].away, "a night timeout counts for nothing"
        (sunrise,) = fake.messages_in(channel)[sunrise_from:]
        assert f"<@{users[demon].id}>" in _first_version(sunrise), "the sunrise calls every living player"
        assert "Ready to end the day" not in sunrise.text

    async def day_without_the_demon(late=()) -> int:
        """The others end the day and burn a villager; the Demon (and ``late``) miss the final vote."""
        await _answer(fake, bot, table, users, others, rng, lambda o: o.get("label", "").startswith("End the day"))
        assert table.state.stage == "final", "a majority of the living ended the day"
        villager = next(s for s in others if table.state.alive[s] and table.state.roles[s] == "villager"
                        and s not in late)
        name = users[villager].name
        pickers = [s for s in others if s not in late]
        await _answer(fake, bot, table, users, pickers, rng, lambda o: o.get("label") == f"Pick {name}")
        await _expire(fake, bot, table)
        while table.state.stage == "pyre":
            await _expire(fake, bot, table)
        assert not table.state.alive[villager], table.state.history
        return villager

    # night 1: the Demon never answers; its night runs out (its seduction is the default)
    await night_without_the_demon(1)
    assert table.seats[demon].timeouts == 0
    # day 1: its first public miss. No "now away": today's main said it here,
    # two misses in a row counting the secret one
    late = next(s for s in others if table.state.roles[s] == "villager")
    await day_without_the_demon(late=[late])
    assert "ran out of time" in said() and "is now away" not in said(), said()
    assert table.seats[demon].timeouts == 1 and not table.seats[demon].away
    assert table.seats[late].timeouts == 1
    # night 2: missed again, in secret: the sunrise still calls the Demon and
    # counts nobody ready (today's main made it away in secret here)
    await night_without_the_demon(2)
    assert table.seats[demon].timeouts == 1
    # an answer at night does not wipe a public miss either: else the next
    # "now away", or its absence, would tell who answered at night
    assert table.seats[late].timeouts == 1
    # day 2: a second public miss in a row: now away, as the channel is told
    await day_without_the_demon()
    assert table.seats[demon].away and "is now away" in said()
    assert table.state.phase == "night"

    # night 3: the away Demon's night is played by the bot player, and it kills
    await _answer(fake, bot, table, users, others, rng, _sleep)
    if table.running and table.state.phase == "night" and not await dreambot.close_now(fake, bot, table):
        await _expire(fake, bot, table)
    rows = await bot.store.actions(table.id)
    assert any(r["seat"] == demon and r["source"] == "away" for r in rows), "the bot player answered for it"
    night_deaths = [d for d in table.state.dead if d.get("night") == 3]
    assert night_deaths, f"an away Demon kills: {table.state.dead}"
    await fake.stop_bot(bot)


async def _press(fake, user, msg, label: str):
    """Press the button, or pick the menu option, whose label is ``label``."""
    for select in msg.selects:
        for option in select.get("options", []):
            if option["label"] == label:
                return await fake.select(user, msg, [option["value"]], custom_id=select["custom_id"])
    return await fake.click(user, msg, next(b["label"] for b in msg.buttons if b["label"] == label))


async def _trial_fails(fake, bot, table, users, accuser, accused) -> None:
    """A nomination, the plea run out, and everyone votes no."""
    msg = dreambot.action_prompt(fake, users[accuser], table.id)
    await (await _press(fake, users[accuser], msg, f"Nominate {users[accused].name}")).ack()
    await dreambot.idle(fake, bot)
    await _expire(fake, bot, table)
    assert table.state.stage == "vote"
    for seat in list(table.state.awaiting()):
        vote = dreambot.action_prompt(fake, users[seat], table.id)
        await (await _press(fake, users[seat], vote, "No: spare")).ack()
        await dreambot.idle(fake, bot)


async def _more_time(fake, bot, table, user):
    board = fake.message(table.row.message_id)
    answer = await (await fake.click(user, board, "More time")).response()
    await dreambot.idle(fake, bot)
    assert answer.ephemeral
    return answer.content


async def test_the_day_clock_runs_once_and_the_host_alone_extends_it_once(discord_fake, database, monkeypatch):
    """On SQLite, and on PostgreSQL, where the extension is written under the table's row lock."""
    fake = discord_fake
    db = database.path or database.url
    bot, table, users, channel = await _game(fake, db, monkeypatch)
    rng = random.Random(3)
    host, guest = users[table.seat_of(fake.users[NAMES[0]].id)], users[table.seat_of(fake.users[NAMES[1]].id)]
    while table.state.phase == "night":
        await _answer(fake, bot, table, users, list(users), rng, _sleep)
        await dreambot.close_now(fake, bot, table)  # every answer is in: the night closes a moment later
    assert table.state.stage == "nominate"
    day_ends = table.due_at
    assert abs(day_ends - time.time() - 480) < 5, "the standard pace: 8 minutes of nominations"
    living = table.state.living()

    # a failed trial: the nominations reopen on the day's clock, not a new 8 minutes
    await _trial_fails(fake, bot, table, users, living[0], living[1])
    assert table.state.stage == "nominate" and table.due_at == day_ends, (table.due_at - day_ends)
    stored = await bot.store.deadline(table.id)
    assert stored.due_at == day_ends

    # More time: a guest is refused, privately; the host gets two minutes, once
    said = len(fake.messages_in(channel))
    assert "Only the host" in await _more_time(fake, bot, table, guest)
    assert table.due_at == day_ends
    answer = await _more_time(fake, bot, table, host)
    assert "2 more minutes" in answer and str(int(day_ends + 120)) in answer, answer
    assert table.due_at == day_ends + 120 and (await bot.store.deadline(table.id)).due_at == day_ends + 120
    assert "already" in await _more_time(fake, bot, table, host)
    assert table.due_at == day_ends + 120
    assert len(fake.messages_in(channel)) == said, "the extension posts nothing in the channel"

    # the extended clock goes on through the next trial too, and after a restart
    await _trial_fails(fake, bot, table, users, living[2], living[3])
    assert table.state.stage == "nominate" and table.due_at == day_ends + 120
    await fake.stop_bot(bot)
    bot = await dreambot.start(fake, db)
    table = await bot.tables.fetch(table.id)
    assert "already" in await _more_time(fake, bot, table, host)
    await _trial_fails(fake, bot, table, users, living[4], living[5])
    assert table.state.stage == "final", "three failed votes end the nominations"
    await fake.stop_bot(bot)


async def test_a_tied_final_vote_goes_to_a_runoff_among_the_tied(discord_fake, tmp_path, monkeypatch):
    fake = discord_fake
    bot, table, users, channel = await _game(fake, tmp_path / "bot.sqlite3", monkeypatch)
    rng = random.Random(4)
    while table.state.phase == "night":
        await _answer(fake, bot, table, users, list(users), rng, _sleep)
        await dreambot.close_now(fake, bot, table)  # every answer is in: the night closes a moment later
    # a majority of the living ends the day: the final vote opens at once
    await _answer(fake, bot, table, users, list(users), rng, lambda o: o.get("label", "").startswith("End the day"))
    living = table.state.living()
    assert table.state.stage == "final" and len(table.state.history) == 0
    a, b = living[0], living[1]
    for i, seat in enumerate(living):
        msg = dreambot.action_prompt(fake, users[seat], table.id)
        label = "Abstain" if i == len(living) - 1 else f"Pick {users[(a, b)[i % 2]].name}"
        await (await _press(fake, users[seat], msg, label)).ack()
        await dreambot.idle(fake, bot)
    # 3 to 3: no pyre yet; the runoff is told, among the two alone, 30 seconds
    assert table.state.stage == "runoff" and table.state.condemned is None
    assert abs(table.due_at - time.time() - 30) < 5
    # the runoff is edited into the final vote's message: each voter is called once, by DM
    for seat in table.state.awaiting():
        assert "pick one player" in fake.dms(users[seat])[-1].text, users[seat].name
    text = "\n".join(m.text for m in fake.messages_in(channel))
    assert "Runoff." in text and f"tie between {users[a].name}" in text.replace("**", ""), text[-600:]
    msg = dreambot.action_prompt(fake, users[living[2]], table.id)
    labels = {o["label"] for s in msg.selects for o in s.get("options", [])} | {b["label"] for b in msg.buttons}
    assert {f"Pick {users[a].name}", f"Pick {users[b].name}", "Abstain"} <= labels
    assert not any(f"Pick {users[s].name}" in labels for s in living[2:]), labels
    # the runoff decides: b goes to the pyre
    for seat in living:
        msg = dreambot.action_prompt(fake, users[seat], table.id)
        await (await _press(fake, users[seat], msg, f"Pick {users[a if seat == b else b].name}")).ack()
        await dreambot.idle(fake, bot)
    assert table.state.stage == "pyre" and table.state.condemned == b
    text = "\n".join(m.text for m in fake.messages_in(channel))
    assert "Runoff:" in text, text[-600:]
    await fake.stop_bot(bot)
