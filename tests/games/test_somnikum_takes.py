"""The common turn in one click: ``Chain`` is exactly its steps, and ``takes``
lists every reachable card with the VP each level would add."""

from __future__ import annotations

import random

import pytest

from games.base import IllegalAction
from games.somnikum import GAME
from games.somnikum.actions import Attach, Chain, ChooseWheel, EndTurn, Steps
from games.somnikum.rules import Phase, landing, max_steps
from games.somnikum.scoring import score_dream
from games.somnikum.takes import takes


def starts(players: int, seed: int, turns: int = 400):
    """Positions at the start of a turn along a seeded random game."""
    state = GAME.new(players, seed, {})
    rng = random.Random(seed)
    for _ in range(turns):
        if state.is_over:
            return
        seat = state.to_act()[0]
        if state.phase == Phase.START:
            yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_a_chain_encodes_as_its_steps_and_back():
    chain = Chain((ChooseWheel(1), Steps(2), Attach(3)))
    assert GAME.encode(chain) == "w1+s2+a3"
    assert GAME.decode("w1+s2+a3") == chain
    for bad in ("w1+", "+s2", "w1+s2+a1+e+e", "w1+x9", "w1" + "+s1" * 30):
        with pytest.raises(IllegalAction):
            GAME.decode(bad)
    for bad in (Chain((ChooseWheel(0),)), Chain((Chain((EndTurn(), EndTurn())), EndTurn()))):
        with pytest.raises(IllegalAction):
            GAME.encode(bad)


def test_a_chain_does_exactly_what_its_steps_do():
    for state, seat in starts(3, 4, 120):
        for take in takes(state, seat)[:3]:
            for place in take.places:
                assert place.chain is not None
                chained, stepped = GAME.from_dict(state.to_dict()), GAME.from_dict(state.to_dict())
                events = chained.apply(seat, place.chain)
                expected = []
                for step in place.chain.actions:
                    expected += stepped.apply(seat, step)
                assert events == expected and chained.to_dict() == stepped.to_dict()


def test_an_illegal_step_anywhere_leaves_the_state_untouched():
    state, seat = next(starts(2, 3))
    before = state.to_dict()
    too_far = Chain((ChooseWheel(0), Steps(max_steps(state, seat) + 1), Attach(1)))
    no_room = Chain((ChooseWheel(0), Steps(1), Attach(3)))  # an empty dream has no level 3
    for chain in (too_far, no_room, Chain((EndTurn(), ChooseWheel(0)))):
        with pytest.raises(IllegalAction):
            state.apply(seat, chain)
        assert state.to_dict() == before
    with pytest.raises(IllegalAction):
        state.apply((seat + 1) % 2, Chain((ChooseWheel(0), Steps(1), Attach(1))))  # not their turn
    assert state.to_dict() == before


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6), (4, 7)])
def test_takes_list_every_reachable_card_with_what_it_scores(players, seed):
    checked = 0
    for state, seat in starts(players, seed):
        offered = takes(state, seat)
        reverse = bool(state.turn["backspin"])
        # every flywheel and every step count the engine allows, nothing else
        assert [(x.wheel, x.steps) for x in offered] == [
            (w, k) for w in (0, 1) for k in range(1, max_steps(state, seat) + 1)]
        for take in offered:
            assert take.card == state.field[landing(state, state.wheels[take.wheel], take.steps, reverse)]
            assert take.chain == Chain((ChooseWheel(take.wheel), Steps(take.steps)))
            if take.paid:
                assert all(p.chain is None for p in take.places)
                continue
            for place in take.places:
                after = GAME.from_dict(state.to_dict())
                after.apply(seat, place.chain)
                held = len(state.hands[seat])  # an encounter drawn by the attach is not the dream's
                gain = (score_dream(after.dreams[seat], state.goals[seat], held, state.front[seat])["total"]
                        - score_dream(state.dreams[seat], state.goals[seat], held, state.front[seat])["total"])
                assert place.gain == gain
                row = after.dreams[seat][place.level - 1]
                assert row[-1]["card"] == take.card and row[-1]["brk"] == place.broken
                checked += 1
    assert checked > 100


def test_no_takes_once_a_flywheel_is_picked_or_for_another_seat():
    state, seat = next(starts(2, 8))
    assert takes(state, (seat + 1) % 2) == []
    state.apply(seat, ChooseWheel(0))
    assert state.phase == Phase.STEPS and takes(state, seat) == []


def test_the_round_end_says_where_every_player_stands():
    state = GAME.new(2, 9, {})
    rng = random.Random(9)
    while True:
        seat = state.to_act()[0]
        ended = [e for e in state.apply(seat, rng.choice(state.legal_actions(seat))) if e.kind == "round_ended"]
        if ended:
            break
    standing = ended[0].data["standing"]
    assert len(standing) == 2
    for s, row in enumerate(standing):
        assert row["cards"] == sum(len(r) for r in state.dreams[s])
        assert row["breaks"] == sum(1 for r in state.dreams[s] for e in r if e["brk"])
        assert row["tokens"] == len(state.tokens[s]) and row["encounters"] == len(state.hands[s])
        assert row["running"] == state.view(None)["running_scores"][s]


def test_with_encounter_cards_in_hand_the_one_click_also_ends_the_turn():
    ended = 0
    for state, seat in starts(2, 12, 600):
        if not state.hands[seat]:
            continue
        for take in takes(state, seat):
            for place in take.places:
                if place.chain is None:
                    continue
                after = GAME.from_dict(state.to_dict())
                after.apply(seat, Chain(place.chain.actions[:3]))
                # "End my turn" is chained exactly when the attach leaves the seat that choice
                assert place.ends_turn == (after.phase == Phase.AFTER and after.current == seat)
                assert place.ends_turn == (place.chain.actions[3:] == (EndTurn(),))
                if place.ends_turn:
                    after.apply(seat, EndTurn())
                    done = GAME.from_dict(state.to_dict())
                    done.apply(seat, place.chain)
                    assert done.to_dict() == after.to_dict() and done.current != seat or done.round > state.round
                    ended += 1
    assert ended > 20
