"""Pictures through the loopback Discord: each player sees their own hand's
picture, also when it comes from the cache, and a burst beyond the render
bound is answered at once with the picture following by an edit, and a
prompt with nothing left to choose is answered in words."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from bot.pictures import Painter, Picture
from cogs.present import presenter_for
from tests import dreambot

pytestmark = pytest.mark.e2e



def picture_bytes(fake: Any, message: Any) -> bytes:
    (attachment,) = message.attachments
    return fake.files[attachment["url"].split("/attachments/", 1)[1]]


def drawn_for(table: Any, seat: int) -> bytes:
    """The seat's hand drawn directly, without the bot's painter."""
    assert table.state is not None
    return presenter_for(table.row.game).hand_image(table, seat, table.state.view(seat))()


def fresh_painter(bot: Any, limit: int) -> Painter:
    bot.pictures.close()
    bot.pictures = Painter(limit=limit)
    return bot.pictures


async def hold_the_only_slot(bot: Any) -> tuple[threading.Event, asyncio.Task[bytes]]:
    """A painter of one slot, held by another render until the gate is set."""
    painter = fresh_painter(bot, limit=1)
    gate = threading.Event()
    holding = asyncio.create_task(painter.png(Picture("slow.png", lambda: gate.wait(10) and b"", None)))
    while not painter.busy():
        await asyncio.sleep(0)
    return gate, holding


async def test_each_seat_sees_its_own_hand_drawn_or_cached(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    board = fake.message(table.row.message_id)
    painter = fresh_painter(bot, limit=2)
    seats = {name: table.seat_of(fake.users[name].id) for name in ("bob", "carol")}
    own = {name: drawn_for(table, seat) for name, seat in seats.items()}
    assert own["bob"] != own["carol"]
    for round_ in ("drawn", "cached"):
        for name in ("bob", "carol"):
            shown = await (await fake.click(name, board, "My hand")).response()
            assert shown.ephemeral and shown.filenames == ["hand.png"]
            assert picture_bytes(fake, shown) == own[name], f"{name}'s hand, {round_}"
    assert painter.drawn == 2, "the second round came from the cache"


async def test_a_burst_beyond_the_render_bound_gets_its_pictures_by_an_edit(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    board = fake.message(table.row.message_id)
    gate, holding = await hold_the_only_slot(bot)
    try:
        handles = {name: await fake.click(name, board, "My hand") for name in ("bob", "carol")}
        # both are answered while no picture can be drawn: the text, no picture yet
        first = {name: await handle.response() for name, handle in handles.items()}
        for name, message in first.items():
            assert message.ephemeral and "your hand" in message.text, name
            assert message.filenames == [] and not message.embeds[0].get("image"), name
    finally:
        gate.set()
    await holding
    await dreambot.idle(fake, bot)
    for name, handle in handles.items():
        message = handle.interaction.original
        seat = table.seat_of(fake.users[name].id)
        assert message.filenames == ["hand.png"] and message.embeds[0]["image"]["url"].endswith("hand.png")
        assert picture_bytes(fake, message) == drawn_for(table, seat), f"{name} got their own hand"
        assert not message.history[-1]["attachments"], "the picture came by a later edit"


async def test_a_click_on_a_dm_prompt_is_answered_in_words_and_the_next_prompt_brings_the_picture(discord_fake, bot):
    """The clicked prompt has nothing left to choose: its answer is the one
    callback, in words (the embed lists the hand), with no picture drawn for
    it and none following; the seat's next prompt comes with its picture."""
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    seat = table.to_act()[0]
    user = next(u for u in fake.users.values() if table.seat_of(u.id) == seat)
    prompt = dreambot.fresh_prompt(fake, user, table)
    assert prompt is not None and prompt.filenames == ["hand.png"]
    painter = fresh_painter(bot, limit=2)
    mark, edits = fake.mark(), len(prompt.history)
    handle = await fake.click(user, prompt, dreambot.action_prompt_ids(prompt)[0])
    await handle.ack()
    await dreambot.idle(fake, bot)
    assert table.to_act()[0] != seat, "the move counted"
    assert prompt.filenames == [] and "your hand" in prompt.text and not prompt.embeds[0].get("image")
    assert len(prompt.history) == edits + 1, "one edit: the answer itself"
    callbacks = fake.calls_to("POST /interactions/:id/:token/callback", mark)
    assert [c.json["type"] for c in callbacks if c.path.split("/")[2] == str(handle.interaction.id)] == [7]
    assert not fake.calls_to("PATCH /webhooks/:id/:token/messages/@original", mark), "no deferral, no follow-up"
    waiting = presenter_for(table.row.game).hand_image(table, seat, table.state.view(seat))
    assert painter.cached(Picture.of("hand.png", waiting)) is None, "the waiting hand was not drawn"
    # the others play until the seat's turn comes back: its new prompt shows its hand
    for _ in range(2 * len(table.seats)):  # within the next trick at the latest
        if table.to_act()[0] == seat:
            break
        other = next(u for u in fake.users.values() if table.seat_of(u.id) == table.to_act()[0])
        await (await fake.click(other, dreambot.fresh_prompt(fake, other, table),
                                dreambot.action_prompt_ids(dreambot.fresh_prompt(fake, other, table))[0])).ack()
        await dreambot.idle(fake, bot)
    assert table.to_act()[0] == seat
    fresh = dreambot.fresh_prompt(fake, user, table)
    assert fresh is not None and fresh.id != prompt.id and fresh.filenames == ["hand.png"]
    assert picture_bytes(fake, fresh) == drawn_for(table, seat)


async def test_a_cheap_picture_comes_in_the_answer_itself_once_its_kind_is_measured(discord_fake, bot):
    """A hand draws in under a millisecond: after the painter's threads have
    measured one, a My hand press with an undrawn hand is answered with its
    picture in the one callback (no deferral, no follow-up edit), the seat's
    own hand."""
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    board = fake.message(table.row.message_id)
    calm = bot.pictures.calm
    painter = fresh_painter(bot, limit=2)  # nothing drawn, no kind measured
    painter.calm = calm
    # A hand takes 0.4-0.6 ms on a quiet machine, but a loaded one (a test run beside
    # benchmarks) can measure its first drawing past QUICK_MS: the bar is the test's here.
    painter.quick_ms = 50.0
    mark = fake.mark()
    await (await fake.click("bob", board, "My hand")).response()  # drawn in a thread, which measures it
    await dreambot.idle(fake, bot)
    assert [c.json["type"] for c in fake.calls_to("POST /interactions/:id/:token/callback", mark)] == [5]
    assert len(fake.calls_to("PATCH /webhooks/:id/:token/messages/@original", mark)) == 1, "the picture followed"
    mark = fake.mark()
    shown = await (await fake.click("carol", board, "My hand")).response()
    await dreambot.idle(fake, bot)
    assert shown.ephemeral and shown.filenames == ["hand.png"]
    assert picture_bytes(fake, shown) == drawn_for(table, table.seat_of(fake.users["carol"].id))
    assert [c.json["type"] for c in fake.calls_to("POST /interactions/:id/:token/callback", mark)] == [4]
    assert not fake.calls_to("PATCH /webhooks/:id/:token/messages/@original", mark), "no deferral, no follow-up"
    assert painter.drawn_here == 1 and painter.drawn == 2
