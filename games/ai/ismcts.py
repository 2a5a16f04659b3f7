"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012).

Single-observer ISMCTS over worlds sampled consistently with one seat's view,
with the game engine itself as the simulator. Each iteration

1. samples a *determinization*: a full engine ``State`` the seat cannot tell
   apart from the real one (``Model.sample_world``);
2. descends the tree, whose nodes are action histories from the decision, so
   statistics are shared by every world the seat cannot tell apart: among the
   moves legal *in this world* it expands one untried move or picks the child
   maximising UCB1 with availability counts (a child's exploration term uses
   how often it was available, not its parent's visits);
3. plays the world out with the game's cheap rollout policy until the game's
   horizon (``Model.result`` returns rewards, e.g. at the end of a deal);
4. credits every node with the reward of the seat that made its move.

The answer is the root move visited most. Searches are bounded by iteration
counts, never by the clock, and ``rng`` is their only chance: a choice is a
pure function of (view, legal, iterations, rng state). Nothing here iterates a
set, whose order would vary between processes.

A game plugs in by implementing :class:`Model` (four methods; see
``games/somnia/ai.py`` for one). Sequential games only: the seat to act is
``state.to_act()[0]``.
"""

from __future__ import annotations

import math
import random
from typing import Any, Hashable, Mapping, Protocol, Sequence

from games.base import State


# What sampling a world costs, in simulated actions, for the ``steps`` budget.
SAMPLE_COST = 3


class Model(Protocol):
    """What the search needs from a game."""

    def sample_world(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """A full position consistent with ``view`` (the searching seat's):
        its own hand and everything public as shown, the rest drawn at random
        among what that seat's information allows. Where ``result`` ends the
        search with a round, the world may skip dealing the next one
        (``State.deals_next_round = False``)."""
        ...

    def moves(self, state: State, seat: int, legal: list[Hashable]) -> list[Hashable]:
        """The moves the search considers, a non-empty subset of ``legal`` in a
        stable order (e.g. one Dreamer declaration where 44 are legal)."""
        ...

    def rollout(self, state: State, seat: int, moves: list[Hashable], rng: random.Random) -> Hashable:
        """A quick move from ``moves`` for the playout (a light heuristic)."""
        ...

    def result(self, state: State, depth: int) -> Sequence[float] | None:
        """Rewards in [0, 1] per seat once ``state`` is at the search's horizon
        (``depth`` actions after the decision), else None to play on."""
        ...


class Node:
    """The moves made so far from the decision; statistics for the move into it."""

    __slots__ = ("seat", "children", "visits", "reward", "available")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who made the move leading here
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0

    def ucb(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


def search(model: Model, view: Mapping[str, Any], legal: Sequence[Hashable], iterations: int,
           rng: random.Random, exploration: float = 0.7, steps: int | None = None,
           max_depth: int = 400) -> dict[Hashable, Node]:
    """Run up to ``iterations`` ISMCTS iterations for the seat of ``view``,
    stopping early once ``steps`` simulated actions were spent (a budget that
    costs about the same time early and late in a deal, unlike a count of
    playouts of varying length); the root's children by move (only moves in
    ``legal``)."""
    seat = int(view["seat"])
    root = Node(seat)
    allowed = list(legal)
    spent = 0
    for _ in range(iterations):
        if steps is not None and spent >= steps:
            break
        state = model.sample_world(view, rng)
        node, path, depth = root, [], 0
        rewards = model.result(state, depth)
        expanded = False
        while rewards is None and depth < max_depth:
            actor = state.to_act()[0]
            moves = model.moves(state, actor, state.legal_actions(actor))
            if depth == 0:
                # The seat's own moves do not depend on the world; keep exactly its legal ones.
                moves = [m for m in moves if m in allowed] or allowed
            if not expanded:
                untried = [m for m in moves if m not in node.children]
                for m in moves:
                    child = node.children.get(m)
                    if child is not None:
                        child.available += 1
                if untried:
                    move = untried[rng.randrange(len(untried))]
                    child = node.children[move] = Node(actor)
                    child.available = 1
                    expanded = True
                else:
                    move = max(moves, key=lambda m: node.children[m].ucb(exploration))
                    child = node.children[move]
                path.append(child)
                node = child
            else:
                move = model.rollout(state, actor, moves, rng)
            # ``move`` came from ``state.legal_actions``: skip apply's second check.
            state._apply(actor, move)
            depth += 1
            rewards = model.result(state, depth)
        spent += depth + SAMPLE_COST
        if rewards is None:  # pragma: no cover - a horizon always comes first in real games
            rewards = [0.5] * state.players
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]
    return root.children


def best_move(children: Mapping[Hashable, Node], legal: Sequence[Hashable]) -> Hashable:
    """The most visited move (then the best mean, then the first in ``legal``)."""
    best: Hashable = legal[0]
    key = (-1, -1.0)
    for move in legal:
        node = children.get(move)
        if node is None or node.visits == 0:
            continue
        k = (node.visits, node.reward / node.visits)
        if k > key:
            best, key = move, k
    return best


def choose(model: Model, view: Mapping[str, Any], legal: Sequence[Hashable], iterations: int,
           rng: random.Random, exploration: float = 0.7, steps: int | None = None) -> Hashable:
    """The move ISMCTS picks within its budget (see :func:`search`)."""
    if len(legal) == 1:
        return legal[0]
    return best_move(search(model, view, legal, iterations, rng, exploration, steps), legal)
