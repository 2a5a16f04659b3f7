"""Issue 30: a move costs at most one request of the bot's global budget (the
rate-limited requests: every request made with the bot's token), counting
everything from /play to the result: the lobby, Start, the thread, DM channel
openings, My hand, every DM and every edit. Interaction answers and their
follow-ups do not count, nor do the channel webhook's requests (their own limits).

The next player's DM prompt is the move's one request. An old DM prompt is
never edited to take its buttons off (answered elsewhere, superseded by a new
prompt, timed out): a click on it answers "from an earlier turn" and changes
nothing. Private news between a player's decisions waits for their next screen."""

from __future__ import annotations

import collections
import random
from typing import Any

import pytest

from tests import dreambot
from tests.loopback.faults import call_kind, globally_limited

pytestmark = pytest.mark.e2e

DM_EDIT = "PATCH /channels/:id/messages/:id in DM"
BOT_EDIT_IN_CHANNEL = "PATCH /channels/:id/messages/:id in channel"


async def _whole_game(fake: Any, bot: Any, game: str, names: list[str], seed: int) -> tuple[int, int, Any]:
    """One game from /play to its result: (moves, clicks, rate-limited requests by kind)."""
    mark = fake.mark()
    table = await dreambot.open_table(fake, bot, names[0], "general", game, names[1:])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
    clicks = await dreambot.play_mixed(fake, bot, table.id, users, random.Random(seed))
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(table.id)).status == "finished"
    kinds = collections.Counter(call_kind(fake.channels, c) for c in fake.calls[mark:] if globally_limited(c.route))
    return len(await bot.store.actions(table.id)), clicks, kinds


@pytest.mark.parametrize("game, players", [("somnia", 3), ("traumland", 4), ("somnikum", 3), ("darkly_dreaming", 3),
                                           ("somna", 7)])
async def test_a_whole_game_costs_at_most_one_rate_limited_request_per_move(discord_fake, bot, game, players):
    fake = discord_fake
    names = [f"p{i}" for i in range(players)]
    for name in names:
        fake.add_user(name)
    moves, clicks, kinds = await _whole_game(fake, bot, game, names, seed=7)
    assert clicks >= 10, "a whole game"
    assert kinds[DM_EDIT] == 0, f"no DM is edited by the bot: {kinds}"
    # the result reaches the channel's card through the Start click's answer (a short game)
    assert kinds[BOT_EDIT_IN_CHANNEL] == 0, kinds
    assert sum(kinds.values()) <= moves, (sum(kinds.values()), moves, clicks, kinds)


async def test_the_tiny_game_costs_a_dm_per_move_and_its_thread(discord_fake, bot):
    """The tiny test game's eight to ten moves nearly all hand the turn to the
    other player, so its floor is a DM a move; they cannot carry a process's
    first DM channel openings, the channel's webhook and the game's thread
    under one request a move as well (about 1.1 a move: bench/README.md). Its
    later games, every one-time cost paid, are at most one new DM per click
    and the game's thread, with nothing else: no edit, no lobby request."""
    fake = discord_fake
    names = ["alice", "bob"]
    _, _, first = await _whole_game(fake, bot, "tinygame", names, seed=1)
    assert first["POST /users/@me/channels"] == 2 and first["POST /channels/:id/webhooks in channel"] == 1
    for seed in (2, 3):
        moves, clicks, kinds = await _whole_game(fake, bot, "tinygame", names, seed=seed)
        new_dms = kinds.pop("POST /channels/:id/messages in DM")
        assert kinds == {"POST /channels/:id/messages/:id/threads in channel": 1}, kinds
        assert new_dms <= clicks <= moves, (new_dms, clicks, moves)


async def test_a_dm_prompt_answered_elsewhere_is_not_edited_and_its_click_changes_nothing(discord_fake, bot):
    fake = discord_fake
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob", "carol")}
    rng = random.Random(4)
    board = fake.message(table.row.message_id)
    answered_elsewhere = []
    for _ in range(40):
        if len(answered_elsewhere) == 6:
            break
        user = users[table.to_act()[0]]
        prompt = dreambot.fresh_prompt(fake, user, table)
        assert prompt is not None, "the player was called"
        if not prompt.channel.is_dm:
            # the trick's winner goes on from the answer to their own click (My hand): no DM
            assert prompt.ephemeral_for is user, prompt
            await (await dreambot.click_choice(fake, user, prompt, rng)).ack()
            await dreambot.idle(fake, bot)
            continue
        mark = fake.mark()
        hand = await (await fake.click(user, board, dreambot.button_of(board, "hand"))).response()
        await (await dreambot.click_choice(fake, user, hand, rng)).ack()
        await dreambot.idle(fake, bot)
        limited = [call_kind(fake.channels, c) for c in fake.calls[mark:] if globally_limited(c.route)]
        assert DM_EDIT not in limited, "the DM prompt answered through My hand is left as it was"
        assert len(limited) <= 1, limited  # the next player's DM prompt, or nothing (the clicker goes on)
        answered_elsewhere.append((user, prompt))
    assert len(answered_elsewhere) == 6, "six DM prompts answered through My hand"
    for user, prompt in answered_elsewhere:
        assert dreambot.action_prompt_ids(fake.message(prompt.id)), "its buttons stayed"
        await dreambot.assert_stale(fake, bot, table, user, fake.message(prompt.id))
    await fake.stop_bot(bot)
