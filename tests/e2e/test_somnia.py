"""Somnia through the loopback Discord: players act only by clicking what the
bot showed them (DM prompts, or the table's My hand button), from /play to the
stats rows, with the secrecy audit of every hand at several points."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

from bot.pictures import Painter
from cogs.present.somnia import card_text, card_words
from cogs.screens.board import BURIED_AFTER
from tests import dreambot
from tests.loopback import audit
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e

PLAYERS = ("alice", "bob", "carol")


@pytest.fixture
async def bot(discord_fake, database):
    """The bot on each backend in turn (``database``: SQLite, then PostgreSQL)."""
    return await dreambot.start(discord_fake, database.path or database.url)


def hand_secrets(table: Any, users: dict[int, Any]) -> dict[Any, list[str]]:
    """The cards in each hand right now, as the bot writes them (public form and words)."""
    return {users[s]: [f for c in table.state.view(s)["hand"] for f in (card_text(c), card_words(c))]
            for s in users}


def shown_cards(msg: Any) -> list[str]:
    """The card codes a prompt offers (from the custom ids: the engine's encoding)."""
    return [cid.split(":", 4)[4] for cid in dreambot.action_prompt_ids(msg)]


async def click_once(fake: Any, bot: Any, table: Any, users: dict[int, Any], rng: random.Random,
                     via_hand: set[str] = frozenset(), prefer: Any = None,
                     via_call: set[str] = frozenset()) -> list[dict[str, Any]]:
    """The acting player clicks one of the cards the bot offers them; returns the buttons they saw.
    ``via_call``: players who open their hand from the My hand button of the message that called them."""
    seat = table.to_act()[0]
    user = users[seat]
    msg = None if user.name in via_hand | via_call else dreambot.fresh_prompt(fake, user, table)
    if user.name in via_call:
        called = [m for m in fake.messages_in(dreambot.table_channel(fake, table)) if f"<@{user.id}>" in m.content]
        # their turn's call, or the note that their DMs are closed if their turn came first
        assert called and ("your turn" in called[-1].content or "direct messages" in called[-1].content)
        msg = await (await fake.click(user, called[-1], dreambot.button_of(called[-1], "hand"))).response()
        assert msg.ephemeral and dreambot.action_prompt_ids(msg), "one tap on the call shows their hand to play"
    if msg is None:
        board = fake.message(table.row.message_id)
        msg = await (await fake.click(user, board, "My hand")).response()
        assert msg.ephemeral
    # exactly the engine's legal cards are offered, labelled in words, none else
    legal = [table.game.encode(a) for a in table.state.legal_actions(seat)]
    assert shown_cards(msg) == legal
    cards = [b for b in msg.buttons if b["custom_id"].split(":")[3] in dreambot.CHOICE_KINDS]
    night = table.state.view(None)["nightmare"]

    def words(card: str) -> str:  # a Nightmare card says so, with its trump rank when promoted (5: 11, 7: 12)
        if card[0] != night:
            return card_words(card)
        high = {"5": ", ranks 11", "7": ", ranks 12"}.get(card[1:], "")
        return f"{card_words(card)} \U0001f319 Nightmare{high}"
    assert [b["label"] for b in cards] == [
        words(c[1:]) if c[0] == "p" else f"Revoke: play {card_words(c[1:])} (you lose a life chip now)" for c in legal]
    # plays are grey (style 2): a coloured button would read as a suit; revokes red (4)
    assert [b["style"] for b in cards] == [2 if c[0] == "p" else 4 for c in legal]
    shown = [dict(b) for b in msg.buttons]
    handle = await dreambot.click_choice(fake, user, msg, rng, prefer)
    await handle.ack()
    await dreambot.idle(fake, bot)
    return shown


async def test_three_player_game_from_play_to_stats(discord_fake, bot, monkeypatch):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 3)  # 4 deals with these clicks
    started = time.monotonic()
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    table_id = table.id
    board = fake.message(table.row.message_id)

    # the table message: chips, Nightmare not set, the empty trick, whose turn
    first = table.to_act()[0]
    assert "Nightmare: not yet set" in board.text
    assert board.text.count("\u2764\ufe0f" * 3) == 3 and "3 life chips" in board.text
    assert f"{table.name_of(first)} to play" in board.text
    assert "Trick 1" in board.text and "0 pts" in board.text
    assert board.filenames == ["board.png"], "the trick is drawn too"
    # every player got their hand by DM, sorted by suit and rank; only the leader has cards to click
    for seat, user in users.items():
        hand = table.state.view(seat)["hand"]
        dm = fake.dms(user)[-1]
        for suit, name in (("R", "red"), ("B", "blue"), ("G", "green"), ("Y", "yellow")):
            ranks = " ".join(str(int(c[1:])) for c in hand if c[0] == suit)
            if ranks:
                assert f"**{name}**" in dm.text and ranks in dm.text
        assert bool(dreambot.action_prompt_ids(dm)) == (seat == first)
        assert dm.filenames == ["hand.png"], "the hand is drawn too"
    assert_no_leaks(fake, hand_secrets(table, users))

    rng = random.Random(7)
    audits = 1
    deal_mark = None
    deal, clicks = 1, 0
    while table_id in bot.tables.tables:
        view = table.state.view(None)
        if view["deal_number"] != deal:
            deal, deal_mark = view["deal_number"], audit.mark(fake)
        if not view["trick"] and view["trick_number"] in (2, 7, 12) and deal <= 3:
            if deal_mark is None:
                assert_no_leaks(fake, hand_secrets(table, users))
            else:
                assert_no_leaks(fake, hand_secrets(table, users), since=deal_mark)
            audits += 1
        if clicks % 2:  # chat between moves pushes the table message up: it comes back down
            await dreambot.chat(fake, bot, users[clicks % 3], table)
        below = dreambot.below_board(fake, table)
        assert below <= BURIED_AFTER, f"the table message sits {below} messages up"
        before = table.state.view(None)
        player = table.name_of(table.to_act()[0])
        posts = {m.id for m in fake.messages_in(dreambot.table_channel(fake, table))}
        await click_once(fake, bot, table, users, rng)
        clicks += 1
        # the bot's new posts but its table message (posted again at the bottom when chat buried it)
        posted = [m for m in fake.messages_in(dreambot.table_channel(fake, table))
                  if m.id not in posts and m.id != table.row.message_id]
        board = fake.message(table.row.message_id)
        after = table.state.view(None) if table_id in bot.tables.tables else None
        last_moves = board.text.split("Last moves", 1)[1] if "Last moves" in board.text else ""
        if after is not None and after["deal_number"] == deal:
            # a card played, even one that ends a trick, posts nothing: the table message shows it in its last
            # moves (the trick taken too), so it stays the newest message of the thread through the deal
            assert not posted, [m.content for m in posted]
            if after["trick_number"] == before["trick_number"]:
                assert f"**{player}** plays" in last_moves or f"**{player}** revokes" in last_moves, last_moves
            else:
                assert re.search(rf"\*\*\w+\*\* takes trick {before['trick_number']} \(.*\): \d+ points?\.",
                                 last_moves), last_moves
            assert dreambot.below_board(fake, table) <= BURIED_AFTER
        else:  # the deal ended: its result (and the next deal's start) is one post, the game's end one more
            assert 1 <= len(posted) <= 1 + (table_id not in bot.tables.tables), [m.content for m in posted]
            text = posted[0].content
            assert f"Deal {before['deal_number']} ends:" in text and "loses a life chip" in text, text
            assert " plays " not in text and " takes trick " not in text, text
        if table_id in bot.tables.tables and table.state.view(None)["deal_number"] != before["deal_number"]:
            text = "\n".join(m.content for m in fake.messages_in(dreambot.table_channel(fake, table))[-2:])
            assert f"Deal {before['deal_number']} ends:" in text and "loses a life chip" in text
            assert f"**Deal {before['deal_number'] + 1}**" in text
    assert audits >= 4
    # every hand prompt with choices carries exactly its one picture; one answered by its click (nothing
    # left to choose) lists the hand in words, with its picture only where it was drawn already
    prompts = [m for u in users.values() for m in fake.dms(u) if m.embeds]
    posted = [(m.history or [m.payload(fake.bot_user)])[0] for m in prompts]  # each as it came, with its choices
    assert posted and all(len(p["attachments"]) == 1 and p["attachments"][0]["filename"] == "hand.png" for p in posted)
    assert all(m.filenames in ([], ["hand.png"]) and bool(m.filenames) == bool(m.embeds[0].get("image"))
               for m in prompts)
    played, forced = await dreambot.clicks_and_forced_moves(bot, table_id)
    assert played == clicks and forced >= 2 * 3, "each deal's last trick plays itself (its leader's card too, when it is forced)"
    assert (clicks + forced) % 36 == 0 and clicks + forced >= 3 * 36  # whole deals of 12 tricks, at least 3

    # the end: the last deal, the winners, the results line per seat
    public = fake.messages_in(dreambot.table_channel(fake, table))
    tail = "\n".join(m.content for m in public[-3:])
    assert f"Deal {deal} ends:" in tail and "no life chips left" in tail
    over = public[-1].content
    assert "**Somnia** is over. Winner" in over and "life chip" in over and "Results are saved" in over
    final = table.state.view(None)
    assert "The game is over." in fake.message(table.row.message_id).text
    # the results rows and /stats
    finished = await bot.store.table(table_id)
    assert finished.status == "finished"
    best = max(final["lives"])
    for seat, user in users.items():
        rows = await bot.store.history(user.id)
        assert len(rows) == 1 and rows[0]["game"] == "somnia" and rows[0]["table_id"] == table_id
        assert rows[0]["score"] == final["lives"][seat] and bool(rows[0]["won"]) == (final["lives"][seat] == best)
    stats = await (await fake.slash("alice", "general", "stats")).response()
    assert stats.ephemeral and "1** games" in stats.text and "Somnia" in stats.text
    print(f"3-player Somnia: {deal} deals, {clicks} clicks, {time.monotonic() - started:.1f}s")


async def test_closed_dms_play_through_my_hand(discord_fake, bot, monkeypatch):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 6)  # 4 deals with these clicks
    fake.close_dms("bob")
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    bob = fake.users["bob"]
    notes = [m for m in fake.messages_in(dreambot.table_channel(fake, table)) if f"<@{bob.id}>, I can't send you" in m.content]
    assert len(notes) == 1 and "My hand" in notes[0].content
    # My hand shows bob his sorted hand even when it is not his turn
    board = fake.message(table.row.message_id)
    seat = table.seat_of(bob.id)
    mine = await (await fake.click(bob, board, "My hand")).response()
    assert mine.ephemeral and "your hand" in mine.text and mine.filenames == ["hand.png"]
    hand = table.state.view(seat)["hand"]
    assert all(str(int(c[1:])) in mine.text for c in hand)
    if seat not in table.to_act():
        assert not dreambot.action_prompt_ids(mine) and "Nothing to do right now" in mine.text
    rng = random.Random(11)
    clicks = turns = 0
    channel = dreambot.table_channel(fake, table)
    uncalled = int(seat in table.to_act())  # his first turn came before the note, which called him
    while table.id in bot.tables.tables:
        if seat in table.to_act():
            # one mention a turn (no more notifications than before), its button one tap from the hand
            calls = [m for m in fake.messages_in(channel) if f"<@{bob.id}>: your turn" in m.content]
            assert len(calls) == turns + 1 - uncalled, [m.content for m in calls]
            turns += 1
        await click_once(fake, bot, table, users, rng, via_call={"bob"})
        clicks += 1
        # a spent call keeps no live button: only the newest message of bob's calls has one
        spent = [m for m in fake.messages_in(channel) if f"<@{bob.id}>" in m.content and "your turn" in m.content]
        assert all(not m.custom_ids for m in spent[:-1] if m.id != table.row.message_id)
    assert turns > 10
    assert not fake.dms(bob)
    assert (await bot.store.table(table.id)).status == "finished"
    assert len(await bot.store.history(bob.id)) == 1
    assert len(await bot.store.actions(table.id)) >= 3 * 36 and clicks < len(await bot.store.actions(table.id))


async def test_two_players_deck_draws_and_a_revoke(discord_fake, bot, monkeypatch):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 1)
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob"], allow_revoke=True)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    board = fake.message(table.row.message_id)
    assert "Draw deck: 12 cards" in board.text
    rng = random.Random(5)
    plain = lambda b: ":a:p" in b.get("custom_id", "")  # noqa: E731
    # the first trick: both draw, the cards come privately, the deck count goes down
    await click_once(fake, bot, table, users, rng, prefer=plain)
    await click_once(fake, bot, table, users, rng, prefer=plain)
    assert "Draw deck: 10 cards" in board.text
    text = fake.message(table.row.message_id).text.split("Last moves", 1)[1]  # the table message shows the draws
    assert "draws a card (11 cards left in the deck)" in text and "(10 cards left in the deck)" in text
    # a player not called at once reads their draw with their next screen (held, not edited into an
    # old DM: issue 30): here the prompt the leader's card brings them
    waiting = [s for s, u in users.items() if not any("You drew" in m.content for m in fake.dms(u))]
    assert not set(waiting) & set(table.to_act()), "a player called now reads the draw in the call"
    if waiting:
        await click_once(fake, bot, table, users, rng, prefer=plain)
    for seat, user in users.items():  # what they read, though the answer to a later click replaced it
        assert any("You drew" in (text or "") for m in fake.dms(user)
                   for text in [m.content, *(h.get("content") for h in m.history)])
        assert not any("You drew" in m.text for m in fake.messages_in(dreambot.table_channel(fake, table)))
    assert table.state.view(None)["deal_number"] == 1
    assert_no_leaks(fake, hand_secrets(table, users))
    # a revoke is offered apart, says plainly what it costs, and costs a chip at once
    while table.id in bot.tables.tables:
        seat = table.to_act()[0]
        if table.state.view(seat)["revokes"]:
            lives = table.state.view(None)["lives"][seat]
            # a revoke asks first; Cancel changes nothing
            prompt = dreambot.fresh_prompt(fake, users[seat], table)
            revoke = next(b for b in prompt.buttons if ":c:r" in b["custom_id"])
            question = await (await fake.click(users[seat], prompt, revoke["custom_id"])).response()
            assert question.ephemeral and "This is a revoke" in question.content and "life chip" in question.content
            before = table.seq
            cancelled = await (await fake.click(users[seat], question, "Cancel")).response()
            assert "nothing was played" in cancelled.content and table.seq == before
            shown = await click_once(fake, bot, table, users, rng, prefer=lambda b: ":c:r" in b.get("custom_id", ""))
            revokes = [b for b in shown if ":c:r" in b["custom_id"]]
            assert revokes and all(b["label"].startswith("Revoke: play ") and b["style"] == 4 for b in revokes)
            assert table.state.view(None)["lives"][seat] == lives - 1
            text = fake.message(table.row.message_id).text.split("Last moves", 1)[1]
            assert f"**{table.name_of(seat)}** revokes with" in text and "loses a life chip for the revoke" in text
            break
        await click_once(fake, bot, table, users, rng, prefer=plain)
    else:
        pytest.fail("no revoke was ever offered")


async def test_my_hand_with_a_picture_is_answered_before_it_is_drawn(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    board = fake.message(table.row.message_id)
    bot.pictures.close()
    bot.pictures = Painter()  # nothing drawn yet (the DM at the deal drew this hand)
    handle = await fake.click("bob", board, "My hand")
    # the answer is a deferred ephemeral reply: Discord has it before Pillow runs
    assert (await handle.ack()).ack_type == 5
    hand = await handle.response()
    assert hand.ephemeral and hand.filenames == ["hand.png"] and hand.embeds
    # the same hand again: drawn already, so answered at once, picture included
    handle = await fake.click("bob", board, "My hand")
    assert (await handle.ack()).ack_type == 4
    again = await handle.response()
    assert again.ephemeral and again.filenames == ["hand.png"] and again.embeds
    assert again.attachments[0]["size"] == hand.attachments[0]["size"]
