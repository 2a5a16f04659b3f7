"""Darkly Dreaming through the loopback Discord: a 3-player game from /play to
the stats rows, played only by clicking the channel's turn messages.

Everything is public except the deck order, so every choice sits on the turn
message that pings whoever must choose: the dreamer (return two, sleep or stay
awake), the player to the left for a Shadow of Envy, a Nightmare for its own
choices. The test steers which offered option is clicked (press your luck up to
a sleep marker, then sleep), never what is offered, and checks that the danger
figures stand next to the buttons, that the dice are narrated, that the Envy
choice is made by the left neighbour on a message that pinged them, and that
the deck order never reaches anyone.
"""

from __future__ import annotations

import os
import random
import time
from typing import Any, Callable

import pytest

from cogs.present.darkly_dreaming_words import DIE, dreams_short
from cogs.screens.board import BURIED_AFTER
from tests import dreambot
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e

PLAYERS = ("alice", "bob", "carol")
DUMP = os.environ.get("DD_DUMP")
SEEDS = (11, 12, 13, 14)  # tried in order until a game has a Shadow of Envy choice (the first one does)



def offered(msg: Any) -> list[str]:
    """The encoded actions a message offers (buttons and select options), in order."""
    values = [cid.split(":", 4)[4] for cid in msg.custom_ids if cid.startswith("dg:") and cid.split(":")[3] == "a"]
    values += [o["value"] for s in msg.selects for o in s.get("options", [])]
    return values


def turn_message(fake: Any, table: Any) -> Any:
    """The newest channel message offering game choices (the turn message)."""
    table_id = table.id
    for msg in reversed(fake.messages_in(dreambot.table_channel(fake, table))):
        if not msg.ephemeral and any(c.startswith((f"dg:{table_id}:", f"ds:{table_id}:"))
                                     for c in dreambot.action_prompt_ids(msg)):
            return msg
    return None


def deck_secrets(table: Any) -> list[str]:
    """The deck order as the bot would write it: the next twelve dreams as emoji
    (a draw shows at most nine) and the whole deck as letters."""
    deck = list(table.state.deck)
    return [dreams_short(deck[:12]), "".join(deck)] if len(deck) >= 12 else []


def left_of(public: dict[str, Any], seat: int) -> int:
    """The next seat clockwise still in the game."""
    n = len(public["status"])
    return next((seat + k) % n for k in range(1, n + 1) if public["status"][(seat + k) % n] != "out")


def steer(public: dict[str, Any]) -> Callable[[dict], bool] | None:
    """Press your luck up to sleep marker 5 unless the danger is close; move nothing to the hunt."""
    p = public["pending"]
    if p["kind"] == "sleep":
        d = public["current_danger"] or {}
        risky = d.get("exhaust", 0) >= 2 or d.get("hunt", 0) >= 3 or d.get("shadow", 0) >= d.get("shadow_limit", 3) - 1
        word = "Sleep" if public["sleep_marker"] >= 5 or risky else "Stay awake"
        return lambda o: o["label"].startswith(word)
    if p["kind"] == "primeval":
        return lambda o: o["label"] == "Move nothing"
    return None


async def play_game(fake: Any, bot: Any, monkeypatch: Any, seed: int) -> dict[str, Any]:
    dreambot.fix_table_seed(monkeypatch, seed)
    table = await dreambot.open_table(fake, bot, "alice", "general", "darkly_dreaming", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    table_id = table.id
    general = dreambot.table_channel(fake, table)
    assert general.type == 11 and general.parent_id == fake.channel("general").id, "the table plays in its thread"
    board = fake.message(table.row.message_id)

    # the table message: every dreamer card, the sleep marker, the deck, who is awaited, the danger
    first = table.state.view(None)
    assert "sleep marker **3**" in board.text and f"Deck: {first['deck_size']} dreams" in board.text
    assert board.text.count("Exhaust 0/3") == 4 and board.text.count("Hunt 0/4") == 4  # 3 cards + the danger line
    assert "Shadow \U0001f30a0 \U0001f40d0" in board.text and "⏳ Now: **" in board.text
    assert board.filenames == ["board.png"]  # the dice and the dreamer cards as a picture
    assert "deck" not in first and all(k in first for k in ("piles", "points", "status", "deck_size", "pending"))
    # no DMs: everything plays in the channel; My card shows your own card privately
    assert not any(fake.dms(u) for u in users.values())
    acting = table.to_act()[0]
    for seat, user in users.items():
        mine = await (await fake.click(user, board, "My card")).response()
        assert mine.ephemeral and "your dreamer card" in mine.text and "Hunt 0/4" in mine.text
        assert bool(dreambot.action_prompt_ids(mine)) == (seat == acting)

    rng = random.Random(seed)
    stats = {"clicks": 0, "envy": 0, "sleep_prompts": 0, "kinds": set(), "audits": 0, "table_id": table_id}
    while table_id in bot.tables.tables:
        public = table.state.view(None)
        assert set(public) >= {"deck_size"} and "deck" not in public
        seat = table.to_act()[0]
        user = users[seat]
        p = public["pending"]
        stats["kinds"].add(p["kind"])
        board = fake.message(table.row.message_id)  # posted again lower down when the thread buried it
        assert dreambot.below_board(fake, table) <= BURIED_AFTER, "the table message stays in view"
        msg = turn_message(fake, table)
        # the turn message in the channel, pinging the seat the engine waits for, offers exactly its choices
        assert msg is not None and msg.channel is general and not msg.ephemeral
        assert dreambot.is_current(msg, table), "the newest turn message belongs to the current decision"
        assert f"<@{user.id}>" in msg.content, (user.name, msg.content)
        assert offered(msg) == [table.game.encode(a) for a in table.state.legal_actions(seat)]
        if p["kind"] == "return" and p["count"] == 2:
            # a menu of the pairs to shuffle back (a lone choice is a button)
            if len(table.state.legal_actions(seat)) > 1:
                assert msg.selects and msg.selects[0]["placeholder"].startswith("Choose the two dreams")
            assert dreams_short(p["dreams"]) in msg.content
        if p["kind"] == "sleep":
            # the danger stands next to Sleep / Stay awake
            d = public["current_danger"]
            assert f"Exhaust {d['exhaust']}/3" in msg.content and f"Hunt {d['hunt']}/4" in msg.content
            assert f"/{d['shadow_limit']}" in msg.content and f"marker {public['sleep_marker']}" in msg.content
            assert {b["label"].split(":")[0] for b in msg.buttons if b["custom_id"].split(":")[3] == "a"} <= {
                "Sleep", "Stay awake"}
            stats["sleep_prompts"] += 1
            # the table message shows this turn's dice as faces
            dice = board.text.split("Dice this turn")[1]
            assert any(face in dice for face in DIE) and f"sleep marker **{public['sleep_marker']}**" in board.text
        if p["kind"] == "envy" and p["source"] == "shadow":
            # Shadow of Envy: the player to the dreamer's left chooses, on a message that pinged them
            assert seat == left_of(public, p["dreamer"]) and seat != p["dreamer"]
            assert f"chooses one of **{table.name_of(p['dreamer'])}**'s dreams to reroll" in msg.content
            stats["envy"] += 1
        if stats["clicks"] % 15 == 0:
            assert_no_leaks(fake, {u: deck_secrets(table) for u in users.values()})
            stats["audits"] += 1
        handle = await dreambot.click_choice(fake, user, msg, rng, prefer=steer(public))
        await handle.ack()
        await dreambot.idle(fake, bot)
        stats["clicks"] += 1
    stats["table"] = table
    if DUMP:
        with open(DUMP, "w") as out:
            for m in fake.messages_in(dreambot.table_channel(fake, table)):
                for old in m.history:
                    out.write(f"--- {m.id} (earlier version)\n{old.get('content')}\n")
                out.write(f"--- {m.id} {'(edited)' if m.history else ''}\n{m.text}\n")
    stats["users"] = users
    return stats


async def test_three_player_game_from_play_to_stats(discord_fake, bot, monkeypatch):
    fake = discord_fake
    started = time.monotonic()
    for seed in SEEDS:
        stats = await play_game(fake, bot, monkeypatch, seed)
        if stats["envy"]:
            break
    assert stats["envy"] >= 1, "no seed gave a Shadow of Envy choice"
    assert stats["sleep_prompts"] >= 3 and stats["audits"] >= 2
    assert {"return", "sleep", "envy"} <= stats["kinds"]
    table, users, table_id = stats["table"], stats["users"], stats["table_id"]

    # the luck was narrated: draws, every die with its face, sleeping and staying awake
    public = "\n".join(m.content for m in fake.messages_in(dreambot.table_channel(fake, table)))
    assert " draws " in public and " rolls: " in public and any(face in public for face in DIE)
    assert " sleeps" in public and "stays awake: sleep marker 4" in public and "to reroll." in public

    # the end: points per player, Nightmares / outs, the winner(s), results saved
    final = table.state.view(None)
    outcome = sorted(table.state.outcome(), key=lambda r: (r.place, r.seat))
    over = fake.messages_in(dreambot.table_channel(fake, table))[-1].content
    assert "**Darkly Dreaming** is over. Winner" in over and "Results are saved" in over
    for r in outcome:
        name = table.name_of(r.seat)
        line = next(x for x in over.splitlines()[1:] if f"**{name}**" in x)
        assert f"{int(r.score)} point" in line
        status = final["status"][r.seat]
        assert ("Nightmare of" in line) == (status == "nightmare") and ("out of the game" in line) == (status == "out")
    assert final["over"] and "The game is over" in fake.message(table.row.message_id).text
    for seat, user in users.items():
        rows = await bot.store.history(user.id)
        row = next(r for r in rows if r["table_id"] == table_id)
        assert row["game"] == "darkly_dreaming" and row["score"] == final["points"][seat]
    places = {r.seat: r for r in outcome}
    assert any(r.won for r in outcome)
    stats_msg = await (await fake.slash("alice", "general", "stats")).response()
    assert stats_msg.ephemeral and "Darkly Dreaming" in stats_msg.text
    assert (await dreambot.clicks_and_forced_moves(bot, table_id))[0] == stats["clicks"]
    assert all(places[s].place >= 1 for s in users)
    print(f"3-player Darkly Dreaming: {stats['clicks']} clicks, {stats['envy']} Envy choices, {sorted(stats['kinds'])}, "
          f"{time.monotonic() - started:.1f}s")
