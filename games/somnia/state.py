"""The Somnia position: deals, tricks, the Nightmare, life chips.

One phase only: the player ``current`` plays a card. A deal ends when every
hand (and, for 2 players, the draw deck) is empty; it is scored at once and,
unless someone has no life chip left, the next deal is dealt by the player to
the left (seat + 1), whose left neighbour leads.
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Decision, Event, IllegalAction, Rng, SeatResult, State, places_by_score, private, public
from words import Text

from . import rules
from .actions import Play
from .cards import DEALS, ENDINGS, ORDER, START_LIVES, deck_for, points, sort_cards, total_points
from .scoring import score_deal
from .view import build_view


class SomniaState(State):
    """Build with ``SomniaState.start`` (a new game) or ``GAME.from_dict``."""

    players: int
    options: dict[str, Any]
    rng: Rng
    lives: list[int]
    dealer: int
    deal_number: int
    hands: list[list[str]]
    deck: list[str]
    captured: list[list[str]]
    tricks: list[int]
    trick: list[tuple[int, str]]
    deal_tricks: list[list[tuple[int, str]]]
    leader: int
    current: int
    nightmare: str | None
    last_trick: dict[str, Any] | None
    last_deal: dict[str, Any] | None
    over: bool

    # -- setup ------------------------------------------------------------

    @classmethod
    def start(cls, players: int, seed: int | str, options: dict[str, Any]) -> "SomniaState":
        s = cls._blank(players, options, Rng(seed))
        s.lives = [START_LIVES] * players
        s.dealer = s.rng.choice_index(players)  # ruling A-12: the first dealer is drawn at random
        s.deal_number = 0
        s.last_deal = None
        s.over = False
        s._start_deal()
        return s

    def _start_deal(self) -> list[Event]:
        n = self.players
        shape = DEALS[n]
        cards = deck_for(n)
        self.rng.shuffle(cards)
        self.deal_number += 1
        self.hands = [[] for _ in range(n)]
        for i in range(n * shape.hand):  # one by one, from the dealer's left
            self.hands[(self.dealer + 1 + i) % n].append(cards[i])
        self.hands = [sort_cards(h) for h in self.hands]
        self.deck = cards[n * shape.hand:]
        self.captured = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.trick = []
        self.deal_tricks = []
        self.nightmare = None
        self.last_trick = None
        self.leader = self.current = (self.dealer + 1) % n
        events = [public("deal_started", deal_number=self.deal_number, dealer=self.dealer,
                         leader=self.leader, hand_sizes=[len(h) for h in self.hands],
                         deck_size=len(self.deck), lives=list(self.lives))]
        events += [private("hand_dealt", [s], seat=s, hand=list(h)) for s, h in enumerate(self.hands)]
        return events

    # -- the contract -----------------------------------------------------

    def to_act(self) -> list[int]:
        return [] if self.over else [self.current]

    @property
    def is_over(self) -> bool:
        return self.over

    def decision(self) -> Decision | None:
        # Every card is one decision: the winner of a trick leading the next
        # is a new one, though the seat to act stays the same.
        if self.over:
            return None
        return Decision((self.deal_number, sum(self.tricks), len(self.trick)), (self.current,))

    def _legal_actions(self, seat: int) -> list[Hashable]:
        hand = self.hands[seat]
        actions: list[Hashable] = [Play(c) for c in rules.legal_cards(hand, self.trick, self.nightmare)]
        if self.options.get("allow_revoke") and self.lives[seat] > 0:
            actions += [Play(c, True) for c in rules.revoke_cards(hand, self.trick, self.nightmare)]
        return actions

    def explain_illegal(self, seat: int, action: Hashable) -> Text:
        if not isinstance(action, Play):
            return Text("game-somnia-play-from-hand")
        return rules.why_illegal(self.hands[seat], self.trick, self.nightmare, action.card,
                                 action.revoke, bool(self.options.get("allow_revoke")), self.lives[seat])

    def default_action(self, seat: int) -> Hashable:
        return Play(rules.quiet_card(seat, self.hands[seat], self.trick, self.nightmare))

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        if not isinstance(action, Play):  # pragma: no cover - apply() checked legality
            raise IllegalAction(Text("game-somnia-not-a-move"))
        card = action.card
        self.hands[seat].remove(card)
        night = rules.nightmare_after(self.trick, card, self.nightmare)
        self.trick.append((seat, card))
        events = [public("card_played", seat=seat, card=card, revoke=action.revoke,
                         position=len(self.trick))]
        if night != self.nightmare:
            self.nightmare = night
            events.append(public("nightmare_set", seat=seat, card=card, suit=night))
        if action.revoke:
            self.lives[seat] -= 1
            events.append(public("chip_lost", seat=seat, reason="revoke", lives=self.lives[seat]))
        if len(self.trick) < self.players:
            self.current = (seat + 1) % self.players
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        night = self.nightmare
        winner = rules.trick_winner(self.trick, night)
        cards = [c for _, c in self.trick]
        self.captured[winner].extend(cards)
        self.tricks[winner] += 1
        self.last_trick = {"winner": winner, "cards": [[s, c] for s, c in self.trick]}
        self.deal_tricks.append(list(self.trick))
        events = [public("trick_won", seat=winner, trick_number=sum(self.tricks),
                         cards=[{"seat": s, "card": c} for s, c in self.trick],
                         points=sum(points(c, night) for c in cards))]
        self.trick = []
        if self.players == 2:  # ruling 6: the winner draws first, then the loser
            for s in (winner, 1 - winner):
                if self.deck:
                    drawn = self.deck.pop(0)
                    self.hands[s].append(drawn)
                    self.hands[s].sort(key=ORDER.__getitem__)
                    events.append(public("drew", seat=s, deck_size=len(self.deck)))
                    events.append(private("card_drawn", [s], seat=s, card=drawn))
        if any(self.hands):
            self.leader = self.current = winner
            return events
        return events + self._score_deal()

    def _score_deal(self) -> list[Event]:
        night = self.nightmare
        pts = self.points()
        total = sum(pts)
        ending, losers = score_deal(pts, self.tricks, total)
        for s in losers:
            self.lives[s] = max(0, self.lives[s] - 1)
        self.last_deal = {
            "deal_number": self.deal_number, "nightmare": night, "points": pts,
            "tricks": list(self.tricks), "total": total, "ending": ENDINGS[ending],
            "ending_key": ending, "losers": losers,
        }
        events = [public("deal_scored", **self.last_deal, lives=list(self.lives))]
        events += [public("chip_lost", seat=s, reason="ending", lives=self.lives[s]) for s in losers]
        if min(self.lives) <= 0:
            self.over = True
            places = places_by_score(self.lives)
            events.append(public("game_over", lives=list(self.lives), places=places,
                                 winners=[s for s in range(self.players) if places[s] == 1]))
            return events
        self.dealer = (self.dealer + 1) % self.players
        if not self.deals_next_round:
            self.deal_number += 1
            return events
        return events + self._start_deal()

    # -- reading ----------------------------------------------------------

    def points(self) -> list[int]:
        """Card points per seat, counted with the Nightmare as it stands (ruling 10)."""
        return [total_points(c, self.nightmare) for c in self.captured]

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def outcome(self) -> list[SeatResult]:
        places = places_by_score(self.lives)
        last = self.last_deal["ending"] if self.last_deal else None
        return [SeatResult(s, places[s], places[s] == 1, self.lives[s],
                           {"lives": self.lives[s], "deals": self.deal_number, "last_ending": last})
                for s in range(self.players)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "lives": list(self.lives),
            "dealer": self.dealer,
            "deal_number": self.deal_number,
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "captured": [list(c) for c in self.captured],
            "tricks": list(self.tricks),
            "trick": [[s, c] for s, c in self.trick],
            "deal_tricks": [[[s, c] for s, c in t] for t in self.deal_tricks],
            "leader": self.leader,
            "current": self.current,
            "nightmare": self.nightmare,
            "last_trick": self.last_trick,
            "last_deal": self.last_deal,
            "over": self.over,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "SomniaState":
        s = cls._blank(d["players"], d["options"], Rng.from_dict(d["rng"]))
        s.lives = list(d["lives"])
        s.dealer = d["dealer"]
        s.deal_number = d["deal_number"]
        s.hands = [list(h) for h in d["hands"]]
        s.deck = list(d["deck"])
        s.captured = [list(c) for c in d["captured"]]
        s.tricks = list(d["tricks"])
        s.trick = [(seat, card) for seat, card in d["trick"]]
        # Snapshots stored before the deal's tricks were kept start with none.
        s.deal_tricks = [[(seat, card) for seat, card in t] for t in d.get("deal_tricks", ())]
        s.leader = d["leader"]
        s.current = d["current"]
        s.nightmare = d["nightmare"]
        s.last_trick = _copy(d["last_trick"])
        s.last_deal = _copy(d["last_deal"])
        s.over = d["over"]
        return s


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
