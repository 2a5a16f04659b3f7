"""The Traumland bot: no peeking (test_contract.py checks what every bot owes),
and a seat that plays cards where the engine's default passes."""

from __future__ import annotations

import random

from games import GAMES
from games.traumland import ai
from games.traumland.actions import Pass
from games.traumland.cards import sort_key
from tests.ai.support import assert_blind_to, assert_horizon_ends_the_round, assert_worlds_show_the_view

GAME = "traumland"


def _hide_otherwise(seat):
    """Change only what ``seat`` cannot see: which unseen card is in which
    other hand or out of play, and the chance of the rounds to come."""

    def change(d, rng):
        shown = [c for _, c in d["played"]]
        hidden_out = list(d["out"])
        for card in shown:
            if card in hidden_out and card not in [e["card"] for e in d["trick"]]:
                hidden_out.remove(card)
        gone = [c for c in d["out"]]
        for card in hidden_out:
            gone.remove(card)
        others = [s for s in range(d["players"]) if s != seat]
        pool = [c for s in others for c in d["hands"][s]] + hidden_out
        rng.shuffle(pool)
        at = 0
        for s in others:
            size = len(d["hands"][s])
            d["hands"][s] = sorted(pool[at:at + size], key=sort_key)
            at += size
        d["out"] = gone + pool[at:]
        d["rng"] = {"seed": f"other-{rng.random()}", "n": 0, "forced": []}

    return change


def test_changing_only_what_the_seat_cannot_see_changes_no_choice():
    assert_blind_to(GAME, ai, _hide_otherwise)


def test_a_sampled_world_shows_the_seat_exactly_its_view():
    assert_worlds_show_the_view(GAME, lambda view, rng: ai.TraumlandModel(view).sample_world(view, rng))


def test_every_level_plays_cards_where_the_default_passes():
    state = GAMES[GAME].new(3, seed=5)
    plays = {"easy": 0, "normal": 0}
    for _ in range(30):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        level = "easy" if seat == 0 else "normal"
        action = ai.choose(state.view(seat), legal, level, random.Random(0))
        if level in plays and not isinstance(action, Pass):
            plays[level] += 1
        state.apply(seat, action)
        if state.is_over:
            break
    assert plays["easy"] >= 3 and plays["normal"] >= 3, plays


def test_a_sampled_world_ends_with_its_round():
    assert_horizon_ends_the_round(GAME, ai.TraumlandModel, "round")
