"""Somnia's bot player: ``choose`` and ``hint`` (the interface of ``games.ai``).

- ``easy`` plays the engine's default card (the lowest card that wins
  nothing, when there is one).
- ``normal`` and ``hard`` run ISMCTS (``games.ai.ismcts``) to the end of the
  deal over worlds drawn from the seat's view: the cards it has not seen
  (not in its hand, not captured, not on the table) redealt to the other
  hands and the 2-player deck, never giving a seat a suit it has shown it
  lacks (the view's ``voids``). A deal's reward is the chips it costs: a
  seat's own loss counts against it, its opponents' losses for it.

The bot reads only ``view`` and ``legal``; it never plays a revoke.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping, Sequence

from games.ai import Hint
from games.ai.deal import deal
from games.ai.ismcts import best_move, search
from games.base import State
from words import Text

from . import rules
from .actions import Play
from .cards import ORDER, SUIT_OF, deck_for, describe, points, strength
from .game import GAME
from .state import SomniaState

# The search budget per decision: at most so many iterations and simulated
# actions (the bot bounds wall time around them). Tuned on a loaded 2-core
# machine for p99 <= 50 ms (normal) and <= 250 ms (hard).
ITERATIONS = {"normal": 2000, "hard": 10000}
STEPS = {"normal": 900, "hard": 4000}
EXPLORATION = 0.7


def choose(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    candidates = _candidates(legal)
    if level == "easy" or len(candidates) == 1:
        return _quiet(view, candidates)
    children = search(SomniaModel(view), view, candidates, ITERATIONS[level], rng, EXPLORATION, STEPS[level])
    return best_move(children, candidates)


def hint(view: Mapping[str, Any], legal: list[Hashable], rng: random.Random) -> Hint:
    candidates = _candidates(legal)
    action = choose(view, legal, "hard", rng)
    assert isinstance(action, Play)
    card = action.card
    data: dict[str, Any] = {"card": describe(card)}
    trick = _trick(view)
    if len(candidates) == 1:
        return Hint(action, "hint.somnia.only_card", data)
    if not trick:
        return Hint(action, "hint.somnia.lead", data)
    seat = int(view["seat"])
    night = rules.nightmare_after(trick, card, view["nightmare"])
    if night != view["nightmare"] and night is not None:
        return Hint(action, "hint.somnia.set_nightmare", {**data, "suit": Text("game-somnia-suit", {"suit": night})})
    wins = rules.trick_winner([*trick, (seat, card)], night) == seat
    return Hint(action, "hint.somnia.take" if wins else "hint.somnia.duck", data)


def _candidates(legal: Sequence[Hashable]) -> list[Hashable]:
    plays: list[Hashable] = [a for a in legal if isinstance(a, Play) and not a.revoke]
    return plays or list(legal)


def _trick(view: Mapping[str, Any]) -> list[tuple[int, str]]:
    return [(int(e["seat"]), str(e["card"])) for e in view["trick"]]


def _quiet(view: Mapping[str, Any], candidates: Sequence[Hashable]) -> Hashable:
    """The engine's default card (``rules.quiet_card``), read from the view."""
    card = rules.quiet_card(int(view["seat"]), list(view["hand"]), _trick(view), view["nightmare"])
    action = Play(card)
    return action if action in candidates else candidates[0]


class SomniaModel:
    """The ISMCTS model of a Somnia deal seen from one seat (``games.ai.ismcts.Model``)."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.deal_number = int(view["deal_number"])
        seat = int(view["seat"])
        players = int(view["players"])
        seen = set(view["hand"])
        seen.update(c for pile in view["captured"] for c in pile)
        seen.update(e["card"] for e in view["trick"])
        self.unseen = [c for c in deck_for(players) if c not in seen]
        self.others = [s for s in range(players) if s != seat]
        sizes = [int(view["hand_sizes"][s]) for s in self.others]
        self.sizes = [*sizes, int(view["deck_size"])]
        voids = [frozenset(view["voids"][s]) for s in self.others]
        self.voids = [*voids, frozenset()]  # the deck may hold anything
        last = view["last_trick"]
        self.base: dict[str, Any] = {
            "players": players,
            "options": {"allow_revoke": bool(view["allow_revoke"])},
            "lives": list(view["lives"]),
            "dealer": view["dealer"],
            "deal_number": self.deal_number,
            "captured": [list(p) for p in view["captured"]],
            "tricks": list(view["tricks_won"]),
            "trick": [[s, c] for s, c in _trick(view)],
            "deal_tricks": [[[e["seat"], e["card"]] for e in t] for t in view["deal_tricks"]],
            "leader": view["leader"],
            "current": view["current"],
            "nightmare": view["nightmare"],
            "last_trick": None if last is None else {
                "winner": last["winner"], "cards": [[e["seat"], e["card"]] for e in last["cards"]]},
            "last_deal": view["last_deal"],
            "over": view["over"],
        }
        self.seat = seat
        self.hand = list(view["hand"])

    def sample_world(self, view: Mapping[str, Any], rng: random.Random) -> State:
        places = deal(self.unseen, self.sizes, lambda p, c: SUIT_OF[c] in self.voids[p], rng)
        hands: list[list[str]] = [[] for _ in range(len(self.others) + 1)]
        hands[self.seat] = list(self.hand)
        for seat, cards in zip(self.others, places):
            hands[seat] = sorted(cards, key=ORDER.__getitem__)
        # The next deal is beyond the horizon: any seed does.
        d = {**self.base, "hands": hands, "deck": places[-1],
             "rng": {"seed": "search", "n": 0, "forced": []}}
        world = GAME.from_dict(d)
        world.deals_next_round = False  # the search's horizon is this deal's end
        return world

    def moves(self, state: State, seat: int, legal: list[Hashable]) -> list[Hashable]:
        return _candidates(legal)

    def rollout(self, state: State, seat: int, moves: list[Hashable], rng: random.Random) -> Hashable:
        assert isinstance(state, SomniaState)
        if rng.random() < 0.5:
            return moves[rng.randrange(len(moves))]
        trick, night = state.trick, state.nightmare
        if not trick:
            return moves[rng.randrange(len(moves))]
        # Take a trick worth points with the cheapest winner, else play low.
        value = sum(points(c, night) for _, c in trick)
        best: tuple[int, int, int] | None = None
        pick = moves[0]
        for move in moves:
            assert isinstance(move, Play)
            after = rules.nightmare_after(trick, move.card, night)
            wins = rules.trick_winner([*trick, (seat, move.card)], after) == seat
            k = (0 if wins == (value >= 10) else 1, strength(move.card, after), points(move.card, after))
            if best is None or k < best:
                best, pick = k, move
        return pick

    def result(self, state: State, depth: int) -> Sequence[float] | None:
        assert isinstance(state, SomniaState)
        if state.deal_number == self.deal_number and not state.over:
            return None
        assert state.last_deal is not None
        losers = state.last_deal["losers"]
        lost = [1.0 if s in losers else 0.0 for s in range(state.players)]
        total = sum(lost)
        n = state.players
        return [(1.0 - lost[s] + (total - lost[s]) / (n - 1)) / 2.0 for s in range(n)]
