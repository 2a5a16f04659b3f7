"""Tables under Discord's webhook limits (the loopback's ``webhook_rate_limits``:
5 requests per 2 s per webhook, 30 webhook messages a minute per channel, 50
requests/s from the address without a token). A channel's tables share its
webhook, and discord.py sends one request a webhook at a time, so the bot
coalesces edits of a message (bot/voice.py): one request in flight and one
pending per message, the last edit asked for always the one that lands."""

from __future__ import annotations

import asyncio
import random

import discord
import pytest

from bot.voice import WEBHOOK_MESSAGES
from tests import dreambot

pytestmark = pytest.mark.e2e

EDIT = "PATCH /webhooks/:id/:token/messages/:id"


@pytest.fixture
async def bot(discord_fake, tmp_path):
    bot = await dreambot.start(discord_fake, tmp_path / "bot.sqlite3")
    discord_fake.webhook_rate_limits()  # Discord's figures
    bot.voice.webhook_messages = WEBHOOK_MESSAGES  # and the bot keeps to them, as in production
    return bot


def seat_users(fake, table, names):
    return {table.seat_of(fake.users[n].id): fake.users[n] for n in names}


def refused(fake, since):
    return [c for c in fake.calls[since:] if c.status == 429]


async def test_a_burst_of_edits_of_one_message_is_two_requests_and_the_last_lands(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    board = table.row.message_id
    mark, coalesced = fake.mark(), bot.voice.coalesced
    # 20 edits: 20 requests would take 8 s of the webhook's 5 per 2 s, every other table of the channel
    # waiting behind them; the first is sent, the other 19 come while it is and wait merged into one
    sending = asyncio.create_task(bot.voice.edit(table, board, content="board 0"))
    await fake.wait_for(lambda: fake.calls_to(EDIT, since=mark), 5, "the first edit")
    await asyncio.gather(sending, *(bot.voice.edit(table, board, content=f"board {i}") for i in range(1, 20)))
    assert len(fake.calls_to(EDIT, since=mark)) == 2
    assert fake.message(board).content == "board 19", "the newest edit lands"
    assert bot.voice.coalesced - coalesced == 18
    assert not refused(fake, mark)

    # edits asked at once are one request, merged as Discord would apply them in turn: a later edit's
    # fields over an earlier one's, the fields only an earlier one sets kept
    mark = fake.mark()
    await asyncio.gather(bot.voice.edit(table, board, content="first"),
                         bot.voice.edit(table, board, content="second", embeds=[discord.Embed(title="T")]),
                         bot.voice.edit(table, board, view=None))
    shown = fake.message(board)
    assert (shown.content, [e.get("title") for e in shown.embeds], shown.buttons) == ("second", ["T"], [])
    assert len(fake.calls_to(EDIT, since=mark)) == 1

    # a refusal reaches every caller whose edit was merged into the refused request
    await fake.delete_message(fake.message(board))
    results = await asyncio.gather(*(bot.voice.edit(table, board, content=f"gone {i}") for i in range(3)),
                                   return_exceptions=True)
    assert all(isinstance(r, discord.NotFound) for r in results), results


async def fast_play(fake, bot, table, users, seed):
    """Every seat clicks its fresh prompt the moment it has one (no waiting for the bot to settle)."""
    rng = random.Random(seed)
    moves = 0
    loop = asyncio.get_running_loop()
    end = loop.time() + 60
    while table.id in bot.tables.tables:
        assert loop.time() < end, "the game did not end"
        user = users[rng.choice(table.to_act())]
        msg = dreambot.fresh_prompt(fake, user, table)
        if msg is None:
            await asyncio.sleep(0.005)
            continue
        await (await dreambot.click_choice(fake, user, msg, rng)).ack()
        moves += 1
    return moves


async def test_two_busy_tables_in_one_channel_play_to_the_end_within_the_webhook_limits(discord_fake, bot):
    fake = discord_fake
    first = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob", "carol"])
    second = await dreambot.open_table(fake, bot, "dave", "general", "tinygame", ["erin", "admin"])
    assert first.row.webhook_id == second.row.webhook_id, "one webhook speaks for both"
    mark, asked, sent = fake.mark(), bot.voice.edits_asked, bot.voice.edits_sent
    moves = sum(await asyncio.gather(
        fast_play(fake, bot, first, seat_users(fake, first, ("alice", "bob", "carol")), 1),
        fast_play(fake, bot, second, seat_users(fake, second, ("dave", "erin", "admin")), 2)))
    await dreambot.idle(fake, bot, timeout=60)  # what the limits held back goes out

    for table in (first, second):
        assert (await bot.store.table(table.id)).status == "finished"
        thread = dreambot.table_channel(fake, table)
        assert "is over" in fake.messages_in(thread)[-1].content
        shown = fake.message(table.row.message_id)
        final = await bot.screens.board.board_message(table)
        assert shown.embeds == [e.to_dict() for e in final["embeds"]], "the table message shows the last state"
        assert shown.buttons == [] and final["view"] is None
    hooked = fake.webhook_calls(mark)
    assert not refused(fake, mark), "discord.py keeps to the webhook's bucket; no 429 storm"
    assert len(hooked) <= 2 * moves, f"{len(hooked)} webhook requests for {moves} moves"
    edits = [c for c in hooked if c.route == EDIT]
    assert len(edits) == bot.voice.edits_sent - sent <= bot.voice.edits_asked - asked
    assert len(edits) < moves, "table messages are edited less often than the tables move"


async def test_a_post_without_buttons_goes_through_the_webhook(discord_fake, bot):
    """The final board reposted when a table message never came (``view=None``):
    discord.py's webhook send refuses None where a channel's send takes it."""
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    posted = await bot.voice.post(table, embeds=[discord.Embed(title="Final")], view=None)
    shown = fake.message(posted.id)
    assert shown.webhook is not None and shown.buttons == [] and shown.embeds[0]["title"] == "Final"


async def test_a_busy_thread_keeps_its_pace_and_the_channel_s_other_table_does_not_wait(discord_fake, bot):
    """Past a thread's webhook messages a minute Discord answers 429 with a long
    wait, which discord.py sleeps out holding the channel's one webhook: every
    table of the channel would stall. The bot keeps each place's pace itself
    (here 4 messages per 3 s on both sides), so only that table's posts wait."""
    fake = discord_fake
    fake.webhook_rate_limits(per_channel=(4, 3.0))
    bot.voice.webhook_messages = (4, 3.0)
    busy = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    calm = await dreambot.open_table(fake, bot, "carol", "general", "tinygame", ["dave"])
    assert busy.row.webhook_id == calm.row.webhook_id and busy.row.channel_id != calm.row.channel_id
    await asyncio.sleep(3.5)  # the threads' first posts (the table messages) out of the window
    mark, paced = fake.mark(), bot.voice.paced
    lines = [asyncio.create_task(bot.voice.post(busy, content=f"line {i}")) for i in range(6)]
    await fake.wait_for(lambda: sum(t.done() for t in lines) == 4, 5, "the thread's first four lines")
    other = await asyncio.wait_for(bot.voice.post(calm, content="meanwhile"), 2)
    assert not lines[4].done(), "the calm table's line went while the busy one's fifth waited its turn"
    await asyncio.gather(*lines)
    assert [m.content for m in fake.messages_in(busy.row.channel_id)[-6:]] == [f"line {i}" for i in range(6)]
    assert fake.message(other.id).content == "meanwhile"
    assert not refused(fake, mark) and bot.voice.paced - paced >= 1
