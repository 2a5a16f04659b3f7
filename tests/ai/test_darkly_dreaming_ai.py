"""The Darkly Dreaming bot: no peeking (test_contract.py checks what every
bot owes), and the press-your-luck behaviour the dead default seat lacked."""

from __future__ import annotations

import random

from games import GAMES
from games.darkly_dreaming import ai
from games.darkly_dreaming.actions import Return, Sleep, StayAwake
from tests.ai.support import assert_blind_to, assert_worlds_show_the_view
from tests.games.test_darkly_dreaming_helpers import build, card

GAME = "darkly_dreaming"


def _reshuffle(d, rng):
    # What no seat sees: the deck order and the dice to come (the engine's seed).
    rng.shuffle(d["deck"])
    d["rng"] = {"seed": f"other-{rng.random()}", "n": 0, "forced": []}


def test_changing_the_deck_order_and_the_dice_to_come_changes_no_choice():
    assert_blind_to(GAME, ai, lambda seat: _reshuffle, count=25)


def test_a_sampled_world_shows_the_seat_exactly_its_view():
    assert_worlds_show_the_view(GAME, ai.world, count=40)


def _at_sleep(cards):
    # Draw D, D, D; keep one, whose die shows 1 (a point): the dreamer then chooses to sleep or not.
    state = build(cards, top="DDD", dice=[1])
    state.apply(0, Return("DD"))
    assert state.pending == {"kind": "sleep", "seat": 0, "forced": False}
    return state


def test_a_fresh_dreamer_stays_awake_at_normal_and_hard():
    state = _at_sleep([card(), card(), card()])
    for level in ("normal", "hard"):
        assert ai.choose(state.view(0), state.legal_actions(0), level, random.Random(1)) == StayAwake()


def test_a_dreamer_near_its_limits_sleeps_at_normal_and_hard():
    state = _at_sleep([card(points=["P2"] * 5, hunt="PPP", shadow={"E": 2}, exhaust=["C-", "C-"]), card(), card()])
    for level in ("normal", "hard"):
        assert ai.choose(state.view(0), state.legal_actions(0), level, random.Random(1)) == Sleep()


def test_a_last_turn_behind_the_leader_stays_awake():
    state = _at_sleep([card(points=["P2"] * 6, hunt="PP"), card(points=["P2"] * 8), card()])
    state.final = True
    for level in ("normal", "hard"):
        assert ai.choose(state.view(0), state.legal_actions(0), level, random.Random(1)) == StayAwake()


def test_bots_roll_where_the_default_seat_always_slept():
    state = GAMES[GAME].new(2, seed=3)
    awake = 0
    while not state.is_over:
        seat = state.to_act()[0]
        action = ai.choose(state.view(seat), state.legal_actions(seat), "normal", random.Random(0))
        awake += action == StayAwake()
        state.apply(seat, action)
    assert awake >= 2
    assert max(r.score for r in state.outcome()) >= state.goal or state.over != "final_round"
