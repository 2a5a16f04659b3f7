"""Bad input, faults and restarts through the loopback Discord with the real bot:
each gets a clear answer and changes nothing, and nothing acknowledged is lost."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import time

import pytest

from tests import dreambot
from tests.loopback.model import DEFAULT_PERMS
from tests.loopback.permissions import CREATE_PUBLIC_THREADS, SEND_MESSAGES_IN_THREADS

pytestmark = pytest.mark.e2e



async def _table(fake, bot, guests=("bob",), host="alice", channel="general", bids=True):
    # In the channel (thread=False): these tests read its lines; tests/e2e/test_threads.py plays in threads.
    table = await dreambot.open_table(fake, bot, host, channel, "tinygame", list(guests), thread=False)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in (host, *guests)}
    if bids:
        await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    return table, users


def _acting(table, users):
    return users[table.to_act()[0]]


async def test_out_of_turn_stale_double_and_non_player(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    mover = _acting(table, users)
    waiter = next(u for u in users.values() if u is not mover)
    board = fake.message(table.row.message_id)

    # the waiting player's "My hand" shows the hand, no choices
    hand = await (await fake.click(waiter, board, "My hand")).response()
    assert hand.ephemeral and not [c for c in hand.custom_ids if ":a:" in c]

    # a non-player is told so, ephemerally
    outsider = await (await fake.click("carol", board, "My hand")).response()
    assert outsider.ephemeral and "not playing" in outsider.content

    # the mover opens My hand too: a second prompt with the same choices
    mine = await (await fake.click(mover, board, "My hand")).response()
    choice = [c for c in mine.custom_ids if ":a:" in c][0]
    dm = [m for m in fake.dms(mover) if choice in m.custom_ids][-1]
    before = len(await bot.store.actions(table.id))

    # the same choice clicked twice at once: exactly one applies
    first, second = await asyncio.gather(fake.click(mover, dm, choice), fake.click(mover, dm, choice))
    await first.ack(), await second.ack()
    await dreambot.idle(fake, bot)
    assert len(await bot.store.actions(table.id)) == before + 1
    answers = [h.interaction for h in (first, second)]
    refused = [ix for ix in answers if ix.original is not None and "already done" in ix.original.content]
    assert len(refused) == 1 and refused[0].original.ephemeral

    # the other prompt's button is answered the same: the mover already acted after it was drawn
    stale = await (await fake.click(mover, mine, choice)).response()
    assert "already done" in stale.content
    assert len(await bot.store.actions(table.id)) == before + 1


async def test_unknown_custom_id_is_answered(discord_fake, bot):
    fake = discord_fake
    channel = fake.channel("general")
    old = fake.new_message(channel, fake.bot_user, content="from an older version", components=[
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Old", "custom_id": "dg:999:0:zzz"},
                                   {"type": 2, "style": 1, "label": "Gone", "custom_id": "dg:999:3:a:p1"}]}])
    odd = await (await fake.click("alice", old, "Old")).response()
    assert odd.ephemeral and "don't know that button" in odd.content
    gone = await (await fake.click("alice", old, "Gone")).response()
    assert gone.ephemeral and "has ended" in gone.content


async def test_slash_command_in_dm_needs_a_channel(discord_fake, bot):
    from tests.loopback import Refused
    fake = discord_fake
    # Commands that need a channel are registered guild-only, so Discord does not offer them in DMs.
    for command in ("play somnia", "table end", "leaderboard", "settings"):
        with pytest.raises(Refused, match="not available in DMs"):
            await fake.slash("alice", fake.dm_channel("alice"), command)
    answer = await (await fake.slash("alice", fake.dm_channel("alice"), "history")).response()
    assert answer.ephemeral and "No finished games" in answer.text


async def test_closed_dms_fall_back_to_my_hand(discord_fake, bot):
    fake = discord_fake
    fake.close_dms("bob")
    table, users = await _table(fake, bot, bids=False)
    bob = fake.users["bob"]
    notes = [m for m in fake.messages_in("general") if f"<@{bob.id}>, I can't send you" in m.content]
    assert len(notes) == 1, "bob is told once, in the channel"
    assert not fake.dms(bob)
    # bob plays the whole game through the My hand button
    rng = random.Random(3)
    while table.id in bot.tables.tables:
        user = _acting(table, users)
        if user is bob:  # the table message, wherever it is now (posted again lower down when buried)
            msg = await (await fake.click(bob, fake.message(table.row.message_id), "My hand")).response()
        else:
            msg = dreambot.action_prompt(fake, user, table.id)
        await (await dreambot.click_choice(fake, user, msg, rng)).ack()
        await dreambot.idle(fake, bot)
    assert (await bot.store.table(table.id)).status == "finished"
    assert len([m for m in fake.messages_in("general") if "I can't send you" in m.content]) == 1


async def test_429_storm_every_action_applied_once(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    # More 429s in a row than discord.py retries: some posts are dropped (and
    # logged), the game goes on, players fall back to My hand where needed.
    fake.fail_with_429("POST /channels/:id/messages", times=12, retry_after=0.02)
    fake.fail_with_429("PATCH /channels/:id/messages/:id", times=4, retry_after=0.02)
    fake.fail_with_429("*", times=3, retry_after=0.02, is_global=True)
    clicks = await dreambot.play_out(fake, bot, table.id, users)
    assert len(await bot.store.actions(table.id)) == len(users) + clicks  # the bids, then the plays
    assert (await bot.store.table(table.id)).status == "finished"
    assert sum(1 for c in fake.calls if c.status == 429) >= 12


async def test_gateway_drop_mid_game(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    rng = random.Random(1)
    user = _acting(table, users)
    await (await dreambot.click_choice(fake, user, dreambot.action_prompt(fake, user, table.id), rng)).ack()
    await fake.drop_gateway()
    await fake.wait_for(lambda: fake.gateway.resumes >= 1, 10, "the bot to resume")
    clicks = await dreambot.play_out(fake, bot, table.id, users)
    assert (await dreambot.clicks_and_forced_moves(bot, table.id))[0] == len(users) + 1 + clicks


async def test_restart_mid_game_old_buttons_work(discord_fake, bot, tmp_path):
    fake = discord_fake
    table, users = await _table(fake, bot, guests=("bob", "carol"))
    rng = random.Random(2)
    for _ in range(2):
        user = _acting(table, users)
        await (await dreambot.click_choice(fake, user, dreambot.action_prompt(fake, user, table.id), rng)).ack()
        await dreambot.idle(fake, bot)
    seq, to_act = table.seq, table.to_act()
    await fake.crash_bot(bot)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    again = bot2.tables.tables[table.id]
    assert again.seq == seq and again.to_act() == to_act
    # the prompt the bot sent before the crash still works
    user = users[to_act[0]]
    prompt = dreambot.action_prompt(fake, user, table.id)
    answer = await (await dreambot.click_choice(fake, user, prompt, rng)).response()
    assert not answer.ephemeral or "earlier turn" not in answer.content
    await dreambot.idle(fake, bot2)
    assert again.seq == seq + 1
    clicks = await dreambot.play_out(fake, bot2, table.id, users)
    assert len(await bot2.store.actions(table.id)) == len(users) + 2 + 1 + clicks
    assert (await bot2.store.table(table.id)).status == "finished"


async def test_database_error_mid_action_changes_nothing(discord_fake, bot, tmp_path):
    fake = discord_fake
    table, users = await _table(fake, bot)
    user = _acting(table, users)
    prompt = dreambot.action_prompt(fake, user, table.id)
    seq, state = table.seq, table.state.to_dict()
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("CREATE TRIGGER fail BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")
    answer = await (await dreambot.click_choice(fake, user, prompt, random.Random(0))).response()
    assert answer.ephemeral and "nothing changed" in answer.content
    assert table.seq == seq and table.state.to_dict() == state
    assert (await bot.store.snapshot(table.id)).seq == seq
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("DROP TRIGGER fail")
    await (await dreambot.click_choice(fake, user, prompt, random.Random(0))).ack()
    await dreambot.idle(fake, bot)
    assert table.seq == seq + 1 and (await bot.store.snapshot(table.id)).seq == seq + 1


async def test_timeouts_default_then_away_then_back(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    sleeper = _acting(table, users)
    seat = table.seat_of(sleeper.id)

    async def expire():
        # time passes: the stored deadline is now
        table.due_at, table.reminded = time.time(), True
        bot.tables.arm(table)
        mark = len(fake.messages_in("general"))
        await fake.wait_for(lambda: any("ran out of time" in m.content for m in fake.messages_in("general")[mark:]),
                            5, "the timeout message")
        await dreambot.idle(fake, bot)

    await expire()
    rows = await bot.store.actions(table.id)
    assert rows[-1]["source"] == "timeout" and rows[-1]["seat"] == seat
    assert table.seats[seat].timeouts == 1 and not table.seats[seat].away
    # the other player moves, then the sleeper times out again and goes away
    other = _acting(table, users)
    assert other is not sleeper
    await (await dreambot.click_choice(fake, other, dreambot.action_prompt(fake, other, table.id), random.Random(0))).ack()
    await dreambot.idle(fake, bot)
    await expire()
    assert table.seats[seat].away
    assert any("is now away" in m.content for m in fake.messages_in("general"))
    # while away, the sleeper's turns play themselves right after the other player's move
    other = _acting(table, users)
    if table.id in bot.tables.tables and other is not sleeper:
        await (await dreambot.click_choice(fake, other, dreambot.action_prompt(fake, other, table.id), random.Random(1))).ack()
        await dreambot.idle(fake, bot)
        assert (await bot.store.actions(table.id))[-1]["source"] in ("away", "player")
    if table.id in bot.tables.tables:
        board = fake.message(table.row.message_id)
        back = await (await fake.click(sleeper, board, "I'm back")).response()
        assert "Welcome back" in back.content and not table.seats[seat].away


async def test_restart_fires_passed_deadline_with_summary(discord_fake, bot, tmp_path):
    fake = discord_fake
    table, users = await _table(fake, bot)
    seq = table.seq
    await fake.crash_bot(bot)
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:  # the bot was down past the deadline
        db.execute("UPDATE deadlines SET due_at = ?, reminded = 1", (time.time() - 60,))
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    await fake.wait_for(lambda: any("I was offline" in m.content for m in fake.messages_in("general")), 5,
                        "the catch-up summary")
    await dreambot.idle(fake, bot2)
    assert bot2.tables.tables[table.id].seq == seq + 1
    assert (await bot2.store.actions(table.id))[-1]["source"] == "timeout"


async def test_timeout_in_a_simultaneous_phase_defaults_only_the_silent(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot, guests=("bob", "carol"), bids=False)
    assert len(table.to_act()) == 3, "everyone bids at once, each prompted by DM"
    for user in users.values():
        assert dreambot.action_prompt(fake, user, table.id) is not None
    answering = users[0]
    await (await fake.click(answering, dreambot.action_prompt(fake, answering, table.id), "Bid 1")).ack()
    await dreambot.idle(fake, bot)
    assert table.state.bids[0] == 1
    table.due_at, table.reminded = time.time(), True
    bot.tables.arm(table)
    await fake.wait_for(lambda: not table.state.bidding, 5, "the bids to close")
    await dreambot.idle(fake, bot)
    rows = await bot.store.actions(table.id)
    assert [(r["seat"], r["source"], r["action"]) for r in rows] == [
        (0, "player", "b1"), (1, "timeout", "b0"), (2, "timeout", "b0")]
    timed_out = [m for m in fake.messages_in("general") if "ran out of time" in m.content][-1]
    assert "bob" in timed_out.content and "carol" in timed_out.content and "alice" not in timed_out.content


async def test_dm_refused_for_load_is_sent_again_in_order(discord_fake, bot):
    """A DM that Discord still answers with 429 after discord.py's own five
    tries is tried again later, before the user's next DM; one that keeps
    failing is dropped (My hand still shows it) without stopping the queue.
    Each DM is queued the moment the previous one was sent (a worker that
    just finished must not strand it)."""
    fake = discord_fake
    alice = fake.users["alice"]

    async def sent(content):
        return await asyncio.wait_for(bot.delivery.send(alice.id, 0, content=content), 10)

    bot.delivery.retry_delays = (0.05, 0.05)
    fake.fail_with_429("POST /channels/:id/messages", times=6, retry_after=0.01)
    first = bot.delivery.send(alice.id, 0, content="Your hand, at last")
    assert await sent("Your next prompt") is not None and first.result() is not None
    assert [m.content for m in fake.dms(alice)] == ["Your hand, at last", "Your next prompt"]
    assert sum(1 for c in fake.calls if c.status == 429) == 6
    fake.fail_with_429("POST /channels/:id/messages", times=15, retry_after=0.01)
    assert await sent("Lost to the storm") is None
    assert await sent("After the storm") is not None
    assert [m.content for m in fake.dms(alice)] == ["Your hand, at last", "Your next prompt", "After the storm"]


@pytest.mark.parametrize("voice", ["bot", "webhook"])
async def test_start_and_game_survive_a_channel_that_keeps_refusing(discord_fake, bot, voice):
    """Posts and edits that Discord refuses past discord.py's retries are
    logged and skipped from Start to the end: no handler fails, the game
    plays out (players fall back to My hand), the results are saved. The
    table speaks as the bot, or through its channel's webhook (bot/voice.py)."""
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.click("bob", lobby, "Join")).response()
    bot.delivery.retry_delays = (0.05, 0.1)
    if voice == "bot":
        fake.bot_role().permissions = DEFAULT_PERMS | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
        fake.fail_with_429("POST /channels/:id/messages", times=40, retry_after=0.01)
        fake.fail_with_429("PATCH /channels/:id/messages/:id", times=10, retry_after=0.01)
    else:
        fake.fail_with_429("POST /channels/:id/messages", times=20, retry_after=0.01)  # the DMs
        fake.fail_with_429("POST /webhooks/:id/:token", times=20, retry_after=0.01)
        fake.fail_with_429("PATCH /webhooks/:id/:token/messages/:id", times=10, retry_after=0.01)
    await (await fake.click("alice", lobby, "Start")).ack()
    await dreambot.idle(fake, bot)
    table = bot.tables.in_channel(lobby.id)  # its thread, whose first post (the table message) was refused
    assert table is not None and table.running
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    await dreambot.play_out(fake, bot, table.id, users)
    assert (await bot.store.table(table.id)).status == "finished"
    assert sum(1 for c in fake.calls if c.status == 429) == 50
    board = fake.message(table.row.message_id)
    assert board.channel.id == lobby.id and "is over" in fake.messages_in(board.channel)[-1].content, \
        "the table message was posted in the thread once Discord took posts again"


async def test_deleted_table_message_is_posted_again(discord_fake, bot):
    """A moderator deletes the table message mid-game: the next change posts
    it anew, its buttons work, and the store keeps its id for a restart."""
    fake = discord_fake
    table, users = await _table(fake, bot)
    old_board = fake.message(table.row.message_id)
    await fake.delete_message(old_board)
    user = _acting(table, users)
    await (await dreambot.click_choice(fake, user, dreambot.action_prompt(fake, user, table.id),
                                       random.Random(2))).ack()
    await dreambot.idle(fake, bot)
    board = fake.message(table.row.message_id)
    assert board is not old_board and not board.deleted and board.embeds and board.channel.name == "general"
    assert (await bot.store.table(table.id)).message_id == board.id
    mine = await (await fake.click(users[0], board, "My hand")).response()
    assert mine.ephemeral
    await dreambot.play_out(fake, bot, table.id, users)
    assert (await bot.store.table(table.id)).status == "finished"


async def _to_last_move(fake, bot, table, users, rng):
    """Click until one move is left: the mover of the game's last move."""
    while True:
        user = _acting(table, users)
        last = table.state.view(None)["hand_sizes"]
        if sum(last) == 1:
            return user
        await (await dreambot.click_choice(fake, user, dreambot.action_prompt(fake, user, table.id), rng)).ack()
        await dreambot.idle(fake, bot)


async def test_a_crash_right_after_the_last_move_leaves_the_game_finished(discord_fake, bot, tmp_path):
    fake = discord_fake
    table, users = await _table(fake, bot)
    rng = random.Random(4)
    mover = await _to_last_move(fake, bot, table, users, rng)
    # the process dies the moment the last move is committed: nothing after it runs
    committed, original = asyncio.Event(), bot.store.record_action

    async def commit_then_die(*args, **kwargs):
        await original(*args, **kwargs)
        committed.set()
        await asyncio.Event().wait()

    bot.store.record_action = commit_then_die
    await dreambot.click_choice(fake, mover, dreambot.action_prompt(fake, mover, table.id), rng)
    await asyncio.wait_for(committed.wait(), 5)
    await fake.crash_bot(bot)
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        status = db.execute("SELECT status FROM game_tables WHERE id = ?", (table.id,)).fetchone()[0]
        results = db.execute("SELECT COUNT(*) FROM results WHERE table_id = ?", (table.id,)).fetchone()[0]
    assert status == "finished" and results == len(users)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    assert table.id not in bot2.tables.tables
    lobby = await (await fake.slash("bob", "general", "play tinygame")).response()
    assert "already has" not in (lobby.content or ""), "the channel is free for a new game"


async def test_a_game_over_found_running_at_start_is_finished_and_announced(discord_fake, bot, tmp_path):
    # what a version that finished after the last move's commit could leave behind
    fake = discord_fake
    table, users = await _table(fake, bot)
    await dreambot.play_out(fake, bot, table.id, users)
    await fake.crash_bot(bot)
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("UPDATE game_tables SET status = 'running', ended_at = NULL WHERE id = ?", (table.id,))
        db.execute("DELETE FROM results WHERE table_id = ?", (table.id,))
        # what the finish wrote with the results (ratings, achievements) was never written either
        for derived in ("rating_changes", "achievements"):
            db.execute(f"DELETE FROM {derived} WHERE table_id = ?", (table.id,))
        db.execute("DELETE FROM ratings")
    mark = len(fake.messages_in("general"))
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    await fake.wait_for(lambda: any("is over" in m.content for m in fake.messages_in("general")[mark:]), 5,
                        "the results")
    await dreambot.idle(fake, bot2)
    assert table.id not in bot2.tables.tables
    assert (await bot2.store.table(table.id)).status == "finished"
    assert [r["played"] for r in await bot2.store.user_stats(users[0].id)] == [1]
    # after a crash the bot cannot know that the table message shows the end already:
    # it draws the final board once more (one edit that changes nothing here)
    assert len(fake.take("wasted_edits")) == 1


async def test_a_press_discord_no_longer_knows_is_not_answered_twice(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    board = fake.message(table.row.message_id)
    # Discord refuses the answer as too late (10062): the token is dead, and a second
    # answer (the error sentence) would only be refused too, on a bot already behind
    fake.ack_deadline = 0
    handle = await fake.click(users[0], board, "My hand")
    await dreambot.idle(fake, bot)
    fake.ack_deadline = 3.0
    assert [c.route for c in fake.calls if handle.interaction.token in c.path] == [
        "POST /interactions/:id/:token/callback"]
    assert len(fake.take("late")) == 1
    hand = await (await fake.click(users[0], board, "My hand")).response()
    assert hand.ephemeral and hand.embeds, "the next press is answered as ever"


async def test_a_move_whose_answer_fails_still_plays_on_to_the_results(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    rng = random.Random(6)
    # Discord refuses every answer as too late (10062): the moves are committed all the same
    fake.ack_deadline = 0
    mover = _acting(table, users)
    await dreambot.click_choice(fake, mover, dreambot.action_prompt(fake, mover, table.id), rng)
    await dreambot.idle(fake, bot)
    assert table.seq == len(users) + 1, "the move counted"
    nxt = _acting(table, users)
    assert dreambot.fresh_prompt(fake, nxt, table) is not None, "the next player got their prompt"
    fake.ack_deadline = 3.0
    last = await _to_last_move(fake, bot, table, users, rng)
    fake.ack_deadline = 0
    await dreambot.click_choice(fake, last, dreambot.action_prompt(fake, last, table.id), rng)
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(table.id)).status == "finished"
    assert "is over" in fake.messages_in("general")[-1].content
    fake.ack_deadline = 3.0
    assert len(fake.take("late")) == 2  # the two refused answers, and no other
    fake.take("bot_errors")
