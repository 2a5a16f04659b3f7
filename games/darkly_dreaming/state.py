"""The Darkly Dreaming position: a deck, one dreamer card per seat, the turn
and the choice awaited."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Hashable, Mapping

from games.base import Decision, Event, Rng, SeatResult, State
from words import Text

from . import choices
from .board import OUT, Card
from .cards import RULES
from .resolve import ResolveMixin
from .scoring import results
from .turns import TurnMixin
from .view import build_view


class DarklyState(TurnMixin, ResolveMixin, State):
    def __init__(self, players: int, seed: int | str, options: Mapping[str, Any]) -> None:
        self.players = players
        self.options = dict(options)
        self.rng = Rng(seed)
        self.deck = RULES.new_deck()
        self.rng.shuffle(self.deck)
        self.cards = [Card() for _ in range(players)]
        self.first = self.rng.randint(0, players - 1)  # D-17
        self.current = self.first
        self.marker = RULES.start_marker
        self.pending: dict[str, Any] | None = None
        self.stack: list[dict[str, Any]] = []
        self.final = False
        self.over: str | None = None
        self.turn = 0
        self.last_rolls: list[dict[str, Any]] = []
        self._ev: list[Event] = []
        self._start_turn(self.first)
        self._ev = []

    @property
    def goal(self) -> int:
        goal: int = self.options["goal"]
        return goal

    # -- the contract -----------------------------------------------------

    def to_act(self) -> list[int]:
        if self.over is not None or self.pending is None:
            return []
        return [self.pending["seat"]]

    def decision(self) -> Decision | None:
        # The chained choices of one seat in one turn (draw, return, stay
        # awake, draw again...) are one decision; a choice the rules give
        # another seat (Envy's reroll, a Nightmare's strike) is its own, and
        # the turn's player starts a new one when it comes back.
        if self.over is not None or self.pending is None:
            return None
        seat = self.pending["seat"]
        kind = "turn" if seat == self.current else self.pending["kind"]
        return Decision((self.turn, seat), (seat,), kind, steps=True)

    def _legal_actions(self, seat: int) -> list[Hashable]:
        return choices.legal(self, seat)

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        self._ev = []
        choices.apply(self, seat, action)
        events, self._ev = self._ev, []
        return events

    def default_action(self, seat: int) -> Hashable:
        return choices.default(self, seat)

    def explain_illegal(self, seat: int, action: Hashable) -> Text:
        return choices.explain(self, seat, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    @property
    def is_over(self) -> bool:
        return self.over is not None

    def outcome(self) -> list[SeatResult]:
        return results(self)

    # -- bookkeeping ------------------------------------------------------

    def census(self) -> Counter[str]:
        """Every dream in the game by type: deck, cards and dreams in flight."""
        count = Counter(self.deck)
        for card in self.cards:
            count.update(card.dreams())
        p = self.pending or {}
        count.update(p.get("dreams", []))
        count.update(p.get("held", []))
        count.update(r["dream"] for r in p.get("rolls", []))
        if "dream" in p:
            count[p["dream"]] += 1
        count.update(t["dream"] for t in self.stack if t["op"] == "resolve")
        return count

    def in_game(self) -> list[int]:
        return [s for s, c in enumerate(self.cards) if c.status != OUT]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "deck": list(self.deck),
            "cards": [c.to_dict() for c in self.cards],
            "first": self.first,
            "current": self.current,
            "marker": self.marker,
            "pending": copy.deepcopy(self.pending),
            "stack": copy.deepcopy(self.stack),
            "final": self.final,
            "over": self.over,
            "turn": self.turn,
            "last_rolls": copy.deepcopy(self.last_rolls),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "DarklyState":
        s = cls._blank(d["players"], d["options"], Rng.from_dict(d["rng"]))
        s.deck = list(d["deck"])
        s.cards = [Card.from_dict(c) for c in d["cards"]]
        s.first = d["first"]
        s.current = d["current"]
        s.marker = d["marker"]
        s.pending = copy.deepcopy(d["pending"])
        s.stack = copy.deepcopy(list(d["stack"]))
        s.final = d["final"]
        s.over = d["over"]
        s.turn = d["turn"]
        s.last_rolls = copy.deepcopy(list(d["last_rolls"]))
        s._ev = []
        return s
