"""What every bot player of the 2-4 seat games owes the table, whatever it
plays: the same choice from the same rng, only legal choices, and hints that
are legal with a text for their reason and exactly its placeholders. Each
game's own file adds what only it can check (no peeking, its play)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.ai import LEVELS, player
from tests.ai.support import check_hint, position, positions

# game, positions for the seeded checks, fewest distinct hint reasons among them
BOTS = [("somnia", 12, 1), ("traumland", 12, 1), ("somnikum", 8, 2), ("darkly_dreaming", 25, 3)]


@pytest.mark.parametrize("game, count, _", BOTS)
def test_the_same_rng_seed_gives_the_same_choice(game, count, _):
    ai = player(game)
    for state in positions(game, count, seed=4):
        seat = state.to_act()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        for level in LEVELS:
            assert ai.choose(view, legal, level, random.Random(5)) == ai.choose(view, legal, level, random.Random(5))


@pytest.mark.parametrize("game", [g for g, _, _ in BOTS])
@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), steps=st.integers(0, 200),
       level=st.sampled_from(LEVELS))
def test_a_bot_only_chooses_legal_actions(game, players, seed, steps, level):
    state = position(game, players, seed, steps)
    if state is None:
        return
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    assert player(game).choose(state.view(seat), legal, level, random.Random(seed)) in legal


@pytest.mark.parametrize("game, count, reasons", BOTS)
def test_every_hint_is_legal_and_its_text_has_the_placeholders_it_gets(game, count, reasons):
    ai = player(game)
    seen = set()
    for state in positions(game, count, seed=6):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        result = ai.hint(state.view(seat), legal, random.Random(7))
        check_hint(result, legal)
        seen.add(result.reason)
    assert len(seen) >= reasons
