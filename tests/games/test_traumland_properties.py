"""Property tests over thousands of random seeded Traumland games per player count:
the 53 cards are always accounted for, levels only rise, deals match the
rulebook, the retirement bookkeeping holds, and every game ends."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.traumland import GAME, Dream, Pass
from games.traumland.cards import HAND_SIZE, TARGET_LEVEL
from tests.games.test_traumland_support import FULL_DECK, accounted

# 2000 games per player count: 1500 with the base rules, 250 with each option.
BASE_GAMES = 1500
OPTION_GAMES = 250
MAX_STEPS = 5000


# How often a random player passes when it may: varied by seed so the games
# range from long scrambles over many rounds to runs of one-card tricks.
PASS_BIAS = (0.3, 0.6, 0.8, 0.9)


def _choose(rng: random.Random, legal: list, pass_bias: float) -> object:
    """A random legal action: pass with ``pass_bias`` when legal, otherwise a
    card, picking plain plays or Dreamer declarations first so the (up to 45)
    declarations do not crowd out plain cards."""
    first = 1 if type(legal[0]) is Pass else 0
    if first and (len(legal) == 1 or rng.random() < pass_bias):
        return legal[0]
    # legal_actions lists Pass, then plain plays, then Dreamer declarations.
    split = next((i for i in range(first, len(legal)) if type(legal[i]) is Dream), len(legal))
    groups = [g for g in (legal[first:split], legal[split:]) if g]
    return rng.choice(rng.choice(groups))


def _check_round_start(players: int, data) -> None:
    assert data["hand_sizes"] == [HAND_SIZE[players]] * players
    assert [int(m[1:]) for m in data["markers"]] == data["levels"]
    assert len(set(data["markers"])) == players  # equal levels take different colours


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
        if len(events) == 1:  # a lone 'played' or 'passed': no trick won, no round changed
            assert state.levels == levels
            continue
        won = 0
        for e in events:
            if e.kind == "trick_won":
                won += 1
            elif e.kind == "round_started":
                rounds += 1
                _check_round_start(players, e.data)
        new = state.levels
        assert all(b >= a for a, b in zip(levels, new)), "levels only rise"
        assert sum(new) - sum(levels) == won, "each trick won is one level"
        levels = list(new)
        if not variant:
            retired = state.retired
            assert max(levels) <= TARGET_LEVEL
            assert sorted(retired) == [s for s in range(players) if levels[s] == TARGET_LEVEL]
            assert not any(state.hands[s] for s in retired)
            assert state.holder_of_12 == (state.reached_12[-1] if state.reached_12 else None)
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


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
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


@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_seed_and_actions_replay_exactly_and_snapshots_restore(players):
    import json

    for seed, options in ((1, {}), (2, {"most_beyond_12": True}), (3, {"lone_player_ends_round": True})):
        first = GAME.new(players=players, seed=seed, options=options)
        second = GAME.new(players=players, seed=seed, options=options)
        rng = random.Random(seed)
        step = 0
        while not first.is_over:
            seat = first.turn
            action = _choose(rng, first.legal_actions(seat), PASS_BIAS[seed % len(PASS_BIAS)])
            if step % 7 == 0:  # continue from a restored snapshot now and then
                second = GAME.from_dict(json.loads(json.dumps(second.to_dict())))
                assert second == first
            a = [e.to_dict() for e in first.apply(seat, action)]
            b = [e.to_dict() for e in second.apply(seat, GAME.decode(GAME.encode(action)))]
            assert a == b and first.to_dict() == second.to_dict()
            step += 1
        assert second.is_over and [r.to_dict() for r in first.outcome()] == [r.to_dict() for r in second.outcome()]
