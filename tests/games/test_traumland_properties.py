"""Property tests over thousands of random seeded Traumland games per player count:
the 53 cards are always accounted for, levels only rise, deals match the
rulebook, the retirement bookkeeping holds, and every game ends."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.traumland import GAME, Dream, Pass, Play
from games.traumland.cards import HAND_SIZE, TARGET_LEVEL
from tests.games.test_traumland_support import FULL_DECK, accounted

# 2000 games per player count: 1500 with the base rules, 250 with each option.
BASE_GAMES = 1500
OPTION_GAMES = 250
MAX_STEPS = 5000


# How often a random player passes when it may: varied by seed so the games
# range from long scrambles over many rounds to runs of one-card tricks.
PASS_BIAS = (0.3, 0.5, 0.7, 0.85)


def _choose(rng: random.Random, legal: list, pass_bias: float) -> object:
    """A random legal action: pass with ``pass_bias`` when legal, otherwise a
    card, picking plain plays or Dreamer declarations first so the (up to 45)
    declarations do not crowd out plain cards."""
    if isinstance(legal[0], Pass) and (len(legal) == 1 or rng.random() < pass_bias):
        return legal[0]
    plays = [a for a in legal if isinstance(a, Play)]
    dreams = [a for a in legal if isinstance(a, Dream)]
    return rng.choice(rng.choice([g for g in (plays, dreams) if g]))


def _check_round_start(state, events) -> None:
    for e in events:
        if e.kind == "round_started":
            n = state.players
            assert e.data["hand_sizes"] == [HAND_SIZE[n]] * n
            assert [int(m[1:]) for m in e.data["markers"]] == e.data["levels"]
            assert len(set(e.data["markers"])) == n  # equal levels take different colours


def play_random(players: int, seed: int, options: dict) -> int:
    """Play one random game, checking the invariants after every action; return its rounds."""
    state = GAME.new(players=players, seed=seed, options=options)
    rng = random.Random(f"{players}:{seed}:{sorted(options.items())}")
    variant = options.get("most_beyond_12", False)
    levels = list(state.levels)
    rounds = 1
    pass_bias = PASS_BIAS[seed % len(PASS_BIAS)]
    for _ in range(MAX_STEPS):
        if state.is_over:
            break
        seat = state.turn
        assert state.to_act() == [seat] and seat not in state.retired
        top = state.top
        assert top is None or top["seat"] != seat, "the owner of the top card is never asked"
        events = state.apply(seat, _choose(rng, state.legal_actions(seat), pass_bias))
        assert accounted(state) == FULL_DECK, "the 53 cards must be accounted for"
        if events[-1].kind == "passed" or len(events) == 1:
            continue  # no trick was won and no round changed: levels and retirements stand
        assert all(b >= a for a, b in zip(levels, state.levels)), "levels only rise"
        assert sum(state.levels) - sum(levels) == sum(e.kind == "trick_won" for e in events)
        levels = list(state.levels)
        rounds += sum(e.kind == "round_started" for e in events)
        _check_round_start(state, events)
        if not variant:
            assert max(levels) <= TARGET_LEVEL
            assert all(state.hands[s] == [] for s in state.retired)
            assert state.holder_of_12 == (state.reached_12[-1] if state.reached_12 else None)
            assert sorted(state.retired) == [s for s in range(players) if levels[s] == TARGET_LEVEL]
    else:
        raise AssertionError(f"game {players}p seed {seed} did not end in {MAX_STEPS} steps")
    results = state.outcome()
    winners = [r.seat for r in results if r.won]
    if variant:
        assert max(levels) >= TARGET_LEVEL
        assert winners == [s for s in range(players) if levels[s] == max(levels)]
    else:
        assert winners == [state.holder_of_12] and levels[state.holder_of_12] == TARGET_LEVEL
    return rounds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousands_of_random_games_keep_the_invariants_and_end(players):
    rounds_seen = Counter()
    for seed in range(BASE_GAMES):
        rounds_seen[play_random(players, seed, {}) > 1] += 1
    assert rounds_seen[True] > 0, "some games must run to a second round"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{"most_beyond_12": True}, {"lone_player_ends_round": True}])
def test_random_games_with_options_keep_the_invariants_and_end(players, options):
    for seed in range(OPTION_GAMES):
        play_random(players, seed, options)


def test_default_actions_alone_finish_a_game():
    for players in (2, 3, 4):
        state = GAME.new(players=players, seed=players)
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            seat = state.to_act()[0]
            state.apply(seat, state.default_action(seat))
        assert state.is_over
