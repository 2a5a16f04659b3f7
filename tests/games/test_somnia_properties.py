"""Property tests over thousands of random seeded Somnia deals per player count.

Random legal play (seeded) must always give deal totals of 120 or 151, never a
card held twice, legal cards that match an independent statement of the
following rules, a Nightmare that never changes once set, and a game that ends.
"""

from __future__ import annotations

import random

import pytest

from games.somnia import GAME
from games.somnia.cards import RANK_OF, SUIT_OF, SUITS, sort_cards, strength

from tests.games.test_somnia_support import assert_cards_accounted, build

DEALS_PER_COUNT = 2000
MAX_ACTIONS_PER_GAME = 2000  # far above any real game (at most a few hundred plays)


def allowed(hand: list[str], trick: list[tuple[int, str]], night: str | None, card: str) -> bool:
    """The following rules restated card by card (rulings 1-4), independent of games.somnia.rules."""
    if not trick:
        return True
    led = SUIT_OF[trick[0][1]]
    suit = SUIT_OF[card]
    holds_led = any(SUIT_OF[c] == led for c in hand)
    if night is None:
        return suit == led or not holds_led
    trumps = [c for c in hand if SUIT_OF[c] == night]
    if led == night:
        lone_seven = len(trumps) == 1 and RANK_OF[trumps[0]] == 7
        return suit == night or not trumps or lone_seven
    if suit == night:
        if len(trumps) == len(hand):
            return True
        return all(strength(card, night) > strength(c, night) for _, c in trick if SUIT_OF[c] == night)
    return suit == led or not holds_led


def run_deals(players: int, deals: int, seed: int, options: dict | None = None, deep_every: int = 1) -> dict:
    """Play random games until ``deals`` deals were scored; check every property on the way."""
    stats = {"deals": 0, "games": 0, "totals": set(), "revokes": 0}
    game_no = 0
    while stats["deals"] < deals:
        state = GAME.new(players=players, seed=f"{seed}:{game_no}", options=options or {})
        chooser = random.Random(f"{seed}/{game_no}")
        game_no += 1
        night_of_deal = None
        for step in range(MAX_ACTIONS_PER_GAME):
            if state.is_over:
                break
            seat = state.to_act()[0]
            hand, trick, night = list(state.hands[seat]), list(state.trick), state.nightmare
            actions = state.legal_actions(seat)
            plays = {a.card for a in actions if not a.revoke}
            assert plays == {c for c in hand if allowed(hand, trick, night, c)}
            assert state.default_action(seat) in actions
            action = chooser.choice(actions)
            stats["revokes"] += action.revoke
            deal = state.deal_number
            events = state.apply(seat, action)
            if state.deal_number == deal and not state.is_over:
                if night_of_deal is not None:
                    assert state.nightmare == night_of_deal, "the Nightmare changed during a deal"
                night_of_deal = state.nightmare
                if step % deep_every == 0:
                    assert_cards_accounted(state)
            else:
                night_of_deal = None
            for e in events:
                if e.kind == "deal_scored":
                    d = e.data
                    stats["deals"] += 1
                    stats["totals"].add(d["total"])
                    assert d["total"] == (151 if d["nightmare"] else 120)
                    assert sum(d["points"]) == d["total"]
                    assert sum(d["tricks"]) == {2: 12, 3: 12, 4: 9}[players]
                    assert d["losers"]
                elif e.kind == "deal_started":
                    assert_cards_accounted(state)
        else:
            raise AssertionError(f"game {seed}:{game_no - 1} did not end")
        stats["games"] += 1
        assert min(state.lives) == 0 and all(lv >= 0 for lv in state.lives)
        places = {r.seat: r.place for r in state.outcome()}
        for a in range(players):
            for b in range(players):
                if state.lives[a] > state.lives[b]:
                    assert places[a] < places[b]
                elif state.lives[a] == state.lives[b]:
                    assert places[a] == places[b]
    return stats


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousands_of_random_deals(players):
    stats = run_deals(players, DEALS_PER_COUNT, seed=players, deep_every=3)
    assert stats["deals"] >= DEALS_PER_COUNT and stats["games"] > 100
    assert stats["totals"] <= {120, 151} and 151 in stats["totals"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_deals_with_revokes_allowed(players):
    stats = run_deals(players, 300, seed=100 + players, options={"allow_revoke": True})
    assert stats["revokes"] > 0
    assert stats["totals"] <= {120, 151}


def test_balanced_three_player_deals_never_set_a_nightmare_and_total_120():
    # Each player holds exactly three cards of every suit, so everyone can always follow:
    # no card is ever off suit, no Nightmare is set, and the deal is worth 120.
    chooser = random.Random(2024)
    for _ in range(300):
        hands: list[list[str]] = [[], [], []]
        for suit in SUITS:
            ranks = list(range(2, 11))
            chooser.shuffle(ranks)
            for seat in range(3):
                hands[seat] += [f"{suit}{r}" for r in ranks[seat * 3:seat * 3 + 3]]
        state = build(3, [sort_cards(h) for h in hands], leader=chooser.randrange(3))
        assert_cards_accounted(state)
        events = []
        while not events or events[-1].kind != "hand_dealt":
            seat = state.to_act()[0]
            events = state.apply(seat, chooser.choice(state.legal_actions(seat)))
            assert "nightmare_set" not in [e.kind for e in events]
        scored = next(e for e in events if e.kind == "deal_scored").data
        assert scored["nightmare"] is None and scored["total"] == 120 == sum(scored["points"])
