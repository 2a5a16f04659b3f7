"""A table speaks through a webhook the bot made on its channel (bot/voice.py):
its posts and edits do not count against the bot's global 50 requests per
second. Without Manage Webhooks it speaks as the bot; a webhook a moderator
deleted is forgotten and the table goes on as the bot."""

from __future__ import annotations

import pytest

from tests import dreambot
from tests.loopback.faults import globally_limited
from tests.loopback.model import DEFAULT_PERMS
from tests.loopback.permissions import CREATE_PUBLIC_THREADS, SEND_MESSAGES_IN_THREADS

pytestmark = pytest.mark.e2e

BOT_SPEAKS = ("POST /channels/:id/messages", "PATCH /channels/:id/messages/:id")



def seat_users(fake, table, names):
    return {table.seat_of(fake.users[n].id): fake.users[n] for n in names}


def bot_calls_in(fake, channel, since):
    """Posts and edits the bot made as itself in a channel (not through a webhook)."""
    return [c for c in fake.calls[since:] if c.route in BOT_SPEAKS and f"/channels/{channel.id}/" in c.path]


async def test_a_table_in_a_thread_speaks_through_its_channels_webhook_to_the_end_and_over_a_restart(
        discord_fake, bot, tmp_path):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    thread = dreambot.table_channel(fake, table)
    assert thread.type == 11 and table.row.webhook_id is not None
    board = fake.message(table.row.message_id)
    assert board.webhook is not None and board.webhook.id == table.row.webhook_id and board.channel.id == thread.id
    assert "My hand" in [b["label"] for b in board.buttons], "a webhook's message carries the table's buttons"
    assert len(fake.calls_to("POST /channels/:id/webhooks")) == 1
    stored = await bot.store.webhook(channel_id=fake.channel("general").id)
    assert stored["id"] == table.row.webhook_id

    users = seat_users(fake, table, ("alice", "bob", "carol"))
    mark = fake.mark()
    with pytest.raises(AssertionError, match="did not end"):
        await dreambot.play_out(fake, bot, table.id, users, seed=5, max_steps=8)  # a few tricks' worth
    assert fake.calls_to("PATCH /webhooks/:id/:token/messages/:id", since=mark), "the board is edited by its webhook"
    assert not bot_calls_in(fake, thread, mark), "nothing in the thread went through the bot's own budget"

    # after a crash the restored table still speaks through the stored webhook
    seq = table.seq
    await fake.crash_bot(bot)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    again = bot2.tables.get(table.id)
    assert again.seq == seq and again.row.webhook_id == table.row.webhook_id
    mark = fake.mark()
    await dreambot.play_out(fake, bot2, table.id, users, seed=3)
    assert (await bot2.store.table(table.id)).status == "finished"
    assert "is over" in fake.messages_in(thread)[-1].content
    assert fake.messages_in(thread)[-1].webhook.id == table.row.webhook_id
    assert not bot_calls_in(fake, thread, mark)
    assert fake.calls_to("PATCH /webhooks/:id/:token/messages/:id", since=mark)
    limited = [c for c in fake.calls[mark:] if globally_limited(c.route) and f"/channels/{thread.id}/" in c.path]
    assert not limited

    # a second table from the same channel reuses the channel's webhook
    second = await dreambot.open_table(fake, bot2, "dave", "general", "tinygame", ["erin"])
    assert second.row.webhook_id == table.row.webhook_id
    assert len(fake.calls_to("POST /channels/:id/webhooks")) == 1
    await fake.stop_bot(bot2)


async def test_without_manage_webhooks_the_table_speaks_as_the_bot(discord_fake, bot):
    fake = discord_fake
    fake.bot_role().permissions = DEFAULT_PERMS | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    assert dreambot.table_channel(fake, table).type == 11
    assert table.row.webhook_id is None and fake.message(table.row.message_id).webhook is None
    assert not fake.calls_to("POST /channels/:id/webhooks"), "no request that Discord must refuse"
    users = seat_users(fake, table, ("alice", "bob"))
    await dreambot.play_out(fake, bot, table.id, users, seed=2)
    assert (await bot.store.table(table.id)).status == "finished"


async def test_a_deleted_webhook_is_forgotten_and_the_table_goes_on_as_the_bot(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    other = await dreambot.open_table(fake, bot, "carol", "general", "tinygame", ["dave"])
    hook_id, old_board, other_board = table.row.webhook_id, table.row.message_id, other.row.message_id
    assert hook_id is not None and other.row.webhook_id == hook_id
    del fake.webhooks[hook_id]  # a moderator deletes it
    mark = fake.mark()

    users = seat_users(fake, table, ("alice", "bob"))
    await dreambot.play_out(fake, bot, table.id, users, seed=2)
    assert (await bot.store.table(table.id)).status == "finished"
    assert table.row.webhook_id is None and table.row.message_id != old_board, "the table message was posted again"
    assert fake.message(table.row.message_id).webhook is None
    assert await bot.store.webhook(channel_id=fake.channel("general").id) is None
    # the other table of the channel learns it too, at its next word
    assert (await bot.store.table(other.id)).webhook_id is None
    users = seat_users(fake, other, ("carol", "dave"))
    await dreambot.play_out(fake, bot, other.id, users, seed=4)
    assert (await bot.store.table(other.id)).status == "finished"
    # and its board, which the dead webhook posted and nobody can edit, is posted again as the bot
    assert other.row.message_id != other_board and fake.message(other.row.message_id).webhook is None
    assert "My hand" not in [b["label"] for b in fake.message(other.row.message_id).buttons], "the final board"
    refused = [c for c in fake.calls[mark:] if c.status == 403]
    assert not refused, f"edits Discord refuses (50005: another author's message): {refused}"
    assert (await bot.store.table(other.id)).message_id == other.row.message_id
    # a new table there makes a new webhook
    third = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    assert third.row.webhook_id not in (None, hook_id)


async def test_a_table_that_plays_in_its_channel_posts_its_board_through_the_webhook(discord_fake, bot):
    fake = discord_fake
    names = [f"p{i}" for i in range(7)]
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    lobby = await (await fake.slash(names[0], "general", "play somna")).response()
    for name in names[1:]:
        await (await fake.click(name, lobby, "Join")).response()
    await (await fake.click(names[0], lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    table = bot.tables.in_channel(fake.channel("general").id)
    assert table is not None and table.row.channel_id == fake.channel("general").id, "Somna plays in its channel"
    board = fake.message(table.row.message_id)
    assert board.webhook is not None and board.webhook.id == table.row.webhook_id
    assert "began" in fake.message(lobby.id).content and not fake.message(lobby.id).buttons
    # the role DM is each player's one call (issue 27): the opening line names them without a ping
    assert all(n in board.content and f"<@{fake.users[n].id}>" not in board.content for n in names), board.content
