"""Bot players through the loopback Discord (issue 25): tables with bot seats
at each level play to the end in every game, an away player's seat is played
by the normal bot and handed back on "I'm back", the Hint button shows only
on practice tables (and the secrecy audit reads every hint), and a bot that
raises or hangs gives way to the default move while the table goes on.

What a bot plays is the games' business (games/<game>/ai.py): these tests
assert that its moves are legal (the replay check replays every stored
action), that the tables finish and that the bots take part, never a
particular move."""

from __future__ import annotations

import json
import random
import time
from typing import Any, Callable

import pytest

import games.ai
from bot import ai_moves
from bot import tables as tables_module
from cogs.present import presenter_for
from tests import dreambot
from cogs.present.somnia import card_text, card_words
from tests.loopback import audit
from words import t

pytestmark = pytest.mark.e2e



async def _open(fake: Any, bot: Any, host: str, game: str, guests: list[str], bots: list[str],
                **options: Any) -> Any:
    lobby = await (await fake.slash(host, "general", f"play {game}", **options)).response()
    for guest in guests:
        await (await fake.click(guest, lobby, "Join")).response()
    for level in bots:
        label = "Add bot player" if level == games.ai.DEFAULT_LEVEL else f"Add {level} bot"
        await (await fake.click(host, lobby, label)).response()
    shown = fake.message(lobby.id).text
    assert all(f"({level})" in shown for level in bots), "the lobby shows each bot's level"
    await (await fake.click(host, lobby, "Start")).ack()
    await dreambot.idle(fake, bot)
    table = next((t for t in bot.tables.tables.values() if lobby.id in (t.row.message_id, t.row.lobby_message_id)),
                 None) or bot.tables.in_channel(fake.channel("general").id)
    assert table is not None and table.running
    return table


async def _expire(fake: Any, bot: Any, table: Any) -> None:
    """The decision's time runs out now."""
    seq = table.seq
    table.due_at, table.reminded = time.time(), True
    bot.tables.arm(table)
    await fake.wait_for(lambda: table.id not in bot.tables.tables or table.seq != seq, 10, "the deadline's defaults")
    await dreambot.idle(fake, bot)


async def _prompt(fake: Any, bot: Any, table: Any, user: Any) -> Any:
    msg = dreambot.fresh_prompt(fake, user, table)
    if msg is None:
        board = fake.message(table.row.message_id or table.row.lobby_message_id)
        msg = await (await fake.click(user, board, presenter_for(table.row.game).hand_label)).response()
    return msg if dreambot.action_prompt_ids(msg) else None


async def _drive(fake: Any, bot: Any, table: Any, users: dict[int, Any], *, seed: int = 0, max_steps: int = 1500,
                 each: Callable[[Any, int], Any] | None = None) -> None:
    """The humans click until the table is finished; when no human is asked
    (a seat waiting out a plea, a silent player), the deadline passes."""
    rng = random.Random(seed)
    end_day = lambda o: str(o.get("label", "")).startswith(("End the day", "Watch", "Sleep"))  # noqa: E731
    for _ in range(max_steps):
        if table.id not in bot.tables.tables or not table.running:
            return
        asked = [s for s in table.state.awaiting() if s in users and not table.seats[s].away]
        msg = None
        if asked:
            seat = rng.choice(asked)
            msg = await _prompt(fake, bot, table, users[seat])
        if msg is None:
            await _expire(fake, bot, table)
            continue
        if each is not None:
            await each(msg, seat)
        prefer = end_day if table.row.game == "somna" and rng.random() < 0.7 else None
        await (await dreambot.click_choice(fake, users[seat], msg, rng, prefer=prefer)).ack()
        await dreambot.idle(fake, bot)
    raise AssertionError("the game did not end")


GAME_TABLES = [("somnia", ["easy", "hard"]), ("traumland", ["normal", "hard"]), ("somnikum", ["hard", "easy"]),
               ("darkly_dreaming", ["normal", "normal"]), ("somna", ["easy", "normal", "hard", "normal", "hard", "easy"])]


@pytest.mark.parametrize("game, levels", GAME_TABLES)
async def test_a_table_with_bot_seats_plays_to_the_end(discord_fake, bot, monkeypatch, game, levels):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 2500 + len(game))
    table = await _open(fake, bot, "alice", game, [], levels)
    assert [s.ai_level for s in table.seats] == [None, *levels]
    board = fake.message(table.row.message_id or table.row.lobby_message_id).text
    assert all(table.name_of(seat) in board for seat in range(1, len(table.seats))), "the board names each bot"
    assert all(f"({s.ai_level})" in s.name for s in table.seats if s.is_ai)
    offered: list[bool] = []

    async def hint_offered(msg: Any, seat: int) -> None:
        if not msg.ephemeral and not msg.channel.is_dm:
            if len(offered) >= 3:
                return
            # a choice on the channel's turn message: the Hint is on the player's own screen
            board = fake.message(table.row.message_id or table.row.lobby_message_id)
            msg = await (await fake.click("alice", board, presenter_for(game).hand_label)).response()
        offered.append(any(c.split(":")[3] == "hint" for c in msg.custom_ids if c.startswith("dg:")))

    await _drive(fake, bot, table, {0: fake.users["alice"]}, each=hint_offered)
    assert (await bot.store.table(table.id)).status == "finished"
    assert offered and all(offered), "a table with a bot seat is practice: every prompt offers a Hint"

    rows = await bot.store.actions(table.id)
    bot_moves = [r for r in rows if r["source"] == "ai"]
    assert bot_moves and {r["seat"] for r in bot_moves} <= set(range(1, len(table.seats)))
    if game == "traumland":
        assert any(r["action"].startswith("p") for r in bot_moves), "the Traumland bots play cards, not only pass"
    if game == "darkly_dreaming":
        assert any(r["action"] == "w" for r in bot_moves), "the Darkly Dreaming bots stay awake and draw"

    said = "\n".join(m.text for m in fake.messages_in(dreambot.table_channel(fake, table)))
    assert "Not rated: a practice table" in said
    details = await _details(bot, table)
    assert all(details[s]["bot_level"] == levels[s - 1] for s in range(1, len(table.seats)))

    if game == "somnia":  # Play again brings the bot seats back at their levels
        result = next(m for m in reversed(fake.messages_in(dreambot.table_channel(fake, table)))
                      if any(b.get("label") == "Play again" for b in m.buttons))
        await (await fake.click("alice", result, "Play again")).response()
        await dreambot.idle(fake, bot)
        again = next(t for t in bot.tables.tables.values() if t.row.rematch_of == table.id)
        assert [s.ai_level for s in again.seats] == [None, *levels]


async def test_an_away_seat_is_played_by_the_normal_bot_until_its_player_is_back(discord_fake, bot, monkeypatch):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 91)
    monkeypatch.setattr(tables_module, "AWAY_AFTER_TIMEOUTS", 1)
    table = await _open(fake, bot, "alice", "somnia", ["bob", "carol"], [])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob", "carol")}
    bob = table.seat_of(fake.users["bob"].id)
    # bob says nothing: his time runs out, he is away and the bot plays him
    while not table.seats[bob].away:
        if bob in table.state.awaiting():
            await _expire(fake, bot, table)
        else:
            seat = table.state.awaiting()[0]
            msg = await _prompt(fake, bot, table, users[seat])
            await (await dreambot.click_choice(fake, users[seat], msg, random.Random(1))).ack()
            await dreambot.idle(fake, bot)
    played = len([r for r in await bot.store.actions(table.id) if r["source"] == "away"])
    rounds = 0
    while len([r for r in await bot.store.actions(table.id) if r["source"] == "away"]) < played + 2:
        seat = next(s for s in table.state.awaiting() if s != bob)
        msg = await _prompt(fake, bot, table, users[seat])
        await (await dreambot.click_choice(fake, users[seat], msg, random.Random(rounds))).ack()
        await dreambot.idle(fake, bot)
        rounds += 1
        assert table.running and rounds < 40, "the bot played bob's turns"
    assert table.meta.get("bot_played") == [bob]

    # bob is back: from now on he plays his own seat
    board = fake.message(table.row.message_id or table.row.lobby_message_id)
    back = await (await fake.click("bob", board, "I'm back")).response()
    assert "Welcome back" in back.content
    mark = len(await bot.store.actions(table.id))
    await _drive(fake, bot, table, users, seed=5)
    later = (await bot.store.actions(table.id))[mark:]
    assert any(r["seat"] == bob and r["source"] == "player" for r in later)
    assert not any(r["source"] == "away" for r in later), "nobody plays for bob once he is back"

    details = await _details(bot, table)
    assert details[bob].get("bot_played") is True and "away_at_end" not in details[bob]
    said = fake.messages_in(dreambot.table_channel(fake, table))[-1].text
    assert "played by the bot while away" in said and "counted as a loss" not in said
    assert "rating" in said, "back before the end: the game is rated as usual"


async def _details(bot: Any, table: Any) -> dict[int, dict[str, Any]]:
    rows = await bot.store._fetchall("SELECT seat, details FROM results WHERE table_id = ?", (table.id,))
    return {r["seat"]: json.loads(r["details"]) for r in rows}


async def test_the_hint_button_is_only_on_practice_tables_and_tells_no_secret(discord_fake, bot, monkeypatch):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 17)
    rated = await _open(fake, bot, "alice", "somnia", ["bob"], [])
    users = {rated.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    seen: list[Any] = []

    async def no_hint(msg: Any, seat: int) -> None:
        assert not any(c.split(":")[3] == "hint" for c in msg.custom_ids if c.startswith("dg:")), "no Hint when rated"
        seen.append(msg)

    for _ in range(4):
        seat = rated.state.awaiting()[0]
        msg = await _prompt(fake, bot, rated, users[seat])
        await no_hint(msg, seat)
        await (await dreambot.click_choice(fake, users[seat], msg, random.Random(2))).ack()
        await dreambot.idle(fake, bot)
    assert seen
    await (await fake.slash("alice", "general", "table end")).response()
    await dreambot.idle(fake, bot)

    practice = await _open(fake, bot, "alice", "somnia", ["bob"], [], practice=True)
    users = {practice.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    hints: list[Any] = []

    async def ask(msg: Any, seat: int) -> None:
        user = users[seat]
        mark = audit.mark(fake)
        answer = await (await fake.click(user, msg, "Hint")).response()
        assert answer.ephemeral and answer.ephemeral_for == user and "Hint" in answer.text, answer.text
        legal = [presenter_for("somnia").choice(practice, seat, a).label for a in practice.state.legal_actions(seat)]
        assert any(label in answer.text for label in legal), "the hint names one of the player's own choices"
        hints.append(answer)
        # the audit reads the hint and the log: no card of any hand but the asker's own in them
        # (another message edited since the mark may be a late picture of a hand of the last
        # deal, whose cards the new deal gave to someone else: the whole-game audits read those)
        hands = {users[s]: [f for c in practice.state.view(s)["hand"] for f in (card_text(c), card_words(c))]
                 for s in users}
        leaks = [leak for leak in audit.find_leaks(fake, hands, since=mark)
                 if leak.where == "log line" or str(answer.id) in leak.where.split()]
        assert not leaks, "\n".join(map(str, leaks))

    await _drive(fake, bot, practice, users, each=ask, seed=3)
    assert len(hints) >= 10


    # a Hint click that reaches a rated table (an old button) is told so and shown nothing
    again = await _open(fake, bot, "alice", "somnia", ["bob"], [], practice=True)
    seat = again.state.awaiting()[0]
    user = fake.users["alice"] if again.seat_of(fake.users["alice"].id) == seat else fake.users["bob"]
    msg = await _prompt(fake, bot, again, user)
    again.row.practice = False
    answer = await (await fake.click(user, msg, "Hint")).response()
    assert answer.ephemeral and answer.content == t("play-hint-rated")


async def test_a_bot_that_raises_or_hangs_plays_the_default_and_the_table_goes_on(discord_fake, bot, monkeypatch,
                                                                                  caplog):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 33)
    # in this process, so the failing player below is the one the bot asks
    old = ai_moves.use(ai_moves.AiMoves("thread"))
    monkeypatch.setitem(ai_moves.BUDGET, "normal", 0.2)
    calls = {"n": 0}

    class Failing:
        @staticmethod
        def choose(view: Any, legal: list[Any], level: str, rng: random.Random) -> Any:
            calls["n"] += 1
            if calls["n"] % 2:
                raise RuntimeError("the search broke")
            time.sleep(0.6)  # past the budget
            return legal[0]

    monkeypatch.setattr(games.ai, "player", lambda game: Failing)
    try:
        table = await _open(fake, bot, "alice", "somnia", [], ["normal", "normal"])
        await _drive(fake, bot, table, {0: fake.users["alice"]})
    finally:
        ai_moves.use(old).close()  # type: ignore[union-attr]
    assert (await bot.store.table(table.id)).status == "finished"
    assert calls["n"] >= 4
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.ai_moves"]
    assert len(lines) == 1 and f"table {table.id}" in lines[0], "logged once for the table"


async def test_a_click_is_answered_in_time_however_long_the_bots_after_it_search(discord_fake, bot, monkeypatch):
    # Three bots answer within the click that hands them the turn, each after a
    # search well inside its budget but together past Discord's 3 s for an
    # answer: the click is acknowledged before they search.
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 5)
    old = ai_moves.use(ai_moves.AiMoves("thread"))
    monkeypatch.setitem(ai_moves.BUDGET, "normal", 5.0)

    class Slow:
        @staticmethod
        def choose(view: Any, legal: list[Any], level: str, rng: random.Random) -> Any:
            time.sleep(1.2)  # in the pool's thread: the loop goes on
            return legal[0]

    try:
        table = await _open(fake, bot, "alice", "somnia", [], ["normal", "normal", "normal"])
        monkeypatch.setattr(games.ai, "player", lambda game: Slow)
        alice = fake.users["alice"]
        rng = random.Random(1)
        clicked = 0
        while clicked < 2 and table.running:
            if table.seat_of(alice.id) not in table.state.awaiting():
                await _expire(fake, bot, table)
                continue
            msg = await _prompt(fake, bot, table, alice)
            assert msg is not None
            seq = table.seq
            handle = await dreambot.click_choice(fake, alice, msg, rng)
            await handle.ack()
            await dreambot.idle(fake, bot)
            clicked += 1
            assert table.seq > seq + 1, "the bots played after the click"
    finally:
        ai_moves.use(old).close()  # type: ignore[union-attr]
    assert not fake.take("late"), "every click answered within 3 s"
    assert not fake.take("bot_errors")
