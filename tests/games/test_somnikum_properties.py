"""Property tests over many random seeded Somnikum games per player count.

Seats play a mix of random legal actions and the default action (so that
rounds end by both conditions). After every action: every card, token,
encounter and goal is in exactly one place; the game always ends after
exactly three rounds.
"""

from __future__ import annotations

import json
import random

import pytest

from games.somnikum import GAME
from games.somnikum.rules import FIELD_SIZE, Phase, field_count
from tests.games.test_somnikum_support import check_components

GAMES_PER_COUNT = 300


def random_game(players: int, seed: int, options: dict | None = None) -> dict:
    state = GAME.new(players=players, seed=seed, options=options or {})
    chooser = random.Random(seed * 31 + players)
    lazy = chooser.random()  # how often this game's seats take the default action
    rounds_ended: list[dict] = []
    biggest = 0
    for step in range(5000):
        if state.is_over:
            break
        if step % 20 == 0:  # the channel's view never holds a secret
            public = state.view(None)
            text = json.dumps(public)
            assert not {"tokens", "goal", "encounters", "drawn", "picked_token"} & set(public)
            assert not any(f'"{g}"' in text for g in state.goals)
            assert not any(f'"{c}"' in text for hand in state.hands for c in hand)
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        biggest = max(biggest, len(legal))
        action = state.default_action(seat) if chooser.random() < lazy else chooser.choice(legal)
        events = state.apply(seat, action)
        check_components(state)
        for e in events:
            if e.kind == "round_ended":
                rounds_ended.append(dict(e.data))
                if e.data["condition"] == "A":
                    assert len(e.data["removed"]) == players
            if e.kind == "round_started":
                assert field_count(state) == FIELD_SIZE[players]
        assert state.round == len(rounds_ended) + (0 if state.is_over else 1)
    else:
        raise AssertionError("game did not end")
    assert [r["round"] for r in rounds_ended] == [1, 2, 3]
    assert state.phase == Phase.OVER and state.to_act() == []
    results = state.outcome()
    assert min(r.place for r in results) == 1
    return {"rounds": rounds_ended, "biggest": biggest, "scores": [r.score for r in results]}


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_conserve_components_and_last_three_rounds(players):
    conditions = set()
    biggest = 0
    for seed in range(GAMES_PER_COUNT):
        summary = random_game(players, seed, {"discovery_18": seed % 5 == 0})
        conditions.update(r["condition"] for r in summary["rounds"])
        biggest = max(biggest, summary["biggest"])
    assert conditions == {"A", "B"}  # both round ends happen
    assert biggest <= 25  # every choice fits one Discord select


def test_default_actions_alone_finish_the_game():
    state = GAME.new(players=4, seed=9)
    steps = 0
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, state.default_action(seat))
        steps += 1
        assert steps < 2000
    assert len(state.removed) + len(state.deck) + sum(len(r) for d in state.dreams for r in d) == 88
