"""The virtual players of a soak: one group per channel, one table at a time, acting only by
clicking what the bot showed them (tests/bench_tables.py's players, made to survive a bot that
dies under them):

* the host opens a table with ``/play <game> turn_time:`` (Somna: its shortest night and day),
  guests press Join, the host presses Start; a lobby or game found in the store for the channel
  (left by a killed generation) is joined, started or played on instead;
* every seat clicks a random choice on the newest prompt it was shown with a sequence number above
  the last one it clicked (its DMs, its "My hand" answers, the table's channel); with no fresh
  prompt for a while it presses My hand; a click the bot never answered (the child was killed) is
  tried again from the same prompt once the bot is back: old buttons must keep working;
* now and then a seat double-clicks (the same custom id twice at once), and one seat per table
  falls asleep past the turn time once per game so deadlines fire.

Every loop is bounded by the world's deadline and by counts.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from tests.bench_tables import newest_prompt
from tests.loopback import Refused
from tests.loopback.actors import InteractionHandle
from tests.loopback.model import Channel, Message, User

from . import db
from .ledger import ACCEPTED, Click, Ledger, parse_choice

if TYPE_CHECKING:
    from tests.loopback import FakeDiscord

    from .child import Child

OVER = ("finished", "ended", "cancelled")


@dataclass
class Group:
    game: str
    channel: Channel
    users: list[User]
    rng: random.Random
    options: dict[str, Any] = field(default_factory=dict)
    sleep: float = 18.0  # how long the sleepy seat sleeps: past this game's longest usual decision


@dataclass
class World:
    fake: "FakeDiscord"
    child: "Child"
    ledger: Ledger
    deadline: float  # time.monotonic() when play stops
    games_left: int
    turn_time: int = 15
    double_p: float = 0.08
    prompt_wait: float = 1.5
    max_clicks: int = 400  # moves per seat per game
    status: dict[int, tuple[str, int]] = field(default_factory=dict)  # from the store, refreshed by poll()
    inflight: int = 0
    acked: asyncio.Event = field(default_factory=asyncio.Event)  # set (and renewed) on every acknowledged move
    stopping: bool = False

    @property
    def db(self) -> Path:
        return self.child.db

    def alive(self) -> bool:
        return not self.stopping and time.monotonic() < self.deadline

    def left(self) -> float:
        return max(0.0, self.deadline - time.monotonic())

    async def poll(self) -> None:
        """Table statuses from the store, twice a second, until play stops."""
        while self.alive():
            self.status = db.statuses(self.db)
            await asyncio.sleep(0.5)

    async def bot_up(self) -> bool:
        """Wait (bounded by the run) until a generation is up and has a gateway session (after an
        op 7 that cannot resume, discord.py waits 1-5 s before it identifies again)."""
        gateway = self.fake.gateway
        if not self.child.up.is_set():
            try:
                await asyncio.wait_for(self.child.up.wait(), max(0.01, self.left()))
            except asyncio.TimeoutError:
                return False
        if gateway.connected or gateway.session is not None:
            return True
        try:
            await self.fake.wait_for(lambda: gateway.connected or gateway.session is not None, max(0.01, self.left()),
                                     "a gateway session")
        except AssertionError:
            return False
        return True

    async def answered(self, handle: InteractionHandle, timeout: float = 6.0) -> bool:
        """Wait for the bot's acknowledgement; False at once when the child is killed meanwhile."""
        ix, epoch = handle.interaction, self.child.epoch
        end = time.monotonic() + timeout
        self.inflight += 1
        try:
            while time.monotonic() < end and self.child.epoch == epoch:
                try:
                    await asyncio.wait_for(ix.settled.wait(), 0.1)
                    return ix.ack_type is not None
                except asyncio.TimeoutError:
                    pass
            return ix.settled.is_set() and ix.ack_type is not None
        finally:
            self.inflight -= 1

    async def interact(self, make: Callable[[], Awaitable[InteractionHandle]]) -> InteractionHandle | None:
        """One interaction, answered or not; None when the fake refused it (no such button now)."""
        if not await self.bot_up():
            return None
        try:
            handle = await make()
        except Refused:
            return None
        await self.answered(handle)
        return handle


@dataclass
class Run:
    table_id: int
    board: Message | None
    channel_from: int
    dm_from: dict[int, int] = field(default_factory=dict)


def _choice_ids(msg: Message, table_id: int) -> list[str]:
    prefixes = (f"dg:{table_id}:", f"ds:{table_id}:")
    return [c for c in msg.custom_ids if c.startswith(prefixes) and c.split(":")[3:4] in (["a"], ["c"])]


class Players:
    def __init__(self, world: World, groups: list[Group]) -> None:
        self.world, self.groups = world, groups
        self.fake = world.fake
        self.count = world.ledger.count

    async def run(self) -> None:
        await asyncio.gather(self.world.poll(), *(self.channel_loop(g) for g in self.groups))

    # ---------------------------------------------------------------- one channel
    async def channel_loop(self, group: Group) -> None:
        w = self.world
        for _ in range(1000):  # games in this channel; the world's bounds end it sooner
            if not w.alive():
                return
            run = await self.open_table(group)
            if run is None:
                await asyncio.sleep(min(0.5, w.left()))
                continue
            sleeper = group.rng.randrange(len(group.users))
            await asyncio.gather(*(self.seat_loop(group, run, u, sleepy=i == sleeper)
                                   for i, u in enumerate(group.users)))
            if self.over(run):
                self.count(f"games finished: {group.game}")

    def over(self, run: Run) -> bool:
        return self.world.status.get(run.table_id, ("", 0))[0] in OVER

    async def open_table(self, group: Group) -> Run | None:
        """Open, join and start a table, or pick up the one a killed generation left in the channel."""
        w, fake = self.world, self.fake
        host, ch = group.users[0], group.channel
        for attempt in range(12):
            if attempt:
                await asyncio.sleep(min(0.2 * attempt, w.left()))
            if not w.alive() or not await w.bot_up():
                return None
            found = db.open_table_in(w.db, ch.id)
            if found is None:
                if w.games_left <= 0:
                    w.stopping = True  # the games bound is reached: play stops everywhere
                    return None
                # Somna sets its own times (its options): /play refuses turn_time for it
                options = group.options if group.game == "somna" else {"turn_time": w.turn_time, **group.options}
                handle = await w.interact(lambda: fake.slash(host, ch, f"play {group.game}", **options))
                if handle is None or handle.interaction.original is None:
                    continue
                if not handle.interaction.original.ephemeral:
                    w.games_left -= 1
                    self.count(f"games opened: {group.game}")
                continue  # read the new lobby back from the store
            table_id, status, message_id = found
            board = fake.store.get(message_id) if message_id else None
            if board is None:  # the lobby's message was never sent (killed mid-/play)
                board = next((m for m in reversed(fake.by_channel.get(ch.id, []))
                              if f"dg:{table_id}:0:join" in m.custom_ids or f"dg:{table_id}:0:hand" in m.custom_ids), None)
            if status == "running":
                return self._run(group, table_id, board)
            if board is None:
                self.count("lobbies without a message ended with /table end")
                await w.interact(lambda: fake.slash(host, ch, "table end"))
                continue
            seated = set(db.dump(w.db, with_actions=False, table_ids=[table_id]).get(table_id, _NoSeats()).seats.values())
            for guest in group.users[1:]:
                if guest.id not in seated:
                    await w.interact(lambda g=guest: fake.click(g, board, f"dg:{table_id}:0:join"))
            await w.interact(lambda: fake.click(host, board, f"dg:{table_id}:0:start"))
        self.count("channels that gave up opening a table (12 tries)")
        return None

    def _run(self, group: Group, table_id: int, board: Message | None) -> Run:
        fake = self.fake
        start = 0
        if board is not None:  # the table message: in the table's thread, or its channel
            msgs = fake.by_channel.get(board.channel.id, [])
            start = next((i for i in range(len(msgs) - 1, -1, -1) if msgs[i] is board), 0)
        run = Run(table_id, board, start)
        for user in group.users:
            dm = fake.dm_channels.get(user.id)
            # DMs of earlier tables may still carry live-looking buttons: ids name their table anyway
            run.dm_from[user.id] = 0 if dm is None else max(0, len(fake.by_channel.get(dm.id, [])) - 50)
        return run

    # ---------------------------------------------------------------- one seat
    def fresh_prompt(self, run: Run, user: User, after: int, own: list[Message]) -> tuple[Message, int] | None:
        return newest_prompt(self.fake, user, own, run.dm_from.get(user.id, 0), run.board, run.channel_from,
                             lambda msg: _choice_ids(msg, run.table_id), after)

    async def seat_loop(self, group: Group, run: Run, user: User, sleepy: bool) -> None:
        w, fake = self.world, self.fake
        last, clicks, misses, slept = -1, 0, 0, not sleepy
        own: list[Message] = []
        sleep_at = group.rng.randrange(3, 12)
        for _ in range(4 * w.max_clicks):
            if self.over(run) or not w.alive() or clicks >= w.max_clicks:
                return
            if not await w.bot_up():
                return
            found = self.fresh_prompt(run, user, last, own)
            if found is None:
                wait = min(w.prompt_wait * 2 ** misses, 4 * w.prompt_wait, w.left())
                try:
                    await fake.wait_for(lambda: self.over(run) or self.fresh_prompt(run, user, last, own) is not None,
                                        max(0.0, wait), "a fresh prompt")
                    continue
                except AssertionError:
                    pass
                if self.over(run) or not w.alive() or run.board is None:
                    return
                misses += 1
                self.count("My hand presses (no fresh prompt)")
                handle = await w.interact(lambda: fake.click(user, run.board, f"dg:{run.table_id}:0:hand"))
                if handle is not None and handle.interaction.original is not None:
                    own.append(handle.interaction.original)
                continue
            msg, seq = found
            if not slept and clicks >= sleep_at:  # past the turn time: the deadline plays for this seat
                slept = True
                self.count("seats asleep past the turn time")
                await asyncio.sleep(min(group.sleep, w.left()))
                continue
            previous, last, misses = last, seq, 0
            clicks += 1
            outcome = await self.click_choice(group, run, user, msg)
            if outcome == "unanswered":
                last = previous  # the same prompt again once the bot is back

    async def click_choice(self, group: Group, run: Run, user: User, msg: Message) -> str:
        """Click one choice (a confirm's Yes too); double-clicks now and then. Returns the outcome."""
        w, rng = self.world, group.rng
        ids = set(_choice_ids(msg, run.table_id))
        buttons = [b["custom_id"] for b in msg.buttons if b.get("custom_id") in ids and not b.get("disabled")]
        options = [(s["custom_id"], o["value"]) for s in msg.selects if s.get("custom_id") in ids
                   and not s.get("disabled") for o in s.get("options") or []]
        picks: list[tuple[str, str | None]] = [(b, None) for b in buttons] + [(s, v) for s, v in options]
        if not picks:
            return "refused"
        cid, value = rng.choice(picks)
        parsed = parse_choice(cid, value)
        assert parsed is not None
        table_id, drawn, kind, text = parsed
        if kind == "c" or (value or "").startswith("!"):
            handle = await w.interact(lambda: self._press(user, msg, cid, value))
            question = handle.interaction.original if handle is not None else None
            if question is None or handle.interaction.ack_type in ACCEPTED:
                return "unanswered" if handle is None or handle.interaction.ack_type is None else "refused"
            self.count("confirmations asked")
            yes = next((b["custom_id"] for b in question.buttons if b.get("label", "").startswith("Yes")), None)
            if yes is None:
                return "refused"
            msg, cid, value = question, yes, None
            table_id, drawn, kind, text = parse_choice(cid) or (table_id, drawn, "a", text)
        double = rng.random() < w.double_p
        pair = w.ledger.new_pair() if double else None
        clicks = [w.ledger.add(Click(table_id, user, cid, text, drawn, w.child.epoch, pair=pair))
                  for _ in range(2 if double else 1)]
        if double:
            self.count("double clicks")
        if not await w.bot_up():
            return "unanswered"
        try:
            handles = await asyncio.gather(*(self._press(user, msg, cid, value) for _ in clicks))
        except Refused:
            for c in clicks:
                w.ledger.clicks.remove(c)
            return "refused"
        for c, h in zip(clicks, handles):
            c.ix = h.interaction
        await asyncio.gather(*(w.answered(h) for h in handles))
        if any(c.outcome == "move" for c in clicks):
            w.acked.set()
            w.acked = asyncio.Event()
        return clicks[0].outcome if clicks[0].outcome != "unanswered" else max(
            (c.outcome for c in clicks), key=lambda o: o != "unanswered")

    async def _press(self, user: User, msg: Message, cid: str, value: str | None) -> InteractionHandle:
        if value is None:
            return await self.fake.click(user, msg, cid)
        return await self.fake.select(user, msg, [value], custom_id=cid)


class _NoSeats:
    seats: dict[int, int] = {}
