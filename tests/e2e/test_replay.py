"""/replay (issue 17) through the loopback Discord: a finished game move by
move with every hand shown, stepping forward, back and by jumps, after a
restart too; not before the end, and in a private channel only for those who
may see it."""

from __future__ import annotations

import re
from datetime import datetime, timezone

import discord

import pytest

from games import GAMES
from tests import dreambot
from tests.loopback.permissions import VIEW_CHANNEL

pytestmark = pytest.mark.e2e



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


async def _stored(fake, bot, game: str, names: list[str], channel: str, seed: int):
    """A finished game of random legal moves written through the bot's store,
    as a played table writes it (seats, every action, the results at the last)."""
    import random

    from bot.store import Finish, ResultRow, SeatRow, Snapshot

    engine = GAMES[game]
    rng = random.Random(seed)
    state = engine.new(players=len(names), seed=seed, options={})
    states, log = [state.to_dict()], []
    while not state.is_over:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append((seat, engine.encode(action)))
        states.append(state.to_dict())
    users = [fake.users[n].id for n in names]
    tid = await bot.store.create_table(guild_id=fake.guild.id, channel_id=fake.channel(channel).id, game=game,
                                       options={}, seed=seed, host_id=users[0], host_name=names[0])
    await bot.store.start_table(tid, [SeatRow(i, u, n) for i, (u, n) in enumerate(zip(users, names))],
                                Snapshot(0, states[0]), (1e10, None))
    for seq, (seat, action) in enumerate(log, 1):
        finish = None
        if seq == len(log):
            finish = Finish(fake.guild.id, game, [ResultRow(r.seat, users[r.seat], r.place, r.won, r.score, {})
                                                  for r in state.outcome()])
        await bot.store.record_action(tid, seat=seat, user_id=users[seat], action=action, source="player",
                                      snapshot=Snapshot(seq, states[seq]), finish=finish)
    return tid, len(log)


def _kinds_at(game: str, seed: int, players: int, tid_actions) -> list[set[str]]:
    """The event kinds each logged move caused, from the engine itself."""
    from bot.replays import LoggedAction, Replay

    replay = Replay(game, seed=seed, options={}, players=players,
                    actions=[LoggedAction(r["seq"], r["seat"], r["action"]) for r in tid_actions])
    return [{e.kind for e in p.events} for p in replay.positions()]


def _hidden(msg) -> str:
    return next(e for e in msg.embeds if e.get("title") == "Hands and roles (the game is over)")["description"]


async def _settled(fake, bot, handle):
    """The message an answer shows once its pictures are in (a step not drawn
    yet is deferred, then edited)."""
    message = await handle.response(timeout=20)
    await dreambot.idle(fake, bot)
    return fake.message(message.id)


async def test_a_somnia_replay_steps_by_trick_with_pictures_every_hand_and_a_deal_select(discord_fake, bot):
    fake = discord_fake
    names = ["alice", "bob", "carol"]
    tid, steps = await _stored(fake, bot, "somnia", names, "general", seed=5)
    kinds = _kinds_at("somnia", 5, 3, await bot.store.actions(tid))
    tricks = [i for i, k in enumerate(kinds) if k & {"trick_won", "deal_scored"}]
    deals = [i for i, k in enumerate(kinds) if "deal_started" in k]
    assert deals and len(tricks) < steps / 2, "a trick is several moves"

    shown = await _settled(fake, bot, await fake.slash("alice", "general", "replay", table=tid))
    assert shown.ephemeral and f"Step 0 of {steps}" in shown.text
    assert "board.png" in shown.filenames, "the board's picture, as the table message shows it"
    board = next(e for e in shown.embeds if (e.get("title") or "").startswith("Replay of Somnia"))
    assert board["image"]["url"] == "attachment://board.png"
    for name in names:  # every hand at every step: the game is over
        line = next(x for x in _hidden(shown).splitlines() if x.startswith(f"**{name}**: "))
        assert "empty" not in line.lower() and len(line) > len(name) + 10

    # Next: a trick at a time, each step's text every card of the trick
    here, visited = shown, []
    while f"Step {steps} of {steps}" not in here.text:
        here = await _settled(fake, bot, await fake.click("alice", here, "Next"))
        at = int(re.search(rf"Step (\d+) of {steps}", here.text)[1])
        visited.append(at)
        assert "board.png" in here.filenames and all(f"**{n}**: " in _hidden(here) for n in names)
    assert visited == [t for t in tricks if t] + ([steps] if steps not in tricks else []), "one step a trick"
    first = tricks[0]
    here = await _settled(fake, bot, await fake.click("alice", here, "First"))
    here = await _settled(fake, bot, await fake.click("alice", here, "Next"))
    moved = next(e for e in here.embeds if e.get("title") == f"Step {first}")["description"]
    assert sum(n in moved for n in (f"**{x}**" for x in names)) == 3 and moved.count("\n") >= first - 1, \
        "every card of the first trick"

    # a move at a time on demand
    one = await _settled(fake, bot, await fake.click("alice", here, "One move"))
    assert f"Step {first + 1} of {steps}" in one.text and "board.png" in one.filenames
    back = await _settled(fake, bot, await fake.click("alice", one, "One move back"))
    assert f"Step {first} of {steps}" in back.text
    back = await _settled(fake, bot, await fake.click("alice", back, "Previous"))
    assert f"Step 0 of {steps}" in back.text

    # the select jumps to a deal
    select = next(s for s in back.selects)
    labels = [o["label"] for o in select["options"]]
    assert labels == [f"Deal {i + 1}" for i in range(len(deals) + 1)]
    jumped = await _settled(fake, bot, await fake.select("alice", back, [str(deals[0])]))
    assert f"Step {deals[0]} of {steps}" in jumped.text and "board.png" in jumped.filenames
    assert next(o for o in jumped.selects[0]["options"] if o.get("default"))["label"] == "Deal 2"


async def test_a_running_game_s_replay_shows_nothing_by_any_path(discord_fake, bot):
    """Secrets: neither /replay nor a replay button or select (one forged into
    a message) shows anything of a table that is still being played."""
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    alice = fake.users["alice"].id
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Next", custom_id=f"rp:{table.id}:{alice}:3:next"))
    view.add_item(discord.ui.Select(custom_id=f"rpc:{table.id}:{alice}",
                                    options=[discord.SelectOption(label="Deal 2", value="4")]))
    channel = bot.get_channel(fake.channel("general").id)
    forged = await channel.send("a replay's buttons", view=view)
    await dreambot.idle(fake, bot)
    hand = str(_deal(table)[0])
    for answer in (await _settled(fake, bot, await fake.click("alice", forged.id, "Next")),
                   await _settled(fake, bot, await fake.select("alice", forged.id, ["4"])),
                   await _settled(fake, bot, await fake.slash("alice", "general", "replay", table=table.id))):
        assert answer.ephemeral and "still being played" in answer.content
        assert not answer.embeds and not answer.filenames and hand not in answer.text
    assert fake.message(forged.id).content == "a replay's buttons", "nothing edited in"


async def test_a_somna_replay_steps_by_phase_and_jumps_to_a_day_with_every_role_shown(discord_fake, bot):
    from cogs.present import presenter_for

    fake = discord_fake
    for name in ("grace", "heidi"):
        fake.add_user(name)
    names = ["alice", "bob", "carol", "dave", "erin", "grace", "heidi"]
    tid, steps = await _stored(fake, bot, "somna", names, "general", seed=3)
    kinds = _kinds_at("somna", 3, 7, await bot.store.actions(tid))
    days = [i for i, k in enumerate(kinds) if "day_begins" in k]
    assert days, "a day came"
    roles = GAMES["somna"].from_dict((await bot.store.snapshot(tid)).state).roles
    dealt = GAMES["somna"].new(players=7, seed=3, options={}).roles

    shown = await _settled(fake, bot, await fake.slash("carol", "general", "replay", table=tid))
    assert f"Step 0 of {steps}" in shown.text and "board.png" in shown.filenames
    for seat, name in enumerate(names):  # every role, from the deal on: the game is over
        line = next(x for x in _hidden(shown).splitlines() if x.startswith(f"**{name}**: "))
        assert presenter_for("somna").role_title(dealt[seat]) in line
    select = shown.selects[0]
    assert [o["label"] for o in select["options"]] == ["The deal"] + [f"Day {i + 1}" for i in range(len(days))]
    day = await _settled(fake, bot, await fake.select("carol", shown, [str(days[0])]))
    assert f"Step {days[0]} of {steps}" in day.text and "board.png" in day.filenames
    assert next(o for o in day.selects[0]["options"] if o.get("default"))["label"] == "Day 1"
    # Next: a phase of the day at a time (a nomination, a vote's end, nightfall), not a vote at a time
    here, clicks = day, 0
    while f"Step {steps} of {steps}" not in here.text:
        here = await _settled(fake, bot, await fake.click("carol", here, "Next"))
        clicks += 1
    assert clicks < (steps - days[0]) / 2
    assert all(presenter_for("somna").role_title(roles[s]) in _hidden(here) for s in range(7))
