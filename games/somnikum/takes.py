"""The common turn in one choice: every card a flywheel can reach now, what
it costs, and what it would score on each level it may go to.

A turn's main move is three of the engine's steps (pick a flywheel, move it
some steps, attach the card taken); ``takes`` lists each reachable card with
the ``Chain`` of those steps that takes it. A free move chains all three
(one click: the card and its level), and "End my turn" after them when the
attach would leave the seat nothing else to decide than that and playing
encounter cards (it holds some); a move past the free steps chains the
first two, so the player still chooses which tokens pay before the level.
Playing an encounter card between the steps stays possible step by step.
Nothing here is a new rule: a chain is legal exactly when its steps are,
one after the other (``SomnikumState.apply``), and ``takes`` only offers
steps the engine lists as legal in that order.

The score of a level is how much the dream's score (``scoring.score_dream``)
grows when the card is attached there, break or isolation included, the
goal counted: what the dream would be worth if the game ended then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Hashable

from .actions import Attach, Chain, ChooseWheel, EndTurn, Steps
from .dream import copy_dream, matches, next_position, open_levels
from .rules import REWARD, Phase, free_steps, landing, max_steps
from .scoring import score_dream

if TYPE_CHECKING:
    from .state import SomnikumState


@dataclass(frozen=True, slots=True)
class Place:
    """One level the card may go to: VP the dream gains there, whether it makes a break."""

    level: int
    gain: int
    broken: bool
    chain: Chain | None  # the card and this level in one click (free moves only)
    ends_turn: bool = False  # the chain ends the turn with "End my turn"


@dataclass(frozen=True, slots=True)
class Take:
    """A card a flywheel reaches: ``paid`` tokens past the free steps, ``reward`` tokens received."""

    wheel: int
    steps: int
    card: str
    paid: int
    reward: int
    places: tuple[Place, ...]
    chain: Chain  # the flywheel and its steps (then pay, then choose the level)

    @property
    def best(self) -> int:
        return max(p.gain for p in self.places)


def dream_gain(s: "SomnikumState", seat: int, card: str, level: int) -> tuple[int, bool]:
    """VP the seat's dream gains with ``card`` attached to ``level`` (an open
    level), and whether it would make a break: the engine's attach on a copy."""
    dream = copy_dream(s.dreams[seat])
    row = dream[level - 1]
    pos = next_position(dream, level)
    assert pos is not None, "the level has no room"
    broken = bool(row) and not matches(row[-1], card)
    held = len(s.hands[seat])
    before = score_dream(s.dreams[seat], s.goals[seat], held, s.front[seat])["total"]
    row.append({"pos": pos, "card": card, "brk": broken, "btok": None, "tokens": []})
    after = score_dream(dream, s.goals[seat], held, s.front[seat])["total"]
    return int(after) - int(before), broken


def takes(s: "SomnikumState", seat: int) -> list[Take]:
    """Every card the seat may take now, flywheel by flywheel, nearest first:
    at the start of its turn (before a flywheel is picked), else none."""
    if s.phase != Phase.START or s.current != seat or s.turn["moved"]:
        return []
    free = free_steps(s, seat)
    levels = open_levels(s.dreams[seat])
    reverse = bool(s.turn["backspin"])
    out: list[Take] = []
    for wheel in (0, 1):
        for steps in range(1, max_steps(s, seat) + 1):
            card = s.field[landing(s, s.wheels[wheel], steps, reverse)]
            assert card is not None
            paid = max(0, steps - free)
            move: tuple[Hashable, ...] = (ChooseWheel(wheel), Steps(steps))
            places = []
            for level in levels:
                gain, broken = dream_gain(s, seat, card, level)
                chain = None if paid else _closed(s, seat, Chain((*move, Attach(level))))
                places.append(Place(level, gain, broken, chain, chain is not None and EndTurn() in chain.actions))
            out.append(Take(wheel, steps, card, paid, REWARD.get(steps, 0), tuple(places), Chain(move)))
    return out


def _closed(s: "SomnikumState", seat: int, chain: Chain) -> Chain:
    """The chain, and "End my turn" after it when playing it leaves the seat
    only that and encounter cards to play (it holds some): played on a copy,
    whose dice are the state's own. Whether that phase comes depends only on
    what the seat knows (its hand, a drawn encounter, the cards left)."""
    trial = type(s).from_dict(s.to_dict())
    trial.apply(seat, chain)
    if trial.phase == Phase.AFTER and trial.current == seat and EndTurn() in trial.legal_actions(seat):
        return Chain((*chain.actions, EndTurn()))
    return chain
