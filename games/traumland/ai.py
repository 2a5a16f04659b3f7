"""The Traumland bot player (issue 25).

easy plays its lowest card rather than pass (the engine's default passes
whenever it may, so a seat built on it never takes part). normal and hard
search the rest of the round with ISMCTS (``games.ai.ismcts``) over worlds
dealt consistently with the seat's view: the unseen cards (not in its hand,
not a level marker, not played this round) go to the other hands by their
shown sizes and the rest out of play. A seat's reward is its share of the
round's tricks, since each trick is a level.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping, Sequence

from games.ai import Hint
from games.ai.ismcts import best_move, search
from games.base import State

from .actions import Dream, Pass, Play
from .cards import DIVINE, DREAMER, deck_without_twelve, entry_name, sort_key
from .game import GAME
from .rules import make_entry
from .state import TraumlandState

ITERATIONS = {"normal": 400, "hard": 2000}
STEPS = {"normal": 1200, "hard": 4500}
EXPLORATION = 0.7


def choose(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    if level == "easy":
        return _lowest(legal)
    candidates = _candidates(legal)
    if len(candidates) == 1:
        return candidates[0]
    children = search(TraumlandModel(view), view, candidates, ITERATIONS[level], rng, EXPLORATION, STEPS[level])
    return best_move(children, candidates)


def hint(view: Mapping[str, Any], legal: list[Hashable], rng: random.Random) -> Hint:
    action = choose(view, legal, "hard", rng)
    if isinstance(action, Pass):
        return Hint(action, "hint.traumland.pass", {})
    assert isinstance(action, (Play, Dream))
    data = {"card": entry_name(make_entry(int(view["seat"]), action))}
    plays = [a for a in legal if not isinstance(a, Pass)]
    return Hint(action, "hint.traumland.only" if len(plays) == 1 else "hint.traumland.play", data)


def _lowest(legal: Sequence[Hashable]) -> Hashable:
    """The lowest value card, else the first card action, else a pass
    (``rules.legal_plays`` lists Pass, value cards low to high, then specials)."""
    plays = [a for a in legal if not isinstance(a, Pass)]
    values = [a for a in plays if isinstance(a, Play) and a.card != DIVINE]
    return (values or plays or list(legal))[0]


def _candidates(legal: Sequence[Hashable]) -> list[Hashable]:
    """Every pass and card, but only the lowest Dreamer declaration and the
    Dreamer as Divine: 44 declarations would drown the search."""
    out: list[Hashable] = []
    declared = False
    for a in legal:
        if isinstance(a, Dream) and not a.divine:
            if declared:
                continue
            declared = True
        out.append(a)
    return out


def _take(cards: list[str], card: str) -> None:
    cards.remove(card)


class TraumlandModel:
    """The ISMCTS model of a Traumland round seen from one seat."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.seat = int(view["seat"])
        self.round = int(view["round"])
        players = int(view["players"])
        unseen = deck_without_twelve()
        for card in [*view["markers"], *view["hand"], *(p["card"] for p in view["played"])]:
            _take(unseen, card)
        self.unseen = sorted(unseen, key=sort_key)
        self.others = [s for s in range(players) if s != self.seat]
        self.sizes = [int(view["hand_sizes"][s]) for s in self.others]
        on_table = len(view["trick"])
        gone = [p["card"] for p in view["played"]][: len(view["played"]) - on_table]
        self.base: dict[str, Any] = {
            "players": players,
            "options": {"most_beyond_12": bool(view["most_beyond_12"]),
                        "lone_player_ends_round": bool(view["lone_player_ends_round"])},
            "rng": {"seed": "search", "n": 0, "forced": []},
            "round": self.round, "dealer": view["dealer"], "levels": list(view["levels"]),
            "markers": list(view["markers"]), "trick": [dict(e) for e in view["trick"]],
            "played": [[p["seat"], p["card"]] for p in view["played"]], "passes": list(view["passes"]),
            "leader": view["leader"], "turn": view["current"], "opening": bool(view["opening_lead"]),
            "tricks": list(view["tricks"]), "retired": list(view["retired"]),
            "reached_12": list(view["reached_12"]), "holder_of_12": view["holder_of_12"],
            "last_round": view["last_round"], "over": view["over"],
        }
        self.gone = gone
        self.hand = list(view["hand"])

    def sample_world(self, view: Mapping[str, Any], rng: random.Random) -> State:
        cards = list(self.unseen)
        rng.shuffle(cards)
        hands: list[list[str]] = [[] for _ in range(len(self.others) + 1)]
        hands[self.seat] = list(self.hand)
        at = 0
        for seat, size in zip(self.others, self.sizes):
            hands[seat] = sorted(cards[at:at + size], key=sort_key)
            at += size
        world = GAME.from_dict({**self.base, "hands": hands, "out": [*self.gone, *cards[at:]]})
        world.deals_next_round = False  # the search's horizon is this round's end
        return world

    def moves(self, state: State, seat: int, legal: list[Hashable]) -> list[Hashable]:
        return _candidates(legal)

    def rollout(self, state: State, seat: int, moves: list[Hashable], rng: random.Random) -> Hashable:
        plays = [m for m in moves if not isinstance(m, Pass)]
        if plays and rng.random() < 0.75:
            return plays[0] if rng.random() < 0.6 else plays[rng.randrange(len(plays))]
        return moves[rng.randrange(len(moves))]

    def result(self, state: State, depth: int) -> Sequence[float] | None:
        assert isinstance(state, TraumlandState)
        if state.round == self.round and not state.over:
            return None
        assert state.last_round is not None
        tricks = state.last_round["tricks"]
        total = max(1, sum(tricks))
        return [t / total for t in tricks]
