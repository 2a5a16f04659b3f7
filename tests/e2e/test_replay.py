"""/replay (issue 17) through the loopback Discord: a finished game move by
move with every hand shown, stepping forward, back and by jumps, after a
restart too; not before the end, and in a private channel only for those who
may see it."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from games import GAMES
from tests import dreambot
from tests.loopback.permissions import VIEW_CHANNEL

pytestmark = pytest.mark.e2e


@pytest.fixture
async def bot(discord_fake, tmp_path):
    return await dreambot.start(discord_fake, tmp_path / "bot.sqlite3")


async def _finished(fake, bot, host: str, channel: str, guests: list[str], seed: int = 0):
    table = await dreambot.open_table(fake, bot, host, channel, "tinygame", guests)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in (host, *guests)}
    await dreambot.play_out(fake, bot, table.id, users, seed=seed)
    return table


def _deal(table) -> list[list[int]]:
    return GAMES["tinygame"].new(players=len(table.seats), seed=table.row.seed, options=table.row.options).hands


def _hands_shown(msg, table, hands) -> bool:
    text = msg.text
    return all(f"**{table.seats[s].name}**: " in text and str(hands[s]) in text for s in range(len(table.seats)))


async def test_replay_steps_through_a_finished_game_with_every_hand(discord_fake, bot, tmp_path):
    fake = discord_fake
    table = await _finished(fake, bot, "alice", "general", ["bob"])
    steps = len(await bot.store.actions(table.id))
    assert steps > 4

    # /history names the replay; autocomplete offers my finished games
    history = await (await fake.slash("alice", "general", "history")).response()
    assert f"/replay table:{table.id}" in history.text
    typed = await fake.autocomplete("alice", "general", "replay", "table", table="")
    await typed.ack()
    assert [c["value"] for c in typed.choices] == [table.id]
    label = typed.choices[0]["name"]  # game, date and the channel it was opened in (not its thread)
    assert "Tiny Game" in label and "#general" in label and f"{datetime.now(timezone.utc):%Y-%m-%d}" in label
    nobody = await fake.autocomplete("carol", "general", "replay", "table", table="")
    await nobody.ack()
    assert nobody.choices == [], "only my own games"

    shown = await (await fake.slash("alice", "general", "replay", table=table.id)).response()
    assert shown.ephemeral and f"Step 0 of {steps}" in shown.text and "The deal" in shown.text
    assert _hands_shown(shown, table, _deal(table)), "every hand at the deal: the game is over"
    labels = {b["label"]: b for b in shown.buttons}
    assert labels["Previous"]["disabled"] and labels["First"]["disabled"] and not labels["Next"]["disabled"]

    step1 = await (await fake.click("alice", shown, "Next")).response()
    assert f"Step 1 of {steps}" in step1.text
    back = await (await fake.click("alice", step1, "Previous")).response()
    assert f"Step 0 of {steps}" in back.text
    # a double click on Next shows step 1 twice, never skips to 2
    first, second = await fake.click("alice", back, "Next"), await fake.click("alice", back, "Next")
    await first.ack(), await second.ack()
    await dreambot.idle(fake, bot)
    assert f"Step 1 of {steps}" in fake.message(shown.id).text
    end = await (await fake.click("alice", fake.message(shown.id), "Last")).response()
    assert f"Step {steps} of {steps} (the end)" in end.text
    assert {b["label"]: b.get("disabled") for b in end.buttons}["Next"]
    # the final board is the stored game's public view: every card played
    final = GAMES["tinygame"].from_dict((await bot.store.snapshot(table.id)).state)
    assert str(final.view(None)["played"]) in end.text.replace("played: ", "")

    # jump by number; a number outside the game gets a sentence and changes nothing
    jump = await fake.click("alice", end, "Go to step\u2026")
    await jump.ack()
    landed = await (await fake.submit_modal("alice", jump, {_inputs(jump.modal)[0]["custom_id"]: "3"})).response()
    assert f"Step 3 of {steps}" in landed.text
    jump = await fake.click("alice", landed, "Go to step\u2026")
    await jump.ack()
    wrong = await (await fake.submit_modal("alice", jump, {_inputs(jump.modal)[0]["custom_id"]: "999"})).response()
    assert wrong.ephemeral and f"from 0 to {steps}" in wrong.content
    assert f"Step 3 of {steps}" in fake.message(shown.id).text

    # the buttons work after a restart
    await fake.crash_bot(bot)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    after = await (await fake.click("alice", fake.message(shown.id), "Next")).response()
    assert f"Step 4 of {steps}" in after.text
    await fake.stop_bot(bot2)


def _inputs(form: dict) -> list[dict]:
    from tests.loopback.model import walk_components

    return [c for c in walk_components(form.get("components") or []) if c.get("type") == 4]


async def test_no_replay_before_the_end(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    for who in ("alice", "carol"):
        answer = await (await fake.slash(who, "general", "replay", table=table.id)).response()
        assert answer.ephemeral and "still being played" in answer.content and not answer.embeds
    gone = await (await fake.slash("alice", "general", "replay", table=table.id + 50)).response()
    assert "no table" in gone.content


async def test_a_private_channel_s_replay_is_only_for_those_who_see_it(discord_fake, bot):
    fake = discord_fake
    everyone = fake.guild.roles[0]
    await fake.set_overwrite("lounge", everyone, deny=VIEW_CHANNEL)
    for name in ("alice", "bob", "dave"):
        await fake.set_overwrite("lounge", name, allow=VIEW_CHANNEL)
    hidden = await _finished(fake, bot, "alice", "lounge", ["bob"])
    public = await _finished(fake, bot, "alice", "general", ["bob"], seed=1)

    refused = await (await fake.slash("carol", "general", "replay", table=hidden.id)).response()
    assert refused.ephemeral and "cannot see" in refused.content and not refused.embeds
    assert str(_deal(hidden)[0]) not in refused.text
    for who in ("bob", "dave"):  # a player, and someone who may see the channel
        seen = await (await fake.slash(who, "general", "replay", table=hidden.id)).response()
        assert "Step 0 of" in seen.text and _hands_shown(seen, hidden, _deal(hidden))
    # a player keeps the replay of a game played where they may no longer look
    await fake.set_overwrite("lounge", "bob", remove=True)
    mine = await (await fake.slash("bob", "general", "replay", table=hidden.id)).response()
    assert "Step 0 of" in mine.text
    # a public channel's game: anyone of the server
    open_ = await (await fake.slash("carol", "general", "replay", table=public.id)).response()
    assert "Step 0 of" in open_.text and _hands_shown(open_, public, _deal(public))
    # and not from another server
    other = await (await fake.slash("frank", fake.guilds[1].channel("general"), "replay", table=public.id)).response()
    assert "cannot see" in other.content
