"""One error path: every slash command and component that fails gets an
ephemeral sentence saying what happened, and the cause is logged with its
context. Through the loopback Discord with the real bot and a real SQLite file."""

from __future__ import annotations

import sqlite3
import time

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e



def _logged(fake, *words):
    """The bot's ERROR records (taken from the fake, which fails a test on any left)."""
    lines = [f"{r.getMessage()}" for r in fake.take("bot_errors")]
    assert any(all(w in line for w in words) for line in lines), lines
    return lines


async def test_stats_with_an_unreadable_results_table_is_answered(discord_fake, bot, tmp_path):
    fake = discord_fake
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("ALTER TABLE results RENAME TO results_lost")
    answer = await (await fake.slash("alice", "general", "stats")).response()
    assert answer.ephemeral and "could not read my records" in answer.content
    _logged(fake, "command /stats", f"user {fake.users['alice'].id}", "no such table: results")


async def test_play_while_the_database_refuses_writes_is_not_a_busy_channel(discord_fake, bot, tmp_path):
    fake = discord_fake
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("CREATE TRIGGER full BEFORE INSERT ON game_tables BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    answer = await (await fake.slash("alice", "general", "play tinygame")).response()
    assert answer.ephemeral and "could not save that" in answer.content and "nothing changed" in answer.content
    assert "already has" not in answer.content
    assert bot.tables.in_channel(fake.channel("general").id) is None
    await dreambot.idle(fake, bot)
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("DROP TRIGGER full")
        # A table the store holds open in #games that this process does not know:
        # the channel's unique index refuses a second one, and that is "busy".
        db.execute("INSERT INTO game_tables (guild_id, channel_id, game, options, seed, status, host_id, created_at) "
                   "VALUES (?, ?, 'tinygame', '{}', 1, 'lobby', ?, ?)",
                   (fake.guild.id, fake.channel("games").id, fake.users["bob"].id, time.time()))
    busy = await (await fake.slash("alice", "games", "play tinygame")).response()
    assert busy.ephemeral and "already has a table" in busy.content
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    assert not lobby.ephemeral and bot.tables.in_channel(fake.channel("general").id) is not None


async def test_a_button_whose_write_fails_is_answered_and_logged_with_its_table(discord_fake, bot, tmp_path):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    table = bot.tables.in_channel(fake.channel("general").id)
    await dreambot.idle(fake, bot)  # the lobby's message id is stored
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("CREATE TRIGGER full BEFORE INSERT ON seats BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    answer = await (await fake.click("bob", lobby, "Join")).response()
    assert answer.ephemeral and "could not save that" in answer.content
    assert [s.name for s in table.seats] == ["alice"], "nothing changed: bob has no seat"
    lines = _logged(fake, f"table {table.id} (lobby)", "component join", "disk full")
    assert not any(":join" in line or "dg:" in line for line in lines), "custom ids are logged by kind only"


async def test_a_component_no_handler_claims_is_answered(discord_fake, bot):
    fake = discord_fake
    old = fake.new_message(fake.channel("general"), fake.bot_user, content="from a long-gone version", components=[
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Join", "custom_id": "lobby-join-v0"}]}])
    answer = await (await fake.click("alice", old, "Join")).response()
    assert answer.ephemeral and answer.content == "This button is no longer in use."
    # A view's own button is answered by the view alone (the fake fails the
    # test on a second acknowledgement).
    rules = await (await fake.slash("alice", "general", "rules", game="tinygame")).response()
    if any(b["label"] == "Next" and not b.get("disabled") for b in rules.buttons):
        page = await (await fake.click("alice", rules, "Next")).response()
        assert "Page 2" in page.text


async def test_a_slash_payload_discord_would_refuse_is_answered(discord_fake, bot):
    fake = discord_fake
    channel = fake.channel("general")
    # What a stale or modified client could send: a game that is not among the choices.
    command = fake.commands[None]["rules"]
    handle = await fake.inject(fake.users["alice"], channel, 2, {
        "id": command["id"], "name": "rules", "type": 1,
        "options": [{"type": 3, "name": "game", "value": "chess"}]})
    answer = await handle.response()
    assert answer.ephemeral and "no game called 'chess'" in answer.content
    # ... or a /play subcommand of a game this version does not have
    command = fake.commands[None]["play"]
    handle = await fake.inject(fake.users["alice"], channel, 2, {
        "id": command["id"], "name": "play", "type": 1, "options": [{"type": 1, "name": "chess", "options": []}]})
    answer = await handle.response()
    assert answer.ephemeral and "no longer in use" in answer.content, answer.content
    assert bot.tables.in_channel(channel.id) is None


def _random_ids(rng, table_id: int, seq: int, count: int) -> list[str]:
    """Custom ids of every shape: the bot's own with numbers out of range,
    kinds and arguments it never made, huge and negative ids, junk."""
    kinds = ["a", "c", "hand", "back", "join", "leave", "start", "cancel", "ai", "again", "ping", "hint", "no", "zz"]
    numbers = [str(table_id), str(seq), "0", "-1", str(2**63), str(2**64 + 5), "9" * 30, "", "x", "1e9"]
    junk = "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(0, 40)))
    ids = []
    for _ in range(count):
        shape = rng.randrange(4)
        if shape == 0:
            ids.append("".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(1, 100))))
        else:
            prefix = rng.choice(["dg", "ds", "dr", "dg", "dg"])
            parts = [prefix, rng.choice(numbers), rng.choice(numbers), rng.choice(kinds)]
            if shape >= 2:
                parts.append(rng.choice(["easy", "hard", "", "nightmare", junk, "1", "-5", str(2**70), "!x"]))
            ids.append(":".join(parts)[:100])
    return ids


async def test_custom_ids_of_any_shape_are_answered_and_change_nothing(discord_fake, bot):
    """Messages carrying buttons and selects with ids of every shape (as an
    old version's messages could): each click gets one answer, none raises,
    and the running table beside them is untouched."""
    import random

    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    channel = fake.channels[table.row.channel_id]
    seq, stored = table.seq, (await bot.store.table(table.id)).status
    rng = random.Random(28)
    for custom_id in dict.fromkeys(_random_ids(rng, table.id, seq, 150)):
        if not custom_id:
            continue
        select = custom_id.startswith("ds") and rng.random() < 0.5
        value = rng.choice(["a", "!c", "x" * 90])
        component = ({"type": 3, "custom_id": custom_id, "options": [{"label": "pick", "value": value}]} if select
                     else {"type": 2, "style": 1, "label": "press", "custom_id": custom_id})
        old = fake.new_message(channel, fake.bot_user, content="an old prompt",
                               components=[{"type": 1, "components": [component]}])
        user = rng.choice(["alice", "bob", "carol"])
        handle = await (fake.select(user, old, [value], custom_id=custom_id) if select
                        else fake.click(user, old, custom_id))
        await handle.ack()
    await dreambot.idle(fake, bot)
    assert table.seq == seq and (await bot.store.table(table.id)).status == stored == "running"
    assert not [line for line in fake.logs.lines if "Traceback" in line or "OverflowError" in line]
