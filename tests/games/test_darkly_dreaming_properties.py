"""Property tests: thousands of random games for 2, 3 and 4 players. The
deck plus every pile (and dreams in flight) always hold exactly 80 dreams,
20 of each type, and every game ends."""

from __future__ import annotations

import random

import pytest

from games.darkly_dreaming import GAME
from games.darkly_dreaming.cards import RULES, TYPES

GAMES_PER_COUNT = 600
MAX_STEPS = 3000


def _census_ok(state) -> bool:
    c = state.census()
    return all(c[t] == RULES.kinds[t].count for t in TYPES) and len(c) == len(TYPES)


def _play(players: int, seed: int, chooser: random.Random, use_defaults: bool) -> tuple[str, int]:
    state = GAME.new(players, seed)
    assert _census_ok(state)
    for step in range(MAX_STEPS):
        if state.is_over:
            return state.over, step
        (seat,) = state.to_act()
        if use_defaults:
            action = state.default_action(seat)
        else:
            action = chooser.choice(state.legal_actions(seat))
        state.apply(seat, action)
        assert _census_ok(state), (players, seed, step, state.to_dict())
    raise AssertionError(f"{players}-player game {seed} did not end in {MAX_STEPS} actions")


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_80_dreams_and_always_end(players):
    chooser = random.Random(players)
    ends = set()
    for seed in range(GAMES_PER_COUNT):
        end, _ = _play(players, seed, chooser, use_defaults=False)
        ends.add(end)
    assert ends <= {"final_round", "all_nightmares", "deck_empty"}
    assert "final_round" in ends and "all_nightmares" in ends


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_of_default_actions_keep_80_dreams_and_end(players):
    for seed in range(100):
        end, _ = _play(players, 10_000 + seed, random.Random(seed), use_defaults=True)
        assert end in {"final_round", "all_nightmares", "deck_empty"}
