"""The Somnikum bot: no peeking (test_contract.py checks what every bot owes),
and a planner that builds deeper dreams than the default move."""

from __future__ import annotations

import random

from games import GAMES
from games.somnikum import ai
from games.somnikum.cards import CATALOG
from games.somnikum.actions import Back
from tests.ai.support import assert_blind_to, assert_worlds_show_the_view, positions

GAME = "somnikum"


def _hide_otherwise(seat):
    """Change only what ``seat`` cannot see: the dream deck's and encounter
    deck's order, other seats' goals, encounter cards and token particles
    (same backs), face-down break tokens, and the dice to come."""

    def change(d, rng):
        rng.shuffle(d["deck"])
        rng.shuffle(d["enc_deck"])
        d["rng"] = {"seed": f"other-{rng.random()}", "n": 0, "forced": []}
        others = [s for s in range(d["players"]) if s != seat]
        for s in others:
            if d["goal_box"]:
                i = rng.randrange(len(d["goal_box"]))
                d["goals"][s], d["goal_box"][i] = d["goal_box"][i], d["goals"][s]
            for i in range(len(d["hands"][s])):
                if d["enc_deck"]:
                    j = rng.randrange(len(d["enc_deck"]))
                    d["hands"][s][i], d["enc_deck"][j] = d["enc_deck"][j], d["hands"][s][i]
            for i, token in enumerate(d["tokens"][s]):
                same_back = [j for j, t in enumerate(d["bag"])
                             if CATALOG.tokens[t].blank == CATALOG.tokens[token].blank]
                if same_back:
                    j = rng.choice(same_back)
                    d["tokens"][s][i], d["bag"][j] = d["bag"][j], token
        for dream in d["dreams"]:
            for row in dream:
                for entry in row:
                    if entry["btok"] is not None and d["bag"]:
                        j = rng.randrange(len(d["bag"]))
                        entry["btok"], d["bag"][j] = d["bag"][j], entry["btok"]
        rng.shuffle(d["bag"])

    return change


def test_changing_only_what_the_seat_cannot_see_changes_no_choice():
    assert_blind_to(GAME, ai, _hide_otherwise)


def test_a_sampled_world_shows_the_seat_exactly_its_view():
    assert_worlds_show_the_view(GAME, ai.world)


def test_the_planner_deepens_its_dream_where_the_default_move_never_does():
    state = GAMES[GAME].new(2, seed=9)
    while not state.is_over:
        seat = state.to_act()[0]
        level = "normal" if seat == 0 else "easy"
        state.apply(seat, ai.choose(state.view(seat), state.legal_actions(seat), level, random.Random(0)))
    deeper = [len(row) for row in state.dreams[0][1:]]
    assert sum(deeper) >= 2
    assert not state.dreams[1][1] and not state.dreams[1][2]


def test_no_level_backs_out_of_a_pick_so_bot_games_end():
    """The hard planner once took a token, then backed out (a new sample
    liked another move better), then took it again, for ever: a table of bot
    seats never ended (bench.ai seed 1, 2 players, hard vs easy, game 135).
    The searching levels never go Back while another move is legal (easy is
    the engine's default move, which backs out of a token but never picks
    one: it takes a card), and that game ends."""
    from bench.ai import Match, play_one, Timings

    for state in positions(GAME, 40, seed=3):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if Back() in legal and len(legal) > 1:
            for level in ("normal", "hard"):
                assert ai.choose(state.view(seat), legal, level, random.Random(1)) != Back(), level
    index = 135  # game i puts hard in seat i mod 2, with seed 1 * 1_000_003 + i (bench.ai)
    levels = ["hard", "easy"] if index % 2 == 0 else ["easy", "hard"]
    assert play_one(GAME, 2, levels, 1_000_003 + index, Timings(), 0) is not None, "the game ended"
