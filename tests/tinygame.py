"""A tiny card game that exercises the engine contract and the platform
before (and beside) the real games.

Each seat is dealt three secret cards from 1..9. First every seat secretly
bids 0 or 1 at the same time (a simultaneous phase: ``to_act`` shrinks as
seats answer); the bids' sum picks the first player. Then seats play in turn,
one card or a pass; a pass is only legal while the seat has played at least
as many cards as it has passed. The game ends when every hand is empty; the
highest total of played cards wins (ties share).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Mapping

from games.base import (Decision, Event, Game, GameType, IllegalAction, Option, Rng, SeatResult, State,
                        places_by_score, private, public)


@dataclass(frozen=True, slots=True)
class Play:
    card: int


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class Bid:
    value: int


class TinyState(State):
    def __init__(self, players: int, seed: int | str, options: dict[str, Any]) -> None:
        self.players = players
        self.options = options
        self.rng = Rng(seed)
        deck = list(range(1, 10))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[i * 3 : i * 3 + 3]) for i in range(players)]
        self.played: list[list[int]] = [[] for _ in range(players)]
        self.passes = [0] * players
        self.bids: list[int | None] = [None] * players
        self.turn = 0

    @property
    def bidding(self) -> bool:
        return any(b is None for b in self.bids)

    def to_act(self) -> list[int]:
        if self.bidding:
            return [s for s, b in enumerate(self.bids) if b is None]
        return [] if self.is_over else [self.turn]

    def decision(self) -> Decision | None:
        # The bids are one decision; then every card or pass is one.
        if self.is_over:
            return None
        if self.bidding:
            return Decision("bids", tuple(self.to_act()), "bid")
        return Decision(sum(map(len, self.played)) + sum(self.passes), (self.turn,))

    def _legal_actions(self, seat: int) -> list[Hashable]:
        if self.bidding:
            return [Bid(0), Bid(1)]
        actions: list[Hashable] = [Play(c) for c in self.hands[seat]]
        if self.options["allow_pass"] and self.passes[seat] < len(self.played[seat]):
            actions.append(Pass())
        return actions

    def explain_illegal(self, seat: int, action: Hashable) -> str:
        if self.bidding:
            return "Everyone bids 0 or 1 first."
        if isinstance(action, Play):
            return f"You do not hold a {action.card}."
        return "You may pass only after playing a card for each pass."

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Bid):
            self.bids[seat] = action.value
            events.append(private("bid_taken", [seat], value=action.value))
            if not self.bidding:
                self.turn = sum(b or 0 for b in self.bids) % self.players
                events.append(public("bids_revealed", bids=list(self.bids), first=self.turn))
                events.append(private("your_turn", [self.turn], hand=list(self.hands[self.turn])))
            return events
        if isinstance(action, Play):
            self.hands[seat].remove(action.card)
            self.played[seat].append(action.card)
            events.append(public("played", seat=seat, card=action.card))
        else:
            self.passes[seat] += 1
            events.append(public("passed", seat=seat))
        if self.is_over:
            events.append(public("game_over", totals=[sum(p) for p in self.played]))
            return events
        nxt = (seat + 1) % self.players
        while not self.hands[nxt]:
            nxt = (nxt + 1) % self.players
        self.turn = nxt
        events.append(private("your_turn", [nxt], hand=list(self.hands[nxt])))
        return events

    def default_action(self, seat: int) -> Hashable:
        return self._legal_actions(seat)[0]

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "bids_done": sum(b is not None for b in self.bids),
            "turn": None if self.bidding else self.turn,
            "played": [list(p) for p in self.played],
            "hand_sizes": [len(h) for h in self.hands],
            "over": self.is_over,
        }
        if not self.bidding:
            v["bids"] = list(self.bids)
        if seat is not None:
            v["hand"] = list(self.hands[seat])
            v["bid"] = self.bids[seat]
        return v

    @property
    def is_over(self) -> bool:
        return not any(self.hands)

    def outcome(self) -> list[SeatResult]:
        totals = [sum(p) for p in self.played]
        places = places_by_score(totals)
        return [SeatResult(s, places[s], places[s] == 1, totals[s], {}) for s in range(self.players)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "hands": [list(h) for h in self.hands],
            "played": [list(p) for p in self.played],
            "passes": list(self.passes),
            "bids": list(self.bids),
            "turn": self.turn,
        }


class TinyGame(Game):
    name = "tinygame"
    title = "Tiny Game"
    # Secret hands; the bids are one simultaneous decision.
    game_type = GameType(min_players=2, max_players=3, hidden_hands=True, simultaneous=True)
    turn_seconds = 60
    options = {"allow_pass": Option("allow_pass", bool, True, "Let players pass a turn.")}

    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State:
        return TinyState(players, seed, options)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        s = TinyState.__new__(TinyState)
        s.players = d["players"]
        s.options = dict(d["options"])
        s.rng = Rng.from_dict(d["rng"])
        s.hands = [list(h) for h in d["hands"]]
        s.played = [list(p) for p in d["played"]]
        s.passes = list(d["passes"])
        s.bids = list(d["bids"])
        s.turn = d["turn"]
        return s

    def encode(self, action: Hashable) -> str:
        if isinstance(action, Play):
            return f"p{action.card}"
        if isinstance(action, Pass):
            return "x"
        if isinstance(action, Bid):
            return f"b{action.value}"
        raise IllegalAction("Unknown action.")

    def decode(self, text: str) -> Hashable:
        if text == "x":
            return Pass()
        if text in ("b0", "b1"):
            return Bid(int(text[1]))
        if len(text) == 2 and text[0] == "p" and text[1].isdigit():
            return Play(int(text[1]))
        raise IllegalAction("That is not a move of this game.")


TinyState.game = GAME = TinyGame()
