"""Known-answer tests for rulings D-9..D-17: comatose turns, Nightmares and
their activations, the ends of the game and ties, with forced dice."""

from __future__ import annotations

import pytest

from games.darkly_dreaming import GAME
from games.darkly_dreaming.actions import Become, Decline, Discard, EnvyMode, Pick, Return, Sleep, Target
from games.darkly_dreaming.cards import TYPES
from tests.games.test_darkly_dreaming_helpers import (
    build, card, census_ok, die, nightmare, nightmare_rolls, of, roll_for,
)


# -- D-9: comatose turns ------------------------------------------------------------

def test_d9_comatose_turn_returns_face_up_exhaust_and_ends():
    s = build([card(exhaust=["C-", "E+", "D+"], status="comatose"), card()], start=False)
    size = len(s.deck)
    s._ev = []
    s._start_turn(0)
    assert s.cards[0].exhaust == ["C-"] and s.cards[0].status == "dreamer"
    assert len(s.deck) == size + 2 and census_ok(s)
    assert of(s._ev, "comatose_turn") == [{"seat": 0, "returned": ["E", "D"], "face_down": 1}]
    s._finish_turn()
    assert s.current == 1 and s.to_act() == [1]


def test_d9_falling_comatose_skips_the_next_turn():
    s = build([card(exhaust=["E+", "E+"]), card()], start=False)
    roll_for(s, 0, ["C"], [die("C", "exhaust")])
    assert s.cards[0].status == "comatose" and s.to_act() == [1]
    s.pending = {"kind": "sleep", "seat": 1, "forced": False}
    s.apply(1, Sleep())
    # seat 0's comatose turn (turn 2) passed by itself; it is seat 1's turn again (turn 3)
    assert s.current == 1 and s.turn == 3 and s.cards[0].exhaust == []


# -- D-10: Nightmare activations ---------------------------------------------------

def test_d10_nightmare_of_cages_takes_the_dream_and_cages_the_dreamer():
    s = build([card(exhaust=["E+"]), nightmare("C")], start=False)
    events = roll_for(s, 0, ["C"], [die("C", "shadow")])
    assert of(events, "nightmare_activated") == [{"nightmare": 1, "seat": 0, "dream": "C"}]
    assert s.cards[1].points == ["C1"] and s.cards[0].shadow["C"] == 0
    assert s.cards[0].exhaust == ["E-"] and census_ok(s)


def test_d10_nightmare_of_depths_chooses_which_of_two_rolls_the_dreamer_applies():
    s = build([card(), nightmare("D")], top=["P", "E"], start=False)
    roll_for(s, 0, ["D"], [die("D", "shadow"), die("P", "hunt"), die("E", "1pt")])
    assert s.cards[1].points == ["D1"] and s.to_act() == [1]
    p = s.view(None)["pending"]
    assert p["kind"] == "nm_depths" and [r["dream"] for r in p["rolls"]] == ["P", "E"]
    assert s.legal_actions(1) == [Discard(0), Discard(1)]
    s.apply(1, Discard(1))
    assert s.cards[0].hunt == ["P"] and s.cards[0].points == []
    assert s.to_act() == [0] and census_ok(s)


def test_d10_nightmare_of_depths_can_chain_into_a_dreamer_shadow():
    s = build([card(), nightmare("D")], top=["E", "C", "D"], start=False)
    roll_for(s, 0, ["D"], [die("D", "shadow"), die("E", "shadow"), die("C", "1pt")])
    s.apply(1, Discard(1))  # the dreamer applies the Envy shadow with its ability
    assert s.cards[0].shadow["E"] == 1 and s.view(None)["pending"]["kind"] == "envy"
    assert s.to_act() == [1]  # the player to the left (the Nightmare) chooses


def test_d10_nightmare_of_envy_picks_the_dream_to_reroll():
    s = build([card(points=["D1"]), nightmare("E")], start=False)
    roll_for(s, 0, ["E"], [die("E", "shadow")])
    assert s.cards[1].points == ["E1"] and s.to_act() == [1]
    assert s.legal_actions(1) == [EnvyMode("pick"), EnvyMode("two")]
    s.apply(1, EnvyMode("pick"))
    assert s.view(None)["pending"] == {"kind": "envy", "seat": 1, "dreamer": 0, "source": "nightmare"}
    s.rng.force(die("D", "exhaust"))
    s.apply(1, Pick("p:D1"))
    assert s.cards[0].points == [] and s.cards[0].exhaust == ["D+"] and s.to_act() == [0]


def test_d10_nightmare_of_envy_two_rerolls_and_takes_the_ones():
    s = build([card(points=["D1"], hunt=["P"]), nightmare("E")], start=False)
    roll_for(s, 0, ["E"], [die("E", "shadow")])
    s.apply(1, EnvyMode("two"))
    assert s.to_act() == [0] and s.view(None)["pending"]["count"] == 2
    s.apply(0, Pick("h:P"))
    assert s.view(None)["pending"]["held"] == ["P"] and s.legal_actions(0) == [Pick("p:D1")]
    s.rng.force(die("P", "2pt"), die("D", "1pt"))
    events = s.apply(0, Pick("p:D1"))
    assert [r["dream"] for r in of(events, "rolled")[0]["rolls"]] == ["P", "D"]
    assert s.cards[1].points == ["E1", "D1"]  # the 1-point result goes to the Nightmare
    assert s.cards[0].points == ["P2"] and s.cards[0].hunt == [] and census_ok(s)


def test_d10_nightmare_of_envy_on_an_empty_card_does_nothing_more():
    s = build([card(), nightmare("E")], start=False)
    roll_for(s, 0, ["E"], [die("E", "shadow")])
    assert s.cards[1].points == ["E1"] and s.view(None)["pending"]["kind"] == "sleep"


def test_d10_nightmare_of_primeval_may_move_a_two_point_dream_to_hunt():
    s = build([card(points=["P2", "D1"]), nightmare("P")], start=False)
    roll_for(s, 0, ["P"], [die("P", "shadow")])
    assert s.cards[1].points == ["P1"] and s.legal_actions(1) == [Pick("p:P2"), Decline()]
    events = s.apply(1, Pick("p:P2"))
    assert of(events, "moved_to_hunt") == [{"seat": 0, "by": 1, "dream": "P", "source": "points"}]
    assert s.cards[0].points == ["D1"] and s.cards[0].hunt == ["P"]


def test_d10_nightmare_of_primeval_without_a_two_point_dream_just_scores():
    s = build([card(points=["P1"]), nightmare("P")], start=False)
    roll_for(s, 0, ["P"], [die("P", "shadow")])
    assert s.cards[1].points == ["P1"] and s.view(None)["pending"]["kind"] == "sleep"


def test_d10_activates_on_a_roll_by_another_nightmare():
    s = build([card(exhaust=["D+"]), nightmare("C"), nightmare("E")], start=False)
    events = nightmare_rolls(s, 2, 0, "C", die("C", "shadow"))
    assert of(events, "nightmare_activated") == [{"nightmare": 1, "seat": 0, "dream": "C"}]
    assert s.cards[1].points == ["C1"] and s.cards[0].exhaust == ["D-"]


def test_d10_activates_on_the_nightmares_own_roll():
    s = build([nightmare("C"), card()], top=["C", "D"])
    s.apply(0, Return("D"))
    s.rng.force(die("C", "shadow"))
    s.apply(0, Target(1))
    assert s.cards[0].points == ["C1"] and s.cards[1].shadow["C"] == 0


# -- D-11: a Nightmare's roll is applied in full and checked at once ---------------

def test_d11_nightmare_roll_checks_the_dreamer_at_once():
    s = build([card(hunt=["P", "P", "P"]), nightmare("C"), card()], start=False)
    events = nightmare_rolls(s, 1, 0, "P", die("P", "hunt"))
    assert of(events, "out") == [{"seat": 0, "reason": "hunted"}]
    assert s.current == 2 and census_ok(s)


def test_d11_nightmare_roll_applies_shadow_abilities():
    s = build([card(shadow={"E": 1}), nightmare("C"), card()], start=False)
    nightmare_rolls(s, 1, 0, "P", die("P", "shadow"))
    assert s.to_act() == [0] and s.view(None)["pending"]["kind"] == "primeval"
    s.apply(0, Decline())
    assert s.current == 2  # then the Nightmare's turn ends


# -- D-12 and becoming each Nightmare ----------------------------------------------

@pytest.mark.parametrize("kind", TYPES)
def test_becoming_each_nightmare_keeps_points_and_returns_the_rest(kind):
    s = build([card(points=["D1", "P2"], hunt=["P"], exhaust=["C+"], shadow={kind: 2}), card(), card()],
              start=False)
    events = roll_for(s, 0, [kind], [die(kind, "shadow")] + ([die("D", "1pt")] if kind == "D" else []))
    if kind == "E":
        s.rng.force(die("D", "1pt"))
        events = s.apply(1, Pick("p:D1"))
    if kind == "P":
        events = s.apply(0, Decline())
    assert of(events, "became_nightmare")[0]["nightmare"] == kind
    c = s.cards[0]
    assert c.status == "nightmare" and c.nightmare == kind and c.dream_count() == len(c.points)
    assert sorted(c.points) == sorted(["D1", "P2"] + (["D1"] if kind == "D" else []))
    returned = [e for e in of(events, "returned") if e["cause"] == "nightmare"]
    assert sorted(returned[0]["dreams"]) == sorted(["P", "C"] + [kind] * 3)
    assert census_ok(s) and s.current == 1
    assert s.view(None)["status"][0] == "nightmare" and s.view(None)["nightmare"][0] == kind


def test_d12_a_claimed_nightmare_gives_the_largest_unclaimed_pile():
    s = build([card(shadow={"C": 3, "E": 2, "D": 1}), nightmare("C"), card()], start=False)
    roll_for(s, 0, ["D"], [die("D", "1pt")])
    assert s.cards[0].nightmare == "E"


def test_d12_ties_are_a_choice_of_the_player():
    s = build([card(shadow={"C": 3, "E": 2, "D": 2}), nightmare("C"), card()], start=False)
    roll_for(s, 0, ["C"], [die("C", "1pt")])
    assert s.view(None)["pending"] == {"kind": "become", "seat": 0, "choices": ["D", "E"]}
    assert s.legal_actions(0) == [Become("D"), Become("E")]
    s.apply(0, Become("E"))
    assert s.cards[0].nightmare == "E" and s.current == 1


def test_d12_with_every_nonempty_pile_claimed_any_free_nightmare():
    s = build([card(shadow={"C": 3}), nightmare("C"), card()], start=False)
    roll_for(s, 0, ["D"], [die("D", "1pt")])
    assert s.legal_actions(0) == [Become("D"), Become("E"), Become("P")]


def test_d12_tied_largest_piles_without_claims():
    s = build([card(shadow={"D": 3, "P": 3}), card(), card()], start=False)
    roll_for(s, 0, ["C"], [die("C", "1pt")])
    assert s.legal_actions(0) == [Become("D"), Become("P")]


# -- D-13: the final round ---------------------------------------------------------

def test_d13_fifteen_points_start_a_final_round_ending_before_the_first_player():
    s = build([card(), card(points=["D1"] * 14), card()], current=1, first=0, start=False)
    events = roll_for(s, 1, ["C"], [die("C", "1pt")])
    assert s.cards[1].score == 15 and not s.final
    events = s.apply(1, Sleep())
    assert of(events, "final_round") == [{"seats": [1], "points": [15], "ends_before": 0}]
    assert s.current == 2 and not s.is_over  # seat 2 takes its final turn
    s.pending = {"kind": "sleep", "seat": 2, "forced": False}
    events = s.apply(2, Sleep())
    assert of(events, "game_over")[0]["reason"] == "final_round"
    assert s.is_over and s.to_act() == []
    winners = [r.seat for r in s.outcome() if r.won]
    assert winners == [1]


def test_d13_nightmares_take_their_final_turn_and_an_out_first_player_still_ends_it():
    s = build([card(status="out"), card(points=["D1"] * 14), nightmare("E")], current=1, first=0,
              start=False)
    roll_for(s, 1, ["C"], [die("C", "1pt")])
    s.apply(1, Sleep())
    assert s.current == 2 and s.view(None)["pending"]["kind"] == "return"  # the Nightmare's turn
    s.apply(2, s.legal_actions(2)[0])
    s.rng.force(1)
    s.apply(2, Target(1))
    while not s.is_over:  # whatever the roll asked, the game ends before seat 0's turn
        seat = s.to_act()[0]
        s.apply(seat, s.default_action(seat))
    assert s.over == "final_round" and s.turn == 1 and s.current == 2


def test_d13_nightmare_points_also_trigger_the_final_round():
    s = build([nightmare("C", points=["C1"] * 14), card(), card()], current=2, first=1, start=False)
    roll_for(s, 2, ["C"], [die("C", "shadow")])
    s.apply(2, Sleep())
    assert s.final and s.current == 0


# -- D-14: the empty deck ----------------------------------------------------------

def test_d14_empty_deck_mid_turn_ends_the_game_at_once():
    s = build([card(points=["P2"]), card()], start=False)
    s.deck = ["C", "D"]
    events = roll_for(s, 0, ["C", "D"], [die("C", "1pt"), die("D", "shadow")])
    assert of(events, "game_over") == [{"reason": "deck_empty", "points": [3, 0], "seat": 0,
                                        "needed": 1, "left": 0}]
    assert s.is_over and s.to_act() == [] and s.view(None)["pending"] is None
    assert s.cards[0].points == ["P2", "C1"] and s.cards[0].shadow["D"] == 1  # results so far stand
    assert [r.place for r in s.outcome()] == [1, 2]


def test_d14_a_turn_draw_larger_than_the_deck_ends_the_game():
    s = build([card(), card()], deck=["D", "E"])
    assert s.is_over and s.over == "deck_empty"


# -- D-15: out of the game -----------------------------------------------------------

def test_d15_out_returns_every_dream_takes_no_turn_and_cannot_win():
    s = build([card(points=["P2"] * 8, hunt=["P", "P", "P"]), card(), card()], start=False)
    events = roll_for(s, 0, ["P"], [die("P", "hunt")])
    assert s.cards[0].dream_count() == 0 and census_ok(s)
    assert sorted(of(events, "returned")[0]["dreams"]) == ["P"] * 12
    assert s.current == 1
    s.pending = {"kind": "sleep", "seat": 1, "forced": False}
    s.apply(1, Sleep())
    s.pending = {"kind": "sleep", "seat": 2, "forced": False}
    s.apply(2, Sleep())
    assert s.current == 1  # seat 0 is skipped
    s.over = "final_round"
    res = {r.seat: r for r in s.outcome()}
    assert not res[0].won and res[0].place == 3 and res[1].won and res[2].won


def test_all_players_nightmares_ends_the_game():
    s = build([card(shadow={"C": 3}), nightmare("E"), card(status="out")], start=False)
    events = roll_for(s, 0, ["D"], [die("D", "1pt")])
    assert s.over == "all_nightmares" and of(events, "game_over")[0]["reason"] == "all_nightmares"


# -- D-16: ties --------------------------------------------------------------------

def test_d16_ties_go_to_most_dreams_then_are_shared():
    s = build([card(points=["P2"] * 7 + ["D1"]), card(points=["D1"] * 15), nightmare("C", points=["P2"] * 7 + ["C1"])],
              start=False)
    s.over = "final_round"
    res = {r.seat: (r.place, r.won) for r in s.outcome()}
    assert res == {0: (2, False), 1: (1, True), 2: (2, False)}
    s.cards[1].points = ["P2"] * 7 + ["E1"]
    res = {r.seat: (r.place, r.won) for r in s.outcome()}
    assert res == {0: (1, True), 1: (1, True), 2: (1, True)}
    s.cards[2].points = ["P2"] * 7 + ["C1"] + []
    s.cards[0].hunt = ["P"]
    res = {r.seat: (r.place, r.won) for r in s.outcome()}
    assert res == {0: (1, True), 1: (2, False), 2: (2, False)}


# -- D-17: the first player ----------------------------------------------------------

def test_d17_first_player_is_drawn_from_the_seed():
    firsts = {GAME.new(4, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    for seed in range(5):
        s = GAME.new(3, seed)
        assert s.to_act() == [s.first] == [s.view(None)["first_player"]]
        assert GAME.new(3, seed).first == s.first
