"""Flat Monte Carlo over sampled worlds (determinization), with the engine
itself as the simulator.

A seat cannot see the whole position, so a bot samples *worlds*: full engine
states that agree with everything its view shows, the hidden parts (deck
order, dice to come, other seats' secrets) drawn at random. Each legal action
is tried in every world and played on to a horizon; the action with the best
mean value wins. The same worlds serve every action (common random numbers:
the comparison is between actions, not between lucky and unlucky worlds).

The protocol, all supplied by the game's ``ai.py``:

- ``sample(rng) -> State``: one world consistent with the seat's view, the
  seat to act, its engine ``Rng`` seeded from ``rng`` (so the dice to come are
  part of the world). It must read nothing but the view.
- ``playout(state, rng) -> None``: plays on from just after the tried action
  to the horizon the game chooses (the end of the seat's turn, the game's
  end...), for every seat, with a cheap policy; ``rng`` is seeded per world, so
  each action meets the same luck.
- ``evaluate(state) -> float``: how good the reached position is for the seat
  (higher is better).

Budgets are counts of worlds, never the clock, so a choice is a pure function
of the view and the rng.
"""

from __future__ import annotations

import random
from typing import Callable, Hashable, Sequence

from games.base import State

Sample = Callable[[random.Random], State]
Playout = Callable[[State, random.Random], None]
Evaluate = Callable[[State], float]


def clone(state: State) -> State:
    """An independent copy through the engine's own snapshot."""
    return state.game.from_dict(state.to_dict())


def action_values(seat: int, legal: Sequence[Hashable], worlds: int, sample: Sample, playout: Playout,
                  evaluate: Evaluate, rng: random.Random) -> list[float]:
    """Mean value of each legal action over ``worlds`` sampled worlds."""
    totals = [0.0] * len(legal)
    for _ in range(worlds):
        world = sample(rng)
        snapshot = world.to_dict()
        luck = rng.getrandbits(64)
        for i, action in enumerate(legal):
            state = world.game.from_dict(snapshot)
            state.apply(seat, action)
            playout(state, random.Random(luck))
            totals[i] += evaluate(state)
    return [t / worlds for t in totals] if worlds else totals


def best(legal: Sequence[Hashable], values: Sequence[float]) -> Hashable:
    """The action of highest value; ties go to the earlier legal action."""
    index = max(range(len(legal)), key=lambda i: (values[i], -i))
    return legal[index]


def play_until(state: State, stop: Callable[[State], bool],
               policy: Callable[[State, int, random.Random], Hashable], rng: random.Random,
               limit: int = 400) -> None:
    """Apply ``policy``'s choice for the seat to act until ``stop`` holds, the
    game ends or ``limit`` actions were played (a guard, not a budget)."""
    for _ in range(limit):
        if state.is_over or stop(state):
            return
        seat = state.to_act()[0]
        state.apply(seat, policy(state, seat, rng))
