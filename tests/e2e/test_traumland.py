"""Traumland through the loopback Discord: three players act only by clicking
what the bot showed them (DM prompts, or the table's My hand button), from
/play to the stats rows, with at least one Dreamer declared by picking it from
what was shown, and the secrecy audit of every hand at several points."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

from bot import achievements, ratings
from cogs.present.traumland import DREAM_GROUP, card_text, hand_lines
from cogs.screens.board import BURIED_AFTER
from tests import dreambot
from tests.loopback import audit
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e

PLAYERS = ("alice", "bob", "carol")



def is_value_card(card: str) -> bool:
    return card[:1] in "RBYG" and card[1:].isdigit()


def hand_secrets(table: Any, users: dict[int, Any], declared: set[str]) -> dict[Any, list[str]]:
    """What would show a hand: each value card's code and text ("B7", "🟦 blue 7"),
    and the hand's colour rows as the DM writes them. A Dreamer declared as
    "🟦 blue 9" this round shows that text in public: that card's text is then
    left out (its code and the rows still count). Bare words ("blue 7") are no
    secret: every player's Dreamer list offers them all."""
    secrets = {}
    for seat, user in users.items():
        hand = table.state.view(seat)["hand"]
        cards = [c for c in hand if is_value_card(c)]
        items = [c for c in cards] + [t for c in cards if (t := card_text(c)) not in declared]
        items += [line for line in hand_lines(hand) if ":" in line]
        secrets[user] = items
    return secrets


def offered(msg: Any) -> list[str]:
    """The engine codes a prompt offers: button custom ids and select option values."""
    codes = [b["custom_id"].split(":", 4)[4] for b in msg.buttons if b["custom_id"].split(":")[3] == "a"]
    return codes + [o["value"] for s in msg.selects for o in s.get("options", [])]


def code_of(item: dict[str, Any]) -> str:
    return item.get("value") or item["custom_id"].split(":", 4)[4]


class Player:
    """Clicks like a person who passes often, plays a Dreamer when it is offered
    now and then, and otherwise plays a card."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def prefer(self, msg: Any):
        codes = offered(msg)
        roll = self.rng.random()
        if any(c.startswith("d") for c in codes) and roll < 0.3:
            return lambda o: code_of(o).startswith("d")
        if "x" in codes and roll < 0.8:
            return lambda o: code_of(o) == "x"
        return lambda o: code_of(o).startswith("p")


async def click_once(fake: Any, bot: Any, table: Any, users: dict[int, Any], player: Player,
                     via_hand: bool) -> tuple[str, bool]:
    """The acting player clicks one of the plays the bot offers them; returns
    the code they picked and whether it came from a select."""
    seat = table.to_act()[0]
    user = users[seat]
    msg = None if via_hand else dreambot.fresh_prompt(fake, user, table)
    if msg is None:
        board = fake.message(table.row.message_id)
        msg = await (await fake.click(user, board, "My hand")).response()
        assert msg.ephemeral and "your hand" in msg.text and msg.filenames == ["hand.png"]
    # exactly the engine's legal plays are offered, none else
    legal = [table.game.encode(a) for a in table.state.legal_actions(seat)]
    assert sorted(offered(msg)) == sorted(legal)
    # ruling 1: a Divine or a Dreamer as a Divine is offered beside other
    # cards only at a round's opening lead, and the prompt says why
    own = table.state.view(seat)
    special = {"DIV", "DRM"} & set(own["hand"])
    assert ("opening lead" in msg.text) == (own["opening_lead"] and bool(special))
    if own["opening_lead"]:
        assert ("pDIV" in legal) == ("DIV" in own["hand"]) and ("dDIV" in legal) == ("DRM" in own["hand"])
    from_select = bool(msg.selects)
    if from_select:  # many choices: the Dreamer's declarations are lists of their own
        for select in msg.selects:
            values = [o["value"] for o in select["options"]]
            dreams = [v.startswith("d") for v in values]
            assert all(dreams) == select["placeholder"].startswith(DREAM_GROUP) and (all(dreams) or not any(dreams))
    else:  # buttons: Pass and the plain cards only
        assert not any(c.startswith("d") for c in legal)
    before = len(fake.store)
    handle = await dreambot.click_choice(fake, user, msg, player.rng, player.prefer(msg))
    await handle.ack()
    await dreambot.idle(fake, bot)
    actions = await bot.store.actions(table.id)
    assert len(fake.store) >= before
    return actions[-1]["action"], from_select


def channel_text(fake: Any, table: Any, since: int) -> str:
    return "\n".join(m.content for m in fake.messages_in(dreambot.table_channel(fake, table))[since:])


async def play_game(fake: Any, bot: Any, seed: int) -> dict[str, Any]:
    table = await dreambot.open_table(fake, bot, "alice", "general", "traumland", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    table_id = table.id
    board = fake.message(table.row.message_id)
    pub = table.state.view(None)
    leader = table.name_of(pub["leader"])

    # the table message: three tracks at level 1, hand sizes, who leads, the 12 card
    assert board.text.count("**1**/12") == 3 and board.text.count("16 cards") == 3
    assert f"No card yet: **{leader}** leads." in board.text and "nobody yet" in board.text
    assert board.filenames == ["board.png"], "the levels and the card on top are drawn too"
    # every hand by DM, sorted by colour; only the leader has plays to click
    for seat, user in users.items():
        dm = fake.dms(user)[-1]
        for line in hand_lines(table.state.view(seat)["hand"]):
            assert line.replace("**", "") in dm.text.replace("**", "")
        assert bool(dreambot.action_prompt_ids(dm)) == (seat == pub["leader"])
        assert dm.filenames == ["hand.png"], "the hand is drawn too"
    assert_no_leaks(fake, hand_secrets(table, users, set()))

    player = Player(seed)
    declared: set[str] = set()  # Dreamer declarations made this round (public)
    dreams: list[tuple[str, str]] = []
    rnd, round_mark, audits, clicks = 1, None, 1, 0
    round_posts, most_posts = 0, 0  # the bot's posts in the thread this round, and in the busiest round
    owed: dict[Any, str] = {}  # a new round's hand line not yet shown to a player not called at once
    while table_id in bot.tables.tables:
        view = table.state.view(None)
        for user, line in list(owed.items()):  # it comes with the player's next screen (a DM or My hand)
            if any(line in (m.content or "") for m in fake.visible_to(user)):
                del owed[user]
        if view["round"] != rnd:
            # their next screen came within the round: a held line is never lost, nor edited into an old DM
            assert all(line.startswith(f"Round {view['round']},") for line in owed.values()), \
                f"a new round's hand was never shown: {owed}"
            rnd, round_mark, declared = view["round"], audit.mark(fake), set()
            most_posts, round_posts = max(most_posts, round_posts), 0
        if clicks % 25 == 12:  # mid-round audits
            secrets = hand_secrets(table, users, declared)
            if round_mark is None:
                assert_no_leaks(fake, secrets)
            else:
                assert_no_leaks(fake, secrets, since=round_mark)
            audits += 1
        if clicks % 3 == 1:  # chat between moves pushes the table message up: it comes back down
            await dreambot.chat(fake, bot, users[clicks % 3], table)
        below = dreambot.below_board(fake, table)
        assert below <= BURIED_AFTER, f"the table message sits {below} messages up"
        seen = len(fake.messages_in(dreambot.table_channel(fake, table)))
        known = {m.id for m in fake.messages_in(dreambot.table_channel(fake, table))}
        code, shown = await click_once(fake, bot, table, users, player, via_hand=clicks % 7 == 3)
        clicks += 1
        # the bot's posts of this move, but its table message posted again at the bottom
        round_posts += sum(1 for m in fake.messages_in(dreambot.table_channel(fake, table))
                           if m.id not in known and m.id != table.row.message_id and m.author not in users.values())
        board = fake.message(table.row.message_id)
        if code.startswith("d"):
            dreams.append((code, "select" if shown else "button"))
            if code != "dDIV":
                declared.add(card_text(code[1:]))
        after = table.state.view(None)
        text = channel_text(fake, table, seen)
        last_moves = board.text.split("Last moves", 1)[-1]
        assert "wins the trick" not in text, "a trick is not a post of its own"
        for seat in range(3):  # a trick won: the table message's last moves say who and their new level (a
            # round's last trick: the round's result, posted, says the levels; the new round's moves start afresh)
            if after["round"] == view["round"] and after["tricks"][seat] > view["tricks"][seat]:
                assert re.search(rf"\*\*{table.name_of(seat)}\*\* wins the trick.* is now at level \*\*\d+\*\*\.",
                                 last_moves), last_moves
        if after["top"] and not after["over"]:  # the board: the card on top, who played it, who passed since
            board_text = board.text
            assert f"played by **{table.name_of(after['top']['seat'])}**" in board_text
            if after["passes"]:
                assert "Passed since: " + ", ".join(f"**{table.name_of(p)}**" for p in after["passes"]) in board_text
            if code.startswith("d") and code != "dDIV":
                assert f"\U0001f319 Dreamer as {card_text(code[1:])}" in board_text
        if after["round"] != view["round"] or after["over"]:
            assert f"**Round {view['round']} is over**" in text and "Levels: " in text, text
            assert all(f"{table.name_of(s)} **{lv}**" in text for s, lv in enumerate(after["levels"]))
        if not after["over"] and after["round"] != view["round"]:
            assert f"**Round {after['round']}**:" in text
            for seat, user in users.items():  # the new hand comes by DM, or with the player's next screen
                line = f"Round {after['round']}, your hand: "
                if not any(line in m.content for m in fake.dms(user)[-2:]):
                    assert seat not in table.state.awaiting(), "a player called now has the line in the call"
                    owed[user] = line
    assert audits >= 4
    assert max(most_posts, round_posts) <= 3, f"{max(most_posts, round_posts)} posts in a round"

    # the end: places in the channel, the board's final state, the rows for /stats
    final = table.state.view(None)
    holder = final["holder_of_12"]
    assert holder is not None and final["levels"][holder] == 12
    outcome = sorted(table.state.outcome(), key=lambda r: (r.place, r.seat))
    over = fake.messages_in(dreambot.table_channel(fake, table))[-1].content
    assert "**Traumland** is over. Winner: " + f"**{table.name_of(holder)}**" in over
    assert f"\U0001f947 **{table.name_of(holder)}**: level 12 \u00b7 \U0001f451 holds the 12 card" in over
    for r in outcome:
        assert f"**{table.name_of(r.seat)}**: level {final['levels'][r.seat]}" in over
    assert "Results are saved" in over
    assert f"**{table.name_of(holder)}** reaches **12**, takes the 12 card" in channel_text(fake, table, 0)
    final_board = fake.message(table.row.message_id).text
    assert "game over" in final_board and f"**{table.name_of(holder)}** holds the 12 card and wins" in final_board
    assert (await bot.store.table(table_id)).status == "finished"
    for r in outcome:
        rows = [row for row in await bot.store.history(users[r.seat].id) if row["table_id"] == table_id]
        assert len(rows) == 1 and rows[0]["game"] == "traumland" and rows[0]["place"] == r.place
        assert rows[0]["score"] == final["levels"][r.seat] and bool(rows[0]["won"]) == (r.seat == holder)
    assert (await dreambot.clicks_and_forced_moves(bot, table_id))[0] == clicks
    # rated (three humans) and the achievements the final state decides, stored with the results
    moved = await bot.store.rating_changes(table_id, table.row.guild_id)
    assert set(moved) == {u.id for u in users.values()}
    # everyone's first rated game: the shown rating (0-based, never below 0) is provisional
    shown = {u.id: ratings.shown(moved[u.id]["after"]) for u in users.values()}
    assert all(f"rating {shown[u.id]:.1f} (" in over for u in users.values())
    assert over.count("provisional: 1 of 3 rated games") == len(users) and "rating -" not in over
    earned = achievements.earned("traumland", table.state.outcome(), final)
    assert [tuple(r) for r in await bot.store.table_achievements(table_id)] == sorted(
        (users[seat].id, key) for seat, keys in earned.items() for key in keys)
    return {"dreams": dreams, "clicks": clicks, "rounds": final["round"], "table": table_id}


async def test_three_player_game_from_play_to_stats(discord_fake, bot, monkeypatch):
    fake = discord_fake
    started = time.monotonic()
    games = []
    for seed in (4, 5, 6):  # replay (bounded) until someone has declared a Dreamer by clicking
        dreambot.fix_table_seed(monkeypatch, seed)
        games.append(await play_game(fake, bot, seed))
        if games[-1]["dreams"]:
            break
    dreams = games[-1]["dreams"]
    assert dreams, "no Dreamer was declared in three games"
    assert {how for _, how in dreams} == {"select"}, dreams
    stats = await (await fake.slash("alice", "general", "stats")).response()
    assert stats.ephemeral and f"{len(games)}** game" in stats.text and "Traumland" in stats.text
    print(f"3-player Traumland: {len(games)} game(s), last {games[-1]['rounds']} rounds, "
          f"{games[-1]['clicks']} clicks, Dreamers {dreams}, {time.monotonic() - started:.1f}s")
