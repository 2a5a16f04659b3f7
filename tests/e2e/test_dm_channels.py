"""First prompts on time (issue 30): players' DM channels are opened ahead,
at Join and at Start, each once, so a game's first prompts wait for no
opening, even when openings are paced slowly."""

from __future__ import annotations

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e



async def test_dm_channels_open_at_join_and_start_once_each(discord_fake, bot):
    fake = discord_fake
    opened = fake.dm_opens
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    for guest in ("bob", "carol"):
        await (await fake.click(guest, lobby, dreambot.button_of(lobby, "join"))).response()
    await fake.wait_for(lambda: fake.dm_opens - opened == 2, 5, "the guests' DM channels opened at Join")
    assert fake.calls_to("POST /users/@me/channels")[-2:], "opened through Discord's own route"
    # Openings now take a second each: the host's, opened at Start, is the only one left.
    bot.delivery.pacer.rate, bot.delivery.pacer.tokens = 1.0, 0.0
    await (await fake.click("alice", lobby, dreambot.button_of(fake.message(lobby.id), "start"))).response()
    await dreambot.idle(fake, bot)
    table = next(iter(bot.tables.tables.values()))
    assert fake.dm_opens - opened == 3, "one opening per player, however many letters asked for it"
    for name in ("alice", "bob", "carol"):
        seat = table.seat_of(fake.users[name].id)
        if seat in table.state.awaiting():
            assert dreambot.fresh_prompt(fake, fake.users[name], table) is not None, f"{name}'s first prompt"
    # A second game of the same players opens nothing new.
    await (await fake.slash("admin", dreambot.table_channel(fake, table), "table end")).response()
    await dreambot.idle(fake, bot)
    again = await dreambot.open_table(fake, bot, "bob", "lounge", "tinygame", ["alice", "carol"])
    assert again.running and fake.dm_opens - opened == 3
