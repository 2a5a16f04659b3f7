"""Selects, modals, followups, @original edits, autocomplete, stale custom ids, token lifetime."""

from __future__ import annotations

import discord
import pytest

from tests.loopback import Refused

pytestmark = pytest.mark.e2e


async def test_select_edits_only_its_own_game_message(discord_fake, bot):
    fake = discord_fake
    one = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    two = await (await fake.slash("bob", "games", "play", game="traumland")).response()
    with pytest.raises(Refused, match="not among the options"):
        await fake.select("alice", one, ["purple"])
    with pytest.raises(Refused, match="takes 1..1 values"):
        await fake.select("alice", one, ["red", "blue"])
    mark = fake.mark()
    handle = await fake.select("alice", one, ["blue"], custom_id="pick")
    assert (await handle.response()) is one
    assert handle.ack_type == 7 and fake.routes(mark) == ["POST /interactions/:id/:token/callback"]
    assert one.content == "somnia: alice picked blue"
    assert two.content.endswith("started traumland for 4")  # the View is keyed by message id


async def test_modal_submit(discord_fake, bot):
    fake = discord_fake
    opened = await fake.slash("carol", "general", "name")
    await opened.ack()
    assert opened.ack_type == 9 and opened.modal["title"] == "Your dream name"
    with pytest.raises(Refused, match="no text input"):
        await fake.submit_modal("carol", opened, {"nick": "x"})
    with pytest.raises(Refused, match="required"):
        await fake.submit_modal("carol", opened, {"motto": "hi"})
    with pytest.raises(Refused, match="shown to carol"):
        await fake.submit_modal("bob", opened, {"name": "Bob"})
    submitted = await fake.submit_modal("carol", opened, {"name": "Morpheus", "motto": "Sleep well"})
    assert (await submitted.response()).content == "Welcome, Morpheus! Sleep well"


async def test_defer_followup_edit_original_and_channel_file(discord_fake, bot):
    fake = discord_fake
    mark = fake.mark()
    handle = await fake.slash("alice", "general", "slow")
    await fake.wait_for(lambda: fake.messages_in("general") and fake.messages_in("general")[-1].edited_timestamp,
                        what="the channel message edit")
    assert fake.routes(mark) == [
        "POST /interactions/:id/:token/callback",
        "POST /webhooks/:id/:token",
        "PATCH /webhooks/:id/:token/messages/@original",
        "POST /channels/:id/messages",
        "PATCH /channels/:id/messages/:id",
    ]
    assert handle.ack_type == 5
    original = await handle.response()
    assert original.content == "edited original" and original.ephemeral_for is fake.users["alice"]
    # the first followup after a thinking defer filled in the loading message, then @original was edited
    assert [v["content"] for v in original.history] == ["", "thinking done"] and handle.interaction.followups == []
    channel_msg = fake.messages_in("general")[-1]
    assert channel_msg.content == "an edited channel message" and channel_msg.filenames == ["notes.txt"]
    assert fake.calls_to("POST /channels/:id/messages")[-1].files == ["notes.txt"]
    assert fake.messages_in("general", user="bob") == [channel_msg]


async def test_autocomplete(discord_fake, bot):
    fake = discord_fake
    handle = await fake.autocomplete("alice", "general", "find", "game", game="som")
    await handle.ack()
    assert [c["value"] for c in handle.choices] == ["somnia", "somna", "somnikum"]
    assert (await (await fake.slash("alice", "general", "find", game="somna")).response()).content == "found somna"


async def test_stale_custom_id_refused(discord_fake, bot):
    fake = discord_fake
    msg = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    await (await fake.click("alice", msg, "end")).response()
    assert msg.content == "somnia is over" and msg.components == []
    with pytest.raises(Refused, match="no button 'join'"):
        await fake.click("alice", msg, "join")


async def test_interaction_token_lasts_15_minutes(discord_fake, bot):
    fake = discord_fake
    handle = await fake.slash("alice", "general", "later")
    await handle.ack()
    fake.clock.advance(14 * 60)
    await bot.last_interaction.followup.send("still here")
    assert (await handle.response()).content == "still here"
    fake.clock.advance(2 * 60)
    with pytest.raises(discord.HTTPException) as err:
        await bot.last_interaction.followup.send("too late")
    assert err.value.status == 401 and err.value.code == 50027


async def test_slash_in_dm_and_user_option(discord_fake, bot):
    fake = discord_fake
    dm = fake.dm_channel("bob")
    answer = await (await fake.slash("bob", dm, "stats", who=fake.users["alice"])).response()
    assert answer.content == "stats for alice" and answer.channel is dm
    with pytest.raises(Refused, match="not available in DMs"):
        await fake.slash("bob", dm, "play", game="somnia")
    with pytest.raises(Refused, match="another user's DM"):
        await fake.slash("alice", dm, "stats")
