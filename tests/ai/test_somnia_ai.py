"""The Somnia bot: no peeking (test_contract.py checks what every bot owes).
Other hands redealt and the stock reshuffled, keeping each seat's count, leave
the seat's view, and so its choice, unchanged at every level."""

from __future__ import annotations

import random

from games.somnia import ai
from tests.ai.support import alter, positions, same_choices

GAME = "somnia"


def _redeal_others(seat):
    def change(d, rng):
        # What the seat cannot see: the other hands and the stock, as one pool.
        others = [s for s in range(d["players"]) if s != seat]
        pool = [card for s in others for card in d["hands"][s]] + list(d["deck"])
        rng.shuffle(pool)
        for s in others:
            size = len(d["hands"][s])
            d["hands"][s], pool = pool[:size], pool[size:]
        d["deck"] = pool
        d["rng"] = {"seed": f"other-{rng.random()}", "n": 0, "forced": []}

    return change


def test_redealing_what_the_seat_cannot_see_changes_no_choice():
    for i, state in enumerate(positions(GAME, 8, seed=1)):
        seat = state.to_act()[0]
        altered = alter(state, _redeal_others(seat), i)
        assert altered.to_dict()["hands"] != state.to_dict()["hands"] or len(state.to_dict()["hands"][seat]) <= 1 \
            or all(len(h) == 0 for s, h in enumerate(state.to_dict()["hands"]) if s != seat)
        same_choices(ai, state, altered)


def test_the_bot_does_not_always_play_the_default_card():
    differs = 0
    for state in positions(GAME, 20, seed=2):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1 and ai.choose(state.view(seat), legal, "normal", random.Random(1)) \
                != state.default_action(seat):
            differs += 1
    assert differs >= 2, "normal searches; it is not the default move in disguise"
