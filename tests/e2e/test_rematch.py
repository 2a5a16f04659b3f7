"""Play again and Ping me for the next game (issue 17) through the loopback
Discord: the result's Play again opens one lobby of the same game for the same
players (mentioning only them), works after a restart, refuses others and a
busy channel; the ping opt-in calls exactly the opted-in players of a server
and game to /play's lobby."""

from __future__ import annotations

import pytest

from tests import dreambot
from tests.loopback.model import Message

pytestmark = pytest.mark.e2e

CALLBACK = "POST /interactions/:id/:token/callback"



def _ids(fake, *names: str) -> set[int]:
    return {fake.users[n].id for n in names}


def _mentioned(text: str | None) -> set[int]:
    import re

    return {int(m) for m in re.findall(r"<@!?(\d+)>", text or "")}


def _allowed(call) -> dict:
    body = call.json or {}
    return (body.get("data") or body).get("allowed_mentions") or {}


def _result(fake, channel) -> Message:
    return next(m for m in reversed(fake.messages_in(channel)) if "is over" in m.content)


async def _finished(fake, bot, host: str, channel: str, guests: list[str], seed: int = 0, **options):
    table = await dreambot.open_table(fake, bot, host, channel, "tinygame", guests, **options)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in (host, *guests)}
    await dreambot.play_out(fake, bot, table.id, users, seed=seed)
    return table


async def test_play_again_opens_the_same_game_for_the_same_players(discord_fake, bot):
    fake = discord_fake
    table = await _finished(fake, bot, "alice", "general", ["bob", "carol"], turn_time=90, allow_pass=False)
    thread = dreambot.table_channel(fake, table)
    result = _result(fake, thread)
    assert [b["label"] for b in result.buttons] == ["Play again", "Ping me for the next game"]

    # someone who did not sit at the table
    no = await (await fake.click("dave", result, "Play again")).response()
    assert no.ephemeral and "Only the players" in no.content
    assert bot.tables.in_channel(fake.channel("general").id) is None, "nothing opened"
    # the channel the lobby would open in is busy: said from the thread, nothing opened
    other = await (await fake.slash("carol", "general", "play tinygame")).response()
    busy = await (await fake.click("bob", result, "Play again")).response()
    assert busy.ephemeral and f"<#{fake.channel('general').id}> already has an open table" in busy.content
    assert bot.tables.in_channel(fake.channel("general").id).row.host_id == fake.users["carol"].id
    await (await fake.click("carol", other, "Cancel")).response()

    mark = fake.mark()
    said = await (await fake.click("bob", result, "Play again")).response()
    await dreambot.idle(fake, bot)
    assert said.ephemeral and f"<#{fake.channel('general').id}>" in said.content, "the lobby opens in the channel"
    lobby_table = bot.tables.in_channel(fake.channel("general").id)
    assert lobby_table is not None and lobby_table.row.status == "lobby"
    row = lobby_table.row
    assert (row.game, row.options, row.turn_seconds, row.thread, row.rematch_of, row.host_id) == (
        "tinygame", table.row.options, 90, table.row.thread, table.id, fake.users["bob"].id)
    assert row.options["allow_pass"] is False
    assert [s.user_id for s in lobby_table.seats] == [fake.users["bob"].id], "each still presses Join"
    lobby = fake.message(row.message_id)
    assert lobby.channel is fake.channel("general") and "Join" in [b["label"] for b in lobby.buttons]
    # the invitation mentions the other players, and only they may be notified
    assert _mentioned(lobby.content) == _ids(fake, "alice", "carol")
    posted = [c for c in fake.calls_to("POST /channels/:id/messages", mark) if c.json and "Join" in str(c.json)]
    assert len(posted) == 1
    allowed = _allowed(posted[0])
    assert allowed.get("parse") == [] and {int(u) for u in allowed["users"]} == _ids(fake, "alice", "carol")

    # a second press, from the card in the channel this time, opens nothing more
    card = fake.message(table.row.lobby_message_id)
    again = await (await fake.click("carol", card, "Play again")).response()
    assert again.ephemeral and "already pressed" in again.content and str(row.message_id) in again.content
    assert [t.id for t in bot.tables.tables.values() if t.row.rematch_of == table.id] == [lobby_table.id]

    # the invited players join as usual and the rematch plays
    for name in ("alice", "carol"):
        await (await fake.click(name, lobby, "Join")).response()
    await (await fake.click("bob", lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    assert lobby_table.running and len(lobby_table.seats) == 3


async def test_play_again_after_a_restart_a_busy_channel_and_a_double_click(discord_fake, bot, tmp_path):
    fake = discord_fake
    # played in the channel itself, with a bot seat
    lobby = await (await fake.slash("alice", "general", "play tinygame", thread=False)).response()
    await (await fake.click("bob", lobby, "Join")).response()
    await (await fake.click("alice", lobby, "Add bot player")).response()
    await (await fake.click("alice", lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    table = bot.tables.in_channel(fake.channel("general").id)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    await dreambot.play_out(fake, bot, table.id, users)
    result = _result(fake, "general")

    # a table already open in the channel: refused, nothing opened
    other = await (await fake.slash("carol", "general", "play tinygame")).response()
    busy = await (await fake.click("alice", result, "Play again")).response()
    assert busy.ephemeral and "already has a lobby" in busy.content
    assert bot.tables.in_channel(fake.channel("general").id).row.host_id == fake.users["carol"].id
    await (await fake.click("carol", other, "Cancel")).response()

    await fake.crash_bot(bot)
    bot2 = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    # both players press at once: exactly one lobby opens
    first = await fake.click("alice", result, "Play again")
    second = await fake.click("bob", result, "Play again")
    answers = [await first.response(), await second.response()]
    await dreambot.idle(fake, bot2)
    opened = [m for m in answers if not m.ephemeral]
    refused = [m for m in answers if m.ephemeral]
    assert len(opened) == 1 and len(refused) == 1, [m.content for m in answers]
    assert "already pressed" in refused[0].content, "the twin click is told why"
    rematches = [t for t in bot2.tables.tables.values() if t.row.rematch_of == table.id]
    assert len(rematches) == 1 and rematches[0].row.message_id == opened[0].id
    new = rematches[0]
    host = new.row.host_id
    assert [s.is_ai for s in new.seats] == [False, True], "the bot seat is back; the other player is invited"
    invited = _ids(fake, "alice", "bob") - {host}
    assert _mentioned(opened[0].content) == invited
    answered = [c for c in fake.calls_to(CALLBACK) if (c.json or {}).get("type") == 4
                and "Join" in str(c.json) and "again" in str(c.json)]
    assert len(answered) == 1 and {int(u) for u in _allowed(answered[0])["users"]} == invited
    await fake.stop_bot(bot2)


async def test_ping_me_calls_exactly_the_opted_in_players_to_play(discord_fake, bot):
    fake = discord_fake
    fake.add_user("frank")  # also in Dreamland: opts in in the other server only
    table = await _finished(fake, bot, "alice", "general", ["bob"])
    result = _result(fake, dreambot.table_channel(fake, table))
    # opting in: by the button (anyone may), or by /preferences
    on = await (await fake.click("carol", result, "Ping me for the next game")).response()
    assert on.ephemeral and "I will call you" in on.content and "Tiny Game" in on.content
    said = await (await fake.slash("bob", "general", "preferences", ping=True, game="tinygame")).response()
    assert said.ephemeral and "I will call you" in said.content
    await (await fake.slash("alice", "general", "preferences", ping=True, game="tinygame")).response()  # the host
    # a toggle: pressed twice is off again
    await (await fake.click("dave", result, "Ping me for the next game")).response()
    off = await (await fake.click("dave", result, "Ping me for the next game")).response()
    assert "not call you" in off.content
    # another game, and the other server, do not count here
    await (await fake.slash("erin", "general", "preferences", ping=True, game="somnia")).response()
    elsewhere = fake.guilds[1].channel("general")
    await (await fake.slash("frank", elsewhere, "preferences", ping=True, game="tinygame")).response()
    shown = await (await fake.slash("bob", "general", "preferences")).response()
    assert "Tiny Game" in shown.content
    missing = await (await fake.slash("bob", "general", "preferences", ping=True)).response()
    assert "Say which game" in missing.content

    clock = dreambot.limits_clock(bot)
    mark = fake.mark()
    lobby = await (await fake.slash("alice", "games", "play tinygame")).response()
    assert _mentioned(lobby.content) == _ids(fake, "bob", "carol")
    calls = [c for c in fake.calls_to(CALLBACK, mark) if (c.json or {}).get("type") == 4]
    assert len(calls) == 1, "one message calls them: the lobby itself"
    allowed = _allowed(calls[0])
    assert allowed.get("parse") == [] and {int(u) for u in allowed["users"]} == _ids(fake, "bob", "carol")
    assert "@everyone" not in lobby.content and "@here" not in lobby.content
    await (await fake.click("alice", lobby, "Cancel")).response()

    # opting out removes it
    await (await fake.slash("bob", "general", "preferences", ping=False, game="tinygame")).response()
    clock.advance(600)  # one host calls the players once per 10 minutes (bot/limits.py)
    lobby = await (await fake.slash("alice", "games", "play tinygame")).response()
    assert _mentioned(lobby.content) == _ids(fake, "carol")
    await (await fake.click("alice", lobby, "Cancel")).response()
    await (await fake.click("carol", result, "Ping me for the next game")).response()
    clock.advance(600)
    lobby = await (await fake.slash("alice", "games", "play tinygame")).response()
    assert not lobby.content and not _mentioned(lobby.text), "nobody left to call: no call at all"


async def test_a_ping_me_click_from_another_server_opts_nobody_in(discord_fake, bot):
    """A forged "Ping me" (issue 28): the button's custom id on a message in
    another server is refused, and no opt-in is stored for the game's server."""
    fake = discord_fake
    fake.add_user("frank")  # in the other server only
    table = await _finished(fake, bot, "alice", "general", ["bob"])
    result = _result(fake, dreambot.table_channel(fake, table))
    ping = dreambot.button_of(result, "ping")
    elsewhere = fake.guilds[1].channel("general")
    forged = fake.new_message(elsewhere, fake.bot_user, content="copied", components=[
        {"type": 1, "components": [{"type": 2, "style": 2, "label": "Ping me", "custom_id": ping}]}])
    answer = await (await fake.click("frank", forged, ping)).response()
    assert answer.ephemeral and "press it there" in answer.content
    assert await bot.store.user_pings(table.row.guild_id, fake.users["frank"].id) == []
    assert await bot.store.user_pings(fake.guilds[1].id, fake.users["frank"].id) == []
