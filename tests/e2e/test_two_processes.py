"""Two bot processes over one PostgreSQL database and one loopback Discord
with two shards (issue 18): process 0 runs shard 0, process 1 shard 1, a
game in a guild of each. Players answer their DM prompts, so every click
reaches shard 0's process, which applies the clicks of process 1's table
through the table's row lock. Process 1 is killed with SIGKILL mid-game and
started again. No acknowledged click is lost, no deadline fires twice, and
both games finish."""

from __future__ import annotations

import asyncio
import contextvars
import random
import signal
import time
from collections import Counter
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from bot.store import Store
from bot.tables import Table
from cogs import present
from cogs.present.base import Presenter
from games import GAMES
from tests import dreambot
from tests.e2e.conftest import SHARD_PLAYERS as PLAYERS

pytestmark = pytest.mark.e2e

TURN = 15  # the shortest turn /play allows: a deadline passes while process 1 is down


class Process:
    """One ``python -m bot`` for a part of the shards; its output kept (and drained)."""

    def __init__(self, fake: Any, folder: Path, url: str, shard: int) -> None:
        self.fake, self.folder, self.url, self.shard = fake, folder, url, shard
        self.proc: asyncio.subprocess.Process | None = None
        self.output = b""
        self._reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        identifies = self.fake.gateway.identifies
        self.proc = await dreambot.spawn(self.fake, self.folder, module="tests.tinybot", DATABASE_URL=self.url,
                                         SHARD_COUNT="2", SHARD_IDS=str(self.shard))
        self._reader = asyncio.create_task(self._read(self.proc))
        await self.fake.wait_for(lambda: self.fake.gateway.identifies > identifies and (self.shard, 2) in
                                 self.fake.gateway.live or self.proc.returncode is not None, 60,
                                 f"process {self.shard} to connect")
        assert self.proc.returncode is None, self.text[-3000:]

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        while chunk := await proc.stdout.read(65536):
            self.output += chunk

    @property
    def text(self) -> str:
        return self.output.decode(errors="replace")

    async def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        if self._reader is not None:
            await self._reader

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), 60)
            except asyncio.TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        if self._reader is not None:
            await self._reader


def dm_prompt(fake: Any, user: Any, table_id: int) -> Any:
    """The user's newest DM offering choices at this table."""
    for msg in reversed(fake.dms(user)):
        ids = dreambot.action_prompt_ids(msg)
        if any(c.startswith(f"dg:{table_id}:") for c in ids):
            return msg
    return None


class Players:
    """The players clicking their DM prompts; what each click was answered with."""

    def __init__(self, fake: Any) -> None:
        self.fake = fake
        self.rng = random.Random(18)
        self.seen: set[tuple[int, tuple[str, ...]]] = set()
        self.applied: Counter[tuple[int, int]] = Counter()  # (table, user): clicks acknowledged as played
        self.refused = 0

    async def click_round(self, tables: list[int]) -> int:
        clicks = 0
        for table_id in tables:
            for name in PLAYERS:
                user = self.fake.users[name]
                msg = dm_prompt(self.fake, user, table_id)
                if msg is None:
                    continue
                key = (msg.id, tuple(dreambot.action_prompt_ids(msg)))
                if key in self.seen:
                    continue
                self.seen.add(key)
                handle = await dreambot.click_choice(self.fake, user, msg, self.rng)
                ix = await handle.ack(timeout=20)
                assert ix.shards == [(0, 2)], "a DM click reaches shard 0"
                if ix.ack_type in (6, 7):  # the prompt was answered with the next one: the move counted
                    self.applied[(table_id, user.id)] += 1
                else:
                    self.refused += 1
                clicks += 1
        return clicks


async def _open(fake: Any, guild: Any) -> int:
    lobby = await (await fake.slash("alice", guild.channel("general"), "play tinygame", turn_time=TURN)).response(
        timeout=20)
    for guest in ("bob", "carol"):
        await (await fake.click(guest, lobby, "Join")).response(timeout=20)
    await (await fake.click("alice", lobby, "Start")).ack(timeout=20)
    return int(next(c for c in lobby.custom_ids if c.startswith("dg:")).split(":")[1])


async def _player_actions(store: Store, table_id: int) -> int:
    return sum(1 for a in await store.actions(table_id) if a["source"] == "player")


async def _deadlines_fired_once(store: Store, table_id: int) -> int:
    """Replays the log: each decision's defaults come from one firing (a seat
    defaulted once per decision), no sooner than the turn after the decision
    began. A second firing of a deadline would play the next decision's
    defaults at once. Returns the decisions that timed out."""
    row = await store.table(table_id)
    seats = await store.seats(table_id)
    game = GAMES[row.game]
    state = game.new(players=len(seats), seed=row.seed, options=row.options)
    began, defaulted, fired = row.started_at, set(), 0
    decision = state.decision()
    for action in await store.actions(table_id):
        if action["source"] == "timeout":
            if not defaulted:
                fired += 1
                assert action["at"] - began >= TURN - 1, f"a deadline fired {action['at'] - began:.1f}s in"
            assert action["seat"] not in defaulted, "a seat's default played twice for one decision"
            defaulted.add(action["seat"])
        state.apply(action["seat"], game.decode(action["action"]))
        now = state.decision()
        if now is not None and decision is not None and now.starts_after(decision):
            began, defaulted = action["at"], set()
        decision = now
    return fired


async def test_two_processes_share_tables_and_survive_a_sigkill(discord_fake, guilds, postgres_url, tmp_path):
    fake = discord_fake
    zero, one = guilds
    fake.gateway.max_concurrency = 2
    first = Process(fake, tmp_path / "p0", postgres_url, 0)
    second = Process(fake, tmp_path / "p1", postgres_url, 1)
    store = await Store.open(postgres_url)
    players = Players(fake)
    try:
        await first.start()
        await second.start()
        mine, theirs = await _open(fake, zero), await _open(fake, one)  # each opened on its own shard's process
        tables = [mine, theirs]

        # play until both tables have moves, then kill process 1 (it owns the second table)
        for _ in range(200):
            if all([await _player_actions(store, t) >= 2 for t in tables]):
                break
            await players.click_round(tables)
            await asyncio.sleep(0.1)
        before_kill = await _player_actions(store, theirs)
        assert before_kill >= 2
        await second.kill()

        # while it is down: the first table plays on; the second's deadline passes untouched
        # (process 0 holds it since it applied its DM clicks: it fires it, once)
        loop = asyncio.get_running_loop()
        until = loop.time() + TURN + 3
        while loop.time() < until:
            await players.click_round([mine])
            await asyncio.sleep(0.2)
        timed_out_while_down = sum(1 for a in await store.actions(theirs) if a["source"] == "timeout")

        await second.start()  # restores its shard's tables and arms their deadlines
        for _ in range(600):
            finished = [(await store.table(t)).status == "finished" for t in tables]
            if all(finished):
                break
            if not await players.click_round(tables):
                await asyncio.sleep(0.2)
        for t in tables:
            assert (await store.table(t)).status == "finished", f"table {t} did not finish"

        # no acknowledged click lost, none counted twice
        for t in tables:
            for name in PLAYERS:
                uid = fake.users[name].id
                logged = sum(1 for a in await store.actions(t) if a["source"] == "player" and a["user_id"] == uid)
                assert logged == players.applied[(t, uid)], (t, name)
        assert sum(n for (t, _), n in players.applied.items() if t == theirs) > before_kill, \
            "process 0 applied clicks of process 1's table"
        assert timed_out_while_down > 0, "the deadline of the killed process's table fired while it was down"
        for t in tables:
            await _deadlines_fired_once(store, t)
        assert "loaded on demand" in first.text
    finally:
        await store.close()
        for proc in (first, second):
            await proc.stop()
    # After its SIGKILL, the restarted process cannot know whether the table
    # message of its table already shows what it shows (its last edit may have
    # landed just before the kill): it draws it once more, as after any crash
    # (tests/e2e/test_resilience.py). Only there, and once at most.
    wasted = fake.take("wasted_edits")
    assert len(wasted) <= 1 and all(
        fake.message(int(c.path.rsplit("/", 1)[1])).channel.guild is one for c in wasted), \
        [(c.method, c.path) for c in wasted]
    for proc in (first, second):
        assert "Traceback" not in proc.text and "[ERROR" not in proc.text, proc.text[-3000:]


# -- what one process used to keep to itself: screens, move lines, the board --------------
#
# Two bots in this test process stand for the two processes (one PostgreSQL
# database, one loopback with two shards): A runs shard 0, where every DM click
# arrives; B runs shard 1, whose guild holds the table, so the table's own
# buttons (My hand, and the choices it shows) reach B. Choosing how a player
# answers chooses the process that applies the move and renders what follows.


@pytest.fixture
async def two_bots(discord_fake, guilds, postgres_url):
    from bot.shards import ShardPlan

    discord_fake.gateway.max_concurrency = 2
    a = await dreambot.start(discord_fake, postgres_url, shards=ShardPlan(2, (0,)))
    b = await dreambot.start(discord_fake, postgres_url, shards=ShardPlan(2, (1,)))
    yield a, b
    for bot in (a, b):  # before their database is dropped
        await discord_fake.stop_bot(bot)


async def _quiet(fake: Any, *bots: Any) -> None:
    for bot in bots:
        await dreambot.idle(fake, bot)


async def _as_stored(store: Store, table_id: int) -> Any:
    """The table as the store has it (neither process's copy)."""
    from bot.tables import restore_table

    return restore_table(store, await store.stored_table(table_id))


def _live_prompts(fake: Any, user: Any, table_id: int) -> list[Any]:
    """The user's DMs of this table whose choices are still live."""
    return [m for m in fake.dms(user) if any(c.split(":")[1] == str(table_id) for c in dreambot.action_prompt_ids(m))]


async def _answer(fake: Any, a: Any, b: Any, table_id: int, user: Any, by_dm: bool, rng: random.Random) -> None:
    """The user makes their move: on their newest DM prompt (process A
    applies it) or through My hand on the table message (process B)."""
    if by_dm:
        msg = dm_prompt(fake, user, table_id)
        assert msg is not None, f"{user.name} must act but has no DM prompt"
        ix = await (await dreambot.click_choice(fake, user, msg, rng)).ack(timeout=20)
        assert ix.shards == [(0, 2)]
    else:
        board = fake.message(b.tables.get(table_id).row.message_id)
        hand = await (await fake.click(user, board, "My hand")).response(timeout=20)
        ix = await (await dreambot.click_choice(fake, user, hand, rng)).ack(timeout=20)
        assert ix.shards == [(1, 2)]
    await _quiet(fake, a, b)


async def _play_alternating(fake: Any, a: Any, b: Any, table_id: int, after_each: Any = None) -> int:
    """Play the game out, the k-th move through A when k is even, else B:
    with three seats in turn, each player's consecutive prompts then come
    from A, B, A... (the move before a player's turn sends their prompt)."""
    rng = random.Random(18)
    for step in range(200):
        table = await _as_stored(b.store, table_id)
        if not table.running:
            return step
        user = next(u for u in fake.users.values() if u.id == table.user_of(table.to_act()[0]))
        await _answer(fake, a, b, table_id, user, step % 2 == 0, rng)
        if after_each is not None:
            await after_each(table_id)
    raise AssertionError("the game did not end")


async def test_each_player_keeps_exactly_one_current_prompt_whichever_process_sent_it(discord_fake, guilds, two_bots):
    """An older DM prompt answered elsewhere keeps its buttons (no edit spends
    the bot's budget for it, issue 30), but they are from an earlier turn:
    only the newest prompt of an awaited player is current."""
    fake = discord_fake
    a, b = two_bots
    table = await dreambot.open_table(fake, b, "alice", guilds[1].channel("general"), "tinygame", ["bob", "carol"])

    async def one_live_prompt_each(table_id: int) -> None:
        stored = await _as_stored(b.store, table_id)
        for name in PLAYERS:
            user = fake.users[name]
            awaited = stored.running and stored.seat_of(user.id) in stored.state.awaiting()
            live = [m for m in _live_prompts(fake, user, table_id) if stored.running and
                    dreambot.is_current(m, stored, user)]
            assert len(live) == (1 if awaited else 0), \
                f"{name} ({'awaited' if awaited else 'not awaited'}) has {len(live)} current DM prompts"
            if live:
                assert live[0] is dm_prompt(fake, user, table_id), "the current prompt is the newest"

    await one_live_prompt_each(table.id)
    assert await _play_alternating(fake, a, b, table.id, one_live_prompt_each) >= 9
    assert "loaded on demand" in fake.logs.text(), "process A applied the DM clicks of B's table"


class GroupedLines(Presenter):
    """The generic presenter, grouping the move lines by two (as Somnia groups a trick's)."""

    group_ends = frozenset()
    group_lines = 2


async def test_move_lines_grouped_across_processes_are_posted_once_and_in_order(discord_fake, guilds, two_bots,
                                                                                 monkeypatch):
    fake = discord_fake
    a, b = two_bots
    presenter = GroupedLines()
    monkeypatch.setitem(present._cache, "tinygame", presenter)
    table = await dreambot.open_table(fake, b, "alice", guilds[1].channel("general"), "tinygame", ["bob", "carol"])
    await _play_alternating(fake, a, b, table.id)
    assert (await b.store.table(table.id)).status == "finished"

    # every public line of the game, in the order of the action log
    stored = await _as_stored(b.store, table.id)
    state = stored.game.new(players=len(stored.seats), seed=stored.row.seed, options=stored.row.options)
    expected = []
    for action in await b.store.actions(table.id):
        for event in state.apply(action["seat"], stored.game.decode(action["action"])):
            line = presenter.event_line(stored, event) if event.public else None
            if line:
                expected.append(line)
    assert len(expected) >= 9
    wanted = set(expected)
    posted = [line for msg in fake.messages_in(fake.channels[stored.row.channel_id])
              for line in msg.content.split("\n") if line in wanted]
    assert posted == expected, "each move line posted once, in the order played"
    groups = [msg for msg in fake.messages_in(fake.channels[stored.row.channel_id])
              if any(line in wanted for line in msg.content.split("\n"))]
    assert len(groups) < len(expected), "the lines went out in groups"


class LinesOffTheLock(GroupedLines):
    """Grouped lines that notice being made while a table's row lock is held."""

    def __init__(self, held: contextvars.ContextVar[bool], under_lock: list[str]) -> None:
        super().__init__()
        self.held, self.under_lock = held, under_lock

    def event_line(self, table: Table, event: Any) -> str | None:
        line = super().event_line(table, event)
        if self.held.get() and line:
            self.under_lock.append(line)
        return line


async def test_no_line_is_made_under_the_row_lock_and_the_other_process_still_posts_each_once_in_order(
        discord_fake, guilds, two_bots, monkeypatch):
    """The table's transaction stores its results as data: the sentences
    (and the group they wait in) are made after the commit, by whichever
    process renders, from what the other process recorded."""
    fake = discord_fake
    a, b = two_bots
    held: contextvars.ContextVar[bool] = contextvars.ContextVar("row_lock_held", default=False)
    locked = Store.locked

    @asynccontextmanager
    async def watched(self: Store, table_id: int) -> AsyncIterator[Any]:
        async with locked(self, table_id) as version:
            token = held.set(True)
            try:
                yield version
            finally:
                held.reset(token)

    monkeypatch.setattr(Store, "locked", watched)
    under_lock: list[str] = []
    presenter = LinesOffTheLock(held, under_lock)
    monkeypatch.setitem(present._cache, "tinygame", presenter)
    table = await dreambot.open_table(fake, b, "alice", guilds[1].channel("general"), "tinygame", ["bob", "carol"])
    await _play_alternating(fake, a, b, table.id)
    stored = await _as_stored(b.store, table.id)
    assert stored.row.status == "finished"
    assert under_lock == [], "a move line was made under the table's row lock"

    state = stored.game.new(players=len(stored.seats), seed=stored.row.seed, options=stored.row.options)
    expected = [line for action in await b.store.actions(table.id)
                for event in state.apply(action["seat"], stored.game.decode(action["action"]))
                if event.public and (line := presenter.event_line(stored, event))]
    assert len(expected) >= 9
    wanted = set(expected)
    posted = [line for msg in fake.messages_in(fake.channels[stored.row.channel_id])
              for line in msg.content.split("\n") if line in wanted]
    assert posted == expected, "each move line posted once, in the order played, whichever process made it"


async def test_a_board_another_process_changed_is_redrawn_even_when_this_one_drew_the_same_before(
        discord_fake, guilds, two_bots):
    fake = discord_fake
    a, b = two_bots
    theirs = await dreambot.open_table(fake, b, "alice", guilds[1].channel("general"), "tinygame", ["bob", "carol"])
    mine = await a.tables.fetch(theirs.id)  # A holds the table too (as after a DM click)
    a_board, b_board = a.screens.board, b.screens.board
    carol = fake.users["carol"]
    board = fake.message(theirs.row.message_id)

    def away_shown() -> bool:
        return "carol** (away)" in board.embeds[0]["description"]

    await a_board.show(mine)  # A draws the board (carol playing) and notes it as shown
    await _quiet(fake, a, b)
    assert not away_shown()
    # B marks carol away (as after her missed turns there) and shows it
    theirs.seats[2].away = True
    await b.store.update_seat(theirs.id, theirs.seats[2])
    await b_board.show(theirs)
    await _quiet(fake, a, b)
    assert away_shown()
    # carol is back, as process A hears it: A's board is the one it drew before, and must be shown again
    assert await mine.set_back(carol.id)
    await a_board.show(mine)
    await _quiet(fake, a, b)
    assert not away_shown(), "A skipped its edit: it believed its board was still shown"
    # and a board equal to the one shown is not sent again by the other process
    edits = len(board.history)
    await b_board.show(await b.tables.fetch(theirs.id, fresh=True))
    await _quiet(fake, a, b)
    assert len(board.history) == edits


class PublicTurns(Presenter):
    """The generic presenter with public choices: each turn's choices sit on a channel turn message."""

    def prompts_by_dm(self, table: Table) -> bool:
        return False


async def test_a_turn_message_another_process_posted_loses_its_buttons(discord_fake, guilds, two_bots, monkeypatch):
    fake = discord_fake
    a, b = two_bots
    monkeypatch.setitem(present._cache, "tinygame", PublicTurns())
    theirs = await dreambot.open_table(fake, b, "alice", guilds[1].channel("general"), "tinygame", ["bob", "carol"])
    thread = fake.channels[theirs.row.channel_id]
    rng = random.Random(7)
    for name in PLAYERS:  # the bids, through My hand (process B)
        board = fake.message(theirs.row.message_id)
        hand = await (await fake.click(name, board, "My hand")).response(timeout=20)
        await (await dreambot.click_choice(fake, fake.users[name], hand, rng)).ack(timeout=20)
        await _quiet(fake, a, b)

    def live_turns() -> list[Any]:
        return [m for m in fake.messages_in(thread) if any(
            c.split(":")[1] == str(theirs.id) for c in dreambot.action_prompt_ids(m))]

    [posted_by_b] = live_turns()
    # the turn's time runs out where process A fires it: A posts the next turn message
    mine = await a.tables.fetch(theirs.id)
    passed = time.time() - 1
    await a.store.set_deadline(theirs.id, mine.seq, passed, None)
    mine.due_at, mine.remind_at, mine.reminded = passed, None, True
    await a.tables.fire(mine)
    await _quiet(fake, a, b)
    [posted_by_a] = live_turns()
    assert posted_by_a.id != posted_by_b.id, "the turn message B posted lost its buttons"

    # a click on A's turn message reaches B, which posts the next one: still one live
    user = fake.users[next(n for n in PLAYERS if f"<@{fake.users[n].id}>" in posted_by_a.content)]
    await (await dreambot.click_choice(fake, user, posted_by_a, rng)).ack(timeout=20)
    await _quiet(fake, a, b)
    [newest] = live_turns()
    assert newest.id > posted_by_a.id


async def test_a_game_finished_on_one_process_is_not_ended_from_the_other(discord_fake, guilds, two_bots):
    """The /table end race (issue 28): the game finishes through DM clicks on
    process A while process B's copy still says "running"; B's /table end
    changes nothing, says so, and the results and the replay stand."""
    fake = discord_fake
    a, b = two_bots
    channel = guilds[1].channel("general")
    table = await dreambot.open_table(fake, b, "alice", channel, "tinygame", ["bob", "carol"])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in PLAYERS}
    await a.tables.fetch(table.id)  # A holds it too, as after a DM click
    await dreambot.play_out(fake, a, table.id, users, seed=3)  # every DM click reaches shard 0's process
    await _quiet(fake, a, b)
    assert (await b.store.table(table.id)).status == "finished"
    stale = b.tables.tables.get(table.id)
    assert stale is not None and stale.row.status == "running", "B's copy is behind, as in the race"
    alice = fake.users["alice"]
    before = await b.store.history(alice.id)
    assert len(before) == 1
    answer = await (await fake.slash("alice", dreambot.table_channel(fake, table), "table end")).response()
    assert answer.ephemeral and "already over" in answer.content
    await _quiet(fake, a, b)
    assert (await b.store.table(table.id)).status == "finished"
    assert await b.store.history(alice.id) == before, "the results stand"
    assert not [m for m in (*fake.messages_in(channel), *fake.messages_in(dreambot.table_channel(fake, table)))
                if "No results were recorded" in m.content]
    assert table.id not in b.tables.tables, "B dropped its stale copy"
    replay = await (await fake.slash("alice", channel, "replay", table=table.id)).response()
    assert "did not finish" not in replay.text and replay.buttons, "the replay opens"
