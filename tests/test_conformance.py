"""The engine contract, checked over every registered game and the tiny game."""

from __future__ import annotations

import random

import pytest

from games import GAMES
from games.base import BadOptions, GameType, IllegalAction, State
from tests.conformance import playout, replay
from tests.tinygame import GAME as TINY
from tests.tinygame import TinyState

ALL = {**GAMES, TINY.name: TINY}
SEEDS = range(4)


def _counts(game):
    return range(game.min_players, game.max_players + 1)


@pytest.mark.slow  # tens of seconds of CPU in all: out of the fast lane
# One case per game and player count, so pytest-xdist spreads them (Somna's
# 7-20 players were one test of 20 s on an idle machine).
@pytest.mark.parametrize("name, players", [(name, n) for name in sorted(ALL) for n in _counts(ALL[name])])
def test_random_playouts_follow_the_contract(name, players):
    game = ALL[name]
    for seed in SEEDS:
        playout(game, players, seed, deep_every=1 if players < 10 else 5)


# Options that change the flow of play: the contract (decisions included)
# must hold with them too.
FLOW_OPTIONS = [("somnia", {"allow_revoke": True}), ("traumland", {"most_beyond_12": True}),
                ("traumland", {"lone_player_ends_round": True}), ("somna", {"advanced": True}),
                ("somnikum", {"discovery_18": True}), ("darkly_dreaming", {"goal": 8})]


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("name, options", FLOW_OPTIONS)
def test_random_playouts_with_options_follow_the_contract(name, options):
    game = ALL[name]
    counts = _counts(game)
    for players in sorted({counts[0], counts[len(counts) // 2], counts[-1]}):
        for seed in SEEDS:
            playout(game, players, seed, options, deep_every=1 if players < 10 else 5)


@pytest.mark.parametrize("name", sorted(ALL))
def test_same_seed_and_actions_give_the_same_game(name):
    game = ALL[name]
    players = game.min_players
    history, events = playout(game, players, 11)
    first = replay(game, players, 11, None, history)
    second = replay(game, players, 11, None, history)
    assert first == second
    assert [e.to_dict() for e in first[1]] == [e.to_dict() for e in events]


@pytest.mark.parametrize("name", sorted(ALL))
def test_descriptor_refuses_bad_setups(name):
    game = ALL[name]
    with pytest.raises(BadOptions):
        game.new(players=game.max_players + 1, seed=1)
    with pytest.raises(BadOptions):
        game.new(players=game.min_players, seed=1, options={"no_such_option": 1})
    with pytest.raises(IllegalAction):
        game.decode("\x00not an action\x00")


def test_tiny_game_explains_an_illegal_card():
    from tests.tinygame import Bid
    state = TINY.new(players=2, seed=3)
    assert state.to_act() == [0, 1], "the bids are simultaneous"
    state.apply(1, Bid(1))
    assert state.to_act() == [0], "a seat that answered leaves to_act"
    state.apply(0, Bid(0))
    seat = state.to_act()[0]
    assert seat == 1
    missing = next(c for c in range(1, 10) if c not in state.view(seat)["hand"])
    from tests.tinygame import Play
    with pytest.raises(IllegalAction, match=f"do not hold a {missing}"):
        state.apply(seat, Play(missing))
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(1 - seat, state.legal_actions(seat)[0])


def test_a_game_that_declares_no_decision_cannot_be_played():
    body = {k: v for k, v in vars(TinyState).items() if k not in ("decision", "__dict__", "__weakref__")}
    undeclared = type("Undeclared", (State,), body)
    with pytest.raises(TypeError, match="decision"):
        undeclared(2, 5, {"allow_pass": True})


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_game_declares_its_facts_and_play_shows_the_declared_ones(name):
    """The playouts check that nothing undeclared happens (several seats at
    once, secret turns, outcomes without a team); here what is declared
    must happen too, so a declaration cannot claim more than the game does."""
    game = ALL[name]
    declared = game.game_type
    assert isinstance(declared, GameType)
    assert (game.min_players, game.max_players, game.team_detail) == \
        (declared.min_players, declared.max_players, declared.team_detail)
    assert "decision" in vars(type(game.new(players=game.min_players, seed=1))), "the game's state declares decision()"
    simultaneous = secret = False
    for seed in SEEDS:
        state, chooser = game.new(players=game.min_players, seed=seed), random.Random(seed)
        while not state.is_over:
            to_act = state.to_act()
            simultaneous |= len(to_act) > 1
            secret |= state.secret_turns()
            seat = chooser.choice(to_act)
            state.apply(seat, chooser.choice(state.legal_actions(seat)))
    assert simultaneous == declared.simultaneous
    assert secret == declared.secret_turns
