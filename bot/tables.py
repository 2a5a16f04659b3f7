"""A table: one running game in one channel, and the one path that changes it.

``Table.act`` takes the table's lock, checks the seat, applies the action on the
engine, writes the action and the new snapshot in one transaction, commits,
and only then hands the events back for rendering. If the commit fails the
engine state is restored from the last committed snapshot, so nothing is
half-applied.

Stale clicks: every custom id carries the sequence number the prompt was drawn
at. Each seat keeps an *epoch*, the sequence number of its current prompt: it
moves when the seat's legal actions change and whenever the seat itself acts,
so a click drawn before it is from an earlier turn, or a second click of a
prompt already answered ("already done"), even when the seat's next choices
are the same. In a simultaneous phase other seats' actions leave a seat's
options unchanged, so its buttons stay valid.

Decisions are the engine's (``State.decision``): a new one pings and gets a
deadline; one that goes on (a multi-step turn, a vote others answer) does
not. Within one decision the seats that did not act keep their choices (the
conformance suite checks every game for it), so after an action only the
actor's choices are hashed again, and everyone's only when a new decision
starts.

Automatic play (away and bot seats) answers only for seats the engine still
awaits (``State.awaiting``), so each is played for at most once per prompt;
an automatic move that changes nothing is not written, and one trigger plays
at most ``MAX_AUTOMATIC_STEPS`` automatic moves: the rest waits for the
deadline, so no table can spin.

Several processes (PostgreSQL): a click may reach a process that is not the
table's owner (DM clicks arrive on shard 0), so every change runs inside
``_guarded``: the table's lock, then its row lock in the database, and the
copy in memory compared with the stored version (status, snapshot seq) and
reloaded when another process moved the table. The actions of one guarded
block commit together when it ends (each in a savepoint); a commit that
fails puts the copy back as it was. On SQLite (one process) the guard is the
asyncio lock alone.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any, AsyncIterator, Collection, Hashable

from games import GAMES
from games.base import Closing, Decision, Event, Game, IllegalAction, SeatResult, State

from games.ai import DEFAULT_LEVEL
from words import Text

from . import achievements, ai_moves, table_record
from .ai_moves import AWAY_LEVEL
from .errors import AlreadyDone, ExtendRefused, GameError, NotSeated, NotYourTurn, SaveFailed, StaleChoice
from .store import Finish, ResultRow, SeatRow, Snapshot, Store, StoredTable, StoreError, TableRow, TableVersion
from .table_record import RECORD_LIMIT, RECORD_META_KEY, Recorded

log = logging.getLogger(__name__)

AWAY_AFTER_TIMEOUTS = 2
# What the host's "more time" adds to the current decision, once per the
# engine's ``pace_period`` (Somna: a night and its day).
EXTEND_SECONDS = 120
# Automatic moves one trigger (a click, a deadline, a start) may play in a
# row: a whole table of away seats then advances a round per deadline instead
# of playing the game out in one burst, and a faulty engine cannot livelock.
MAX_AUTOMATIC_STEPS = 64


@dataclass(slots=True)
class Step:
    """One applied action and what it caused."""

    seat: int
    action: Hashable
    source: str  # player, timeout, away, ai
    events: list[Event]
    secret: bool = False  # who acted in this decision is hidden (Somna's night)
    missed: bool = False  # a timeout held against the seat (not a plea run out)


@dataclass(slots=True)
class ActResult:
    steps: list[Step] = field(default_factory=list)
    new_decision: bool = False  # the engine's decision moved on: ping whoever acts now
    finished: bool = False
    # Seats given a new prompt by these steps, with the epoch of that prompt:
    # the renderer sends each one exactly once, even when renders of
    # concurrent actions run after the table has moved on.
    prompts: dict[int, int] = field(default_factory=dict)
    # Seats whose prompt these steps ended (answered, timed out, choices
    # changed): their old prompts lose their buttons.
    ended: set[int] = field(default_factory=set)
    # A deadline's default could not be saved: the steps before it stand,
    # and the deadline is tried again.
    save_failed: bool = False
    # The last answer of a decision that waits to be closed came: its close
    # is the new deadline (``Table._closing_deadline``), to be armed.
    closing: bool = False
    # On a shared store, this result's place in the table's record as
    # committed (``bot/table_record.py``): the data the screens make its
    # lines from after the commit, the same way in every process.
    record: Recorded | None = None
    # What the screens made of ``record`` (its lines, taken and private, and
    # the live post's plan), once made.
    shown: Any = None
    # The renderer's lines of these steps, once made (public, private by seat, where a deal begins).
    lines: Any = None

    @property
    def events(self) -> list[Event]:
        return [e for s in self.steps for e in s.events]


def _signature(game: Game, actions: list[Hashable]) -> str:
    text = "\n".join(game.encode(a) for a in actions)
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


class Table:
    def __init__(self, row: TableRow, seats: list[SeatRow], store: Store,
                 state: State | None = None, seq: int = 0, meta: dict[str, Any] | None = None) -> None:
        self.row = row
        self.seats = seats
        self.store = store
        self.game: Game = GAMES[row.game]
        self.state = state
        self.seq = seq
        self.meta: dict[str, Any] = meta or {}
        self.lock = asyncio.Lock()
        # The current decision's deadline (absolute times), mirrored in the store.
        self.due_at: float | None = None
        self.remind_at: float | None = None
        self.reminded = False
        # The engine's decision after the last commit (what a new one is told
        # from) and the last committed state's ``to_dict``: both taken at the
        # first change when not known, so a restart does not pay them per table.
        self._decision: Decision | None = None
        self._committed: dict[str, Any] | None = None
        # The last guarded block found the stored table moved by another process.
        self.moved = False
        # On a shared store, the table log the screens made of the record up
        # to a seq (``table_record``), handed down as data after a commit:
        # the next change stores it with the table, under the row lock.
        self.shown_log: tuple[int, dict[str, Any]] | None = None
        # Whether screens read the record (the manager has a renderer): a
        # process without them stores none.
        self.recording = False
        # The seq and state (``to_dict``) this copy had as the current
        # guarded block began (a shared store): the state after the record's
        # last entry when a new entry follows it.
        self._entered: tuple[int, dict[str, Any] | None] | None = None

    # -- identity --------------------------------------------------------

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def running(self) -> bool:
        return self.row.status == "running" and self.state is not None

    @property
    def seat_limits(self) -> tuple[int, int]:
        return self.game.seat_limits(self.row.options)

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def user_of(self, seat: int) -> int | None:
        return self.seats[seat].user_id

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name

    def shown_away(self, seat: int) -> bool:
        """Whether the channel may see that the seat plays by default. Only
        public behaviour makes a seat away now (``_timeout``); ``hidden_away``
        remains for tables stored when a secret timeout could."""
        return self.seats[seat].away and seat not in self.meta.get("hidden_away", ())

    def epoch(self, seat: int) -> int:
        epochs = self.meta.get("epochs") or []
        return epochs[seat] if seat < len(epochs) else 0

    def to_act(self) -> list[int]:
        return self.state.to_act() if self.state is not None else []

    # -- decisions and deadlines -------------------------------------------

    def _refresh_epochs(self, actor: int | None = None, everyone: bool = True, chosen: bool = True) -> dict[int, int]:
        """Move the epochs after a change; returns the seats that now face a
        new set of choices (a new prompt) with its epoch. The actor's own
        prompt always ends: its epoch moves even when its choices stay.
        ``chosen``: the actor's player chose (a click), so a later click on
        the prompt it answered is "already done"; a move made for them (a
        timeout, a forced move) leaves that prompt from an earlier turn.

        Without ``everyone`` (the decision goes on) only the actor's choices
        are hashed again, and seats no longer asked lose theirs: within one
        decision the others' choices are as they were."""
        assert self.state is not None
        sigs = list(self.meta.get("sigs") or [""] * len(self.seats))
        epochs = list(self.meta.get("epochs") or [0] * len(self.seats))
        acting = set(self.state.to_act())
        if everyone or actor is None or "sigs" not in self.meta:
            changed: Collection[int] = range(len(self.seats))
        else:
            changed = sorted({actor} | {seat for seat, sig in enumerate(sigs) if sig and seat not in acting})
        prompts = {}
        for seat in changed:
            sig = _signature(self.game, self.state.legal_actions(seat)) if seat in acting else ""
            if sig != sigs[seat]:
                sigs[seat] = sig
                epochs[seat] = self.seq
                if sig:
                    prompts[seat] = self.seq
        if actor is not None:
            epochs[actor] = self.seq
        if actor is not None and chosen:
            done = list(self.meta.get("done") or [0] * len(self.seats))
            done[actor] = self.seq
            self.meta["done"] = done
        self.meta["sigs"] = sigs
        self.meta["epochs"] = epochs
        return prompts

    def _done_since(self, seat: int, seq: int) -> bool:
        """Whether the seat acted after a prompt drawn at ``seq``."""
        done = self.meta.get("done") or []
        return seat < len(done) and done[seat] > seq

    def check_current(self, seat: int, seq: int) -> None:
        """Refuse a click on a prompt drawn before the seat's current one."""
        if seq < self.epoch(seat):
            raise AlreadyDone() if self._done_since(seat, seq) else StaleChoice()

    def decision_seconds(self, default_seconds: int) -> int:
        assert self.state is not None
        return self.state.decision_seconds() or self.row.turn_seconds or default_seconds

    def _deadline(self, now: float, seconds: int) -> tuple[float, float]:
        """A new decision's deadline and reminder. A decision on a shared
        clock (``State.decision_clock``: Somna's nominations, one clock per
        day) goes on with what is left of it, nothing when it has run out,
        so a reopened round does not start the day's time again."""
        assert self.state is not None
        key = self.state.decision_clock()
        if key is None:
            return now + seconds, now + seconds / 2
        clock = self.meta.get("clock")
        if isinstance(clock, dict) and clock.get("key") == key:
            due = float(clock["due"])
        else:
            due = now + seconds
            self.meta["clock"] = {"key": key, "due": due}
        return due, now + max(0.0, due - now) / 2

    async def extend(self, user_id: int, seconds: int = EXTEND_SECONDS) -> float:
        """The host gives the current decision ``seconds`` more, once per the
        engine's ``pace_period``; returns the new deadline. Refused with
        ``ExtendRefused`` (its ``why``: ``host``, ``used``, ``not_now``)."""
        async with self._guarded():
            if not self.running or self.state is None or self.due_at is None:
                raise ExtendRefused("not_now")
            period = self.state.pace_period()
            if period is None:
                raise ExtendRefused("not_now")
            if user_id != self.row.host_id:
                raise ExtendRefused("host")
            if self.meta.get("extended") == period:
                raise ExtendRefused("used")
            old = dict(self.meta)
            due = self.due_at + seconds
            remind = due - (due - time.time()) / 2
            self.meta["extended"] = period
            clock = self.meta.get("clock")
            if isinstance(clock, dict) and clock.get("key") == self.state.decision_clock():
                self.meta["clock"] = {**clock, "due": due}  # the day's clock moves with it
            try:
                await self.store.move_deadline(self.id, self.meta, self.seq, due, remind)
            except (StoreError, OSError) as exc:
                self.meta = old
                log.warning("table %s: could not save an extension (%s); nothing changed", self.id, exc)
                raise SaveFailed() from None
            self.due_at, self.remind_at, self.reminded = due, remind, False
            return due

    # -- other processes (a shared store) ---------------------------------------

    def _behind(self, version: TableVersion) -> bool:
        """Whether the stored table moved past this copy (another process acted)."""
        return version.status != self.row.status or version.seq != (None if self.state is None else self.seq)

    def adopt(self, stored: StoredTable) -> None:
        """Take the stored table as this copy (another process changed it)."""
        fresh = restore_table(self.store, stored)
        self.row.status, self.row.ended_at = fresh.row.status, fresh.row.ended_at
        self.row.started_at = fresh.row.started_at
        self.seats, self.state, self.seq, self.meta = fresh.seats, fresh.state, fresh.seq, fresh.meta
        self.due_at, self.remind_at, self.reminded = fresh.due_at, fresh.remind_at, fresh.reminded
        self._decision = self._committed = None
        self.take_message(fresh.row.message_id, fresh.row.webhook_id)

    def take_message(self, message_id: int | None, webhook_id: int | None) -> None:
        """The table message as the store has it, if newer than this copy's
        (another process posted it again): ids grow, and the newest counts."""
        if message_id is not None and (self.row.message_id is None or message_id > self.row.message_id):
            self.row.message_id, self.row.webhook_id = message_id, webhook_id

    async def _catch_up(self, version: TableVersion) -> bool:
        self.moved = self._behind(version)
        self.take_message(*version.message)
        if not self.moved:
            if version.seats is not None and len(version.seats) == len(self.seats):
                # Marks that move no seq ("I'm back", a closed DM), as another process stored them.
                for row, (away, timeouts, dm_closed) in zip(self.seats, version.seats):
                    row.away, row.timeouts, row.dm_closed = away, timeouts, dm_closed
            return False
        stored = await self.store.stored_table(self.id)
        if stored is None:
            raise StoreError(f"table {self.id} is gone from the store")
        log.debug("table %s: moved by another process (seq %s -> %s); reloaded", self.id, self.seq, version.seq)
        self.adopt(stored)
        return True

    def _mark(self) -> tuple[Any, ...]:
        state = self._committed if self._committed is not None or self.state is None else self.state.to_dict()
        return (state, self.seq, dict(self.meta), [replace(s) for s in self.seats], self.row.status,
                self.due_at, self.remind_at, self.reminded, self._decision)

    def _restore(self, mark: tuple[Any, ...]) -> None:
        state, self.seq, self.meta, self.seats, self.row.status, self.due_at, self.remind_at, self.reminded, \
            self._decision = mark
        self.state = None if state is None else self.game.from_dict(state)
        self._committed = state

    @asynccontextmanager
    async def _guarded(self) -> AsyncIterator[TableVersion | None]:
        """The table's lock, and on a shared store its row lock (``_row_locked``)."""
        async with self.lock:
            async with self._row_locked() as version:
                yield version

    @asynccontextmanager
    async def _row_locked(self) -> AsyncIterator[TableVersion | None]:
        """On a shared store, the table's row lock with this copy brought up
        to the stored version (yielded; None on SQLite, where this is
        nothing). What the block writes commits as it ends; if that, a write
        of the block or the lock fails, the copy is put back and SaveFailed
        raised. The caller holds the table's lock."""
        if not self.store.shared:
            yield None
            return
        mark = None
        try:
            async with self.store.locked(self.id) as version:
                await self._catch_up(version)
                mark = self._mark()
                self._entered = (self.seq, mark[0])
                yield version
        except StoreError as exc:
            # The lock, a write of the block (which then rolled back as a
            # whole) or the commit failed: the copy is as the store has it.
            if mark is not None:
                self._restore(mark)
            log.warning("table %s: could not lock or commit (%s); nothing changed", self.id, exc)
            raise SaveFailed() from None

    async def _record(self, result: ActResult) -> None:
        """On a shared store, the result as data in the table's record, stored
        in the held transaction (``bot/table_record.py``); with it, the table
        log the screens last handed down. SQLite renders from memory."""
        if not self.store.shared or not self.recording or result.save_failed:
            return
        record = table_record.take_shown(self.meta, list(self.meta.get(RECORD_META_KEY) or []), self.shown_log)
        if record and "state" not in record[-1]:
            # The last entry is no longer the snapshot's: it keeps its state.
            last = record[-1]
            state: dict[str, Any] | None
            if last["seq"] == self.seq:
                state = self._committed if self._committed is not None or self.state is None \
                    else self.state.to_dict()
            elif self._entered is not None and last["seq"] == self._entered[0]:
                state = self._entered[1]
            else:
                state = None
            if state is None:  # not known here (a save that failed in between): the log starts afresh
                log.warning("table %s: its record has a gap before seq %s; its move lines start afresh",
                            self.id, self.seq)
                record = table_record.restart(self.meta, last["seq"])
            else:
                record[-1] = {**last, "state": state}
        if len(record) >= RECORD_LIMIT:
            log.warning("table %s: %s results were never shown; its move lines start afresh", self.id, len(record))
            record = table_record.restart(self.meta, record[-1]["seq"])
        entry = self.recorded_entry(result)
        record.append(entry)
        self.meta[RECORD_META_KEY] = record
        await self.store.set_table_meta(self.id, self.meta)  # joins the held transaction
        if self._committed is None and self.state is not None:
            self._committed = self.state.to_dict()
        assert self._committed is not None
        result.record = Recorded(self.meta.get(table_record.SHOWN_META_KEY), list(record), self._committed)

    def recorded_entry(self, result: ActResult) -> dict[str, Any]:
        """One result as plain data, with the table as it is now: what the
        screens need to make its lines without this copy."""
        return {
            "seq": self.seq, "status": self.row.status, "due_at": self.due_at,
            "seats": [[s.seat, s.user_id, s.name, s.is_ai, s.away, s.timeouts, s.dm_closed, s.ai_level]
                      for s in self.seats],
            "meta": table_record.table_meta(self.meta),
            "new_decision": result.new_decision, "finished": result.finished,
            "steps": [table_record.step_entry(step.seat, self.game.encode(step.action), step.source, step.events,
                                              step.secret, step.missed) for step in result.steps],
        }

    def at(self, entry: dict[str, Any], state: dict[str, Any]) -> "Table":
        """A copy of this table as it was after a recorded result (``state``:
        the state then), for the screens to read; it never changes."""
        row = replace(self.row, status=entry["status"])
        seats = [SeatRow(*values) for values in entry["seats"]]
        table = Table(row, seats, self.store, self.game.from_dict(state), entry["seq"], dict(entry["meta"]))
        table.due_at = entry["due_at"]
        return table

    def recorded(self) -> Recorded | None:
        """The record as this copy has it (a shared store), with the state
        after its last entry; None when there is none."""
        record = self.meta.get(RECORD_META_KEY)
        if not record or self.state is None:
            return None
        state = self._committed if self._committed is not None else self.state.to_dict()
        return Recorded(self.meta.get(table_record.SHOWN_META_KEY), list(record), state)

    async def sync(self) -> bool:
        """Bring this copy up to the stored table (a shared store); whether
        another process had moved it."""
        if not self.store.shared:
            return False
        seq, status = self.seq, self.row.status
        async with self._guarded():
            pass
        return (seq, status) != (self.seq, self.row.status)

    # -- the one path that changes a running game ----------------------------

    async def start(self, *, turn_seconds: int, saved: asyncio.Event | None = None) -> ActResult:
        """Deal the game; the final seats, the first snapshot and the first
        deadline are stored in one transaction. Bot seats then play if they
        are first to act. The caller holds the lock and checked the seats."""
        state = self.game.new(players=len(self.seats), seed=self.row.seed, options=self.row.options)
        self.state, self.seq, self.meta, self._decision = state, 0, {}, state.decision()
        prompts = self._refresh_epochs()
        seconds = self.decision_seconds(turn_seconds)
        now = time.time()
        snapshot = Snapshot(0, state.to_dict(), self.meta)
        try:
            await self.store.start_table(self.id, self.seats, snapshot, (now + seconds, now + seconds / 2))
        except StoreError:
            self.state, self.meta, self._decision = None, {}, None
            raise SaveFailed() from None
        self._committed = snapshot.state
        self.due_at, self.remind_at, self.reminded = now + seconds, now + seconds / 2, False
        self.row.status, self.row.started_at = "running", now
        if saved is not None:
            saved.set()  # the start is durable: its click may be acknowledged before the bots search
        result = ActResult(new_decision=True, prompts=prompts)
        try:
            # Bots first to act play under the row lock, as every change does
            # (another process may load the table as soon as it runs).
            async with self._row_locked():
                await self._play_automatic(turn_seconds, result)
                await self._record(result)
        except SaveFailed:
            # The start stands; the automatic moves rolled back and wait for the deadline.
            result = ActResult(new_decision=True, prompts=prompts, save_failed=True)
        return result

    async def act(self, user_id: int, text: str, seq: int, *, turn_seconds: int,
                  saved: asyncio.Event | None = None) -> ActResult:
        """A player's click. Raises GameError subclasses for bad input.
        ``saved`` is set once the click's own move is durable, before bot and
        away seats search (on SQLite, where each move commits on its own; on
        a shared store the guarded block commits them together at its end, so
        it is not set: the click is answered after them, as before)."""
        async with self._guarded():
            if not self.running:
                raise GameError(Text("bot-table-not-running"))
            seat = self.seat_of(user_id)
            if seat is None:
                raise NotSeated(running=True)
            assert self.state is not None
            if seat not in self.state.to_act():
                if self._done_since(seat, seq):
                    raise AlreadyDone()
                reason = self.state.why_waiting(seat)  # a rule's reason (the dead) beats "stale"
                if reason is None and seq < self.seq:
                    raise StaleChoice()
                raise NotYourTurn(reason)
            self.check_current(seat, seq)
            try:
                action = self.game.decode(text)
            except IllegalAction as exc:
                raise GameError(exc.reason) from None  # formatted when answered, in the reader's language
            if not self.state.players_may_play(action):  # a forged id: no prompt offers it
                raise GameError(Text("error-not-a-choice"))
            seat_row = self.seats[seat]
            was = seat_row.timeouts, seat_row.away
            # An answer in a secret phase (Somna's night) leaves the count of
            # public misses as it was: were it reset, a later "now away" (or
            # its absence) would tell who answered at night.
            reset = any(was) and not self.state.secret_turns()
            touched = [seat_row] if reset else []
            if reset:
                seat_row.timeouts, seat_row.away = 0, False
            result = ActResult()
            try:
                await self._apply_one(seat, action, "player", user_id, turn_seconds, touched, result)
            except SaveFailed:
                seat_row.timeouts, seat_row.away = was  # the click did not count: nor did its reset
                raise
            if saved is not None and not self.store.shared:
                saved.set()
            await self._play_automatic(turn_seconds, result)
            await self._record(result)
            return result

    async def timeout(self, *, turn_seconds: int) -> ActResult:
        """The decision's time ran out: every awaited seat plays its default,
        in seat order, until the decision ends; a multi-step turn is finished
        by defaults, sub-step after sub-step. A seat counts one missed turn
        per deadline, and is played again only while its last default
        changed the game (bounded by ``MAX_AUTOMATIC_STEPS``).

        On a shared store the deadline is claimed under the row lock: it
        fires only if the stored one has passed (a process that fired it
        first, or moved the table to a new decision, left a later one or
        none), so each deadline fires once whichever processes armed it."""
        armed_for = self.due_at
        try:
            async with self._guarded() as version:
                if version is not None:
                    due = await self.store.deadline(self.id)  # under the lock: the deadline as claimed
                    if self.moved or due is None or (due.due_at != armed_for and due.due_at > time.time()):
                        # Fired or moved on elsewhere: the stored deadline (if any) is the one to arm.
                        if due is not None:
                            self.due_at, self.remind_at, self.reminded = due.due_at, due.remind_at, due.reminded
                        else:
                            self.due_at = None
                        return ActResult()
                result = await self._timeout(turn_seconds)
                await self._record(result)
                return result
        except SaveFailed:
            return ActResult(save_failed=True)

    async def _timeout(self, turn_seconds: int) -> ActResult:
        if not self.running:
            return ActResult()
        assert self.state is not None
        result = ActResult()
        start = self.state.decision()
        secret = self.state.secret_turns()
        played: set[int] = set()
        idle: set[int] = set()  # seats whose default changed nothing: not asked again now
        for _ in range(MAX_AUTOMATIC_STEPS):
            now = self.state.decision()
            if now is None or now.starts_after(start):
                break  # over, or the defaults already led to a new decision
            seat = next((s for s in self.state.awaiting() if s not in idle), None)
            if seat is None:
                # Every answer is in: a decision that waits to be closed is
                # closed now if this deadline was its close (else the last
                # default just set its close as the deadline).
                close = self._close_due() if not played else None
                if close is not None:
                    try:
                        await self._apply_one(close.seat, close.action, "timeout", None, turn_seconds, [], result,
                                              secret=secret)
                    except SaveFailed:
                        result.save_failed = True
                        return result
                break
            seat_row = self.seats[seat]
            was = seat_row.timeouts, seat_row.away
            missed = seat not in played and not self.state.waits_out(seat)
            # Away is decided from public behaviour only: a timeout in a
            # secret phase (Somna's night) is told to its player alone and
            # never counted, or a later public "now away" would tell the
            # village who missed the night.
            counted = missed and not secret
            if counted:
                seat_row.timeouts += 1
                if seat_row.timeouts >= AWAY_AFTER_TIMEOUTS:
                    seat_row.away = True
            # The first default is written whatever it does (it is the
            # seat's answer); a later one only when it moves the turn on.
            before = self._committed
            try:
                applied = await self._apply_one(seat, self.state.default_action(seat), "timeout", None,
                                                turn_seconds, [seat_row] if counted else [], result,
                                                secret=secret, missed=missed, automatic=seat in played)
            except SaveFailed:
                # Nothing of this default happened: the seat's count and away mark neither.
                seat_row.timeouts, seat_row.away = was
                result.save_failed = True
                return result
            if not applied or self._committed == before:
                idle.add(seat)
            played.add(seat)
        if not result.finished and result.steps:
            await self._play_automatic(turn_seconds, result)
        return result

    async def set_back(self, user_id: int) -> bool:
        """'I'm back': the seat plays for itself again."""
        async with self._guarded():
            seat = self.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            row = self.seats[seat]
            was_away = row.away
            row.away = False
            row.timeouts = 0
            await self.store.update_seat(self.id, row)
            return was_away

    async def _play_automatic(self, turn_seconds: int, result: ActResult) -> None:
        """Let away and bot seats play their defaults, each committed on its
        own so a crash loses nothing acknowledged. Bounded: see the module."""
        assert self.state is not None
        idle: set[int] = set()  # seats whose default changed nothing: not asked again now
        for _ in range(MAX_AUTOMATIC_STEPS):
            if result.finished:
                return
            auto = self._next_automatic(idle, fresh=result.prompts)
            if auto is None:
                return
            seat, source = auto
            secret = self.state.secret_turns()
            if source == "forced":
                action = self.state.legal_actions(seat)[0]
            else:
                action = await self._bot_move(seat, source)
            try:
                applied = await self._apply_one(seat, action, source, None, turn_seconds, [], result,
                                                secret=secret, automatic=True)
            except SaveFailed:
                # What triggered this run is saved and stands; the automatic
                # moves wait for the next trigger or the deadline.
                result.save_failed = True
                return
            if not applied:
                log.error("table %s: the default of seat %s changed nothing; not played again until the "
                          "next move or deadline", self.id, seat)
                idle.add(seat)
        if self._next_automatic(idle, fresh=result.prompts) is not None:
            log.warning("table %s: %d automatic moves in a row; the rest waits for the deadline",
                        self.id, MAX_AUTOMATIC_STEPS)

    def plays_for_seats(self) -> bool:
        """Whether a bot or an away seat may answer within a click (after a search)."""
        return any(row.is_ai or row.away for row in self.seats)

    async def _bot_move(self, seat: int, source: str) -> Hashable:
        """A bot seat's move at its level, an away seat's at ``AWAY_LEVEL``;
        searched off the loop, the default if the search fails (``bot.ai_moves``).
        An away seat played this way is marked: its result says so."""
        assert self.state is not None
        row = self.seats[seat]
        level = (row.ai_level or DEFAULT_LEVEL) if source == "ai" else AWAY_LEVEL
        if source == "away":
            played = set(self.meta.get("bot_played", ()))
            if seat not in played:
                self.meta["bot_played"] = sorted(played | {seat})
        return await ai_moves.shared().choose(self.id, self.seq, self.row.game, self.state, seat, level)

    def _next_automatic(self, skip: Collection[int] = (), fresh: Collection[int] = ()) -> tuple[int, str] | None:
        """The next seat the table plays for: a bot, an away player, or a
        player whose new prompt (``fresh``) would offer one legal move only
        (unless they asked to be asked; who acts is secret, as a forced night
        answer at once would tell; or when to answer is theirs to choose, as
        the end of a plea)."""
        assert self.state is not None
        for seat in self.state.awaiting():
            if seat in skip:
                continue
            row = self.seats[seat]
            if row.is_ai:
                return seat, "ai"
            if row.away:
                return seat, "away"
            if seat in fresh and row.user_id is not None and not self.store.asks_forced(row.user_id) \
                    and not self.state.secret_turns() and not self.state.waits_out(seat) \
                    and len(self.state.legal_actions(seat)) == 1:
                return seat, "forced"
        return None

    async def _apply_one(self, seat: int, action: Hashable, source: str, user_id: int | None,
                         turn_seconds: int, touched: list[SeatRow], result: ActResult, *,
                         secret: bool = False, missed: bool = False, automatic: bool = False) -> bool:
        """Apply and commit one action. An automatic move that leaves the
        state as it was is neither written nor counted: returns False."""
        assert self.state is not None
        if self._committed is None:
            self._committed = self.state.to_dict()
        before = self._decision if self._decision is not None else self.state.decision()
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as exc:
            raise GameError(exc.reason) from None  # formatted when answered, in the reader's language
        state_dict = self.state.to_dict()
        if automatic and state_dict == self._committed:
            return False
        self.seq += 1
        old_meta = dict(self.meta)
        old_epochs = list(self.meta.get("epochs") or [0] * len(self.seats))
        decision = self.state.decision()
        finished = self.state.is_over
        new_decision = decision is not None and decision.starts_after(before)
        prompts = self._refresh_epochs(seat, everyone=new_decision, chosen=source == "player")
        deadline: tuple[float, float | None] | None = None
        if new_decision:
            deadline = self._deadline(time.time(), self.decision_seconds(turn_seconds))
            self.meta.pop("closing", None)
        elif decision is not None and not finished:
            deadline = self._closing_deadline(decision, turn_seconds)
        if finished:
            self.due_at = self.remind_at = None
        snapshot = Snapshot(self.seq, state_dict, self.meta)
        try:
            await self.store.record_action(
                self.id, seat=seat, user_id=user_id, action=self.game.encode(action), source=source,
                snapshot=snapshot, seat_updates=touched, deadline=deadline,
                finish=self.finish_record() if finished else None)
        except (StoreError, OSError) as exc:
            log.warning("table %s: could not save an action (%s); state restored", self.id, exc)
            assert self._committed is not None
            self.state = self.game.from_dict(self._committed)
            self.seq -= 1
            self.meta = old_meta
            self._decision = before
            raise SaveFailed() from None
        self._committed = snapshot.state
        self._decision = decision
        if finished:
            self.row.status = "finished"
        if deadline is not None:
            self.due_at, self.remind_at = deadline
            self.reminded = deadline[1] is None
            result.closing = result.closing or not new_decision
        result.steps.append(Step(seat, action, source, events, secret, missed))
        result.new_decision = result.new_decision or new_decision
        result.finished = finished
        for s in [s for s, epoch in result.prompts.items() if epoch != self.epoch(s)]:
            del result.prompts[s]  # superseded by this step
        result.prompts.update(prompts)
        epochs = self.meta["epochs"]
        result.ended.update(s for s in range(len(self.seats)) if epochs[s] != old_epochs[s])
        return True

    def _closing_deadline(self, decision: Decision, turn_seconds: int) -> tuple[float, None] | None:
        """When the decision's last answer came and the decision waits to be
        closed (``State.closing``, Somna's night): the moment to close it, as
        the new deadline, once per decision (``meta["closing"]`` holds its
        key): not before the decision's minimum length, then at a moment in
        the closing window drawn from the table's seed and the decision, so
        the end says nothing of when the last answer came, nor whether it was
        a click or a deadline's default. None: nothing to close yet."""
        assert self.state is not None
        closing = self.state.closing()
        key = repr(decision.key)
        if closing is None or self.meta.get("closing") == key:
            return None
        now = time.time()
        began = (self.due_at or now) - self.decision_seconds(turn_seconds)
        low, high = closing.window
        wait = random.Random(f"{self.row.seed}:close:{key}").uniform(low, high)
        self.meta["closing"] = key
        return max(began + closing.minimum, now) + wait, None

    def _close_due(self) -> Closing | None:
        """The closing move of a decision whose close has come (its deadline)."""
        assert self.state is not None
        decision = self.state.decision()
        if decision is None or self.meta.get("closing") != repr(decision.key):
            return None
        return self.state.closing()

    # -- the end -------------------------------------------------------------

    def finish_record(self) -> Finish:
        assert self.state is not None
        try:
            earned = achievements.earned(self.row.game, self.state.outcome(), self.state.view(None))
        except Exception:  # awards are a nicety: a bad condition must not keep a game from finishing
            log.exception("table %s: achievements could not be decided; none awarded", self.id)
            earned = {}
        return Finish(self.row.guild_id, self.row.game, self.results(), [
            (user, key) for seat, keys in sorted(earned.items())
            if (user := self.seats[seat].user_id) is not None and not self.seats[seat].is_ai for key in keys])

    @property
    def practice(self) -> bool:
        """Unrated, with hints: a table with a bot seat, or opened as practice."""
        return self.row.practice or any(s.is_ai for s in self.seats)

    def rated(self) -> bool:
        """Whether the game's result would move ratings: no practice, and at
        least two human players."""
        return not self.practice and sum(1 for s in self.seats if s.user_id is not None) >= 2

    def forfeit_record(self, user_id: int) -> Finish:
        """The results of a rated game its seated player ``user_id`` ends with
        /table end: their forfeit, ranked last; every other seat a bystander
        whom it does not move (bot.ratings)."""
        last = len(self.seats)
        return Finish(self.row.guild_id, self.row.game, [
            ResultRow(seat.seat, seat.user_id, last, False, 0.0, {"forfeit": True})
            if seat.user_id == user_id else
            ResultRow(seat.seat, seat.user_id, 1, False, 0.0, {"ended_early": True})
            for seat in self.seats])

    def results(self) -> list[ResultRow]:
        """The engine's outcome, with the bot's part marked in the details:
        ``bot_played`` (the bot played this seat while its player was away)
        and ``away_at_end`` (still away when the game ended: counted as a
        loss, see bot.ratings); ``practice`` on every seat of a practice table."""
        assert self.state is not None
        outcome: list[SeatResult] = self.state.outcome()
        bot_played = set(self.meta.get("bot_played", ()))
        rows = []
        for r in outcome:
            details = dict(r.details)
            seat = self.seats[r.seat]
            if r.seat in bot_played:
                details["bot_played"] = True
            if seat.away and seat.user_id is not None:
                details["away_at_end"] = True
            if seat.is_ai:
                details["bot_level"] = seat.ai_level or DEFAULT_LEVEL
            if self.row.practice:
                details["practice"] = True
            rows.append(ResultRow(r.seat, seat.user_id, r.place, r.won, float(r.score), details))
        return rows


def restore_table(store: Store, stored: StoredTable) -> Table:
    """Rebuild a table after a restart from what the store read for it
    (``Store.open_tables_whole``), its deadline included (a lobby's too: it
    expires). Raises StoreError, or the game's own ValueError/KeyError, for a
    row that cannot be a table."""
    row = stored.row
    if row.status != "running":
        table = Table(row, stored.seats, store)
    elif stored.snapshot is None:
        raise StoreError(f"table {row.id} is running but has no snapshot")
    else:
        snap = stored.snapshot
        table = Table(row, stored.seats, store, GAMES[row.game].from_dict(snap.state), snap.seq, snap.meta)
    deadline = stored.deadline
    if deadline is not None:
        table.due_at, table.remind_at = deadline.due_at, deadline.remind_at
        table.reminded = deadline.reminded or deadline.remind_at is None  # a lobby has no reminder
    return table
