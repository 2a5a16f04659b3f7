"""Somnikum through the loopback Discord: two players act only by clicking what
the bot showed them (DM prompts, or the table's My hand button), from /play to
the stats rows, with the secrecy audit of goal cards and encounter cards in
hand at several points of the game."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

from cogs.present.somnikum_names import goal_name
from cogs.present.somnikum_takes import signed
from cogs.present.somnikum_words import card_words
from games.somnikum.takes import takes
from tests import dreambot
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e

PLAYERS = ("alice", "bob")



def secrets(table: Any, users: dict[int, Any]) -> dict[Any, list[str]]:
    """Each seat's goal card (id and name) and the ids of the encounter cards in its hand now."""
    out = {}
    for seat, user in users.items():
        view = table.state.view(seat)
        out[user] = ([view["goal"], goal_name(view["goal"])] + [e["id"] for e in view["encounters"]]
                     + [e["id"] for e in view.get("drawn", [])])
    return out


def prompt_for(fake: Any, user: Any, table: Any) -> Any:
    msg = dreambot.action_prompt(fake, user, table.id)
    if msg is not None:
        ids = dreambot.action_prompt_ids(msg)
        if ids and int(ids[0].split(":")[2]) >= table.epoch(table.to_act()[0]):
            return msg
    return None


def offered(msg: Any) -> list[str]:
    """The encoded actions a prompt offers (buttons and select options)."""
    values = [cid.split(":", 4)[4] for cid in msg.custom_ids if cid.startswith("dg:") and cid.split(":")[3] == "a"]
    values += [o["value"] for s in msg.selects for o in s.get("options", [])]
    return values


def labels(msg: Any) -> list[str]:
    return ([b["label"] for b in msg.buttons if b.get("custom_id", "").split(":")[3:4] == ["a"]]
            + [o["label"] for s in msg.selects for o in s.get("options", [])])


def not_back(item: dict) -> bool:
    return not item.get("label", "").startswith("\u2190")


def step_by_step(item: dict) -> bool:
    """Not Back, and not a chain: this game goes through every phase (the one-pick turn has its test)."""
    return not_back(item) and "+" not in (item.get("value") or item.get("custom_id", ""))


async def test_two_player_game_from_play_to_stats(discord_fake, bot):
    fake = discord_fake
    started = time.monotonic()
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnikum", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    table_id = table.id
    board = fake.message(table.row.message_id)

    # the table message: round, the fresh ring numbered 1..16, who places the flywheels, the picture
    assert "round 1 of 3" in board.text and "places the flywheels" in board.text
    assert "`16`" in board.text and "16 cards left" in board.text
    # the ring, then one picture per dream, each in an embed of its own under the board's
    assert board.filenames == ["board.png", "dream-1.png", "dream-2.png"] and len(board.embeds) == 3
    placer = table.to_act()[0]
    # hidden things by DM: tokens, goal card; only the placer has choices
    for seat, user in users.items():
        dm = fake.dms(user)[-1]
        view = table.state.view(seat)
        assert f"Your goal card, {goal_name(view['goal'])}" in dm.text and "Your sand tokens" in dm.text
        assert bool(dreambot.action_prompt_ids(dm)) == (seat == placer)
    assert_no_leaks(fake, secrets(table, users))

    rng = random.Random(3)
    clicks = audits = 0
    seen_phases: set[str] = set()
    reshuffled = False
    warned = 0
    while table_id in bot.tables.tables:
        seat = table.to_act()[0]
        user = users[seat]
        phase = table.state.phase
        seen_phases.add(phase)
        msg = prompt_for(fake, user, table)
        if msg is None or clicks % 25 == 7:  # now and then through My hand (ephemeral)
            # the table message, wherever it is now (posted again lower down when buried)
            msg = await (await fake.click(user, fake.message(table.row.message_id), "My hand")).response()
            assert msg.ephemeral
        # exactly the engine's legal actions are offered, each labelled in words, and at the
        # start of a turn the chains of them that take a card (and place it) in one click
        legal = [table.game.encode(a) for a in table.state.legal_actions(seat)]
        single = [v for v in offered(msg) if "+" not in v]
        assert sorted(single) == sorted(legal), (phase, offered(msg), legal)
        chained = {table.game.encode(x.chain) for x in takes(table.state, seat)} | {
            table.game.encode(p.chain) for x in takes(table.state, seat) for p in x.places if p.chain}
        assert set(offered(msg)) - set(single) <= chained and (phase != "start" or len(offered(msg)) > len(single))
        shown = labels(msg)
        assert all(len(x) <= 100 for x in shown)
        if phase == "steps":
            assert all(re.match(r"(Flywheel [12]: \d+ steps?( \u21ba)? \u2192 take \S+ .*\((free|pay)|\u2190 Back)", x)
                       for x in shown), shown
        if phase == "attach":
            assert any(x.startswith("Attach to level 1") for x in shown)
        if phase == "keep":
            assert all(re.match(r"Keep E\d\d '", x) for x in shown)
        if not reshuffled and clicks % 10 == 0:
            assert_no_leaks(fake, secrets(table, users))
            audits += 1
        handle = await dreambot.click_choice(fake, user, msg, rng, prefer=step_by_step)
        await handle.ack()
        await dreambot.idle(fake, bot)
        clicks += 1
        if table_id in bot.tables.tables:
            # K-14 and K-16 on the table message: every player's token backs,
            # and the warning when this turn ends the round or the game
            pub = table.state.view(None)
            board_text = fake.message(table.row.message_id).text
            for s, backs in enumerate(pub["token_backs"]):
                assert (f"\u23f3{pub['token_counts'][s]} ({backs['sand']} sand, {backs['blank']} blank)"
                        in board_text)
            turn = pub.get("turn") or {}
            ending = ("This turn ends the game" if turn.get("game_ends_after_turn")
                      else "This turn ends the round" if turn.get("round_ends_after_turn") else None)
            assert (ending in board_text) if ending else "This turn ends" not in board_text
            warned += bool(ending)
            reshuffled = reshuffled or any("shuffled into a new deck" in m.text
                                           for m in fake.messages_in(dreambot.table_channel(fake, table))[-2:])
    assert audits >= 3 and {"flywheels", "start", "steps", "attach"} <= seen_phases and warned >= 1

    # the end: the scoring breakdown per player, the winner, the results rows and /stats
    public = fake.messages_in(dreambot.table_channel(fake, table))
    tail = "\n".join(m.text for m in public[-3:])
    assert "**Final scoring**" in tail and "level 2 (x2)" in tail and any(f"Goal {goal_name(g)}: " in tail for g in (f"G{i}" for i in range(1, 9)))
    over = public[-1].content
    assert "**Somnikum** is over. Winner" in over and " VP (" in over and "Results are saved" in over
    final = table.state.view(None)
    assert final["over"] and "final scores" in fake.message(table.row.message_id).text
    totals = [b["total"] for b in final["scores"]]
    for seat, user in users.items():
        rows = await bot.store.history(user.id)
        assert len(rows) == 1 and rows[0]["game"] == "somnikum" and rows[0]["table_id"] == table_id
        assert rows[0]["score"] == totals[seat] and bool(rows[0]["won"]) == (final["places"][seat] == 1)
    stats = await (await fake.slash("alice", "general", "stats")).response()
    assert stats.ephemeral and "1** games" in stats.text and "Somnikum" in stats.text
    assert (await dreambot.clicks_and_forced_moves(bot, table_id))[0] == clicks
    print(f"2-player Somnikum: {clicks} clicks, {audits} audits, {time.monotonic() - started:.1f}s")


async def test_play_out_with_closed_dms(discord_fake, bot, monkeypatch):
    """dreambot.play_out: random clicks (Back included) through My hand only, to the end
    (text board only here: the picture is proved by the first test)."""
    from cogs.present.somnikum import PRESENTER

    monkeypatch.setattr(PRESENTER, "picture", False)
    fake = discord_fake
    fake.close_dms("bob")
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnikum", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    clicks = await dreambot.play_out(fake, bot, table.id, users, seed=5)
    assert clicks >= 20 and not fake.dms(fake.users["bob"])  # a whole game (one pick a turn now)
    assert (await bot.store.table(table.id)).status == "finished"
    assert len(await bot.store.history(fake.users["bob"].id)) == 1


def take_options(msg: Any) -> list[dict]:
    """The prompt's menu options that take a card and place it in one pick."""
    return [o for s in msg.selects for o in s.get("options", []) if o["value"].count("+") >= 2]


def check_reachable(msg: Any, table: Any, seat: int) -> None:
    """The prompt lists every card the seat can reach, with the VP its dream
    would gain on each level (the engine's figures), and offers each free
    card and level as one pick that says its score."""
    text = msg.text
    options = {o["value"]: o for o in take_options(msg)}
    reachable = takes(table.state, seat)
    assert reachable
    for take in reachable:
        gains = ", ".join(f"level {p.level}: {signed(p.gain)}" for p in take.places)
        assert f"{take.steps} step{'s' if take.steps > 1 else ''}: {card_words(take.card)} \u00b7 " in text
        assert gains in text, (card_words(take.card), gains)
        for place in take.places:
            if place.chain is not None:
                label = options[table.game.encode(place.chain)]["label"]
                assert card_words(take.card) in label and label.endswith(f"level {place.level}: {signed(place.gain)} VP")


async def test_a_whole_game_in_at_most_two_clicks_a_turn(discord_fake, bot, monkeypatch):
    """Issue 29: the common turn (a card and where it goes) is one pick from
    the prompt's menu, and at most one more click (End my turn while holding
    encounter cards); the prompt lists every reachable card with its score;
    each round is posted as one short line per player."""
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 29)
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnikum", ["bob"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    rng = random.Random(11)
    turns: list[list[str]] = []  # the phases a player clicked in, per turn
    edits = 0
    while table.id in bot.tables.tables:
        seat = table.to_act()[0]
        user = users[seat]
        state = table.state
        phase = state.phase
        msg = prompt_for(fake, user, table)
        if msg is None:
            msg = await (await fake.click(user, fake.message(table.row.message_id), "My hand")).response()
        if phase == "start" and not state.turn["placed"]:
            turns.append([])
            check_reachable(msg, table, seat)
            pick = rng.choice(take_options(msg))
            select = next(s for s in msg.selects if pick in s.get("options", []))
            handle = await fake.select(user, msg, [pick["value"]], custom_id=select["custom_id"])
        else:
            end = lambda o: o.get("label") == "End my turn"  # noqa: E731 - the common turn plays nothing after
            handle = await dreambot.click_choice(fake, user, msg, rng, prefer=end)
        if phase != "flywheels":
            turns[-1].append(phase)
        await handle.ack()
        await dreambot.idle(fake, bot)
        if table.id in bot.tables.tables and table.to_act() == [seat] and table.state.phase not in ("start", "flywheels"):
            # the turn goes on: its next choices came in the answer, the same message edited
            assert prompt_for(fake, user, table) is not None and prompt_for(fake, user, table).id == msg.id
            edits += 1
    assert (await bot.store.table(table.id)).status == "finished"
    common = [t for t in turns if not {"keep", "extra", "rob", "mend", "dust", "dust_target"} & set(t)]
    assert len(common) > 20 and max(len(t) for t in common) <= 2, common
    clicks, _ = await dreambot.clicks_and_forced_moves(bot, table.id)
    print(f"Somnikum, one pick a card: {sum(map(len, common)) / len(common):.2f} clicks per common turn "
          f"({len(common)} of {len(turns)} turns), {clicks} clicks in all, {edits} answers that went on in the prompt")

    # the round's log: one post a round, its header and one short line per player
    posts = [m for m in fake.messages_in(dreambot.table_channel(fake, table))
             if re.match(r"\S+ \*\*Round \d ends\*\*", m.content)]
    assert len(posts) == 3
    for post in posts:
        lines = post.content.split("\n")
        for name in PLAYERS:
            mine = [x for x in lines if x.startswith(f"**{name}**: ") and " VP so far" in x]
            assert len(mine) == 1 and len(mine[0]) <= 400, lines
        if post is not posts[-1]:  # the last round's post goes on with the final scoring
            assert len(lines) == 1 + len(PLAYERS) and len(lines[0]) <= 400, lines
    longest = max(len(x) for post in posts for x in post.content.split("\n") if " VP so far" in x)
    print(f"round posts: {[len(p.content) for p in posts]} characters, the longest player line {longest}")
    # the turns stay on the board ("Last moves"), never posted
    posted = "\n".join(m.text for m in fake.messages_in(dreambot.table_channel(fake, table))
                       if m.id != table.row.message_id)
    assert " moves flywheel " not in posted and " attaches " not in posted
