"""The Somnia bot: no peeking (test_contract.py checks what every bot owes),
and a sampled world that shows the seat exactly its view."""

from __future__ import annotations

import random

from games.somnia import ai
from games.somnia.cards import ORDER, SUIT_OF
from tests.ai.support import positions, assert_blind_to, assert_horizon_ends_the_round, assert_worlds_show_the_view

GAME = "somnia"


def _hide_otherwise(seat):
    """Change only what ``seat`` cannot see: other seats' cards and the deck,
    swapped only for cards of the same suit (so every shown void still holds),
    and the chance of the deals to come."""

    def change(d, rng):
        places = [d["hands"][s] for s in range(d["players"]) if s != seat] + [d["deck"]]
        slots = [(i, j) for i, place in enumerate(places) for j in range(len(place))]
        for _ in range(4 * len(slots)):
            (a, i), (b, j) = rng.choice(slots), rng.choice(slots)
            if SUIT_OF[places[a][i]] == SUIT_OF[places[b][j]]:
                places[a][i], places[b][j] = places[b][j], places[a][i]
        for s in range(d["players"]):
            if s != seat:
                d["hands"][s].sort(key=ORDER.__getitem__)
        d["rng"] = {"seed": f"other-{rng.random()}", "n": 0, "forced": []}

    return change


def test_changing_only_what_the_seat_cannot_see_changes_no_choice():
    assert_blind_to(GAME, ai, _hide_otherwise)


def test_a_sampled_world_shows_the_seat_exactly_its_view():
    assert_worlds_show_the_view(GAME, lambda view, rng: ai.SomniaModel(view).sample_world(view, rng))


def test_the_bot_does_not_always_play_the_default_card():
    differs = 0
    for state in positions(GAME, 20, seed=2):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1 and ai.choose(state.view(seat), legal, "normal", random.Random(1)) \
                != state.default_action(seat):
            differs += 1
    assert differs >= 2, "normal searches; it is not the default move in disguise"


def test_a_sampled_world_ends_with_its_deal():
    assert_horizon_ends_the_round(GAME, ai.SomniaModel, "deal_number")
