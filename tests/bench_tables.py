"""The real-bot game scenario of ``python -m tests.bench``: ``--game table:GAME[:opt=value,...]``.

N tables play at once, one per channel, each with 2-3 virtual players who act only by clicking what
the bot showed them, as ``tests/dreambot.py`` does in-process but without reading the bot's memory
(the bot runs in a child process):

* the host sends ``/play GAME``, the guests press **Join**, the host presses **Start**;
* every seat then loops: take the newest prompt it was shown for this table with a sequence number
  above the last one it clicked (its DMs, its own "My hand" answers, or a shared prompt in the table's
  channel) and click one of its choices (a button, or an option of a select) at random; with no fresh
  prompt for ``--prompt-wait`` seconds (doubling while nothing comes, up to 4x) it presses the table
  message's **My hand** button, as a person whose DM did not arrive would;
* when the game is over (the table message lost its buttons, or the channel says "is over"), the next
  player in turn hosts the next table in the same channel (one host would soon meet the bot's limit of
  5 lobbies a minute); every player keeps a human pace, inside the bot's click limit (``CLICK_GAP``).

Every interaction (the /play, Join, Start, My hand and every move) is one measured action. Loops are
bounded by the phase's action budget and deadline, and each seat by ``--max-clicks`` moves per game.
"""

from __future__ import annotations

import asyncio
import collections
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from bot.limits import Rules
from tests.loopback.actors import InteractionHandle
from tests.loopback.model import Channel, Message, User

if TYPE_CHECKING:
    from tests.loopback import FakeDiscord

UPDATE = 7  # callback type "update the message": how the bot accepts a move or a lobby click
DEFERRED_UPDATE = 6  # "update it later": how it accepts Start and moves whose answer has a picture
ACCEPTED = (UPDATE, DEFERRED_UPDATE)


class Meter:
    """One phase's bounds (an action budget shared by every loop and a deadline) and its records."""

    def __init__(self, phase: Any, budget: int, seconds: float) -> None:
        self.phase, self.left = phase, budget
        self.deadline = time.monotonic() + seconds
        self.counts: collections.Counter[str] = phase.counts

    def alive(self) -> bool:
        return self.left > 0 and time.monotonic() < self.deadline

    def take(self) -> int | None:
        """The next action's index, or None when the budget or the time is used up."""
        if not self.alive():
            return None
        self.left -= 1
        return self.left

    def ack_timeout(self) -> float:
        return max(0.1, min(5.0, self.deadline + 5 - time.monotonic()))

    async def do(self, make: Callable[[], Awaitable[InteractionHandle]], kind: str = "") -> InteractionHandle | None:
        """Inject one interaction and wait for its acknowledgement; None if out of budget or it failed."""
        if self.take() is None:
            return None
        return await self.measure(make, kind)

    async def measure(self, make: Callable[[], Awaitable[InteractionHandle]], kind: str = "") -> InteractionHandle | None:
        try:
            handle = await make()
        except AssertionError as exc:  # refused by the fake
            if any(why in str(exc) for why in ("no button", "was deleted", "offers no enabled choice")):
                # The player read the prompt, and the bot took its buttons off, disabled them or moved the
                # message before the click (answered elsewhere): on Discord the click would not happen.
                self.phase.counts["clicks on a button gone meanwhile (not sent)"] += 1
            else:
                self.phase.failures += 1
                self.phase.counts[f"failed: {str(exc).splitlines()[0][-80:]}"] += 1
            return None
        try:
            ix = await handle.ack(timeout=self.ack_timeout())
        except AssertionError:  # no acknowledgement in time
            self.phase.failures += 1
            self.phase.counts["failed: no answer within 5 s of the phase's end"] += 1
            return None
        self.phase.actions += 1
        self.phase.latencies.append(ix.ack_time - ix.created)
        if kind:
            self.phase.by_kind.setdefault(kind, []).append(ix.ack_time - ix.created)
        return handle


@dataclass
class TableSpec:
    game: str
    options: dict[str, Any]


def parse_table_spec(spec: str) -> TableSpec:
    _, game, *rest = spec.split(":", 2)
    options: dict[str, Any] = {}
    for pair in filter(None, (rest[0] if rest else "").split(",")):
        key, _, value = pair.partition("=")
        low = value.lower()
        options[key] = (low == "true") if low in ("true", "false") else int(value) if value.lstrip("-").isdigit() else value
    return TableSpec(game, options)


def seat_counts(game: str, tables: int, seats: str) -> list[int]:
    """Players per table: ``"2-3"`` alternates 2, 3, 2, ...; clamped to the game's bounds when known."""
    lo, _, hi = seats.partition("-")
    lo_n, hi_n = int(lo), int(hi or lo)
    try:
        import games
        from tests.tinygame import GAME as TINY

        known = {**games.GAMES, TINY.name: TINY}.get(game)
    except Exception:  # the parent does not need the engines; bounds are a convenience
        known = None
    counts = [lo_n + i % (hi_n - lo_n + 1) for i in range(tables)]
    if known is not None:
        counts = [max(known.min_players, min(known.max_players, n)) for n in counts]
    return counts


@dataclass
class Group:
    """One channel's players; they take turns to host."""

    channel: Channel
    users: list[User]
    rng: random.Random
    games: int = 0  # tables opened: the host of the next is users[games % len(users)]

    def host(self) -> User:
        return self.users[self.games % len(self.users)]


@dataclass
class Run:
    """One table as its players see it."""

    table_id: int
    board: Message
    channel_from: int  # index in the channel's messages where this table's messages start
    dm_from: dict[int, int] = field(default_factory=dict)  # user id -> index in their DM channel
    over: bool = False


def _seq(custom_id: str) -> int:
    return int(custom_id.split(":")[2])


def _action_ids(msg: Message, table_id: int) -> list[str]:
    prefixes = (f"dg:{table_id}:", f"ds:{table_id}:")
    return [c for c in msg.custom_ids if c.startswith(prefixes) and c.split(":")[3:4] == ["a"]]


def newest_prompt(fake: "FakeDiscord", user: User, own: list[Message], dm_from: int, board: Message | None,
                  channel_from: int, ids_of: Callable[[Message], list[str]],
                  after: int) -> tuple[Message, int] | None:
    """The newest message with choices (``ids_of``) that ``user`` was shown:
    their own ephemeral answers, their DMs from ``dm_from``, the board's
    channel from ``channel_from``; drawn at a sequence number above ``after``."""
    candidates: list[Message] = list(own)
    dm = fake.dm_channels.get(user.id)
    if dm is not None:
        candidates += fake.by_channel.get(dm.id, [])[dm_from:]
    if board is not None:
        candidates += [m for m in fake.by_channel.get(board.channel.id, [])[channel_from:]
                       if m.ephemeral_for is None and m is not board]
    best: tuple[Message, int] | None = None
    for msg in candidates:
        ids = [] if msg.deleted else ids_of(msg)
        if not ids:
            continue
        seq = max(_seq(c) for c in ids)
        if seq > after and (best is None or seq > best[1] or (seq == best[1] and msg.created > best[0].created)):
            best = (msg, seq)
    return best


# A seat's clicks keep a human pace, inside the bot's flood limit (bot/limits.py:
# 8 clicks per 2 s per user) with a margin for the bot's own clock: a closed loop
# faster than that measures "slow down" answers and My hand presses, not moves.
CLICK_GAP = 1.25 * Rules().clicks.seconds / Rules().clicks.count
# Tables opened from one server, under the bot's default cap of open tables per server (25).
TABLES_PER_GUILD = 20


class Tables:
    def __init__(self, fake: "FakeDiscord", spec: TableSpec, groups: list[Group], meter: Meter, *,
                 prompt_wait: float, max_clicks: int, max_games: int) -> None:
        self.fake, self.spec, self.groups, self.meter = fake, spec, groups, meter
        self.prompt_wait, self.max_clicks, self.max_games = prompt_wait, max_clicks, max_games
        self.counts = meter.counts
        self.game_seconds: list[float] = []
        self._starts: list[tuple[Run, User, float]] = []  # (table, player, Start): read by first_dms
        self._last_click: dict[int, float] = {}

    async def paced(self, user: User) -> None:
        """Wait until ``user`` may click again at a human pace (``CLICK_GAP``)."""
        due = self._last_click.get(user.id, 0.0) + CLICK_GAP
        now = time.monotonic()
        if due > now:
            await asyncio.sleep(due - now)
        self._last_click[user.id] = time.monotonic()

    async def run(self) -> None:
        await asyncio.gather(*(self.channel_loop(g) for g in self.groups))
        self.meter.phase.first_dms.extend(self.first_dms())

    # ---------------------------------------------------------------- one channel
    async def channel_loop(self, group: Group) -> None:
        for _ in range(self.max_games):
            if not self.meter.alive():
                return
            t0 = time.monotonic()
            run = await self.open_table(group)
            if run is None:
                if self.meter.alive():
                    self.counts["tables abandoned (could not open or start)"] += 1
                return
            self.counts["games started"] += 1
            await asyncio.gather(*(self.seat_loop(group, run, u) for u in group.users))
            if not self.is_over(run):
                if self.meter.alive():
                    self.counts["games abandoned (--max-clicks)"] += 1
                return
            self.counts["games finished"] += 1
            self.game_seconds.append(time.monotonic() - t0)

    async def open_table(self, group: Group) -> Run | None:
        fake, host, ch = self.fake, group.host(), group.channel
        lobby = None
        for attempt in range(20):  # the last table may still be closing
            handle = await self.meter.do(lambda: fake.slash(host, ch, f"play {self.spec.game}", **self.spec.options),
                                        "/play")
            if handle is None:
                return None
            try:
                msg = await handle.response(timeout=self.meter.ack_timeout())
            except AssertionError:
                return None
            if not msg.ephemeral:
                lobby = msg
                break
            self.counts["/play refused (channel busy)"] += 1
            # the last table may still be closing (soon over), or the host met a limit (wait)
            await asyncio.sleep(0.05 * (attempt + 1) if attempt < 5 else 1.0)
        if lobby is None:
            return None
        ids = [c for c in lobby.custom_ids if c.startswith("dg:")]
        if not ids:
            return None
        table_id = int(ids[0].split(":")[1])
        channel_from = len(fake.by_channel.get(ch.id, [])) - 1
        group.games += 1
        for guest in [u for u in group.users if u is not host]:
            await self.paced(guest)
            handle = await self.meter.do(lambda g=guest: fake.click(g, lobby, f"dg:{table_id}:0:join"), "Join")
            if handle is None or handle.interaction.ack_type != UPDATE:
                return None
        run = Run(table_id, lobby, channel_from)
        for user in group.users:  # DMs from earlier tables are not looked at again
            dm = fake.dm_channels.get(user.id)
            run.dm_from[user.id] = len(fake.by_channel.get(dm.id, [])) if dm else 0
        await self.paced(host)
        started = time.monotonic()
        handle = await self.meter.do(lambda: fake.click(host, lobby, f"dg:{table_id}:0:start"), "Start")
        if handle is None or handle.interaction.ack_type not in ACCEPTED:
            return None
        self._starts.extend((run, user, started) for user in group.users)
        try:  # the lobby becomes the board, the card of a thread, or one line
            await fake.wait_for(lambda: f"dg:{table_id}:0:start" not in run.board.custom_ids,
                                self.meter.ack_timeout(), "the lobby to change")
        except AssertionError:
            return None
        if not self.has_buttons(run, run.board):
            # The lobby kept one line: the table message is the board posted below it
            # (through the channel's webhook), as in Somna's channel games.
            try:
                run.board = await fake.wait_for(lambda: self.board_below(run), self.meter.ack_timeout(),
                                                "the table message")
            except AssertionError:
                return None
        return run

    def has_buttons(self, run: Run, msg: Message) -> bool:
        return any(c.startswith(f"dg:{run.table_id}:") for c in msg.custom_ids)

    def board_below(self, run: Run) -> Message | None:
        """The newest public message of the table's channel with the table's buttons."""
        msgs = self.fake.by_channel.get(run.board.channel.id, [])[run.channel_from:]
        return next((m for m in reversed(msgs) if m.ephemeral_for is None and not m.deleted
                     and m is not run.board and self.has_buttons(run, m)), None)

    def first_dms(self) -> list[float]:
        """Seconds from Start to each player's first DM of the game (their hand
        or first prompt), for those who have one by now (issue 30's first
        prompts on time). Read from the messages' arrival times when asked:
        a watcher per player, woken by every change, costs the harness
        players x changes, and at thousands of tables that was its bottleneck."""
        waits = []
        for run, user, started in self._starts:
            dm = self.fake.dm_channels.get(user.id)
            msgs = self.fake.by_channel.get(dm.id, []) if dm is not None else []
            first = run.dm_from.get(user.id, 0)
            if len(msgs) > first:
                waits.append(msgs[first].created - started)
        return waits

    def is_over(self, run: Run) -> bool:
        if run.over:
            return True
        if not self.has_buttons(run, run.board):
            run.over = True  # the table message keeps its buttons only while the game runs
        else:
            msgs = self.fake.by_channel.get(run.board.channel.id, [])
            for i in range(run.channel_from, len(msgs)):
                if self.fake.sent_by_bot(msgs[i]) and "is over" in msgs[i].content:
                    run.over = True
                    break
        return run.over

    # ---------------------------------------------------------------- one seat
    def fresh_prompt(self, run: Run, user: User, after: int, own: list[Message]) -> tuple[Message, int] | None:
        """The newest prompt this user was shown for the table with a sequence number above ``after``."""
        return newest_prompt(self.fake, user, own, run.dm_from.get(user.id, 0), run.board, run.channel_from,
                             lambda msg: _action_ids(msg, run.table_id), after)

    async def seat_loop(self, group: Group, run: Run, user: User) -> None:
        fake, meter = self.fake, self.meter
        last, clicks, misses = -1, 0, 0
        own: list[Message] = []  # this seat's "My hand" answers
        for _ in range(4 * self.max_clicks):  # waits, My hand presses and moves together
            if self.is_over(run) or not meter.alive() or clicks >= self.max_clicks:
                return
            found = self.fresh_prompt(run, user, last, own)
            if found is None:
                wait = min(self.prompt_wait * 2 ** misses, 4 * self.prompt_wait, meter.deadline - time.monotonic())
                try:
                    await fake.wait_for(lambda: self.is_over(run) or self.fresh_prompt(run, user, last, own) is not None,
                                        max(0.0, wait), "a fresh prompt")
                    continue
                except AssertionError:
                    pass
                if self.is_over(run) or not meter.alive():
                    return
                misses += 1
                self.counts["My hand presses (no fresh prompt)"] += 1
                await self.paced(user)
                if run.board.deleted:  # moved down below the chat: the player presses the newest one
                    run.board = self.board_below(run) or run.board
                handle = await meter.do(lambda: fake.click(user, run.board, f"dg:{run.table_id}:0:hand"),
                                        "My hand")
                if handle is not None and handle.interaction.original is not None:
                    own.append(handle.interaction.original)
                continue
            msg, seq = found
            last, misses = seq, 0
            clicks += 1
            where = "DM" if msg.channel.is_dm else "My hand" if msg.ephemeral_for is user else "channel"
            self.counts[f"moves from {where} prompts"] += 1
            await self.paced(user)
            handle = await meter.do(lambda: self.click_choice(user, msg, run.table_id, group.rng), "move")
            if handle is None:
                continue
            if handle.interaction.ack_type not in ACCEPTED:
                self.counts["moves refused by the bot (stale / not your turn)"] += 1
            elif "game is over" in (handle.interaction.message.text if handle.interaction.message else ""):
                run.over = True

    async def click_choice(self, user: User, msg: Message, table_id: int, rng: random.Random) -> InteractionHandle:
        ids = set(_action_ids(msg, table_id))
        buttons = [b for b in msg.buttons if b.get("custom_id") in ids and not b.get("disabled")]
        options = [(s, o) for s in msg.selects if s.get("custom_id") in ids and not s.get("disabled")
                   for o in s.get("options") or []]
        pick = rng.randrange(len(buttons) + len(options)) if buttons or options else None
        if pick is None:
            raise AssertionError(f"{msg!r} offers no enabled choice")
        if pick < len(buttons):
            return await self.fake.click(user, msg, buttons[pick]["custom_id"])
        select, option = options[pick - len(buttons)]
        return await self.fake.select(user, msg, [option["value"]], custom_id=select["custom_id"])


def make_groups(fake: "FakeDiscord", game: str, tables: int, seats: str, seed: int = 0,
                per_channel: int = 1) -> list[Group]:
    """``per_channel`` tables open from each channel (each plays in its thread, all speaking through
    the channel's one webhook)."""
    groups: list[Group] = []
    guild = fake.guild
    for i, n in enumerate(seat_counts(game, tables, seats)):
        if i and i % TABLES_PER_GUILD == 0:
            guild = fake.add_guild(f"bench-guild-{i // TABLES_PER_GUILD}")
        ch = groups[i - 1].channel if i % per_channel else fake.add_channel(guild, f"bench-table-{i}")
        users = [fake.add_user(f"t{i}p{j}", guilds=(guild,)) for j in range(n)]
        groups.append(Group(ch, users, random.Random(seed * 1000 + i)))
    return groups
