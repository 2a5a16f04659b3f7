"""The engine contract, checked over every registered game and the tiny game."""

from __future__ import annotations

import pytest

from games import GAMES
from games.base import BadOptions, IllegalAction, State
from tests.conformance import playout, replay
from tests.tinygame import GAME as TINY
from tests.tinygame import Bid, TinyState

ALL = {**GAMES, TINY.name: TINY}
SEEDS = range(4)


def _counts(game):
    return range(game.min_players, game.max_players + 1)


@pytest.mark.parametrize("name", sorted(ALL))
def test_random_playouts_follow_the_contract(name):
    game = ALL[name]
    for players in _counts(game):
        for seed in SEEDS:
            playout(game, players, seed, deep_every=1 if players < 10 else 5)


# Options that change the flow of play: the contract (decisions included)
# must hold with them too.
FLOW_OPTIONS = [("somnia", {"allow_revoke": True}), ("traumland", {"most_beyond_12": True}),
                ("traumland", {"lone_player_ends_round": True}), ("somna", {"advanced": True}),
                ("somnikum", {"discovery_18": True}), ("darkly_dreaming", {"goal": 8})]


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


class _OldNames(TinyState):
    """A game that declares no decision: the default reads the old view keys."""

    decision = State.decision

    def view(self, seat):
        return {**super().view(seat), "round": sum(map(len, self.played)) // self.players}


def test_a_game_that_declares_no_decision_keeps_its_decisions_from_the_old_view_keys():
    state = _OldNames(2, 5, {"allow_pass": False})
    bids = state.decision()
    state.apply(1, Bid(0))
    assert not state.decision().starts_after(bids), "a bidder leaving the bids is no new decision"
    last_bid = state.decision()
    state.apply(0, Bid(1))  # seat 1 plays first
    turns = []
    while not state.is_over:
        turns.append(state.decision())
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.decision() is None
    assert turns[0].seats == (1,) and turns[0].starts_after(last_bid), "a seat newly asked starts a decision"
    assert all(b.starts_after(a) for a, b in zip(turns, turns[1:])), "each turn is a new decision"
    assert turns[1].key == turns[0].key and turns[2].key != turns[1].key, \
        "seat changes and the view's round both tell a new decision"
