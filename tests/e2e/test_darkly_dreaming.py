"""Darkly Dreaming through the loopback Discord: a 3-player game from /play to
the stats rows, each choice made on its player's DM prompt.

Everything is public except the deck order, yet each decision comes to whoever
must choose as a DM prompt, their one notification: the dreamer (return two,
sleep or stay awake), the player to the left for a Shadow of Envy, a Nightmare
for its own choices. The table message, edited, shows the last moves and whose
turn it is; a whole-table round posts at most three channel messages. The test
steers which offered option is clicked (press your luck up to a sleep marker,
then sleep), never what is offered, and checks that the danger figures stand
next to the buttons, that the dice are narrated, that the Envy choice is made
by the left neighbour, that nobody is notified of another's move, and that the
deck order never reaches anyone. A player whose DMs are closed plays from the
My card button of the messages that mention them, the halfway reminder's too.
"""

from __future__ import annotations

import os
import random
import time
from typing import Any, Callable

import pytest

from bench.noise import TableRounds
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


def channel_choices(fake: Any, table: Any) -> list[Any]:
    """The table channel's messages offering game choices (none: choices come privately)."""
    return [m for m in fake.messages_in(dreambot.table_channel(fake, table))
            if not m.ephemeral and dreambot.action_prompt_ids(m)]


def live_prompts(fake: Any, user: Any, table: Any) -> list[Any]:
    """The user's DMs still offering this table's choices."""
    return [m for m in fake.dms(user) if any(c.split(":")[1] == str(table.id) for c in dreambot.action_prompt_ids(m))]


class Heard:
    """What reached each player since the last look: new DMs and channel posts
    mentioning them (each a notification; an edit notifies nobody), and the
    channel's new posts (the table message posted again lower down apart)."""

    def __init__(self, fake: Any, table: Any, users: dict[int, Any]) -> None:
        self.fake, self.table, self.users = fake, table, users
        self.boards = {table.row.message_id}
        self.look()

    def look(self) -> None:
        self.dms = {u.id: len(self.fake.dms(u)) for u in self.users.values()}
        self.posts = {m.id for m in self.fake.messages_in(dreambot.table_channel(self.fake, self.table))}

    def since(self) -> tuple[dict[int, int], int]:
        """Notifications by user id, and channel posts, since the last look."""
        self.boards.add(self.table.row.message_id)
        new = [m for m in self.fake.messages_in(dreambot.table_channel(self.fake, self.table))
               if m.id not in self.posts and m.id not in self.boards]
        heard = {u.id: len(self.fake.dms(u)) - self.dms[u.id] + sum(f"<@{u.id}>" in (m.content or "") for m in new)
                 for u in self.users.values()}
        self.look()
        return heard, len(new)


def decision_of(table: Any) -> tuple[Any, set[int]]:
    decision = table.state.decision() if table.running and table.state is not None else None
    return (None, set()) if decision is None else (decision.key, set(decision.seats))


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
    # the first dreamer's choices come by DM, their one notification; nobody else hears a thing
    acting = table.to_act()[0]
    assert {seat: len(fake.dms(u)) for seat, u in users.items()} == {s: int(s == acting) for s in users}
    assert not channel_choices(fake, table), "no choices in the channel"
    # My card shows your own card privately, with your choices when you have some
    for seat, user in users.items():
        mine = await (await fake.click(user, board, "My card")).response()
        assert mine.ephemeral and "your dreamer card" in mine.text and "Hunt 0/4" in mine.text
        assert bool(dreambot.action_prompt_ids(mine)) == (seat == acting)

    rng = random.Random(seed)
    stats: dict[str, Any] = {"clicks": 0, "envy": 0, "sleep_prompts": 0, "kinds": set(), "audits": 0,
                             "table_id": table_id, "decisions": 0, "rounds": {}, "shown": []}
    heard, rounds = Heard(fake, table, users), TableRounds()
    while table_id in bot.tables.tables:
        public = table.state.view(None)
        assert set(public) >= {"deck_size"} and "deck" not in public
        seat = table.to_act()[0]
        user = users[seat]
        p = public["pending"]
        stats["kinds"].add(p["kind"])
        board = fake.message(table.row.message_id)  # posted again lower down when the thread buried it
        assert dreambot.below_board(fake, table) <= BURIED_AFTER, "the table message stays in view"
        assert f"⏳ Now: **{user.name}**" in board.text, "the table message says whose choice it is"
        msg = (live_prompts(fake, user, table) or [None])[-1]
        # the DM prompt of the seat the engine waits for offers exactly its choices; it is their only live one
        assert msg is not None and dreambot.is_current(msg, table, user) and not channel_choices(fake, table)
        assert offered(msg) == [table.game.encode(a) for a in table.state.legal_actions(seat)]
        assert all(live_prompts(fake, u, table) == ([msg] if u is user else []) for u in users.values()), \
            "an old prompt keeps no live buttons"
        if p["kind"] == "return" and p["count"] == 2:
            # a menu of the pairs to shuffle back (a lone choice is a button)
            if len(table.state.legal_actions(seat)) > 1:
                assert msg.selects and msg.selects[0]["placeholder"].startswith("Choose the two dreams")
            assert dreams_short(p["dreams"]) in msg.text
        if p["kind"] == "sleep":
            # the danger and this turn's dice stand next to Sleep / Stay awake
            d = public["current_danger"]
            assert f"Exhaust {d['exhaust']}/3" in msg.text and f"Hunt {d['hunt']}/4" in msg.text
            assert f"/{d['shadow_limit']}" in msg.text and "this turn:" in msg.text
            assert any(face in msg.text.split("this turn:")[1] for face in DIE)
            assert {b["label"].split(":")[0] for b in msg.buttons if b["custom_id"].split(":")[3] == "a"} <= {
                "Sleep", "Stay awake"}
            stats["sleep_prompts"] += 1
            # the table message shows this turn's dice as faces
            dice = board.text.split("Dice this turn")[1]
            assert any(face in dice for face in DIE) and f"sleep marker **{public['sleep_marker']}**" in board.text
        if p["kind"] == "envy" and p["source"] == "shadow":
            # Shadow of Envy: the player to the dreamer's left chooses, on a prompt that shows the dreamer's danger
            assert seat == left_of(public, p["dreamer"]) and seat != p["dreamer"]
            assert f"chooses one of **{table.name_of(p['dreamer'])}**'s dreams to reroll" in msg.text
            assert f"**{table.name_of(p['dreamer'])}** ⭐" in msg.text
            stats["envy"] += 1
        if stats["clicks"] % 15 == 0:
            assert_no_leaks(fake, {u: deck_secrets(table) for u in users.values()})
            stats["audits"] += 1
        before = decision_of(table)
        handle = await dreambot.click_choice(fake, user, msg, rng, prefer=steer(public))
        await handle.ack()
        await dreambot.idle(fake, bot)
        stats["clicks"] += 1
        if table_id in bot.tables.tables:
            stats["shown"].append(fake.message(table.row.message_id).text.split("Last moves", 1)[-1])
        # one notification per own decision, none for another's move: a new DM, or the answer to the click
        # when it shows the clicker's next decision in the prompt they clicked (where they are looking)
        notified, posts = heard.since()
        key, seats = decision_of(table)
        asked = {users[s].id for s in seats if key != before[0] or s not in before[1]}
        if user.id in asked and dreambot.is_current(fake.message(msg.id), table, user):
            notified[user.id] += 1
        assert notified == {u.id: int(u.id in asked) for u in users.values()}, (notified, asked)
        stats["decisions"] += len(asked)
        name = rounds.of(table.state.view(None)) if table_id in bot.tables.tables else "the end"
        stats["rounds"][name] = stats["rounds"].get(name, 0) + posts
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

    # the luck was narrated in the table message's last moves: draws, every die with its face, sleeping and
    # staying awake; a whole-table round posted at most three channel messages (the end's results apart)
    public = "\n".join(stats["shown"])
    assert " draws " in public and " rolls: " in public and any(face in public for face in DIE)
    assert " sleeps" in public and "stays awake: sleep marker 4" in public and "to reroll." in public
    rounds = {name: posts for name, posts in stats["rounds"].items() if name != "the end"}
    assert len(rounds) >= 3 and max(rounds.values()) <= 3, rounds
    assert stats["decisions"] >= 10

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


async def test_closed_dms_play_from_the_calls_and_the_reminder_button(discord_fake, bot, monkeypatch):
    """bob's DMs are closed: his decisions mention him in the channel, with a My card button that opens
    his choices in one tap; so does the halfway reminder, and the call before it keeps no live button."""
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 12)
    fake.close_dms("bob")
    table = await dreambot.open_table(fake, bot, "alice", "general", "darkly_dreaming", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    bob = fake.users["bob"]
    seat = table.seat_of(bob.id)
    channel = dreambot.table_channel(fake, table)

    def calls() -> list[Any]:
        """The channel's messages calling bob: his turns' calls and the reminders."""
        return [m for m in fake.messages_in(channel) if f"<@{bob.id}>" in (m.content or "")
                and ("your turn" in m.content or "half your time" in m.content)]

    rng = random.Random(4)
    reminders = taps = 0
    while table.id in bot.tables.tables and taps < 8:
        acting = table.to_act()[0]
        user = users[acting]
        msg = dreambot.fresh_prompt(fake, user, table)  # a DM, or the answer bob clicked, his turn going on
        if acting == seat and msg is None:
            assert table.seats[seat].dm_closed and not fake.dms(bob)
            called = calls()
            assert [m for m in called if m.custom_ids] == called[-1:], "only his newest call has a button"
            # his first decision came before the bot knew (its DM failed): the note that his DMs are closed
            # called him; every later one has its call
            noted = [m for m in fake.messages_in(channel) if f"<@{bob.id}>, I can't send you" in (m.content or "")]
            assert len(noted) == 1 and bool(called) == bool(taps)
            if called and not reminders:
                # the halfway reminder mentions him once, with the same button; the call above loses its own
                table.remind_at = time.time()
                bot.tables.arm(table)
                await fake.wait_for(lambda: "half your time" in calls()[-1].content, 5, "the reminder")
                await dreambot.idle(fake, bot)
                reminder = calls()[-1]
                assert reminder.content.count(f"<@{bob.id}>") == 1 and len(calls()) == len(called) + 1
                assert [m for m in calls() if m.custom_ids] == [reminder] and not fake.dms(bob)
                reminders += 1
            last = (calls() or noted)[-1]
            msg = await (await fake.click(bob, last, dreambot.button_of(last, "hand"))).response()
            assert msg.ephemeral and offered(msg) == [table.game.encode(a) for a in table.state.legal_actions(seat)], \
                "one tap opens his choices"
            taps += 1
        assert msg is not None and dreambot.is_current(msg, table, user)
        await (await dreambot.click_choice(fake, user, msg, rng, prefer=steer(table.state.view(None)))).ack()
        await dreambot.idle(fake, bot)
    assert reminders == 1 and taps >= 3
    assert not fake.dms(bob)
