"""Two bot processes over one PostgreSQL database and one loopback Discord
with two shards (issue 18): process 0 runs shard 0, process 1 shard 1, a
game in a guild of each. Players answer their DM prompts, so every click
reaches shard 0's process, which applies the clicks of process 1's table
through the table's row lock. Process 1 is killed with SIGKILL mid-game and
started again. No acknowledged click is lost, no deadline fires twice, and
both games finish."""

from __future__ import annotations

import asyncio
import random
import signal
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store
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
    for proc in (first, second):
        assert "Traceback" not in proc.text and "[ERROR" not in proc.text, proc.text[-3000:]
