"""What a server and Discord itself do to a running game, with the real bot:
a moderator takes the bot's Send Messages or Embed Links away mid-game (and
gives them back), and Discord asks the bot to reconnect (op 7) in the middle of
a simultaneous decision.

Refusals are Discord's own (the loopback computes the bot's permissions with
the channel's overwrites); the bot must not fail a handler, must keep the game
consistent and playable (DM prompts, and "My hand" answered through the
interaction's webhook, which channel permissions do not govern), and must post
again once it may. Players hear once by DM why the channel went quiet.
"""

from __future__ import annotations

import random

import pytest

from tests import dreambot
from tests.loopback.model import DEFAULT_PERMS
from tests.loopback.permissions import EMBED_LINKS, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS

pytestmark = pytest.mark.e2e


@pytest.fixture
async def bot(discord_fake, tmp_path):
    # An ordinary bot role (what the README asks for), not Administrator: a
    # channel overwrite can take its permissions away.
    discord_fake.bot_role().permissions = DEFAULT_PERMS
    return await dreambot.start(discord_fake, tmp_path / "bot.sqlite3")


async def _table(fake, bot, guests=("bob",)):
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", list(guests))
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", *guests)}
    return table, users


def _posting(fake, table):
    """Where the table posts, and the permission that lets it: a thread takes
    Send Messages in Threads, from its parent's overwrites."""
    here = dreambot.table_channel(fake, table)
    return here, (SEND_MESSAGES_IN_THREADS if here.parent_id else SEND_MESSAGES)


async def _act(fake, bot, table, users, rng):
    """The acting player answers from their DM prompt (or My hand)."""
    user = users[table.to_act()[0]]
    msg = dreambot.fresh_prompt(fake, user, table)
    if msg is None:
        msg = await (await fake.click(user, fake.message(table.row.message_id), "My hand")).response()
    await (await dreambot.click_choice(fake, user, msg, rng)).ack()
    await dreambot.idle(fake, bot)


def _refused(fake, since, route):
    return [c for c in fake.calls_to(route, since) if c.status == 403 and c.response["code"] == 50013]


async def test_send_messages_taken_away_mid_game_and_given_back(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    rng = random.Random(4)
    await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    here, send = _posting(fake, table)
    posted = len(fake.messages_in(here))

    await fake.set_overwrite("general", fake.bot_role(), deny=send)
    mark = fake.mark()
    for _ in range(2):
        await _act(fake, bot, table, users, rng)
    # the turn posts were refused by Discord, and nothing else broke
    assert _refused(fake, mark, "POST /channels/:id/messages")
    assert len(fake.messages_in(here)) == posted
    assert len(await bot.store.actions(table.id)) == len(users) + 2, "every click applied, once"
    for user in users.values():  # told once, by DM, however many posts were refused
        notes = [m for m in fake.dms(user) if "may not post in that channel" in m.content]
        assert len(notes) == 1 and "My hand" in notes[0].content, user
    # the board is the bot's own message: editing it needs no Send Messages
    board = fake.message(table.row.message_id)
    assert board.edited_timestamp and not _refused(fake, mark, "PATCH /channels/:id/messages/:id")
    # My hand is answered through the interaction's webhook: it still works
    hand = await (await fake.click(users[0], board, "My hand")).response()
    assert hand.ephemeral and hand.embeds

    await fake.set_overwrite("general", fake.bot_role(), remove=True)
    mark = fake.mark()
    await _act(fake, bot, table, users, rng)
    assert len(fake.messages_in(here)) > posted, "posting resumes once it is allowed again"
    assert not _refused(fake, mark, "POST /channels/:id/messages")
    await dreambot.play_out(fake, bot, table.id, users, seed=4)
    assert sum("may not post" in m.content for m in fake.dms(users[0])) == 1
    assert (await bot.store.table(table.id)).status == "finished"
    assert "is over" in fake.messages_in(here)[-1].content


async def test_embed_links_taken_away_mid_game(discord_fake, bot):
    """Turn posts are plain text and go on; the board (an embed) cannot be
    redrawn meanwhile and is redrawn at the first change once Embed Links is back."""
    fake = discord_fake
    table, users = await _table(fake, bot)
    rng = random.Random(5)
    await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    board = fake.message(table.row.message_id)
    here, _ = _posting(fake, table)

    await fake.set_overwrite("general", fake.bot_role(), deny=EMBED_LINKS)
    mark, posts = fake.mark(), len(fake.messages_in(here))
    await _act(fake, bot, table, users, rng)
    await _act(fake, bot, table, users, rng)
    assert _refused(fake, mark, "PATCH /channels/:id/messages/:id"), "the board edit was refused"
    assert not _refused(fake, mark, "POST /channels/:id/messages"), "plain posts need no Embed Links"
    assert not any("may not post" in m.content for u in users.values() for m in fake.dms(u))
    stale = board.embeds
    assert len(fake.messages_in(here)) > posts, "the moves' lines were posted"
    hand = await (await fake.click(users[table.to_act()[0]], board, "My hand")).response()
    assert hand.ephemeral and hand.embeds, "ephemeral answers keep their embeds"

    await fake.set_overwrite("general", fake.bot_role(), remove=True)
    await _act(fake, bot, table, users, rng)
    # redrawn where it is, or posted again at the bottom if the moves' lines buried it meanwhile
    assert fake.message(table.row.message_id).embeds != stale, "the board is redrawn once it may be"
    await dreambot.play_out(fake, bot, table.id, users, seed=5)
    assert (await bot.store.table(table.id)).status == "finished"


async def test_reconnect_requested_mid_simultaneous_decision(discord_fake, bot):
    """Discord asks for a reconnect (op 7) while three players bid at once: the
    bids clicked meanwhile wait for the RESUME and are replayed; each is applied
    once, none is lost, and the game goes on with clicks after the reconnect."""
    fake = discord_fake
    table, users = await _table(fake, bot, guests=("bob", "carol"))
    assert len(table.to_act()) == 3
    first, *others = users.values()
    await (await fake.click(first, dreambot.action_prompt(fake, first, table.id), "Bid 1")).ack()
    await dreambot.idle(fake, bot)

    await fake.request_reconnect()
    handles = [await fake.click(u, dreambot.action_prompt(fake, u, table.id), "Bid 0") for u in others]
    # the same bid clicked again while disconnected: the second is refused as already done, not applied
    again = await fake.click(others[0], dreambot.action_prompt(fake, others[0], table.id), "Bid 0")
    await fake.wait_for(lambda: fake.gateway.resumes == 1, 10, "the bot to resume")
    for h in (*handles, again):
        await h.ack()
    await dreambot.idle(fake, bot)
    rows = await bot.store.actions(table.id)
    assert sorted((r["seat"], r["action"]) for r in rows) == [(0, "b1"), (1, "b0"), (2, "b0")]
    assert not table.state.bidding and fake.gateway.identifies == 1
    answers = [h.interaction.original for h in (*handles, again)]
    assert sum(1 for m in answers if m is not None and "already done" in m.content) == 1

    await dreambot.play_out(fake, bot, table.id, users, seed=6)
    assert (await bot.store.table(table.id)).status == "finished"


async def test_heartbeat_requested_mid_game(discord_fake, bot):
    fake = discord_fake
    table, users = await _table(fake, bot)
    seen = await fake.request_heartbeat()
    await fake.wait_for(lambda: fake.gateway.heartbeats > seen, what="the requested heartbeat")
    await dreambot.finish_simultaneous(fake, bot, table, users, lambda: table.state.bidding)
    assert not table.state.bidding
