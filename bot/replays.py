"""Replays: a game rebuilt step by step from its seed, options, seat count and
action log. No Discord, no I/O: the store reads the log, ``cogs/replay.py``
shows it, and the test harness proves with it that every game replays.

The engines are deterministic (``architecture.md``: the same seed followed by
the same actions gives an equal ``to_dict()``), so the log *is* the game: a
finished table keeps only its last snapshot, and any earlier position is the
deal with the first k logged actions applied. ``Replay.at`` keeps a
checkpoint every ``CHECKPOINT_EVERY`` steps, so stepping to a position costs a
few engine moves, not the whole game again.

``marks`` finds where a replay's bigger steps end (a trick taken, a round
scored: event kinds the game's presenter names) and where its chapters begin
(a deal, a day), and ``Replay.stretch`` gives every move of such a step with
what it caused, so a step shows the whole trick.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import AbstractSet, Any, Iterator, Mapping, Sequence

from games import GAMES
from games.base import Event, Game, IllegalAction, State

CHECKPOINT_EVERY = 32


class ReplayError(ValueError):
    """The log does not replay: a gap in it, an action the engine refuses
    there, or a final state other than the stored one."""

    def __init__(self, step: int | None, reason: str) -> None:
        super().__init__(reason if step is None else f"step {step}: {reason}")
        self.step = step


@dataclass(frozen=True, slots=True)
class LoggedAction:
    """One row of the action log: the ``seq``-th action, by ``seat``, as the
    engine encodes it (``Game.encode``)."""

    seq: int
    seat: int
    action: str
    source: str = "player"


@dataclass(slots=True)
class Position:
    """The game after ``step`` logged actions (0: the deal). ``action`` led
    here and ``events`` are what it caused (none at the deal)."""

    step: int
    state: State
    action: LoggedAction | None = None
    events: list[Event] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Marks:
    """Where a replay's steps end and its chapters begin, as positions
    (0: the deal, ``len``: the end), ascending. The end is always a stop;
    the deal is the first chapter only when ``chapters`` says so."""

    stops: tuple[int, ...]
    chapters: tuple[int, ...]

    def after(self, step: int) -> int:
        """The next stop after ``step`` (the end when none)."""
        return next((s for s in self.stops if s > step), self.stops[-1] if self.stops else step)

    def before(self, step: int) -> int:
        """The last stop before ``step`` (the deal when none)."""
        return next((s for s in reversed(self.stops) if s < step), 0)


def marks(replay: "Replay", stop_kinds: AbstractSet[str], chapter_kinds: AbstractSet[str]) -> Marks:
    """The positions whose move caused an event of ``stop_kinds`` (a step
    ends there) or of ``chapter_kinds`` (a chapter begins there). With no
    stop kinds every move is a step. Replays the whole game once: call it
    off the event loop for a long one."""
    stops: list[int] = []
    chapters: list[int] = []
    for position in replay.positions():
        kinds = {e.kind for e in position.events}
        if position.step and (not stop_kinds or kinds & stop_kinds):
            stops.append(position.step)
        if kinds & chapter_kinds:
            chapters.append(position.step)
    if len(replay) and (not stops or stops[-1] != len(replay)):
        stops.append(len(replay))
    return Marks(tuple(stops), tuple(chapters))


def _plain(value: Any) -> Any:
    """As stored: snapshots go through JSON (tuples come back as lists)."""
    return json.loads(json.dumps(value))


class Replay:
    def __init__(self, game: str | Game, *, seed: int | str, options: Mapping[str, Any], players: int,
                 actions: Sequence[LoggedAction]) -> None:
        self.game = GAMES[game] if isinstance(game, str) else game
        self.seed, self.options, self.players = seed, dict(options), players
        self.actions = list(actions)
        for i, logged in enumerate(self.actions, 1):
            if logged.seq != i:
                raise ReplayError(i, f"the log has a gap: action #{i} is stored as seq {logged.seq}")
        self._checkpoints: dict[int, dict[str, Any]] = {}

    def __len__(self) -> int:
        """The number of steps after the deal (positions are 0..len)."""
        return len(self.actions)

    def new(self) -> State:
        return self.game.new(players=self.players, seed=self.seed, options=self.options)

    def _apply(self, state: State, step: int, *, check: bool) -> list[Event]:
        logged = self.actions[step - 1]
        try:
            action = self.game.decode(logged.action)
        except IllegalAction as exc:
            raise ReplayError(step, f"{logged.action!r} does not decode: {exc}") from None
        if check:
            if logged.seat not in state.to_act():
                raise ReplayError(step, f"seat {logged.seat} may not act (to act: {state.to_act()})")
            if action not in state.legal_actions(logged.seat):
                raise ReplayError(step, f"{logged.action!r} is not a legal action of seat {logged.seat}")
        try:
            return state.apply(logged.seat, action)
        except IllegalAction as exc:
            raise ReplayError(step, f"the engine refuses {logged.action!r} of seat {logged.seat}: {exc}") from None

    def positions(self, *, check: bool = False) -> Iterator[Position]:
        """Every position from the deal to the end, in order. The state is
        one object moved on in place: copy (``to_dict``) what you keep.
        ``check``: each action's seat may act and the action is legal there."""
        state = self.new()
        yield Position(0, state)
        for step in range(1, len(self) + 1):
            events = self._apply(state, step, check=check)
            if step % CHECKPOINT_EVERY == 0 and step not in self._checkpoints:
                self._checkpoints[step] = state.to_dict()
            yield Position(step, state, self.actions[step - 1], events)

    def at(self, step: int) -> Position:
        """The position after ``step`` actions (clamped to 0..len)."""
        step = max(0, min(step, len(self)))
        # The nearest checkpoint before the step, so the step's own action is
        # applied again and its events are known.
        known = sorted(self._checkpoints)
        start = known[bisect_left(known, step) - 1] if known and known[0] < step else 0
        if start:
            state = self.game.from_dict(self._checkpoints[start])
        else:
            state = self.new()
        events: list[Event] = []
        for k in range(start + 1, step + 1):
            events = self._apply(state, k, check=False)
            if k % CHECKPOINT_EVERY == 0 and k not in self._checkpoints:
                self._checkpoints[k] = state.to_dict()
        return Position(step, state, self.actions[step - 1] if step else None, events)


    def stretch(self, start: int, end: int) -> tuple[Position, list[tuple[LoggedAction, list[Event]]]]:
        """The position after ``end`` actions, and each action after ``start``
        up to it with the events it caused (both clamped to the game)."""
        end = max(0, min(end, len(self)))
        start = max(0, min(start, end))
        position = self.at(start)
        moves: list[tuple[LoggedAction, list[Event]]] = []
        for k in range(start + 1, end + 1):
            moves.append((self.actions[k - 1], self._apply(position.state, k, check=False)))
        if moves:
            position = Position(end, position.state, moves[-1][0], moves[-1][1])
        return position, moves


def verify(replay: Replay, final: Mapping[str, Any]) -> State:
    """Replay the whole log, checking at every step that the stored action was
    the seat's to make and legal there and applies without error, then that
    the last position equals the stored final snapshot. Returns the final
    state; raises ReplayError naming the first step that does not hold."""
    state = replay.new()
    for position in replay.positions(check=True):
        state = position.state
    if _plain(state.to_dict()) != _plain(dict(final)):
        raise ReplayError(None, f"the replay of {len(replay)} actions differs from the stored final snapshot")
    return state
