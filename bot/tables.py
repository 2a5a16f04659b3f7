"""A table: one running game in one channel, and the one path that changes it.

``Table.act`` takes the table's lock, checks the seat, applies the action on the
engine, writes the action and the new snapshot in one transaction, commits,
and only then hands the events back for rendering. If the commit fails the
engine state is restored from the last committed snapshot, so nothing is
half-applied.

Stale clicks: every custom id carries the sequence number the prompt was drawn
at. Each seat keeps an *epoch*, the sequence number at which its legal actions
last changed; a click drawn before that epoch is from an earlier turn. In a
simultaneous phase other seats' actions leave a seat's options unchanged, so
its buttons stay valid.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Hashable

from games import GAMES
from games.base import Event, Game, IllegalAction, SeatResult, State

from .errors import GameError, NotSeated, NotYourTurn, SaveFailed, StaleChoice
from .store import ResultRow, SeatRow, Snapshot, Store, StoreError, TableRow

log = logging.getLogger(__name__)

AWAY_AFTER_TIMEOUTS = 2


@dataclass(slots=True)
class Step:
    """One applied action and what it caused."""

    seat: int
    action: Hashable
    source: str  # player, timeout, away, ai
    events: list[Event]


@dataclass(slots=True)
class ActResult:
    steps: list[Step] = field(default_factory=list)
    new_decision: bool = False  # to_act moved on: ping whoever acts now
    finished: bool = False

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
        self._last_phase: Any = None  # the public phase markers after the last commit
        self._committed: dict[str, Any] | None = state.to_dict() if state is not None else None

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

    def epoch(self, seat: int) -> int:
        epochs = self.meta.get("epochs") or []
        return epochs[seat] if seat < len(epochs) else 0

    def to_act(self) -> list[int]:
        return self.state.to_act() if self.state is not None else []

    # -- decisions and deadlines -------------------------------------------

    def _phase(self) -> Any:
        assert self.state is not None
        public = self.state.view(None)
        return [public.get(k) for k in ("phase", "stage", "stage_seq", "day", "round", "deal_number", "night",
                                         "pending")]

    def _refresh_epochs(self) -> None:
        assert self.state is not None
        sigs = list(self.meta.get("sigs") or [""] * len(self.seats))
        epochs = list(self.meta.get("epochs") or [0] * len(self.seats))
        acting = set(self.state.to_act())
        for seat in range(len(self.seats)):
            sig = _signature(self.game, self.state.legal_actions(seat)) if seat in acting else ""
            if sig != sigs[seat]:
                sigs[seat] = sig
                epochs[seat] = self.seq
        self.meta["sigs"] = sigs
        self.meta["epochs"] = epochs

    def decision_seconds(self, default_seconds: int) -> int:
        assert self.state is not None
        return self.state.decision_seconds() or self.row.turn_seconds or default_seconds

    # -- the one path that changes a running game ----------------------------

    async def start(self, *, turn_seconds: int) -> ActResult:
        """Deal the game; the final seats, the first snapshot and the first
        deadline are stored in one transaction. Bot seats then play if they
        are first to act. The caller holds the lock and checked the seats."""
        state = self.game.new(players=len(self.seats), seed=self.row.seed, options=self.row.options)
        self.state, self.seq, self.meta = state, 0, {}
        self._refresh_epochs()
        seconds = self.decision_seconds(turn_seconds)
        now = time.time()
        snapshot = Snapshot(0, state.to_dict(), self.meta)
        try:
            await self.store.start_table(self.id, self.seats, snapshot, (now + seconds, now + seconds / 2))
        except StoreError:
            self.state, self.meta = None, {}
            raise SaveFailed() from None
        self._committed = snapshot.state
        self.due_at, self.remind_at, self.reminded = now + seconds, now + seconds / 2, False
        self.row.status, self.row.started_at = "running", now
        result = ActResult(new_decision=True)
        auto = self._next_automatic()
        if auto is not None:
            more = await self._run(auto[0], state.default_action(auto[0]), auto[1], None, turn_seconds, [])
            result.steps.extend(more.steps)
            result.finished = more.finished
        return result

    async def act(self, user_id: int, text: str, seq: int, *, turn_seconds: int) -> ActResult:
        """A player's click. Raises GameError subclasses for bad input."""
        async with self.lock:
            if not self.running:
                raise GameError("This game is not running any more.")
            seat = self.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            assert self.state is not None
            if seat not in self.state.to_act():
                if seq < self.seq:
                    raise StaleChoice()
                raise NotYourTurn()
            if seq < self.epoch(seat):
                raise StaleChoice()
            try:
                action = self.game.decode(text)
            except IllegalAction as exc:
                raise GameError(str(exc)) from None
            seat_row = self.seats[seat]
            touched = [seat_row] if (seat_row.timeouts or seat_row.away) else []
            seat_row.timeouts, seat_row.away = 0, False
            return await self._run(seat, action, "player", user_id, turn_seconds, touched)

    async def timeout(self, *, turn_seconds: int) -> ActResult:
        """The decision's time ran out: default actions for every seat to act."""
        async with self.lock:
            if not self.running:
                return ActResult()
            assert self.state is not None
            result = ActResult()
            start_seats, start_phase = set(self.state.to_act()), self._phase()
            for seat in sorted(start_seats):
                if self.state.is_over:
                    break
                acting = set(self.state.to_act())
                if self._phase() != start_phase or not acting <= start_seats:
                    break  # the defaults already led to a new decision
                if seat not in acting or seat in self.meta.get("answered", ()):
                    continue  # answered already: shrinking phases drop the seat, others keep it
                seat_row = self.seats[seat]
                seat_row.timeouts += 1
                if seat_row.timeouts >= AWAY_AFTER_TIMEOUTS:
                    seat_row.away = True
                part = await self._run(seat, self.state.default_action(seat), "timeout", None,
                                       turn_seconds, [seat_row])
                result.steps.extend(part.steps)
                result.new_decision = result.new_decision or part.new_decision
                result.finished = part.finished
                if part.finished:
                    break
            return result

    async def set_back(self, user_id: int) -> bool:
        """'I'm back': the seat plays for itself again."""
        async with self.lock:
            seat = self.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            row = self.seats[seat]
            was_away = row.away
            row.away = False
            row.timeouts = 0
            await self.store.update_seat(self.id, row)
            return was_away

    async def _run(self, seat: int, action: Hashable, source: str, user_id: int | None,
                   turn_seconds: int, touched: list[SeatRow]) -> ActResult:
        """Apply, then let away and AI seats play their defaults, committing
        each action on its own so a crash loses nothing acknowledged."""
        result = ActResult()
        while True:
            await self._apply_one(seat, action, source, user_id, turn_seconds, touched, result)
            touched = []
            if result.finished:
                return result
            auto = self._next_automatic()
            if auto is None:
                return result
            seat, source = auto
            action, user_id = self.state.default_action(seat), None  # type: ignore[union-attr]

    def _next_automatic(self) -> tuple[int, str] | None:
        assert self.state is not None
        for seat in self.state.to_act():
            row = self.seats[seat]
            if row.is_ai:
                return seat, "ai"
            if row.away:
                return seat, "away"
        return None

    async def _apply_one(self, seat: int, action: Hashable, source: str, user_id: int | None,
                         turn_seconds: int, touched: list[SeatRow], result: ActResult) -> None:
        assert self.state is not None
        before_to_act = set(self.state.to_act())
        before_phase = self._last_phase if self._last_phase is not None else self._phase()
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as exc:
            raise GameError(str(exc)) from None
        self.seq += 1
        old_meta = dict(self.meta)
        self._refresh_epochs()
        finished = self.state.is_over
        phase = self._phase()
        new_decision = not finished and (not set(self.state.to_act()) <= before_to_act or phase != before_phase)
        # Seats that answered the current decision: a deadline does not count
        # against them even where the game keeps them in to_act() so they can
        # change their answer (Somna's night).
        self.meta["answered"] = [] if new_decision else sorted(set(self.meta.get("answered", [])) | {seat})
        deadline = None
        if new_decision:
            seconds = self.decision_seconds(turn_seconds)
            now = time.time()
            deadline = (now + seconds, now + seconds / 2)
        if finished:
            self.due_at = self.remind_at = None
        snapshot = Snapshot(self.seq, self.state.to_dict(), self.meta)
        try:
            await self.store.record_action(
                self.id, seat=seat, user_id=user_id, action=self.game.encode(action), source=source,
                snapshot=snapshot, seat_updates=touched, deadline=deadline)
        except (StoreError, OSError) as exc:
            log.warning("table %s: could not save an action (%s); state restored", self.id, exc)
            assert self._committed is not None
            self.state = self.game.from_dict(self._committed)
            self.seq -= 1
            self.meta = old_meta
            self._last_phase = None
            raise SaveFailed() from None
        self._committed = snapshot.state
        self._last_phase = phase
        if deadline is not None:
            self.due_at, self.remind_at = deadline
            self.reminded = False
        result.steps.append(Step(seat, action, source, events))
        result.new_decision = result.new_decision or new_decision
        result.finished = finished

    # -- the end -------------------------------------------------------------

    def results(self) -> list[ResultRow]:
        assert self.state is not None
        outcome: list[SeatResult] = self.state.outcome()
        return [ResultRow(r.seat, self.seats[r.seat].user_id, r.place, r.won, float(r.score),
                          dict(r.details)) for r in outcome]


async def load_table(store: Store, row: TableRow) -> Table:
    """Rebuild a table from the store after a restart."""
    seats = await store.seats(row.id)
    if row.status != "running":
        return Table(row, seats, store)
    snap = await store.snapshot(row.id)
    if snap is None:
        raise StoreError(f"table {row.id} is running but has no snapshot")
    game = GAMES[row.game]
    table = Table(row, seats, store, game.from_dict(snap.state), snap.seq, snap.meta)
    deadline = await store.deadline(row.id)
    if deadline is not None:
        table.due_at, table.remind_at, table.reminded = deadline.due_at, deadline.remind_at, deadline.reminded
    return table
