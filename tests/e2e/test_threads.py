"""A table plays in a thread of its own, started from its lobby message: the
channel keeps a card (in progress, then the result) and is free for another
table. Where the bot may not create threads, or the server or /play says no,
or /play was used in a thread already, the table plays where it was opened."""

from __future__ import annotations

import random

import pytest

from tests import dreambot
from tests.loopback.model import DEFAULT_PERMS
from tests.loopback.permissions import CREATE_PUBLIC_THREADS, SEND_MESSAGES_IN_THREADS

pytestmark = pytest.mark.e2e



async def test_a_table_in_its_thread_survives_a_restart(discord_fake, bot, tmp_path):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob", "carol"])
    thread = dreambot.table_channel(fake, table)
    assert thread.type == 11 and table.row.lobby_channel_id == fake.channel("general").id
    assert [c.status for c in fake.calls_to("POST /channels/:id/messages/:id/threads")] == [201]
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob", "carol")}
    await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    seq, board_id, card_id = table.seq, table.row.message_id, table.row.lobby_message_id

    await fake.crash_bot(bot)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    again = bot2.tables.in_channel(thread.id)
    assert again is not None and again.seq == seq and bot2.tables.in_channel(fake.channel("general").id) is None
    assert (again.row.message_id, again.row.lobby_message_id) == (board_id, card_id)
    # the table message's My hand in the thread still answers, with the current choices
    user = users[again.to_act()[0]]
    hand = await (await fake.click(user, fake.message(board_id), "My hand")).response()
    assert hand.ephemeral and dreambot.action_prompt_ids(hand)
    # ... and so does the one on the card in the channel
    hand = await (await fake.click(user, fake.message(card_id), "My hand")).response()
    assert hand.ephemeral and dreambot.action_prompt_ids(hand)
    await dreambot.play_out(fake, bot2, table.id, users, seed=3)
    assert (await bot2.store.table(table.id)).status == "finished"
    assert "is over" in fake.messages_in(thread)[-1].content
    card = fake.message(card_id)
    assert "finished" in card.text and "Winner" in card.text
    # My hand is gone; the result's Play again and Ping me (issue 17) take its place
    assert [b["label"] for b in card.buttons] == ["Play again", "Ping me for the next game"]
    await fake.stop_bot(bot2)


async def test_a_deleted_thread_ends_its_table(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    kept = await dreambot.open_table(fake, bot, "carol", "general", "tinygame", ["dave"])
    assert kept.row.lobby_channel_id == table.row.lobby_channel_id, "two tables from one channel, each in its thread"
    await fake.delete_channel(dreambot.table_channel(fake, table))
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(table.id)).status == "ended"
    assert any("ended because its thread was deleted" in m.content for m in fake.dms("bob"))
    assert bot.tables.tables.keys() == {kept.id}
    # its card in the channel keeps no My hand button; the other table's card keeps its own
    assert not fake.message(table.row.lobby_message_id).custom_ids
    assert fake.message(kept.row.lobby_message_id).custom_ids


@pytest.mark.parametrize("how", ["no permission", "play option", "server setting", "opened in a thread"])
async def test_where_a_thread_is_not_wanted_or_allowed_the_table_plays_where_it_was_opened(discord_fake, bot, how):
    fake = discord_fake
    where, options = fake.channel("general"), {}
    if how == "no permission":
        fake.bot_role().permissions = DEFAULT_PERMS
        await fake.set_overwrite("general", fake.bot_role(), deny=CREATE_PUBLIC_THREADS)
    elif how == "play option":
        options["thread"] = False
    elif how == "server setting":
        saved = await (await fake.slash("admin", "general", "settings", threads=False)).response()
        assert "Saved" in saved.content and "play in the channel" in saved.content
    else:
        thread = fake.add_channel(fake.guild, "chatter", type=11, parent_id=where.id)
        where = thread
    table = await dreambot.open_table(fake, bot, "alice", where, "tinygame", ["bob"], **options)
    told = [m for m in fake.visible_to(fake.users["alice"]) if m.ephemeral_for is fake.users["alice"]
            and "may not create threads" in m.content]
    assert len(told) == (1 if how == "no permission" else 0), "only a missing permission is the host's news"
    assert table.row.channel_id == where.id and table.row.lobby_channel_id is None
    assert fake.message(table.row.message_id).channel is where, "the lobby message became the table message"
    assert [c for c in fake.channels.values() if c.parent_id == fake.channel("general").id] == (
        [where] if how == "opened in a thread" else [])
    assert not [c for c in fake.calls_to("POST /channels/:id/messages/:id/threads")
                if c.status < 300], "no thread was made"
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    await dreambot.play_out(fake, bot, table.id, users, seed=1)
    assert "is over" in fake.messages_in(where)[-1].content


async def test_somna_plays_in_its_channel(discord_fake, bot):
    """Somna silences its dead with channel permissions, which a thread has none of."""
    fake = discord_fake
    somna = next(o for o in fake.synced()["play"]["options"] if o["name"] == "somna")
    assert "thread" not in {o["name"] for o in somna.get("options", [])}
    names = [f"p{i}" for i in range(7)]
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    table = await dreambot.open_table(fake, bot, names[0], "general", "somna", names[1:])
    assert table.row.channel_id == fake.channel("general").id and table.row.lobby_channel_id is None


@pytest.mark.parametrize("voice", ["webhook", "bot"])
async def test_an_archived_thread_is_woken_so_its_game_goes_on(discord_fake, bot, voice):
    fake = discord_fake
    if voice == "bot":  # without Manage Webhooks
        fake.bot_role().permissions = DEFAULT_PERMS | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    thread = dreambot.table_channel(fake, table)
    assert thread.auto_archive_duration == 7 * 24 * 60, "the longest Discord allows: a long game outlasts a day"
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}

    # Discord archives the thread for inactivity: the bot hears it and wakes it at once
    since = len(fake.calls)
    await fake.archive_thread(thread)
    await dreambot.idle(fake, bot)
    assert not thread.archived
    assert [c.status for c in fake.calls_to("PATCH /channels/:id", since)] == [200]

    # archived while the bot did not hear it: the next board edit is refused (50083),
    # wakes the thread and goes through
    await fake.archive_thread(thread, heard=False)
    board = fake.message(table.row.message_id)
    before = board.text
    await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    assert not thread.archived and board.text != before
    edits = "PATCH /webhooks/:id/:token/messages/:id" if voice == "webhook" else "PATCH /channels/:id/messages/:id"
    refused = [c for c in fake.calls_to(edits, since) if c.status == 400]
    assert refused, "the edit met the archived thread first"

    # a thread a moderator locked stays as they left it
    since = len(fake.calls)
    await fake.archive_thread(thread, locked=True)
    await dreambot.idle(fake, bot)
    assert thread.archived and thread.locked and not fake.calls_to("PATCH /channels/:id", since)
    await fake.stop_bot(bot)


async def test_a_trick_in_progress_keeps_its_lines_over_a_restart(discord_fake, bot, tmp_path, monkeypatch):
    """The lines of a trick are on the table message only (its last moves); a
    clean stop keeps them, so after the restart the table message still shows
    the whole trick, and the trick is no post of its own."""
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 3)
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob", "carol")}
    thread = dreambot.table_channel(fake, table)
    leader = table.name_of(table.to_act()[0])
    user = users[table.to_act()[0]]
    await (await dreambot.click_choice(fake, user, dreambot.fresh_prompt(fake, user, table), random.Random(1))).ack()
    await dreambot.idle(fake, bot)
    posts = len(fake.messages_in(thread))
    assert f"**{leader}** plays" in fake.message(table.row.message_id).text.split("Last moves", 1)[1]

    await fake.stop_bot(bot)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    table = bot2.tables.get(table.id)
    while table.state.view(None)["trick_number"] == 1:
        seat = table.to_act()[0]
        msg = dreambot.fresh_prompt(fake, users[seat], table) or await (await fake.click(
            users[seat], fake.message(table.row.message_id), "My hand")).response()
        await (await dreambot.click_choice(fake, users[seat], msg, random.Random(1))).ack()
        await dreambot.idle(fake, bot2)
    trick = fake.message(table.row.message_id).text.split("Last moves", 1)[1]
    assert f"**{leader}** plays" in trick and trick.count(" plays ") == 3 and " takes trick 1 " in trick, trick
    assert len(fake.messages_in(thread)) == posts, "the trick is no post of its own"
    await fake.stop_bot(bot2)
