"""What goes wrong on purpose during a soak: SIGKILLs of the bot at chosen moments, Discord faults
from the loopback, and clicks of custom ids the bot never sent.

Kills (``KILL_KINDS``, in turn): right after the bot acknowledged a move; mid-burst (several
interactions in flight); while a deadline is due (the soonest stored deadline, killed within
0.3 s after it); during start-up (the next generation is killed 0.05-1.5 s after it was
spawned, before or while it connects and re-arms its timers). After every kill the store is read
and checked (``on_kill``), then a new generation starts on the same database.

Faults (``FAULT_KINDS``): 429s (per route or global), 500s, slow answers, refused DM opens, a
dropped gateway socket, op 7 (resumable or not), op 1.

Fuzzed custom ids: a table that does not exist, an unknown kind, an action text no engine decodes,
a negative or random sequence number, malformed ids, a select with no or junk values, lobby buttons
on running tables, from seated players and from a stranger. Each must be answered (the bot's
refusals are ephemeral) and change nothing.
"""

from __future__ import annotations

import asyncio
import random
import string
import time
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, Awaitable, Callable

from tests.loopback import Refused
from tests.loopback.model import Channel, Message, User

from . import db
from .ledger import Click

if TYPE_CHECKING:
    from .players import World

MAX_KILL_GAP = 12.0  # seconds
KILL_KINDS = ("after-ack", "start-up", "mid-burst", "deadline-due")
FAULT_KINDS = ("429", "429-global", "500", "slow", "dm-open-refused", "gateway-drop", "op7", "op7-fresh", "op1")
ROUTES = ("POST /channels/:id/messages", "PATCH /channels/:id/messages/:id", "POST /interactions/*",
          "POST /users/@me/channels", "PATCH /webhooks/*", "POST /webhooks/*", "*")


class Chaos:
    def __init__(self, world: "World", rng: random.Random, kills: int,
                 on_kill: Callable[[str], Awaitable[None]]) -> None:
        self.world, self.rng, self.kills = world, rng, kills
        self.on_kill = on_kill
        self.killed: Counter[str] = Counter()
        self.faults: Counter[str] = Counter()

    # ---------------------------------------------------------------- kills
    async def kill_loop(self) -> None:
        w = self.world
        done = 0
        for i in range(self.kills):  # bounded by count, and by the world's deadline
            if done >= self.kills:
                return
            # Spread over the time left, but at most MAX_KILL_GAP apart: the games bound may end the
            # run long before its time bound.
            gap = min(w.left() / (self.kills - done + 1), MAX_KILL_GAP)
            await asyncio.sleep(gap * self.rng.uniform(0.6, 1.0))
            if not w.alive():
                return
            kind = KILL_KINDS[i % len(KILL_KINDS)]
            done += await self.kill(kind, budget=self.kills - done)

    async def kill(self, kind: str, budget: int) -> int:
        """One kill of ``kind`` (a start-up kill takes two: the running generation, then the new
        one while it starts). Returns the number of SIGKILLs sent."""
        w, child = self.world, self.world.child
        why = kind
        if kind == "after-ack":
            try:
                await asyncio.wait_for(w.acked.wait(), 15)
            except asyncio.TimeoutError:
                why = "after-ack (none in 15 s: at random)"
        elif kind == "mid-burst":
            try:
                await w.fake.wait_for(lambda: w.inflight >= 3, 5, "a burst")
            except AssertionError:
                why = "mid-burst (fewer than 3 in flight in 5 s: at random)"
        elif kind == "deadline-due":
            due = db.next_deadline(w.db)
            if due is not None and due - time.time() < min(25.0, w.left()):
                await asyncio.sleep(max(0.0, due - time.time()) + self.rng.uniform(0.0, 0.3))
            else:
                why = "deadline-due (none due soon: at random)"
        elif kind == "start-up" and budget < 2:
            why = "start-up (one kill left: at random)"
        if kind == "start-up" and budget >= 2:
            why = "at random (before a start-up kill)"
        await child.kill(why)
        self.killed[why] += 1
        await self.on_kill(why)
        sent = 1
        if kind == "start-up" and budget >= 2:
            await child.spawn()
            await asyncio.sleep(self.rng.uniform(0.05, 1.5))
            await child.kill("start-up")
            self.killed["start-up"] += 1
            await self.on_kill("start-up")
            sent += 1
        await child.start()
        return sent

    # ---------------------------------------------------------------- faults
    async def fault_loop(self) -> None:
        w, fake, rng = self.world, self.world.fake, self.rng
        for _ in range(10_000):
            await asyncio.sleep(min(rng.uniform(1.0, 3.0), w.left()))
            if not w.alive():
                return
            kind = rng.choice(FAULT_KINDS)
            route = rng.choice(ROUTES)
            connected = w.child.up.is_set() and fake.gateway.connected
            if kind == "429":
                fake.fail_with_429(route, times=rng.randint(1, 2), retry_after=rng.uniform(0.05, 0.5))
            elif kind == "429-global":
                fake.fail_with_429("*", times=1, retry_after=rng.uniform(0.05, 0.3), is_global=True)
            elif kind == "500":
                fake.fail_with_500(route, times=1)
            elif kind == "slow":
                fake.slow_down(route, rng.uniform(0.1, 0.8), times=3)
            elif kind == "dm-open-refused":
                fake.refuse_dm_opens(times=1)
            elif not connected:
                continue
            elif kind == "gateway-drop":
                await fake.drop_gateway()
            elif kind in ("op7", "op7-fresh"):
                await fake.request_reconnect(resumable=kind == "op7")
            elif kind == "op1":
                await fake.request_heartbeat()
            self.faults[kind if kind.startswith(("gateway", "op", "dm")) else f"{kind} {route}"] += 1


class Fuzzer:
    """Clicks of ids the bot never sent, on a message of the bot's in a channel of their own."""

    def __init__(self, world: "World", rng: random.Random, channel: Channel, stranger: User,
                 players: list[User]) -> None:
        self.world, self.rng = world, rng
        self.channel, self.stranger, self.players = channel, stranger, players
        self.anchor: Message | None = None
        self.outcomes: Counter[str] = Counter()
        self.unanswered: list[str] = []

    def carrying(self, cid: str, component_type: object) -> Message:
        """The anchor as if it carried the fuzzed component: discord.py drops a click whose custom id
        is not on the clicked message (as Discord would never deliver one), so the fuzz would never
        reach the bot's own code otherwise. Never stored in the fake."""
        assert self.anchor is not None
        item: dict[str, object] = {"type": 2, "style": 2, "label": "fuzz", "custom_id": cid}
        if component_type == 3:
            item = {"type": 3, "custom_id": cid, "options": [{"label": "fuzz", "value": "fuzz"}],
                    "min_values": 1, "max_values": 1}
        return replace(self.anchor, components=[{"type": 1, "components": [item]}], history=[])

    def junk(self) -> str:
        return "~" + "".join(self.rng.choice(string.ascii_letters + "%$#") for _ in range(self.rng.randint(1, 12)))

    def custom_id(self) -> tuple[str, dict[str, object]]:
        rng, w = self.rng, self.world
        running = [t for t, (status, _) in w.status.items() if status == "running"]
        real = rng.choice(running) if running else 1
        missing = 900_000 + rng.randrange(100_000)
        seq = rng.randrange(0, 600)
        options = [
            (f"dg:{missing}:{seq}:a:{self.junk()}", {}),
            (f"dg:{real}:{seq}:{rng.choice(['zz', 'x', 'hack', 'move', 'aa'])}", {}),
            (f"dg:{real}:{seq}:a:{self.junk()}", {}),
            (f"dg:{real}:-{rng.randrange(1, 99)}:a:{self.junk()}", {}),
            (rng.choice(["dg", "dg:", "dg:1", "dg::::", "ds:x:y:z", "zz:1:2:a", "dg:1:2", "x" * 100,
                         "dg:" + "9" * 60 + ":0:a:x", "dg:1:99999999999999999999:a:x"]), {}),
            (f"ds:{real}:{seq}:a:0.0", {"component_type": 3, "values": [self.junk()]}),
            (f"ds:{real}:{seq}:a:0.0", {"component_type": 3, "values": []}),
        ]
        if running:
            options.append((f"dg:{real}:0:{rng.choice(['join', 'leave', 'start', 'cancel', 'ai'])}", {}))
        return rng.choice(options)

    async def loop(self) -> None:
        w, fake = self.world, self.world.fake
        for _ in range(100_000):
            await asyncio.sleep(min(self.rng.uniform(0.2, 0.6), w.left()))
            if not w.alive():
                return
            if not await w.bot_up():
                continue
            if self.anchor is None:
                handle = await w.interact(lambda: fake.slash(self.stranger, self.channel, "help"))
                self.anchor = handle.interaction.original if handle is not None else None
                continue
            user = self.stranger if self.rng.random() < 0.4 else self.rng.choice(self.players)
            cid, extra = self.custom_id()
            data = {"custom_id": cid, "component_type": 2, **extra}
            parts = cid.split(":")
            table = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() and len(parts[1]) < 12 else 0
            values = extra.get("values")
            click = w.ledger.add(Click(table, user, cid, str(values[0]) if values else (parts[4] if len(parts) > 4 else ""),
                                       0, w.child.epoch, fuzz=True))
            epoch = w.child.epoch
            try:
                handle = await fake.inject(user, self.channel, 3, data, self.carrying(cid, data["component_type"]))
            except Refused:
                continue
            click.ix = handle.interaction
            answered = await w.answered(handle)
            if answered:
                self.outcomes["answered (ephemeral)" if (handle.interaction.original is not None
                              and handle.interaction.original.ephemeral) else "answered (not ephemeral)"] += 1
            elif w.child.epoch != epoch or not w.child.up.is_set():
                self.outcomes["skipped (the bot was killed)"] += 1
            else:
                self.outcomes["unanswered"] += 1
                self.unanswered.append(cid)
